/// The paper a block is printed on (`--paper`, `[print] paper`).
public enum PrintPaper: String, Sendable, CaseIterable {
    case a4
    case letter

    /// What CSS's `@page size` takes.
    public var cssSize: String {
        switch self {
        case .a4: "A4"
        case .letter: "letter"
        }
    }
}
