import Foundation

/// A set as typed on the command line: `Supino reto com barra:10x60`, `Flexão de braços:15`, `Agachamento livre com barra:8x62,5@8`.
///
/// The part before the last `:` names the exercise; then reps, optionally `x` and the load in the person's unit
/// (a comma or a dot as decimal separator; a `kg` or `lb` after it says its unit), optionally `@` and the RPE.
/// The load is kept in kilograms, unrounded, so that 225 lb reads back as 225.
public struct SetSpecification: Equatable, Sendable {
    public var exerciseName: String
    public var reps: Int
    public var weightKg: Double?
    public var rpe: Double?

    public init(exerciseName: String, reps: Int, weightKg: Double? = nil, rpe: Double? = nil) {
        self.exerciseName = exerciseName
        self.reps = reps
        self.weightKg = weightKg
        self.rpe = rpe
    }

    public init(parsing text: String, unit: WeightUnit = .kg) throws(FitTodayError) {
        guard let colon = text.lastIndex(of: ":") else { throw .invalid(.setSpec(text)) }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        var rest = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces).lowercased()
        guard !name.isEmpty else { throw .invalid(.setSpec(text)) }

        var rpe: Double?
        if let at = rest.firstIndex(of: "@") {
            guard let value = SetSpecification.decimal(String(rest[rest.index(after: at)...])) else { throw .invalid(.setSpec(text)) }
            rpe = value
            rest = String(rest[..<at])
        }
        var weight: Double?
        let parts = rest.split(separator: "x", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard (1...2).contains(parts.count), let reps = Int(parts[0]) else { throw .invalid(.setSpec(text)) }
        if parts.count == 2 {
            var weightText = parts[1], typedUnit = unit
            for (suffix, named) in [("kg", WeightUnit.kg), ("lbs", .lb), ("lb", .lb)] where weightText.hasSuffix(suffix) {
                weightText = String(weightText.dropLast(suffix.count))
                typedUnit = named
                break
            }
            guard let value = SetSpecification.decimal(weightText) else { throw .invalid(.setSpec(text)) }
            weight = typedUnit.kilograms(value)
        }
        self.init(exerciseName: name, reps: reps, weightKg: weight, rpe: rpe)
    }

    static func decimal(_ text: String) -> Double? {
        let normalized = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard !normalized.isEmpty, normalized.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
        return Double(normalized)
    }
}
