import FitTodayDomain
import FitTodaySystem

/// The machine's wall clock in its own time zone, which is what "today" means to the person.
enum SystemClock {
    /// From the C library's `localtime_r` (the `TZ` variable, else /etc/localtime), as Foundation's
    /// `Calendar.current` reads it: asking the calendar loads ICU's data, a cost every command paid for one date.
    static func now() -> LocalDateTime {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
        // A leap second (60) is shown as the last second of its minute.
        return LocalDateTime(date: date, hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: min(Int(parts.tm_sec), 59))!
    }

    static func today() -> LocalDate { now().date }
}
