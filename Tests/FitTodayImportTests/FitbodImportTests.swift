@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// Fitbod's `WorkoutExport.csv` and its older export, written here in the app's shape with every quirk: numbers
/// after a space, kilograms with the noise of pounds, multipliers of 2.0, 0.0 and 4.0, `isWarmup`, cardio rows of
/// 0 reps with a time or a distance, a note with commas (Fitbod quotes nothing), newest first, two workouts in one
/// day, a UTC evening, CRLF or LF and no final newline.
@Suite struct FitbodImportTests {
    static let header = "Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier"

    /// Newest first, the sets of each workout too. In the order done: on 2 May a bike ride and a run (cardio only);
    /// on 4 May at 08:05 UTC two pull-up sets (8, then a failed one) and a one-minute plank, and at 17:30 two squat
    /// sets and a farmer's carry (multiplier 4.0); on 6 May at 23:30 UTC a warm-up and two sets of dumbbell bench
    /// press, 15 and 30 lb a dumbbell (multiplier 2.0), the last with a note holding two commas.
    static let rows = [
        "2021-05-06 23:30:00 +0000,Dumbbell Bench Press, 8,13.607787283069193,0.0,0.0,0.0,0.0,false,Last set, felt heavy, go up, 2.0",
        "2021-05-06 23:30:00 +0000,Dumbbell Bench Press, 10,13.607787283069193,0.0,0.0,0.0,0.0,false,, 2.0",
        "2021-05-06 23:30:00 +0000,Dumbbell Bench Press, 12,6.803893641534597,0.0,0.0,0.0,0.0,true,, 2.0",
        "2021-05-04 17:30:12 +0000,Farmer's Carry, 1,20.411680924603598,0.0,40.0,0.0,0.0,false,, 4.0",
        "2021-05-04 17:30:12 +0000,Barbell Squat, 5,61.23496995,0.0,0.0,0.0,0.0,false,, 1.0",
        "2021-05-04 17:30:12 +0000,Barbell Squat, 5,61.23496995,0.0,0.0,0.0,0.0,false,, 1.0",
        "2021-05-04 08:05:00 +0000,Plank, 0,0.0,60.0,0.0,0.0,0.0,false,, 0.0",
        "2021-05-04 08:05:00 +0000,Pull Up, 0,0.0,0.0,0.0,0.0,0.0,false,, 1.0",
        "2021-05-04 08:05:00 +0000,Pull Up, 8,0.0,0.0,0.0,0.0,0.0,false,, 1.0",
        "2021-05-02 10:00:00 +0000,Running, 0,0.0,1800.0,5000.0,1.0,0.0,false,, 0.0",
        "2021-05-02 10:00:00 +0000,Stationary Bike, 0,0.0,600.0,0.0,0.0,5.0,false,, 0.0",
    ]
    static let expectedReps = 8 + 10 + 12 + 1 + 5 + 5 + 8
    /// Weight × reps as the file holds them: each dumbbell's weight, the multiplier never applied.
    static let expectedVolume = 8 * 13.607787283069193 + 10 * 13.607787283069193 + 12 * 6.803893641534597 + 20.411680924603598 + 10 * 61.23496995

    /// The export with `lineEnd` between lines and none after the last, as Fitbod writes it.
    static func export(_ rows: [String] = rows, lineEnd: String = "\n") -> Data {
        Data(([header] + rows).joined(separator: lineEnd).utf8)
    }

    static func read(_ data: Data, zone: String = "UTC", skipInvalid: Bool = false, as app: WorkoutApp? = nil) throws -> WorkoutCSVContents {
        try HistoryFileImporter.read(data, as: app, options: HistoryReadOptions(
            fileName: "WorkoutExport.csv", skipInvalid: skipInvalid, timeZone: try #require(TimeZone(identifier: zone))
        ))
    }

