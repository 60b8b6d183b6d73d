import Foundation

/// Reads a built site: its files, their links, and whether every internal link resolves.
struct SiteInspector {
    let root: URL

    /// Every regular file, as paths relative to the root, sorted.
    func files() -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var result: [String] = []
        let prefix = root.resolvingSymlinksInPath().path + "/"
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            result.append(String(url.resolvingSymlinksInPath().path.dropFirst(prefix.count)))
        }
        return result.sorted()
    }

    func text(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data(), as: UTF8.self)
    }

    /// The link patterns, compiled once per run rather than once per file (a site has thousands).
    nonisolated(unsafe) private static let htmlLink = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
    nonisolated(unsafe) private static let markdownLink = try! NSRegularExpression(pattern: #"\]\(([^)\s]*)\)"#)

    /// Internal `href`/`src` targets in HTML and link targets in Markdown that do not resolve to a file.
    func brokenLinks() -> [String] {
        var broken: [String] = []
        // Thousands of links name the same few files (assets, exercise pages): each is looked up once.
        var isFile: [String: Bool] = [:]
        for file in files() where file.hasSuffix(".html") || file.hasSuffix(".md") {
            let text = text(file)
            let regex = file.hasSuffix(".html") ? Self.htmlLink : Self.markdownLink
            let base = root.appendingPathComponent(file).deletingLastPathComponent()
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                if target.hasPrefix("#") || target.contains("://") || target.hasPrefix("mailto:") || target.hasPrefix("data:") { continue }
                if target.hasPrefix("/") { broken.append("\(file): absolute \(target)"); continue }
                let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let resolved = base.appendingPathComponent(path).standardizedFileURL.path
                if isFile[resolved] == nil {
                    var isDirectory: ObjCBool = false
                    isFile[resolved] = FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) && !isDirectory.boolValue
                }
                if isFile[resolved] == false {
                    broken.append("\(file): \(target)")
                }
            }
        }
        return broken
    }

    /// Bytes of every file, for comparing two builds.
    func contents() -> [String: Data] {
        Dictionary(uniqueKeysWithValues: files().map { ($0, FileManager.default.contents(atPath: root.appendingPathComponent($0).path) ?? Data()) })
    }

    /// The files whose bytes are not `reference`'s, or which only one of the two sites has, sorted.
    func differences(from reference: SiteInspector) -> [String] {
        let mine = contents(), theirs = reference.contents()
        return Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
    }

    /// Inode and modification time of every file.
    func identities() -> [String: String] {
        Dictionary(uniqueKeysWithValues: files().map { path in
            let attributes = (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)) ?? [:]
            let inode = attributes[.systemFileNumber] as? Int ?? -1
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return (path, "\(inode)@\(date)")
        })
    }
}
