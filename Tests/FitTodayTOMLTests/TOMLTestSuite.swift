import Foundation

/// toml-lang/toml-test (MIT), read in place from `../shared/data/toml-test` beside the repository and never copied
/// into it: `tests/files-toml-1.0.0` lists the cases of TOML 1.0.0, `valid/….toml` each with the `.json` it decodes
/// to, `invalid/….toml` each a document a reader must refuse.
enum TOMLTestSuite {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // FitTodayTOMLTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .deletingLastPathComponent()  // its parent
        .appendingPathComponent("shared/data/toml-test/tests", isDirectory: true)
    static let listPath = folder.appendingPathComponent("files-toml-1.0.0").path

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: listPath)
    }

    static let skipReason = "../shared/data/toml-test is absent: skipping toml-test's TOML 1.0.0 cases"

    /// The `.toml` files of the 1.0.0 list under `kind` (`valid` or `invalid`), as the list names them.
    static func cases(_ kind: String) throws -> [String] {
        let list = try String(contentsOfFile: listPath, encoding: .utf8)
        return list.split(whereSeparator: \.isNewline).map(String.init)
            .filter { $0.hasPrefix(kind + "/") && $0.hasSuffix(".toml") }
    }

    static func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// A valid case's expected values, from the `.json` beside its `.toml`.
    static func expected(_ name: String) throws -> TaggedValue? {
        let json = try bytes(String(name.dropLast(".toml".count)) + ".json")
        return TaggedValue(json: try JSONSerialization.jsonObject(with: json))
    }
}
