import FitTodaySystem

/// Gives a database in WAL mode a write-ahead log file before it is opened for writing, when it has none.
///
/// GRDB makes sure a non-empty WAL file exists before it lets readers in (its issues 102 and 1383) by creating
/// and dropping a table. SQLite deletes the WAL when the last connection closes, so every command paid for it: a
/// schema-changing write, the schema read again by every connection, and at exit a checkpoint with its disk
/// flushes, a build with nothing to do included. 32 zero bytes are a WAL without a valid header, which SQLite
/// reads as empty (nothing to replay) and replaces with a header of its own at the first write; GRDB sees its
/// file and writes nothing. Made before anything opens the database: a read-only connection (the inspection's)
/// leaves an empty WAL file, which no one but SQLite may fill.
enum WriteAheadLogFile {
    /// The bytes of a WAL file with no valid header: the header's size.
    static let emptyBytes = [UInt8](repeating: 0, count: 32)

    /// Makes `<database>-wal` when there is none and the database's header says WAL mode, with the database's
    /// owner and permissions (as SQLite makes it); true when it made one. Never touches a WAL file that exists
    /// (another process's, or one left by a crash, which SQLite replays).
    @discardableResult
    static func provide(for database: String) -> Bool {
        let file = open(database, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return false }
        var info = stat()
        var header = [UInt8](repeating: 0, count: 20)
        let read = header.withUnsafeMutableBytes { pread(file, $0.baseAddress!, $0.count, 0) }
        let isFile = fstat(file, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        close(file)
        // "SQLite format 3\0", and the file format's read and write versions both 2: WAL.
        guard isFile, read == 20, header.prefix(16).elementsEqual("SQLite format 3\u{0}".utf8), header[18] == 2, header[19] == 2 else {
            return false
        }
        let descriptor = open(database + "-wal", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, info.st_mode & 0o777)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // open's mode passed through the umask; the log holds the database's pages, so it gets exactly its mode.
        fchmod(descriptor, info.st_mode & 0o777)
        if geteuid() == 0 { _ = fchown(descriptor, info.st_uid, info.st_gid) }
        return emptyBytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress!, $0.count) } == emptyBytes.count
    }

    /// Takes back the file ``provide(for:)`` made for a database that is not opened after all (not FitToday's),
    /// unless something wrote to it since.
    static func withdraw(for database: String) {
        let path = database + "-wal"
        guard PlainFile.contents(of: path) == emptyBytes else { return }
        unlink(path)
    }
}
