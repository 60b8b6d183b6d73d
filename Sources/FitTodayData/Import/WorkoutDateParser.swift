import FitTodayDomain
import Foundation

/// Reads the date-times that training apps write in their exports, as wall-clock times.
///
/// Accepted: `2024-03-05 18:12:45`, `2024-03-05 18:12`, `2024-03-05T18:12:45`, `2024-03-05 6:12:45 PM` (the
/// space before AM/PM may be a narrow or ordinary no-break space, as Strong writes on some phones), and
/// Hevy's forms in the language the app was set to: day first (`26 Jul 2025, 07:06`, `11 Nis 2026, 13:05`,
/// `5 de mai. de 2026, 13:05`, `11 апр. 2026 г., 13:05`), US English (`Jul 26, 2025, 7:06 AM`) and the
/// year-first forms of Japanese, Chinese and Korean (`2026年4月11日 13:05`, `2026. 4. 11. 13:05`).
enum WorkoutDateParser {
    /// Month abbreviations (accents removed, lowercase, no dot) of the languages Strong and Hevy ship:
    /// English, Portuguese, Spanish, French, German, Italian, Dutch, Russian, Turkish and Polish. Full names
    /// are read by their first three or four letters.
    private static let months: [String: Int] = {
        let names: [[String]] = [
            ["jan", "janv", "ene", "gen", "янв", "oca", "sty"],
            ["feb", "fev", "fevr", "февр", "фев", "sub", "lut"],
            ["mar", "mars", "maer", "mrt", "марта", "мар", "mart"],
            ["apr", "abr", "avr", "апр", "nis", "kwi"],
            ["may", "mai", "mag", "mei", "мая", "май", "maj"],
            ["jun", "juin", "giu", "июн", "haz", "cze"],
            ["jul", "juil", "lug", "июл", "tem", "lip"],
            ["aug", "ago", "aou", "авг", "agu", "sie"],
            ["sep", "sept", "set", "сен", "сент", "eyl", "wrz"],
            ["oct", "out", "okt", "ott", "окт", "eki", "paz"],
            ["nov", "ноя", "нояб", "kas", "lis"],
            ["dec", "dez", "dic", "дек", "ara", "gru"],
        ]
        var table: [String: Int] = [:]
        for (index, spellings) in names.enumerated() {
            for spelling in spellings { table[spelling] = index + 1 }
        }
        return table
    }()

    static func parse(_ text: String) -> LocalDateTime? {
        var normalized = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            // U+00A0 no-break space, U+202F narrow no-break space, U+2009 thin space.
            [0x00A0, 0x202F, 0x2009].contains(scalar.value) ? " " : scalar
        })).trimmingCharacters(in: .whitespaces).lowercased()

        var meridiem: String?
        for (suffix, value) in [("am", "a"), ("pm", "p"), ("a.m.", "a"), ("p.m.", "p"), ("午前", "a"), ("午後", "p"),
                                ("上午", "a"), ("下午", "p"), ("오전", "a"), ("오후", "p")] where normalized.hasSuffix(suffix) {
            meridiem = value
            normalized = String(normalized.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            break
        }

        if let iso = LocalDate(String(normalized.prefix(10))) {
            let rest = normalized.dropFirst(10)
            if rest.isEmpty {
                return meridiem == nil ? LocalDateTime(startOf: iso) : nil
            }
            guard rest.first == " " || rest.first == "t" else { return nil }
            return timeOfDay(rest.dropFirst().drop { $0 == " " }, meridiem: meridiem, on: iso)
        }
        // The time is the last word (after a comma or a space); everything before it is the date.
        guard let timeStart = normalized.lastIndex(where: { $0 == "," || $0 == " " }) else { return nil }
        var time = normalized[normalized.index(after: timeStart)...]
        var datePart = normalized[..<timeStart]
        // `2026年4月11日 午後1:05`: a meridiem written before the time.
        for (prefix, value) in [("午前", "a"), ("午後", "p"), ("上午", "a"), ("下午", "p"), ("오전", "a"), ("오후", "p")]
        where time.hasPrefix(prefix) {
            meridiem = value
            time = time.dropFirst(prefix.count)
        }
        for (word, value) in [("오전", "a"), ("오후", "p"), ("午前", "a"), ("午後", "p"), ("上午", "a"), ("下午", "p")]
        where datePart.hasSuffix(word) {
            meridiem = value
            datePart = datePart.dropLast(word.count)
        }
        guard let date = calendarDate(datePart) else { return nil }
        return timeOfDay(time, meridiem: meridiem, on: date)
    }

    /// A date written with a month name or in year-first CJK form, in any order of day, month and year.
    private static func calendarDate(_ text: Substring) -> LocalDate? {
        var words: [String] = []
        var current = ""
        var markers: [Character] = []
        let slashes = text.contains("/")
        for character in text {
            if "年月日년월일".contains(character) {
                // `4月` and `4월` are months written as numbers: keep the marker with the number.
                current.append(character)
                markers.append(character)
                words.append(current)
                current = ""
            } else if character == " " || character == "," || character == "." || character == "/" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        var year: Int?
        var month: Int?
        var numbers: [Int] = []
        var yearFirst = false
        for word in words {
            let folded = word.folding(options: [.diacriticInsensitive], locale: nil)
            if let last = folded.last, "年년".contains(last), let value = Int(folded.dropLast()) {
                yearFirst = true
                year = value
            } else if let last = folded.last, "月월".contains(last), let value = Int(folded.dropLast()) {
                month = value
            } else if let last = folded.last, "日일".contains(last), let value = Int(folded.dropLast()) {
                numbers.append(value)
            } else if folded.count == 4, let value = Int(folded) {
                yearFirst = numbers.isEmpty && month == nil
                year = value
            } else if let value = Int(folded), folded.count <= 2 {
                numbers.append(value)
            } else if ["de", "г", "r", "del"].contains(folded) {
                continue
            } else if let value = monthNumber(folded) {
                guard month == nil else { return nil }
                month = value
            } else {
                return nil
            }
        }
        guard let year else { return nil }
        if month == nil, markers.isEmpty, numbers.count == 2 {
            // Numbers only: `2026. 4. 11.` (Korean) and `4/11/2026` (US) put the month first, `11.04.2026` the day.
            month = yearFirst || slashes ? numbers.removeFirst() : numbers.removeLast()
        }
        guard let month, numbers.count == 1 else { return nil }
        return LocalDate(year: year, month: month, day: numbers[0])
    }

    private static func monthNumber(_ word: String) -> Int? {
        let lower = word.replacingOccurrences(of: "ä", with: "a").replacingOccurrences(of: "ş", with: "s")
            .replacingOccurrences(of: "ğ", with: "g").replacingOccurrences(of: "ź", with: "z")
        if let exact = months[lower] { return exact }
        for length in [4, 3] where lower.count > length {
            if let value = months[String(lower.prefix(length))] { return value }
        }
        return nil
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
