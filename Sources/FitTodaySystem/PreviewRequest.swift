import Foundation

/// The head of one request to `fittoday serve`: what the preview needs of HTTP/1.1 (RFC 9112), read from the bytes
/// a connection sent. Parsed here, under FlyingSocks, rather than by a web framework: FlyingFox's HTTP layer links
/// Foundation's URLSession, and with it libcurl's 28 libraries, into every command. A library type, so that the
/// fuzz target `FuzzPreviewRequest` can throw bytes at it.
public struct PreviewRequest: Equatable, Sendable {
    /// The most a head may take: a browser's is well under 8 KB.
    public static let maxHeadBytes = 16 * 1024

    public var method: String
    /// The path, percent-decoded, without the query or fragment.
    public var path: String
    public var version: String
    /// Header names lowercased.
    public var headers: [String: String]

    public init(method: String, path: String, version: String, headers: [String: String]) {
        (self.method, self.path, self.version, self.headers) = (method, path, version, headers)
    }

    /// Whether the connection stays open for another request after this one.
    public var keepsAlive: Bool {
        let connection = headers["connection"]?.lowercased() ?? ""
        return version == "HTTP/1.1" && !connection.contains("close") && !hasBody
    }

    /// A body the preview does not read (no method it answers has one): the connection is closed after the answer.
    public var hasBody: Bool {
        headers["transfer-encoding"] != nil || (headers["content-length"].flatMap { Int($0) } ?? 0) > 0
    }

    public enum Failure: Error, Equatable, Sendable {
        /// Not a request this server can read: 400.
        case malformed
        /// A head longer than ``maxHeadBytes``: 431.
        case headTooLarge
    }

    /// The request whose head ends `buffer`'s first blank line, and the bytes after it; nil while the head is not whole.
    public static func parse(_ buffer: [UInt8]) throws(Failure) -> (request: PreviewRequest, rest: [UInt8])? {
        // Empty lines before the request line are skipped (RFC 9112, 2.2).
        let start = buffer.firstIndex { $0 != 13 && $0 != 10 } ?? buffer.count
        guard let end = headEnd(buffer, from: start) else {
            if buffer.count > maxHeadBytes { throw .headTooLarge }
            return nil
        }
        guard end <= maxHeadBytes else { throw .headTooLarge }
        let text = String(decoding: buffer[start..<end], as: UTF8.self)
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\n") ? $0.dropLast() : $0 }
        guard let first = lines.first else { throw .malformed }
        let parts = first.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/"), parts[2].hasPrefix("HTTP/1.") else { throw .malformed }
        let target = parts[1].prefix { $0 != "?" && $0 != "#" }
        guard let path = String(target).removingPercentEncoding else { throw .malformed }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw .malformed }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(" ") else { throw .malformed }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        let request = PreviewRequest(method: String(parts[0]), path: path, version: String(parts[2]), headers: headers)
        return (request, Array(buffer[(end + 4)...]))
    }

    /// Where the first `\r\n\r\n` from `start` starts in `buffer`.
    private static func headEnd(_ buffer: [UInt8], from start: Int) -> Int? {
        guard buffer.count - start >= 4 else { return nil }
        for index in start...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }
}
