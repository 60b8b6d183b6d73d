import FitTodayData
import FitTodayDomain
import Foundation

/// What commands need to follow a program: the programs (built in, with the content folder's on top) and the
/// one use case that reads the history for them.
extension CommandContext {
    /// The database with a profile and the library saved into it, as every `program` command needs: program names
    /// resolve against what the store holds.
    func openStoreForPrograms() throws(FitTodayError) -> SQLiteStore {
        let (store, _) = try openStoreWithProfile()
        _ = try loadLibrary(into: store)
        return store
    }

    /// Exercise names by id, for printing lifts.
    func exerciseNames(in store: SQLiteStore) throws(FitTodayError) -> [String: String] {
        Dictionary(try store.exercises.exercises().map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every program (or only the one of id `only`), names resolved against the exercises in `store` (the library
    /// must be saved there first).
    func programCatalogue(store: SQLiteStore, only: String? = nil) throws(FitTodayError) -> [Program] {
        var loader = programLoader()
        loader.only = only
        return try loader.load(exercises: try store.exercises.exercises(), aliases: ExerciseAliases.libraryNames)
    }

    func programLoader() -> ProgramLibraryLoader {
        ProgramLibraryLoader.withBuiltIn(
            overrides: URL(fileURLWithPath: configuration.contentDirectory),
            configuredSetting: configuration.contentDirectoryConfigured ? "[site] content_dir" : nil, locale: locale
        )
    }

    /// `--verbose`: every file of the library and the programs whose text is missing in this command's language,
    /// on standard error; the other language's text stands in for it on every page and in every command.
    func listUntranslated() throws(FitTodayError) {
        let words = locale.words.contentTranslation
        let names = locale == .en ? (words.english, words.portuguese) : (words.portuguese, words.english)
        let files = try loadLibrary().untranslated + programLoader().load(matcher: nil).filter(\.untranslated).map { "programs/\($0.id).txt" }
        for file in files { Console.error(words.untranslated(file: file, language: names.0, other: names.1)) }
        // An override of a built-in exercise that leaves fields out (a file of an earlier release) takes them from it.
        for (file, fields) in try libraryLoader().inheritedFields() { Console.error(words.inherited(file: file, fields: fields.joined(separator: ", "))) }
    }


    /// "Lift=LOAD" values of `option` resolved to exercise ids (names as `log` matches them); the number is in the
    /// person's unit, the result in kilograms.
    func liftNumbers(_ values: [String], option: String, store: SQLiteStore) throws(FitTodayError) -> [String: Double] {
        var result: [String: Double] = [:]
        guard !values.isEmpty else { return result }
        let matcher = ExerciseMatcher(exercises: try store.exercises.exercises(), aliases: ExerciseAliases.libraryNames)
        for value in values {
            guard let equals = value.lastIndex(of: "=") else { throw .invalidValue(option: option, value: value, allowed: [locale.words.cli.program.liftValueForm(unit: unit.symbol.uppercased())]) }
            let name = value[..<equals].trimmingCharacters(in: .whitespaces)
            let number = value[value.index(after: equals)...].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
            guard let typed = Double(number), typed > 0, unit.kilograms(typed) <= PlanRules.typedWeightKg.upperBound else {
                throw .invalidNumber(option: option, value: value)
            }
            guard let exercise = matcher.match(name) else { throw .exerciseNotFound(reference: name) }
            result[exercise.id] = unit.kilograms(typed)
        }
        return result
    }
}
