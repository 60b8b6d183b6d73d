import FitTodayTestSupport
import Foundation
import Testing

/// Every example in `--help` (both languages), in the README's Commands section and in the hints the commands
/// print names exercises the library has: following them never creates an exercise of your own.
@Suite(.waitsOnChildren) struct ExamplesCreateNoExerciseTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md").standardizedFileURL

    /// Splits a command line the way a shell would for these examples: spaces, double quotes, `\"` inside quotes.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            if quoted, character == "\\" { if let next = characters.next() { current.append(next) }; continue }
            if character == "\"" { quoted.toggle(); started = true; continue }
            if character == " ", !quoted {
                if started { words.append(current) }
                current = ""; started = false
                continue
            }
            current.append(character)
            started = true
        }
        if started { words.append(current) }
        return words
    }

    /// The `fittoday ...` lines of a text, comments and trailing notes cut off.
    static func exampleLines(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { raw -> String? in
            // Hints carry the command inside a sentence ("Adicione exercícios com fittoday plan add-exercise …").
            // Usage lines (`<plan>`, `[<options>]`) are no examples.
            guard let start = raw.range(of: "fittoday "), !raw.contains("<") else { return nil }
            var line = String(raw[start.lowerBound...])
            if let comment = line.range(of: " #") { line = String(line[..<comment.lowerBound]) }
            if let note = line.range(of: "   (") { line = String(line[..<note.lowerBound]) }
            return line.trimmingCharacters(in: .whitespaces)
        }
    }

    /// Every command path of the tool, read from the help's subcommand lists.
    static func commandPaths(_ cli: FitTodayProcess, under path: [String] = [], locale: String) throws -> [[String]] {
        let help = try cli.run(path + ["--help", "--locale", locale], environment: ["COLUMNS": "400"]).stdout
        var paths = [path]
        guard let start = help.range(of: "SUBCOMMANDS:") ?? help.range(of: "SUBCOMANDOS:") else { return paths }
        // The list ends at its first line that is not indented; only names of lowercase letters and hyphens.
        for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            guard line.hasPrefix("  ") else { break }
            guard !line.hasPrefix("   "), let name = line.split(separator: " ").first.map(String.init),
                  name != "help", !path.contains(name), path.count < 3,
                  name.allSatisfy({ $0 == "-" || ("a"..."z").contains($0) }) else { continue }
            paths += try commandPaths(cli, under: path + [name], locale: locale)
        }
        return paths
    }

    /// Examples that name exercises (the others need files, ports or ids this test does not make).
    static func namesExercises(_ words: [String]) -> Bool {
        words.contains("--set") || words.dropFirst().first == "plan" && words.dropFirst(2).first == "add-exercise"
    }

    private func customExercises(_ cli: FitTodayProcess) throws -> [String] {
        let export = try cli.run(["export", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let exercises = object["exercises"] as? [[String: Any]] ?? []
        return exercises.filter { $0["origin"] as? String == "custom" }.compactMap { $0["name"] as? String }
    }

    @Test func followingEveryExampleAndHintCreatesNoExerciseOfYourOwn() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let plan = try cli.run(["plan", "new", "Treino A", "--activate"])
        #expect(plan.exitCode == 0, "\(plan.stderr)")
        var examples = Self.exampleLines(plan.stdout + "\n" + plan.stderr)
        // Sessions for the examples that correct one (`session edit 12`), from library exercises only.
        #expect(try cli.run(["dev", "seed", "--sessions", "15", "--days", "20", "--until", "2026-11-20"]).exitCode == 0)
        #expect(!examples.isEmpty, "plan new gives a hint")
        for locale in ["pt-BR", "en"] {
            for path in try Self.commandPaths(cli, locale: locale) {
                // Wide, so that no example is wrapped onto a second line.
                examples += Self.exampleLines(try cli.run(path + ["--help", "--locale", locale], environment: ["COLUMNS": "400"]).stdout)
            }
        }
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let commands = try #require(readme.components(separatedBy: "\n## Commands").dropFirst().first?.components(separatedBy: "\n## ").first)
        examples += Self.exampleLines(commands)
        let runnable = examples.map(Self.words).filter(Self.namesExercises)
        #expect(runnable.count >= 6, "examples that name exercises: \(runnable.count)")
        for words in runnable {
            // Placeholders such as `[--rpe R]` or `ID` are not part of a runnable example.
            let arguments = Array(words.dropFirst()).filter { !$0.hasPrefix("[") }.map { $0 == "ID" ? "1" : $0 }
            let result = try cli.run(arguments)
            #expect(result.exitCode == 0, "\(words.joined(separator: " ")): \(result.stderr)")
        }
        let own = try customExercises(cli)
        #expect(own.isEmpty, "examples created exercises of your own: \(own)")
    }
}
