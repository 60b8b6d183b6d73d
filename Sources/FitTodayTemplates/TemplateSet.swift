/// Parsed templates that refer to each other by name (`{{> name}}`, `{{<name}}`).
///
/// Renders what swift-mustache 2.1.1 renders for the same templates and an equivalent `[String: Any]` context,
/// byte for byte, from a compact compiled form and straight into a byte buffer.
public struct TemplateSet: Sendable {
    /// Everything compiled, behind one reference (see ``TemplateProgram``).
    let program: TemplateProgram

    /// Parses every template; throws the first syntax error (template name, 1-based line, kind).
    ///
    /// Names a partial or parent refers to are checked once all templates are parsed. A name given twice
    /// means the later template, as registering it twice in a `MustacheLibrary` does.
    public init(templates: [(name: String, text: String)]) throws(TemplateSyntaxError) {
        var parsed: [[ParsedToken]] = []
        for template in templates {
            parsed.append(try TemplateParser.parse(template: template.name, text: template.text))
        }
        var index: [String: Int] = [:]
        for (position, template) in templates.enumerated() { index[template.name] = position }
        var compiler = TemplateCompiler(templates: index)
        var roots: [Range<Int>] = []
        for (position, template) in templates.enumerated() {
            roots.append(try compiler.compile(parsed[position], template: template.name))
        }
        program = TemplateProgram(compiler: compiler, roots: roots, index: index)
    }

    /// Renders `name` with `context` appended to `buffer` (UTF-8). Unknown name: appends nothing.
    public func render(_ name: String, _ context: TemplateObject, into buffer: inout [UInt8]) {
        render(name, layers: [context], into: &buffer)
    }

    public func render(_ name: String, _ context: TemplateObject) -> [UInt8] {
        render(name, layers: [context])
    }

    /// Renders `name` with a context made of `layers`, the last one looked in first, as if they were one
    /// object in which later layers win: no page has to copy the values every page shares into its own.
    public func render(_ name: String, layers: [TemplateObject]) -> [UInt8] {
        var buffer: [UInt8] = []
        render(name, layers: layers, into: &buffer)
        return buffer
    }

    func render(_ name: String, layers: [TemplateObject], into buffer: inout [UInt8]) {
        guard let template = program.index[name] else { return }
        _ = TemplateRenderer.render(program, template: template, layers: layers, strict: false, into: &buffer)
    }

    /// Renders like ``render(_:layers:)`` and also returns, sorted, every name a tag looked up that no object of
    /// the context has or declares (see ``TemplateObject/absent``): the strict mode, for templates whose models
    /// are known. The bytes are the same as the lenient render's.
    public func renderStrict(_ name: String, layers: [TemplateObject]) -> (bytes: [UInt8], unknownNames: [String]) {
        var buffer: [UInt8] = []
        guard let template = program.index[name] else { return (buffer, [name]) }
        let unknownNames = TemplateRenderer.render(program, template: template, layers: layers, strict: true, into: &buffer)
        return (buffer, unknownNames)
    }
}
