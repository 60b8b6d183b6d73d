@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// A full build reads the history in one pass over the sets (``SiteDataStore/wholeHistory(recent:progress:keepingSets:)``), the
/// progress in it or, on a snapshot of two connections, by its own pass beside it. Either must give exactly what the
/// three separate reads give: the
/// sessions' totals, every exercise's newest sessions and its progress, with out-of-order imports, supersets,
/// warm-ups, sets without a weight, RPE, skipped sessions and sessions without sets; and, keeping the sessions, each
/// as ``SiteDataStore/sessions(ids:)`` reads it.
@Suite struct WholeHistoryReadTests {
    @Test(arguments: [false, true])
    func onePassGivesWhatTheThreeReadsGive(importedLate: Bool) throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try store.imports.recordBatch(sessions: Self.history(importedLate: importedLate))
        let reference = WholeHistory(summaries: try store.siteData.sessionSummaries(), logs: try store.siteData.exerciseLogs(recent: 5),
                                     progress: try store.siteData.exerciseProgress())
        // Enough history for every part to matter: sessions beyond the 5 kept, warm-ups, and sets without a weight.
        #expect(reference.summaries.count == 150)
        #expect(reference.logs["supino-reto-barra"]?.sessionCount ?? 0 > 5)
        #expect(reference.logs["flexao-de-bracos"]?.recent.first?.sets.contains { $0.weightKg == nil } == true)
        #expect(reference.summaries.contains { $0.setCount == 0 })
        let sessions = try store.siteData.sessions(ids: reference.summaries.map(\.id))
        #expect(sessions.count == 150)

        for (label, reader) in [("store", store), ("one connection", try store.readingSnapshot()),
                                ("two connections", try store.readingSnapshot(connections: 2))] {
            let whole = try reader.siteData.wholeHistory(recent: 5, progress: true, keepingSets: 0)
            #expect(whole.summaries == reference.summaries, "\(label)")
            #expect(whole.logs == reference.logs, "\(label)")
            #expect(whole.progress == reference.progress, "\(label)")
            #expect(whole.sessions == nil, "\(label)")
            // Without the progress (read by its own pass beside it), the rest is the same.
            let apart = try reader.siteData.wholeHistory(recent: 5, progress: false, keepingSets: 0)
            #expect(apart.summaries == reference.summaries, "\(label)")
            #expect(apart.logs == reference.logs, "\(label)")
            #expect(apart.progress.isEmpty, "\(label)")
            // Keeping the sessions: each exactly as sessions(ids:) reads it, and nothing else changes.
            let keeping = try reader.siteData.wholeHistory(recent: 5, progress: false, keepingSets: 10_000)
            #expect(keeping.summaries == reference.summaries && keeping.logs == reference.logs, "\(label)")
            #expect(keeping.sessions == Dictionary(uniqueKeysWithValues: sessions.map { ($0.id!, $0) }), "\(label)")
        }
        // A budget the sets do not fit keeps none (and the rest is still whole).
        let setCount = sessions.reduce(0) { $0 + $1.sets.count }
        let over = try store.siteData.wholeHistory(recent: 5, progress: true, keepingSets: setCount - 1)
        #expect(over.sessions == nil)
        #expect(over.summaries == reference.summaries && over.logs == reference.logs && over.progress == reference.progress)
        #expect(try store.siteData.wholeHistory(recent: 5, progress: false, keepingSets: setCount).sessions?.count == 150)
        #expect(try store.readingSnapshot(connections: 2).concurrentReads == 2)
        #expect(try store.readingSnapshot().concurrentReads == 1)
    }

    /// `importedLate`: the first 50 sessions stored are older than the rest and stored newest first.
    static func history(importedLate: Bool) -> [WorkoutSession] {
        var random = SystemRandomNumberGenerator()
        let end = LocalDate("2026-11-22")!
        return (0..<150).map { index in
            let day = importedLate && index < 50 ? end.adding(days: -200 - index) : end.adding(days: -150 + index / 3)
            var sets: [LoggedSet] = []
            var numbers: [String: Int] = [:]
            for position in 0..<Int.random(in: 1...8, using: &random) {
                // A superset: two exercises alternate within the session.
                let id = position % 2 == 0 ? "supino-reto-barra" : (index % 3 == 0 ? "flexao-de-bracos" : "agachamento-livre-barra")
                numbers[id, default: 0] += 1
                sets.append(LoggedSet(exerciseID: id, setNumber: numbers[id]!, reps: Int.random(in: 1...12, using: &random),
                                      weightKg: id == "flexao-de-bracos" ? nil : Double(Int.random(in: 80...480, using: &random)) / 4,
                                      rpe: position % 3 == 0 ? Double(Int.random(in: 12...20, using: &random)) / 2 : nil,
                                      kind: position == 0 && index % 4 == 0 ? .warmup : .working))
            }
            let status: SessionStatus = index % 9 == 8 ? .skipped : .completed
            // Every 13th session has no sets at all (logged as done, nothing recorded).
            return StoreFixtures.session(on: day.description, status: status, hour: 20 - (index * 7) % 13,
                                         sets: status == .skipped || index % 13 == 12 ? [] : sets)
        }
    }
}
