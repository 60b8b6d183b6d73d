import FitTodayData
import FitTodayDomain

/// Chooses the unit a command shows and reads loads in.
///
/// In order: `--units` (on `init` and `profile set`, which keep it), `FITTODAY_UNITS`, `[units] weight` in
/// `fittoday.toml`, the unit kept with the profile, else kilograms. Storage is kilograms whatever is chosen.
enum UnitPreference {
    /// `kept` reads the database only when asked.
    static func choose(configuration: AppConfiguration, kept: () -> StoredPreferences, environment: [String: String]) -> WeightUnit {
        if let variable = environment["FITTODAY_UNITS"], let unit = WeightUnit(text: variable) { return unit }
        if let configured = configuration.weightUnit { return configured }
        return kept().weightUnit ?? .kg
    }

    /// `--units` read: nil when not given, a refusal naming the choices when not a unit.
    static func parse(flag: String?) throws(FitTodayError) -> WeightUnit? {
        guard let flag else { return nil }
        guard let unit = WeightUnit(text: flag) else {
            throw .invalidValue(option: "--units", value: flag, allowed: WeightUnit.allCases.map(\.rawValue))
        }
        return unit
    }
}
