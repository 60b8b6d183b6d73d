import FitTodayDomain

/// A failure already worded in the language it must be shown in, with the category its exit code comes from.
struct LocalizedFailure: Error {
    let message: String
    let category: ErrorCategory

    init(message: String, category: ErrorCategory) {
        self.message = message
        self.category = category
    }

    /// `unit`: the person's, for a refusal that quotes a load (kilograms before the context knows it).
    init(error: FitTodayError, locale: AppLocale, unit: WeightUnit = .kg) {
        self.init(message: error.message(locale, unit: unit), category: error.category)
    }
}
