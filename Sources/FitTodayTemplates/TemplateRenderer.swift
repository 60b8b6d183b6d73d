/// Renders compiled nodes into a byte buffer; one renderer per page.
///
/// Each `render(_:_:into:)` call stands for one of swift-mustache's `MustacheTemplate.render(context:)` calls (a
/// template, a partial, one pass of a section, a block), because swift-mustache scopes the content type and the
/// indentation of partials to those calls and the output must match.
///
/// Rendering a page is a few hundred look-ups and section elements, each of which used to copy `TemplateValue`s
/// (a retain and a release of their payloads) and the set's arrays. The renderer now walks the program through
/// buffer pointers taken once per render and sees the context as ``ContextValue``s, which retain nothing.
struct TemplateRenderer {
    /// Partials, parents and blocks deeper than this render nothing: a template that includes itself stops here.
    static let depthLimit = 64

    /// The arrays read less often (overrides, roots, names for strict mode).
    private let program: TemplateProgram
    private let nodes: UnsafeBufferPointer<TemplateNode>
    private let text: UnsafeBufferPointer<UInt8>
    private let paths: UnsafeBufferPointer<ValuePath>
    private let keyIDs: UnsafeBufferPointer<Int32>
    /// Context stack: the page's layers at the bottom, section values above.
    private var stack: [ContextValue]
    /// Blanks put before each line of standalone partials and blocks, outermost first.
    private var indentation: [UInt8] = []
    /// Override groups of the parents being rendered, outermost first: the outermost override of a block wins.
    private var frames: [Int] = []
    private var depth = 0
    /// Whether failed look-ups are checked against what the models declare.
    private let strict: Bool
    /// Strict mode: dotted names looked up that no model has or declares.
    private var unknownNames: Set<String> = []

    /// Renders template number `template` of `program` over `layers` (the last looked in first), appending to
    /// `bytes`; returns, sorted, the names strict mode found no model has or declares (none when not `strict`).
    static func render(_ program: TemplateProgram, template: Int, layers: [TemplateObject], strict: Bool,
                       into bytes: inout [UInt8]) -> [String] {
        // The context values point into `layers`' storage: it must outlive the renderer (see ContextValue).
        withExtendedLifetime(layers) {
            program.nodes.withUnsafeBufferPointer { nodes in
                program.text.withUnsafeBufferPointer { text in
                    program.paths.withUnsafeBufferPointer { paths in
                        program.keyIDs.withUnsafeBufferPointer { keyIDs in
                            var renderer = TemplateRenderer(program: program, nodes: nodes, text: text, paths: paths, keyIDs: keyIDs,
                                                            layers: layers, strict: strict)
                            var out = RenderBuffer(capacity: program.sizeHints[template])
                            renderer.render(program.roots[template], .html, into: &out)
                            out.append(to: &bytes)
                            return renderer.unknownNames.sorted()
                        }
                    }
                }
            }
        }
    }

    private init(program: TemplateProgram, nodes: UnsafeBufferPointer<TemplateNode>, text: UnsafeBufferPointer<UInt8>,
                 paths: UnsafeBufferPointer<ValuePath>, keyIDs: UnsafeBufferPointer<Int32>, layers: [TemplateObject], strict: Bool) {
        self.program = program
        self.nodes = nodes
        self.text = text
        self.paths = paths
        self.keyIDs = keyIDs
        self.strict = strict
        stack = []
        stack.reserveCapacity(layers.count + 8)
        for index in layers.indices { stack.append(ContextValue(object: layers[index])) }
    }

    mutating func render(_ range: Range<Int>, _ contentType: ContentType, into out: inout RenderBuffer) {
        var contentType = contentType
        let start = out.count
        let indenting = !indentation.isEmpty
        var index = range.lowerBound
        while index < range.upperBound {
            let before = out.count
            var next = index + 1
            switch nodes[index] {
            case .text(let bytes):
                if indenting {
                    appendIndented(bytes, since: start, into: &out)
                } else {
                    out.append(UnsafeBufferPointer(rebasing: text[bytes]))
                }
                index = next
                continue

            case .variable(let path, let escaped):
                let value = lookup(path)
                switch value.kind {
                case .string:
                    if let bytes = value.storedUTF8 {
                        (escaped ? contentType : .text).append(bytes, to: &out)
                    } else {
                        (escaped ? contentType : .text).append(value.string, to: &out)
                    }
                case .int: ContentType.appendDecimal(value.number, to: &out)
                case .bool: ContentType.appendASCII(value.number != 0 ? "true" : "false", to: &out)
                // swift-mustache would print Swift's description of the array or dictionary.
                case .list, .object, .absent: break
                }

            case .section(let path, let inverted, let end):
                next = end
                renderSection(lookup(path), inverted: inverted, body: index + 1..<end, contentType, into: &out)

            case .partial(let template, let indent):
                guard depth < Self.depthLimit else { break }
                let saved = indentation.count
                if let indent { indentation.append(contentsOf: UnsafeBufferPointer(rebasing: text[indent])) }
                depth += 1
                // A partial starts over in HTML, as swift-mustache's `withPartial` does.
                render(program.roots[template], .html, into: &out)
                depth -= 1
                indentation.removeSubrange(saved...)

            case .parent(let template, let indent, let overrides, let end):
                next = end
                guard depth < Self.depthLimit else { break }
                let saved = indentation.count
                indentation.append(contentsOf: UnsafeBufferPointer(rebasing: text[indent]))
                frames.append(overrides)
                depth += 1
                render(program.roots[template], .html, into: &out)
                depth -= 1
                frames.removeLast()
                indentation.removeSubrange(saved...)

            case .block(let id, let indent, let end):
                next = end
                guard depth < Self.depthLimit else { break }
                let body = override(of: id) ?? index + 1..<end
                let saved = indentation.count
                indentation.append(contentsOf: UnsafeBufferPointer(rebasing: text[indent]))
                depth += 1
                // A block keeps the content type of where it is expanded (`withBlockExpansion`).
                render(body, contentType, into: &out)
                depth -= 1
                indentation.removeSubrange(saved...)

            case .contentType(let newType):
                contentType = newType
            }
            // swift-mustache indents a token's whole output when it starts a line, not each line inside it.
            if indenting, out.count > before, endsLine(out, from: start, to: before) {
                out.insert(indentation, at: before)
            }
            index = next
        }
    }

