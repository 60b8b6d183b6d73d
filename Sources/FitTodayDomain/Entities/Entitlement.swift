/// A snapshot of the person's Pro entitlement, read by the optional AI composer.
public struct Entitlement: Equatable, Sendable {
    public var isPro: Bool
    /// Where the entitlement came from, for example `store` or `promo`; `none` for free users.
    public var source: String
    public var expiresAt: LocalDateTime?

    public init(isPro: Bool = false, source: String = "none", expiresAt: LocalDateTime? = nil) {
        self.isPro = isPro
        self.source = source
        self.expiresAt = expiresAt
    }

    public static let free = Entitlement()

    /// Whether Pro applies at `moment`.
    public func isActive(at moment: LocalDateTime) -> Bool {
        guard isPro else { return false }
        guard let expiresAt else { return true }
        return moment < expiresAt
    }
}
