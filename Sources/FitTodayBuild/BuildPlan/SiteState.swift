import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import Foundation
import GRDB

/// Everything a build keeps for the next one, in one SQLite file beside the output (`.public.state` beside
/// `public/`): what the site was made from (``RenderManifest``: its keys, the data's mark, its files' digest, the
/// library images' site paths and one fingerprint per page), the stamps of its folders (``SiteFolderStamps``) and
/// the records the site keeps for the next build (``KeptRecords``: every exercise's recent history).
///
/// It is disposable. A file that is missing, damaged, of another version or not FitToday's is deleted and made
/// again, and the build renders what it can no longer trust. Every value carries a check: the head, the images
/// and the folder stamps are sealed blobs (their SHA-256 at the end), so is each exercise's record, and each page
/// row has a check of its path and fingerprint (a fast hash: it catches damage, not forgery); a value that fails it is
/// not used. The head goes first
/// (``forget()``) and comes back last, in the one transaction that saves everything (``save(_:stamps:records:)``):
/// a build killed in between leaves a state that describes no site, and the next build renders every page. A
/// rollback journal (not a write-ahead log), so no `-wal` or `-shm` file stays beside it; the journal exists only
/// while a save runs.
public final class SiteState: Sendable {
    /// `PRAGMA user_version`: a state of another version is deleted and made again, never migrated.
    public static let version = 3
    /// `PRAGMA application_id`: "FTst".
    public static let applicationID = 0x4654_7374
    public static let headHeader = Array("fittoday-site-state\t3\n".utf8)
    public static let imagesHeader = Array("fittoday-site-images\t1\n".utf8)

    /// The files a build kept beside the output before this one (`.public.manifest`, `.public.folders`,
    /// `.public.exercise-history`): a build deletes them once it has saved its state.
    public static let formerSuffixes = ["manifest", "folders", "exercise-history"]

    public let location: URL
    private let queue: DatabaseQueue?
    private let diagnostics: @Sendable (String) -> Void

    /// Opens the state beside `output`, making it when there is none or it cannot be used. A state that cannot be
    /// made at all (a read-only folder) holds nothing and saves nothing: the build goes on without it.
    public init(for output: URL, diagnostics: @escaping @Sendable (String) -> Void = { _ in }) {
        location = Self.location(for: output)
        self.diagnostics = diagnostics
        if let queue = Self.open(location.path, diagnostics: diagnostics) {
            self.queue = queue
            return
        }
        Self.remove(location.path)
        queue = Self.open(location.path, diagnostics: diagnostics)
    }

