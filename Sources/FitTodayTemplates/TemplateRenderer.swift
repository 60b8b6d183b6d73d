/// Renders compiled nodes into a byte buffer; one renderer per page.
///
/// Each `render(_:_:into:)` call stands for one of swift-mustache's `MustacheTemplate.render(context:)` calls (a
/// template, a partial, one pass of a section, a block), because swift-mustache scopes the content type and the
/// indentation of partials to those calls and the output must match.
struct TemplateRenderer {
    /// Partials, parents and blocks deeper than this render nothing: a template that includes itself stops here.
    static let depthLimit = 64

    private let set: TemplateSet
    /// Context stack: the page's object at the bottom, section values above.
    private var stack: [TemplateValue]
    /// The shape and the value slots of each level of `stack` (the empty shape for a level that is no object),
    /// kept apart so that climbing the stack reads plain references instead of copying enum payloads.
    private var shapes: [TemplateShape] = []
    private var slots: [[TemplateValue?]] = []
    /// Blanks put before each line of standalone partials and blocks, outermost first.
    private var indentation: [UInt8] = []
    /// Override groups of the parents being rendered, outermost first: the outermost override of a block wins.
    private var frames: [Int] = []
    private var depth = 0
    /// Whether failed look-ups are checked against what the models declare.
    private let strict: Bool
    /// Strict mode: dotted names looked up that no model has or declares.
    private(set) var unknownNames: Set<String> = []

    init(set: TemplateSet, layers: [TemplateObject], strict: Bool = false) {
        self.set = set
        self.strict = strict
        stack = []
        stack.reserveCapacity(layers.count + 6)
        shapes.reserveCapacity(layers.count + 6)
        slots.reserveCapacity(layers.count + 6)
        for layer in layers { push(.object(layer)) }
    }

    private mutating func push(_ value: TemplateValue) {
        stack.append(value)
        if case .object(let object) = value {
            shapes.append(object.shape)
            slots.append(object.values)
        } else {
            shapes.append(.empty)
            slots.append([])
        }
    }

    private mutating func pop() {
        stack.removeLast()
        shapes.removeLast()
        slots.removeLast()
    }

    mutating func render(_ range: Range<Int>, _ contentType: ContentType, into out: inout [UInt8]) {
        var contentType = contentType
        let start = out.count
        let indenting = !indentation.isEmpty
        var index = range.lowerBound
        while index < range.upperBound {
            let before = out.count
            var next = index + 1
            switch set.nodes[index] {
            case .text(let bytes):
                if indenting {
                    appendIndented(bytes, since: start, into: &out)
                } else {
                    set.text.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[bytes])) }
                }
                index = next
                continue

            case .variable(let path, let escaped):
                switch lookup(path) {
                case .string(let string)?: (escaped ? contentType : .text).append(string, to: &out)
                case .int(let int)?: ContentType.appendDecimal(int, to: &out)
                case .bool(let bool)?: ContentType.appendASCII(bool ? "true" : "false", to: &out)
                // swift-mustache would print Swift's description of the array or dictionary.
                case .list?, .object?, nil: break
                }

            case .section(let path, let inverted, let end):
                next = end
                renderSection(lookup(path), inverted: inverted, body: index + 1..<end, contentType, into: &out)

            case .partial(let template, let indent):
                guard depth < Self.depthLimit else { break }
                let saved = indentation.count
                if let indent { indentation.append(contentsOf: set.text[indent]) }
                depth += 1
                // A partial starts over in HTML, as swift-mustache's `withPartial` does.
                render(set.roots[template], .html, into: &out)
                depth -= 1
                indentation.removeSubrange(saved...)

            case .parent(let template, let indent, let overrides, let end):
                next = end
                guard depth < Self.depthLimit else { break }
                let saved = indentation.count
                indentation.append(contentsOf: set.text[indent])
                frames.append(overrides)
                depth += 1
                render(set.roots[template], .html, into: &out)
                depth -= 1
                frames.removeLast()
                indentation.removeSubrange(saved...)

