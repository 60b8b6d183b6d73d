/// A failure a layer outside the Domain defines for itself (deploy's `DeployProblem`): the Domain knows only that it
/// has an exit code and a sentence in each language, so that the layer's cases stay with the code that throws them.
public protocol LayerProblem: Equatable, Sendable {
    /// The kind of failure, and so the exit code.
    var category: ErrorCategory { get }
    /// A short sentence saying what went wrong and what to do.
    func message(_ locale: AppLocale) -> String
}
