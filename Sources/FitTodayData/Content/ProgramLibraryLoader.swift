import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import Foundation

/// Reads the programs a person can follow: the ones FitToday ships (`content/programs/*.txt`, compiled into the
/// binary) with the `programs/` folder of the person's content folder on top, by the rules of the exercise
/// library (``ContentLibraryLoader``): a file of a built-in program's id replaces it, a new id adds one. The file
/// name without `.txt` is the program's id.
///
/// A broken file is never half loaded: the load throws its problems (``FitTodayError/program(file:problems:)``).
public struct ProgramLibraryLoader: Sendable {
    /// What turns a file's text into a program: `(text, id, file, matcher)`, when a test gives its own.
    typealias Parse = @Sendable (String, String, String, ExerciseMatcher?) throws(FitTodayError) -> Program

    /// The content folder whose `programs/` is read; nil reads the built-in programs alone.
    public let directory: URL?
    /// The language the programs' text is read in (the problems carry both languages anyway).
    public let locale: AppLocale
    /// Whether the built-in programs are the base that `directory` adds to and overrides.
    public let includesBuiltIn: Bool
    /// The setting that named `directory` (`[site] content_dir`); such a folder must exist.
    public let configuredSetting: String?
    /// Nil: ``ProgramParser/parse(_:id:file:matcher:locale:)`` in ``locale``.
    var parse: Parse?
    /// The built-in files by path (`programs/gzclp.txt`); tests give their own.
    var builtInFiles: [String: String] = BuiltInProgramFiles.files
    /// Set: only the program of this id is read (a command that needs only the program followed).
    public var only: String?

    /// Reads the `programs/` folder of `directory` alone (the repository's `content/`, a test's copy).
    public init(directory: URL, locale: AppLocale = .default) {
        self.init(directory: directory, locale: locale, includesBuiltIn: false, configuredSetting: nil)
    }

    private init(directory: URL?, locale: AppLocale, includesBuiltIn: Bool, configuredSetting: String?) {
        self.directory = directory
        self.locale = locale
        self.includesBuiltIn = includesBuiltIn
        self.configuredSetting = configuredSetting
    }

    /// The built-in programs with the `programs/` folder of `overrides` on top, as
    /// ``ContentLibraryLoader/withBuiltIn(overrides:configuredSetting:locale:)`` reads the exercises: give both the
    /// same arguments. A missing `overrides` (or a missing `programs/` in it) is fine unless the person named the
    /// folder in `configuredSetting`.
    public static func withBuiltIn(overrides: URL?, configuredSetting: String? = nil, locale: AppLocale = .default) -> ProgramLibraryLoader {
        ProgramLibraryLoader(directory: overrides, locale: locale, includesBuiltIn: true, configuredSetting: configuredSetting)
    }

    /// Every program, sorted by id. With `matcher`, exercise names are resolved to library ids (and unknown ones
    /// are problems); without it they are left as written.
    public func load(matcher: ExerciseMatcher?) throws(FitTodayError) -> [Program] {
        let files = try files()
        return try programs(files, texts: try texts(of: files), matcher: matcher)
    }

    /// Every program, names resolved against `exercises` (with `aliases`) as ``load(matcher:)`` does. The same files
    /// read against the same exercises give the same programs, so they are kept for the process: a build reads the
    /// catalogue two or three times, and a team build once per athlete, where parsing and the matcher were most of
    /// the cost of an athlete with one new session.
    public func load(exercises: [Exercise], aliases: [String: String]) throws(FitTodayError) -> [Program] {
        let files = try files()
        let key = CatalogueKey(locale: locale, files: files.map(\.relative), texts: try texts(of: files), exercises: exercises, aliases: aliases)
        func parsed() throws(FitTodayError) -> [Program] {
            try programs(files, texts: key.texts, matcher: ExerciseMatcher(exercises: exercises, aliases: aliases))
        }
        // A test's own parser is never kept.
        guard parse == nil else { return try parsed() }
        return try Self.catalogues.value(for: key, parsed)
    }

    /// A digest of what ``load(matcher:)`` reads: the language and every program file, built in and of the folder,
    /// by name and text. The same key, the same programs for the same exercises.
    public func sourceKey() throws(FitTodayError) -> String {
        var digest = SHA256()
        digest.update(Array(locale.rawValue.utf8) + [0])
        let files = try files()
        for (file, text) in zip(files, try texts(of: files)) {
            digest.update(Array(file.relative.utf8) + [0] + Array(text.utf8) + [0])
        }
        return SHA256.hex(digest.finalize())
    }

