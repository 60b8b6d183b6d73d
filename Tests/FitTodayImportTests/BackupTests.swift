@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

@Suite struct BackupTests {
    private func sessionCount(at path: String) throws -> Int {
        let copy = try SQLiteStore.open(at: path, readOnly: true)
        return try copy.history.historyPage(1, pageSize: 20, status: nil).total
    }

    @Test func aBackupOpensAsAFitTodayDatabaseWithEverything() throws {
        let directory = try TemporaryDirectory()
        let store = try ExportRoundTripTests.richStore(in: directory)
        let size = try store.backup(to: directory.path("copy.db"))
        #expect(size > 0)
        // One self-contained file, and no temporary files left behind.
        #expect(try directory.files().filter { !$0.hasPrefix("rich.sqlite") } == ["copy.db"])
        let copy = try SQLiteStore.open(at: directory.path("copy.db"), readOnly: true)
        #expect(try copy.schemaVersion() == SQLiteStore.supportedSchemaVersion)
        #expect(try copy.export.snapshot() == store.export.snapshot())
    }

    @Test func anOpenWriteTransactionElsewhereIsNotCopiedButDoesNotBlock() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        try ImportFixtures.importFixture("strong-comma.csv", as: .strong, into: store)
        // Another connection (as another process would) holds a write transaction with an uncommitted session.
        let other = try DatabaseQueue(path: directory.path("fittoday.sqlite"))
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let writer = Thread {
            try? other.inTransaction(.immediate) { db in
                try db.execute(sql: "INSERT INTO workout_session (completed_at, status) VALUES ('2026-01-01 10:00:00', 'skipped')")
                entered.signal()
                release.wait()
                return .commit
            }
        }
        writer.start()
        entered.wait()
        try store.backup(to: directory.path("during.db"))
        release.signal()
        #expect(try sessionCount(at: directory.path("during.db")) == 3)
        // Once committed, the next copy has it.
        while try store.history.historyPage(1, pageSize: 20, status: nil).total < 4 { usleep(1000) }
        try store.backup(to: directory.path("after.db"))
        #expect(try sessionCount(at: directory.path("after.db")) == 4)
    }

    @Test func concurrentWritesGiveAConsistentCopy() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let path = directory.path("fittoday.sqlite")
        let stop = Flag()
        let finished = DispatchSemaphore(value: 0)
        let writer = Thread {
            defer { finished.signal() }
            guard let other = try? SQLiteStore.open(at: path) else { return }
            var day = 0
            while !stop.isSet {
                day += 1
                let date = LocalDate("2020-01-01")!.adding(days: day)
                // Each session has exactly three sets, so a torn copy would show a remainder.
                _ = try? other.history.recordSession(WorkoutSession(
                    completedAt: LocalDateTime(startOf: date), status: .completed,
                    sets: (1...3).map { LoggedSet(exerciseID: "prancha", setNumber: $0, reps: 10) }
                ), newExercises: [])
            }
        }
        writer.start()
        defer {
            stop.set()
            finished.wait()
        }
        for index in 0..<5 {
            usleep(20_000)
            try store.backup(to: directory.path("copy-\(index).db"))
            let copy = try SQLiteStore.open(at: directory.path("copy-\(index).db"), readOnly: true)
            let counts = try copy.export.snapshot().sessions
            #expect(counts.allSatisfy { $0.session.sets.count == 3 })
        }
        let last = try SQLiteStore.open(at: directory.path("copy-4.db"), readOnly: true)
        #expect(try last.history.historyPage(1, pageSize: 20, status: nil).total > 0)
    }

    @Test func anExistingFileIsReplacedOnlyWhenAskedAndNeverTheDatabaseItself() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: directory.path("copy.db")))
        #expect(throws: FitTodayError.fileExists) { try store.backup(to: directory.path("copy.db")) }
        #expect(try String(contentsOfFile: directory.path("copy.db"), encoding: .utf8) == "precious")
        try store.backup(to: directory.path("copy.db"), replacing: true)
        #expect(try sessionCount(at: directory.path("copy.db")) == 0)
        #expect(throws: FitTodayError.backupOntoDatabase) { try store.backup(to: directory.path("fittoday.sqlite"), replacing: true) }
        #expect(throws: FitTodayError.backupOntoDatabase) { try store.backup(to: directory.path("./sub/../fittoday.sqlite"), replacing: true) }
        #expect(throws: FitTodayError.cannotWrite) { try store.backup(to: directory.path("missing-folder/copy.db")) }
        #expect(FitTodayError.fileExists.category == .usage)
    }

    @Test func atomicFilesAreWrittenWholeAndNotOverwrittenByDefault() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("export.json")
        try AtomicFileWriter.write(Data("one".utf8), to: path, replacing: false)
        #expect(throws: FitTodayError.fileExists) { try AtomicFileWriter.write(Data("two".utf8), to: path, replacing: false) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one")
        try AtomicFileWriter.write(Data("two".utf8), to: path, replacing: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
        #expect(try directory.files() == ["export.json"])
    }
}

/// A thread-safe stop signal for a background writer.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
