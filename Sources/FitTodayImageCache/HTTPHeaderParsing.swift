import Foundation

enum HTTPHeaderParsing {
    /// Freshness lifetime from `Cache-Control`: `max-age=N` seconds; `no-cache`/`no-store` mean 0
    /// (the image is still stored for offline use, but revalidated every time). `nil` when absent.
    static func maxAge(cacheControl: String?) -> TimeInterval? {
        guard let cacheControl else { return nil }
        var maxAge: TimeInterval?
        for directive in cacheControl.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1)
            let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            switch name {
            case "no-cache", "no-store":
                return 0
            case "max-age":
                guard parts.count == 2 else { continue }
                let value = parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if let seconds = Int(value) { maxAge = TimeInterval(max(0, seconds)) }
            default:
                continue
            }
        }
        return maxAge
    }

    /// Seconds to wait from a `Retry-After` value: delay-seconds or an HTTP date. `nil` when absent or invalid.
    static func retryAfter(_ value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return TimeInterval(max(0, seconds)) }
        guard let date = httpDate(value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// Parses the three date formats HTTP allows (IMF-fixdate, RFC 850, asctime).
    static func httpDate(_ value: String) -> Date? {
        let formats = ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"]
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        for format in formats {
            formatter.dateFormat = format
            if let date = formatter.date(from: value) { return date }
        }
        return nil
    }
}
