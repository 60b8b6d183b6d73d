/// Everything deciding the day shown reads: the day's check-in and plans, readiness's check-ins, a deload, the
/// library's entries, the history of each exercise and the day's swaps. The SQLite store (and a reading snapshot
/// of it) is one.
public protocol ShownDayReader: TodaysPlanReader, CheckInRepository, DeloadRepository, ExerciseRepository,
    ExercisePerformanceRepository, DaySwapRepository {}
