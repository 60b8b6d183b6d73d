/// One step of a compiled template.
///
/// Templates are flattened into one array: a node with a body is followed by the body's nodes and says where
/// they end. Every payload is a plain integer, so walking the array costs no reference counting.
enum TemplateNode: Sendable {
    /// Bytes of `TemplateSet.text`.
    case text(Range<Int>)
    case variable(path: Int, escaped: Bool)
    /// Body: the nodes up to `end`.
    case section(path: Int, inverted: Bool, end: Int)
    /// `indentation` (bytes of `TemplateSet.text`) is set for a standalone partial only.
    case partial(template: Int, indentation: Range<Int>?)
    /// Override bodies lie between this node and `end`; `overrides` indexes `TemplateSet.overrideGroups`.
    case parent(template: Int, indentation: Range<Int>, overrides: Int, end: Int)
    /// Default body: the nodes up to `end`.
    case block(id: Int, indentation: Range<Int>, end: Int)
    case contentType(ContentType)
}
