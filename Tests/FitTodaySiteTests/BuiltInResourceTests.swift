@testable import FitTodaySite
import Foundation
import Testing

/// The templates and assets compiled into the binary are the files in Sources/FitTodaySite/Resources.
@Suite struct BuiltInResourceTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/FitTodaySite/Resources")

    @Test func theEmbeddedTemplatesAndAssetsEqualTheFilesByteForByte() throws {
        var files: [String: Data] = [:]
        for folder in ["templates", "assets"] {
            let url = Self.resources.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where !name.hasPrefix(".") {
                files[folder + "/" + name] = try Data(contentsOf: url.appendingPathComponent(name))
            }
        }
        #expect(Set(BuiltInResourceFiles.files.keys) == Set(files.keys), "run python3 scripts/embed-resources.py after changing Resources/")
        for (path, data) in files {
            #expect(BuiltInResourceFiles.files[path].map { Data($0.utf8) } == data, "\(path) differs: run python3 scripts/embed-resources.py")
        }
        for name in SiteTemplates.names { #expect(files["templates/\(name).mustache"] != nil) }
        for name in SiteTemplates.assetNames { #expect(files["assets/\(name)"] != nil) }
    }
}
