import Foundation

/// The unit a person reads and types loads in. Storage is always kilograms; this decides only how a load is shown,
/// typed and rounded to plates.
public enum WeightUnit: String, Sendable, CaseIterable, Codable {
    case kg
    case lb

    /// Kilograms per pound, exactly, by international agreement.
    public static let kilogramsPerPound = 0.45359237

    /// Reads `kg`, `kgs`, `lb`, `lbs` (and the words) in any case; nil for anything else.
    public init?(text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "kg", "kgs", "kilo", "kilos", "kilograms": self = .kg
        case "lb", "lbs", "pound", "pounds": self = .lb
        default: return nil
        }
    }

    /// `value`, typed in this unit, in kilograms, unrounded: 225 lb must read back as 225, never 224.9.
    public func kilograms(_ value: Double) -> Double {
        switch self {
        case .kg: value
        case .lb: value * Self.kilogramsPerPound
        }
    }

    /// `kilograms` in this unit, unrounded.
    public func value(fromKilograms kilograms: Double) -> Double {
        switch self {
        case .kg: kilograms
        case .lb: kilograms / Self.kilogramsPerPound
        }
    }

    /// The symbol written after a number: `kg` or `lb`, the same in every language.
    public var symbol: String { rawValue }

    /// The decimals a load in this unit is shown with: hundredths of a kilogram (a 1.25 kg plate pair makes 2.5,
    /// a logged 61.25 stays 61.25); a tenth of a pound (a 1.25 lb plate pair makes 2.5).
    public var fractionDigits: Int { self == .kg ? 2 : 1 }
}
