@testable import FitTodayData
import FitTodayDomain
import Foundation
import Testing

/// The store a build reads through (issue 28, item 5): one read transaction, however long, that sees the data as it
/// was when it was made, while writes go on beside it.
@Suite struct ReadingSnapshotTests {
    @Test func aSnapshotSeesNeitherASessionWrittenAfterItNorItsChangeMark() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try StoreFixtures.history(5, in: store)
        let reader = try store.readOnlyStore()
        let snapshot = try reader.readingSnapshot()
        let revision = try snapshot.revision()
        #expect(try snapshot.sessionCount() == 5)

        // A `log` while the build renders: committed at once, not waiting for the reader.
        let set = LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 8, weightKg: 60)
        _ = try store.recordSession(StoreFixtures.session(on: "2026-11-23", sets: [set]), newExercises: [])

        // Every read of the snapshot, whatever it asks, still sees the five sessions and the old revision...
        #expect(try snapshot.sessionCount() == 5)
        #expect(try snapshot.sessionSummaries().count == 5)
        #expect(try snapshot.newestSessionIDs(10).count == 5)
        #expect(try snapshot.exerciseLogs(recent: 5)["supino-reto-barra"] == nil)
        #expect(try snapshot.revision() == revision)
        // ...while a store read afresh sees the sixth, and the next snapshot too.
        #expect(try reader.sessionCount() == 6)
        #expect(try reader.revision() != revision)
        #expect(try reader.readingSnapshot().sessionCount() == 6)
    }

    @Test func aSnapshotRefusesToWrite() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let snapshot = try store.readingSnapshot()
        #expect(throws: FitTodayError.unexpected) { try snapshot.saveProfile(Profile(goal: .strength, equipment: .home)) }
        #expect(try store.profile()?.goal == .hypertrophy)
    }
}
