import FitTodayDomain

// The day shown (``ShowTheDay``) reads the store, or a reading snapshot of it, through its repositories.
extension SQLiteStore: ShownDayReader {}
