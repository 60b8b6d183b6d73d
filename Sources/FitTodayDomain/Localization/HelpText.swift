/// Help discussions as the argument parser should wrap them: each prose paragraph on one line, so the parser breaks
/// it at the terminal's width, and examples (indented lines) and headings ("Exemplos:") one per line as written.
///
/// The catalogues keep the text broken at about 100 columns so that it reads well in the file; printed as written,
/// those breaks left half-empty lines at any other width.
public enum HelpText {
    public static func reflowed(_ text: String) -> String {
        var lines: [String] = []
        var joinable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let isExample = line.first == " " || line.first == "\t"
            let isHeading = !isExample && line.hasSuffix(":") && line.count <= 40
            if line.isEmpty || isExample || isHeading {
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
}
