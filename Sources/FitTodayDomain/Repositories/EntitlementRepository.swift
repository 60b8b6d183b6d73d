/// The Pro entitlement snapshot.
public protocol EntitlementRepository: Sendable {
    /// ``Entitlement/free`` when none was stored.
    func entitlement() throws(FitTodayError) -> Entitlement
    func saveEntitlement(_ entitlement: Entitlement) throws(FitTodayError)
}
