import FitTodayData
import FitTodayDomain
import Foundation

/// In-process micro-benchmarks that a whole-process timer cannot see, printed as JSON lines for
/// `Benchmarks/run.py`. Usage: fittoday-bench queries|site-data --db FILE [--runs N];
/// fittoday-bench images --server SCRIPT [--count 100] [--latency 0.1] [--concurrency 5];
/// fittoday-bench program --db NEW-FILE [--sessions 10000] [--program-days 300] [--runs 10] [--keep];
/// fittoday-bench render [--runs 20] [--renders 2000] [--templates DIR]
@main
enum BenchMain {
    static func main() async throws {
        let arguments = CommandLine.arguments
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        if arguments.count > 1, arguments[1] == "images", let script = value("--server") {
            try await ImageBenchmarks.run(
                serverScript: script, count: value("--count").flatMap(Int.init) ?? 100,
                latency: value("--latency").flatMap(Double.init) ?? 0.1, concurrency: value("--concurrency").flatMap(Int.init) ?? 5
            )
            return
        }
        if arguments.count > 1, arguments[1] == "program", let database = value("--db") {
            try ProgramBenchmarks.run(database: database, sessions: value("--sessions").flatMap(Int.init) ?? 10_000,
                                      programDays: value("--program-days").flatMap(Int.init) ?? 300,
                                      runs: value("--runs").flatMap(Int.init) ?? 10, keep: arguments.contains("--keep"))
            return
        }
        if arguments.count > 1, arguments[1] == "render" {
            try RenderBenchmarks.run(templatesFolder: value("--templates"), renders: value("--renders").flatMap(Int.init) ?? 2000,
                                     runs: value("--runs").flatMap(Int.init) ?? 20)
            return
        }
        guard arguments.count > 1, let database = value("--db") else {
            FileHandle.standardError.write(Data("usage: fittoday-bench queries --db FILE [--runs N]\n".utf8))
            exit(2)
        }
        let runs = value("--runs").flatMap(Int.init) ?? 200
        switch arguments[1] {
        case "queries":
            let store = try SQLiteStore.open(at: database, readOnly: true)
            let pages = try store.history.historyPage(1, pageSize: 20, status: nil).pages
            print(try Measurement.run("history page 1 (20 sessions)", runs: runs) { _ = try store.history.historyPage(1, pageSize: 20, status: nil) }.json)
            print(try Measurement.run("history page \(pages) (last)", runs: runs) { _ = try store.history.historyPage(pages, pageSize: 20, status: nil) }.json)
            let completedPages = try store.history.historyPage(1, pageSize: 20, status: .completed).pages
            print(try Measurement.run("history last page, completed only", runs: runs) {
                _ = try store.history.historyPage(completedPages, pageSize: 20, status: .completed)
            }.json)
        case "site-data":
            // What a build reads: every session with its sets, in the pages' order.
            let store = try SQLiteStore.open(at: database, readOnly: true)
            let ids = try store.siteData.sessionSummaries().map(\.id)
            print(try Measurement.run("site data: summaries of all sessions", runs: min(runs, 5), warmUp: 1) { _ = try store.siteData.sessionSummaries() }.json)
            print(try Measurement.run("site data: \(ids.count) sessions with sets, 250 a query", runs: min(runs, 5), warmUp: 1) {
                for start in stride(from: 0, to: ids.count, by: 250) { _ = try store.siteData.sessions(ids: Array(ids[start..<min(start + 250, ids.count)])) }
            }.json)
            print(try Measurement.run("site data: every exercise's recent logs", runs: min(runs, 5), warmUp: 1) {
                _ = try store.siteData.exerciseLogs(recent: 20)
            }.json)
            print(try Measurement.run("site data: every exercise's progress", runs: min(runs, 5), warmUp: 1) { _ = try store.siteData.exerciseProgress() }.json)
            print(try Measurement.run("site data: the three at once (wholeHistory)", runs: min(runs, 5), warmUp: 1) {
                _ = try store.siteData.wholeHistory(recent: 20, progress: true, keepingSets: 0)
            }.json)
            print(try Measurement.run("site data: the summaries and logs at once (wholeHistory without progress)", runs: min(runs, 5), warmUp: 1) {
                _ = try store.siteData.wholeHistory(recent: 20, progress: false, keepingSets: 0)
            }.json)
            print(try Measurement.run("site data: the summaries, logs and every session with its sets at once (as a build keeps them)",
                                      runs: min(runs, 5), warmUp: 1) {
                _ = try store.siteData.wholeHistory(recent: 20, progress: false, keepingSets: 250_000)
            }.json)
            print(try Measurement.run("site data: summary figures", runs: min(runs, 5), warmUp: 1) {
                _ = try store.siteData.summaryFigures(today: LocalDate(year: 2026, month: 11, day: 22)!, weeks: 8)
            }.json)
        default:
            FileHandle.standardError.write(Data("unknown benchmark \(arguments[1])\n".utf8))
            exit(2)
        }
    }
}
