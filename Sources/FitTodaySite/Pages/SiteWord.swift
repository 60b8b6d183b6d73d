import FitTodayDomain
import FitTodayTemplates

/// The interface words of the site, offered to every template as `t.<word>`: a word a template uses that is
/// not a case here fails the strict-mode test, and a case without its words in both languages does not compile.
///
/// Templates can be overridden, so every word lives here rather than in them; an override that wants its own
/// wording simply writes it. The words themselves are the `site.word.*` keys of the catalogues
/// (Sources/FitTodayDomain/Words/), one key per case.
enum SiteWord: String, CaseIterable, Sendable {
    case skip
    case navLabel
    case today
    case history
    case library
    case plans
    case minutes
    case duration
    case intensity
    case source
    case sets
    case reps
    case rest
    case seconds
    case set
    case tickHint
    case checkIn
    case focus
    case soreness
    case soreRegion
    case noCheckIn
    case localNote
    case restDayTitle
    case restDayText
    case noPlanTitle
    case noPlanText
    case instructions
    case notes
    case startRest
    case restRunning
    case resetDay
    case date
    case plan
    case status
    case volume
    case kg
    case noSessions
    case pager
    case newer
    case older
    case latest
    case sessionsNumbered
    case page
    case summary
    case thisWeek
    case thisMonth
    case weeksInARow
    case setsChart
    case volumeTable
    case loggedSets
    case exercise
    case weight
    case rpe
    case noSets
    case backToHistory
    case muscleGroup
    case equipment
    case level
    case exercisesCount
    case otherGroup
    case loggedIn
    case lastWeight
    case neverLogged
    case sessionsTotal
    case images
    case noPlans
    case active
    case createdAt
    case forDate
    case exercises
    case noExercises
    case bodyweight
    case footer
    case imagePlaceholder
    case description
    case lastTime
    case target
    case warmup
    case workingSets
    case sheetHint
    case repsDone
    case kgDone
    case downloadLog
    case logHint
    case restOver
    case restSound
    case searchLabel
    case searchHint
    case allGroups
    case allEquipment
    case searchFound
    case searchNone
    case credits
    case creditsIntro
    case dataSources
    case curatedLibrary
    case freeExerciseDB
    case imageSource
    case licence
    case licenceNotRecorded
    case originalFile
    case noImagesCopied
    case progress
    case progressChart
    case progressChartMonthly
    case estimate
    case records
    case record
    case value
    case heaviestFor
    case repOne
    case repMany
    case bestEstimate
    case bestSessionVolume
    case recordMark
    case recordNote
    case feed
    // A program's page and a program day's sheet (`site.program.*`).
    case activeProgram
    case amrap
    case audience
    case backoff
    case backoffSets
    case cycle
    case cycleTable
    case day
    case daysDone
    case daysPerWeek
    case deload
    case done
    case following
    case lift
    case measure
    case nextDay
    case notFollowing
    case perSide
    case program
    case programSource
    case programs
    case progression
    case reason
    case rir
    case programSets
    case since
    case stage
    case superset
    case trainingMax
    case week
    case workingWeight

