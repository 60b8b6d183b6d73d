import FitTodayDomain

/// The help as it is printed, fitted to the terminal after its scaffolding was put into the person's language
/// (``HelpTranslator``): "RESUMO:" is shorter than "OVERVIEW:", so the parser's breaks of the overview came early,
/// and the parser leaves the usage line and "See 'fittoday help …'" as long as they are.
enum HelpLayout {
    static func fitted(_ help: String, width: Int, locale: AppLocale) -> String {
        guard width > 20 else { return help }
        let overview = HelpWords(locale).scaffold.overview, usage = HelpWords(locale).scaffold.usage
        var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The overview is one paragraph: broken again at this width.
        if let first = lines.first, first.hasPrefix(overview) {
            let end = lines.firstIndex(where: \.isEmpty) ?? lines.count
            let paragraph = lines[..<end].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            lines.replaceSubrange(..<end, with: wrapped(paragraph, width: width, indent: 0))
        }
        return lines.flatMap { line -> [String] in
            guard line.count > width else { return [line] }
            let leading = line.prefix { $0 == " " }.count
            // The usage line breaks between its options, never inside "[--tm <tm> ...]".
            if line.hasPrefix(usage) { return wrapped(line, width: width, indent: usage.count, words: options(in: line)) }
            // An option's first line: its description's column, after the name and two spaces or more.
            if leading > 0, let gap = line.dropFirst(leading).range(of: "  ") {
                let column = line.distance(from: line.startIndex, to: gap.lowerBound) + line[gap.lowerBound...].prefix { $0 == " " }.count
                if column < width / 2 { return wrapped(String(line.dropFirst(column)), width: width, indent: column, head: String(line.prefix(column))) }
            }
            return wrapped(String(line.dropFirst(leading)), width: width, indent: leading + 2, head: String(line.prefix(leading)))
        }.joined(separator: "\n")
    }

    /// `text` after `head` (kept as it is), in lines shorter than `width` broken at its spaces; the lines after
    /// the first indented by `indent`.
    static func wrapped(_ text: String, width: Int, indent: Int, head: String = "", words: [String]? = nil) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = [], current = head, fresh = true
        for word in words ?? text.split(separator: " ").map(String.init) {
            if !fresh, current.count + 1 + word.count >= width {
                lines.append(current)
                current = margin + word
            } else {
                current += (fresh ? "" : " ") + word
            }
            fresh = false
        }
        lines.append(current)
        return lines
    }

    /// A usage line's words, each bracketed option whole: `[--tm <tm> ...]` is one.
    static func options(in line: String) -> [String] {
        var words: [String] = [], current = "", depth = 0
        for character in line {
            if character == "[" || character == "<" { depth += 1 }
            if character == "]" || character == ">" { depth = max(depth - 1, 0) }
            if character == " ", depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
