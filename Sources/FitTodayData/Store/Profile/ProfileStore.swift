import FitTodayDomain
import GRDB

/// The single training profile (``ProfileRepository``), a row of its own: a use case that reads or saves the profile
/// is given this, not the whole database.
public struct ProfileStore: ProfileRepository {
    let database: SQLiteStore

    public func profile() throws(FitTodayError) -> Profile? {
        try database.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM profile WHERE id = 1").map(RowDecoder.profile)
        }
    }

    public func saveProfile(_ profile: Profile) throws(FitTodayError) {
        try PlanRules.validate(profile)
        try database.write { db in
            try db.execute(
                sql: """
                INSERT INTO profile (id, goal, equipment, level, methodology, health_notes, conditions, weekly_frequency, locale, weight_unit)
                VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET goal = excluded.goal, equipment = excluded.equipment,
                    level = excluded.level, methodology = excluded.methodology, health_notes = excluded.health_notes,
                    conditions = excluded.conditions, weekly_frequency = excluded.weekly_frequency,
                    locale = excluded.locale, weight_unit = excluded.weight_unit
                """,
                arguments: [
                    profile.goal.rawValue, profile.equipment.rawValue, profile.level.rawValue,
                    profile.methodology.rawValue, profile.healthNotes,
                    profile.conditions.map(\.rawValue).joined(separator: ","), profile.weeklyFrequency, profile.locale?.rawValue,
                    profile.weightUnit?.rawValue,
                ]
            )
        }
    }
}
