/// Body weight and measurements, one entry a date.
public protocol BodyMeasurementRepository: Sendable {
    /// Every entry, oldest first.
    func bodyMeasurements() throws(FitTodayError) -> [BodyMeasurement]
    /// Records `measurement` for its date: the values it gives replace that date's, the others stay.
    func saveBodyMeasurement(_ measurement: BodyMeasurement) throws(FitTodayError) -> BodyMeasurement
}
