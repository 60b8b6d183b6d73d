import Foundation

/// The 26 built-in page templates of FitToday, read from the source tree, named as the site names them.
enum TemplateFiles {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/FitTodaySite/Resources/templates")

    /// `(name, text)` for every `*.mustache`, name without the extension (`layout.html`, `session.md`, ...).
    static let all: [(name: String, text: String)] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".mustache") }.sorted().map { file in
            let text = (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return (String(file.dropLast(".mustache".count)), text)
        }
    }()
}
