import FitTodayDomain

/// A day as the terminal says it in a sentence: "26/11" in Portuguese, "11/26" in English.
enum SiteDay {
    static func label(_ date: LocalDate, _ locale: AppLocale) -> String {
        let day = ZeroPadded.string(date.day, width: 2), month = ZeroPadded.string(date.month, width: 2)
        return locale == .ptBR ? "\(day)/\(month)" : "\(month)/\(day)"
    }
}
