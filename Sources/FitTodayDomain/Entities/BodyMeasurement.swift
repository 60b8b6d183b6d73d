/// What a person's body measured on one day: at most one entry a date, each value optional.
public struct BodyMeasurement: Equatable, Sendable {
    public var date: LocalDate
    /// Stored exactly as given (converted to kilograms, never rounded); shown in the person's unit.
    public var weightKg: Double?
    public var waistCm: Double?
    public var bodyFatPercent: Double?

    public init(date: LocalDate, weightKg: Double? = nil, waistCm: Double? = nil, bodyFatPercent: Double? = nil) {
        self.date = date
        self.weightKg = weightKg
        self.waistCm = waistCm
        self.bodyFatPercent = bodyFatPercent
    }
}