    /// The word in `locale`.
    func text(_ locale: AppLocale) -> String {
        let words = locale.words.site.word, program = locale.words.site.program
        switch self {
        case .skip: return words.skip
        case .navLabel: return words.navLabel
        case .today: return words.today
        case .history: return words.history
        case .library: return words.library
        case .plans: return words.plans
        case .minutes: return words.minutes
        case .duration: return words.duration
        case .intensity: return words.intensity
        case .source: return words.source
        case .sets: return words.sets
        case .reps: return words.reps
        case .rest: return words.rest
        case .seconds: return words.seconds
        case .set: return words.set
        case .tickHint: return words.tickHint
        case .checkIn: return words.checkIn
        case .focus: return words.focus
        case .soreness: return words.soreness
        case .soreRegion: return words.soreRegion
        case .noCheckIn: return words.noCheckIn
        case .localNote: return words.localNote
        case .restDayTitle: return words.restDayTitle
        case .restDayText: return words.restDayText
        case .noPlanTitle: return words.noPlanTitle
        case .noPlanText: return words.noPlanText
        case .instructions: return words.instructions
        case .notes: return words.notes
        case .startRest: return words.startRest
        case .restRunning: return words.restRunning
        case .resetDay: return words.resetDay
        case .date: return words.date
        case .plan: return words.plan
        case .status: return words.status
        case .volume: return words.volume
        case .kg: return words.kg
        case .noSessions: return words.noSessions
        case .pager: return words.pager
        case .newer: return words.newer
        case .older: return words.older
        case .latest: return words.latest
        case .sessionsNumbered: return words.sessionsNumbered
        case .page: return words.page
        case .summary: return words.summary
        case .thisWeek: return words.thisWeek
        case .thisMonth: return words.thisMonth
        case .weeksInARow: return words.weeksInARow
        case .setsChart: return words.setsChart
        case .volumeTable: return words.volumeTable
        case .loggedSets: return words.loggedSets
        case .exercise: return words.exercise
        case .weight: return words.weight
        case .rpe: return words.rpe
        case .noSets: return words.noSets
        case .backToHistory: return words.backToHistory
        case .muscleGroup: return words.muscleGroup
        case .equipment: return words.equipment
        case .level: return words.level
        case .exercisesCount: return words.exercisesCount
        case .otherGroup: return words.otherGroup
        case .loggedIn: return words.loggedIn
        case .lastWeight: return words.lastWeight
        case .neverLogged: return words.neverLogged
        case .sessionsTotal: return words.sessionsTotal
        case .images: return words.images
        case .noPlans: return words.noPlans
        case .active: return words.active
        case .createdAt: return words.createdAt
        case .forDate: return words.forDate
        case .exercises: return words.exercises
        case .noExercises: return words.noExercises
        case .bodyweight: return words.bodyweight
        case .footer: return words.footer
        case .imagePlaceholder: return words.imagePlaceholder
        case .description: return words.description
        case .lastTime: return words.lastTime
        case .target: return words.target
        case .warmup: return words.warmup
        case .workingSets: return words.workingSets
        case .sheetHint: return words.sheetHint
        case .repsDone: return words.repsDone
        case .kgDone: return words.kgDone
        case .downloadLog: return words.downloadLog
        case .logHint: return words.logHint
        case .restOver: return words.restOver
        case .restSound: return words.restSound
        case .searchLabel: return words.searchLabel
        case .searchHint: return words.searchHint
        case .allGroups: return words.allGroups
        case .allEquipment: return words.allEquipment
        case .searchFound: return words.searchFound
        case .searchNone: return words.searchNone
        case .credits: return words.credits
        case .creditsIntro: return words.creditsIntro
        case .dataSources: return words.dataSources
        case .curatedLibrary: return words.curatedLibrary
        case .freeExerciseDB: return words.freeExerciseDB
        case .imageSource: return words.imageSource
        case .licence: return words.licence
        case .licenceNotRecorded: return words.licenceNotRecorded
        case .originalFile: return words.originalFile
        case .noImagesCopied: return words.noImagesCopied
        case .progress: return words.progress
        case .progressChart: return words.progressChart
        case .progressChartMonthly: return words.progressChartMonthly
        case .estimate: return words.estimate
        case .records: return words.records
        case .record: return words.record
        case .value: return words.value
        case .heaviestFor: return words.heaviestFor
        case .repOne: return words.repOne
        case .repMany: return words.repMany
        case .bestEstimate: return words.bestEstimate
        case .bestSessionVolume: return words.bestSessionVolume
        case .recordMark: return words.recordMark
        case .recordNote: return words.recordNote
        case .feed: return words.feed
        case .activeProgram: return program.activeProgram
        case .amrap: return program.amrap
        case .audience: return program.audience
        case .backoff: return program.backoff
        case .backoffSets: return program.backoffSets
        case .cycle: return program.cycle
        case .cycleTable: return program.cycleTable
        case .day: return program.day
        case .daysDone: return program.daysDone
        case .daysPerWeek: return program.daysPerWeek
        case .deload: return program.deload
        case .done: return program.done
        case .following: return program.following
        case .lift: return program.lift
        case .measure: return program.measure
        case .nextDay: return program.nextDay
        case .notFollowing: return program.notFollowing
        case .perSide: return program.perSide
        case .program: return program.program
        case .programSource: return program.programSource
        case .programs: return program.programs
        case .progression: return program.progression
        case .reason: return program.reason
        case .rir: return program.rir
        case .programSets: return program.sets
        case .since: return program.since
        case .stage: return program.stage
        case .superset: return program.superset
        case .trainingMax: return program.trainingMax
        case .week: return program.week
        case .workingWeight: return program.workingWeight
        }
    }

    /// Every word of `locale` as the `t` object of the templates.
    static func table(_ locale: AppLocale, unit: WeightUnit = .kg) -> TemplateValue {
        .object(TemplateObject(Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, TemplateValue.string($0.text(locale, unit: unit))) })))
    }

    /// The word in `locale`, naming pounds rather than kilograms where it names the unit.
    func text(_ locale: AppLocale, unit: WeightUnit) -> String {
        guard unit == .lb else { return text(locale) }
        let pounds = locale.words.site.pounds
        switch self {
        case .kg: return pounds.lb
        case .kgDone: return pounds.lbDone
        case .sheetHint: return pounds.sheetHint
        case .volumeTable: return pounds.volumeTable
        case .bestSessionVolume: return pounds.bestSessionVolume
        default: return text(locale)
        }
    }
}
