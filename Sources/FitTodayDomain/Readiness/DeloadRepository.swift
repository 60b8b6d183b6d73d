/// Stores the lighter weeks the person started.
public protocol DeloadRepository: Sendable {
    /// The deload covering `date`, if any.
    func deload(covering date: LocalDate) throws(FitTodayError) -> DeloadPeriod?
    /// Starts one on `date` (a deload running then is replaced); returns it stored.
    func startDeload(on date: LocalDate) throws(FitTodayError) -> DeloadPeriod
    /// Ends the deload covering `date` from that day on; nil when none was running.
    func stopDeload(on date: LocalDate) throws(FitTodayError) -> DeloadPeriod?
    /// Every deload, oldest first (export).
    func deloads() throws(FitTodayError) -> [DeloadPeriod]
}