    /// `.public.state` beside `public/`.
    public static func location(for output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).state")
    }

    /// True when a build kept its state (or, before it, a manifest) beside `output`: a build made the site in it.
    public static func exists(for output: URL) -> Bool {
        let output = output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        return (["state"] + ["manifest"]).contains { suffix in
            FileKind.of(parent.appendingPathComponent(".\(output.lastPathComponent).\(suffix)").path) == .regular
        }
    }

    /// Deletes what builds before this one kept beside `output` in files of their own.
    public static func removeFormerFiles(for output: URL) {
        let output = output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        for suffix in formerSuffixes { unlink(parent.appendingPathComponent(".\(output.lastPathComponent).\(suffix)").path) }
    }

    private static func remove(_ path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
    }

    private static func open(_ path: String, diagnostics: @Sendable (String) -> Void) -> DatabaseQueue? {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // Not flushed: a state lost in a crash only means rendering again.
            try db.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA synchronous = OFF")
        }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            // Looked at in a read first: every build opens its state, and a write transaction costs a journal file.
            let stamp = try queue.read { db in
                (try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0, try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0)
            }
            if stamp == (applicationID, self.version) { return queue }
            let ready = try queue.write { db -> Bool in
                let application = try Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                if application == applicationID, version == self.version { return true }
                // A new file has neither, and no tables.
                guard application == 0, version == 0, try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") == 0 else { return false }
                try db.execute(sql: """
                    CREATE TABLE head(id INTEGER PRIMARY KEY CHECK (id = 1), body BLOB NOT NULL, images BLOB NOT NULL, folders BLOB);
                    CREATE TABLE page(path TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, checksum INTEGER NOT NULL) WITHOUT ROWID;
                    CREATE TABLE exercise(id TEXT PRIMARY KEY, record BLOB NOT NULL) WITHOUT ROWID;
                    PRAGMA application_id = \(applicationID);
                    PRAGMA user_version = \(self.version);
                    """)
                return true
            }
            if ready { return queue }
            diagnostics("The build state \(path) is of another version or not FitToday's: made again")
        } catch {
            diagnostics("The build state \(path) cannot be used (\(error)): made again")
        }
        return nil
    }

    // MARK: Reading

    /// What the last build was made from, without its page fingerprints (``manifest(pages:)``); an empty manifest
    /// when the state describes no site.
    public func head() -> RenderManifest {
        guard let row = read({ db in try Row.fetchOne(db, sql: "SELECT body FROM head WHERE id = 1") }) ?? nil,
              let body = (row["body"] as Data?).map(Array.init), let manifest = Self.decodeHead(body) else { return RenderManifest() }
        return manifest
    }

    /// The whole manifest: the head, the images and the page fingerprints. `pages` says how the fingerprints are
    /// read: `.all` at once (a build that may render every page asks for each), `.onDemand` one by one when asked (an
    /// update in place asks for a few dozen of tens of thousands).
    public func manifest(pages: PageReading) -> RenderManifest {
        guard let row = read({ db in try Row.fetchOne(db, sql: "SELECT body, images FROM head WHERE id = 1") }) ?? nil,
              let body = (row["body"] as Data?).map(Array.init), var manifest = Self.decodeHead(body),
              let images = (row["images"] as Data?).flatMap({ Self.decodeImages(Array($0)) }) else { return RenderManifest() }
        manifest.imagePaths = images
        switch pages {
        case .all: manifest.storedPages = .loaded(allPages())
        case .onDemand: manifest.storedPages = .state(self, count: manifest.pages)
        }
        return manifest
    }

    public enum PageReading {
        case all
        case onDemand
    }

    /// Every page's fingerprint; a row that fails its check is left out (its page is rendered again).
    private func allPages() -> [String: String] {
        read { db in
            var pages: [String: String] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT path, fingerprint, checksum FROM page")
            while let row = try rows.next() {
                let path: String = row[0], fingerprint: String = row[1], checksum: Int64 = row[2]
                if Self.checksum(path, fingerprint) == checksum { pages[path] = fingerprint }
            }
            return pages
        } ?? [:]
    }

    /// The fingerprint of the page at `path`, when the state has one that passes its check.
    public func fingerprint(of path: String) -> String? {
        read { db -> String? in
            let statement = try db.cachedStatement(sql: "SELECT fingerprint, checksum FROM page WHERE path = ?")
            guard let row = try Row.fetchOne(statement, arguments: [path]) else {
                return nil
            }
            let fingerprint: String = row[0], checksum: Int64 = row[1]
            return Self.checksum(path, fingerprint) == checksum ? fingerprint : nil
        } ?? nil
    }

    /// The paths of the pages whose path starts with `prefix`.
    public func pagePaths(withPrefix prefix: String) -> [String] {
        read { db in
            // The paths are ASCII: every path that starts with `prefix` sorts between it and it followed by U+FFFF.
            try String.fetchAll(db, sql: "SELECT path FROM page WHERE path >= ? AND path < ? ORDER BY path",
                                arguments: [prefix, prefix + "\u{FFFF}"])
        } ?? []
    }

    /// The stamps kept for a site whose files have this digest; nil when there are none, they are damaged or another site's.
    public func folderStamps(filesDigest: String) -> SiteFolderStamps? {
        guard let row = read({ db in try Row.fetchOne(db, sql: "SELECT folders FROM head WHERE id = 1") }) ?? nil,
              let bytes = (row["folders"] as Data?).map(Array.init),
              let stamps = SiteFolderStampsEncoding.decode(bytes), stamps.digest == filesDigest else { return nil }
        return stamps
    }

    /// The records the last build kept, when it kept them for the data's mark `mark` (the head's): every key's, or
    /// only those in `keys`. Nil when there are none or a record fails its check.
    public func records<Records: KeptRecords>(_ type: Records.Type = Records.self, mark: DataChangeMark, decoding keys: Set<String>? = nil) -> Records? {
        let head = head()
        guard head.dataMark == mark, head.keepsExerciseHistory else { return nil }
        return read { db -> Records? in
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise") == head.exerciseRecords else { return nil }
            var records = Records()
            if let keys {
                let statement = try db.cachedStatement(sql: "SELECT record FROM exercise WHERE id = ?")
                for key in keys.sorted() {
                    guard let data = try Data.fetchOne(statement, arguments: [key]) else { continue }
                    guard records.decode(Array(data), of: key) else { return nil }
                }
            } else {
                let rows = try Row.fetchCursor(db, sql: "SELECT id, record FROM exercise")
                while let row = try rows.next() {
                    let key: String = row[0], data: Data = row[1]
                    guard records.decode(Array(data), of: key) else { return nil }
                }
            }
            return records
        } ?? nil
    }

    // MARK: Writing

    /// Takes the head away: until ``save(_:stamps:records:)`` puts one back, the state describes no site (a build
    /// killed in between renders every page next time instead of trusting fingerprints of the site before).
    public func forget() {
        write { db in try db.execute(sql: "DELETE FROM head") }
    }

    /// Saves what this build made, in one transaction, head last. `manifest` holds every page's fingerprint (a
    /// whole build's: the rows are replaced) or the changes to the stored ones (an update's, read `.onDemand`).
    /// `records`: the records to keep and which keys they replace (nil: all); without them none are kept.
    public func save<Records: KeptRecords>(_ manifest: RenderManifest, stamps: SiteFolderStamps?, records: (Records, replacing: Set<String>?)?) {
        var head = manifest
        head.keepsExerciseHistory = records != nil && manifest.dataMark != nil
        let images = Self.encodeImages(manifest.imagePaths)
        let folders = stamps.map(SiteFolderStampsEncoding.encode)
        write { db in
            try db.execute(sql: "DELETE FROM head")
            let (changes, replacesAll) = manifest.pageChangesToSave
            if replacesAll { try db.execute(sql: "DELETE FROM page") }
            let upsert = try db.cachedStatement(sql: "INSERT OR REPLACE INTO page(path, fingerprint, checksum) VALUES (?, ?, ?)")
            let delete = try db.cachedStatement(sql: "DELETE FROM page WHERE path = ?")
            // In order: a B-tree fills fastest from the left, and the file comes out the same for the same site.
            for (path, fingerprint) in changes.sorted(by: { ByteOrder.precedes($0.key, $1.key) }) {
                if let fingerprint {
                    try upsert.execute(arguments: [path, fingerprint, Self.checksum(path, fingerprint)])
                } else if !replacesAll {
                    try delete.execute(arguments: [path])
                }
            }
            if case let (kept, replacing)? = records, head.keepsExerciseHistory {
                let held = kept.recordKeys
                if let replacing {
                    let gone = try db.cachedStatement(sql: "DELETE FROM exercise WHERE id = ?")
                    for id in replacing.sorted() where !held.contains(id) {
                        try gone.execute(arguments: [id])
                    }
                } else {
                    try db.execute(sql: "DELETE FROM exercise")
                }
                let record = try db.cachedStatement(sql: "INSERT OR REPLACE INTO exercise(id, record) VALUES (?, ?)")
                // Only the records replaced: the others `kept` holds are as stored.
                for id in (replacing ?? held).sorted() where held.contains(id) {
                    try record.execute(arguments: [id, Data(kept.encodedRecord(of: id))])
                }
            } else {
                try db.execute(sql: "DELETE FROM exercise")
            }
            head.exerciseRecords = try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise") ?? 0
            try db.execute(sql: "INSERT INTO head(id, body, images, folders) VALUES (1, ?, ?, ?)",
                           arguments: [Data(Self.encodeHead(head)), Data(images), folders.map { Data($0) }])
        }
    }

    /// Replaces the folder stamps of the site the state describes (the same folders, settled since the save);
    /// nothing when the state describes no site.
    public func recordFolders(_ stamps: SiteFolderStamps) {
        write { db in
            try db.execute(sql: "UPDATE head SET folders = ? WHERE id = 1", arguments: [Data(SiteFolderStampsEncoding.encode(stamps))])
        }
    }

    /// Sets the start key of the site the state describes (after a build that found nothing to do by its inputs,
    /// whose start key was another); nothing when the state describes no site.
    public func recordStart(key: String?, validUntil: Int?, inputs: String?) {
        write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT body FROM head WHERE id = 1"),
                  let body = (row["body"] as Data?).map(Array.init), var head = Self.decodeHead(body) else { return }
            (head.startKey, head.startValidUntil, head.startInputs) = (key, validUntil, inputs)
            try db.execute(sql: "UPDATE head SET body = ? WHERE id = 1", arguments: [Data(Self.encodeHead(head))])
        }
    }

    private func read<T>(_ body: (Database) throws -> T) -> T? {
        guard let queue else { return nil }
        do {
            return try queue.read(body)
        } catch {
            diagnostics("Reading the build state \(location.path) failed: \(error)")
            return nil
        }
    }

    private func write(_ body: (Database) throws -> Void) {
        guard let queue else { return }
        do {
            try queue.write(body)
        } catch {
            // Whatever is not saved is rendered again next time.
            diagnostics("Saving the build state \(location.path) failed: \(error)")
        }
    }

    // MARK: Format

    /// A page row's check: an FNV-1a hash of its path, a tab and its fingerprint (``SiteFileDigest/Hash``). It only
    /// has to catch damage, not resist an adversary, and a whole build checks tens of thousands of rows.
    public static func checksum(_ path: String, _ fingerprint: String) -> Int64 {
        var hash = SiteFileDigest.Hash(path: path)
        hash.add(byte: UInt8(ascii: "\t"))
        hash.add(fingerprint.utf8)
        return Int64(bitPattern: hash.first)
    }

    public static func encodeHead(_ manifest: RenderManifest) -> [UInt8] {
        var out = ByteWriter(bytes: headHeader)
        out.optional(manifest.inputKey)
        out.optional(manifest.baseKey)
        out.optional(manifest.filesDigest)
        out.optional(manifest.libraryIndex)
        out.int(manifest.fileCount)
        out.int(manifest.pages)
        out.int(manifest.images)
        out.int(manifest.missingImages)
        out.byte(manifest.dataMark == nil ? 0 : 1)
        if let mark = manifest.dataMark {
            out.int(mark.serial)
            out.string(mark.token)
        }
        out.byte(manifest.keepsExerciseHistory ? 1 : 0)
        out.int(manifest.exerciseRecords)
        out.optional(manifest.startKey)
        out.int(manifest.startValidUntil ?? -1)
        out.optional(manifest.startInputs)
        out.optional(manifest.imagesKey)
        SHA256.seal(&out.bytes)
        return out.bytes
    }

    public static func decodeHead(_ bytes: [UInt8]) -> RenderManifest? {
        guard let body = SHA256.unsealed(bytes, header: headHeader) else { return nil }
        var input = ByteReader(bytes: body, position: body.startIndex + headHeader.count)
        guard let inputKey = input.optionalString(), let baseKey = input.optionalString(), let filesDigest = input.optionalString(),
              let libraryIndex = input.optionalString(), let fileCount = input.int(), let pages = input.int(), let images = input.int(),
              let missing = input.int(), let hasMark = input.byte() else { return nil }
        // Counts of things elsewhere, not of bytes here: read as plain numbers (`count()` bounds a count by the bytes left).
        var manifest = RenderManifest(inputKey: inputKey, filesDigest: filesDigest, fileCount: Int(fileCount), pages: Int(pages), images: Int(images),
                                      missingImages: Int(missing))
        (manifest.baseKey, manifest.libraryIndex) = (baseKey, libraryIndex)
        if hasMark == 1 {
            guard let serial = input.int(), let token = input.string() else { return nil }
            manifest.dataMark = DataChangeMark(serial: serial, token: token)
        }
        guard let keeps = input.byte(), let records = input.int(), let startKey = input.optionalString(), let validUntil = input.int(),
              let startInputs = input.optionalString(), let imagesKey = input.optionalString(), input.isAtEnd else { return nil }
        (manifest.keepsExerciseHistory, manifest.exerciseRecords) = (keeps == 1, Int(records))
        (manifest.startKey, manifest.startValidUntil) = (startKey, validUntil < 0 ? nil : Int(validUntil))
        (manifest.startInputs, manifest.imagesKey) = (startInputs, imagesKey)
        return manifest
    }

    public static func encodeImages(_ paths: [String: String]) -> [UInt8] {
        var out = ByteWriter(bytes: imagesHeader)
        out.int(paths.count)
        for (path, sitePath) in paths.sorted(by: { $0.key < $1.key }) {
            out.string(path)
            out.string(sitePath)
        }
        SHA256.seal(&out.bytes)
        return out.bytes
    }

    public static func decodeImages(_ bytes: [UInt8]) -> [String: String]? {
        guard let body = SHA256.unsealed(bytes, header: imagesHeader) else { return nil }
        var input = ByteReader(bytes: body, position: body.startIndex + imagesHeader.count)
        guard let count = input.count() else { return nil }
        var paths: [String: String] = [:]
        for _ in 0..<count {
            guard let path = input.string(), let sitePath = input.string() else { return nil }
            paths[path] = sitePath
        }
        return input.isAtEnd ? paths : nil
    }
}
