/// Where an alternative's number comes from (``AlternativeLoad/kind``); the raw value is what `--format json` writes.
public enum AlternativeLoadKind: String, Sendable, Equatable {
    /// From the alternative's own history, as any plan's loads are (``LoadPrescriber``).
    case history
    /// From the planned lift's target of today through ``LoadRatioTable``: an estimate, and said to be one.
    case estimate
    /// No history and no ratio: the first-time advice of an exercise never logged.
    case firstTime = "first-time"
    /// Done with the body's weight: its reps (or time), not a load.
    case bodyweight
}
