import FitTodayDomain
import Foundation

/// The machine's wall clock in its own time zone, which is what "today" means to the person.
enum SystemClock {
    static func now() -> LocalDateTime {
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date())
        let date = LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
        return LocalDateTime(date: date, hour: parts.hour!, minute: parts.minute!, second: parts.second!)!
    }

    static func today() -> LocalDate { now().date }
}
