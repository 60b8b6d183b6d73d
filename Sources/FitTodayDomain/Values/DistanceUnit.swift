/// The units the apps write distances in, and the one conversion to metres every importer uses.
public enum DistanceUnit: String, CaseIterable, Sendable {
    case meters = "m"
    case kilometers = "km"
    case miles = "mi"
    case feet = "ft"
    case yards = "yd"

    /// Metres in one of this unit (the international mile, foot and yard).
    public var meters: Double {
        switch self {
        case .meters: 1
        case .kilometers: 1000
        case .miles: 1609.344
        case .feet: 0.3048
        case .yards: 0.9144
        }
    }

    /// `amount` of this unit in metres.
    public func meters(_ amount: Double) -> Double { amount * meters }

    /// The unit a file names, in English or Portuguese, singular or plural, any case (`km`, `Miles`, `metros`); nil
    /// for anything else.
    public init?(text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "m", "meter", "meters", "metre", "metres", "metro", "metros": self = .meters
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "quilômetro", "quilômetros", "quilometro", "quilometros":
            self = .kilometers
        case "mi", "mile", "miles", "milha", "milhas": self = .miles
        case "ft", "foot", "feet", "pé", "pés": self = .feet
        case "yd", "yard", "yards", "jarda", "jardas": self = .yards
        default: return nil
        }
    }
}
