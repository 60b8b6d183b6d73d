@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// The store a build reads through (issue 28, item 5): one read transaction, however long, that sees the data as it
/// was when it was made, while writes go on beside it.
@Suite struct ReadingSnapshotTests {
    @Test func aSnapshotSeesNeitherASessionWrittenAfterItNorItsChangeMark() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try StoreFixtures.history(5, in: store)
        // The build's one store is the writable one: its snapshot and its fresh reads come from it.
        let reader = store
        let snapshot = try reader.readingSnapshot()
        let revision = try snapshot.siteData.revision()
        #expect(try snapshot.siteData.sessionCount() == 5)

        // A `log` while the build renders: committed at once, not waiting for the reader.
        let set = LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 8, weightKg: 60)
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-23", sets: [set]), newExercises: [])

        // Every read of the snapshot, whatever it asks, still sees the five sessions and the old revision...
        #expect(try snapshot.siteData.sessionCount() == 5)
        #expect(try snapshot.siteData.sessionSummaries().count == 5)
        #expect(try snapshot.siteData.newestSessionIDs(10).count == 5)
        #expect(try snapshot.siteData.exerciseLogs(recent: 5)["supino-reto-barra"] == nil)
        #expect(try snapshot.siteData.revision() == revision)
        // ...while a store read afresh sees the sixth, and the next snapshot too.
        #expect(try reader.siteData.sessionCount() == 6)
        #expect(try reader.siteData.revision() != revision)
        #expect(try reader.readingSnapshot().siteData.sessionCount() == 6)
    }

    @Test func aSnapshotRefusesToWrite() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let snapshot = try store.readingSnapshot()
        #expect(throws: FitTodayError.unexpected) { try snapshot.profiles.saveProfile(Profile(goal: .strength, equipment: .home)) }
        #expect(try store.profiles.profile()?.goal == .hypertrophy)
    }
}

/// A snapshot of several connections (issue 27): they are opened under the write lock, so they all see one and the
/// same commit, and a write after it is seen by none of them. When the lock is not to be had at once, one connection.
@Suite struct SnapshotConnectionsTests {
    @Test func everyConnectionSeesTheSameDataAndNoLaterWrite() async throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try StoreFixtures.history(6, in: store)
        let snapshot = try store.readingSnapshot(connections: 3)
        #expect(snapshot.concurrentReads == 3)
        let set = LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 8, weightKg: 60)
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-23", sets: [set]), newExercises: [])
        #expect(try store.siteData.sessionCount() == 7)
        // Many reads at once: each takes whichever connection is free, and every one of them sees six sessions.
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<24 { group.addTask { try snapshot.siteData.sessionSummaries().count } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 6, count: 24))
    }

    @Test func aWriterHoldingTheLockLeavesOneConnectionAndNoWait() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try StoreFixtures.history(4, in: store)
        // Another program in the middle of a long write: it holds the write lock.
        let other = try DatabaseQueue(path: directory.path("fittoday.sqlite"))
        let reader = store
        let (snapshot, waited) = try other.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "ROLLBACK") }
            let started = ContinuousClock.now
            return (try reader.readingSnapshot(connections: 2), ContinuousClock.now - started)
        }
        #expect(waited < .seconds(2))
        #expect(snapshot.concurrentReads == 1)
        #expect(try snapshot.siteData.sessionCount() == 4)
        #expect(try snapshot.siteData.wholeHistory(recent: 5, progress: true, keepingSets: 0).summaries.count == 4)
    }
}
