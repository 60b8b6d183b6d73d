@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// The programs compiled into the binary and a content folder's `programs/` on top. The file reading and the
/// override rules are tested through a stand-in parser (the first line is the name, a line `broken` a problem), so
/// they hold whatever the program grammar says.
@Suite struct ProgramLibraryLoaderTests {
    static let standIn: ProgramLibraryLoader.Parse = { text, id, file, _ throws(FitTodayError) in
        if let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "broken") {
            throw .program(file: file, problems: [ProgramProblem(line: line + 1, column: 1, issue: .noDays)])
        }
        return Program(id: id, name: String(text.prefix { $0 != "\n" }), daysPerWeek: 3, equipment: .fullGym, weeks: [])
    }

    static func loader(_ base: ProgramLibraryLoader, builtIn: [String: String] = [:]) -> ProgramLibraryLoader {
        var loader = base
        loader.parse = standIn
        loader.builtInFiles = builtIn
        return loader
    }

    static func write(_ text: String, to name: String, in folder: TemporaryDirectory) throws {
        let programs = folder.url.appendingPathComponent("content/programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: programs.appendingPathComponent(name))
    }

    @Test func theEmbeddedProgramsEqualContentByteForByte() throws {
        let url = ContentLibraryTests.repositoryContent.appendingPathComponent("programs")
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where name.hasSuffix(".txt") && !name.hasPrefix(".") {
            files["programs/" + name] = try Data(contentsOf: url.appendingPathComponent(name))
        }
        #expect(Set(BuiltInProgramFiles.files.keys) == Set(files.keys), "run python3 scripts/embed-resources.py after changing content/programs")
        for (path, data) in files {
            #expect(BuiltInProgramFiles.files[path].map { Data($0.utf8) } == data, "\(path) differs: run python3 scripts/embed-resources.py")
        }
    }

    @Test func aContentFolderReplacesByIDAndAddsAndAllAreSortedByID() throws {
        let folder = try TemporaryDirectory()
        try Self.write("GZCLP, my way\n", to: "gzclp.txt", in: folder)
        try Self.write("Push pull legs\n", to: "a-ppl.txt", in: folder)
        // Not programs: another extension, a hidden file.
        try Self.write("broken\n", to: "notes.md", in: folder)
        try Self.write("broken\n", to: ".draft.txt", in: folder)
        let builtIn = ["programs/gzclp.txt": "GZCLP\n", "programs/531-bbb.txt": "5/3/1 BBB\n", "exercises/x.md": "broken\n"]
        let loader = Self.loader(.withBuiltIn(overrides: folder.url.appendingPathComponent("content")), builtIn: builtIn)
        let programs = try loader.load(matcher: nil)
        #expect(programs.map(\.id) == ["531-bbb", "a-ppl", "gzclp"])
        #expect(programs.map(\.name) == ["5/3/1 BBB", "Push pull legs", "GZCLP, my way"])
        // The built-in ones alone, with no folder or without its programs/.
        #expect(try Self.loader(.withBuiltIn(overrides: nil), builtIn: builtIn).load(matcher: nil).map(\.id) == ["531-bbb", "gzclp"])
        let empty = try TemporaryDirectory()
        #expect(try Self.loader(.withBuiltIn(overrides: empty.url), builtIn: builtIn).load(matcher: nil).map(\.id) == ["531-bbb", "gzclp"])
        // A folder read alone knows no built-in program, and names its files from the folder.
        let alone = Self.loader(ProgramLibraryLoader(directory: folder.url.appendingPathComponent("content")), builtIn: builtIn)
        #expect(try alone.load(matcher: nil).map(\.id) == ["a-ppl", "gzclp"])
    }

    @Test func aBrokenFileFailsTheWholeLoadNamingIt() throws {
        let folder = try TemporaryDirectory()
        try Self.write("Fine\n", to: "a.txt", in: folder)
        try Self.write("Half\nbroken\n", to: "b.txt", in: folder)
        let content = folder.url.appendingPathComponent("content")
        let path = content.path + "/programs/b.txt"
        #expect(throws: FitTodayError.program(file: path, problems: [ProgramProblem(line: 2, column: 1, issue: .noDays)])) {
            try Self.loader(.withBuiltIn(overrides: content)).load(matcher: nil)
        }
        #expect(throws: FitTodayError.program(file: "programs/b.txt", problems: [ProgramProblem(line: 2, column: 1, issue: .noDays)])) {
            try Self.loader(ProgramLibraryLoader(directory: content)).load(matcher: nil)
        }
        // A broken built-in program is named by its path in content/.
        #expect(throws: FitTodayError.program(file: "programs/c.txt", problems: [ProgramProblem(line: 1, column: 1, issue: .noDays)])) {
            try Self.loader(.withBuiltIn(overrides: nil), builtIn: ["programs/c.txt": "broken\n"]).load(matcher: nil)
        }
    }

    @Test func bytesThatAreNotUTF8AreTheFilesOneProblem() throws {
        let folder = try TemporaryDirectory()
        let programs = folder.url.appendingPathComponent("content/programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        try Data([0x47, 0x5A, 0xC3, 0x28, 0x0A]).write(to: programs.appendingPathComponent("latin.txt"))
        let path = programs.path + "/latin.txt"
        let problem = FitTodayError.program(file: path, problems: [ProgramProblem(line: 1, column: 1, issue: .notUTF8)])
        #expect(throws: problem) { try Self.loader(.withBuiltIn(overrides: folder.url.appendingPathComponent("content"))).load(matcher: nil) }
        #expect(throws: problem) { try Self.loader(.withBuiltIn(overrides: nil)).loadOne(path: path, matcher: nil) }
        // A byte order mark is not part of the text.
        try Data([0xEF, 0xBB, 0xBF] + Array("Com BOM\n".utf8)).write(to: programs.appendingPathComponent("bom.txt"))
        #expect(try Self.loader(.withBuiltIn(overrides: nil)).loadOne(path: programs.path + "/bom.txt", matcher: nil).name == "Com BOM")
    }

    @Test func loadOneReadsAFileAnywhereNamedAsGiven() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("meu-programa.txt")
        try Data("Meu programa\n".utf8).write(to: URL(fileURLWithPath: path))
        let program = try Self.loader(.withBuiltIn(overrides: nil)).loadOne(path: path, matcher: nil)
        #expect(program.id == "meu-programa" && program.name == "Meu programa")
        try Data("x\nbroken\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FitTodayError.program(file: path, problems: [ProgramProblem(line: 2, column: 1, issue: .noDays)])) {
            try Self.loader(.withBuiltIn(overrides: nil)).loadOne(path: path, matcher: nil)
        }
        for missing in [folder.path("nao-existe.txt"), folder.path("")] {
            #expect(throws: FitTodayError.self) { try Self.loader(.withBuiltIn(overrides: nil)).loadOne(path: missing, matcher: nil) }
        }
    }

    @Test func aConfiguredFolderThatIsMissingNamesTheFolderAndTheSetting() throws {
        let folder = try TemporaryDirectory()
        let missing = folder.url.appendingPathComponent("biblioteca")
        #expect(throws: FitTodayError.contentFolderMissing(folder: missing.path, setting: "[site] content_dir")) {
            try Self.loader(.withBuiltIn(overrides: missing, configuredSetting: "[site] content_dir")).load(matcher: nil)
        }
        #expect(try Self.loader(.withBuiltIn(overrides: missing)).load(matcher: nil).isEmpty)
    }

    @Test func theBuiltInProgramsLoadWithTheLibrarysExercises() throws {
        let library = try ContentLibraryLoader.withBuiltIn(overrides: nil).load()
        let matcher = ExerciseMatcher(exercises: library.exercises)
        let programs = try ProgramLibraryLoader.withBuiltIn(overrides: nil).load(matcher: matcher)
        #expect(programs.map(\.id) == ["531-bbb", "531-beginners", "531-fsl", "5x5", "calistenia", "greyskull-lp", "gzclp", "madcow-5x5", "nsuns-5", "phul", "ppl", "smolov-jr", "starting-strength", "texas-method"])
        let ids = Set(library.exercises.map(\.id))
        for program in programs {
            #expect(!program.weeks.isEmpty, "\(program.id)")
            for lift in program.lifts { #expect(ids.contains(lift.exerciseID) || lift.isChosenAtStart, "\(program.id): \(lift.exerciseID)") }
        }
        #expect(programs.first { $0.id == "gzclp" }?.name == "GZCLP")
    }

    @Test func aPersonsProgramFileReplacesTheBuiltInOneAndItsProblemsNameIt() throws {
        let folder = try TemporaryDirectory()
        let original = try #require(BuiltInProgramFiles.files["programs/gzclp.txt"])
        try Self.write(original.replacingOccurrences(of: "program: GZCLP", with: "program: GZCLP da academia"), to: "gzclp.txt", in: folder)
        let content = folder.url.appendingPathComponent("content")
        let programs = try ProgramLibraryLoader.withBuiltIn(overrides: content).load(matcher: nil)
        #expect(programs.count == BuiltInProgramFiles.files.count, "a replaced program is still one program")
        #expect(programs.first { $0.id == "gzclp" }?.name == "GZCLP da academia")
        // A line the grammar does not know: the whole load fails, naming the file on disk and the line.
        try Self.write(original + "\nisto não é uma linha de programa\n", to: "gzclp.txt", in: folder)
        var failure: FitTodayError?
        do { _ = try ProgramLibraryLoader.withBuiltIn(overrides: content).load(matcher: nil) } catch { failure = error }
        guard case let .program(file, problems)? = failure else {
            Issue.record("a broken program file was loaded: \(String(describing: failure))")
            return
        }
        #expect(file == content.path + "/programs/gzclp.txt")
        #expect(problems.first?.line == original.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
        // `program check` reads the same file where it is.
        #expect(throws: FitTodayError.self) { try ProgramLibraryLoader.withBuiltIn(overrides: nil).loadOne(path: content.path + "/programs/gzclp.txt", matcher: nil) }
    }

    /// The catalogue kept for the process (a team build reads it once per athlete) is the one the files and the
    /// exercises give now: an edited file or another library is read again, never served from what was kept.
    @Test func theCatalogueKeptForTheProcessFollowsItsFilesAndExercises() throws {
        let folder = try TemporaryDirectory()
        let content = folder.url.appendingPathComponent("content")
        let exercises = try ContentLibraryLoader.withBuiltIn(overrides: nil).load().exercises
        let loader = ProgramLibraryLoader.withBuiltIn(overrides: content)
        let original = try #require(BuiltInProgramFiles.files["programs/gzclp.txt"])
        let first = try loader.load(exercises: exercises, aliases: [:])
        #expect(first == (try loader.load(matcher: ExerciseMatcher(exercises: exercises))))
        #expect(try loader.load(exercises: exercises, aliases: [:]) == first)
        let key = try loader.sourceKey()
        #expect(try loader.sourceKey() == key)

        try Self.write(original.replacingOccurrences(of: "program: GZCLP\n", with: "program: GZCLP do treinador\n"), to: "gzclp.txt", in: folder)
        let edited = try loader.load(exercises: exercises, aliases: [:])
        #expect(edited.first { $0.id == "gzclp" }?.name == "GZCLP do treinador")
        #expect(try loader.sourceKey() != key)

        // Another library: the squat under another id is what the program's lift resolves to.
        let renamed = exercises.map { exercise -> Exercise in
            var exercise = exercise
            if exercise.id == "agachamento-livre-barra" { exercise.id = "agachamento-da-casa" }
            return exercise
        }
        let other = try loader.load(exercises: renamed, aliases: [:])
        let lifts = Set(try #require(other.first { $0.id == "gzclp" }).lifts.map(\.exerciseID))
        #expect(lifts.contains("agachamento-da-casa") && !lifts.contains("agachamento-livre-barra"))
        #expect(try loader.sourceKey() == (try loader.sourceKey()))

        // Only the program followed, as `plan generate` and `log` read it: the same program as in the whole catalogue.
        var one = loader
        one.only = "gzclp"
        let alone = try one.load(exercises: exercises, aliases: [:])
        #expect(alone.map(\.id) == ["gzclp"])
        #expect(alone.first == edited.first { $0.id == "gzclp" })
    }
}
