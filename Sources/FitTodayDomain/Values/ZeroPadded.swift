/// Decimal digits padded with zeros to a width, for dates and times.
///
/// `String(format:)` goes through Foundation's format parser; a site build formats hundreds of thousands of
/// dates, and this is many times cheaper.
public enum ZeroPadded {
    public static func string(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let padding = max(0, width - digits.utf8.count)
        let body = padding == 0 ? digits : String(repeating: "0", count: padding) + digits
        return value < 0 ? "-" + body : body
    }
}
