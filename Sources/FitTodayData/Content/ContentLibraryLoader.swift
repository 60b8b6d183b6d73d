import FitTodayDomain
import FitTodayHashing
import FitTodayTOML
import Foundation

/// Reads and checks the curated library: `exercises/*.md` (Markdown with TOML front matter) and
/// `blocks/*.toml`. Every problem names the file and line; nothing half-read is returned.
public struct ContentLibraryLoader: Sendable {
    public let directory: URL
    public let locale: AppLocale

    public init(directory: URL, locale: AppLocale = .default) {
        self.directory = directory
        self.locale = locale
    }

    public func load() throws(FitTodayError) -> ExerciseLibrary {
        let exerciseFiles = try files(in: "exercises", extension: "md")
        var digest = SHA256()
        var exercises: [Exercise] = []
        var seen: [String: String] = [:]
        for file in exerciseFiles {
            let text = try read(file, into: &digest)
            let exercise = try parseExercise(text, file: file)
            if seen[exercise.id] != nil { throw .content(file: file.relative, line: 2, issue: .duplicateID(exercise.id)) }
            seen[exercise.id] = file.relative
            exercises.append(exercise)
        }
        let byID = Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0) })
        var blocks: [WorkoutBlock] = []
        for file in try files(in: "blocks", extension: "toml") {
            let text = try read(file, into: &digest)
            blocks.append(try parseBlock(text, file: file, exercises: byID))
        }
        return ExerciseLibrary(exercises: exercises, blocks: blocks, version: String(SHA256.hex(digest.finalize()).prefix(16)))
    }

    struct SourceFile {
        let url: URL
        /// For messages: `exercises/supino.md`.
        let relative: String
        var stem: String { url.deletingPathExtension().lastPathComponent }
    }

    private func files(in folder: String, extension suffix: String) throws(FitTodayError) -> [SourceFile] {
        let url = directory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let matching = names.filter { $0.hasSuffix("." + suffix) && !$0.hasPrefix(".") }.sorted()
        guard !matching.isEmpty else { throw .content(file: folder + "/", line: nil, issue: .folderMissing) }
        return matching.map { SourceFile(url: url.appendingPathComponent($0), relative: folder + "/" + $0) }
    }

    private func read(_ file: SourceFile, into digest: inout SHA256) throws(FitTodayError) -> String {
        guard let data = FileManager.default.contents(atPath: file.url.path), let text = String(data: data, encoding: .utf8) else {
            throw .content(file: file.relative, line: nil, issue: .syntax(pt: "não consegui ler o arquivo como texto UTF-8", en: "it could not be read as UTF-8 text"))
        }
        digest.update(Array(file.relative.utf8) + [0])
        digest.update(data)
        return text
    }

    private func syntax(_ error: TOMLParseError, file: SourceFile) -> FitTodayError {
        .content(file: file.relative, line: error.line, issue: .syntax(pt: error.message(locale: "pt-BR"), en: error.message(locale: "en")))
    }

    func parseExercise(_ text: String, file: SourceFile) throws(FitTodayError) -> Exercise {
        let split: TOMLFrontMatter?
        do {
            split = try TOMLFrontMatter.split(text)
        } catch {
            throw syntax(error, file: file)
        }
        guard let document = split else { throw .content(file: file.relative, line: 1, issue: .missingFrontMatter) }
        var fields = ContentFields(document.frontMatter, file: file.relative, locator: SourceLocator(text: text))
        let id = try fields.string("id") ?? ""
        guard id == file.stem else { throw fields.failure("id", .idMismatch(id: id, expected: file.stem)) }
        let exercise = Exercise(
            id: id,
            name: try fields.string("name") ?? id,
            muscleGroup: try fields.slug("muscle_group", as: MuscleGroup.self),
            equipment: try fields.slug("equipment", as: Equipment.self),
            level: try fields.slug("level", as: FitnessLevel.self),
            instructions: document.body.trimmingCharacters(in: .whitespacesAndNewlines),
            images: try fields.strings("images", required: false),
            tags: try fields.strings("tags", required: false),
            origin: .content
        )
        try fields.finish()
        return exercise
    }

    func parseBlock(_ text: String, file: SourceFile, exercises: [String: Exercise]) throws(FitTodayError) -> WorkoutBlock {
        let table: TOMLTable
        do {
            table = try TOML.parse(text)
        } catch {
            throw syntax(error, file: file)
        }
        let locator = SourceLocator(text: text)
        var fields = ContentFields(table, file: file.relative, locator: locator)
        let id = try fields.string("id") ?? ""
        guard id == file.stem else { throw fields.failure("id", .idMismatch(id: id, expected: file.stem)) }
        let name = try fields.string("name") ?? id
        let focus = try fields.slugs("focus", as: BlockFocus.self)
        let level = try fields.slug("level", as: FitnessLevel.self)
        let equipment = try fields.slugs("equipment", as: Equipment.self)
        let tags = try fields.strings("tags", required: false)
        guard case let .array(entries)? = table["exercises"], !entries.isEmpty else {
            throw fields.failure("exercises", .missingField("[[exercises]]"))
        }
        fields.markRead("exercises")
        var items: [BlockExercise] = []
        for (index, entry) in entries.enumerated() {
            guard case let .table(entryTable) = entry else { throw fields.failure("exercises", .wrongType(field: "exercises", expected: "[[exercises]]")) }
            var item = ContentFields(entryTable, file: file.relative, locator: locator, entry: index)
            let exerciseID = try item.string("id") ?? ""
            guard let exercise = exercises[exerciseID] else { throw item.failure("id", .unknownExercise(exerciseID)) }
            for setting in equipment where !(exercise.equipment?.fits(in: setting) ?? false) {
                throw item.failure("id", .blockEquipment(exercise: exerciseID, setting: setting.rawValue))
            }
            items.append(BlockExercise(
                exerciseID: exerciseID,
                sets: try item.integer("sets", range: PlanRules.sets),
                reps: try item.integer("reps", range: PlanRules.reps),
                restSeconds: try item.integer("rest", allowed: PlanRules.allowedRestSeconds),
                notes: try item.string("notes", required: false) ?? ""
            ))
            try item.finish()
        }
        try fields.finish()
        return WorkoutBlock(id: id, name: name, focus: focus, level: level, equipment: equipment, tags: tags, exercises: items)
    }
}
