/// The body a `{{<parent}}` tag gives one of the parent's `{{$block}}`s.
struct BlockOverride: Sendable {
    /// Interned block name.
    var block: Int
    /// Nodes of the overriding body.
    var body: Range<Int>
}
