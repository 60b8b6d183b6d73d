import Foundation
import Testing

/// `docs/architecture.md` is a map for a newcomer (issue 50): every file and folder it names is where it says.
@Suite struct ArchitectureMapTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyPathTheMapNamesExists() throws {
        let map = try String(contentsOf: Self.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let named = try NSRegularExpression(pattern: #"(?:Sources|Tests|Benchmarks|scripts)/[A-Za-z0-9_./+-]+"#)
        let paths = Set(named.matches(in: map, range: NSRange(map.startIndex..., in: map)).compactMap { match -> String? in
            guard let range = Range(match.range, in: map) else { return nil }
            // A sentence's last dot or comma is not the path's.
            return String(map[range]).trimmingCharacters(in: CharacterSet(charactersIn: ".,;:"))
        })
        #expect(paths.count >= 40, "\(paths.count) paths")
        let missing = paths.filter { !FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent($0).path) }.sorted()
        #expect(missing.isEmpty, "named by docs/architecture.md but not there: \(missing)")
        for question in ["Where the day shown is decided", "Where a page is rendered", "Where the build decides what to rewrite",
                         "Where an image is fetched and retried", "Where a log from the inbox is imported", "Where work runs side by side"] {
            #expect(map.contains(question), "the map answers \"\(question)\"")
        }
    }

    /// The issue's ten questions each have one row in the map's table, naming one file that is there.
    @Test func eachQuestionIsAnsweredByOneFile() throws {
        let map = try String(contentsOf: Self.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let questions = ["today's plan decided", "a page rendered", "a page is rewritten", "a Strong row parsed", "a program's next day come from",
                         "an image retried", "a team build iterate its athletes", "deploy order its uploads", "renditions chosen",
                         "a log from the inbox imported"]
        let rows = map.split(separator: "\n").filter { $0.hasPrefix("| Where") || $0.hasPrefix("| What") }
        for question in questions {
            let found = rows.filter { $0.contains(question) }
            #expect(found.count == 1, "one row answers \"\(question)\"")
            guard let row = found.first else { continue }
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let file = cells.last.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) } ?? ""
            #expect(file.hasSuffix(".swift") && FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(file).path),
                    "\(question): \(file)")
        }
    }

    /// The build's engine is a target of its own, whatever the pages are: it imports neither the site, nor the
    /// templates, nor the data layer.
    @Test func theBuildEngineKnowsNothingOfTheSite() throws {
        let root = Self.repository.appendingPathComponent("Sources/FitTodayBuild")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 20, "\(files.count) files")
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for module in ["FitTodaySite", "FitTodayTemplates", "FitTodayData"] {
                #expect(!text.contains("import \(module)"), "\(file) imports \(module)")
            }
        }
    }

    /// The site target is a folder per concept (GRDB's layout): its build steps, the page steps, the rendering, the
    /// images, the charts; at its root only the generated resources file.
    @Test func theSiteTargetKeepsNoFileAtItsRoot() throws {
        let root = Self.repository.appendingPathComponent("Sources/FitTodaySite")
        let files = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        #expect(files == ["BuiltInResourceFiles.swift"], "\(files)")
    }
}
