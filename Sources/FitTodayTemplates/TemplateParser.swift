/// Turns one template's text into tokens.
///
/// It follows swift-mustache 2.1.1's parser (`Template+Parser.swift`) step for step, quirks included, because
/// pages must come out byte for byte as they did: which lines count as standalone, the whitespace kept before
/// partials and blocks, the indentation stripped inside `{{<parent}}` overrides, trailing blanks at the very end.
/// It reads UTF-8 bytes; where swift-mustache's `Character`s could differ from bytes (a combining mark after a
/// brace or a space) it asks `GraphemeBoundary`.
struct TemplateParser {
    private let bytes: [UInt8]
    private let template: String
    private var position = 0

    /// swift-mustache's `ParserState`.
    private struct State {
        var sectionName: String?
        /// Offset of the tag that opened the section, for `unclosedSection`.
        var sectionStart = 0
        /// At the start of a line: leading blanks are set aside and tags may be standalone.
        var newLine = true
        /// Inside the body of an override (`{{<parent}}{{$block}}...`).
        var isPartialDefinition = false
        /// Directly inside `{{<parent}}`, where `{{$block}}` defines an override.
        var isPartialDefinitionTopLevel = false
        var startDelimiter: [UInt8] = Array("{{".utf8)
        var endDelimiter: [UInt8] = Array("}}".utf8)
        /// Blanks of an override's first line, stripped from the following lines.
        var partialDefinitionIndent: Int?

        func section(_ name: String, start: Int, newLine: Bool) -> State {
            var state = self
            state.sectionName = name
            state.sectionStart = start
            state.isPartialDefinitionTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }

        func inheritance(_ name: String, start: Int) -> State {
            var state = self
            state.sectionName = name
            state.sectionStart = start
            state.newLine = true
            state.isPartialDefinition = true
            state.isPartialDefinitionTopLevel = true
            return state
        }

        func delimiters(start: [UInt8], end: [UInt8]) -> State {
            var state = self
            state.startDelimiter = start
            state.endDelimiter = end
            state.isPartialDefinitionTopLevel = false
            return state
        }
    }

    /// Where reading text stopped.
    private enum Stop {
        /// At a line break of this many bytes, not yet read.
        case newline(Int)
        /// After a start delimiter that began at this offset.
        case tag(Int)
        case end
    }

    static func parse(template: String, text: String) throws(TemplateSyntaxError) -> [ParsedToken] {
        var parser = TemplateParser(bytes: Array(text.utf8), template: template)
        return try parser.parse(State())
    }

    private init(bytes: [UInt8], template: String) {
        self.bytes = bytes
        self.template = template
    }

    // MARK: Tags

