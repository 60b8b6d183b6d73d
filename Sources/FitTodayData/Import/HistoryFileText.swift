import FitTodayDomain
import Foundation
import Logging

/// An export's bytes as UTF-8, decoded once (UTF-8, UTF-16 or Windows-1252, see ``CSVTextDecoder``) for every
/// reader that looks at it: recognizing the format reads only the first lines.
public struct HistoryFileText: Sendable {
    /// The text as UTF-8, without a byte order mark.
    public let bytes: [UInt8]
    /// The encoding the file was written in.
    public let encoding: CSVTextDecoder.Encoding

    init(bytes: [UInt8], encoding: CSVTextDecoder.Encoding) {
        self.bytes = bytes
        self.encoding = encoding
    }

    /// ``decode(_:)`` of an import's file, the technical reason of a refusal told to `--verbose` under `fileName`.
    static func decode(_ data: Data, fileName: String, logger: Logger) throws(FitTodayError) -> HistoryFileText {
        do {
            return try decode([UInt8](data))
        } catch {
            logger.debug("\(fileName): \(error)")
            throw error
        }
    }

    /// Decodes a file's bytes; a NUL byte or an encoding no one can tell for sure is refused with its reason.
    public static func decode(_ data: [UInt8]) throws(FitTodayError) -> HistoryFileText {
        do {
            let text = try CSVTextDecoder.decode(data)
            return HistoryFileText(bytes: text.bytes, encoding: text.encoding)
        } catch {
            switch error {
            case let .nulByte(line): throw .importFile(reason: .nulByte(line: line))
            case .unknownEncoding: throw .importFile(reason: .unknownEncoding)
            }
        }
    }

    /// The first `count` lines (without their line ends), enough to tell a format by its header or banner.
    public func firstLines(_ count: Int) -> [String] {
        var lines: [String] = []
        var start = 0
        var index = 0
        while index < bytes.count, lines.count < count {
            if bytes[index] == 0x0A {
                var end = index
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
                lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
                start = index + 1
            }
            index += 1
        }
        if lines.count < count, start < bytes.count {
            var end = bytes.count
            if bytes[end - 1] == 0x0D { end -= 1 }
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        return lines
    }
}
