/// Kilograms as a person reads them: "62,5" in Portuguese, "62.5" in English, no trailing zeros.
public enum KilogramText {
    public static func format(_ kilograms: Double, _ locale: AppLocale) -> String {
        let hundredths = Int((kilograms * 100).rounded())
        let whole = String(hundredths / 100)
        var fraction = String(abs(hundredths % 100))
        if fraction.count == 1 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        guard !fraction.isEmpty else { return whole }
        return whole + (locale == .ptBR ? "," : ".") + fraction
    }
}