    /// The sessions of `contents` with the file's own names as exercise ids, oldest first.
    static func sessions(_ contents: WorkoutCSVContents) -> [WorkoutSession] {
        let ids = Dictionary(contents.exerciseNames.map { (ExerciseNameKey.key(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return contents.sessions(exerciseIDs: ids).map(\.session)
    }

    static func totals(in store: SQLiteStore) throws -> (reps: Int, volume: Double) {
        try store.pool.read { db in
            (try Int.fetchOne(db, sql: "SELECT sum(reps) FROM logged_set") ?? -1,
             try Double.fetchOne(db, sql: "SELECT coalesce(sum(weight_kg * reps), 0) FROM logged_set") ?? -1)
        }
    }

    @Test func sessionsAndSetsComeOutOldestFirstInTheOrderDone() throws {
        let contents = try Self.read(Self.export())
        #expect(contents.variant == .fitbod)
        #expect(contents.skippedRows.isEmpty)
        let sessions = Self.sessions(contents)
        // Two workouts on 4 May stay two sessions.
        #expect(sessions.map { $0.startedAt?.description } == [
            "2021-05-02 10:00:00", "2021-05-04 08:05:00", "2021-05-04 17:30:12", "2021-05-06 23:30:00",
        ])
        #expect(sessions.allSatisfy { $0.planTitle.isEmpty && $0.notes.isEmpty })

        // Cardio alone is a session; each row keeps its time and distance, reps 0, no weight.
        let cardio = sessions[0]
        #expect(cardio.sets.map(\.exerciseID) == ["Stationary Bike", "Running"])
        #expect(cardio.sets.map(\.reps) == [0, 0])
        #expect(cardio.sets.map(\.weightKg) == [nil, nil])
        #expect(cardio.sets.map(\.durationSeconds) == [600, 1800])
        #expect(cardio.sets.map(\.distanceMeters) == [nil, 5000])

        // A failed set (0 reps, no time) is kept; the plank is timed; bodyweight has no weight.
        let morning = sessions[1]
        #expect(morning.sets.map(\.exerciseID) == ["Pull Up", "Pull Up", "Plank"])
        #expect(morning.sets.map(\.reps) == [8, 0, 0])
        #expect(morning.sets.map(\.setNumber) == [1, 2, 1])
        #expect(morning.sets.map(\.durationSeconds) == [nil, nil, 60])
        #expect(morning.sets.map(\.weightKg) == [nil, nil, nil])

        // Multipliers 1.0 and 4.0: the weight as the file gives it.
        let evening = sessions[2]
        #expect(evening.sets.map(\.exerciseID) == ["Barbell Squat", "Barbell Squat", "Farmer's Carry"])
        #expect(evening.sets.map(\.weightKg) == [61.23496995, 61.23496995, 20.411680924603598])
        #expect(evening.sets.map(\.distanceMeters) == [nil, nil, 40])

        // The warm-up first, as done; weights per dumbbell, float noise kept (multiplier 2.0 not applied).
        let bench = sessions[3]
        #expect(bench.sets.map(\.kind) == [.warmup, .working, .working])
        #expect(bench.sets.map(\.reps) == [12, 10, 8])
        #expect(bench.sets.map(\.weightKg) == [6.803893641534597, 13.607787283069193, 13.607787283069193])
        #expect(bench.sets.map { $0.weightKg.map { WeightText.format($0, .lb, .en) } } == ["15 lb", "30 lb", "30 lb"])
    }

    @Test func aNoteWithCommasBelongsToTheNoteNotToTheColumnsAfterIt() throws {
        let layout = try #require(FitbodLayout(header: Self.header.components(separatedBy: ",")))
        let fields = Self.rows[0].components(separatedBy: ",")
        #expect(fields.count == 13)
        let columns = try #require(layout.columns(of: fields))
        #expect(columns.count == 11)
        #expect(columns[9] == "Last set, felt heavy, go up")
        #expect(columns[10] == " 2.0")
        // No note column to hold them: more fields than the header is a bad row.
        let legacy = try #require(FitbodLayout(header: ["Date", "Exercise", "Sets", "Reps", "Weight", "isWarmup"]))
        #expect(legacy.columns(of: ["2019-03-15", "Squat", "1", "5", "60", "", "extra"]) == nil)
        #expect(legacy.columns(of: ["2019-03-15", "Squat", "1", "5", "60", "", ""])?.count == 6)
    }

    @Test func crlfAndLFReadTheSameAndNoFinalNewlineLosesNothing() throws {
        let lf = Self.sessions(try Self.read(Self.export(lineEnd: "\n")))
        let crlf = Self.sessions(try Self.read(Self.export(lineEnd: "\r\n")))
        let withFinalNewline = Self.sessions(try Self.read(Data((String(decoding: Self.export(lineEnd: "\r\n"), as: UTF8.self) + "\r\n").utf8)))
        #expect(lf.flatMap(\.sets).count == 11)
        #expect(lf == crlf)
        #expect(lf == withFinalNewline)
        // The last row, with no line end, is the bike ride of 2 May.
        #expect(lf[0].sets.first?.durationSeconds == 600)
    }

    @Test func aFileSortedOldestFirstKeepsItsOrder() throws {
        let newestFirst = Self.sessions(try Self.read(Self.export()))
        let oldestFirst = Self.sessions(try Self.read(Self.export(Self.rows.reversed())))
        #expect(newestFirst == oldestFirst)
    }

    @Test func theTimeZoneGivesTheDayAndTheInstantKeysTheSession() throws {
        // 23:30 UTC on 6 May is 08:30 on 7 May in Tokyo and 20:30 on 6 May in São Paulo.
        let tokyo = Self.sessions(try Self.read(Self.export(), zone: "Asia/Tokyo"))
        #expect(tokyo.last?.startedAt == LocalDateTime("2021-05-07 08:30:00"))
        #expect(tokyo.last?.completedAt.date == LocalDate("2021-05-07"))
        let saoPaulo = Self.sessions(try Self.read(Self.export(), zone: "America/Sao_Paulo"))
        #expect(saoPaulo.last?.startedAt == LocalDateTime("2021-05-06 20:30:00"))
        #expect(saoPaulo.map { $0.startedAt?.date.description } == ["2021-05-02", "2021-05-04", "2021-05-04", "2021-05-06"])

        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let first = try HistoryFileImporter(store: store).importContents(try Self.read(Self.export(), zone: "America/Sao_Paulo"))
        #expect(first.sessionsImported == 4)
        // The same file read in another zone is the same workouts: nothing added.
        let again = try HistoryFileImporter(store: store).importContents(try Self.read(Self.export(lineEnd: "\r\n"), zone: "Asia/Tokyo"))
        #expect(again.sessionsImported == 0 && again.setsImported == 0)
        #expect(try ImportFixtures.counts(in: store).sessions == 4)
    }

    @Test func theDatabaseHoldsWhatTheFileHoldsOnceAndTheNamesMatchTheLibrary() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let exercisesBefore = try ImportFixtures.counts(in: store).exercises
        let summary = try HistoryFileImporter(store: store).importContents(try Self.read(Self.export()))
        #expect(summary.variant == .fitbod)
        #expect(summary.sessionsImported == 4)
        #expect(summary.setsImported == 11)
        #expect(summary.exercisesCreated.sorted() == ["Farmer's Carry", "Running"])
        let counts = try ImportFixtures.counts(in: store)
        #expect(counts.sessions == 4 && counts.sets == 11 && counts.exercises == exercisesBefore + 2)
        let totals = try Self.totals(in: store)
        #expect(totals.reps == Self.expectedReps)
        #expect(abs(totals.volume - Self.expectedVolume) < 0.01)

        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.map { $0.completedAt.date.description } == ["2021-05-02", "2021-05-04", "2021-05-04", "2021-05-06"])
        #expect(sessions[1].sets.map(\.exerciseID) == ["barra-fixa", "barra-fixa", "prancha"])
        #expect(sessions[2].sets.first?.exerciseID == "agachamento-livre-barra")
        #expect(sessions[3].sets.map(\.exerciseID) == ["supino-reto-com-halteres", "supino-reto-com-halteres", "supino-reto-com-halteres"])
        #expect(sessions[0].sets.first?.exerciseID == "bicicleta-ergometrica")

        let again = try HistoryFileImporter(store: store).importContents(try Self.read(Self.export()))
        #expect(again.sessionsImported == 0 && again.setsImported == 0 && again.sessionsAlreadyPresent == 4)
        #expect(try ImportFixtures.counts(in: store).sets == 11)
        // A newer export, one workout more, adds that workout alone.
        let newer = ["2021-05-09 07:00:00 +0000,Plank, 0,0.0,45.0,0.0,0.0,0.0,false,, 0.0"] + Self.rows
        let update = try HistoryFileImporter(store: store).importContents(try Self.read(Self.export(newer)))
        #expect(update.sessionsImported == 1 && update.setsImported == 1)
    }

