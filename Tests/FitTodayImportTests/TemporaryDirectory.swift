import Foundation

/// A fresh directory per test, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-import-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Names of the files in the directory, sorted.
    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }

    deinit { try? FileManager.default.removeItem(at: url) }
}
