import FitTodayDomain
import FitTodaySystem
import Foundation

/// The machine's wall clock in its own time zone, which is what "today" means to the person.
enum SystemClock {
    /// `FITTODAY_CLOCK_OFFSET_DAYS`: whole days added to the wall clock, so that the test suite can run every
    /// command as if on another day (`make test-year-ahead` runs it a year ahead) and prove that no test depends on
    /// the day it runs (docs/testing.md). Anything but a whole number of days from -36 500 to 36 500 is ignored.
    static let offsetVariable = "FITTODAY_CLOCK_OFFSET_DAYS"

    /// From the C library's `localtime_r` (the `TZ` variable, else /etc/localtime), as Foundation's
    /// `Calendar.current` reads it: asking the calendar loads ICU's data, a cost every command paid for one date.
    static func now() -> LocalDateTime {
        var seconds = time(nil) + offsetSeconds
        var parts = tm()
        localtime_r(&seconds, &parts)
        let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
        // A leap second (60) is shown as the last second of its minute.
        return LocalDateTime(date: date, hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: min(Int(parts.tm_sec), 59))!
    }

    static func today() -> LocalDate { now().date }

    /// The wall clock as an instant, moved like ``now()``: what a signature that expires is dated by.
    static func instant() -> Date { Date().addingTimeInterval(TimeInterval(offsetSeconds)) }

    private static let offsetSeconds: time_t = {
        guard let text = getenv(offsetVariable).map({ String(cString: $0) }), let days = Int(text), abs(days) <= 36_500 else { return 0 }
        return time_t(days * 86_400)
    }()
}
