import FitTodayTestSupport
import Foundation
import Testing

/// Issue 29, done when: someone who ran `init --locale en --units lb`, then `checkin` and `build` with no locale
/// flag, reads no Portuguese word of the library, the blocks or the programs on any page of the site, and every
/// load on today's page is in pounds, on plates that exist; also while following each built-in program.
///
/// The Portuguese words are not picked by hand: they are every word of the built-in content's Portuguese text
/// (exercise names and instructions, block titles and notes, program titles, texts, days and lift keys) that no
/// English text of the content or of the word catalogue also uses ("GZCLP", "Lefever", "cardio", numbers and
/// short words drop out that way).
@Suite(.waitsOnChildren) struct EnglishSiteCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built-in content's text, in each language.
    struct Texts {
        var portuguese: [String] = []
        var english: [String] = []
    }

    static func builtInTexts() throws -> Texts {
        var texts = Texts()
        let content = repository.appendingPathComponent("content")
        func files(_ folder: String, _ suffix: String) throws -> [URL] {
            try FileManager.default.contentsOfDirectory(at: content.appendingPathComponent(folder), includingPropertiesForKeys: nil)
                .filter { $0.lastPathComponent.hasSuffix(suffix) }.sorted { $0.path < $1.path }
        }
        func quoted(_ line: Substring, key: String) -> String? {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(key + " = \""), trimmed.hasSuffix("\"") else { return nil }
            return String(trimmed.dropFirst(key.count + 4).dropLast())
        }
        // Exercises: `name` and `name_en` in the front matter; the Portuguese body, then `+++ en` and the English one.
        for file in try files("exercises", ".md") {
            let text = try String(contentsOf: file, encoding: .utf8)
            let parts = text.components(separatedBy: "\n+++ en\n")
            let frontEnd = try #require(parts[0].range(of: "\n+++\n"))
            for line in parts[0][..<frontEnd.lowerBound].split(separator: "\n") {
                if let name = quoted(line, key: "name") { texts.portuguese.append(name) }
                if let name = quoted(line, key: "name_en") { texts.english.append(name) }
            }
            texts.portuguese.append(String(parts[0][frontEnd.upperBound...]))
            texts.english.append(contentsOf: parts.dropFirst())
        }
        // Blocks: `name`/`name_en` and each exercise's `notes`/`notes_en`.
        for file in try files("blocks", ".toml") {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                for key in ["name", "notes"] {
                    if let text = quoted(line, key: key) { texts.portuguese.append(text) }
                    if let text = quoted(line, key: key + "_en") { texts.english.append(text) }
                }
            }
        }
        // Programs: the header's texts and their ` en` twins, and the `; en:` names of days and lifts.
        for file in try files("programs", ".txt") {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
                let key = line.firstIndex(of: ":").map { line[..<$0].lowercased() } ?? ""
                let value = line.firstIndex(of: ":").map { String(line[line.index(after: $0)...]) } ?? ""
                let isDay = line.hasPrefix("day ")
                if ["program", "about", "for", "source"].contains(key) {
                    texts.portuguese.append(value)
                } else if ["program en", "about en", "for en", "source en"].contains(key) {
                    texts.english.append(value)
                } else if isDay || line.hasPrefix("lift "), let translation = line.range(of: "; en:") {
                    var own = line.dropFirst(isDay ? 4 : 5)[..<translation.lowerBound]
                    // A lift's key, not the exercise's name after it (names are checked with the library).
                    if let colon = own.firstIndex(of: ":") { own = own[..<colon] }
                    texts.portuguese.append(String(own))
                    texts.english.append(String(line[translation.upperBound...]))
                }
            }
        }
        // The site's own English words: the catalogue, without its command-line examples (which may name
        // exercises in either language, as both match).
        let catalogue = try ["Sources/FitTodayDomain/Words/en.toml", "Sources/FitTodayApp/Words/en.toml"].map { path in
            try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
        }.joined(separator: "\n")
        texts.english.append(catalogue.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("fittoday ") }
            .joined(separator: "\n"))
        return texts
    }

    static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter }.map(String.init))
    }

    /// Every word of the Portuguese content that English never uses, of four letters or more.
    static func portugueseWords() throws -> Set<String> {
        let texts = try builtInTexts()
        let english = texts.english.reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        let portuguese = texts.portuguese.reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        return portuguese.filter { $0.count >= 4 && !english.contains($0) }
    }

    /// The text a person reads on a page: an HTML page without its tags, scripts and styles; a Markdown twin
    /// without its links' addresses.
    static func readable(_ page: String, html: Bool) -> String {
        var text = page
        if html {
            for pattern in ["<script[^>]*>[\\s\\S]*?</script>", "<style[^>]*>[\\s\\S]*?</style>", "<[^>]*>"] {
                text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
            }
        } else {
            text = text.replacingOccurrences(of: "\\]\\([^)]*\\)", with: "] ", options: .regularExpression)
            text = text.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        }
        return text
    }

    /// Each page (its path under public/) with the Portuguese words it holds.
    static func portugueseOnPages(of cli: FitTodayProcess, words portuguese: Set<String>) throws -> [String: [String]] {
        let root = URL(fileURLWithPath: cli.path("public"))
        var found: [String: [String]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let file as URL in enumerator where file.pathExtension == "html" || file.pathExtension == "md" {
            let text = readable(try String(contentsOf: file, encoding: .utf8), html: file.pathExtension == "html")
            let hits = words(text).intersection(portuguese)
            if !hits.isEmpty { found[String(file.path.dropFirst(root.path.count + 1))] = hits.sorted() }
        }
        return found
    }

    /// The loads today's page shows, in pounds ("225 lb", "2,250 lb").
    static func poundLoads(onTodayOf cli: FitTodayProcess) throws -> [Double] {
        let page = readable(try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8), html: true)
        let regex = try NSRegularExpression(pattern: "([0-9][0-9,]*(?:\\.[0-9]+)?) lb\\b")
        return regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap { match in
            Range(match.range(at: 1), in: page).flatMap { Double(page[$0].replacingOccurrences(of: ",", with: "")) }
        }
    }

    /// A new English lifter in pounds; `then`: what they run before checking in and building.
    static func englishLifter(then: [[String]] = []) throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        let created = try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--frequency", "4", "--locale", "en", "--units", "lb"])
        #expect(created.exitCode == 0, "\(created.stderr)")
        for arguments in then {
            let result = try cli.run(arguments)
            #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
        }
        let checkedIn = try cli.run(["checkin", "--focus", "lower", "--soreness", "2"])
        #expect(checkedIn.exitCode == 0, "\(checkedIn.stderr)")
        let built = try cli.run(["build", "--offline"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        return cli
    }

    @Test func theWordListComesFromTheContent() throws {
        let portuguese = try Self.portugueseWords()
        // Words of exercise names, instructions, block titles, program texts and lift keys…
        for word in ["agachamento", "supino", "halteres", "segurança", "costas", "quadríceps", "calistenia", "flexões", "desenvolvimento"] {
            #expect(portuguese.contains(word), "\(word)")
        }
        // …and none that English uses too.
        for shared in ["gzclp", "cardio", "burpee", "press", "lefever", "push"] { #expect(!portuguese.contains(shared), "\(shared)") }
        #expect(portuguese.count > 1000)
    }

    @Test func anEnglishLifterReadsNoPortugueseOnAnyPage() throws {
        let portuguese = try Self.portugueseWords()
        let cli = try Self.englishLifter()
        let found = try Self.portugueseOnPages(of: cli, words: portuguese)
        #expect(found.isEmpty, "\(found)")
        // The check reads pages: there are many.
        let pages = try FileManager.default.subpathsOfDirectory(atPath: cli.path("public")).filter { $0.hasSuffix(".html") }
        #expect(pages.count > 150)
        let today = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(!Self.readable(today, html: true).contains(" kg"))
    }

    /// The programs' pages and today's program sheet, for someone following each built-in program.
    @Test(arguments: [
        ["531-bbb", "--tm", "Barbell back squat=225", "--tm", "Barbell bench press=185", "--tm", "Deadlift=275", "--tm", "Overhead press=115"],
        ["gzclp", "--start", "Barbell back squat=135", "--start", "Barbell bench press=95", "--start", "Deadlift=155",
         "--start", "Overhead press=65", "--start", "Lat pulldown=70", "--start", "One-arm dumbbell row=30"],
        ["5x5", "--start", "Barbell back squat=135", "--start", "Barbell bench press=95", "--start", "Deadlift=155",
         "--start", "Overhead press=65", "--start", "Barbell bent-over row=85"],
        ["ppl"],
        ["calistenia"],
    ])
    func anEnglishLifterFollowingAProgramReadsNoPortuguese(_ start: [String]) throws {
        let portuguese = try Self.portugueseWords()
        let cli = try Self.englishLifter(then: [["program", "start"] + start])
        let found = try Self.portugueseOnPages(of: cli, words: portuguese)
        #expect(found.isEmpty, "\(start[0]): \(found)")
        let today = Self.readable(try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8), html: true)
        #expect(!today.contains(" kg"), "\(start[0])")
        // Every load is the 45 lb bar with pairs of 45, 35, 25, 10, 5 and 2.5 lb plates, or a 5 lb step: a multiple of 5.
        let loads = try Self.poundLoads(onTodayOf: cli)
        for load in loads { #expect(load.truncatingRemainder(dividingBy: 5) == 0, "\(start[0]): \(load) lb") }
        // The programs given numbers show loads.
        if start.count > 1 { #expect(loads.count >= 5, "\(start[0]): \(loads)") }
    }
}