            case .block(let id, let indent, let end):
                next = end
                guard depth < Self.depthLimit else { break }
                let body = override(of: id) ?? index + 1..<end
                let saved = indentation.count
                indentation.append(contentsOf: set.text[indent])
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
                out.insert(contentsOf: indentation, at: before)
            }
            index = next
        }
    }

    private mutating func renderSection(_ value: TemplateValue?, inverted: Bool, body: Range<Int>, _ contentType: ContentType,
                                        into out: inout [UInt8]) {
        switch value {
        case nil:
            if inverted { render(body, contentType, into: &out) }
        case .bool(let bool)?:
            if bool != inverted { render(body, contentType, into: &out) }
        case .list(let list)?:
            if inverted {
                // swift-mustache pushes the empty list itself.
                if list.isEmpty { renderPushing(value!, body, contentType, into: &out) }
            } else {
                for element in list { renderPushing(element, body, contentType, into: &out) }
            }
        case .string?, .int?, .object?:
            if !inverted { renderPushing(value!, body, contentType, into: &out) }
        }
    }

    private mutating func renderPushing(_ value: TemplateValue, _ body: Range<Int>, _ contentType: ContentType, into out: inout [UInt8]) {
        push(value)
        render(body, contentType, into: &out)
        pop()
    }

    /// Text in an indented call: the indentation goes before every line the text starts, exactly where
    /// swift-mustache's separate text tokens (one per line) would have received it.
    private func appendIndented(_ bytes: Range<Int>, since start: Int, into out: inout [UInt8]) {
        var lineStart = bytes.lowerBound
        while lineStart < bytes.upperBound {
            if endsLine(out, from: start, to: out.count) { out.append(contentsOf: indentation) }
            var lineEnd = lineStart
            while lineEnd < bytes.upperBound - 1, set.text[lineEnd] != 0x0A { lineEnd += 1 }
            out.append(contentsOf: set.text[lineStart...lineEnd])
            lineStart = lineEnd + 1
        }
    }

    /// Whether this call's output so far (`out[start..<end]`) ends with "\n" but not "\r\n": swift-mustache's
    /// `string.last == "\n"`, where "\r\n" is one `Character`.
    private func endsLine(_ out: [UInt8], from start: Int, to end: Int) -> Bool {
        guard end > start, out[end - 1] == 0x0A else { return false }
        return end - 2 < start || out[end - 2] != 0x0D
    }

    /// The override of block `id` given by the outermost parent that has one.
    private func override(of id: Int) -> Range<Int>? {
        for frame in frames {
            for entry in set.overrides[set.overrideGroups[frame]] where entry.block == id { return entry.body }
        }
        return nil
    }

    /// `a.b.c`: `a` in the nearest object up the stack that has it, then strictly down.
    private mutating func lookup(_ pathIndex: Int) -> TemplateValue? {
        let value = find(pathIndex)
        if strict, value == nil, !declared(pathIndex) {
            let path = set.paths[pathIndex]
            unknownNames.insert((path.anchored ? "." : "") + set.keys[path.keys].joined(separator: "."))
        }
        return value
    }

    /// Strict mode, for a path that found nothing: whether the model that would hold it says it exists.
    private func declared(_ pathIndex: Int) -> Bool {
        let path = set.paths[pathIndex]
        guard !path.keys.isEmpty else { return true }
        var key = path.keys.lowerBound
        var value: TemplateValue
        if path.anchored {
            guard let top = stack.last else { return false }
            value = top
        } else {
            let id = set.keyIDs[key]
            var level = stack.count - 1
            while true {
                guard level >= 0 else { return false }
                if let slot = shapes[level].slot(of: id) {
                    guard let found = slots[level][slot] else { return true }
                    value = found
                    break
                }
                level -= 1
            }
            key += 1
        }
        while key < path.keys.upperBound {
            let id = set.keyIDs[key]
            guard let found = value.field(id) else { return value.declares(id) }
            value = found
            key += 1
        }
        return true
    }

    private func find(_ pathIndex: Int) -> TemplateValue? {
        let path = set.paths[pathIndex]
        guard !path.keys.isEmpty else { return stack.last }
        var key = path.keys.lowerBound
        var value: TemplateValue
        if path.anchored {
            guard let top = stack.last else { return nil }
            value = top
        } else {
            let id = set.keyIDs[key]
            var level = stack.count - 1
            while true {
                guard level >= 0 else { return nil }
                if let slot = shapes[level].slot(of: id), let found = slots[level][slot] {
                    value = found
                    break
                }
                level -= 1
            }
            key += 1
        }
        while key < path.keys.upperBound {
            guard let found = value.field(set.keyIDs[key]) else { return nil }
            value = found
            key += 1
        }
        return value
    }
}
