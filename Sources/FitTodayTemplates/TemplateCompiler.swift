/// Flattens parsed templates into one node array, resolving partial and parent names once, here, so that
/// rendering never looks a template up by name.
struct TemplateCompiler {
    private(set) var nodes: [TemplateNode] = []
    private(set) var text: [UInt8] = []
    private(set) var paths: [ValuePath] = []
    private(set) var keys: [String] = []
    private(set) var overrides: [BlockOverride] = []
    private(set) var overrideGroups: [Range<Int>] = []
    private let templates: [String: Int]
    private var pathIndex: [String: Int] = [:]
    private var blockIDs: [String: Int] = [:]

    /// `templates`: name to index of every template in the set.
    init(templates: [String: Int]) {
        self.templates = templates
    }

    /// Appends `tokens` of the template named `template`; returns their nodes.
    mutating func compile(_ tokens: [ParsedToken], template: String) throws(TemplateSyntaxError) -> Range<Int> {
        let start = nodes.count
        try emit(tokens, template: template)
        return start..<nodes.count
    }

    private mutating func emit(_ tokens: [ParsedToken], template: String) throws(TemplateSyntaxError) {
        // Adjacent text runs become one node; the renderer re-splits them at line ends when it indents.
        var lastText: Int?
        for token in tokens {
            switch token {
            case .text(let bytes):
                if let index = lastText, case .text(let range) = nodes[index] {
                    nodes[index] = .text(range.lowerBound..<range.upperBound + bytes.count)
                } else {
                    lastText = nodes.count
                    nodes.append(.text(text.count..<text.count + bytes.count))
                }
                text.append(contentsOf: bytes)
                continue

            case .variable(let name, let escaped):
                nodes.append(.variable(path: path(name), escaped: escaped))

            case .section(let name, let inverted, let body):
                let index = nodes.count
                nodes.append(.section(path: path(name), inverted: inverted, end: 0))
                try emit(body, template: template)
                nodes[index] = .section(path: path(name), inverted: inverted, end: nodes.count)

            case .blockDefinition:
                // Only meaningful inside a parent, where `.parent` collected it.
                break

            case .blockExpansion(let name, let body, let indentation):
                let index = nodes.count
                let id = blockID(name)
                let indent = store(indentation)
                nodes.append(.block(id: id, indentation: indent, end: 0))
                try emit(body, template: template)
                nodes[index] = .block(id: id, indentation: indent, end: nodes.count)

            case .partial(let name, let indentation, let line):
                guard let target = templates[name] else {
                    throw TemplateSyntaxError(template: template, line: line, kind: .unknownTemplate(name))
                }
                nodes.append(.partial(template: target, indentation: indentation.map { store($0) }))

            case .parent(let name, let indentation, let parsedOverrides, let line):
                guard let target = templates[name] else {
                    throw TemplateSyntaxError(template: template, line: line, kind: .unknownTemplate(name))
                }
                let index = nodes.count
                let indent = store(indentation)
                nodes.append(.parent(template: target, indentation: indent, overrides: 0, end: 0))
                var group: [BlockOverride] = []
                for (block, body) in parsedOverrides {
                    let bodyStart = nodes.count
                    try emit(body, template: template)
                    let id = blockID(block)
                    // Like swift-mustache's dictionary of overrides: a later one of the same name wins.
                    group.removeAll { $0.block == id }
                    group.append(BlockOverride(block: id, body: bodyStart..<nodes.count))
                }
                overrideGroups.append(overrides.count..<overrides.count + group.count)
                overrides.append(contentsOf: group)
                nodes[index] = .parent(template: target, indentation: indent, overrides: overrideGroups.count - 1, end: nodes.count)

            case .contentType(let contentType):
                nodes.append(.contentType(contentType))
            }
            lastText = nil
        }
    }

    private mutating func store(_ bytes: [UInt8]) -> Range<Int> {
        text.append(contentsOf: bytes)
        return text.count - bytes.count..<text.count
    }

    /// The path of a tag name, as swift-mustache's `getChild` splits it.
    private mutating func path(_ name: String) -> Int {
        if let index = pathIndex[name] { return index }
        let anchored = name.first == "."
        let parts = name == "." ? [] : name.split(separator: ".").map(String.init)
        let start = keys.count
        keys.append(contentsOf: parts)
        paths.append(ValuePath(anchored: anchored, keys: start..<keys.count))
        pathIndex[name] = paths.count - 1
        return paths.count - 1
    }

    private mutating func blockID(_ name: String) -> Int {
        if let id = blockIDs[name] { return id }
        blockIDs[name] = blockIDs.count
        return blockIDs.count - 1
    }
}
