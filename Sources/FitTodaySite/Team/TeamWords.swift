import FitTodayDomain

/// The words of the team's pages, from the catalogue (`[site.team]`), as the templates read them (`{{words.…}}`).
struct TeamWords: Encodable, Sendable {
    var lang: String
    var coachPage: String
    var teamSheet: String
    var needsAttention: String
    var everyoneElse: String
    var nobodyNeedsAttention: String
    var athlete: String
    var program: String
    var lastSession: String
    var lastLog: String
    var sessions7: String
    var sessions30: String
    var compliance7: String
    var compliance30: String
    var compliance90: String
    var readiness: String
    var flags: String
    var notBuilt: String
    var never: String
    var noReading: String
    var complianceDefinition: String
    var privacy: String
    var restDay: String
    var noPlan: String
    var warmup: String
    var workingSets: String
    var perSide: String
    var changes: String
    var sheetLink: String
    var answers: String

    init(_ locale: AppLocale) {
        let words = locale.words.site.team
        lang = locale.rawValue
        coachPage = words.coachPage
        lastLog = words.lastLog
        teamSheet = words.teamSheet
        needsAttention = words.needsAttention
        everyoneElse = words.everyoneElse
        nobodyNeedsAttention = words.nobodyNeedsAttention
        athlete = words.athlete
        program = words.program
        lastSession = words.lastSession
        sessions7 = words.sessions7
        sessions30 = words.sessions30
        compliance7 = words.compliance7
        compliance30 = words.compliance30
        compliance90 = words.compliance90
        readiness = words.readiness
        flags = words.flags
        notBuilt = words.notBuilt
        never = words.never
        noReading = words.noReading
        complianceDefinition = words.complianceDefinition
        privacy = words.privacy
        restDay = words.restDay
        noPlan = words.noPlan
        warmup = words.warmup
        workingSets = words.workingSets
        perSide = words.perSide
        changes = words.changes
        sheetLink = words.sheetLink
        answers = words.answers
    }
}