    private mutating func parse(_ initial: State) throws(TemplateSyntaxError) -> [ParsedToken] {
        var tokens: [ParsedToken] = []
        var state = initial
        var whiteSpaceBefore: ArraySlice<UInt8> = []
        scanning: while position < bytes.count {
            if state.newLine {
                let whiteSpace = readSpacesAndTabs()
                if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = whiteSpace.dropFirst(indent)
                    } else {
                        state.partialDefinitionIndent = whiteSpace.count
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let (text, stop) = try readUntilTagOrNewline(state)
            let tagStart: Int
            switch stop {
            case .newline(let length):
                tokens.append(.text(Array(whiteSpaceBefore) + bytes[text] + bytes[position..<position + length]))
                state.newLine = true
                position += length
                continue scanning
            case .end:
                // Blanks read at the start of a last line with nothing after them are dropped, as swift-mustache does.
                if !text.isEmpty { tokens.append(.text(Array(whiteSpaceBefore) + bytes[text])) }
                break scanning
            case .tag(let start):
                tagStart = start
            }
            if !text.isEmpty {
                tokens.append(.text(Array(whiteSpaceBefore) + bytes[text]))
                whiteSpaceBefore = []
                state.newLine = false
            }
            // swift-mustache drops a "{{" that ends the text or a line; here it is an error.
            guard position < bytes.count, newlineLength(at: position) == 0 else { throw error(.unclosedTag, at: tagStart) }
            var setNewLine = false
            // A sigil carrying a combining mark is no sigil to swift-mustache: the tag is then read as a variable.
            switch GraphemeBoundary.isWholeCharacter(bytes, at: position) ? bytes[position] : 0 {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = bytes[position] == UInt8(ascii: "^")
                position += 1
                let name = try readName(state, tagStart: tagStart)
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(Array(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }
                let body = try parse(state.section(name, start: tagStart, newLine: setNewLine))
                tokens.append(.section(name: name, inverted: inverted, body: body))

            case UInt8(ascii: "/"):
                position += 1
                let name = try readName(state, tagStart: tagStart)
                guard let open = state.sectionName else { throw error(.unexpectedClose(name), at: tagStart) }
                guard name == open else { throw error(.mismatchedClose(expected: open, found: name), at: tagStart) }
                if !isStandalone(state), !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(Array(whiteSpaceBefore)))
                }
                return tokens

            case UInt8(ascii: "!"):
                position += 1
                try skipComment(state, tagStart: tagStart)
                setNewLine = isStandalone(state)

            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                let triple = bytes[position] == UInt8(ascii: "{")
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(Array(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }
                position += 1
                let name = try readName(state, tagStart: tagStart)
                if triple {
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "}"),
                          GraphemeBoundary.isWholeCharacter(bytes, at: position) else {
                        throw error(.unclosedTag, at: tagStart)
                    }
                    position += 1
                }
                tokens.append(.variable(name: name, escaped: false))

            case UInt8(ascii: ">"):
                position += 1
                skipWhitespace()
                var dynamic = false
                if position < bytes.count, bytes[position] == UInt8(ascii: "*") {
                    position += 1
                    dynamic = true
                }
                // Dynamic names (`{{>*name}}`) are not supported: the name keeps its star and matches no template.
                let name = (dynamic ? "*" : "") + (try readPartialName(state, tagStart: tagStart))
                if !whiteSpaceBefore.isEmpty { tokens.append(.text(Array(whiteSpaceBefore))) }
                if isStandalone(state) {
                    setNewLine = true
                    tokens.append(.partial(name: name, indentation: Array(whiteSpaceBefore), line: line(at: tagStart)))
                } else {
                    tokens.append(.partial(name: name, indentation: nil, line: line(at: tagStart)))
                }
                whiteSpaceBefore = []

            case UInt8(ascii: "<"):
                position += 1
                skipWhitespace()
                let name = try readPartialName(state, tagStart: tagStart)
                if !whiteSpaceBefore.isEmpty { tokens.append(.text(Array(whiteSpaceBefore))) }
                if isStandalone(state) { setNewLine = true }
                let body = try parse(state.inheritance(name, start: tagStart))
                var overrides: [(name: String, body: [ParsedToken])] = []
                for token in body {
                    // swift-mustache rejects anything but text and blocks here; other tags are ignored.
                    if case .blockDefinition(let block, let blockBody) = token { overrides.append((block, blockBody)) }
                }
                tokens.append(.parent(name: name, indentation: Array(whiteSpaceBefore), overrides: overrides,
                                      line: line(at: tagStart)))
                whiteSpaceBefore = []

            case UInt8(ascii: "$"):
                position += 1
                let name = try readName(state, tagStart: tagStart)
                if state.isPartialDefinitionTopLevel {
                    if isStandalone(state) { setNewLine = true }
                    let body = try parse(state.section(name, start: tagStart, newLine: setNewLine))
                    tokens.append(.blockDefinition(name: name, body: body))
                } else {
                    if !whiteSpaceBefore.isEmpty { tokens.append(.text(Array(whiteSpaceBefore))) }
                    if isStandalone(state) { setNewLine = true }
                    let body = try parse(state.section(name, start: tagStart, newLine: setNewLine))
                    tokens.append(.blockExpansion(name: name, body: body, indentation: Array(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }

            case UInt8(ascii: "="):
                position += 1
                state = try readDelimiters(state, tagStart: tagStart)
                setNewLine = isStandalone(state)

            case UInt8(ascii: "%"):
                position += 1
                tokens.append(.contentType(try readPragma(state, tagStart: tagStart)))
                setNewLine = isStandalone(state)

            default:
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(.text(Array(whiteSpaceBefore)))
                    whiteSpaceBefore = []
                }
                let name = try readName(state, tagStart: tagStart)
                tokens.append(.variable(name: name, escaped: true))
            }
            state.newLine = setNewLine
        }
        if let name = state.sectionName { throw error(.unclosedSection(name), at: state.sectionStart) }
        return tokens
    }

    /// Reads text up to a start delimiter (read too) or a line break (left unread), swift-mustache's
    /// `readUntilDelimiterOrNewline`: only "\n" and "\r\n" end a text line.
    private mutating func readUntilTagOrNewline(_ state: State) throws(TemplateSyntaxError) -> (Range<Int>, Stop) {
        let start = position
        let delimiter = state.startDelimiter
        let first = delimiter[0]
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { return (start..<position, .newline(1)) }
            if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { return (start..<position, .newline(2)) }
            if byte == first {
                if matches(delimiter, at: position) {
                    let tag = position
                    position += delimiter.count
                    return (start..<tag, .tag(tag))
                }
                // swift-mustache fails when fewer characters than the delimiter's are left after its first one.
                if bytes.count - position < delimiter.count,
                   String(decoding: bytes[position...], as: UTF8.self).count < String(decoding: delimiter, as: UTF8.self).count {
                    throw error(.unclosedTag, at: position)
                }
            }
            position += 1
        }
        return (start..<position, .end)
    }

    /// A tag name: blanks, name characters, blanks, then the end delimiter.
    private mutating func readName(_ state: State, tagStart: Int) throws(TemplateSyntaxError) -> String {
        try readName(state, tagStart: tagStart, allowingSlash: false)
    }

    /// A partial or parent name, which may also contain "/".
    private mutating func readPartialName(_ state: State, tagStart: Int) throws(TemplateSyntaxError) -> String {
        try readName(state, tagStart: tagStart, allowingSlash: true)
    }

    private mutating func readName(_ state: State, tagStart: Int, allowingSlash: Bool) throws(TemplateSyntaxError) -> String {
        skipWhitespace()
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position], slash: allowingSlash, brackets: true) { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        skipWhitespace()
        guard matches(state.endDelimiter, at: position) else { throw error(.unclosedTag, at: tagStart) }
        position += state.endDelimiter.count
        return name
    }

