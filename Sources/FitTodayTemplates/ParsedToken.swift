/// One tag or run of text as the parser found it, before names are resolved and the tree is flattened.
///
/// It mirrors swift-mustache's `MustacheTemplate.Token`, so the parser can follow that parser step by step.
enum ParsedToken {
    case text([UInt8])
    case variable(name: String, escaped: Bool)
    case section(name: String, inverted: Bool, body: [ParsedToken])
    /// `{{$name}}` directly inside `{{<parent}}`: an override.
    case blockDefinition(name: String, body: [ParsedToken])
    /// `{{$name}}` anywhere else: a block a parent's child may override.
    case blockExpansion(name: String, body: [ParsedToken], indentation: [UInt8])
    /// `indentation` is set for a standalone partial only: each line of the partial gets it.
    case partial(name: String, indentation: [UInt8]?, line: Int)
    case parent(name: String, indentation: [UInt8], overrides: [(name: String, body: [ParsedToken])], line: Int)
    case contentType(ContentType)
}
