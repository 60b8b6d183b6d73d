import FitTodayTestSupport
import Foundation
import Testing

/// Issue 29, item 5: every command's `--help`, in both languages, wraps at the terminal's width with no ragged
/// break (no line that had room for the next word), and each example starts its own line; one too long for a line
/// goes on with ` \`, indented, so it still reads and copies as one command.
@Suite(.waitsOnChildren) struct HelpWidthCommandTests {
    static let width = 60


    /// The problems of one help text: lines over the width, ragged breaks in its prose, examples broken badly.
    static func problems(_ help: String, width: Int) -> [String] {
        var found: [String] = []
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The discussion: from the overview to the usage line.
        let usage = lines.firstIndex { $0.hasPrefix("USAGE:") || $0.hasPrefix("USO:") } ?? lines.count
        // The usage line and its continuations break between options, never inside one.
        for line in lines[min(usage, lines.count)...].prefix(while: { !$0.isEmpty }) {
            if line.filter({ $0 == "[" }).count != line.filter({ $0 == "]" }).count { found.append("usage broken: \(line)") }
        }
        for (index, line) in lines.enumerated() {
            if line.count > width { found.append("over \(width): \(line)") }
            guard index + 1 < usage else { continue }
            let next = lines[index + 1]
            let prose = { (text: String) in !text.isEmpty && text.first != " " }
            // A break is ragged when the line had room for the next one's first word.
            let heading = { (text: String) in text.hasSuffix(":") && text.count <= 40 }
            // (The parser leaves a line at most width - 1 long.)
            if prose(line), prose(next), !heading(line), !heading(next), let word = next.split(separator: " ").first,
               line.count + 1 + word.count < width {
                found.append("ragged: \"\(line)\" then \"\(next)\"")
            }
            // An example goes on only after a ` \`, indented deeper.
            if line.hasPrefix("  fittoday") || line.hasSuffix(" \\") {
                if line.hasSuffix(" \\") != next.hasPrefix("      ") { found.append("example broken: \"\(line)\" then \"\(next)\"") }
            }
        }
        found += defaultsSaidTwice(lines)
        return found
    }

    /// An option whose text names its default when the parser adds "(default: …)" after it as well.
    static func defaultsSaidTwice(_ lines: [String]) -> [String] {
        var blocks: [String] = []
        for line in lines where line.hasPrefix("  ") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("-") { blocks.append(line) } else if !blocks.isEmpty { blocks[blocks.count - 1] += " " + line }
        }
        return blocks.map { $0.split(separator: " ").joined(separator: " ") }.compactMap { block in
            let lowered = block.lowercased()
            for added in ["(default: ", "(padrão: "] {
                guard let range = lowered.range(of: added) else { continue }
                let before = lowered[..<range.lowerBound]
                if ["(default)", "(padrão)", "(o padrão)", "default:", "padrão:"].contains(where: before.contains) {
                    return "default said twice: \(block)"
                }
            }
            return nil
        }
    }

    @Test func anOptionsDefaultIsSaidOnce() {
        #expect(Self.defaultsSaidTwice(["  --format <format>       Output format: text (default) or json. (default:", "                          text)"]).count == 1)
        #expect(Self.defaultsSaidTwice(["  --format <format>       Formato da saída: text ou json. (padrão: text)"]).isEmpty)
    }

    @Test(arguments: ["pt-BR", "en"])
    func everyHelpWrapsCleanlyAtSixtyColumns(_ locale: String) throws {
        let cli = try FitTodayProcess()
        let paths = try ExamplesCreateNoExerciseTests.commandPaths(cli, locale: locale)
        #expect(paths.count > 30)
        var continued = 0
        for path in paths {
            let help = try cli.run(path + ["--help", "--locale", locale], environment: ["COLUMNS": String(Self.width)]).stdout
            #expect(Self.problems(help, width: Self.width).isEmpty, "\(path.joined(separator: " ")): \(Self.problems(help, width: Self.width))")
            continued += help.split(separator: "\n").filter { $0.hasSuffix(" \\") }.count
        }
        // Some examples are longer than 60 columns: the check saw them go on.
        #expect(continued > 0)
    }

    @Test func aLongExampleReadsAsOneCommand() throws {
        let cli = try FitTodayProcess()
        let help = try cli.run(["log", "--help", "--locale", "en"], environment: ["COLUMNS": "60"]).stdout
        #expect(help.contains("""
          fittoday log --status completed --duration 50 --set \\
              "Barbell bench press:10x60" --set \\
              "Barbell bench press:8x62.5@8"
        """), "\(help)")
        // Wide enough, it stays on one line.
        let wide = try cli.run(["log", "--help", "--locale", "en"], environment: ["COLUMNS": "200"]).stdout
        #expect(wide.contains("  fittoday log --status completed --duration 50 --set \"Barbell bench press:10x60\" --set \"Barbell bench press:8x62.5@8\"\n"))
    }
}
