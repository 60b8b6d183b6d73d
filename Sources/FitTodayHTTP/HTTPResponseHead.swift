import Foundation

/// Status and headers of a response, with case-insensitive header lookup.
public struct HTTPResponseHead: Sendable, Equatable {
    public var status: Int
    /// Header names lowercased.
    public var headers: [String: String]

    public init(status: Int, headers: [String: String]) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The media type without parameters, lowercased (`image/svg+xml; charset=utf-8` → `image/svg+xml`).
    public var mediaType: String? {
        guard let value = header("Content-Type") else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? value
        let trimmed = type.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// `Content-Length`, when present and valid.
    public var contentLength: Int? {
        header("Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
}
