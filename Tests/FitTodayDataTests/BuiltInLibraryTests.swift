@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// The curated library compiled into the binary, and a content folder on top of it.
@Suite struct BuiltInLibraryTests {
    /// Every file of content/exercises and content/blocks, by path relative to content/.
    static func repositoryFiles() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for (folder, suffix) in [("exercises", ".md"), ("blocks", ".toml")] {
            let url = ContentLibraryTests.repositoryContent.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(suffix) && !name.hasPrefix(".") {
                files[folder + "/" + name] = try Data(contentsOf: url.appendingPathComponent(name))
            }
        }
        return files
    }

    @Test func theEmbeddedLibraryEqualsContentByteForByte() throws {
        let files = try Self.repositoryFiles()
        #expect(files.count == 252, "151 exercises and 101 blocks in content/")
        #expect(Set(BuiltInLibraryFiles.files.keys) == Set(files.keys), "run python3 scripts/embed-resources.py after changing content/")
        for (path, data) in files {
            #expect(BuiltInLibraryFiles.files[path].map { Data($0.utf8) } == data, "\(path) differs: run python3 scripts/embed-resources.py")
        }
    }

    @Test func theBuiltInLibraryAloneIsTheCuratedOne() throws {
        let folder = try TemporaryDirectory()
        let builtIn = try ContentLibraryLoader.withBuiltIn(overrides: folder.url.appendingPathComponent("content")).load()
        let repository = try ContentLibraryLoader(directory: ContentLibraryTests.repositoryContent).load()
        #expect(builtIn.exercises.count == 151)
        #expect(builtIn.blocks.count == 101)
        #expect(builtIn.version == repository.version)
        #expect(builtIn.exercises == repository.exercises)
    }

    @Test func aContentFolderOverridesByIDAndAdds() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("exercises"), withIntermediateDirectories: true)
        let original = try #require(BuiltInLibraryFiles.files["exercises/supino-reto-com-barra.md"])
        let edited = original.replacingOccurrences(of: "## Segurança", with: "Texto editado por mim.\n\n## Segurança")
            .replacingOccurrences(of: "role = \"main\"", with: "role = \"secondary\"")
        #expect(edited.contains("role = \"secondary\""))
        try Data(edited.utf8).write(to: folder.url.appendingPathComponent("exercises/supino-reto-com-barra.md"))
        try Data(OverrideExercise.portuguese().utf8).write(to: folder.url.appendingPathComponent(OverrideExercise.path))
        let library = try ContentLibraryLoader.withBuiltIn(overrides: folder.url).load()
        #expect(library.exercises.count == 152)
        #expect(library.exercises.first { $0.id == "supino-reto-com-barra" }?.instructions.contains("Texto editado por mim.") == true)
        #expect(library.exercises.first { $0.id == "remada-na-arvore" }?.name == "Remada na árvore")
        // The override's role and pattern are the ones used, for the replaced exercise and the added one.
        #expect(library.exercise(id: "supino-reto-com-barra")?.role == .secondary)
        #expect(library.exercise(id: "supino-reto-com-barra")?.pattern == .horizontalPush)
        #expect(library.exercise(id: "remada-na-arvore")?.role == .secondary)
        #expect(library.exercise(id: "remada-na-arvore")?.pattern == .horizontalPull)
        let builtIn = try ContentLibraryLoader.withBuiltIn(overrides: nil).load()
        #expect(library.version != builtIn.version)
    }

    @Test func aConfiguredFolderThatIsMissingNamesTheFolderAndTheSetting() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.url.appendingPathComponent("biblioteca")
        #expect(throws: FitTodayError.contentFolderMissing(folder: missing.path, setting: "[site] content_dir")) {
            try ContentLibraryLoader.withBuiltIn(overrides: missing, configuredSetting: "[site] content_dir").load()
        }
        // The default folder, not configured, may be absent.
        #expect(try ContentLibraryLoader.withBuiltIn(overrides: missing).load().exercises.count == 151)
    }

    @Test func twoExercisesOfOneNameAreRefused() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("exercises"), withIntermediateDirectories: true)
        try Data("""
        +++
        id = "supino-do-joao"
        name = "Supino RETO com barra"
        muscle_group = "chest"
        equipment = "full-gym"
        level = "beginner"
        role = "main"
        pattern = "horizontal-push"
        +++
        Outro supino.

        """.utf8).write(to: folder.url.appendingPathComponent("exercises/supino-do-joao.md"))
        let loader = ContentLibraryLoader.withBuiltIn(overrides: folder.url)
        let error = #expect(throws: FitTodayError.self) { try loader.load() }
        guard case let .content(file, line, issue)? = error, case let .duplicateName(name, other) = issue else {
            Issue.record("not a duplicate name: \(String(describing: error))")
            return
        }
        #expect(file.hasSuffix("exercises/supino-reto-com-barra.md"))
        #expect(line == 3)
        #expect(name == "Supino reto com barra")
        #expect(other.hasSuffix("exercises/supino-do-joao.md"))
    }
}
