import Foundation

/// A `multipart/form-data` body (RFC 7578, with RFC 2046's framing): how today's page posts its log to
/// `fittoday serve`. Read here because FlyingSocks, the preview server's socket layer, reads bytes and nothing of
/// HTTP, and FlyingFox's HTTP layer would link Foundation's URLSession, with libcurl's libraries, into every command
/// (see ``PreviewRequest``). A library type, so that the fuzz target `FuzzMultipartForm` can throw bytes at it.
///
/// Strict, because the only writers it must read are browsers and the tests, and bounded, because anyone who can
/// reach the server can send it anything: the body must open with its first boundary (no preamble, which no browser
/// sends) and end with the closing one (then at most a line break), every part needs a `Content-Disposition:
/// form-data` with a name, and the number of parts, each part's head and each part's body are capped by ``Limits``.
/// Whatever else is refused rather than guessed at.
public struct MultipartForm: Equatable, Sendable {
    /// One field of the form, or a file.
    public struct Part: Equatable, Sendable {
        public var name: String
        /// Set for a file (possibly empty: a browser names a file it has no name for `""`).
        public var filename: String?
        /// The part's `Content-Type`, as sent; nil when it has none (a plain field).
        public var contentType: String?
        public var body: [UInt8]

        public init(name: String, filename: String? = nil, contentType: String? = nil, body: [UInt8]) {
            (self.name, self.filename, self.contentType, self.body) = (name, filename, contentType, body)
        }

        /// The body as UTF-8 text, or nil when it is not valid UTF-8.
        public var text: String? { String(validating: body, as: UTF8.self) }
    }

    /// How much one form may hold; past any of them the form is refused.
    public struct Limits: Equatable, Sendable {
        public var parts: Int
        /// The head of a part (its `Content-Disposition` and `Content-Type` lines).
        public var headBytes: Int
        /// The body of any one part.
        public var partBytes: Int

        public init(parts: Int, headBytes: Int, partBytes: Int) {
            (self.parts, self.headBytes, self.partBytes) = (parts, headBytes, partBytes)
        }
    }

    public enum Failure: Error, Equatable, Sendable {
        /// The request's `Content-Type` is not `multipart/form-data`.
        case notMultipart
        /// `multipart/form-data` with no `boundary`.
        case missingBoundary
        /// A boundary RFC 2046 does not allow (empty, over 70 characters, or with other characters).
        case invalidBoundary
        /// The body ended before its closing boundary.
        case truncated
        /// Not framed as a form: a missing boundary line, a part without its disposition or name, an unreadable head.
        case malformed
        /// More parts than ``Limits/parts``.
        case tooManyParts
        /// A part's body over ``Limits/partBytes``, or its head over ``Limits/headBytes``.
        case partTooLarge
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }

    /// The one part named `name`; nil when there is none, or more than one (which of two would be meant is a guess).
    public func only(_ name: String) -> Part? {
        let named = parts.filter { $0.name == name }
        return named.count == 1 ? named[0] : nil
    }

    /// The boundary a request's `Content-Type` names.
    public static func boundary(ofContentType contentType: String) throws(Failure) -> String {
        guard let (type, parameters) = headerValue(contentType), type == "multipart/form-data" else { throw .notMultipart }
        guard let boundary = parameters["boundary"] else { throw .missingBoundary }
        // RFC 2046, 5.1.1: 1 to 70 of these characters, not ending with a space.
        let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ".utf8)
        guard (1...70).contains(boundary.utf8.count), boundary.utf8.allSatisfy(allowed.contains), boundary.last != " " else {
            throw .invalidBoundary
        }
        return boundary
    }

    /// Reads `body`, sent with the request's `contentType`.
    public static func parse(_ body: [UInt8], contentType: String, limits: Limits) throws(Failure) -> MultipartForm {
        try parse(body, boundary: try boundary(ofContentType: contentType), limits: limits)
    }

