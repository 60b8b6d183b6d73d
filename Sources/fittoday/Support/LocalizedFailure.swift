import FitTodayDomain

/// A failure already worded in the language it must be shown in, with the category its exit code comes from.
struct LocalizedFailure: Error {
    let message: String
    let category: ErrorCategory

    init(message: String, category: ErrorCategory) {
        self.message = message
        self.category = category
    }

    init(error: FitTodayError, locale: AppLocale) {
        self.init(message: error.message(locale), category: error.category)
    }
}
