import FitTodayDomain

/// What a wger log's `weight` is, by the id of its `weight_unit` (wger's fixture `core/fixtures/setting_weight_units.json`).
enum WgerWeightUnit: Equatable {
    /// Kilograms (1) or pounds (2): a load.
    case load(WeightUnit)
    /// "Body Weight" (3), "Plates" (4), km/h (5) and mph (6): no load in kilograms can be told from them.
    case noLoad

    /// The unit of `id`; nil for an id wger does not ship.
    init?(id: Int) {
        switch id {
        case 1: self = .load(.kg)
        case 2: self = .load(.lb)
        case 3, 4, 5, 6: self = .noLoad
        default: return nil
        }
    }
}
