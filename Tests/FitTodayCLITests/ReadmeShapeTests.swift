import Foundation
import Testing

/// The README is for the person who uses FitToday, short and true (issue 50): at most 300 lines, internals in
/// `docs/`, and every document it points to is there.
@Suite struct ReadmeShapeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theReadmeIsShortAndEveryDocItNamesExists() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - (readme.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= 300, "README.md has \(lines) lines; internals belong in docs/")
        let named = try NSRegularExpression(pattern: #"docs/[A-Za-z0-9_-]+\.md"#)
        let paths = Set(named.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).compactMap {
            Range($0.range, in: readme).map { String(readme[$0]) }
        })
        #expect(paths.count >= 10, "\(paths)")
        for path in paths.sorted() {
            #expect(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(path).path), "README names \(path)")
        }
    }
}
