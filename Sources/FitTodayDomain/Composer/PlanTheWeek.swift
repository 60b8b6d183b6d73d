/// Plans the seven days from a date the way ``LocalPlanComposer`` would compose each of them: a recorded check-in
/// with a focus decides its day (rest, or its focus), and any recorded one gives its soreness; other days train at
/// the frequency's spacing (``WeekPlanner/isTrainingDay(_:frequency:)``), their session chosen by the week, each
/// planned day counted in the week of the days after it as if done.
public struct PlanTheWeek: Sendable {
    /// The days planned.
    public static let days = 7

    private let reader: any TodaysPlanReader
    private let composer: LocalPlanComposer

    public init(reader: any TodaysPlanReader, locale: AppLocale) {
        self.reader = reader
        composer = LocalPlanComposer(locale: locale)
    }

    public func callAsFunction(
        profile: Profile, library: ExerciseLibrary, from start: LocalDate, weeklySetsTarget: ClosedRange<Int> = WeeklySetTarget.defaultBand
    ) throws(FitTodayError) -> WeekOutlook {
        var recent = try reader.recentTraining(before: start, days: Self.days)
        var days: [PlannedDay] = []
        for index in 0..<Self.days {
            let date = start.adding(days: index)
            let recorded = try reader.checkIn(on: date)
            // A check-in that gave no focus only says how the person is: the week still decides the day.
            let chosen = recorded?.givenFocus != nil
            guard chosen || WeekPlanner.isTrainingDay(index, frequency: profile.weeklyFrequency) else {
                days.append(PlannedDay(date: date, focus: nil))
                continue
            }
            let request = CompositionRequest(
                profile: profile, checkIn: TodaysPlan.checkIn(recorded: recorded, on: date), library: library,
                recentDays: recent, focusChosen: chosen, weeklySetsTarget: weeklySetsTarget
            )
            guard let session = composer.plannedSession(for: request), let plan = try composer.compose(request, createdAt: LocalDateTime(startOf: date)) else {
                days.append(PlannedDay(date: date, focus: nil))
                continue
            }
            let lifts = session.recovery ? [] : session.items.filter { $0.slot.role <= .secondary }.map(\.exercise.name)
            days.append(PlannedDay(date: date, focus: session.focus, mainLifts: lifts, recovery: session.recovery, plan: plan))
            recent.append(TrainedDay(date: date, exercises: plan.exercises.map { TrainedExercise(exerciseID: $0.exerciseID, sets: $0.sets) }, logged: false))
        }
        return WeekOutlook(split: WeekSplit(frequency: profile.weeklyFrequency), frequency: profile.weeklyFrequency, days: days)
    }
}
