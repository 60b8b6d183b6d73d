import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// `fittoday import csv FILE --map ...`: a spreadsheet of one's own, through the binary.
@Suite(.waitsOnChildren) struct CSVImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `;`, decimal commas, day/month/year, a row of 3 sets and a blank line; CRLF line ends and no final one.
    static let sheet = [
        "Dia;Exercício;Séries;Reps;Peso",
        "01/09/2025;Agachamento livre;3;5;82,5",
        "01/09/2025;Supino reto;1;8;60",
        // A blank line between rows is no row.
        "",
        "03/09/2025;Supino reto;2;6;62,5",
    ].joined(separator: "\r\n")
    static let map = "date=Dia,exercise=Exercício,sets=Séries,reps=Reps,weight=Peso"

    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.repository.appendingPathComponent("content").path)\"\n", to: "fittoday.toml")
        try cli.initialize()
        try cli.write(Self.sheet, to: "planilha.csv")
        return cli
    }

    private func totals(_ cli: FitTodayProcess) throws -> (sessions: Int, sets: Int, reps: Int, volume: Double, days: [String]) {
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        return try queue.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? -1,
             try Int.fetchOne(db, sql: "SELECT count(*) FROM logged_set") ?? -1,
             try Int.fetchOne(db, sql: "SELECT coalesce(sum(reps), 0) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT total(weight_kg * reps) FROM logged_set") ?? -1,
             try String.fetchAll(db, sql: "SELECT substr(completed_at, 1, 10) FROM workout_session ORDER BY completed_at, id"))
        }
    }

    @Test func aSheetIsImportedByItsMapOnce() throws {
        let cli = try prepared()
        // A dry run says what the import would do and writes nothing.
        let dry = try cli.run(["import", "csv", "planilha.csv", "--map", Self.map, "--date-format", "%d/%m/%Y", "--dry-run", "--locale", "en"])
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("Dry run: nothing was written."), "\(dry.stdout)")
        let none = try totals(cli)
        #expect(none.sessions == 0 && none.sets == 0)
        let result = try cli.run(["import", "csv", "planilha.csv", "--map", Self.map, "--date-format", "%d/%m/%Y", "--unit", "kg"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 treinos e 6 séries importados"), "\(result.stdout)")
        let totals = try totals(cli)
        #expect(totals.sessions == 2 && totals.sets == 6)
        #expect(totals.reps == 3 * 5 + 8 + 2 * 6)
        #expect(abs(totals.volume - (3 * 5 * 82.5 + 8 * 60 + 2 * 6 * 62.5)) < 0.01)
        #expect(totals.days == ["2025-09-01", "2025-09-03"])

        let again = try cli.run(["import", "csv", "planilha.csv", "--map", Self.map, "--date-format", "%d/%m/%Y", "--delimiter", ";"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        let unchanged = try self.totals(cli)
        #expect(unchanged.sessions == 2 && unchanged.sets == 6)
    }

    @Test func weightsInPoundsWithATabSheet() throws {
        let cli = try prepared()
        try cli.write("Date\tLift\tReps\tLbs\n2025-09-01\tSquat\t5\t225\n", to: "lbs.tsv")
        let result = try cli.run(["import", "csv", "lbs.tsv", "--map", "date=Date,exercise=Lift,reps=Reps,weight=Lbs", "--unit", "lb"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let totals = try totals(cli)
        #expect(totals.sets == 1)
        #expect(abs(totals.volume - 5 * 225 * 0.45359237) < 0.01)
    }

    @Test func aMapThatDoesNotFitTheFileIsRefusedWithTheUsageCodeAndNothingIsWritten() throws {
        let cli = try prepared()
        let missing = try cli.run(["import", "csv", "planilha.csv", "--map", "date=Dia,exercise=Exercício,reps=Reps,weight=Kg", "--date-format", "%d/%m/%Y"])
        #expect(missing.exitCode == 2)
        let message = missing.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!message.contains("\n"), "one sentence expected: \(message)")
        #expect(message.contains("\"Kg\"") && message.contains("\"Dia\", \"Exercício\", \"Séries\", \"Reps\", \"Peso\""), "\(message)")
        let noExercise = try cli.run(["import", "csv", "planilha.csv", "--map", "date=Dia,reps=Reps", "--locale", "en"])
        #expect(noExercise.exitCode == 2)
        #expect(noExercise.stderr.contains("exercise=COLUMN"), "\(noExercise.stderr)")
        let noMap = try cli.run(["import", "csv", "planilha.csv"])
        #expect(noMap.exitCode == 2)
        #expect(noMap.stderr.contains("--map"), "\(noMap.stderr)")
        let badFormat = try cli.run(["import", "csv", "planilha.csv", "--map", Self.map, "--date-format", "%d/%q/%Y"])
        #expect(badFormat.exitCode == 2)
        #expect(badFormat.stderr.contains("--date-format"), "\(badFormat.stderr)")
        // A sheet is never told from its content: `import FILE` does not take it for anything.
        #expect(try cli.run(["import", "planilha.csv"]).exitCode == 2)
        let totals = try totals(cli)
        #expect(totals.sessions == 0 && totals.sets == 0)
    }
}
