/// A tag's name split on dots at parse time, so rendering only does dictionary look-ups.
struct ValuePath: Sendable {
    /// A leading dot (`.a.b`) looks in the top of the stack only instead of climbing it.
    var anchored: Bool
    /// Indices into `TemplateSet.keys`; empty means the top of the stack (`{{.}}`).
    var keys: Range<Int>
}
