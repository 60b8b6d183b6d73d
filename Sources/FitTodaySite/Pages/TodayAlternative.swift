import FitTodayDomain

/// One alternative under an exercise of today's page (issue 52): what to do when its station is taken, with its own
/// target and the reason for it. Listed on paper and with JavaScript off; on the sheet, "Trocar" ("Swap") puts it in
/// the exercise's place (`assets/today.js`) and the log names both.
struct TodayAlternative: Encodable, Sendable {
    var exerciseID: String
    var name: String
    /// Its page, from today's.
    var href: String
    /// What a set asks for, as read: "10", "8–12", "30 s".
    var work: String
    /// The reps a ticked box logs: the bottom of a range.
    var reps: Int
    /// The target as read, in the person's unit ("22,5"); nil for a bodyweight exercise or a first time.
    var target: String?
    /// The same weight for the script, in kilograms ("22.5").
    var kgValue: String?
    var reason: String

    init(_ offered: OfferedAlternative, reps: Int, page: String, context: PageContext) {
        exerciseID = offered.exercise.id
        name = offered.exercise.name
        href = SitePaths.link(from: page, to: SitePaths.exercise(offered.exercise.id))
        work = offered.load.work
        self.reps = reps
        target = offered.load.targetWeightKg.map { WeightText.number($0, context.unit, context.locale) }
        kgValue = offered.load.targetWeightKg.map { WeightText.field($0) }
        reason = offered.load.reason
    }
}
