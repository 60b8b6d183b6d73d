import FitTodayDomain
import Foundation

/// Reads the date-times that training apps write in their exports, as wall-clock times.
///
/// Accepted: `2024-03-05 18:12:45`, `2024-03-05 18:12`, `2024-03-05T18:12:45`, `2024-03-05 6:12:45 PM` (the
/// space before AM/PM may be a narrow or ordinary no-break space, as Strong writes on some phones), and
/// Hevy's `26 Jul 2025, 07:06` (English or Portuguese month abbreviations, optional seconds and AM/PM).
enum WorkoutDateParser {
    private static let months: [String: Int] = [
        "jan": 1, "feb": 2, "fev": 2, "mar": 3, "apr": 4, "abr": 4, "may": 5, "mai": 5, "jun": 6, "jul": 7,
        "aug": 8, "ago": 8, "sep": 9, "sept": 9, "set": 9, "oct": 10, "out": 10, "nov": 11, "dec": 12, "dez": 12,
    ]

    static func parse(_ text: String) -> LocalDateTime? {
        var normalized = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            // U+00A0 no-break space, U+202F narrow no-break space, U+2009 thin space.
            [0x00A0, 0x202F, 0x2009].contains(scalar.value) ? " " : scalar
        })).trimmingCharacters(in: .whitespaces).lowercased()

        var meridiem: String?
        for suffix in ["am", "pm", "a.m.", "p.m."] where normalized.hasSuffix(suffix) {
            meridiem = String(suffix.prefix(1))
            normalized = String(normalized.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            break
        }

        let date: LocalDate
        let time: Substring
        if let iso = LocalDate(String(normalized.prefix(10))) {
            date = iso
            let rest = normalized.dropFirst(10)
            if rest.isEmpty {
                return meridiem == nil ? LocalDateTime(startOf: date) : nil
            }
            guard rest.first == " " || rest.first == "t" else { return nil }
            time = rest.dropFirst().drop { $0 == " " }
        } else {
            // 26 jul 2025, 07:06
            guard let comma = normalized.firstIndex(of: ",") else { return nil }
            let parts = normalized[..<comma].split(separator: " ")
            guard parts.count == 3, let day = Int(parts[0]), let month = months[String(parts[1]).trimmingCharacters(in: CharacterSet(charactersIn: "."))],
                  parts[2].count == 4, let year = Int(parts[2]), let parsed = LocalDate(year: year, month: month, day: day) else { return nil }
            date = parsed
            time = normalized[normalized.index(after: comma)...].drop { $0 == " " }
        }
        return timeOfDay(time, meridiem: meridiem, on: date)
    }

    /// `H:MM` or `H:MM:SS`, in 24-hour form or, with `meridiem` (`a` or `p`), 12-hour form.
    private static func timeOfDay(_ text: Substring, meridiem: String?, on date: LocalDate) -> LocalDateTime? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), (1...2).contains(parts[0].count), parts.dropFirst().allSatisfy({ $0.count == 2 }),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              var hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? -1 : 0
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "p" ? 12 : 0)
        }
        return LocalDateTime(date: date, hour: hour, minute: minute, second: second)
    }
}
