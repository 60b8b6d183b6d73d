import FitTodayData
import FitTodayDomain
import Foundation

extension CommandContext {
    /// Loads the curated library from the content folder and brings its exercises into the database,
    /// so plans and history can refer to them.
    func loadLibrary(into store: SQLiteStore) throws(FitTodayError) -> ExerciseLibrary {
        let directory = URL(fileURLWithPath: configuration.contentDirectory)
        let library = try ContentLibraryLoader(directory: directory, locale: locale).load()
        logger.debug("Library \(library.version): \(library.exercises.count) exercises, \(library.blocks.count) blocks from \(directory.path)")
        try store.saveExercises(library.exercises)
        return library
    }
}
