import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// `fittoday exercise rename|delete` (issue 16: any row in the database can be renamed and deleted, even a name
/// that came in before the length bounds) and a too-long name in a workout CSV reported with its file and line.
@Suite(.waitsOnChildren) struct ExerciseCommandTests {
    private func oneSentence(_ result: FitTodayProcess.Result, exitCode: Int32, mentioning words: [String],
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == exitCode, "\(result.stderr)", sourceLocation: sourceLocation)
        let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!message.isEmpty && !message.contains("\n") && message.count < 400, "\(message)", sourceLocation: sourceLocation)
        for word in words { #expect(message.contains(word), "\(message) should mention \(word)", sourceLocation: sourceLocation) }
    }

    private func count(_ cli: FitTodayProcess, _ sql: String) throws -> Int {
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: sql) ?? -1 }
    }

    @Test func renamesAnExerciseOfYourOwnWithinTheUsualBounds() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["log", "--date", "2026-11-20", "--set", "Remada inventada:10x40", "--set", "Supino reto com barra:8x60"]).exitCode == 0)
        let renamed = try cli.run(["exercise", "rename", "Remada inventada", "Remada do Zé"])
        #expect(renamed.exitCode == 0, "\(renamed.stderr)")
        #expect(renamed.stdout.contains("\"Remada inventada\" agora se chama \"Remada do Zé\""))
        #expect(try cli.run(["session", "show", "1"]).stdout.contains("Remada do Zé"))
        oneSentence(try cli.run(["exercise", "rename", "Remada do Zé", "supino RETO com barra"]), exitCode: 3,
                    mentioning: ["Já existe um exercício chamado \"supino RETO com barra\""])
        oneSentence(try cli.run(["exercise", "rename", "Remada do Zé", String(repeating: "x", count: 101)]), exitCode: 3,
                    mentioning: ["até 100 letras"])
        oneSentence(try cli.run(["exercise", "rename", "Remada do Zé", "Supino reto com barra", "--locale", "en"]), exitCode: 3,
                    mentioning: ["There is already an exercise called"])
        // The library's own entries change in content/, where the next build reads them.
        oneSentence(try cli.run(["exercise", "rename", "supino-reto-com-barra", "Supino"]), exitCode: 3,
                    mentioning: ["content/exercises/supino-reto-com-barra.md"])
        oneSentence(try cli.run(["exercise", "rename", "Nada disso", "Outro"]), exitCode: 4, mentioning: ["Nada disso"])
        #expect(try count(cli, "SELECT count(*) FROM exercise WHERE name = 'Remada do Zé'") == 1)
    }

    @Test func deletingAnExerciseInUseNeedsForceAndSaysWhatItRemoves() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["log", "--date", "2026-11-20", "--set", "Remada inventada:10x40", "--set", "Supino reto com barra:8x60"]).exitCode == 0)
        #expect(try cli.run(["log", "--date", "2026-11-21", "--set", "Remada inventada:10x42"]).exitCode == 0)
        #expect(try cli.run(["plan", "new", "Treino A"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", "1", "Remada inventada", "--sets", "3", "--reps", "10", "--rest", "60"]).exitCode == 0)
        oneSentence(try cli.run(["exercise", "delete", "Remada inventada"]), exitCode: 3,
                    mentioning: ["2 treinos e 1 plano", "--force", "os treinos ficam"])
        oneSentence(try cli.run(["exercise", "delete", "Remada inventada", "--locale", "en"]), exitCode: 3,
                    mentioning: ["2 sessions and 1 plan", "--force"])
        #expect(try count(cli, "SELECT count(*) FROM logged_set") == 3)
        let forced = try cli.run(["exercise", "delete", "Remada inventada", "--force"])
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("com 2 séries de 2 treinos"))
        #expect(try count(cli, "SELECT count(*) FROM logged_set") == 1)
        #expect(try count(cli, "SELECT count(*) FROM workout_session") == 2)
        #expect(try count(cli, "SELECT count(*) FROM plan_exercise") == 0)
        #expect(try count(cli, "SELECT count(*) FROM exercise WHERE origin = 'custom'") == 0)
        oneSentence(try cli.run(["exercise", "delete", "supino-reto-com-barra", "--force"]), exitCode: 3,
                    mentioning: ["voltaria no próximo build"])
        #expect(try cli.run(["log", "--date", "2026-11-21", "--set", "Outra invenção:5"]).exitCode == 0)
        #expect(try cli.run(["session", "delete", "3"]).exitCode == 0)
        let unused = try cli.run(["exercise", "delete", "Outra invenção"])
        #expect(unused.exitCode == 0 && unused.stdout.contains("\"Outra invenção\" apagado."), "\(unused.stderr)")
        #expect(try cli.run(["build", "--date", "2026-11-22"]).exitCode == 0)
    }

    @Test func aNameFromBeforeTheBoundsCanBeRenamedAndDeleted() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["log", "--date", "2026-11-20", "--set", "Remada inventada:10x40", "--set", "Rosca inventada:10x10"]).exitCode == 0)
        let long = String(repeating: "a", count: 300), longer = String(repeating: "b", count: 260)
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        try queue.write { db in
            try db.execute(sql: "UPDATE exercise SET name = ?, name_key = ? WHERE id = 'remada-inventada'", arguments: [long, long])
            try db.execute(sql: "UPDATE exercise SET name = ?, name_key = ? WHERE id = 'rosca-inventada'", arguments: [longer, longer])
        }
        try queue.close()
        let renamed = try cli.run(["exercise", "rename", "remada-inventada", "Remada curta"])
        #expect(renamed.exitCode == 0, "\(renamed.stderr)")
        #expect(renamed.stdout.count < 200 && renamed.stdout.contains("…"), "\(renamed.stdout)")
        #expect(try cli.run(["session", "show", "1"]).stdout.contains("Remada curta"))
        // By its long name, refused while used, then forced.
        let refused = try cli.run(["exercise", "delete", longer])
        oneSentence(refused, exitCode: 3, mentioning: ["--force", "1 treino"])
        let deleted = try cli.run(["exercise", "delete", longer, "--force"])
        #expect(deleted.exitCode == 0, "\(deleted.stderr)")
        #expect(try count(cli, "SELECT count(*) FROM exercise WHERE length(name) > 100") == 0)
        #expect(try cli.run(["build", "--date", "2026-11-22"]).exitCode == 0)
    }

    @Test func aTooLongNameInAWorkoutCSVNamesTheFileAndTheLine() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let long = String(repeating: "Remada ", count: 40)
        try cli.write("""
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-03-05 18:00:00,A,30m,Bench Press (Barbell),1,60,10,0,0,,,
        2024-03-05 18:00:00,A,30m,\(long),1,40,10,0,0,,,
        2024-03-06 18:00:00,B,30m,Squat (Barbell),1,80,5,0,0,,,

        """, to: "longo.csv")
        oneSentence(try cli.run(["import", "strong", "longo.csv"]), exitCode: 3, mentioning: ["longo.csv", "linha 3", "até 100 letras"])
        #expect(try count(cli, "SELECT count(*) FROM workout_session") == 0)
        let skipped = try cli.run(["import", "strong", "longo.csv", "--skip-invalid"])
        #expect(skipped.exitCode == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("linha 3:"), "\(skipped.stdout)")
        #expect(try count(cli, "SELECT count(*) FROM logged_set") == 2)
        #expect(try count(cli, "SELECT count(*) FROM exercise WHERE length(name) > 100") == 0)
    }

    /// Numbers of more digits than an Int holds trapped the import: a weight's refusal quoted it through the weight
    /// formatter, and a duration in minutes was multiplied into an Int. Now the weight is refused in one sentence and
    /// the duration is no duration, as an unreadable one is.
    @Test func numbersOfManyDigitsInAWorkoutCSVAreRefusedOrLeftOutNeverATrap() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let digits = String(repeating: "9", count: 26)
        try cli.write("""
        Date,Workout Name,Duration (min),Exercise Name,Set Order,Weight (kg),Reps
        2024-03-05 18:00:00,A,40,Bench Press (Barbell),1,\(digits),8

        """, to: "peso.csv")
        oneSentence(try cli.run(["import", "strong", "peso.csv"]), exitCode: 3, mentioning: ["peso.csv", "linha 2", "1e+26 kg"])
        try cli.write("""
        Date,Workout Name,Duration (min),Exercise Name,Set Order,Weight (kg),Reps
        2024-03-05 18:00:00,A,\(digits),Bench Press (Barbell),1,60,8

        """, to: "duracao.csv")
        let imported = try cli.run(["import", "strong", "duracao.csv"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(try count(cli, "SELECT count(*) FROM workout_session WHERE duration_minutes IS NULL") == 1)
    }

    /// A CSV that adds a set to a session already imported says so in a sentence that agrees with one set (it read
    /// "1 série que faltavam importadas").
    @Test func aSetAddedToAnImportedSessionIsSaidInAgreement() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps\n"
        let first = "2024-03-05 18:00:00,A,30m,Bench Press (Barbell),1,60,10\n"
        try cli.write(header + first, to: "um.csv")
        #expect(try cli.run(["import", "strong", "um.csv"]).exitCode == 0)
        try cli.write(header + first + "2024-03-05 18:00:00,A,30m,Bench Press (Barbell),2,60,8\n", to: "dois.csv")
        let added = try cli.run(["import", "strong", "dois.csv"])
        #expect(added.stdout.contains("Importadas as séries que faltavam: 1 série."), "\(added.stdout)\(added.stderr)")
    }
}
