import FitTodayDomain
import FitTodaySystem
import GRDB

/// The unit kept with the profile, read before a command opens the database, so that everything it prints and
/// reads is in that unit. Anything unusual (no file, another program's file, a schema from before the choice was
/// kept, a lock held too long) gives nil: kilograms, and the command that opens the store reports the rest.
public enum StoredWeightUnit {
    public static func read(databaseAt path: String) -> WeightUnit? {
        guard FileKind.of(path, following: true) == .regular else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(0.2)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db -> WeightUnit? in
                guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == Schema.applicationID,
                      try Row.fetchAll(db, sql: "PRAGMA table_info(profile)").contains(where: { ($0["name"] as String?) == "weight_unit" }),
                      let text = try String.fetchOne(db, sql: "SELECT weight_unit FROM profile WHERE id = 1")
                else { return nil }
                return WeightUnit(rawValue: text)
            }
        } catch {
            return nil
        }
    }
}
