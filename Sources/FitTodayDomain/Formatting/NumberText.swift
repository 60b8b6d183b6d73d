/// Plain numbers as people read them in each locale: a decimal comma in Portuguese, a decimal point in English,
/// thousands grouped the other way round. No dependence on the machine's settings, and integer arithmetic only:
/// these run for every set of every page of a build.
public enum NumberText {
    /// `value` with at most `fractionDigits` decimals, trailing zeros dropped: "62,5", "61,25", "60", "-0,5".
    public static func decimal(_ value: Double, fractionDigits: Int, _ locale: AppLocale) -> String {
        var scale = 1
        for _ in 0..<max(0, fractionDigits) { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        let whole = String(magnitude / UInt(scale))
        guard scale > 1 else { return sign + whole }
        var fraction = String(magnitude % UInt(scale))
        while fraction.utf8.count < fractionDigits { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        guard !fraction.isEmpty else { return sign + whole }
        return sign + whole + decimalSeparator(locale) + fraction
    }

    /// A whole number with thousands grouped: `12.345` in Portuguese, `12,345` in English; the sign stays out of
    /// the groups (`-123`).
    public static func thousands(_ value: Int, _ locale: AppLocale) -> String {
        let digits = Array(String(value.magnitude).utf8)
        let separator = UInt8(ascii: locale == .ptBR ? "." : ",")
        var result: [UInt8] = value < 0 ? [UInt8(ascii: "-")] : []
        result.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(separator) }
            result.append(digit)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// ``thousands(_:_:)-(Int,_)`` of `value` rounded to a whole number.
    public static func thousands(_ value: Double, _ locale: AppLocale) -> String {
        thousands(Int(value.rounded()), locale)
    }

    /// `,` in Portuguese, `.` in English.
    public static func decimalSeparator(_ locale: AppLocale) -> String { locale == .ptBR ? "," : "." }
}