    /// Each file's text, in order (``text(_:file:)``).
    private func texts(of files: [SourceFile]) throws(FitTodayError) -> [String] {
        try files.map { (file) throws(FitTodayError) in try Self.text(file.contents, file: file.relative) }
    }

    /// The programs of `files`, whose texts are `texts`.
    private func programs(_ files: [SourceFile], texts: [String], matcher: ExerciseMatcher?) throws(FitTodayError) -> [Program] {
        var programs: [Program] = []
        for (file, text) in zip(files, texts) {
            programs.append(try read(text, file.stem, file.relative, matcher))
        }
        return programs
    }

    private struct CatalogueKey: Hashable {
        let locale: AppLocale
        let files: [String]
        let texts: [String]
        let exercises: [Exercise]
        let aliases: [String: String]
    }

    /// A few catalogues at most: a team's athletes mostly share the library.
    private static let catalogues = ProcessMemo<CatalogueKey, [Program]>(limit: 8)

    /// The program of the file at `path`, anywhere (`fittoday program check FILE`): its id is the file name
    /// without its extension, and messages name the file as `path` is written.
    public func loadOne(path: String, matcher: ExerciseMatcher?) throws(FitTodayError) -> Program {
        guard FileKind.of(path, following: true) == .regular, let bytes = PlainFile.contents(of: path) else {
            throw Self.unreadable(path)
        }
        let id = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try read(Self.text(.disk(bytes), file: path), id, path, matcher)
    }

    private func read(_ text: String, _ id: String, _ file: String, _ matcher: ExerciseMatcher?) throws(FitTodayError) -> Program {
        if let parse { return try parse(text, id, file, matcher) }
        return try ProgramParser.parse(text, id: id, file: file, matcher: matcher, locale: locale)
    }

    // MARK: Files

    struct SourceFile {
        /// For messages: `programs/gzclp.txt` for a built-in file, the whole path for a file of the folder.
        let relative: String
        /// The file name without `.txt`: the program's id.
        let stem: String
        let contents: Contents
    }

    enum Contents {
        case text(String)
        case disk([UInt8])
    }

    /// The files to parse, by id: the built-in ones, each replaced by the folder's file of the same name.
    func files() throws(FitTodayError) -> [SourceFile] {
        let folder = "programs", suffix = ".txt"
        var found: [String: SourceFile] = [:]
        if includesBuiltIn {
            for (key, text) in builtInFiles where key.hasPrefix(folder + "/") && key.hasSuffix(suffix) {
                let stem = String(key.dropFirst(folder.count + 1).dropLast(suffix.count))
                found[stem] = SourceFile(relative: key, stem: stem, contents: .text(text))
            }
        }
        if let directory {
            let base = directory.path
            if includesBuiltIn, let setting = configuredSetting, FileKind.of(base, following: true) != .directory {
                throw .contentFolderMissing(folder: base, setting: setting)
            }
            let root = (base.hasSuffix("/") ? base : base + "/") + folder + "/"
            for name in PlainFile.names(in: root) where name.hasSuffix(suffix) && !name.hasPrefix(".") {
                let stem = String(name.dropLast(suffix.count))
                guard !stem.isEmpty else { continue }
                let path = root + name
                guard let bytes = PlainFile.contents(of: path) else { throw Self.unreadable(path) }
                found[stem] = SourceFile(relative: includesBuiltIn ? path : folder + "/" + name, stem: stem, contents: .disk(bytes))
            }
        }
        return found.keys.sorted().filter { only == nil || $0 == only }.compactMap { found[$0] }
    }

    /// The text of a file; bytes that are not UTF-8 are the file's one problem. A byte order mark is dropped, as
    /// the exercise library drops it.
    static func text(_ contents: Contents, file: String) throws(FitTodayError) -> String {
        switch contents {
        case let .text(text): return text
        case let .disk(bytes):
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            guard let text = String(validating: bytes[start...], as: UTF8.self) else {
                throw .program(file: file, problems: [ProgramProblem(line: 1, column: 1, issue: .notUTF8)])
            }
            return text
        }
    }

    private static func unreadable(_ path: String) -> FitTodayError {
        .content(file: path, line: nil, issue: .syntax(.unreadable))
    }
}
