/// Kinds of failure, each with its own exit code so that scripts and cron jobs can act on them.
public enum ErrorCategory: Int32, CaseIterable, Sendable {
    case unexpected = 1
    /// A flag or value on the command line was not understood.
    case usage = 2
    /// A value broke a rule of the data model.
    case invalidData = 3
    /// A plan, session or exercise asked for does not exist.
    case notFound = 4
    /// The command needs a profile and there is none yet.
    case profileMissing = 5
    /// There is no database file where one was expected.
    case databaseMissing = 6
    /// Another program kept the database busy for too long.
    case databaseBusy = 7
    /// The database file is damaged.
    case databaseDamaged = 8
    /// The file is not a FitToday database.
    case notFitTodayDatabase = 9
    /// The database was written by a newer FitToday.
    case databaseTooNew = 10
    /// The disk is full or the file cannot be written.
    case storage = 11
    /// The configuration file could not be read.
    case configuration = 12
    /// A file of the curated exercise library is broken.
    case content = 13
    /// Another site build is running on the same output folder.
    case buildInProgress = 14
    /// A page template could not be read or parsed.
    case template = 15
    /// The site could not be written to its output folder.
    case siteOutput = 16
    // `fittoday deploy`'s faults are numbered from 20, apart from the rest (docs/deploy.md).
    /// The storage refused the credentials, or none were found.
    case deployCredentials = 20
    /// The bucket to publish to does not exist.
    case deployBucketMissing = 21
    /// Nothing answered at the storage's endpoint.
    case deployUnreachable = 22
    /// The storage failed part-way through a deploy; running it again finishes it.
    case deployInterrupted = 23
    /// More deletes than `--max-deletes` allows: nothing was changed.
    case deployDeletesRefused = 24
    /// A team build published every athlete it could, but not all of them (each is named with why).
    case teamIncomplete = 30

    public var exitCode: Int32 { rawValue }
}
