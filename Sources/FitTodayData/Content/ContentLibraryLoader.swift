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
///
/// Every file gives its text in Portuguese, English or both (`content/README.md`); the library is read in one
/// language, with each exercise's name in the other kept for matching, and the files whose text in that language
/// was missing listed in ``ExerciseLibrary/untranslated``.
public struct ContentLibraryLoader: Sendable {
    /// The folder read from disk; nil reads the built-in library alone.
    public let directory: URL?
    /// The language the library's text is read in (problems carry both languages anyway).
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
        var untranslated: [String] = []
        for file in exerciseFiles {
            let text = try read(file, into: &digest)
            let (exercise, complete, _) = try parseExercise(text, file: file)
            if seen[exercise.id] != nil { throw .content(file: file.relative, line: 2, issue: .duplicateID(exercise.id)) }
            // Names are how people log sets, in either language; two exercises of one name would make that a guess.
            var keys: Set<String> = []
            for (index, name) in ([exercise.name] + exercise.otherNames).enumerated() {
                let key = ExerciseNameKey.key(for: name)
                guard keys.insert(key).inserted else { continue }
                if let other = names[key] {
                    // The first name is the loader's language's when the file gives it; the others are the other language's.
                    let english = (locale == .en) == (index == 0 && complete)
                    let line = SourceLocator(text: text).line(ofKey: english ? "name_en" : "name") ?? SourceLocator(text: text).line(ofKey: "name")
                    throw .content(file: file.relative, line: line, issue: .duplicateName(name: name, otherFile: other))
                }
            }
            seen[exercise.id] = file.relative
            for key in keys { names[key] = file.relative }
            if !complete { untranslated.append(file.relative) }
            exercises.append(exercise)
        }
        let byID = Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0) })
        var blocks: [WorkoutBlock] = []
        for file in blockFiles {
            let text = try read(file, into: &digest)
            let (block, complete) = try parseBlock(text, file: file, exercises: byID)
            if !complete { untranslated.append(file.relative) }
            blocks.append(block)
        }
        // The English library is another library: its own version, so the database and the plans composed from it
        // are told apart from the Portuguese ones (whose version stays the digest alone).
        let digestText = String(SHA256.hex(digest.finalize()).prefix(16))
        let version = locale == .ptBR ? digestText : digestText + "-" + locale.rawValue
        let library = ExerciseLibrary(exercises: exercises, blocks: blocks, version: version, untranslated: untranslated)
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
            if !FileClock(seconds: now).isSettled(seconds: Int64(found.changedAt), nanoseconds: 0) { settled = false }
            return found.stamp
        }
        var key = "directory\t\(directory?.path ?? "-")\nlocale\t\(locale.rawValue)\n"
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
        /// The built-in file this one replaces, if any: what it leaves out is inherited from there.
        var builtIn: String?

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
                var file = SourceFile(relative: relative, key: key, stem: stem(Substring(name)), contents: .disk(path: root + key))
                if includesBuiltIn, case let .text(builtIn)? = found[key]?.contents { file.builtIn = builtIn }
                found[key] = file
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
                throw .content(file: file.relative, line: nil, issue: .syntax(.unreadable))
            }
            digest.update(bytes)
            // As `String(data:encoding: .utf8)` reads it: a byte order mark at the start is dropped.
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            guard let text = String(validating: bytes[start...], as: UTF8.self) else {
                throw .content(file: file.relative, line: nil, issue: .syntax(.notUTF8))
            }
            return text
        }
    }

    private func syntax(_ error: TOMLParseError, file: SourceFile) -> FitTodayError {
        .content(file: file.relative, line: error.line, issue: .syntax(error.problem))
    }

    /// The seconds a timed exercise's set may last (`duration`): from a short hold to an hour of cardio.
    public static let durationSeconds = 5...3600

    /// The exercise in the loader's language, and whether that language's text was all there (else the other
    /// language's stands in for what is missing).
    ///
    /// The front matter's `name` is Portuguese and `name_en` English; the body is Portuguese up to a line
    /// `+++ en`, and English after it. A file may give either language or both.
    ///
    /// A file that replaces a built-in exercise (same name under `exercises/`) needs to give only what it changes:
    /// every field it leaves out, and the text in a language it does not give, is the built-in one's (`inherited`,
    /// which `build --verbose` lists). Files of earlier releases, before `role` and `pattern`, keep working; `implement` may be left out of a file of one's own.
    func parseExercise(_ text: String, file: SourceFile) throws(FitTodayError) -> (exercise: Exercise, complete: Bool, inherited: [String]) {
        let split: TOMLFrontMatter?
        do {
            split = try TOMLFrontMatter.split(text)
        } catch {
            throw syntax(error, file: file)
        }
        guard let document = split else { throw .content(file: file.relative, line: 1, issue: .missingFrontMatter) }
        var base: Exercise?, baseBodies: (portuguese: String, english: String)?, baseNames: (portuguese: String?, english: String?)?
        if let builtIn = file.builtIn, let baseDocument = try? TOMLFrontMatter.split(builtIn) {
            let plain = SourceFile(relative: file.key, key: file.key, stem: file.stem, contents: .text(builtIn))
            base = try? parseExercise(builtIn, file: plain).exercise
            baseBodies = try? Self.languageBodies(baseDocument.body, text: builtIn, file: plain)
            var baseFields = ContentFields(baseDocument.frontMatter, file: file.key, locator: SourceLocator(text: builtIn))
            baseNames = ((try? baseFields.string("name", required: false)) ?? nil, (try? baseFields.string("name_en", required: false)) ?? nil)
        }
        var fields = ContentFields(document.frontMatter, file: file.relative, locator: SourceLocator(text: text))
        var inherited: [String] = []
        /// The field's value from this file, else the built-in exercise's (recorded), else required here.
        func slug<T: SlugValue>(_ field: String, _ type: T.Type, _ inherit: (Exercise) -> T?) throws(FitTodayError) -> T {
            if !fields.has(field), let base, let value = inherit(base) {
                fields.markRead(field)
                inherited.append(field)
                return value
            }
            return try fields.slug(field, as: type)
        }
        let id = try fields.string("id") ?? ""
        guard id == file.stem else { throw fields.failure("id", .idMismatch(id: id, expected: file.stem)) }
        var portugueseName = try fields.string("name", required: false)
        var englishName = try fields.string("name_en", required: false)
        if let baseNames, portugueseName == nil, englishName == nil {
            (portugueseName, englishName) = baseNames
            inherited.append("name")
        }
        guard portugueseName != nil || englishName != nil else { throw fields.failure(nil, .missingField("name")) }
        var bodies = try Self.languageBodies(document.body, text: text, file: file)
        if let baseBodies, bodies.portuguese.isEmpty, bodies.english.isEmpty {
            bodies = baseBodies
            inherited.append("text")
        }
        let texts: [AppLocale: (name: String?, body: String)] = [
            .ptBR: (portugueseName, bodies.portuguese), .en: (englishName, bodies.english),
        ]
        let own = texts[locale] ?? (nil, "")
        let other = texts[locale == .en ? .ptBR : .en] ?? (nil, "")
        let name = own.name ?? other.name ?? id
        var otherNames: [String] = []
        if let otherName = other.name, ExerciseNameKey.key(for: otherName) != ExerciseNameKey.key(for: name) { otherNames.append(otherName) }
        let muscleGroup = try slug("muscle_group", MuscleGroup.self) { $0.muscleGroup }
        let equipment = try slug("equipment", Equipment.self) { $0.equipment }
        let level = try slug("level", FitnessLevel.self) { $0.level }
        var images = try fields.strings("images", required: false)
        if !fields.has("images"), let base, !base.images.isEmpty { (images, inherited) = (base.images, inherited + ["images"]) }
        var tags = try fields.strings("tags", required: false)
        if !fields.has("tags"), let base, !base.tags.isEmpty { (tags, inherited) = (base.tags, inherited + ["tags"]) }
        let role = try slug("role", ExerciseRole.self) { $0.role }
        let pattern = try slug("pattern", MovementPattern.self) { $0.pattern }
        // Optional for a file of one's own (files written before issue 52 keep working); the built-in library gives
        // it for every exercise (LibraryRolesTests), and an override that leaves it out inherits it.
        var implement: ExerciseImplement?
        if fields.has("implement") {
            implement = try fields.slug("implement", as: ExerciseImplement.self)
        } else {
            fields.markRead("implement")
            if let base, let value = base.implement { (implement, inherited) = (value, inherited + ["implement"]) }
        }
        var duration = try fields.optionalInteger("duration", range: Self.durationSeconds)
        if !fields.has("duration"), let base, let seconds = base.durationSeconds { (duration, inherited) = (seconds, inherited + ["duration"]) }
        let exercise = Exercise(
            id: id,
            name: name,
            muscleGroup: muscleGroup,
            equipment: equipment,
            level: level,
            instructions: own.body.isEmpty ? other.body : own.body,
            images: images,
            tags: tags,
            origin: .content,
            otherNames: otherNames,
            role: role,
            pattern: pattern,
            durationSeconds: duration,
            implement: implement
        )
        try fields.finish()
        let complete = own.name != nil && (!own.body.isEmpty || other.body.isEmpty)
        return (exercise, complete, inherited)
    }

    /// The fields each file of the folder that replaces a built-in exercise leaves to it (`build --verbose`), by
    /// the file's path; files that give everything are left out.
    public func inheritedFields() throws(FitTodayError) -> [(file: String, fields: [String])] {
        guard includesBuiltIn, directory != nil else { return [] }
        var result: [(file: String, fields: [String])] = []
        var digest = SHA256()
        for file in try files(in: "exercises", extension: "md") where file.builtIn != nil {
            let inherited = try parseExercise(try read(file, into: &digest), file: file).inherited
            if !inherited.isEmpty { result.append((file.relative, inherited)) }
        }
        return result
    }

    /// The Portuguese and English texts of an exercise's body, split at its line `+++ en`; any other line starting
    /// with `+++` is refused with its line, so a mistyped marker never shows up as text.
    static func languageBodies(_ body: String, text: String, file: SourceFile) throws(FitTodayError) -> (portuguese: String, english: String) {
        guard body.contains("+++") else { return (ContentText.trimmed(body, newlines: true), "") }
        // The body's first line in the file: the file's lines before the body are the front matter's.
        let bodyStart = text.split(separator: "\n", omittingEmptySubsequences: false).count - body.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        var portuguese: [Substring] = [], english: [Substring] = [], inEnglish = false
        for (index, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let bare = ContentText.trimmed(String(line), newlines: true)
            if bare.hasPrefix("+++") {
                guard bare == "+++ en", !inEnglish else {
                    throw .content(file: file.relative, line: bodyStart + index, issue: .languageSection(bare))
                }
                inEnglish = true
                continue
            }
            if inEnglish { english.append(line) } else { portuguese.append(line) }
        }
        return (ContentText.trimmed(portuguese.joined(separator: "\n"), newlines: true), ContentText.trimmed(english.joined(separator: "\n"), newlines: true))
    }

    /// The block in the loader's language (`name` and `notes` Portuguese, `name_en` and `notes_en` English), and
    /// whether that language's text was all there.
    func parseBlock(_ text: String, file: SourceFile, exercises: [String: Exercise]) throws(FitTodayError) -> (block: WorkoutBlock, complete: Bool) {
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
        let portugueseName = try fields.string("name", required: false)
        let englishName = try fields.string("name_en", required: false)
        guard portugueseName != nil || englishName != nil else { throw fields.failure(nil, .missingField("name")) }
        let ownName = locale == .en ? englishName : portugueseName
        var complete = ownName != nil
        let name = ownName ?? portugueseName ?? englishName ?? id
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
                notes: try blockNotes(&item, complete: &complete)
            ))
            try item.finish()
        }
        try fields.finish()
        return (WorkoutBlock(id: id, name: name, focus: focus, level: level, equipment: equipment, tags: tags, exercises: items), complete)
    }

    /// A block entry's `notes` (Portuguese) or `notes_en` (English) in the loader's language, or the other one's
    /// when it has none (then the block is not `complete`).
    private func blockNotes(_ item: inout ContentFields, complete: inout Bool) throws(FitTodayError) -> String {
        let portuguese = try item.string("notes", required: false)
        let english = try item.string("notes_en", required: false)
        let own = locale == .en ? english : portuguese
        if own == nil, portuguese != nil || english != nil { complete = false }
        return own ?? portuguese ?? english ?? ""
    }
}
