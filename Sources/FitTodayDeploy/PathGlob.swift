/// A glob over a site's paths, as `[[deploy.headers]]` patterns are written: `*` any characters but `/`, `**` any
/// characters `/` included (`**/` also none), `?` one character but `/`, anything else itself. A pattern without
/// `/` matches the file name in any folder (`*.html`), as `.gitignore` patterns do; a leading `/` anchors it.
public struct PathGlob: Sendable, Equatable {
    public let pattern: String
    private let tokens: [Token]
    private let anywhere: Bool

    private enum Token: Equatable, Sendable {
        /// `**/`: no folder, or any folders each ending in `/`.
        case literal(Character), one, star, globstar, folders
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        let anchored = text.hasPrefix("/")
        while text.hasPrefix("/") { text = text.dropFirst() }
        anywhere = !anchored && !text.contains("/")
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "*" {
                let next = text.index(after: index)
                if next < text.endIndex, text[next] == "*" {
                    index = text.index(after: next)
                    if index < text.endIndex, text[index] == "/" {
                        tokens.append(.folders)
                        index = text.index(after: index)
                    } else {
                        tokens.append(.globstar)
                    }
                    continue
                }
                tokens.append(.star)
            } else if character == "?" {
                tokens.append(.one)
            } else {
                tokens.append(.literal(character))
            }
            index = text.index(after: index)
        }
        self.tokens = tokens
    }

    /// Whether `path` (a site path, no leading `/`) matches.
    public func matches(_ path: String) -> Bool {
        let characters = Array(path)
        if anywhere {
            let name = characters.lastIndex(of: "/").map { Array(characters[($0 + 1)...]) } ?? characters
            return Self.match(tokens[...], name[...])
        }
        return Self.match(tokens[...], characters[...])
    }

    private static func match(_ tokens: ArraySlice<Token>, _ text: ArraySlice<Character>) -> Bool {
        guard let token = tokens.first else { return text.isEmpty }
        let rest = tokens.dropFirst()
        switch token {
        case .folders:
            if match(rest, text) { return true }
            var remaining = text
            while let slash = remaining.firstIndex(of: "/") {
                remaining = remaining[(slash + 1)...]
                if match(rest, remaining) { return true }
            }
            return false
        case let .literal(character):
            guard text.first == character else { return false }
            return match(rest, text.dropFirst())
        case .one:
            guard let first = text.first, first != "/" else { return false }
            return match(rest, text.dropFirst())
        case .star:
            var remaining = text
            while true {
                if match(rest, remaining) { return true }
                guard let first = remaining.first, first != "/" else { return false }
                remaining = remaining.dropFirst()
            }
        case .globstar:
            var remaining = text
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
    }
}
