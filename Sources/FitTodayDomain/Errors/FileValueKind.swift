/// The kind of value a key of an imported JSON file must hold, named in a refusal.
public enum FileValueKind: Equatable, Sendable {
    case integer
    case number
    case text
    case boolean
    case list
    case object
}
