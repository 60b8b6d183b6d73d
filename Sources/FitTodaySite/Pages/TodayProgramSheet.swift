import FitTodayDomain

/// The sheet of one exercise of a program day: every set with its own load (``LoadPrescription/sets``), warm-ups
/// apart above, then the working, AMRAP and back-off sets in one list, so that the log's set numbers (a row's place
/// in its list) run on without repeating.
struct TodayProgramSheet: Encodable, Sendable {
    /// One set to do, with the same names the sheet's script reads on every row (key, kind, reps, kg).
    struct Row: Encodable, Sendable {
        var number: Int
        var key: String
        /// `warmup` or `working`, as in the log file: AMRAP and back-off sets are logged as working sets.
        var kind: String
        /// The reps to log when the box is only ticked: the bottom of a range, the minimum of an AMRAP set.
        var reps: Int
        /// As read: "5", "5+", "8–12".
        var target: String
        var kg: String?
        /// The same weight for the script, in kilograms ("62.5"), whatever the locale and the unit.
        var kgValue: String?
        /// What sets the row apart: the AMRAP word, the back-off word.
        var tag: String?
        var effort: String?
        var plates: String?
        /// `warmup`, `working`, `amrap` or `backoff`: the row's class.
        var style: String
    }

    /// "A1" when the exercise is part of a superset.
    var superset: String?
    /// A staged lift's stage ("6x2+").
    var stage: String?
    var hasWarmup: Bool
    var warmup: [Row]
    /// Working, AMRAP and back-off sets, in the program's order.
    var work: [Row]

    /// `prefix` names the exercise's rows in the browser's storage (the day's key and the position).
    init(_ load: LoadPrescription, prefix: String, locale: AppLocale, unit: WeightUnit) {
        superset = load.superset
        stage = load.stage
        let program = locale.words.site.program
        func row(_ set: PrescribedSet, number: Int, key: String) -> Row {
            let tag: String? = switch set.kind {
            case .amrap: program.amrap
            case .backoff: program.backoff
            case .warmup, .working: nil
            }
            return Row(number: number, key: key, kind: set.kind == .warmup ? SetKind.warmup.rawValue : SetKind.working.rawValue,
                       reps: set.reps, target: PrescribedSetText.reps(set), kg: set.weightKg.map { WeightText.number($0, unit, locale) },
                       kgValue: set.weightKg.map { WeightText.field($0) }, tag: tag, effort: PrescribedSetText.effort(set, locale),
                       plates: PrescribedSetText.plates(set, unit, locale), style: set.kind.rawValue)
        }
        let warmups = load.sets.filter { $0.kind == .warmup }, others = load.sets.filter { $0.kind != .warmup }
        hasWarmup = !warmups.isEmpty
        warmup = warmups.enumerated().map { row($1, number: $0 + 1, key: "\(prefix)-w\($0 + 1)") }
        work = others.enumerated().map { row($1, number: $0 + 1, key: "\(prefix)-\($0 + 1)") }
    }
}
