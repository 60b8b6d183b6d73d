/// The one way a date is written for people, in each locale: Portuguese "quinta-feira, 26/11/2026" in headings
/// and 26/11/2026 in tables and lists; English "Thu, Nov 26, 2026" and 11/26/2026. Feeds and calendars keep
/// their standard formats and do not come here.
public enum DateText {
    /// A date in a table or a list: "26/11/2026", "11/26/2026".
    public static func table(_ date: LocalDate, _ locale: AppLocale) -> String {
        let day = ZeroPadded.string(date.day, width: 2), month = ZeroPadded.string(date.month, width: 2)
        let year = ZeroPadded.string(date.year, width: 4)
        return locale == .ptBR ? day + "/" + month + "/" + year : month + "/" + day + "/" + year
    }

    /// A date that heads a page: "quinta-feira, 26/11/2026", "Thu, Nov 26, 2026".
    public static func heading(_ date: LocalDate, _ locale: AppLocale) -> String {
        guard locale == .en else { return weekday(date, locale) + ", " + table(date, locale) }
        let words = locale.words.domain.formatting
        return name(words.weekdaysShort, date.isoWeekday) + ", " + name(words.monthsShort, date.month) + " \(date.day), "
            + ZeroPadded.string(date.year, width: 4)
    }

    /// The day without its year, in a sentence or a week's column: "26/11", "11/26".
    public static func dayAndMonth(_ date: LocalDate, _ locale: AppLocale) -> String {
        let day = ZeroPadded.string(date.day, width: 2), month = ZeroPadded.string(date.month, width: 2)
        return locale == .ptBR ? day + "/" + month : month + "/" + day
    }

    /// The weekday's full name: "quinta-feira", "Thursday".
    public static func weekday(_ date: LocalDate, _ locale: AppLocale) -> String {
        let words = locale.words.site.weekday
        return [words.monday, words.tuesday, words.wednesday, words.thursday, words.friday, words.saturday, words.sunday][date.isoWeekday - 1]
    }

    /// A moment in a table or a list: "26/11/2026 07:30", "11/26/2026 07:30".
    public static func tableWithTime(_ moment: LocalDateTime, _ locale: AppLocale) -> String {
        // Written straight into the String: every session and history row has one.
        String(unsafeUninitializedCapacity: 128) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func number(_ value: Int, width: Int) {
                if value < 0 { put(UInt8(ascii: "-")) }
                var digits = 1, rest = value.magnitude / 10
                while rest > 0 { digits += 1; rest /= 10 }
                for _ in digits..<max(width, digits) { put(UInt8(ascii: "0")) }
                var magnitude = value.magnitude, place = count + digits - 1
                count += digits
                for _ in 0..<digits {
                    buffer[place] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                    place -= 1
                }
            }
            let date = moment.date
            let (first, second) = locale == .ptBR ? (date.day, date.month) : (date.month, date.day)
            number(first, width: 2)
            put(UInt8(ascii: "/"))
            number(second, width: 2)
            put(UInt8(ascii: "/"))
            number(date.year, width: 4)
            put(UInt8(ascii: " "))
            number(moment.hour, width: 2)
            put(UInt8(ascii: ":"))
            number(moment.minute, width: 2)
            return count
        }
    }

    /// A date in the terminal: English lists read 11/26/2026; Portuguese keeps the ISO form it has always printed
    /// (2026-11-26), the same a `--date` takes.
    public static func terminal(_ date: LocalDate, _ locale: AppLocale) -> String {
        locale == .ptBR ? date.description : table(date, locale)
    }

    /// A moment in the terminal: "11/26/2026 07:30" in English, "2026-11-26 07:30:00" in Portuguese, as before.
    public static func terminal(_ moment: LocalDateTime, _ locale: AppLocale) -> String {
        locale == .ptBR ? moment.description : tableWithTime(moment, locale)
    }

    /// The `index`th (1-based) of the space-separated names in `list`.
    private static func name(_ list: String, _ index: Int) -> String {
        let names = list.split(separator: " ")
        return index >= 1 && index <= names.count ? String(names[index - 1]) : String(index)
    }
}
