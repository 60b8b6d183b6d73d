import FitTodayDomain
import GRDB

/// The Pro entitlement (``EntitlementRepository``), one row of its own: what the allowance of AI plans reads, apart
/// from the person's training data.
public struct EntitlementStore: EntitlementRepository {
    let database: SQLiteStore

    public func entitlement() throws(FitTodayError) -> Entitlement {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM entitlement WHERE id = 1") else { return .free }
            return Entitlement(isPro: row["is_pro"], source: row["source"], expiresAt: (row["expires_at"] as String?).flatMap(LocalDateTime.init))
        }
    }

    public func saveEntitlement(_ entitlement: Entitlement) throws(FitTodayError) {
        try database.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO entitlement (id, is_pro, source, expires_at) VALUES (1, ?, ?, ?)",
                arguments: [entitlement.isPro, entitlement.source, entitlement.expiresAt?.description]
            )
        }
    }
}
