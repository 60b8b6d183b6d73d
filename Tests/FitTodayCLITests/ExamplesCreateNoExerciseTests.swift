import Foundation
import Testing

/// Every example in `--help` (both languages), in the README's Commands section and in the hints the commands
/// print names exercises the library has: following them never creates an exercise of your own.
@Suite struct ExamplesCreateNoExerciseTests {
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
            var line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("fittoday ") else { return nil }
            if let comment = line.range(of: " #") { line = String(line[..<comment.lowerBound]) }
            if let note = line.range(of: "   (") { line = String(line[..<note.lowerBound]) }
            return line.trimmingCharacters(in: .whitespaces)
        }
    }

    /// Every command path of the tool, read from the help's subcommand lists.
    static func commandPaths(_ cli: FitTodayProcess, under path: [String] = [], locale: String) throws -> [[String]] {
        let help = try cli.run(path + ["--help", "--locale", locale]).stdout
        var paths = [path]
        guard let start = help.range(of: "SUBCOMMANDS:") ?? help.range(of: "SUBCOMANDOS:") else { return paths }
        for line in help[start.upperBound...].split(separator: "\n") {
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else {
                if !line.hasPrefix(" ") { break } else { continue }
            }
            guard name != "help" else { continue }
            paths += try commandPaths(cli, under: path + [String(name)], locale: locale)
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
        #expect(!examples.isEmpty, "plan new gives a hint")
        for locale in ["pt-BR", "en"] {
            for path in try Self.commandPaths(cli, locale: locale) {
                examples += Self.exampleLines(try cli.run(path + ["--help", "--locale", locale]).stdout)
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
        #expect(try customExercises(cli).isEmpty, "examples created exercises of your own: \(try customExercises(cli))")
    }
}
