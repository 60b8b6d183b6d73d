import FitTodayDomain

/// What a wger log's `repetitions` count, by the id of its `repetitions_unit` (wger's fixture
/// `core/fixtures/setting_repetition_units.json`, the same on every server that has not added its own).
enum WgerRepetitionUnit: Equatable {
    /// Repetitions (1) and "Max Reps" (7).
    case repetitions
    /// "Until Failure" (2): the set went to failure; `repetitions` are the reps done, when given.
    case untilFailure
    /// Seconds (3) or minutes (4): a timed set, this many seconds a unit.
    case time(secondsPerUnit: Double)
    /// Miles (5), kilometres (6) or metres (8): a cardio set, this many metres a unit.
    case distance(metersPerUnit: Double)

    /// The unit of `id`; nil for an id wger does not ship.
    init?(id: Int) {
        switch id {
        case 1, 7: self = .repetitions
        case 2: self = .untilFailure
        case 3: self = .time(secondsPerUnit: 1)
        case 4: self = .time(secondsPerUnit: 60)
        // wger's fixture rounds a mile to 1609 m; the international mile is exactly 1609.344 m.
        case 5: self = .distance(metersPerUnit: DistanceUnit.miles.meters)
        case 6: self = .distance(metersPerUnit: DistanceUnit.kilometers.meters)
        case 8: self = .distance(metersPerUnit: 1)
        default: return nil
        }
    }
}
