import FitTodayDomain
import FitTodaySite
import FitTodaySystem
import Foundation

/// What `fittoday serve` answers: GET and HEAD of the files of the site folder, never anything outside it
/// (no `..`, no symlink leading out), with a 404 page, and a reload script added to HTML pages on the way
/// out (the built files stay as they are). Paths that start with `__` are the server's own, never a file: the
/// rebuild count pages poll, and the inbox today's page posts its log to (`PreviewHTTPHandler+Inbox.swift`), whose
/// form is `/inbox.json`.
struct PreviewHTTPHandler: Sendable {
    /// The site folder; resolved again on every request, since each build swaps a new folder in.
    let root: URL
    let generation: BuildGeneration
    let locale: AppLocale
    /// The inbox's form and its token.
    let inbox: PreviewInboxForm
    /// Where posted logs wait for the command's loop.
    let uploads: PreviewInboxQueue

    /// Where open pages ask which rebuild they show.
    static let generationPath = "/__fittoday/generation"

    /// Polls the generation every second and reloads the page when a rebuild changed the site.
    static let reloadScript = """
    <script>(function(){var seen=null;function poll(){fetch("\(generationPath)",{cache:"no-store"}).then(function(r){return r.text()})\
    .then(function(t){if(seen!==null&&t!==seen){location.reload();return}seen=t}).catch(function(){})\
    .then(function(){setTimeout(poll,1000)})}poll()})();</script>
    """

    /// The answer to `request`, whose body (read as ``bodyPlan(for:)`` asked) is `body`.
    func answer(_ request: PreviewRequest, body: [UInt8] = []) async -> PreviewResponse {
        if request.path == PreviewInboxForm.url { return await receive(request, body: body) }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .empty(405, headers: [("Allow", "GET, HEAD")])
        }
        let head = request.method == "HEAD"
        if request.path == Self.generationPath {
            return response(Data(String(generation.value).utf8), type: MediaType.forExtension("txt"), head: head)
        }
        // The served site's own form, if it has one, is not this server's.
        if request.path == "/" + SitePaths.inboxForm { return form(request) }
        guard !request.path.hasPrefix("/__"), let file = resolve(request.path), let data = FileManager.default.contents(atPath: file) else {
            return response(notFoundPage(), type: "text/html; charset=utf-8", status: 404, head: head)
        }
        let type = Self.contentType(forPath: file)
        return response(type.hasPrefix("text/html") ? Self.injectingReload(into: data) : data, type: type, head: head)
    }

    /// The real path of the file a request path names, or nil when it is missing or outside the site.
    func resolve(_ requestPath: String) -> String? {
        SiteFileResolver(root: root).file(forRequestPath: requestPath)
    }

    private func response(_ body: Data, type: String, status: Int = 200, head: Bool) -> PreviewResponse {
        let headers: [(name: String, value: String)] = [
            ("Content-Type", type), ("Content-Length", String(body.count)), ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff"),
        ]
        // HEAD: the same headers, Content-Length included, and no body.
        return PreviewResponse(status: status, headers: headers, body: head ? Data() : body)
    }

    private func notFoundPage() -> Data {
        let title = locale.words.cli.previewHTTPHandler.title
        let text = locale.words.cli.previewHTTPHandler.text
        let link = locale.words.cli.previewHTTPHandler.link
        let language = locale == .ptBR ? "pt-BR" : "en"
        return Data("""
        <!DOCTYPE html>
        <html lang="\(language)"><head><meta charset="utf-8"><title>\(title)</title></head>
        <body><h1>\(title)</h1><p>\(text)</p><p><a href="/index.html">\(link)</a></p></body></html>

        """.utf8)
    }

    /// Adds the reload script before the last `</body>` (or at the end).
    static func injectingReload(into page: Data) -> Data {
        let script = Data(reloadScript.utf8)
        guard let range = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + script }
        var result = page
        result.replaceSubrange(range.lowerBound..<range.lowerBound, with: script)
        return result
    }

    /// The media type a served file is sent with, from ``MediaType``'s one table.
    static func contentType(forPath path: String) -> String {
        MediaType.forExtension(URL(fileURLWithPath: path).pathExtension)
    }
}
