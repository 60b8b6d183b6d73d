import Foundation

/// A fresh folder of a test's own under the temporary folder, removed when the value goes away: the one every test
/// target uses (it was written four times).
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Names of the files in the folder, sorted.
    public func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }

    deinit { try? FileManager.default.removeItem(at: url) }
}
