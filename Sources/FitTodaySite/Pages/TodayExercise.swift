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
        var reps: Int
        /// The target weight as read ("62,5"); nil without one.
        var kg: String?
        /// The same weight for the script ("62.5"), whatever the locale.
        var kgValue: String?
    }

    var card: ExerciseCard
    var exerciseID: String
    /// Today's target in kilograms as read; nil without weighted history.
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

    init(_ item: PlanExercise, load: LoadPrescription?, position: Int, page: String, planKey: String, context: PageContext) {
        let locale = context.locale
        card = ExerciseCard(item, position: position, page: page, planKey: planKey, context: context)
        exerciseID = item.exerciseID
        let target = load?.targetWeightKg
        self.target = target.map { KilogramText.format($0, locale) }
        let programSets = !(load?.sets.isEmpty ?? true)
        // A program day's reason says where its loads come from, with or without a weight.
        reason = target == nil && !programSets ? nil : load?.reason
        hint = target == nil && !programSets ? load?.reason : nil
        last = load?.last.map { entry in
            LastTime(date: SiteFormat.date(entry.completedAt.date, locale), summary: entry.sets.map { set in
                set.weightKg.map { "\(set.reps) × \(KilogramText.format($0, locale)) kg" } ?? "\(set.reps)"
            }.joined(separator: ", "))
        }
        let warmupSets = load?.warmup ?? []
        hasWarmup = !warmupSets.isEmpty
        let prefix = "\(planKey)-\(position)"
        warmup = warmupSets.enumerated().map { index, set in
            SheetRow(number: index + 1, key: "\(prefix)-w\(index + 1)", kind: SetKind.warmup.rawValue, reps: set.reps,
                     kg: KilogramText.format(set.weightKg, locale), kgValue: KilogramText.format(set.weightKg, .en))
        }
        workingSets = card.boxes.map { box in
            SheetRow(number: box.number, key: box.key, kind: SetKind.working.rawValue, reps: item.reps,
                     kg: target.map { KilogramText.format($0, locale) }, kgValue: target.map { KilogramText.format($0, .en) })
        }
        // A program day's rows are all in its own sheet: the one-target rows stay empty.
        if let load, programSets {
            program = TodayProgramSheet(load, prefix: prefix, locale: locale)
            (hasWarmup, warmup, workingSets) = (false, [], [])
        }
    }
}
