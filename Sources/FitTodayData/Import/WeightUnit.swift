import Foundation

/// The unit weights are written in.
public enum WeightUnit: String, Sendable, CaseIterable {
    case kg
    case lbs

    /// Kilograms per pound, exactly, by international agreement.
    public static let kilogramsPerPound = 0.45359237

    /// Reads `kg`, `kgs`, `lb`, `lbs` in any case; nil for anything else.
    public init?(text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "kg", "kgs", "kilo", "kilos", "kilograms": self = .kg
        case "lb", "lbs", "pound", "pounds": self = .lbs
        default: return nil
        }
    }

    /// `value` in kilograms, rounded to 2 decimals when converted from pounds (10 g is below any plate).
    public func kilograms(_ value: Double) -> Double {
        switch self {
        case .kg: value
        case .lbs: (value * Self.kilogramsPerPound * 100).rounded() / 100
        }
    }
}