    @Test func theOlderExportCountsSetsAndDays() throws {
        // Newest first; a day per workout; `Sets` stands for that many sets; `TRUE` or empty warm-up; unlabelled kilograms.
        let text = [
            "Date,Exercise,Sets,Reps,Weight,isWarmup,Note",
            "2019-03-15,Dumbbell Bench Press,3,10,13.607787283069193,,",
            "2019-03-15,Dumbbell Bench Press,1,12,6.803893641534597,TRUE,",
            "2019-03-12,Barbell Squat,5,5,60,,deep, slow",
            "2019-03-12,Pull Up,2,6,0,,",
        ].joined(separator: "\r\n")
        let contents = try Self.read(Data(text.utf8), zone: "Asia/Tokyo")
        #expect(contents.variant == .fitbodLegacy)
        let sessions = Self.sessions(contents)
        #expect(sessions.map(\.startedAt) == [nil, nil])
        #expect(sessions.map(\.completedAt) == [LocalDateTime("2019-03-12 00:00:00"), LocalDateTime("2019-03-15 00:00:00")])
        #expect(sessions[0].sets.map(\.exerciseID) == ["Pull Up", "Pull Up"] + Array(repeating: "Barbell Squat", count: 5))
        #expect(sessions[0].sets.map(\.weightKg) == [nil, nil, 60, 60, 60, 60, 60])
        #expect(sessions[1].sets.map(\.kind) == [.warmup, .working, .working, .working])
        #expect(sessions[1].sets.map(\.reps) == [12, 10, 10, 10])
        #expect(sessions[1].sets.map(\.weightKg) == [6.803893641534597, 13.607787283069193, 13.607787283069193, 13.607787283069193])

        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try HistoryFileImporter(store: store).importContents(contents)
        #expect(summary.sessionsImported == 2 && summary.setsImported == 11)
        let totals = try Self.totals(in: store)
        #expect(totals.reps == 12 + 30 + 25 + 12)
        #expect(abs(totals.volume - (12 * 6.803893641534597 + 30 * 13.607787283069193 + 25 * 60)) < 0.01)
        let again = try HistoryFileImporter(store: store).importContents(try Self.read(Data(text.utf8)))
        #expect(again.sessionsImported == 0 && again.setsImported == 0)
    }

