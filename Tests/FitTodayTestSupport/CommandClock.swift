import Foundation

/// The day the `fittoday` binary thinks it is: the wall clock moved by `FITTODAY_CLOCK_OFFSET_DAYS`, as the binary
/// moves it (`make test-year-ahead` runs the suite a year ahead). A test that works out "today" for a command asks
/// here, never `Date()`, so that it and the command agree on any date.
public enum CommandClock {
    public static var offsetDays: Int {
        guard let text = ProcessInfo.processInfo.environment["FITTODAY_CLOCK_OFFSET_DAYS"], let days = Int(text), abs(days) <= 36_500 else { return 0 }
        return days
    }

    /// Now, as the commands see it.
    public static func now() -> Date { Date().addingTimeInterval(TimeInterval(offsetDays * 86_400)) }

    /// `offset` days from the commands' today, `YYYY-MM-DD` in the machine's time zone.
    public static func day(_ offset: Int = 0) -> String {
        let date = Calendar.current.date(byAdding: .day, value: offset, to: now())!
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}
