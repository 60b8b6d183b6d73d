import FitTodayData
import FitTodaySystem
import Foundation

/// One answer of `fittoday serve`, as the bytes sent.
struct PreviewResponse: Equatable, Sendable {
    var status: Int
    /// Sent in order, after the status line.
    var headers: [(name: String, value: String)]
    var body: Data

    static func == (left: PreviewResponse, right: PreviewResponse) -> Bool {
        left.status == right.status && left.body == right.body
            && left.headers.map { "\($0.name): \($0.value)" } == right.headers.map { "\($0.name): \($0.value)" }
    }

    /// An answer with no body: an error the client made.
    static func empty(_ status: Int, headers: [(name: String, value: String)] = []) -> PreviewResponse {
        PreviewResponse(status: status, headers: headers + [("Content-Length", "0")], body: Data())
    }

    /// A JSON answer that no cache keeps: the inbox's form (its token) and what the inbox did with a log.
    static func json(_ status: Int, _ value: OrderedJSON) -> PreviewResponse {
        let body = Data(value.rendered().utf8)
        return PreviewResponse(status: status, headers: [
            ("Content-Type", "application/json"), ("Content-Length", String(body.count)), ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
        ], body: body)
    }

    /// A log refused, with why in the person's words: `{"reason": "…"}`.
    static func refusal(_ status: Int, reason: String) -> PreviewResponse {
        json(status, .object([("reason", .string(reason))]))
    }

    /// The status line, the headers (with `Connection: close` when the connection ends after it) and the body.
    func bytes(closing: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if closing { head += "Connection: close\r\n" }
        head += "\r\n"
        return Data(head.utf8) + body
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
