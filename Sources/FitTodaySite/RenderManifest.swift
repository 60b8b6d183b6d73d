import FitTodayHashing
import Foundation

/// What each page of the last build was rendered from, kept beside the output, so that a page whose inputs
/// did not change is carried over instead of rendered again.
///
/// A missing or unreadable manifest only means a full render; it is never trusted over a missing file.
struct RenderManifest: Sendable {
    /// Page path (`history/12/index.html`) to the fingerprint of everything it was rendered from.
    private(set) var fingerprints: [String: String]

    init(fingerprints: [String: String] = [:]) {
        self.fingerprints = fingerprints
    }

    /// `.public.manifest` beside `public/`.
    static func location(for output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).manifest")
    }

    /// One `path<TAB>fingerprint` line per page: our own paths hold neither tabs nor line breaks, and plain
    /// lines read and write much faster than JSON for tens of thousands of pages.
    static func load(for output: URL) -> RenderManifest {
        guard let data = FileManager.default.contents(atPath: location(for: output).path) else { return RenderManifest() }
        var fingerprints: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { return RenderManifest() }
            fingerprints[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return RenderManifest(fingerprints: fingerprints)
    }

    /// Written after the new site is in place; a crash before that leaves the old manifest, which still matches
    /// the old site.
    func save(for output: URL) {
        let url = Self.location(for: output)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".tmp")
        var text = ""
        text.reserveCapacity(fingerprints.count * 100)
        for path in fingerprints.keys.sorted() { text += path + "\t" + fingerprints[path]! + "\n" }
        let data = Data(text.utf8)
        do {
            try data.write(to: temporary)
        } catch {
            return
        }
        if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }

    subscript(path: String) -> String? {
        get { fingerprints[path] }
        set { fingerprints[path] = newValue }
    }
}
