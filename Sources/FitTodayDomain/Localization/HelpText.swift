/// Help discussions as the argument parser should wrap them: each prose paragraph on one line, so the parser breaks
/// it at the terminal's width, and examples (indented lines) and headings ("Exemplos:") one per line as written.
///
/// The catalogues keep the text broken at about 100 columns so that it reads well in the file; printed as written,
/// those breaks left half-empty lines at any other width.
public enum HelpText {
    /// `width`: the terminal's, when known. An example longer than a line of it is broken at its spaces as a shell
    /// reads it, each line but the last ending in ` \` (a command's) and the next one indented further, so that the
    /// parser, which would start its remainder at the margin, leaves it alone and it can still be copied as one command.
    public static func reflowed(_ text: String, width: Int? = nil) -> String {
        var lines: [String] = []
        var joinable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let isExample = line.first == " " || line.first == "\t"
            let isHeading = !isExample && line.hasSuffix(":") && line.count <= 40
            if isExample, let width {
                lines.append(contentsOf: continued(line, width: width))
                joinable = false
            } else if line.isEmpty || isExample || isHeading {
                lines.append(line)
                joinable = false
            } else if joinable, let last = lines.popLast() {
                lines.append(last + " " + line)
            } else {
                lines.append(line)
                joinable = true
            }
        }
        return lines.joined(separator: "\n")
    }

    /// How far a continued example's next lines are indented past its first.
    static let continuationIndent = 4

    /// `line` in lines shorter than `width` (the parser breaks a line that fills it), broken between words outside
    /// quotes; a word longer than a line stays whole. A command goes on after ` \`; any other indented line (a list
    /// of options) simply goes on indented.
    static func continued(_ line: String, width: Int) -> [String] {
        guard line.count >= width else { return [line] }
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let mark = line.dropFirst(indent.count).hasPrefix("fittoday ") ? " \\" : ""
        let next = indent + String(repeating: " ", count: continuationIndent)
        var words: [String] = [], current = "", quoted = false
        for character in line.dropFirst(indent.count) {
            if character == "\"", current.last != "\\" { quoted.toggle() }
            if character == " ", !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        var result: [String] = []
        var building = indent
        for word in words {
            let start = building == indent || building == next
            // Room for the word, and for the ` \` that would follow it if more come.
            if !start, building.count + 1 + word.count + mark.count >= width {
                result.append(building + mark)
                building = next + word
            } else {
                building += (start ? "" : " ") + word
            }
        }
        result.append(building)
        return result
    }
}
