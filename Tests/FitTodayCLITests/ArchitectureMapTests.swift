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

    /// The site target is a folder per concept (GRDB's layout): the build's engine in `Build/` and `BuildPlan/`, the
    /// rendering, the images, the charts, the publisher; at its root only the generated resources file.
    @Test func theSiteTargetKeepsNoFileAtItsRoot() throws {
        let root = Self.repository.appendingPathComponent("Sources/FitTodaySite")
        let files = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        #expect(files == ["BuiltInResourceFiles.swift"], "\(files)")
    }
}
