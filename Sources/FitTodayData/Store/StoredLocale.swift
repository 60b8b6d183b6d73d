import FitTodayDomain
import FitTodaySystem
import GRDB

/// The language kept with the profile, read before a command opens the database, so that help, errors and
/// output all speak it. Anything unusual (no file, another program's file, a schema from before the choice was
/// kept, a lock held too long) gives nil: the command that opens the store then reports it in its own words.
public enum StoredLocale {
    public static func read(databaseAt path: String) -> AppLocale? {
        guard FileKind.of(path, following: true) == .regular else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(0.2)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db -> AppLocale? in
                guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == Schema.applicationID,
                      try Row.fetchAll(db, sql: "PRAGMA table_info(profile)").contains(where: { ($0["name"] as String?) == "locale" }),
                      let identifier = try String.fetchOne(db, sql: "SELECT locale FROM profile WHERE id = 1")
                else { return nil }
                return AppLocale(rawValue: identifier)
            }
        } catch {
            return nil
        }
    }
}
