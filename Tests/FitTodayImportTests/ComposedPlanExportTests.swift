@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// A composed plan rests what the prescription table says (45 s, 75 s, 240 s…), not only the hand-made plans'
/// 30/60/90/120/180. Its export must restore: `make bench` found a restore refusing a composed plan's 45 s.
@Suite struct ComposedPlanExportTests {
    @Test func everyRestTheComposerPrescribesRestores() throws {
        let directory = try TemporaryDirectory()
        let store = try ExportRoundTripTests.richStore(in: directory)
        let rests = Set(PrescriptionTable.rows.map(\.prescription.restSeconds)).sorted()
        #expect(rests.contains { !PlanRules.allowedRestSeconds.contains($0) }, "the table prescribes rests a hand-made plan may not have")
        for (index, source) in [PlanSource.local, .ai].enumerated() {
            _ = try store.plans.storeComposedPlan(Plan(
                name: "Composto \(index + 1)", createdAt: LocalDateTime("2026-11-2\(3 + index) 06:00:00")!, isActive: false, source: source,
                estimatedMinutes: 55, intensity: .moderate, forDate: LocalDate("2026-11-2\(3 + index)"),
                exercises: rests.map { PlanExercise(exerciseID: "prancha", sets: 3, reps: 8, repsMax: 12, restSeconds: $0) }
            ))
        }
        let file = DataExportFormat.encode(try store.export.snapshot())
        let fresh = try SQLiteStore.open(at: directory.path("fresh.sqlite"), createIfMissing: true)
        try fresh.export.restore(try DataExportFormat.decode(file))
        #expect(DataExportFormat.encode(try fresh.export.snapshot()) == file)
        let restored = try fresh.export.snapshot().plans.filter { $0.source == .local || $0.source == .ai }
        #expect(restored.contains { $0.exercises.map(\.restSeconds) == rests })
    }

    @Test(arguments: [(PlanSource.manual, 45), (.local, 301), (.ai, 29), (.local, 45)])
    func aRestIsCheckedByTheRuleOfItsPlansSource(source: PlanSource, rest: Int) throws {
        let directory = try TemporaryDirectory()
        let store = try ExportRoundTripTests.richStore(in: directory)
        var snapshot = try store.export.snapshot()
        let index = try #require(snapshot.plans.firstIndex { $0.source == .local })
        snapshot.plans[index].source = source
        snapshot.plans[index].exercises[0].restSeconds = rest
        let fresh = try SQLiteStore.open(at: directory.path("fresh.sqlite"), createIfMissing: true)
        guard !PlanRules.restSecondsAllowed(rest, for: source) else {
            try fresh.export.restore(snapshot)
            #expect(try fresh.export.snapshot().plans.contains { $0.exercises.first?.restSeconds == rest })
            return
        }
        let problem = try ExportRoundTripTests.refusal { try fresh.export.restore(snapshot) }
        #expect(problem?.place == .planEntry(plan: index + 1, planID: snapshot.plans[index].id, entry: 1))
        let expected: FileProblem? = source == .manual
            ? FileProblem(.planEntry(plan: index + 1, planID: snapshot.plans[index].id, entry: 1), .invalidValue(key: "rest_seconds", found: "\(rest)"))
            : FileProblem.range(.planEntry(plan: index + 1, planID: snapshot.plans[index].id, entry: 1), key: "rest_seconds", rest, PlanRules.composedRestSeconds)
        #expect(problem == expected)
    }
}
