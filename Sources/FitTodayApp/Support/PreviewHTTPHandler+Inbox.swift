import FitTodayData
import FitTodaySystem
import Foundation

/// The preview server's inbox (docs/inbox.md, "The preview server"): `GET /inbox.json` gives today's page the form, `POST /__inbox`
/// takes the log it sends. What a connection can check is checked here, before the log reaches the command's loop:
/// the size, the origin, the form, the token and the key.
extension PreviewHTTPHandler {
    /// The most a posted form may be: the largest log the inbox takes and room for the key, the token and the framing.
    static let maximumFormBytes = InboxPull.maximumBytes + (16 << 10)
    /// A body declared larger than the form but under this is read and dropped before the refusal, so that the
    /// client reads it; a larger one is refused at once.
    static let discardedBytes = 1 << 20
    /// The page's form has three parts (`key`, `token`, `file`); a store's, a few more.
    static let formLimits = MultipartForm.Limits(parts: 16, headBytes: 1024, partBytes: InboxPull.maximumBytes)

    /// What of a request's body is read: only a log posted to the inbox, and only up to ``maximumFormBytes``.
    func bodyPlan(for request: PreviewRequest) -> PreviewBodyPlan {
        guard request.method == "POST", request.path == PreviewInboxForm.url else { return .none }
        // The page's form is sent whole with its length; a body sent in chunks is no page's.
        guard request.headers["transfer-encoding"] == nil, let text = request.headers["content-length"],
              text.allSatisfy({ ("0"..."9").contains($0) }), let length = Int(text) else {
            return .refuse(.empty(411), discarding: 0)
        }
        guard length <= Self.maximumFormBytes else {
            let tooLarge = refused(413, reason: locale.words.data.inbox.tooLarge(kilobytes: InboxPull.maximumBytes >> 10))
            return .refuse(tooLarge, discarding: length <= Self.discardedBytes ? length : 0)
        }
        return .read(bytes: length)
    }

    /// `/inbox.json`: the form, with the token, for a page of this server's own.
    func form(_ request: PreviewRequest) -> PreviewResponse {
        guard let host = request.headers["host"], Self.isAddressHost(host) else {
            return refused(403, reason: locale.words.cli.serve.originRefused)
        }
        let answer = PreviewResponse.json(200, inbox.json(now: SystemClock.instant()))
        return request.method == "HEAD" ? PreviewResponse(status: answer.status, headers: answer.headers, body: Data()) : answer
    }

    /// `POST /__inbox`: a log sent with the form, answered once the command's loop has imported it and rebuilt the site.
    func receive(_ request: PreviewRequest, body: [UInt8]) async -> PreviewResponse {
        guard request.method == "POST" else { return .empty(405, headers: [("Allow", "POST")]) }
        let words = locale.words.cli.serve
        // Another site's page may post here (a form needs no permission to be sent), but not as this server's own.
        guard let host = request.headers["host"], Self.isAddressHost(host),
              request.headers["origin"].map({ $0.lowercased() == "http://" + host.lowercased() }) ?? true else {
            return refused(403, reason: words.originRefused)
        }
        let form: MultipartForm
        do throws(MultipartForm.Failure) {
            form = try MultipartForm.parse(body, contentType: request.headers["content-type"] ?? "", limits: Self.formLimits)
        } catch {
            if error == .partTooLarge { return refused(413, reason: locale.words.data.inbox.tooLarge(kilobytes: InboxPull.maximumBytes >> 10)) }
            return refused(400, reason: words.formUnreadable)
        }
        guard let token = form.only("token"), inbox.accepts(token.body, now: SystemClock.instant()) else {
            return refused(403, reason: words.tokenRefused)
        }
        guard let key = form.only("key")?.text, let name = Self.logName(inKey: key) else {
            return refused(400, reason: locale.words.data.inbox.nameMismatch(expected: PreviewInboxForm.keyPrefix + "<log_id>-<revision>.json"))
        }
        guard let file = form.only("file") else { return refused(400, reason: words.formUnreadable) }
        return await uploads.submit(PreviewInboxQueue.Upload(name: name, bytes: file.body))
    }

    /// The log's name in a key of the form (`me/<log_id>-<revision>.json`): one plain file name under the prefix.
    static func logName(inKey key: String) -> String? {
        guard key.hasPrefix(PreviewInboxForm.keyPrefix) else { return nil }
        let name = key.dropFirst(PreviewInboxForm.keyPrefix.count)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        guard (6...200).contains(name.count), name.hasSuffix(".json"), !name.hasPrefix("."), name.allSatisfy(allowed.contains) else { return nil }
        return String(name)
    }

    /// Whether `host` (a request's `Host`) names the server by an IP address or as `localhost`, with or without the
    /// port. A name any other would let a site whose name was made to point here (DNS rebinding) be of the same origin
    /// as the server, and read its token.
    static func isAddressHost(_ host: String) -> Bool {
        var name = Substring(host)
        var port: Substring = ""
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            port = name[name.index(after: close)...]
            name = name[name.index(after: name.startIndex)..<close]
            guard PreviewListenAddress(String(name))?.family == .v6 else { return false }
        } else {
            if let colon = name.lastIndex(of: ":") {
                port = name[colon...]
                name = name[..<colon]
            }
            guard name.lowercased() == "localhost" || PreviewListenAddress(String(name))?.family == .v4 else { return false }
        }
        return port.isEmpty || (port.first == ":" && (2...6).contains(port.count) && port.dropFirst().allSatisfy { ("0"..."9").contains($0) })
    }

    /// A refusal the page is answered with, said on the terminal too: the person at the computer sees why a phone's
    /// log did not come.
    private func refused(_ status: Int, reason: String) -> PreviewResponse {
        Console.warning(locale.words.cli.serve.refused(reason: reason))
        return .refusal(status, reason: reason)
    }
}