    @Test func aBadRowStopsTheImportWithItsLineUnlessSkipped() throws {
        var rows = Self.rows
        rows[4] = "2021-05-04 17:30:12 +0000,Barbell Squat, five,61.23496995,0.0,0.0,0.0,0.0,false,, 1.0"
        rows[7] = "yesterday,Pull Up, 0,0.0,0.0,0.0,0.0,0.0,false,, 1.0"
        #expect(throws: FitTodayError.importRow(file: "WorkoutExport.csv", line: 6, reason: .number(column: "Reps", value: "five"))) {
            try Self.read(Self.export(rows))
        }
        let skipped = try Self.read(Self.export(rows, lineEnd: "\r\n"), skipInvalid: true)
        #expect(skipped.skippedRows.map(\.line) == [6, 9])
        #expect(skipped.skippedRows.last?.issue == .date("yesterday"))
        #expect(Self.sessions(skipped).flatMap(\.sets).count == 9)

        let tooFewColumns = Self.export(["2021-05-04 08:05:00 +0000,Pull Up, 8"])
        #expect(throws: FitTodayError.importRow(file: "WorkoutExport.csv", line: 2, reason: .columnCount(expected: 11, found: 3))) {
            try Self.read(tooFewColumns)
        }
        let legacyTooManySets = Data("Date,Exercise,Sets,Reps,Weight,isWarmup,Note\n2019-03-15,Squat,1000,5,60,,".utf8)
        #expect(throws: FitTodayError.importRow(file: "WorkoutExport.csv", line: 2, reason: .number(column: "Sets", value: "1000"))) {
            try Self.read(legacyTooManySets)
        }
    }

    @Test func fitbodIsToldApartFromStrongHevyAndFitNotes() throws {
        for text in [Self.export(), Data("Date,Exercise,Sets,Reps,Weight,isWarmup,Note\n2019-03-15,Squat,1,5,60,,".utf8)] {
            #expect(HistoryFileFormats.recognize(try HistoryFileText.decode([UInt8](text))) == .fitbod)
        }
        for (name, app) in [("strong-comma.csv", WorkoutApp.strong), ("strong-semicolon.csv", .strong), ("hevy.csv", .hevy)] {
            let text = try HistoryFileText.decode([UInt8](try ImportFixtures.fixture(name)))
            #expect(!FitbodFileReader.recognizes(text), "\(name)")
            #expect(HistoryFileFormats.recognize(text) == app, "\(name)")
        }
        let fitNotes = "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Notes\n2024-01-02,Squat,Legs,60,5,,,,"
        #expect(!FitbodFileReader.recognizes(try HistoryFileText.decode([UInt8](fitNotes.utf8))))
        #expect(!StrongFileReader.recognizes(try HistoryFileText.decode([UInt8](Self.export()))))
        #expect(!HevyFileReader.recognizes(try HistoryFileText.decode([UInt8](Self.export()))))

        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .strong, found: .fitbod))) {
            try Self.read(Self.export(), as: .strong)
        }
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .fitbod, found: .hevy))) {
            try Self.read(try ImportFixtures.fixture("hevy.csv"), as: .fitbod)
        }
        #expect(throws: FitTodayError.importFile(reason: .unrecognizedExport)) {
            try Self.read(Data("a,b,c\n1,2,3".utf8), as: .fitbod)
        }
    }

    /// 16 000 rows (the benchmark's size): 800 workouts of 5 exercises × 4 sets, newest first. Speed is the
    /// benchmark's (`BENCH_ONLY=history-import`); here, that every row arrives once and in order.
    @Test func sixteenThousandRowsImportCompletelyAndOnce() throws {
        var rows: [String] = []
        var expectedVolume = 0.0
        for workout in (0..<800).reversed() {
            let start = 1_420_092_000 + workout * 86_400 + (workout % 5) * 600
            let date = LocalDateTime(secondsSinceEpoch: start).description
            for exercise in (0..<5).reversed() {
                for set in (1...4).reversed() {
                    let weight = Double(10 + (workout + exercise + set) % 40) * WeightUnit.kilogramsPerPound * 5
                    let reps = 5 + (workout + set) % 8
                    expectedVolume += weight * Double(reps)
                    rows.append("\(date) +0000,Exercise \(exercise), \(reps),\(weight),0.0,0.0,0.0,0.0,\(set == 1),,\(exercise % 2 == 0 ? " 2.0" : " 1.0")")
                }
            }
        }
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try HistoryFileImporter(store: store).importContents(try Self.read(Self.export(rows)))
        #expect(summary.sessionsImported == 800 && summary.setsImported == 16_000)
        let totals = try Self.totals(in: store)
        #expect(abs(totals.volume - expectedVolume) < 0.01)
        let first = try #require(try ImportFixtures.sessions(in: store).first)
        #expect(first.startedAt == LocalDateTime("2015-01-01 06:00:00"))
        #expect(first.sets.map(\.kind) == Array(repeating: [SetKind.warmup, .working, .working, .working], count: 5).flatMap { $0 })
    }
}
