/// One training day of a program: its label ("A1", "Supino") and its exercises in order.
public struct ProgramDay: Equatable, Sendable {
    public var name: String
    public var entries: [ProgramEntry]
    /// Its names in both languages, lowercased, as another day's load refers to it (`@ 90% of Sexta`).
    public var names: [String] = []

    public init(name: String, entries: [ProgramEntry]) {
        self.name = name
        self.entries = entries
    }
}
