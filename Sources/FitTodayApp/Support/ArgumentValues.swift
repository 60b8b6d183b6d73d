import FitTodayDomain
import Foundation

/// Turns option text into values, with friendly errors naming the option.
enum ArgumentValues {
    static func integer(_ text: String, option: String) throws(FitTodayError) -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw .invalidNumber(option: option, value: text) }
        return value
    }

    static func optionalInteger(_ text: String?, option: String) throws(FitTodayError) -> Int? {
        guard let text else { return nil }
        return try integer(text, option: option)
    }

    static func identifier(_ text: String, option: String) throws(FitTodayError) -> Int64 {
        guard let value = Int64(text.trimmingCharacters(in: .whitespaces)), value > 0 else {
            throw .invalidNumber(option: option, value: text)
        }
        return value
    }

    static func optionalSlug<T: SlugValue>(_ text: String?, as type: T.Type, option: String? = nil) throws(FitTodayError) -> T? {
        guard let text else { return nil }
        return try T.parse(text, option: option)
    }

    /// The day `--date` names, today when it is left out.
    static func day(_ text: String?) throws(FitTodayError) -> LocalDate {
        try date(text, today: SystemClock.now().date)
    }

    /// The clock's now and the day `--date` names, today when it is left out: where a command about a day starts.
    static func nowAndDay(_ text: String?) throws(FitTodayError) -> (now: LocalDateTime, day: LocalDate) {
        let now = SystemClock.now()
        return (now, try date(text, today: now.date))
    }

    static func date(_ text: String?, option: String = "--date", today: LocalDate) throws(FitTodayError) -> LocalDate {
        guard let text else { return today }
        return try LocalDate.parse(text, option: option)
    }
}
