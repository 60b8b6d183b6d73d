@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// Export and restore keep every field of readiness (issue 26) in format 3, and a file without them is written as
/// before (version 1 or 2), byte for byte.
@Suite struct ReadinessExportTests {
    @Test func readinessFieldsRoundTripInFormatThree() throws {
        let directory = try TemporaryDirectory()
        let store = try ExportRoundTripTests.richStore(in: directory)
        let before = DataExportFormat.encode(try store.export.snapshot())
        #expect(DataExportFormat.version(of: try store.export.snapshot()) == 1)
        #expect(!String(decoding: before, as: UTF8.self).contains("deloads"))

        try store.checkIns.saveCheckIn(CheckIn(date: LocalDate("2026-11-22")!, soreness: 2, sleep: 2, fatigue: 3, stress: 4, mood: 5, sleepHours: 6.5))
        _ = try store.history.recordSession(WorkoutSession(
            completedAt: LocalDateTime("2026-11-22 08:00:00")!, status: .completed, durationMinutes: 60, intensity: .high, rpe: 8,
            readinessHeld: true
        ), newExercises: [])
        _ = try store.deloads.startDeload(on: LocalDate("2026-11-23")!)
        _ = try store.deloads.stopDeload(on: LocalDate("2026-11-25")!)
        let snapshot = try store.export.snapshot()
        #expect(DataExportFormat.version(of: snapshot) == 3)
        let file = DataExportFormat.encode(snapshot)
        let text = String(decoding: file, as: UTF8.self)
        #expect(text.contains("\"version\": 3") || text.contains("\"version\":3"))

        let decoded = try DataExportFormat.decode(file)
        #expect(decoded == snapshot)
        let fresh = try SQLiteStore.open(at: directory.path("fresh.sqlite"), createIfMissing: true)
        try fresh.export.restore(decoded)
        #expect(DataExportFormat.encode(try fresh.export.snapshot()) == file)
        let checkIn = try #require(try fresh.checkIns.checkIn(on: LocalDate("2026-11-22")!))
        #expect(checkIn.givenFocus == nil && checkIn.score == 14 && checkIn.sleepHours == 6.5)
        let session = try #require(try fresh.export.snapshot().sessions.last?.session)
        #expect(session.rpe == 8 && session.readinessHeld && session.load == 480)
        #expect(try fresh.deloads.deloads() == [DeloadPeriod(id: 1, startedOn: LocalDate("2026-11-23")!, stoppedOn: LocalDate("2026-11-25")!)])
    }
}
