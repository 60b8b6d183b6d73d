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
        "\(date(moment.date, locale)) \(moment.timeOfDay)"
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
        let digits = String(Int(value.rounded()))
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: locale == .ptBR ? "." : ",")
    }

    static func weight(_ set: LoggedSet, _ locale: AppLocale) -> String {
        set.weightKg.map { kilograms($0, locale) + " kg" } ?? locale.words.site.siteFormat.bodyweight
    }
}
