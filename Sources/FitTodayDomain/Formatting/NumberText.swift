/// Plain numbers as people read them in each locale: a decimal comma in Portuguese, a decimal point in English,
/// thousands grouped the other way round. No dependence on the machine's settings, and integer arithmetic only:
/// these run for every set of every page of a build.
public enum NumberText {
    /// `value` with at most `fractionDigits` decimals, trailing zeros dropped: "62,5", "61,25", "60", "-0,5".
    public static func decimal(_ value: Double, fractionDigits: Int, _ locale: AppLocale) -> String {
        decimal(value, fractionDigits: fractionDigits, locale, suffix: "")
    }

    /// ``decimal(_:fractionDigits:_:)`` followed by `suffix` (" kg"), written into one string: this runs for every
    /// set of every page of a build, and building it from pieces cost a twentieth of a full build.
    public static func decimal(_ value: Double, fractionDigits: Int, _ locale: AppLocale, suffix: String) -> String {
        var scale: UInt = 1
        for _ in 0..<max(0, fractionDigits) { scale *= 10 }
        let product = value * Double(scale)
        guard fitsAnInt(product) else { return beyondAnInt(value, locale) + suffix }
        let scaled = Int(product.rounded())
        let magnitude = scaled.magnitude
        let whole = magnitude / scale
        var fraction = magnitude % scale
        var fractionCount = max(0, fractionDigits)
        while fractionCount > 0, fraction % 10 == 0 {
            fraction /= 10
            fractionCount -= 1
        }
        var wholeCount = 1
        var rest = whole / 10
        while rest > 0 {
            wholeCount += 1
            rest /= 10
        }
        var separator = decimalSeparator(locale)
        var suffix = suffix
        let count = (scaled < 0 ? 1 : 0) + wholeCount + (fractionCount > 0 ? fractionCount + 1 : 0) + suffix.utf8.count
        let separatorByte = separator.withUTF8 { $0[0] }
        return suffix.withUTF8 { suffixBytes in
            String(unsafeUninitializedCapacity: count) { buffer in
                var index = 0
                if scaled < 0 {
                    buffer[0] = UInt8(ascii: "-")
                    index = 1
                }
                func digits(_ number: UInt, _ width: Int) {
                    var number = number, position = index + width - 1
                    while position >= index {
                        buffer[position] = UInt8(ascii: "0") + UInt8(number % 10)
                        number /= 10
                        position -= 1
                    }
                    index += width
                }
                digits(whole, wholeCount)
                if fractionCount > 0 {
                    buffer[index] = separatorByte
                    index += 1
                    digits(fraction, fractionCount)
                }
                for byte in suffixBytes {
                    buffer[index] = byte
                    index += 1
                }
                return index
            }
        }
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
        fitsAnInt(value) ? thousands(Int(value.rounded()), locale) : beyondAnInt(value, locale)
    }

    /// Whether `value`, rounded, is an `Int`: what a person typed may be any number of digits (a refusal quotes it),
    /// and converting one past `Int.max` traps.
    private static func fitsAnInt(_ value: Double) -> Bool {
        value.isFinite && value.magnitude < 9.2e18
    }

    /// A number past an `Int`, as Swift writes it shortest ("1e+26"), with the locale's decimal separator; "∞" for
    /// an infinity (a number of more than 308 digits).
    private static func beyondAnInt(_ value: Double, _ locale: AppLocale) -> String {
        guard value.isFinite else { return value.isNaN ? "?" : value < 0 ? "−∞" : "∞" }
        return value.description.replacingOccurrences(of: ".", with: decimalSeparator(locale))
    }

    /// `,` in Portuguese, `.` in English.
    public static func decimalSeparator(_ locale: AppLocale) -> String { locale == .ptBR ? "," : "." }

    /// Exactly `places` decimals, zeros kept, and a minus sign (U+2212) for a negative value: a statistic or a ratio
    /// ("13,0 ± 2,0", "1,25"), where a dropped zero would read as less precise. A logged quantity (a weight, an RPE)
    /// reads with the precision it was logged in instead: ``decimal(_:fractionDigits:_:)``.
    public static func fixed(_ value: Double, places: Int = 1, _ locale: AppLocale) -> String {
        var scale = 1
        for _ in 0..<max(0, places) { scale *= 10 }
        let product = value * Double(scale)
        guard fitsAnInt(product) else { return beyondAnInt(value, locale) }
        let scaled = Int(product.rounded())
        var fraction = String(abs(scaled) % scale)
        while fraction.count < places { fraction = "0" + fraction }
        return (scaled < 0 ? "−" : "") + "\(abs(scaled) / scale)" + (places > 0 ? decimalSeparator(locale) + fraction : "")
    }
}
