/// How a cardio set's distance is written: kilometres, or miles for a person who lifts in pounds ("5,2 km", "3.1 mi");
/// under a kilometre, metres ("400 m").
public enum DistanceText {
    public static func format(_ meters: Double, _ unit: WeightUnit, _ locale: AppLocale) -> String {
        if unit == .lb { return NumberText.decimal(meters / DistanceUnit.miles.meters, fractionDigits: 2, locale) + " mi" }
        if meters < 1000 { return NumberText.thousands(Int(meters.rounded()), locale) + " m" }
        return NumberText.decimal(meters / 1000, fractionDigits: 2, locale) + " km"
    }

    /// A cardio or timed set: its distance and its time, as it has them ("5,2 km · 30 min"); nil for a set of reps.
    public static func cardio(_ set: LoggedSet, _ unit: WeightUnit, _ locale: AppLocale) -> String? {
        let parts = [set.distanceMeters.map { format($0, unit, locale) }, set.durationSeconds.map { DurationText.timedSet($0, locale) }]
            .compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
