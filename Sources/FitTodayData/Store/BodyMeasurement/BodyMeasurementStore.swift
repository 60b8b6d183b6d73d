import FitTodayDomain
import GRDB

/// The body measurements the database keeps (`body_measurement`, one row a date; ``BodyMeasurementRepository``):
/// `fittoday body`, the imports that bring them and the history page's chart read and write them here.
public struct BodyMeasurementStore: BodyMeasurementRepository {
    let database: SQLiteStore

    public func bodyMeasurements() throws(FitTodayError) -> [BodyMeasurement] {
        try database.read { db in try Self.all(in: db) }
    }

    public func saveBodyMeasurement(_ measurement: BodyMeasurement) throws(FitTodayError) -> BodyMeasurement {
        try PlanRules.validate(measurement)
        return try database.write { db in
            try db.execute(sql: """
                INSERT INTO body_measurement (date, weight_kg, waist_cm, body_fat_percent) VALUES (?, ?, ?, ?)
                ON CONFLICT (date) DO UPDATE SET weight_kg = coalesce(excluded.weight_kg, weight_kg),
                    waist_cm = coalesce(excluded.waist_cm, waist_cm), body_fat_percent = coalesce(excluded.body_fat_percent, body_fat_percent),
                    import_batch = NULL
                """, arguments: [measurement.date.description, measurement.weightKg, measurement.waistCm, measurement.bodyFatPercent])
            let row = try Row.fetchOne(db, sql: "SELECT * FROM body_measurement WHERE date = ?", arguments: [measurement.date.description])!
            return try Self.measurement(row)
        }
    }

    /// Every entry, oldest first.
    static func all(in db: Database) throws -> [BodyMeasurement] {
        try Row.fetchAll(db, sql: "SELECT * FROM body_measurement ORDER BY date").map(measurement)
    }

    /// Adds the entries of dates the database has none for (an import never overwrites what a person recorded), with the
    /// import that brought them; returns how many were added.
    static func insertNew(_ measurements: [BodyMeasurement], batch: Int64?, in db: Database) throws -> Int {
        guard !measurements.isEmpty else { return 0 }
        let statement = try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO body_measurement (date, weight_kg, waist_cm, body_fat_percent, import_batch) VALUES (?, ?, ?, ?, ?)
            """)
        var added = 0
        for measurement in measurements {
            try statement.execute(arguments: [measurement.date.description, measurement.weightKg, measurement.waistCm,
                                              measurement.bodyFatPercent, batch])
            added += db.changesCount
        }
        return added
    }

    private static func measurement(_ row: Row) throws -> BodyMeasurement {
        let text: String = row["date"]
        guard let date = LocalDate(text) else { throw RowDecoder.UnreadableValue(column: "date", value: text) }
        return BodyMeasurement(date: date, weightKg: row["weight_kg"], waistCm: row["waist_cm"], bodyFatPercent: row["body_fat_percent"])
    }
}
