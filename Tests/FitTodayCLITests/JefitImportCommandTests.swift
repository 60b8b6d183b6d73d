import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// `fittoday import FILE` and `fittoday import jefit FILE` with JEFIT's export of many tables, as a person runs them.
@Suite(.waitsOnChildren) struct JefitImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/FitTodayImportTests/Fixtures")
    private let pound = 0.45359237

    private static func banner(_ name: String) -> String { "### \(name) " + String(repeating: "#", count: max(4, 30 - name.count)) }
    private static let closing = String(repeating: "#", count: 34)

    /// An export in pounds, in JEFIT's shape (the starts are local times in America/Sao_Paulo, UTC−3): session 101
    /// (bench `135x5,135x5,140x3` agreeing with its per-row sets; squat `185x5,185x5` whose per-row sets say
    /// `185x5,190x4` and win; a 20-minute treadmill `0x0,0x0,0x0,0x0,0x1200`), session 102 when `later` (its start,
    /// and 101's, moved by seconds in that later export: deadlift `225x5`), and push-ups `0x15,0x12` on a day
    /// without a session. 8 sets, 49 reps, 3455 lb × reps; the later one 9 sets, 54 reps, 4580 lb × reps.
    private static func export(later: Bool = false, badLogs: String? = nil) -> String {
        let shift = later ? 5 : 0
        var lines = [
            banner("MY EXERCISES"), "_id,ename,bodypart,equipment", "1,\"Barbell Bench Press\",0,1", closing,
            banner("NOTES"), closing,
            banner("SETTING"), "_id,mass,length,distance,timer", "1, lbs, inches, miles,90", closing,
            "",
            banner("WORKOUT SESSIONS"), "_id,routine_id,day_id,starttime,endtime,total_time",
            "101,1,1,\(1_730_716_200 + shift),\(1_730_719_800 + shift),3600",
        ]
        if later { lines.append("102,1,2,1731060000,1731062700,2700") }
        lines += [
            closing,
            banner("EXERCISE LOGS"), "_id,mydate,eid,logs,belongplan,belongsys,ename,record,edit_time,mycomment,belongsession",
            "5001,2024-11-04,1,\"135.0x5,135.0x5,140x3\",1,0,\"Barbell Bench Press\",157.5,1730717000,,101",
            "5002,2024-11-04,7,\"185x5,185x5\",1,0,\"Barbell Squat\",215.8,1730717900,\"heavy, good\",101",
            "5003,2024-11-04,40,\"0x0,0x0,0x0,0x0,0x1200\",1,0,\"Treadmill Running\",0,1730719000,,101",
            "5004,2024-11-07,60,\"\(badLogs ?? "0x15,0x12")\",0,0,\"Push Up\",0,1731000500,,0",
        ]
        if later { lines.append("5005,2024-11-08,9,\"225x5\",1,0,\"Barbell Deadlift\",250,1731060500,,102") }
        lines += [
            closing,
            banner("EXERCISE SET LOGS"), "_id,exercise_log_id,set_index,weight_lbs,reps,set_type",
            "1,5001,0,135.0,5,warmup", "2,5001,1,135.0,5,normal", "3,5001,2,140.0,3,normal",
            "4,5002,0,185.0,5,normal", "5,5002,1,190.0,4,normal",
            closing,
            banner("PROFILE"), "_id,mydate,weight,fatpercent,height,chest,arms,waist",
            "1,2024-11-01,180.5,18.5,70,40,15,34", "2,2024-11-01,181.0,0,0,0,0,0", "3,2024-11-02,0,0,0,0,0,0",
            closing,
        ]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A working folder with a profile and the repository's curated library.
    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.repository.appendingPathComponent("content").path)\"\n", to: "fittoday.toml")
        try cli.initialize()
        return cli
    }

    private func totals(_ cli: FitTodayProcess) throws -> (sessions: Int, sets: Int, reps: Int, volumeKg: Double, days: [String?]) {
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        return try queue.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM logged_set") ?? -1,
                try Int.fetchOne(db, sql: "SELECT coalesce(sum(reps), 0) FROM logged_set") ?? -1,
                try Double.fetchOne(db, sql: "SELECT coalesce(sum(reps * coalesce(weight_kg, 0)), 0) FROM logged_set") ?? -1,
                try String?.fetchAll(db, sql: "SELECT started_at FROM workout_session ORDER BY completed_at")
            )
        }
    }

    @Test func importFileRecognizesJefitAndASecondImportAddsNothing() throws {
        let cli = try prepared()
        try cli.write(Self.export(), to: "ana_20241110.csv")
        let first = try cli.run(["import", "ana_20241110.csv", "--time-zone", "America/Sao_Paulo"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Lido como exportação do JEFIT."))
        #expect(first.stdout.contains("2 treinos e 8 séries importados"))
        var totals = try totals(cli)
        #expect(totals.sessions == 2 && totals.sets == 8 && totals.reps == 49)
        #expect(abs(totals.volumeKg - 3455 * pound) < 0.01)
        // The session at its local start; the push-ups a day without a start time.
        #expect(totals.days == ["2024-11-04 07:30:00", nil])

        let again = try cli.run(["import", "ana_20241110.csv", "--time-zone", "America/Sao_Paulo"])
        #expect(again.exitCode == 0)
        #expect(again.stdout.contains("Nada novo: os 2 treinos desse arquivo já estavam no histórico."))
        totals = try self.totals(cli)
        #expect(totals.sessions == 2 && totals.sets == 8)
    }

    @Test func importJefitForcesTheFormatAndALaterExportAddsOnlyItsNewSession() throws {
        let cli = try prepared()
        try cli.write(Self.export(), to: "ana_20241110.csv")
        try cli.write(Self.export(later: true), to: "ana_20241120.csv")
        let first = try cli.run(["import", "jefit", "ana_20241110.csv", "--time-zone", "America/Sao_Paulo", "--locale", "en"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        // Forced, it does not say what it recognized.
        #expect(!first.stdout.contains("Read as"))
        #expect(first.stdout.contains("2 sessions and 8 sets imported"))

        let later = try cli.run(["import", "jefit", "ana_20241120.csv", "--time-zone", "America/Sao_Paulo", "--locale", "en"])
        #expect(later.exitCode == 0, "\(later.stderr)")
        #expect(later.stdout.contains("1 session and 1 set imported"))
        let totals = try totals(cli)
        #expect(totals.sessions == 3 && totals.sets == 9 && totals.reps == 54)
        #expect(abs(totals.volumeKg - 4580 * pound) < 0.01)
        #expect(totals.days == ["2024-11-04 07:30:00", nil, "2024-11-08 07:00:00"])
    }

    @Test func aBadRowStopsTheImportWithItsLineAndOthersFilesAreNotTakenForJefit() throws {
        let cli = try prepared()
        let text = Self.export(badLogs: "0x15,cincox12")
        try cli.write(text, to: "ana.csv")
        let line = try #require(text.components(separatedBy: "\r\n").firstIndex { $0.hasPrefix("5004,") }) + 1
        let refused = try cli.run(["import", "ana.csv"])
        #expect(refused.exitCode == 3)
        #expect(refused.stderr.contains("ana.csv") && refused.stderr.contains("linha \(line)") && refused.stderr.contains("cincox12"))
        #expect(refused.stderr.contains("--skip-invalid"))
        #expect(!refused.stderr.contains("\n") || refused.stderr.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count == 1)
        #expect(FileManager.default.fileExists(atPath: cli.path("fittoday.sqlite")))
        #expect(try totals(cli).sessions == 0)

        let skipped = try cli.run(["import", "ana.csv", "--skip-invalid", "--locale", "en"])
        #expect(skipped.exitCode == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("line \(line)"))
        // The push-ups' log is left out, and with it their day.
        let rest = try totals(cli)
        #expect(rest.sessions == 1 && rest.sets == 6)

        // Strong's and Hevy's exports are their apps', refused by import jefit; a file of no app is refused with 2.
        for name in ["strong-comma.csv", "hevy.csv"] {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: cli.directory.appendingPathComponent(name))
            let forced = try cli.run(["import", "jefit", name])
            #expect(forced.exitCode == 3, "\(forced.stderr)")
            #expect(forced.stderr.contains(name == "hevy.csv" ? "fittoday import hevy" : "fittoday import strong"))
        }
        try cli.write("### Anotações ###\nsupino 3x10\n", to: "notas.txt")
        let unknown = try cli.run(["import", "notas.txt"])
        #expect(unknown.exitCode == 2)
        #expect(try totals(cli).sessions == 1)
    }

    @Test func aDryRunWritesNothingAndTheImportStoresCardioAndBodyWeight() throws {
        let cli = try prepared()
        try cli.write(Self.export(), to: "ana.csv")
        func count(_ sql: String) throws -> Double {
            try DatabaseQueue(path: cli.path("fittoday.sqlite")).read { db in try Double.fetchOne(db, sql: sql) ?? -1 }
        }
        let dry = try cli.run(["import", "ana.csv", "--dry-run", "--time-zone", "America/Sao_Paulo"])
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Simulação: nada foi gravado"))
        #expect(dry.stdout.contains("2 treinos e 8 séries"))
        #expect(try count("SELECT count(*) FROM workout_session") == 0)
        #expect(try count("SELECT count(*) FROM body_measurement") == 0)

        let real = try cli.run(["import", "ana.csv", "--time-zone", "America/Sao_Paulo"])
        #expect(real.exitCode == 0, "\(real.stderr)")
        // The treadmill's twenty minutes; the profile's 2024-11-01, written twice, is one entry, its row of zeros none.
        #expect(try count("SELECT sum(duration_seconds) FROM logged_set") == 1200)
        #expect(try count("SELECT count(*) FROM body_measurement") == 1)
        #expect(abs(try count("SELECT weight_kg FROM body_measurement WHERE date = '2024-11-01'") - 181 * pound) < 1e-9)
        #expect(abs(try count("SELECT waist_cm FROM body_measurement WHERE date = '2024-11-01'") - 34 * 2.54) < 1e-9)
    }

    @Test func theJefitCommandHasHelp() throws {
        let help = try FitTodayProcess().run(["import", "jefit", "--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("fittoday import jefit"))
        // Reflowed to the terminal's width: compare the words.
        #expect(help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("EXERCISE SET LOGS"))
        #expect(help.stdout.contains("--time-zone"))
        let list = try FitTodayProcess().run(["import", "--help"])
        #expect(list.stdout.contains("jefit"))
    }
}
