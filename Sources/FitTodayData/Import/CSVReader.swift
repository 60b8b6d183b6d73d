import Foundation

/// Reads RFC 4180 CSV straight from UTF-8 bytes, one record at a time.
///
/// Handles quoted fields with separators, line breaks and doubled quotes inside, a UTF-8 byte order mark,
/// CRLF, LF or CR line ends, and `,` or `;` as the separator (guessed from the first line unless given).
/// Completely empty lines are skipped. Quoting is read leniently, the way spreadsheet programs do: a quote
/// inside an unquoted field is kept as it is, and text after a closing quote is appended to the field.
/// Line breaks inside quoted fields come out as `\n` whatever the file uses.
public struct CSVReader: Sendable {
    /// A quoted field that opens on `line` and is never closed.
    public struct UnclosedQuote: Error, Equatable, Sendable {
        public var line: Int

        public init(line: Int) {
            self.line = line
        }
    }

    public let separator: UInt8
    private let bytes: [UInt8]
    private var position: Int
    private var line = 1
    private var fieldCountHint = 16

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// - Parameter separator: `,` or `;`; nil guesses it from the first line.
    public init(bytes: [UInt8], separator: UInt8? = nil) {
        self.bytes = bytes
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.separator = separator ?? Self.guessSeparator(bytes, from: position)
    }

    /// Reads the bytes of `data` (copied once, so the reader owns them).
    public init(data: Data, separator: UInt8? = nil) {
        self.init(bytes: [UInt8](data), separator: separator)
    }

    /// How far the reader is, for progress reports.
    public var bytesRead: Int { position }
    public var byteCount: Int { bytes.count }

    /// Every record left, in order, to `body`; a quote that opens and never closes goes to `unclosedQuote` with its
    /// line, and reading goes on after that line; `body` also gets how many bytes were read so far. The one record
    /// loop of the CSV readers.
    public mutating func forEachRecord<Failure: Error>(
        unclosedQuote: (_ line: Int) throws(Failure) -> Void, _ body: (CSVRecord, _ bytesRead: Int) throws(Failure) -> Void
    ) throws(Failure) {
        while true {
            let record: CSVRecord
            do {
                guard let next = try next() else { return }
                record = next
            } catch {
                try unclosedQuote(error.line)
                continue
            }
            try body(record, position)
        }
    }

    /// The next non-empty record, or nil at the end of the file.
    ///
    /// After ``UnclosedQuote`` the reader resumes on the line after the one the quote opened on, so that a
    /// caller that skips bad rows can go on reading.
    public mutating func next() throws(UnclosedQuote) -> CSVRecord? {
        while position < bytes.count {
            let start = position
            let startLine = line
            let parsed = bytes.withUnsafeBufferPointer { buffer in
                Self.parseRecord(buffer, from: start, line: startLine, separator: separator, capacity: fieldCountHint)
            }
            guard let parsed else {
                resume(afterLineOf: start)
                throw UnclosedQuote(line: startLine)
            }
            position = parsed.end
            line = parsed.endLine
            if parsed.fields.count == 1, parsed.fields[0].isEmpty, !parsed.quoted { continue }
            fieldCountHint = parsed.fields.count
            return CSVRecord(line: startLine, fields: parsed.fields)
        }
        return nil
    }

    /// Every remaining record; stops at the first unclosed quote.
    public mutating func readAll() throws(UnclosedQuote) -> [CSVRecord] {
        var records: [CSVRecord] = []
        while let record = try next() { records.append(record) }
        return records
    }

    private mutating func resume(afterLineOf start: Int) {
        var index = start
        while index < bytes.count, bytes[index] != Self.lineFeed, bytes[index] != Self.carriageReturn { index += 1 }
        if index < bytes.count, bytes[index] == Self.carriageReturn { index += 1 }
        if index < bytes.count, bytes[index] == Self.lineFeed { index += 1 }
        position = index
        line += 1
    }

    private struct Parsed {
        var fields: [String]
        var end: Int
        var endLine: Int
        var quoted: Bool
    }

    /// Parses one record starting at `start`; nil when a quoted field runs to the end of the bytes.
    private static func parseRecord(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, line startLine: Int, separator: UInt8, capacity: Int
    ) -> Parsed? {
        var fields: [String] = []
        fields.reserveCapacity(capacity)
        var index = start
        var line = startLine
        var anyQuoted = false
        let count = buffer.count
        while true {
            if index < count, buffer[index] == quote {
                anyQuoted = true
                var value: [UInt8] = []
                index += 1
                var segment = index
                var closed = false
                while index < count {
                    let byte = buffer[index]
                    if byte == quote {
                        value.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[segment..<index]))
                        if index + 1 < count, buffer[index + 1] == quote {
                            value.append(quote)
                            index += 2
                            segment = index
                            continue
                        }
                        index += 1
                        closed = true
                        break
                    }
                    if byte == lineFeed || (byte == carriageReturn && !(index + 1 < count && buffer[index + 1] == lineFeed)) {
                        line += 1
                    }
                    index += 1
                }
                guard closed else { return nil }
                let tail = index
                while index < count, buffer[index] != separator, buffer[index] != lineFeed, buffer[index] != carriageReturn { index += 1 }
                value.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[tail..<index]))
                fields.append(String(decoding: normalizedLineBreaks(value), as: UTF8.self))
            } else {
                let fieldStart = index
                while index < count {
                    let byte = buffer[index]
                    if byte == separator || byte == lineFeed || byte == carriageReturn { break }
                    index += 1
                }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[fieldStart..<index]), as: UTF8.self))
            }
            guard index < count else { break }
            let byte = buffer[index]
            index += 1
            if byte == separator {
                // A separator right before the end of the file still ends a field: the last one is empty.
                if index == count { fields.append("") }
                if index < count { continue }
                break
            }
            if byte == carriageReturn, index < count, buffer[index] == lineFeed { index += 1 }
            line += 1
            break
        }
        return Parsed(fields: fields, end: index, endLine: line, quoted: anyQuoted)
    }

    private static func normalizedLineBreaks(_ value: [UInt8]) -> [UInt8] {
        guard value.contains(carriageReturn) else { return value }
        var result: [UInt8] = []
        result.reserveCapacity(value.count)
        var index = 0
        while index < value.count {
            let byte = value[index]
            if byte == carriageReturn {
                result.append(lineFeed)
                if index + 1 < value.count, value[index + 1] == lineFeed { index += 1 }
            } else {
                result.append(byte)
            }
            index += 1
        }
        return result
    }

    /// `;` when the first line has more semicolons than commas outside quotes, `,` otherwise.
    private static func guessSeparator(_ bytes: [UInt8], from start: Int) -> UInt8 {
        var commas = 0
        var semicolons = 0
        var inQuotes = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                inQuotes.toggle()
            } else if !inQuotes {
                if byte == lineFeed || byte == carriageReturn { break }
                if byte == UInt8(ascii: ",") { commas += 1 }
                if byte == UInt8(ascii: ";") { semicolons += 1 }
            }
            index += 1
        }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }
}
