/// Every failure a person can meet, in terms they can act on.
///
/// Messages are produced by ``message(_:)`` in the active locale; technical detail (error types,
/// SQLite codes, paths) never goes into the message, only into the log.
public enum FitTodayError: Error, Equatable, Sendable {
    case invalidValue(option: String, value: String, allowed: [String])
    case invalidNumber(option: String, value: String)
    case invalidDate(option: String, value: String)
    case missingOption(option: String)
    case unknownCommandLine(detail: String)
    case invalid(ValidationIssue)
    case planNotFound(id: Int64)
    case sessionNotFound(id: Int64)
    case exerciseNotFound(reference: String)
    case pageOutOfRange(page: Int, pages: Int)
    case profileMissing
    case databaseMissing
    case databaseBusy
    case databaseDamaged
    case notFitTodayDatabase
    case databaseTooNew(found: Int, supported: Int)
    case diskFull
    case cannotWrite
    case configuration(line: Int?, reason: String)
    case unexpected

    public var category: ErrorCategory {
        switch self {
        case .invalidValue, .invalidNumber, .invalidDate, .missingOption, .unknownCommandLine: .usage
        case .invalid: .invalidData
        case .planNotFound, .sessionNotFound, .exerciseNotFound, .pageOutOfRange: .notFound
        case .profileMissing: .profileMissing
        case .databaseMissing: .databaseMissing
        case .databaseBusy: .databaseBusy
        case .databaseDamaged: .databaseDamaged
        case .notFitTodayDatabase: .notFitTodayDatabase
        case .databaseTooNew: .databaseTooNew
        case .diskFull, .cannotWrite: .storage
        case .configuration: .configuration
        case .unexpected: .unexpected
        }
    }
}
