/// Reads one TOML document, working on its UTF-8 bytes.
///
/// Positions are byte offsets; they become line and column only when an error is thrown, so the
/// happy path never counts lines.
struct TOMLParser {
    /// Far deeper than any hand-written file needs, shallow enough that recursion can't exhaust the stack.
    static let maxNesting = 100

    let bytes: [UInt8]
    /// Offset of line 1, column 1: just after a byte order mark, if any.
    let start: Int
    var pos: Int
    var depth = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        pos = start
    }

    mutating func parseDocument() throws(TOMLParseError) -> TOMLTable {
        let root = TOMLTableBuilder(origin: .header)
        var table = root
        var tablePath: [String] = []
        while true {
            skipWhitespace()
            guard pos < bytes.count else { break }
            switch bytes[pos] {
            case .lf, .cr:
                try skipNewline()
            case UInt8(ascii: "#"):
                try skipComment()
            case UInt8(ascii: "["):
                (table, tablePath) = try parseTableHeader(root: root)
                try expectLineEnd()
            default:
                try parseKeyValue(into: table, path: tablePath)
                try expectLineEnd()
            }
        }
        return root.build()
    }

    // MARK: - Tables and keys

    /// Parses `[name]` or `[[name]]` and returns the table that following keys go into.
    private mutating func parseTableHeader(
        root: TOMLTableBuilder
    ) throws(TOMLParseError) -> (TOMLTableBuilder, [String]) {
        let open = pos
        let isArray = pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "[")
        pos += isArray ? 2 : 1
        skipWhitespace()
        guard pos < bytes.count, !Self.endsLine(bytes[pos]) else {
            throw error(.unterminatedTableHeader, at: open)
        }
        let keyStart = pos
        let key = try parseKey()
        skipWhitespace()
        guard pos < bytes.count, !Self.endsLine(bytes[pos]) else {
            throw error(.unterminatedTableHeader, at: open)
        }
        guard bytes[pos] == UInt8(ascii: "]") else { throw unexpectedCharacter(at: pos) }
        pos += 1
        if isArray {
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: "]") else {
                throw error(.unterminatedTableHeader, at: open)
            }
            pos += 1
        }
        let table = try defineTable(key, isArray: isArray, in: root, at: keyStart)
        return (table, key)
    }

    private func defineTable(
        _ key: [String], isArray: Bool, in root: TOMLTableBuilder, at keyStart: Int
    ) throws(TOMLParseError) -> TOMLTableBuilder {
        var table = root
        for (index, part) in key.dropLast().enumerated() {
            switch table[part] {
            case nil:
                let child = TOMLTableBuilder(origin: .implicit)
                table.insert(.table(child), for: part)
                table = child
            case .table(let child):
                table = child
            case .tableArray(let elements):
                // `[fruits.details]` after `[[fruits]]` belongs to the latest fruit.
                table = elements[elements.count - 1]
            case .value:
                throw error(.tableRedefinesValue(Self.displayName(key[...index])), at: keyStart)
            }
        }

        let last = key[key.count - 1]
        let child = TOMLTableBuilder(origin: .header)
        switch table[last] {
        case nil:
            table.insert(isArray ? .tableArray([child]) : .table(child), for: last)
            return child
        case .table(let existing) where !isArray && existing.origin == .implicit:
            existing.origin = .header
            return existing
        case .tableArray where isArray:
            table.append(child, toArrayAt: last)
            return child
        case .table, .tableArray:
            throw error(.tableRedefined(Self.displayName(key[...])), at: keyStart)
        case .value:
            throw error(.tableRedefinesValue(Self.displayName(key[...])), at: keyStart)
        }
    }

    /// Parses `key = value` and stores it; `path` names `table` for error messages.
    private mutating func parseKeyValue(
        into table: TOMLTableBuilder, path: [String]
    ) throws(TOMLParseError) {
        let keyStart = pos
        let key = try parseKey()
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "=") else {
            throw error(.missingEquals, at: pos)
        }
        pos += 1
        skipWhitespace()
        let value = try parseValue()
        try assign(value, to: key, in: table, path: path, at: keyStart)
    }

    private func assign(
        _ value: TOMLValue, to key: [String], in root: TOMLTableBuilder, path: [String], at keyStart: Int
    ) throws(TOMLParseError) {
        var table = root
        for (index, part) in key.dropLast().enumerated() {
            switch table[part] {
            case nil:
                let child = TOMLTableBuilder(origin: .dotted)
                table.insert(.table(child), for: part)
                table = child
            case .table(let child) where child.origin == .dotted || child.origin == .implicit:
                // Once extended by dotted keys, a later `[header]` may no longer define it.
                child.origin = .dotted
                table = child
            case .table, .tableArray:
                // TOML forbids adding to a `[table]` from outside its own section.
                throw error(.tableRedefined(Self.displayName(path + key[...index])), at: keyStart)
            case .value:
                throw error(.tableRedefinesValue(Self.displayName(key[...index])), at: keyStart)
            }
        }

        let last = key[key.count - 1]
        switch table[last] {
        case nil:
            table.insert(.value(value), for: last)
        case .value:
            throw error(.duplicateKey(Self.displayName(key[...])), at: keyStart)
        case .table, .tableArray:
            throw error(.valueRedefinesTable(Self.displayName(key[...])), at: keyStart)
        }
    }

    /// Parses a possibly dotted key (`a`, `"a b"`, `a . 'b'`) into its parts.
    private mutating func parseKey() throws(TOMLParseError) -> [String] {
        var parts = [try parseSimpleKey()]
        while true {
            var next = pos
            while next < bytes.count, Self.isWhitespace(bytes[next]) { next += 1 }
            guard next < bytes.count, bytes[next] == UInt8(ascii: ".") else { return parts }
            pos = next + 1
            skipWhitespace()
            parts.append(try parseSimpleKey())
        }
    }

    private mutating func parseSimpleKey() throws(TOMLParseError) -> String {
        guard pos < bytes.count else { throw error(.invalidKey, at: pos) }
        switch bytes[pos] {
        case .quote:
            guard !hasPrefix("\"\"\"") else { throw error(.invalidKey, at: pos) }
            return try parseString(closedBy: .quote, multiline: false)
        case .apostrophe:
            guard !hasPrefix("'''") else { throw error(.invalidKey, at: pos) }
            return try parseString(closedBy: .apostrophe, multiline: false)
        case let byte where Self.isBareKey(byte):
            let keyStart = pos
            while pos < bytes.count, Self.isBareKey(bytes[pos]) { pos += 1 }
            // Catch `título` or `a$b` here, where the message can say what a key may contain.
            if pos < bytes.count, !Self.canFollowKey(bytes[pos]) {
                throw error(.invalidKey, at: pos)
            }
            return String(decoding: bytes[keyStart..<pos], as: UTF8.self)
        default:
            throw error(.invalidKey, at: pos)
        }
    }

    // MARK: - Values

    private mutating func parseValue() throws(TOMLParseError) -> TOMLValue {
        guard pos < bytes.count else { throw error(.missingValue, at: pos) }
        switch bytes[pos] {
        case .quote:
            return .string(try hasPrefix("\"\"\"") ? parseString(closedBy: .quote, multiline: true) : parseString(closedBy: .quote, multiline: false))
        case .apostrophe:
            return .string(try hasPrefix("'''") ? parseString(closedBy: .apostrophe, multiline: true) : parseString(closedBy: .apostrophe, multiline: false))
        case UInt8(ascii: "["):
            return try parseArray()
        case UInt8(ascii: "{"):
            return try parseInlineTable()
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            // `.` is not a valid start, but `.5` reads best as a bad number rather than as unquoted text.
            return try parseNumberOrDateTime()
        default:
            return try parseKeyword()
        }
    }

    /// Parses `true`, `false`, `inf` and `nan`; any other bare word is reported whole.
    private mutating func parseKeyword() throws(TOMLParseError) -> TOMLValue {
        let wordStart = pos
        while pos < bytes.count, !Self.endsValue(bytes[pos]) { pos += 1 }
        let word = bytes[wordStart..<pos]
        if word.isEmpty { throw error(.missingValue, at: wordStart) }
        if word.elementsEqual("true".utf8) { return .boolean(true) }
        if word.elementsEqual("false".utf8) { return .boolean(false) }
        if word.elementsEqual("inf".utf8) { return .float(.infinity) }
        if word.elementsEqual("nan".utf8) { return .float(.nan) }
        throw error(.invalidValue(String(decoding: word, as: UTF8.self)), at: wordStart)
    }

    private mutating func parseArray() throws(TOMLParseError) -> TOMLValue {
        let open = pos
        try enterNesting()
        defer { depth -= 1 }
        pos += 1
        var elements: [TOMLValue] = []
        while true {
            _ = try skipBlankLines()
            guard pos < bytes.count else { throw error(.unterminatedArray, at: open) }
            if bytes[pos] == UInt8(ascii: "]") {
                pos += 1
                return .array(elements)
            }
            elements.append(try parseValue())
            let crossedLine = try skipBlankLines()
            guard pos < bytes.count else { throw error(.unterminatedArray, at: open) }
            switch bytes[pos] {
            case UInt8(ascii: ","):
                pos += 1
            case UInt8(ascii: "]"):
                pos += 1
                return .array(elements)
            default:
                // Something on a later line means the `]` was forgotten; point at the list itself.
                throw crossedLine ? error(.unterminatedArray, at: open) : unexpectedCharacter(at: pos)
            }
        }
    }

    private mutating func parseInlineTable() throws(TOMLParseError) -> TOMLValue {
        let open = pos
        try enterNesting()
        defer { depth -= 1 }
        pos += 1
        let table = TOMLTableBuilder(origin: .inline)
        skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
            pos += 1
            return .table(table.build())
        }
        while true {
            skipWhitespace()
            guard pos < bytes.count, !Self.endsLine(bytes[pos]) else {
                throw error(.unterminatedInlineTable, at: open)
            }
            let keyStart = pos
            let key = try parseKey()
            skipWhitespace()
            guard pos < bytes.count, !Self.endsLine(bytes[pos]) else {
                throw error(.unterminatedInlineTable, at: open)
            }
            guard bytes[pos] == UInt8(ascii: "=") else { throw error(.missingEquals, at: pos) }
            pos += 1
            skipWhitespace()
            let value = try parseValue()
            try assign(value, to: key, in: table, path: [], at: keyStart)
            skipWhitespace()
            guard pos < bytes.count, !Self.endsLine(bytes[pos]) else {
                throw error(.unterminatedInlineTable, at: open)
            }
            switch bytes[pos] {
            case UInt8(ascii: ","):
                pos += 1
                skipWhitespace()
                // TOML 1.0 allows no trailing comma in inline tables.
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") { throw unexpectedCharacter(at: pos) }
            case UInt8(ascii: "}"):
                pos += 1
                return .table(table.build())
            default:
                throw unexpectedCharacter(at: pos)
            }
        }
    }

    private mutating func enterNesting() throws(TOMLParseError) {
        depth += 1
        if depth > Self.maxNesting { throw error(.nestingTooDeep, at: pos) }
    }

    // MARK: - Whitespace, comments, line ends

    private mutating func skipWhitespace() {
        while pos < bytes.count, Self.isWhitespace(bytes[pos]) { pos += 1 }
    }

    /// Consumes LF or CRLF; a lone CR is not a line break in TOML.
    private mutating func skipNewline() throws(TOMLParseError) {
        if bytes[pos] == .cr {
            guard pos + 1 < bytes.count, bytes[pos + 1] == .lf else { throw unexpectedCharacter(at: pos) }
            pos += 1
        }
        pos += 1
    }

    /// Consumes a comment up to, not including, its line break.
    private mutating func skipComment() throws(TOMLParseError) {
        pos += 1
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == .lf { return }
            if byte == .cr, pos + 1 < bytes.count, bytes[pos + 1] == .lf { return }
            if Self.isControl(byte) { throw unexpectedCharacter(at: pos) }
            pos += 1
        }
    }

    /// Skips whitespace, line breaks and comments between array elements; tells whether a line ended.
    private mutating func skipBlankLines() throws(TOMLParseError) -> Bool {
        var crossedLine = false
        while pos < bytes.count {
            switch bytes[pos] {
            case .space, .tab:
                pos += 1
            case .lf, .cr:
                try skipNewline()
                crossedLine = true
            case UInt8(ascii: "#"):
                try skipComment()
            default:
                return crossedLine
            }
        }
        return crossedLine
    }

    /// After a key/value pair or header only a comment may follow on the same line.
    private mutating func expectLineEnd() throws(TOMLParseError) {
        skipWhitespace()
        guard pos < bytes.count else { return }
        if bytes[pos] == UInt8(ascii: "#") {
            try skipComment()
            guard pos < bytes.count else { return }
        }
        guard bytes[pos] == .lf || bytes[pos] == .cr else { throw error(.trailingContent, at: pos) }
        try skipNewline()
    }

    // MARK: - Helpers

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard pos + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { bytes[pos..<pos + count].elementsEqual($0) }
    }

    func error(_ reason: TOMLParseError.Reason, at offset: Int) -> TOMLParseError {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = start
        for index in start..<end where bytes[index] == .lf {
            line += 1
            lineStart = index + 1
        }
        // Count scalars, not bytes, so `ação` is four columns wide: skip UTF-8 continuation bytes.
        let column = 1 + bytes[lineStart..<end].lazy.filter { $0 & 0xC0 != 0x80 }.count
        return TOMLParseError(line: line, column: column, reason: reason)
    }

    func unexpectedCharacter(at offset: Int) -> TOMLParseError {
        error(.unexpectedCharacter(character(at: offset)), at: offset)
    }

    /// The character starting at `offset`, decoded only for error messages.
    func character(at offset: Int) -> Character {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return Character(scalar) }
        return "\u{FFFD}"
    }

    /// A key as a person would write it, quoting parts that aren't bare.
    private static func displayName(_ parts: ArraySlice<String>) -> String {
        parts.map { part in
            !part.isEmpty && part.utf8.allSatisfy(isBareKey) ? part : "\"\(part)\""
        }.joined(separator: ".")
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab
    }

    /// Control characters other than tab, which TOML forbids in comments and strings.
    static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != .tab) || byte == 0x7F
    }

    /// `A-Z a-z 0-9 _ -`: the bytes of a key written without quotes.
    static func isBareKey(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// A `:` is let through so YAML habits (`title: "x"`) get the clearer "expected =" message.
    private static func canFollowKey(_ byte: UInt8) -> Bool {
        switch byte {
        case .space, .tab, .lf, .cr, UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "]"), UInt8(ascii: "#"),
             UInt8(ascii: ":"):
            true
        default:
            false
        }
    }

    /// Line break or comment start: nothing more of the current construct can follow.
    private static func endsLine(_ byte: UInt8) -> Bool {
        byte == .lf || byte == .cr || byte == UInt8(ascii: "#")
    }

    private static func endsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case .space, .tab, .lf, .cr, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "#"):
            true
        default:
            false
        }
    }
}
