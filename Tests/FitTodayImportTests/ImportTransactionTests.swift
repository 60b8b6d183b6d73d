@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

@Suite struct ImportTransactionTests {
    @Test func importingTheSameFileTwiceAddsNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        for (file, app) in [("strong-semicolon.csv", WorkoutApp.strong), ("strong-comma.csv", .strong), ("hevy.csv", .hevy)] {
            let first = try ImportFixtures.importFixture(file, as: app, into: store)
            let before = try ImportFixtures.counts(in: store)
            let snapshot = try store.export.snapshot()
            let second = try ImportFixtures.importFixture(file, as: app, into: store)
            #expect(second.sessionsImported == 0)
            #expect(second.setsImported == 0)
            #expect(second.exercisesCreated.isEmpty)
            #expect(second.sessionsAlreadyPresent == first.sessionsImported)
            let after = try ImportFixtures.counts(in: store)
            #expect(after == before, "\(file)")
            #expect(try store.export.snapshot() == snapshot)
        }
        #expect(try ImportFixtures.counts(in: store).sessions == 7)
    }

    @Test func theSameWorkoutInStrongsTwoLayoutsIsOneSession() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let older = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes\n"
            + "2024-03-05 18:12:45;Push;Bench Press (Barbell);1;80;kg;5;;;;;;\n"
        let newer = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-03-05 6:12:45 PM,Push,1h,Bench Press (Barbell),1,80,5,0,0,,,\n"
        let importer = WorkoutCSVImporter(store: store)
        #expect(try importer.importCSV(Data(older.utf8), from: .strong, options: .init(fileName: "old.csv")).sessionsImported == 1)
        let again = try importer.importCSV(Data(newer.utf8), from: .strong, options: .init(fileName: "new.csv"))
        #expect(again.sessionsImported == 0 && again.sessionsAlreadyPresent == 1)
    }

    @Test func aBadRowStopsEverythingWithFileLineAndReason() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let before = try ImportFixtures.counts(in: store)
        // Line 4: the record before it spans lines 2 and 3.
        #expect(throws: FitTodayError.importRow(file: "strong-bad-rows.csv", line: 4, reason: .number(column: "Reps", value: "dez"))) {
            try ImportFixtures.importFixture("strong-bad-rows.csv", as: .strong, into: store)
        }
        #expect(try ImportFixtures.counts(in: store) == before)
        #expect(try store.history.historyPage(1, pageSize: 20, status: nil).total == 0)

        let message = FitTodayError.importRow(file: "strong-bad-rows.csv", line: 4, reason: .number(column: "Reps", value: "dez")).message(.ptBR)
        #expect(message.contains("strong-bad-rows.csv") && message.contains("linha 4") && message.contains("\"dez\"") && message.contains("--skip-invalid"))
        #expect(FitTodayError.importRow(file: "a.csv", line: 1, reason: .unclosedQuote).category == .invalidData)
    }

    @Test func skipInvalidImportsTheRestAndListsWhatWasLeftOut() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try ImportFixtures.importFixture("strong-bad-rows.csv", as: .strong, into: store, skipInvalid: true)
        #expect(summary.skippedRows == [
            .init(line: 4, issue: .number(column: "Reps", value: "dez")),
            .init(line: 6, issue: .date("2024-03-07 25:00:00")),
            .init(line: 7, issue: .rule(.weight(1200))),
            .init(line: 8, issue: .missingValue(column: "Exercise Name")),
        ])
        #expect(summary.sessionsImported == 2)
        #expect(summary.setsImported == 2)
        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.map(\.planTitle) == ["A", "B"])
        #expect(sessions.map(\.sets.count) == [1, 1])
    }

    @Test func rowsBreakingTheRulesOrTheLayoutAreReported() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let cases: [(String, ImportIssue)] = [
            ("2024-03-05 18:00:00,A,30m,Supino,1,60,10,0,0,,,11\n", .rule(.rpe(11))),
            ("2024-03-05 18:00:00,A,30m,Supino,1,-5,10,0,0,,,\n", .rule(.weight(-5))),
            ("2024-03-05 18:00:00,A,30m,Supino,1,60,1001,0,0,,,\n", .rule(.loggedReps(1001))),
            ("2024-03-05 18:00:00,A,30m,Supino,1,60,7.5,0,0,,,\n", .number(column: "Reps", value: "7.5")),
            ("2024-03-05 18:00:00,A,30m,Supino,1,sessenta,10,0,0,,,\n", .number(column: "Weight", value: "sessenta")),
            ("2024-03-05 18:00:00,A,30m,Supino,1,60,10\n", .columnCount(expected: 12, found: 7)),
            (",A,30m,Supino,1,60,10,0,0,,,\n", .missingValue(column: "Date")),
            ("2024-03-05 18:00:00,A,30m,Supino,1,60,10,0,0,,\"never closed,\n", .unclosedQuote),
        ]
        for (row, issue) in cases {
            #expect(throws: FitTodayError.importRow(file: "x.csv", line: 2, reason: issue)) {
                try WorkoutCSVImporter(store: store).importCSV(Data((header + row).utf8), from: .strong, options: .init(fileName: "x.csv"))
            }
        }
        let semicolons = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes\n"
            + "2019-01-01 10:00:00;A;Supino;1;60;stone;10;;;;;;\n"
        #expect(throws: FitTodayError.importRow(file: "x.csv", line: 2, reason: .weightUnit("stone"))) {
            try WorkoutCSVImporter(store: store).importCSV(Data(semicolons.utf8), from: .strong, options: .init(fileName: "x.csv"))
        }
        #expect(try ImportFixtures.counts(in: store).sessions == 0)
    }

    @Test func anUnclosedQuoteIsSkippedAndReadingResumesOnTheNextLine() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-03-05 18:00:00,A,30m,Supino,1,60,10,0,0,\"oops,,\n"
            + "2024-03-06 18:00:00,B,30m,Supino,1,60,10,0,0,,,\n"
        let summary = try WorkoutCSVImporter(store: store).importCSV(
            Data(csv.utf8), from: .strong, options: .init(fileName: "x.csv", skipInvalid: true)
        )
        #expect(summary.skippedRows == [.init(line: 2, issue: .unclosedQuote)])
        #expect(summary.sessionsImported == 1)
    }

    @Test func overlongDurationsAreDroppedNotRefused() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-03-05 18:00:00,Timer esquecido,14h 2m,Supino,1,60,10,0,0,,,\n"
            + "2024-03-06 18:00:00,Curto,10s,Supino,1,60,10,0,0,,,\n"
        _ = try WorkoutCSVImporter(store: store).importCSV(Data(csv.utf8), from: .strong, options: .init(fileName: "x.csv"))
        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.map(\.durationMinutes) == [nil, nil])
        // The real end is unknown: the session ends when it started.
        #expect(sessions.map(\.completedAt) == [LocalDateTime("2024-03-05 18:00:00")!, LocalDateTime("2024-03-06 18:00:00")!])
    }

    @Test func progressIsReportedForReadingAndSaving() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let seen = ProgressLog()
        _ = try WorkoutCSVImporter(store: store).importCSV(
            ImportFixtures.fixture("hevy.csv"), from: .hevy, options: .init(fileName: "hevy.csv"), progress: { seen.append($0) }
        )
        let reports = seen.reports
        #expect(reports.contains { $0.phase == .reading && $0.fraction == 1 })
        #expect(reports.last == ImportProgress(phase: .saving, completed: 2, total: 2))
    }
}

/// Collects progress reports, which arrive on the database's queue.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [ImportProgress] = []

    func append(_ progress: ImportProgress) {
        lock.lock()
        collected.append(progress)
        lock.unlock()
    }

    var reports: [ImportProgress] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
