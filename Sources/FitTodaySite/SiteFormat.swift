import FitTodayDomain

/// Numbers and dates as people read them in each locale, with no dependence on the machine's settings.
enum SiteFormat {
    static func date(_ date: LocalDate, _ locale: AppLocale) -> String {
        guard locale == .ptBR else { return date.description }
        return ZeroPadded.string(date.day, width: 2) + "/" + ZeroPadded.string(date.month, width: 2) + "/" + ZeroPadded.string(date.year, width: 4)
    }

    static func weekday(_ date: LocalDate, _ locale: AppLocale) -> String {
        let words = locale.words.site.weekday
        return [words.monday, words.tuesday, words.wednesday, words.thursday, words.friday, words.saturday, words.sunday][date.isoWeekday - 1]
    }

    static func dayLabel(_ date: LocalDate, _ locale: AppLocale) -> String {
        "\(weekday(date, locale)), \(self.date(date, locale))"
    }

    static func dateTime(_ moment: LocalDateTime, _ locale: AppLocale) -> String {
        guard locale == .ptBR else { return "\(date(moment.date, locale)) \(moment.timeOfDay)" }
        // `dd/mm/yyyy hh:mm` written straight into the String: every session and history row has one.
        return String(unsafeUninitializedCapacity: 128) { buffer in
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
            number(moment.date.day, width: 2)
            put(UInt8(ascii: "/"))
            number(moment.date.month, width: 2)
            put(UInt8(ascii: "/"))
            number(moment.date.year, width: 4)
            put(UInt8(ascii: " "))
            number(moment.hour, width: 2)
            put(UInt8(ascii: ":"))
            number(moment.minute, width: 2)
            return count
        }
    }

    /// Kilograms with at most one decimal, using the locale's separator.
    static func kilograms(_ value: Double, _ locale: AppLocale) -> String {
        // Whole tenths in integer arithmetic: String(format:) costs more than the rest of a session page.
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10, fraction = abs(tenths) % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole)\(locale == .ptBR ? "," : ".")\(fraction)"
    }

    /// A whole number with thousands grouped (`12.345` in Portuguese, `12,345` in English).
    static func whole(_ value: Double, _ locale: AppLocale) -> String {
        // Groups of three counted from the right over the digits, the sign kept out of them (-123, not -.123);
        // bytes, not Substrings: this runs for every session of every build.
        let rounded = Int(value.rounded())
        let digits = Array(String(rounded.magnitude).utf8)
        let separator = UInt8(ascii: locale == .ptBR ? "." : ",")
        var result: [UInt8] = rounded < 0 ? [UInt8(ascii: "-")] : []
        result.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(separator) }
            result.append(digit)
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func weight(_ set: LoggedSet, _ locale: AppLocale) -> String {
        set.weightKg.map { kilograms($0, locale) + " kg" } ?? locale.words.site.siteFormat.bodyweight
    }
}
