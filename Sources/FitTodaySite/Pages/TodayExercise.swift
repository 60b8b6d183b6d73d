import FitTodayDomain

/// One exercise of today's page: its card, what the history says about its load (last time, today's target
/// and why), and the sheet's rows, warm-ups apart above the working sets, each with a field for what was done.
struct TodayExercise: Encodable, Sendable {
    /// The most recent session with working sets of the exercise.
    struct LastTime: Encodable, Sendable {
        var date: String
        /// Its sets, as "8 × 60 kg, 8 × 60 kg, 7 × 60 kg".
        var summary: String
    }

    /// One row of the sheet: the target, a box to tick and fields for the reps and kilograms done.
    struct SheetRow: Encodable, Sendable {
        var number: Int
        /// Names the row in the browser's storage and in the downloaded log.
        var key: String
        /// `working` or `warmup`, as in the log file.
        var kind: String
        /// The reps to log when the box is only ticked: the bottom of a range.
        var reps: Int
        /// As read: "8", a range "8–12", a timed set "30 s".
        var target: String
        /// The target weight as read, in the person's unit ("62,5"); nil without one.
        var kg: String?
        /// The same weight for the script, in kilograms ("62.5"), whatever the locale and the unit.
        var kgValue: String?
    }

    var card: ExerciseCard
    var exerciseID: String
    /// The exercise the plan names in this place when `plan swap` chose this one for the day: the log's
    /// `swapped_from`.
    var swappedFrom: String?
    /// Today's target as read, in the person's unit; nil without weighted history.
    var target: String?
    /// Why the target is what it is (only with a target).
    var reason: String?
    /// How to choose a load when there is no target.
    var hint: String?
    var last: LastTime?
    var hasWarmup: Bool
    var warmup: [SheetRow]
    var workingSets: [SheetRow]
    /// A program day's sheet, every set with its own load; nil for other plans.
    var program: TodayProgramSheet?
    /// Set on the first exercise of a superset: the group's letter ("A"), for the heading that opens it.
    var supersetOpen: String?
    /// Set on the last exercise of a superset: the group closes after it.
    var supersetClose: Bool?
    /// What to do instead when its station is taken (issue 52), each with its own target; empty: see ``alternativesNote``.
    var alternatives: [TodayAlternative] = []
    /// True when ``alternatives`` is not empty, for the templates.
    var hasAlternatives: Bool?
    /// Why it has no alternatives ("none in the library fits"); nil when it has some or none were asked for.
    var alternativesNote: String?

    init(_ item: PlanExercise, load: LoadPrescription?, position: Int, page: String, planKey: String, context: PageContext) {
        let locale = context.locale, unit = context.unit
        card = ExerciseCard(item, position: position, page: page, planKey: planKey, context: context)
        exerciseID = item.exerciseID
        swappedFrom = item.swappedFrom
        let target = load?.targetWeightKg
        self.target = target.map { WeightText.number($0, unit, locale) }
        let programSets = !(load?.sets.isEmpty ?? true)
        // A program day's reason says where its loads come from, with or without a weight.
        reason = target == nil && !programSets ? nil : load?.reason
        hint = target == nil && !programSets ? load?.reason : nil
        last = load?.last.map { entry in
            LastTime(date: DateText.table(entry.completedAt.date, locale), summary: entry.sets.map { set in
                set.weightKg.map { "\(set.reps) × \(WeightText.format($0, unit, locale))" } ?? "\(set.reps)"
            }.joined(separator: ", "))
        }
        let warmupSets = load?.warmup ?? []
        hasWarmup = !warmupSets.isEmpty
        let prefix = "\(planKey)-\(position)"
        warmup = warmupSets.enumerated().map { index, set in
            SheetRow(number: index + 1, key: "\(prefix)-w\(index + 1)", kind: SetKind.warmup.rawValue, reps: set.reps, target: RepsText.format(set.reps),
                     kg: WeightText.number(set.weightKg, unit, locale), kgValue: WeightText.field(set.weightKg))
        }
        workingSets = card.boxes.map { box in
            SheetRow(number: box.number, key: box.key, kind: SetKind.working.rawValue, reps: item.reps, target: item.workText(locale),
                     kg: target.map { WeightText.number($0, unit, locale) }, kgValue: target.map { WeightText.field($0) })
        }
        // A program day's rows are all in its own sheet: the one-target rows stay empty.
        if let load, programSets {
            program = TodayProgramSheet(load, prefix: prefix, locale: locale, unit: unit)
            (hasWarmup, warmup, workingSets) = (false, [], [])
        }
    }
}
