/// Brings the bytes of a CSV file to UTF-8 before it is read, whatever encoding the app or a spreadsheet
/// program saved it in.
///
/// UTF-8 (with or without a byte order mark) is used as it is; UTF-16 with a byte order mark, or without one
/// when the first line shows the pattern of ASCII text in UTF-16, is converted. Bytes that are not UTF-8 are
/// read as Windows-1252 (a superset of Latin-1 in every printable character, and what spreadsheet programs
/// write on Windows) when every byte has a meaning there; otherwise the file is refused, since guessing
/// would import garbled names. NUL bytes are refused with their line: they are never part of an export,
/// and they would cut text short further on.
public enum CSVTextDecoder {
    /// The encoding a file was found in.
    public enum Encoding: String, Equatable, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
        case windows1252 = "Windows-1252"
    }

    /// Why the bytes cannot be read as text.
    public enum Failure: Error, Equatable, Sendable {
        /// A NUL byte, on this 1-based line.
        case nulByte(line: Int)
        /// Neither UTF-8, UTF-16 nor Windows-1252.
        case unknownEncoding
    }

    /// The bytes as UTF-8 without a byte order mark, and the encoding they were found in.
    public static func decode(_ bytes: [UInt8]) throws(Failure) -> (bytes: [UInt8], encoding: Encoding) {
        let result: (bytes: [UInt8], encoding: Encoding)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let body = Array(bytes[3...])
            guard isValidUTF8(body) else { throw nulLineOr(.unknownEncoding, in: body) }
            result = (body, .utf8)
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            result = (try utf16(Array(bytes[2...]), littleEndian: true), .utf16LittleEndian)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            result = (try utf16(Array(bytes[2...]), littleEndian: false), .utf16BigEndian)
        } else if let littleEndian = utf16WithoutMark(bytes) {
            result = (try utf16(bytes, littleEndian: littleEndian), littleEndian ? .utf16LittleEndian : .utf16BigEndian)
        } else if isValidUTF8(bytes) {
            result = (bytes, .utf8)
        } else {
            result = (try windows1252(bytes), .windows1252)
        }
        if let line = nulLine(in: result.bytes) { throw .nulByte(line: line) }
        return result
    }

    private static func nulLineOr(_ failure: Failure, in bytes: [UInt8]) -> Failure {
        nulLine(in: bytes).map { .nulByte(line: $0) } ?? failure
    }

    /// The 1-based line of the first NUL byte, counting LF, CR and CRLF as line ends.
    static func nulLine(in bytes: [UInt8]) -> Int? {
        guard let index = bytes.firstIndex(of: 0) else { return nil }
        var line = 1
        var position = 0
        while position < index {
            let byte = bytes[position]
            if byte == 0x0A || (byte == 0x0D && !(position + 1 < bytes.count && bytes[position + 1] == 0x0A)) { line += 1 }
            position += 1
        }
        return line
    }

    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        // Pure ASCII is the common case and needs no decoding.
        if !bytes.contains(where: { $0 >= 0x80 }) { return true }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// UTF-16 text without a byte order mark shows as ASCII with a zero byte beside every character:
    /// true for little-endian, false for big-endian, nil when the first line does not look like that.
    private static func utf16WithoutMark(_ bytes: [UInt8]) -> Bool? {
        let sample = Array(bytes.prefix(64))
        guard sample.count >= 8, sample.count % 2 == 0 else { return nil }
        let even = stride(from: 0, to: sample.count, by: 2).map { sample[$0] }
        let odd = stride(from: 1, to: sample.count, by: 2).map { sample[$0] }
        if odd.allSatisfy({ $0 == 0 }), even.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return true }
        if even.allSatisfy({ $0 == 0 }), odd.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return false }
        return nil
    }

    private static func utf16(_ bytes: [UInt8], littleEndian: Bool) throws(Failure) -> [UInt8] {
        guard bytes.count % 2 == 0 else { throw .unknownEncoding }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index < bytes.count {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): output.append(contentsOf: UTF8.encode(scalar)!)
            case .emptyInput: return output
            case .error: throw .unknownEncoding
            }
        }
    }

    /// Windows-1252's characters for 0x80–0x9F; 0 where the code page leaves a byte undefined.
    private static let windows1252High: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    private static func windows1252(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                output.append(byte)
                continue
            }
            let value = (0x80..<0xA0).contains(byte) ? windows1252High[Int(byte) - 0x80] : UInt32(byte)
            guard value != 0, let scalar = Unicode.Scalar(value) else { throw nulLineOr(.unknownEncoding, in: bytes) }
            output.append(contentsOf: UTF8.encode(scalar)!)
        }
        return output
    }
}