    /// Skips to just after the end delimiter, matching it the way swift-mustache's `read(untilString:)` does:
    /// character by character, starting over (without looking back) at the first character that differs.
    private mutating func skipComment(_ state: State, tagStart: Int) throws(TemplateSyntaxError) {
        let delimiter = state.endDelimiter
        var matched = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == delimiter[matched], byte >= 0x80 || GraphemeBoundary.isWholeCharacter(bytes, at: position) {
                matched += 1
                if matched == delimiter.count {
                    position += 1
                    return
                }
            } else {
                matched = 0
            }
            position += 1
        }
        throw error(.unclosedTag, at: tagStart)
    }

    /// `{{=<% %>=}}`: the new delimiters, closed by the current end delimiter.
    private mutating func readDelimiters(_ state: State, tagStart: Int) throws(TemplateSyntaxError) -> State {
        skipWhitespace()
        let startBegin = position
        while position < bytes.count, whitespaceLength(at: position) == 0 { position += 1 }
        guard position < bytes.count else { throw error(.badDelimiters, at: tagStart) }
        let start = Array(bytes[startBegin..<position])
        skipWhitespace()
        let endBegin = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "="), whitespaceLength(at: position) == 0 { position += 1 }
        guard position < bytes.count else { throw error(.badDelimiters, at: tagStart) }
        let end = Array(bytes[endBegin..<position])
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw error(.badDelimiters, at: tagStart) }
        position += 1
        guard matches(state.endDelimiter, at: position) else { throw error(.badDelimiters, at: tagStart) }
        position += state.endDelimiter.count
        guard !start.isEmpty, !end.isEmpty else { throw error(.badDelimiters, at: tagStart) }
        return state.delimiters(start: start, end: end)
    }

    /// `{{% CONTENT_TYPE: X}}`, the only pragma swift-mustache knows.
    private mutating func readPragma(_ state: State, tagStart: Int) throws(TemplateSyntaxError) -> ContentType {
        let contentStart = position
        skipWhitespace()
        let variableStart = position
        while position < bytes.count, Self.isNameByte(bytes[position], slash: false, brackets: false) { position += 1 }
        let variable = String(decoding: bytes[variableStart..<position], as: UTF8.self)
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: ":") {
            position += 1
            skipWhitespace()
            let valueStart = position
            while position < bytes.count, Self.isNameByte(bytes[position], slash: false, brackets: false) { position += 1 }
            let value = String(decoding: bytes[valueStart..<position], as: UTF8.self)
            skipWhitespace()
            if matches(state.endDelimiter, at: position), variable == "CONTENT_TYPE", let contentType = ContentType(pragmaValue: value) {
                position += state.endDelimiter.count
                return contentType
            }
        }
        // Name the whole tag's content in the error, or call the tag unclosed when it has no end.
        position = contentStart
        while position < bytes.count, !matches(state.endDelimiter, at: position) { position += 1 }
        guard position < bytes.count else { throw error(.unclosedTag, at: tagStart) }
        var content = Substring(String(decoding: bytes[contentStart..<position], as: UTF8.self))
        while let first = content.first, first.isWhitespace { content.removeFirst() }
        while let last = content.last, last.isWhitespace { content.removeLast() }
        throw error(.unknownPragma(String(content)), at: tagStart)
    }

    // MARK: Lines and blanks

    /// swift-mustache's `isStandalone`: at the start of a line and only blanks up to its end, which is then read.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if position == bytes.count { return true }
        var end = position
        while end < bytes.count, isSpaceOrTab(at: end) { end += 1 }
        let length = newlineLength(at: end)
        guard length > 0 else { return false }
        position = end + length
        return true
    }

    private mutating func readSpacesAndTabs() -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.count, isSpaceOrTab(at: position) { position += 1 }
        return bytes[start..<position]
    }

    /// A space or tab that is a whole `Character` (not a space carrying a combining mark).
    private func isSpaceOrTab(at index: Int) -> Bool {
        let byte = bytes[index]
        guard byte == 0x20 || byte == 0x09 else { return false }
        return GraphemeBoundary.isWholeCharacter(bytes, at: index)
    }

    /// Skips `Character`s whose first scalar is white space (`Character.isWhitespace`), marks they carry included.
    private mutating func skipWhitespace() {
        while true {
            let length = whitespaceLength(at: position)
            guard length > 0 else { return }
            position += length
            while position < bytes.count, bytes[position] >= 0x80, !GraphemeBoundary.startsCharacter(bytes, at: position) {
                position += 1
                while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
            }
        }
    }

    /// Bytes of the `Character.isNewline` character at `index`, or 0.
    private func newlineLength(at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        switch bytes[index] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return byte(at: index + 1) == 0x85 ? 2 : 0
        case 0xE2: return byte(at: index + 1) == 0x80 && (byte(at: index + 2) == 0xA8 || byte(at: index + 2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// Bytes of the Unicode white space scalar at `index` (what `Character.isWhitespace` accepts), or 0.
    private func whitespaceLength(at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        switch bytes[index] {
        case 0x09...0x0D, 0x20:
            return 1
        case 0xC2:
            let next = byte(at: index + 1)
            return next == 0x85 || next == 0xA0 ? 2 : 0
        case 0xE1:
            return byte(at: index + 1) == 0x9A && byte(at: index + 2) == 0x80 ? 3 : 0
        case 0xE2:
            let (second, third) = (byte(at: index + 1), byte(at: index + 2))
            if second == 0x80, (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF { return 3 }
            return second == 0x81 && third == 0x9F ? 3 : 0
        case 0xE3:
            return byte(at: index + 1) == 0x80 && byte(at: index + 2) == 0x80 ? 3 : 0
        default:
            return 0
        }
    }

    private func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// Whether `delimiter` starts at `index` as whole characters.
    private func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
        guard bytes.count - index >= delimiter.count else { return false }
        for offset in 0..<delimiter.count where bytes[index + offset] != delimiter[offset] { return false }
        let last = index + delimiter.count - 1
        if bytes[index] < 0x80, !GraphemeBoundary.isWholeCharacter(bytes, at: index) { return false }
        if bytes[last] < 0x80, !GraphemeBoundary.isWholeCharacter(bytes, at: last) { return false }
        return true
    }

    /// swift-mustache's name characters: `sectionNameChars` (with brackets), `partialNameChars` (with slash),
    /// `sectionNameCharsWithoutBrackets`.
    private static func isNameByte(_ byte: UInt8, slash: Bool, brackets: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"):
            return true
        case UInt8(ascii: "("), UInt8(ascii: ")"):
            return brackets
        case UInt8(ascii: "/"):
            return slash
        default:
            return false
        }
    }

    // MARK: Errors

    private func error(_ kind: TemplateSyntaxError.Kind, at offset: Int) -> TemplateSyntaxError {
        TemplateSyntaxError(template: template, line: line(at: offset), kind: kind)
    }

    /// 1-based line of `offset`, counting line breaks as swift-mustache does (`Character.isNewline`).
    private func line(at offset: Int) -> Int {
        var line = 1
        var index = 0
        while index < offset {
            let length = newlineLength(at: index)
            if length > 0 {
                line += 1
                index += length
            } else {
                index += 1
            }
        }
        return line
    }
}
