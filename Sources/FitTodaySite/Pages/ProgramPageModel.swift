import FitTodayDomain

/// `programs/<id>/index.html`: what a program is, its whole cycle with every set's load from the person's current
/// numbers, where the person is in it and how each lift has moved. Rendered on every build, as today's page is:
/// each logged session can move it.
struct ProgramPageModel: PageModel {
    static let kind = PageKind("program", nav: .plans)

    /// Where the person stands, when they follow the program.
    struct Following: Encodable, Sendable {
        var cycle: Int
        var week: Int
        var day: String
        var daysDone: Int
        var since: String?
    }

    /// One exercise of one day of the cycle: a row of the week's table.
    struct Row: Encodable, Sendable {
        /// The day's first row shows its name and marks; the others repeat the name for screen readers only.
        var first: Bool
        var exercise: String
        /// Nil for a lift chosen at start that no run has chosen yet (Smolov Jr's): no exercise page to link.
        var href: String?
        var mdHref: String?
        /// The lift's key when it is not the exercise's name (GZCLP's "T1 squat" and "T2 squat").
        var lift: String?
        var superset: String?
        var stage: String?
        var warmup: String?
        /// The working and AMRAP sets.
        var sets: String
        var backoff: String?
    }

    struct Day: Encodable, Sendable {
        var name: String
        var next: Bool
        var done: Bool
        var rows: [Row]
    }

    struct Week: Encodable, Sendable {
        var number: Int
        var deload: Bool
        var days: [Day]
    }

    /// A lift's line of the progression table.
    struct Lift: Encodable, Sendable {
        var name: String
        var href: String
        var mdHref: String
        var lift: String?
        /// Training max or working weight.
        var measure: String
        /// One per cycle of the table's header; empty where the lift has no number for that cycle.
        var values: [String]
        var stage: String
        var reason: String
    }

    var name: String
    var description: String?
    var audience: String?
    var daysPerWeek: Int
    var equipment: String
    var source: String?
    /// A program that ends (`cycles:`): its length, and whether the person's run of it is over.
    var length: Length?
    var active: Bool
    var following: Following?
    /// The printable block, on the page of the program followed.
    var printBlock: PrintPageModel.Link?
    var weeks: [Week]
    var hasProgression: Bool
    /// The cycles numbered in the progression table's header.
    var cycles: [Int]
    var lifts: [Lift]

    struct Length: Encodable, Sendable {
        var label: String
        var text: String
        var finished: String?
    }

    init(_ overview: ProgramOverview, context: PageContext) {
        let locale = context.locale, unit = context.unit, program = overview.program, page = SitePaths.program(program.id)
        let words = locale.words.site.program
        name = program.name
        description = program.description.isEmpty ? nil : program.description
        audience = program.audience.isEmpty ? nil : program.audience
        daysPerWeek = program.daysPerWeek
        equipment = program.equipment.label(locale)
        source = program.source.isEmpty ? nil : program.source
        if let cycles = program.cycles {
            let lengthWords = locale.words.site.programLength
            let days = cycles * program.daysPerCycle
            length = Length(label: lengthWords.label, text: lengthWords.ends(weeks: cycles * program.weeks.count, days: days),
                            finished: overview.run != nil && overview.state?.finished == true ? lengthWords.finished : nil)
        }
        active = ProgramLink.isFollowed(overview)
        if overview.run != nil, let state = overview.state {
            following = Following(cycle: state.next.cycle, week: state.next.week, day: state.next.dayName, daysDone: state.daysDone,
                                  since: overview.run.map { DateText.table($0.startedOn, locale) })
        }
        // A lift with a key of its own shows it in the page's language ("T1 squat"); one keyed by its exercise's
        // name, or an exercise no lift declares, shows no key (in English the library's name is not the file's).
        func naming(_ exerciseID: String, lift key: String) -> (name: String, lift: String?) {
            let lift = program.lift(named: key)
            // A lift chosen at start that no run has chosen (Smolov Jr's): its key, in the page's language.
            if let lift, lift.isChosenAtStart, exerciseID.isEmpty { return (lift.shownKey, nil) }
            let found = context.exercisesByID[exerciseID]?.name ?? lift?.exerciseName ?? key
            guard let lift, !lift.isNamedAfterItsExercise else { return (found, nil) }
            return (found, lift.shownKey)
        }
        weeks = overview.cycle.enumerated().map { index, days in
            let number = days.first?.position.week ?? index + 1
            let deload = days.contains(where: \.isDeload) || program.weeks.first { $0.number == number }?.isDeload == true
            return Week(number: number, deload: deload, days: days.map { day in
                Day(name: day.position.dayName, next: day.isNext, done: day.isDone, rows: day.exercises.enumerated().map { index, exercise in
                    let named = naming(exercise.exerciseID, lift: exercise.liftKey)
                    let warmups = exercise.sets.filter { $0.kind == .warmup }, backoffs = exercise.sets.filter { $0.kind == .backoff }
                    return Row(first: index == 0, exercise: named.name,
                               href: exercise.exerciseID.isEmpty ? nil : SitePaths.link(from: page, to: SitePaths.exercise(exercise.exerciseID)),
                               mdHref: exercise.exerciseID.isEmpty ? nil : SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.exercise(exercise.exerciseID))),
                               lift: named.lift, superset: exercise.superset, stage: exercise.stage,
                               warmup: warmups.isEmpty ? nil : PrescribedSetText.lines(warmups, unit, locale),
                               sets: PrescribedSetText.lines(exercise.mainSets, unit, locale),
                               backoff: backoffs.isEmpty ? nil : PrescribedSetText.lines(backoffs, unit, locale))
                })
            })
        }
        let cycleCount = overview.progression.map(\.kilogramsByCycle.count).max() ?? 0
        cycles = Array(1...max(cycleCount, 1))
        hasProgression = !overview.progression.isEmpty
        lifts = overview.progression.map { lift in
            let named = naming(lift.exerciseID, lift: lift.liftKey)
            let values = lift.kilogramsByCycle.map { WeightText.format($0, unit, locale) }
            return Lift(name: named.name, href: SitePaths.link(from: page, to: SitePaths.exercise(lift.exerciseID)),
                        mdHref: SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.exercise(lift.exerciseID))),
                        lift: named.lift, measure: lift.isTrainingMax ? words.trainingMax : words.workingWeight,
                        values: values + Array(repeating: "", count: max(cycleCount, 1) - values.count),
                        stage: lift.stage ?? "", reason: overview.state?.lifts[lift.liftKey]?.reason ?? "")
        }
    }
}
