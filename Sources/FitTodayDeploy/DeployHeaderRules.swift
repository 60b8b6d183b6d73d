import FitTodaySystem

/// The headers each object gets: `Content-Type` from the project's one table (``MediaType``), `Cache-Control`
/// from the first `[[deploy.headers]]` pattern that matches the path, else by the file's kind.
public struct DeployHeaderRules: Sendable {
    public let rules: [(glob: PathGlob, cacheControl: String)]

    public init(_ rules: [(pattern: String, cacheControl: String)] = []) {
        self.rules = rules.map { (PathGlob($0.pattern), $0.cacheControl) }
    }

    public func cacheControl(forPath path: String, kind: SiteFileKind) -> String {
        rules.first { $0.glob.matches(path) }?.cacheControl ?? kind.defaultCacheControl
    }

    public func contentType(forPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return MediaType.unknown }
        return MediaType.forExtension(String(name[name.index(after: dot)...]))
    }
}
