/// Every failure a person can meet, in terms they can act on.
///
/// Messages are produced by ``message(_:)`` in the active locale; technical detail (error types,
/// SQLite codes, paths) never goes into the message, only into the log.
public enum FitTodayError: Error, Equatable, Sendable {
    case invalidValue(option: String, value: String, allowed: [String])
    case invalidNumber(option: String, value: String)
    case invalidDate(option: String, value: String)
    case missingOption(option: String)
    case unknownCommandLine(detail: String)
    /// A subcommand or option name that does not exist; `suggestion` is the closest one, `help` the command
    /// whose help lists the right names (`fittoday plan --help`).
    case unknownName(name: String, suggestion: String?, help: String)
    /// `--image-source` or `[images] source` names a folder that does not exist.
    case imageFolderMissing(folder: String)
    case invalid(ValidationIssue)
    case planNotFound(id: Int64)
    case sessionNotFound(id: Int64)
    /// `import undo` was given the number of no import.
    case importNotFound(id: Int64)
    case exerciseNotFound(reference: String)
    case pageOutOfRange(page: Int, pages: Int)
    /// No curated block fits today's focus with this profile's equipment, level and conditions.
    case nothingToCompose
    case profileMissing
    case databaseMissing
    case databaseBusy
    case databaseDamaged
    case notFitTodayDatabase
    case databaseTooNew(found: Int, supported: Int)
    case diskFull
    case cannotWrite
    case configuration(line: Int?, reason: String)
    /// A file of the curated library is broken; `file` is relative to the content folder.
    case content(file: String, line: Int?, issue: ContentIssue)
    /// A program file is broken: every problem found, in file order; nothing of it was loaded.
    case program(file: String, problems: [ProgramProblem])
    /// No program has this id (`fittoday program list` shows them).
    case programNotFound(id: String)
    /// `program status`, `stop` and `tm` need a program being followed.
    case noActiveProgram
    /// `program start` needs a number for these lifts (a max or a training max for percentage lifts).
    case programNeedsNumbers(option: String, lifts: [String])
    /// The library folder the person configured (`setting`, such as `[site] content_dir`) does not exist.
    case contentFolderMissing(folder: String, setting: String)
    /// A file to import could not be used at all; nothing was written.
    case importFile(reason: ImportFileIssue)
    /// Another `fittoday build` holds the lock on the same output folder.
    case buildInProgress(output: String)
    /// A template is broken; `file` is its name as the person knows it (for example `templates/today.html.mustache`).
    case template(file: String, line: Int?, reason: String)
    /// The site could not be written into `path` (permissions, a file in the way, disk full).
    case siteWrite(path: String)
    /// The build refused to write its site into `path`, which is not a folder of its own.
    case outputRefused(path: String, reason: OutputRefusal)
    /// `--force` replaces only regular files; `path` is a symbolic link, a FIFO, a device or a folder.
    case notRegularFile(path: String)
    /// One row of an imported file is unusable; `file` is the file's name and `line` its physical line (1-based).
    case importRow(file: String, line: Int, reason: ImportIssue)
    /// `import json` restores only into a database without training data of its own.
    case databaseNotEmpty
    /// The file to write exists and `--force` was not given; it was left as it is.
    case fileExists
    /// A backup was asked to overwrite the database it copies.
    case backupOntoDatabase
    /// A team or a team command could not be used (`docs/team.md`).
    case team(TeamIssue)
    /// A secret (`key`) was written in the configuration file `file`, where it does not belong: it goes in the
    /// environment or `~/.aws/credentials` (`docs/deploy.md`).
    case credentialsInConfiguration(key: String, file: String)
    /// A layer outside the Domain could not do its work, for a reason of its own (`fittoday deploy`: `docs/deploy.md`).
    case layer(LayerFailure)
    /// The inbox cannot work as set up (docs/inbox.md); `reason` is the whole sentence, saying what to do.
    case inbox(reason: String)
    case unexpected

    public var category: ErrorCategory {
        switch self {
        case .invalidValue, .invalidNumber, .invalidDate, .missingOption, .unknownCommandLine, .unknownName, .imageFolderMissing, .fileExists,
             .backupOntoDatabase, .notRegularFile, .importFile(reason: .unrecognizedExport): .usage
        // A CSV of one's own is read by the command line's --map: a map that does not fit the file is a usage error.
        case .importFile(reason: .columnMapMissingField), .importFile(reason: .columnMapMissingAmount),
             .importFile(reason: .columnNotInHeader): .usage
        case .invalid, .importFile, .importRow, .databaseNotEmpty: .invalidData
        case .planNotFound, .sessionNotFound, .importNotFound, .exerciseNotFound, .pageOutOfRange, .nothingToCompose, .programNotFound, .noActiveProgram: .notFound
        case .programNeedsNumbers: .usage
        case .profileMissing: .profileMissing
        case .databaseMissing: .databaseMissing
        case .databaseBusy: .databaseBusy
        case .databaseDamaged: .databaseDamaged
        case .notFitTodayDatabase: .notFitTodayDatabase
        case .databaseTooNew: .databaseTooNew
        case .diskFull, .cannotWrite: .storage
        case .configuration, .inbox: .configuration
        case .content, .contentFolderMissing, .program: .content
        case .buildInProgress: .buildInProgress
        case .template: .template
        case .siteWrite, .outputRefused: .siteOutput
        case .team(.athletesNotBuilt): .teamIncomplete
        case .team(.athleteMissing), .team(.notATeam): .notFound
        case .team: .usage
        case .credentialsInConfiguration: .configuration
        case let .layer(failure): failure.problem.category
        case .unexpected: .unexpected
        }
    }
}
