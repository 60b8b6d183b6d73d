import FitTodayData
import FitTodayDomain
import FitTodaySystem
import Foundation

/// What commands need to compose plans: the curated library and the optional AI composer.
extension CommandContext {
    /// Loads the curated library (built into FitToday, with the content folder's files on top) and brings
    /// its exercises into the database, so plans, logged sets and the site all see the same library.
    /// Unchanged exercises are not rewritten.
    func loadLibrary(into store: SQLiteStore) throws(FitTodayError) -> ExerciseLibrary {
        let library = try loadLibrary()
        try save(library, into: store)
        return library
    }

    /// Brings the library's exercises into the database (unchanged ones are not rewritten), unless the
    /// ``LibrarySavedMarker`` beside it says they are there as this program saved them.
    func save(_ library: ExerciseLibrary, into store: SQLiteStore) throws(FitTodayError) {
        try saveLibrary(version: library.version, into: store) { () throws(FitTodayError) in library }
    }

    /// ``save(_:into:)`` of the library of this version, which `library` gives only when it must be written: a
    /// build whose database already holds it never decodes it.
    func saveLibrary(version: String, into store: SQLiteStore, _ library: () throws(FitTodayError) -> ExerciseLibrary) throws(FitTodayError) {
        let program = (runningProgramPath() ?? Bundle.main.executablePath).flatMap { path in fileStamp(path).map { path + "|" + $0 } } ?? "unknown"
        let marker = LibrarySavedMarker(path: librarySavedPath, program: program, version: version)
        // Earlier versions kept the cache and the marker in two files of their own beside the database (two
        // system calls that find nothing, once the first command of this version removed them).
        for suffix in ["library-cache", "library-saved"] { unlink(besideDatabase(suffix)) }
        if try marker.keepCurrent(in: store) { return }
        try store.exercises.saveExercises(try library().exercises)
        try marker.record(store)
    }

    /// Reads the curated library (built in, with the content folder's files on top) without saving it.
    func loadLibrary() throws(FitTodayError) -> ExerciseLibrary {
        let directory = URL(fileURLWithPath: configuration.contentDirectory)
        let library = try libraryLoader().load()
        logger.debug("Library \(library.version): \(library.exercises.count) exercises, \(library.blocks.count) blocks (built in, plus \(directory.path))")
        return library
    }

    /// The library's version from the parsed library kept beside the database, when it is this library's; nil
    /// when ``loadLibrary()`` has to parse the files.
    func cachedLibraryVersion() throws(FitTodayError) -> String? {
        try libraryLoader().cachedVersion()
    }

    func libraryLoader() -> ContentLibraryLoader {
        var loader = ContentLibraryLoader.withBuiltIn(
            overrides: URL(fileURLWithPath: configuration.contentDirectory),
            configuredSetting: configuration.contentDirectoryConfigured ? "[site] content_dir" : nil, locale: locale
        )
        loader.cache = ContentLibraryCache(path: libraryCachePath)
        return loader
    }

    /// The parsed library kept beside the database (`.fittoday.sqlite.library/cache`), safe to delete.
    var libraryCachePath: String { besideDatabase("library") + "/cache" }

    /// What says the library is already in the database (see ``save(_:into:)``; `.fittoday.sqlite.library/saved`),
    /// safe to delete.
    var librarySavedPath: String { besideDatabase("library") + "/saved" }

    private func besideDatabase(_ suffix: String) -> String {
        let database = URL(fileURLWithPath: databasePath)
        return database.deletingLastPathComponent().appendingPathComponent(".\(database.lastPathComponent).\(suffix)").path
    }


    /// The AI composer when `[ai]` enables it with an http(s) endpoint; nil means compose locally.
    func aiComposer() -> (any AIPlanComposer)? {
        let settings = configuration.ai
        guard settings.enabled, let endpoint = URL(string: settings.endpoint), endpoint.scheme == "http" || endpoint.scheme == "https" else {
            return nil
        }
        return OpenAICompatibleComposer(
            endpoint: endpoint, model: settings.model,
            apiKey: ProcessInfo.processInfo.environment[settings.apiKeyEnvironmentVariable],
            timeout: settings.timeoutSeconds, logger: logger
        )
    }
}
