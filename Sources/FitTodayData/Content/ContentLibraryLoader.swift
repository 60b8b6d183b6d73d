import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import FitTodayTOML
import Foundation

/// Reads and checks the curated library: `exercises/*.md` (Markdown with TOML front matter) and
/// `blocks/*.toml`. Every problem names the file and line; nothing half-read is returned.
///
/// The library FitToday ships is compiled into the binary; ``withBuiltIn(overrides:configuredSetting:locale:)``
/// reads it and lets a folder add files and replace built-in ones of the same id (the file name is the id).
public struct ContentLibraryLoader: Sendable {
    /// The folder read from disk; nil reads the built-in library alone.
    public let directory: URL?
    public let locale: AppLocale
    /// Whether the built-in library is the base that `directory` adds to and overrides.
    public let includesBuiltIn: Bool
    /// The setting that named `directory` (`[site] content_dir`); such a folder must exist.
    public let configuredSetting: String?
    /// Where the parsed library is kept for the next load with the same files; nil parses every time.
    public var cache: ContentLibraryCache?
    /// The time now, in seconds since 1970: whether a file changed too recently to be cached (tests move it).
    var now: @Sendable () -> Int = { Int(time(nil)) }

    /// Reads `directory` alone, which must hold both folders (the repository's `content/`, a test's copy).
    public init(directory: URL, locale: AppLocale = .default) {
        self.directory = directory
        self.locale = locale
        includesBuiltIn = false
        configuredSetting = nil
    }

    private init(directory: URL?, locale: AppLocale, includesBuiltIn: Bool, configuredSetting: String?) {
        self.directory = directory
        self.locale = locale
        self.includesBuiltIn = includesBuiltIn
        self.configuredSetting = configuredSetting
    }

    /// The built-in library with the files of `overrides` on top. A missing `overrides` is fine unless the
    /// person named it in `configuredSetting`.
    public static func withBuiltIn(overrides: URL?, configuredSetting: String? = nil, locale: AppLocale = .default) -> ContentLibraryLoader {
        ContentLibraryLoader(directory: overrides, locale: locale, includesBuiltIn: true, configuredSetting: configuredSetting)
    }

    /// The version of the library ``load()`` would give, when the cache holds it for exactly these files; nil
    /// otherwise (then ``load()`` parses them).
    public func cachedVersion() throws(FitTodayError) -> String? {
        guard let cache, let stamps = try cacheStamps() else { return nil }
        return cache.version(key: stamps.key)
    }