    private mutating func renderSection(_ value: ContextValue, inverted: Bool, body: Range<Int>, _ contentType: ContentType,
                                        into out: inout RenderBuffer) {
        switch value.kind {
        case .absent:
            if inverted { render(body, contentType, into: &out) }
        case .bool:
            if (value.number != 0) != inverted { render(body, contentType, into: &out) }
        case .list:
            if inverted {
                // swift-mustache pushes the empty list itself.
                if value.number == 0 { renderPushing(value, body, contentType, into: &out) }
            } else {
                for element in 0..<value.number { renderPushing(value.element(element), body, contentType, into: &out) }
            }
        case .string, .int, .object:
            if !inverted { renderPushing(value, body, contentType, into: &out) }
        }
    }

    private mutating func renderPushing(_ value: ContextValue, _ body: Range<Int>, _ contentType: ContentType, into out: inout RenderBuffer) {
        stack.append(value)
        render(body, contentType, into: &out)
        stack.removeLast()
    }

    /// Text in an indented call: the indentation goes before every line the text starts, exactly where
    /// swift-mustache's separate text tokens (one per line) would have received it.
    private func appendIndented(_ bytes: Range<Int>, since start: Int, into out: inout RenderBuffer) {
        var lineStart = bytes.lowerBound
        while lineStart < bytes.upperBound {
            if endsLine(out, from: start, to: out.count) { out.append(indentation) }
            var lineEnd = lineStart
            while lineEnd < bytes.upperBound - 1, text[lineEnd] != 0x0A { lineEnd += 1 }
            out.append(UnsafeBufferPointer(rebasing: text[lineStart...lineEnd]))
            lineStart = lineEnd + 1
        }
    }

    /// Whether this call's output so far (`out[start..<end]`) ends with "\n" but not "\r\n": swift-mustache's
    /// `string.last == "\n"`, where "\r\n" is one `Character`.
    private func endsLine(_ out: borrowing RenderBuffer, from start: Int, to end: Int) -> Bool {
        guard end > start, out[end - 1] == 0x0A else { return false }
        return end - 2 < start || out[end - 2] != 0x0D
    }

    /// The override of block `id` given by the outermost parent that has one.
    private func override(of id: Int) -> Range<Int>? {
        for frame in frames {
            for entry in program.overrides[program.overrideGroups[frame]] where entry.block == id { return entry.body }
        }
        return nil
    }

    /// `a.b.c`: `a` in the nearest object up the stack that has it, then strictly down.
    private mutating func lookup(_ pathIndex: Int) -> ContextValue {
        var declaredOnTheWay = false
        let value = find(pathIndex, declared: &declaredOnTheWay)
        if strict, value.kind == .absent, !declaredOnTheWay, !declared(pathIndex) {
            let path = paths[pathIndex]
            unknownNames.insert((path.anchored ? "." : "") + program.keys[path.keys].joined(separator: "."))
        }
        return value
    }

    /// Strict mode, for a path that found nothing: whether the model that would hold it says it exists.
    private func declared(_ pathIndex: Int) -> Bool {
        let path = paths[pathIndex]
        guard !path.keys.isEmpty else { return true }
        var key = path.keys.lowerBound
        var value: ContextValue
        if path.anchored {
            guard let top = stack.last else { return false }
            value = top
        } else {
            let id = keyIDs[key]
            var level = stack.count - 1
            while true {
                guard level >= 0 else { return false }
                if let slot = stack[level].slot(of: id) {
                    value = stack[level].value(atSlot: slot)
                    guard value.kind != .absent else { return true }
                    break
                }
                level -= 1
            }
            key += 1
        }
        while key < path.keys.upperBound {
            let id = keyIDs[key]
            guard let slot = value.slot(of: id) else { return false }
            value = value.value(atSlot: slot)
            guard value.kind != .absent else { return true }
            key += 1
        }
        return true
    }

    /// `declared`: set when the climb for the first name passed a model that declares it without a value, which
    /// answers strict mode's question (``declared(_:)``) without a second climb.
    private func find(_ pathIndex: Int, declared: inout Bool) -> ContextValue {
        let path = paths[pathIndex]
        guard !path.keys.isEmpty else { return stack.last ?? .absent }
        var key = path.keys.lowerBound
        var value: ContextValue
        if path.anchored {
            guard let top = stack.last else { return .absent }
            value = top
        } else {
            let id = keyIDs[key]
            var level = stack.count - 1
            while true {
                guard level >= 0 else { return .absent }
                if let slot = stack[level].slot(of: id) {
                    let found = stack[level].value(atSlot: slot)
                    if found.kind != .absent {
                        value = found
                        break
                    }
                    declared = true
                }
                level -= 1
            }
            key += 1
        }
        while key < path.keys.upperBound {
            value = value.field(keyIDs[key])
            guard value.kind != .absent else { return .absent }
            key += 1
        }
        return value
    }
}