    /// Reads `body`, framed by `boundary`.
    public static func parse(_ body: [UInt8], boundary: String, limits: Limits) throws(Failure) -> MultipartForm {
        let dashBoundary = Array(("--" + boundary).utf8)
        // Every boundary after the first is on a line of its own: the line break before it belongs to it.
        let delimiter = Array("\r\n".utf8) + dashBoundary
        let lineBreak = Array("\r\n".utf8)
        guard body.starts(with: dashBoundary) else {
            throw dashBoundary.starts(with: body) ? .truncated : .malformed
        }
        var parts: [Part] = []
        var position = dashBoundary.count
        while true {
            let after = body[position...]
            if after.starts(with: Array("--".utf8)) {
                // The closing boundary: then nothing, or one line break.
                let tail = body[(position + 2)...]
                guard tail.isEmpty || tail.elementsEqual(lineBreak) else { throw .malformed }
                return MultipartForm(parts: parts)
            }
            // Cut inside the line break or the closing `--`: the rest never came.
            if lineBreak.starts(with: after) || Array("--".utf8).starts(with: after) { throw .truncated }
            guard after.starts(with: lineBreak) else { throw .malformed }
            guard parts.count < limits.parts else { throw .tooManyParts }
            let headStart = position + 2
            // A part with no header line at all has no disposition.
            if body[headStart...].starts(with: lineBreak) { throw .malformed }
            let headWindow = body[headStart..<min(body.count, headStart + limits.headBytes + 4)]
            guard let headEnd = headWindow.firstRange(of: Array("\r\n\r\n".utf8)) else {
                throw headWindow.count < limits.headBytes + 4 ? .truncated : .partTooLarge
            }
            var part = try Self.head(body[headStart..<headEnd.lowerBound])
            let bodyStart = headEnd.upperBound
            let bodyWindow = body[bodyStart..<min(body.count, bodyStart + limits.partBytes + delimiter.count)]
            guard let end = bodyWindow.firstRange(of: delimiter) else {
                throw body.count - bodyStart > limits.partBytes ? .partTooLarge : .truncated
            }
            part.body = Array(body[bodyStart..<end.lowerBound])
            parts.append(part)
            position = end.upperBound
        }
    }

    /// A part's name, file name and type, from the lines of its head (without the blank line that ends it).
    private static func head(_ bytes: ArraySlice<UInt8>) throws(Failure) -> Part {
        // Browsers send a file's name as UTF-8; anything not UTF-8 is not a browser's.
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .malformed }
        var disposition: (type: String, parameters: [String: String])?
        var contentType: String?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            // A line break or control character inside a line is not how any browser writes a head (it escapes them).
            guard !line.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) else { throw .malformed }
            guard let colon = line.firstIndex(of: ":") else { throw .malformed }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\t" }) else { throw .malformed }
            switch name {
            case "content-disposition":
                guard disposition == nil, let parsed = headerValue(value) else { throw .malformed }
                disposition = parsed
            case "content-type":
                guard contentType == nil, !value.isEmpty else { throw .malformed }
                contentType = value
            default:
                // RFC 7578 allows no other header but Content-Transfer-Encoding, deprecated and sent by no browser.
                continue
            }
        }
        guard let disposition, disposition.type == "form-data", let name = disposition.parameters["name"] else { throw .malformed }
        return Part(name: name, filename: disposition.parameters["filename"], contentType: contentType, body: [])
    }

    /// `type; name=value; name="quoted value"` (RFC 9110, 5.6.6), as `Content-Type` and `Content-Disposition` are
    /// written: the type lowercased, parameter names lowercased, a name given twice refused. Read scalar by scalar, as
    /// the octets they are: a quote followed by a combining mark is still a quote.
    private static func headerValue(_ text: String) -> (type: String, parameters: [String: String])? {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
        func trimmed(_ scalars: Substring.UnicodeScalarView) -> String {
            guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
            return String(Substring(scalars[first...last]))
        }
        var rest = Substring(text).unicodeScalars
        let type = trimmed(rest.prefix { $0 != ";" }).lowercased()
        guard !type.isEmpty, !type.unicodeScalars.contains(where: isSpace) else { return nil }
        rest = rest.drop { $0 != ";" }
        var parameters: [String: String] = [:]
        // Each parameter starts at a `;`, taken here.
        while rest.popFirst() != nil {
            rest = rest.drop(while: isSpace)
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let name = trimmed(rest[..<equals]).lowercased()
            guard !name.isEmpty, !name.unicodeScalars.contains(where: { isSpace($0) || $0 == "\"" || $0 == ";" }), parameters[name] == nil else { return nil }
            rest = rest[rest.index(after: equals)...].drop(while: isSpace)
            var value = Substring.UnicodeScalarView()
            if rest.first == "\"" {
                // A quoted string, with `\` escaping the next character; it must be closed.
                rest.removeFirst()
                var closed = false
                while let scalar = rest.popFirst() {
                    if scalar == "\"" { closed = true; break }
                    if scalar == "\\" {
                        guard let escaped = rest.popFirst() else { return nil }
                        value.append(escaped)
                    } else {
                        value.append(scalar)
                    }
                }
                guard closed else { return nil }
                rest = rest.drop(while: isSpace)
            } else {
                let token = trimmed(rest.prefix { $0 != ";" })
                guard !token.isEmpty, !token.unicodeScalars.contains(where: { isSpace($0) || $0 == "\"" }) else { return nil }
                value = Substring(token).unicodeScalars
                rest = rest.drop { $0 != ";" }
            }
            guard rest.isEmpty || rest.first == ";" else { return nil }
            parameters[name] = String(Substring(value))
        }
        return (type, parameters)
    }
}
