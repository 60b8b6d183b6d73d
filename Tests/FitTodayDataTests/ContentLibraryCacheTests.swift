@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// The parsed library kept between commands: used only for exactly the same files, never for anything else.
@Suite struct ContentLibraryCacheTests {
    static let exercise = """
    +++
    id = "prancha"
    name = "Prancha"
    muscle_group = "core"
    equipment = "bodyweight"
    level = "beginner"
    images = ["Plank/0.jpg", "Plank/1.jpg"]
    tags = ["isolation"]
    role = "core"
    pattern = "core"
    duration = 30
    +++
    Apoie os antebraços e **segure**.
    """
    static let block = """
    id = "core-basico"
    name = "Core básico"
    focus = ["core"]
    level = "beginner"
    equipment = ["bodyweight", "home", "full-gym"]

    [[exercises]]
    id = "prancha"
    sets = 3
    reps = 6
    rest = 60
    notes = "Sem | pressa: 3:1"
    """

    /// A content folder, a cache file beside it and a loader whose clock runs `later` seconds ahead, so that
    /// files written by the test count as settled (or, with 0, as just changed).
    private func setUp(later: Int = 60) throws -> (TemporaryDirectory, ContentLibraryLoader, ContentLibraryCache) {
        let directory = try TemporaryDirectory()
        let content = directory.url.appendingPathComponent("content")
        for folder in ["exercises", "blocks"] {
            try FileManager.default.createDirectory(at: content.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data(Self.exercise.utf8).write(to: content.appendingPathComponent("exercises/prancha.md"))
        try Data(Self.block.utf8).write(to: content.appendingPathComponent("blocks/core-basico.toml"))
        let cache = ContentLibraryCache(path: directory.path(".fittoday.sqlite.library-cache"))
        var loader = ContentLibraryLoader.withBuiltIn(overrides: content)
        loader.cache = cache
        loader.now = { Int(time(nil)) + later }
        return (directory, loader, cache)
    }

    private func parsed(_ loader: ContentLibraryLoader) throws -> ExerciseLibrary {
        var plain = loader
        plain.cache = nil
        return try plain.load()
    }

    private func write(_ text: String, to path: String, in directory: TemporaryDirectory) throws {
        try Data(text.utf8).write(to: directory.url.appendingPathComponent("content/" + path))
    }

    @Test func aSettledLibraryIsKeptAndReadBackEqual() throws {
        let (directory, loader, cache) = try setUp()
        let first = try loader.load()
        #expect(FileManager.default.fileExists(atPath: cache.path))
        let key = try #require(try loader.cacheStamps()).key
        #expect(cache.library(key: key) == first)
        #expect(try loader.load() == first)
        #expect(first == (try parsed(loader)))
        #expect(first.blocks.first { $0.id == "core-basico" }?.exercises.first?.notes == "Sem | pressa: 3:1")
        _ = directory
    }

    @Test func theCacheIsWhatALoadWithTheSameFilesReturns() throws {
        // A library stored under the key of the files now is the answer, without parsing them: shown by storing
        // another library under that key.
        let (directory, loader, cache) = try setUp()
        let key = try #require(try loader.cacheStamps()).key
        let other = ExerciseLibrary(exercises: [Exercise(id: "outro", name: "Outro", muscleGroup: nil, equipment: nil, level: nil)],
                                    blocks: [], version: "0123456789abcdef")
        cache.save(other, key: key)
        #expect(try loader.load() == other)
        _ = directory
    }

    @Test func aChangedAddedOrRemovedFileIsParsedAgain() throws {
        let (directory, loader, _) = try setUp()
        _ = try loader.load()
        try write(Self.exercise.replacingOccurrences(of: "name = \"Prancha\"", with: "name = \"Prancha alta\""), to: "exercises/prancha.md", in: directory)
        let changed = try loader.load()
        #expect(changed.exercise(id: "prancha")?.name == "Prancha alta")
        #expect(changed == (try parsed(loader)))
        #expect(try loader.load() == changed)

        try write(Self.exercise.replacingOccurrences(of: "prancha", with: "prancha-do-teste")
            .replacingOccurrences(of: "name = \"Prancha\"", with: "name = \"Prancha do teste\""), to: "exercises/prancha-do-teste.md", in: directory)
        let added = try loader.load()
        #expect(added.exercise(id: "prancha-do-teste")?.name == "Prancha do teste")
        #expect(added == (try parsed(loader)))

        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("content/exercises/prancha-do-teste.md"))
        let removed = try loader.load()
        #expect(removed.exercise(id: "prancha-do-teste") == nil)
        #expect(removed == changed)
    }

    @Test func aFileBrokenAfterCachingIsReportedNotHiddenByTheCache() throws {
        let (directory, loader, _) = try setUp()
        _ = try loader.load()
        try write(Self.exercise.replacingOccurrences(of: "level = \"beginner\"", with: "level = \"mestre\""), to: "exercises/prancha.md", in: directory)
        #expect(throws: FitTodayError.self) { try loader.load() }
    }

    @Test(arguments: [
        "",
        "not a cache at all\n",
        "fittoday-library-cache\t1\n",
        "fittoday-library-cache\t2\n3:key",
        "fittoday-library-cache\t1\n999999999999:x",
    ])
    func aCorruptOrForeignCacheIsIgnoredAndReplaced(_ contents: String) throws {
        let (directory, loader, cache) = try setUp()
        try Data(contents.utf8).write(to: URL(fileURLWithPath: cache.path))
        let loaded = try loader.load()
        #expect(loaded == (try parsed(loader)))
        let key = try #require(try loader.cacheStamps()).key
        #expect(cache.library(key: key) == loaded)
        _ = directory
    }

    /// A build whose database holds the library needs only its version: read from the cache without decoding it,
    /// only for the files it was made from, never from a file cut short.
    @Test func theVersionIsReadAloneForTheSameFilesOnly() throws {
        let (directory, loader, cache) = try setUp()
        #expect(try loader.cachedVersion() == nil)
        let loaded = try loader.load()
        #expect(try loader.cachedVersion() == loaded.version)
        let key = try #require(try loader.cacheStamps()).key
        #expect(cache.version(key: key) == loaded.version && cache.version(key: "other") == nil)
        let bytes = try #require(FileManager.default.contents(atPath: cache.path))
        try bytes.prefix(bytes.count - 2).write(to: URL(fileURLWithPath: cache.path))
        #expect(cache.version(key: key) == nil)
        try bytes.write(to: URL(fileURLWithPath: cache.path))
        try write(Self.exercise.replacingOccurrences(of: "name = \"Prancha\"", with: "name = \"Prancha alta\""), to: "exercises/prancha.md", in: directory)
        #expect(try loader.cachedVersion() == nil)
        #expect(try loader.load().version != loaded.version)
    }

    @Test func aCacheCutShortOrWithBytesAppendedIsNotTrusted() throws {
        let (directory, loader, cache) = try setUp()
        let loaded = try loader.load()
        let key = try #require(try loader.cacheStamps()).key
        let bytes = try #require(FileManager.default.contents(atPath: cache.path))
        for cut in [bytes.count - 1, bytes.count - 5, bytes.count / 2, 40] {
            try bytes.prefix(cut).write(to: URL(fileURLWithPath: cache.path))
            #expect(cache.library(key: key) == nil, "cut at \(cut)")
        }
        try (bytes + Data("1:x".utf8)).write(to: URL(fileURLWithPath: cache.path))
        #expect(cache.library(key: key) == nil)
        // A value that is not one of the known slugs is not trusted either.
        let level = try #require(String(data: bytes, encoding: .utf8)).replacingOccurrences(of: "8:beginner", with: "8:beginneX")
        try Data(level.utf8).write(to: URL(fileURLWithPath: cache.path))
        #expect(cache.library(key: key) == nil)
        #expect(try loader.load() == loaded)
        _ = directory
    }

    @Test func filesChangedAMomentAgoAreNotCached() throws {
        let (directory, loader, cache) = try setUp(later: 0)
        let loaded = try loader.load()
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        #expect(try loader.cacheStamps()?.settled == false)
        #expect(loaded == (try parsed(loader)))
        _ = directory
    }
}