    public func load() throws(FitTodayError) -> ExerciseLibrary {
        let exerciseFiles = try files(in: "exercises", extension: "md")
        let blockFiles = try files(in: "blocks", extension: "toml")
        let stamps = cache == nil ? nil : stamps(of: exerciseFiles + blockFiles)
        if let cache, let stamps, let library = cache.library(key: stamps.key) { return library }
        var digest = SHA256()
        var exercises: [Exercise] = []
        var seen: [String: String] = [:]
        var names: [String: String] = [:]
        for file in exerciseFiles {
            let text = try read(file, into: &digest)
            let exercise = try parseExercise(text, file: file)
            if seen[exercise.id] != nil { throw .content(file: file.relative, line: 2, issue: .duplicateID(exercise.id)) }
            // Names are how people log sets; two exercises of one name would make that a guess.
            let key = ExerciseNameKey.key(for: exercise.name)
            if let other = names[key] {
                throw .content(file: file.relative, line: SourceLocator(text: text).line(ofKey: "name"), issue: .duplicateName(name: exercise.name, otherFile: other))
            }
            seen[exercise.id] = file.relative
            names[key] = file.relative
            exercises.append(exercise)
        }
        let byID = Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0) })
        var blocks: [WorkoutBlock] = []
        for file in blockFiles {
            let text = try read(file, into: &digest)
            blocks.append(try parseBlock(text, file: file, exercises: byID))
        }
        let library = ExerciseLibrary(exercises: exercises, blocks: blocks, version: String(SHA256.hex(digest.finalize()).prefix(16)))
        if let cache, let stamps, stamps.settled { cache.save(library, key: stamps.key) }
        return library
    }

    /// The cache key of these files: the program (for the built-in ones), the folder, and every file read from
    /// disk by size, modification time and inode. Nil when one of them cannot be stat'ed. Not `settled` when
    /// one was modified in the last two seconds: a file changed again within the same clock tick would keep its
    /// stamp, so such a library is not kept.
    func stamps(of files: [SourceFile]) -> (key: String, settled: Bool)? {
        let now = now()
        var settled = true
        func stamp(_ path: String) -> String? {
            guard let found = fileStampAndChange(path) else { return nil }
            if found.changedAt >= now - 2 { settled = false }
            return found.stamp
        }
        var key = "directory\t\(directory?.path ?? "-")\n"
        if includesBuiltIn {
            guard let program = runningProgramPath() ?? Bundle.main.executablePath, let programStamp = stamp(program) else { return nil }
            key += "program\t\(program)\t\(programStamp)\n"
        }
        for file in files {
            switch file.contents {
            case .text: key += "built-in\t\(file.key)\n"
            case let .disk(path):
                guard let fileStamp = stamp(path) else { return nil }
                key += "file\t\(file.key)\t\(file.relative)\t\(fileStamp)\n"
            }
        }
        return (key, settled)
    }

    /// The cache key of the files as they are now, and whether they are settled (for the tests).
    func cacheStamps() throws(FitTodayError) -> (key: String, settled: Bool)? {
        try stamps(of: files(in: "exercises", extension: "md") + files(in: "blocks", extension: "toml"))
    }

    struct SourceFile {
        /// For messages: `exercises/supino.md`, or the folder's path before it for a file read from disk
        /// on top of the built-in library.
        let relative: String
        /// `exercises/supino.md`: the same for a built-in file and the file that replaces it.
        let key: String
        /// The file name without its extension: the id its content must declare.
        let stem: String
        let contents: Contents

        enum Contents {
            /// A built-in file's text, compiled into the binary.
            case text(String)
            /// A file on disk, read only when it is parsed (not when the cache answers).
            case disk(path: String)
        }
    }

    // Paths are joined as text and files read with one call each: Foundation's URL building and `Data` cost
    // more than the system calls they prepare, for every library file of every command that loads the library.
    private func files(in folder: String, extension suffix: String) throws(FitTodayError) -> [SourceFile] {
        var found: [String: SourceFile] = [:]
        func stem(_ name: Substring) -> String { String(name.dropLast(suffix.utf8.count + 1)) }
        if includesBuiltIn {
            for (key, text) in BuiltInLibraryFiles.files where key.hasPrefix(folder + "/") {
                let name = key.dropFirst(folder.utf8.count + 1)
                found[key] = SourceFile(relative: key, key: key, stem: stem(name), contents: .text(text))
            }
        }
        if let directory {
            let base = directory.path
            if includesBuiltIn, let setting = configuredSetting, FileKind.of(base, following: true) != .directory {
                throw .contentFolderMissing(folder: base, setting: setting)
            }
            let root = base.hasSuffix("/") ? base : base + "/"
            for name in PlainFile.names(in: root + folder) where name.hasSuffix("." + suffix) && !name.hasPrefix(".") {
                let key = folder + "/" + name
                let relative = includesBuiltIn ? root + key : key
                found[key] = SourceFile(relative: relative, key: key, stem: stem(Substring(name)), contents: .disk(path: root + key))
            }
        }
        guard !found.isEmpty else { throw .content(file: folder + "/", line: nil, issue: .folderMissing) }
        return found.keys.sorted().compactMap { found[$0] }
    }

    private func read(_ file: SourceFile, into digest: inout SHA256) throws(FitTodayError) -> String {
        digest.update(Array(file.key.utf8) + [0])
        switch file.contents {
        case let .text(text):
            digest.update(text.utf8)
            return text
        case let .disk(path):
            guard let bytes = PlainFile.contents(of: path) else {
                throw .content(file: file.relative, line: nil, issue: .syntax(pt: AppLocale.ptBR.words.data.contentLibraryLoader.unreadable, en: AppLocale.en.words.data.contentLibraryLoader.unreadable))
            }
            digest.update(bytes)
            // As `String(data:encoding: .utf8)` reads it: a byte order mark at the start is dropped.
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            guard let text = String(validating: bytes[start...], as: UTF8.self) else {
                throw .content(file: file.relative, line: nil, issue: .syntax(pt: AppLocale.ptBR.words.data.contentLibraryLoader.notUTF8, en: AppLocale.en.words.data.contentLibraryLoader.notUTF8))
            }
            return text
        }
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
            instructions: ContentText.trimmed(document.body, newlines: true),
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
            guard case let .table(entryTable) = entry else { throw fields.failure("exercises", .wrongType(field: "exercises", expected: .tables("exercises"))) }
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
