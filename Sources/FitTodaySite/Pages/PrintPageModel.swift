import FitTodayDomain

/// `print/index.html`: a block on paper (``PrintBlock``), made for the browser's print. A cover (the program, the
/// lifter, what the loads were worked out from, the build's day), then every session with each set's reps, load and
/// plates per side, empty boxes for what was done, the rest and what a failed set changes. One session per sheet; a
/// session of at most ``sharedPageSets`` sets shares its sheet with the next. No script: it prints from `file://`.
struct PrintPageModel: PageModel {
    static let kind = PageKind("print", nav: .plans)
    /// A session of at most this many sets (warm-ups included) may share a sheet with the next.
    static let sharedPageSets = 12

    /// The link of today's page and the program page to this one.
    struct Link: Encodable, Sendable {
        var href: String
        var mdHref: String
        var text: String
    }

    struct Start: Encodable, Sendable {
        var lift: String
        var value: String
    }

    struct Row: Encodable, Sendable {
        /// "1", or the warm-up's word and number.
        var label: String
        var warmup: Bool
        var reps: String
        var load: String
        var plates: String
    }

    struct Exercise: Encodable, Sendable {
        var name: String
        var tags: String?
        var rest: String
        var note: String?
        var rule: String?
        var rows: [Row]
    }

    struct Session: Encodable, Sendable {
        var heading: String
        var dateLabel: String
        var place: String
        /// Starts a new sheet (the first session, and every one after a sheet that holds two or a long one).
        var breakBefore: Bool
        var exercises: [Exercise]
    }

    var heading: String
    /// `A4` or `letter`, for `@page size`.
    var paperSize: String
    var programName: String
    var lifterLabel: String
    var lifter: String
    var startsLabel: String
    var hasStarts: Bool
    var starts: [Start]
    var builtOn: String
    var notes: [String]
    var sessions: [Session]
    var empty: String?
    var unit: String
    var setLabel: String
    var repsLabel: String
    var loadLabel: String
    var platesLabel: String
    var doneRepsLabel: String
    var doneLoadLabel: String
    var effortLabel: String
    var dateDoneLabel: String

    init(_ block: PrintBlock, paper: PrintPaper, lifter: String, context: PageContext) {
        let locale = context.locale, unit = context.unit, words = locale.words.site.print
        func load(_ kg: Double) -> String { WeightText.format(kg, unit, locale) }
        heading = words.heading
        paperSize = paper.cssSize
        programName = block.programName ?? words.composed
        lifterLabel = words.lifter
        self.lifter = lifter
        startsLabel = words.startsFrom
        starts = block.starts.map { start in
            Start(lift: start.lift, value: start.trainingMaxKg.map { words.trainingMax(load: load($0)) } ?? start.weightKg.map { words.workingWeight(load: load($0)) } ?? "")
        }
        hasStarts = !starts.isEmpty
        builtOn = words.builtOn(date: DateText.heading(block.builtOn, locale))
        var notes: [String] = []
        if block.fixedByTrainingMax { notes.append(words.fixedByTrainingMax) }
        if block.assumesSuccess { notes.append(words.assumesSuccess) }
        if block.weeksIgnored { notes.append(words.weeksIgnored) }
        if block.programID != nil, let first = block.sessions.first {
            notes.append(words.dates(date: DateText.heading(first.date, locale)))
        }
        self.notes = notes
        empty = block.sessions.isEmpty ? words.nothing : nil
        self.unit = unit.symbol
        setLabel = words.set
        repsLabel = words.reps
        loadLabel = words.load(unit: unit.symbol)
        platesLabel = words.plates
        doneRepsLabel = words.doneReps
        doneLoadLabel = words.doneLoad(unit: unit.symbol)
        effortLabel = words.effort
        dateDoneLabel = words.dateDone
        var sharing = false
        sessions = block.sessions.map { session in
            // A short session leaves room for the next on its sheet; the one after them starts a new sheet.
            let breakBefore = !sharing
            sharing = breakBefore && session.setCount <= Self.sharedPageSets
            let place = session.position.map { locale.words.domain.followProgram.position(cycle: $0.cycle, week: $0.week, day: $0.dayName) }
                ?? session.focus?.label(locale) ?? ""
            return Session(
                heading: words.session(number: session.number), dateLabel: DateText.heading(session.date, locale), place: place,
                breakBefore: breakBefore, exercises: session.exercises.map { Self.exercise($0, words: words, locale: locale, unit: unit) }
            )
        }
    }

    private static func exercise(_ item: PrintedExercise, words: Words.SiteWords.PrintWords, locale: AppLocale, unit: WeightUnit) -> Exercise {
        var warmups = 0, working = 0
        let rows = item.sets.map { set -> Row in
            let warmup = set.kind == .warmup
            if warmup { warmups += 1 } else { working += 1 }
            var reps = PrescribedSetText.reps(set)
            if let effort = PrescribedSetText.effort(set, locale) { reps += " · " + effort }
            return Row(label: warmup ? words.warmup(number: warmups) : "\(working)", warmup: warmup, reps: reps,
                       load: set.weightKg.map { WeightText.number($0, unit, locale) } ?? "—",
                       plates: PrescribedSetText.plates(set, unit, locale) ?? "")
        }
        let tags = [item.superset, item.stage.map { $0.replacingOccurrences(of: "x", with: "×") }].compactMap { $0 }
        return Exercise(name: item.name, tags: tags.isEmpty ? nil : tags.joined(separator: " · "),
                        rest: words.rest(time: DurationText.timedSet(item.restSeconds, locale)),
                        note: item.note.isEmpty ? nil : item.note, rule: item.failureRule, rows: rows)
    }

    static func link(from page: String, locale: AppLocale) -> Link {
        Link(href: SitePaths.link(from: page, to: SitePaths.printBlock), mdHref: SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.printBlock)),
             text: locale.words.site.print.link)
    }
}
