import FitTodayDomain

/// Moments as the feed and the calendar write them. FitToday keeps local times without a time zone: the feed
/// writes them as they were recorded, marked UTC (Atom requires an offset, and the machine's zone would make
/// the bytes depend on where the build ran); the calendar writes "floating" times, which a phone shows at the
/// same wall-clock time in any zone, exactly as they were recorded.
enum FeedTime {
    /// `2026-11-22T07:00:00Z` (RFC 3339).
    static func rfc3339(_ moment: LocalDateTime) -> String {
        "\(moment.date.description)T\(pad(moment.hour)):\(pad(moment.minute)):\(pad(moment.second))Z"
    }

    /// `20261122T070000` (RFC 5545 DATE-TIME, floating), with `Z` when `utc`.
    static func iCalendar(_ moment: LocalDateTime, utc: Bool = false) -> String {
        iCalendar(moment.date) + "T\(pad(moment.hour))\(pad(moment.minute))\(pad(moment.second))" + (utc ? "Z" : "")
    }

    /// `20261122` (RFC 5545 DATE).
    static func iCalendar(_ date: LocalDate) -> String {
        ZeroPadded.string(date.year, width: 4) + pad(date.month) + pad(date.day)
    }

    private static func pad(_ value: Int) -> String { ZeroPadded.string(value, width: 2) }
}
