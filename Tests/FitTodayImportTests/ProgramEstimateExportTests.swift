@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// Issue 50: a number `team assign` took from the history keeps the set it came from, in the store, the export file
/// and a restore; a run whose numbers were all given is written as before.
@Suite struct ProgramEstimateExportTests {
    @Test func anEstimatedStartTravelsWithItsSet() throws {
        let directory = try TemporaryDirectory()
        let store = try ExportRoundTripTests.richStore(in: directory, name: "estimates.sqlite")
        let estimate = ProgramStartEstimate.Estimate(oneRepMaxKg: 116.67, reps: 5, weightKg: 100, date: LocalDate("2026-11-06")!)
        _ = try store.programs.startProgramRun(ProgramRun(
            programID: "gzclp", startedOn: LocalDate("2026-11-16")!, startWeightsKg: [ProgramExportTests.squat: 100],
            estimates: [ProgramExportTests.squat: estimate]
        ))
        let snapshot = try store.export.snapshot()
        #expect(snapshot.programRuns.first?.estimates == [ProgramExportTests.squat: estimate])
        let data = DataExportFormat.encode(snapshot)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""estimates": {"agachamento-livre-barra": {"one_rep_max_kg": 116.67, "reps": 5, "weight_kg": 100"#)
            || text.contains(#""one_rep_max_kg": 116.67"#), "\(text)")
        let fresh = try SQLiteStore.open(at: directory.path("fresh.sqlite"), createIfMissing: true)
        try fresh.export.restore(try DataExportFormat.decode(data))
        #expect(try fresh.export.snapshot() == snapshot)
        #expect(DataExportFormat.encode(try fresh.export.snapshot()) == data)

        // Given numbers only: no `estimates` key at all.
        let given = try ProgramExportTests.storeWithPrograms(in: directory)
        #expect(!String(decoding: DataExportFormat.encode(try given.export.snapshot()), as: UTF8.self).contains("\"estimates\""))
    }
}
