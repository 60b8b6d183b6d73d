import FitTodayDomain
import FitTodaySystem
import GRDB

/// The language and the unit kept with the profile, read together before a command opens the database, so that
/// help, errors and output speak that language and show loads in that unit. One read-only look at the file for
/// both. Anything unusual (no file, another program's file, a schema from before a choice was kept, a lock held
/// too long) gives no choice: the command that opens the store then reports it in its own words.
public struct StoredPreferences: Equatable, Sendable {
    public var locale: AppLocale?
    public var weightUnit: WeightUnit?

    public init(locale: AppLocale? = nil, weightUnit: WeightUnit? = nil) {
        self.locale = locale
        self.weightUnit = weightUnit
    }

    public static func read(databaseAt path: String) -> StoredPreferences {
        guard FileKind.of(path, following: true) == .regular else { return StoredPreferences() }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(0.2)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db -> StoredPreferences in
                guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == Schema.applicationID else { return StoredPreferences() }
                let columns = Set(try Row.fetchAll(db, sql: "PRAGMA table_info(profile)").compactMap { $0["name"] as String? })
                var kept = StoredPreferences()
                if columns.contains("locale"), let text = try String.fetchOne(db, sql: "SELECT locale FROM profile WHERE id = 1") {
                    kept.locale = AppLocale(rawValue: text)
                }
                if columns.contains("weight_unit"), let text = try String.fetchOne(db, sql: "SELECT weight_unit FROM profile WHERE id = 1") {
                    kept.weightUnit = WeightUnit(rawValue: text)
                }
                return kept
            }
        } catch {
            return StoredPreferences()
        }
    }
}
