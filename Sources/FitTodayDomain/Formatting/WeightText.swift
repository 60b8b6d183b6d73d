/// The one way a load is written, everywhere: the terminal, the pages, the Markdown twins, the feed. Loads are
/// stored in kilograms; each is shown in the person's unit with the precision that was logged (61.25 kg reads
/// "61,25 kg" in Portuguese and "61.25 kg" in English; 60 kg reads "60 kg"; 225 lb reads "225 lb").
public enum WeightText {
    /// The number alone, in `unit`: "61,25", "225".
    public static func number(_ kilograms: Double, _ unit: WeightUnit = .kg, _ locale: AppLocale) -> String {
        NumberText.decimal(unit.value(fromKilograms: kilograms), fractionDigits: unit.fractionDigits, locale)
    }

    /// The number and its unit: "61,25 kg", "225 lb".
    public static func format(_ kilograms: Double, _ unit: WeightUnit = .kg, _ locale: AppLocale) -> String {
        NumberText.decimal(unit.value(fromKilograms: kilograms), fractionDigits: unit.fractionDigits, locale, suffix: " " + unit.symbol)
    }

    /// A computed load, such as an estimated one-rep max or a chart's axis, to a tenth: its hundredths would
    /// claim a precision nobody lifted ("61,3 kg" for 61.33).
    public static func estimate(_ kilograms: Double, _ unit: WeightUnit = .kg, _ locale: AppLocale) -> String {
        estimateNumber(kilograms, unit, locale) + " " + unit.symbol
    }

    /// ``estimate(_:_:_:)`` without its unit.
    public static func estimateNumber(_ kilograms: Double, _ unit: WeightUnit = .kg, _ locale: AppLocale) -> String {
        NumberText.decimal(unit.value(fromKilograms: kilograms), fractionDigits: 1, locale)
    }

    /// A signed change of load: "+2,5 kg", "−5 lb" (a true minus sign).
    public static func signed(_ kilograms: Double, _ unit: WeightUnit = .kg, _ locale: AppLocale) -> String {
        (kilograms < 0 ? "−" : "+") + format(abs(kilograms), unit, locale)
    }

    /// A volume (reps × load summed), whole and grouped, without its unit: "3.240", "7,143".
    public static func volumeNumber(_ kilograms: Double, _ unit: WeightUnit = .kg, _ locale: AppLocale) -> String {
        NumberText.thousands(unit.value(fromKilograms: kilograms), locale)
    }

    /// A volume with its unit: "3.240 kg", "7,143 lb".
    public static func volume(_ kilograms: Double, _ unit: WeightUnit = .kg, _ locale: AppLocale) -> String {
        volumeNumber(kilograms, unit, locale) + " " + unit.symbol
    }

    /// A limit of the rules (`PlanRules.typedWeightKg`'s 500 kg) as a refusal quotes it: in kilograms as it is, in
    /// pounds rounded down to ten (500 kg is 1102.3 lb: "1100 lb"), so that every load up to the quoted one is taken.
    public static func limit(_ kilograms: Double, _ unit: WeightUnit = .kg, _ locale: AppLocale) -> String {
        guard unit == .lb else { return format(kilograms, unit, locale) }
        let pounds = (unit.value(fromKilograms: kilograms) / 10).rounded(.down) * 10
        return NumberText.decimal(pounds, fractionDigits: 0, locale) + " " + unit.symbol
    }

    /// The number a form field or a machine-read attribute holds: in `unit`, a decimal point whatever the
    /// locale, no grouping ("61.25", "225").
    public static func field(_ kilograms: Double, _ unit: WeightUnit = .kg) -> String {
        NumberText.decimal(unit.value(fromKilograms: kilograms), fractionDigits: 2, .en)
    }
}
