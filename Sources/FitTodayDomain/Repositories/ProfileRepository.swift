/// Stores the single training profile.
public protocol ProfileRepository: Sendable {
    /// Nil before onboarding.
    func profile() throws(FitTodayError) -> Profile?
    /// Validates with ``PlanRules`` and replaces the stored profile.
    func saveProfile(_ profile: Profile) throws(FitTodayError)
}
