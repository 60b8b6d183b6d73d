import Foundation

/// `sw.js` at the site's root: the built-in (or overridden) worker code with the build's cache name and the
/// paths to keep offline put in front of it.
enum ServiceWorkerFile {
    static let path = "sw.js"

    /// `contentHash` names the cache, so a new build installs a new worker whose activation deletes the
    /// previous cache; `precache` are root paths; `outbox` is the root path of the outbox's code, which the worker
    /// imports to send the logs queued while the page was closed.
    static func bytes(code: Data, contentHash: String, precache: [String], outbox: String?) -> [UInt8] {
        let list = precache.map { "  \"\(escape($0))\"" }.joined(separator: ",\n")
        let outboxLine = outbox.map { "var OUTBOX = \"\(escape($0))\";\n" } ?? ""
        let header = """
        // Written by fittoday build.
        var CACHE_PREFIX = "fittoday " + self.registration.scope + " ";
        var CACHE = CACHE_PREFIX + "\(contentHash)";
        var PRECACHE = [
        \(list)
        ];
        \(outboxLine)
        """
        return Array(header.utf8) + Array(code)
    }

    /// A path inside a JavaScript string (paths are made from safe names, but a quote must never end it).
    private static func escape(_ path: String) -> String {
        path.unicodeScalars.map { scalar in
            scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value > 0x7E
                ? String(format: "\\u%04x", scalar.value > 0xFFFF ? 0xFFFD : Int(scalar.value)) : String(scalar)
        }.joined()
    }
}
