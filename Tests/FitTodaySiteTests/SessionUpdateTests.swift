import FitTodayData
import FitTodayDomain
@testable import FitTodayBuild
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// A rebuild after sessions were only added to renders just the pages they change and updates the site in
/// place; whatever it does, the site must be byte for byte the one a full build into an empty folder makes.
@Suite struct SessionUpdateTests {
    func build(_ store: SQLiteStore, into output: URL, on today: LocalDate = SiteFixtures.today, log: LineLog? = nil,
               baseURL: URL? = nil, programs: [ProgramOverview] = [], trainingLoad: TrainingLoadSummary? = nil) async throws -> SiteBuildReport {
        var options = SiteBuildOptions(outputDirectory: output, today: today, concurrency: 2, codeStamp: "update")
        options.baseURL = baseURL
        options.programs = programs
        options.trainingLoad = trainingLoad
        if let log { options.notes = { line in log.append(line) } }
        return try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
    }

    /// Builds a fresh site from the same data beside `output` and expects the same files, the same bytes and the
    /// same page fingerprints.
    func expectSameAsFullBuild(_ store: SQLiteStore, _ output: URL, _ note: String, on today: LocalDate = SiteFixtures.today,
                               baseURL: URL? = nil, programs: [ProgramOverview] = [], trainingLoad: TrainingLoadSummary? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let fresh = output.deletingLastPathComponent().appendingPathComponent("fresh")
        try? FileManager.default.removeItem(at: fresh)
        _ = try await build(store, into: fresh, on: today, baseURL: baseURL, programs: programs, trainingLoad: trainingLoad)
        let updated = SiteInspector(root: output).contents(), reference = SiteInspector(root: fresh).contents()
        #expect(updated.keys.sorted() == reference.keys.sorted(), "\(note): other files", sourceLocation: sourceLocation)
        for (path, bytes) in reference where updated[path] != bytes {
            Issue.record("\(note): \(path) differs from a full build", sourceLocation: sourceLocation)
        }
        #expect(try Self.pageLines(of: output) == Self.pageLines(of: fresh), "\(note): page fingerprints", sourceLocation: sourceLocation)
        // The exercise history the update folded its sessions into is the one reading everything gives.
        #expect(try Self.exerciseHistory(of: output) == Self.exerciseHistory(of: fresh), "\(note): exercise history", sourceLocation: sourceLocation)
        try FileManager.default.removeItem(at: fresh)
    }

    /// The state's page fingerprints, image paths and counts (its keys name the output folder, so they differ).
    static func pageLines(of output: URL) throws -> [String] {
        let manifest = SiteState(for: output).manifest(pages: .all)
        let queue = try DatabaseQueue(path: SiteState.location(for: output).path)
        let pages = try queue.read { db in try Row.fetchAll(db, sql: "SELECT path, fingerprint FROM page ORDER BY path") }
        return ["S\t\(manifest.pages)\t\(manifest.images)\t\(manifest.missingImages)"] + manifest.imagePaths.sorted { $0.key < $1.key }.map { "I\t\($0.key)\t\($0.value)" }
            + pages.map { "P\t\($0[0] as String)\t\($0[1] as String)" }
    }

    /// The exercise history's records kept in the state beside `output`, by exercise (empty when there are none).
    static func exerciseHistory(of output: URL) throws -> [String: Data] {
        guard SiteState(for: output).head().keepsExerciseHistory else { return [:] }
        let queue = try DatabaseQueue(path: SiteState.location(for: output).path)
        return try queue.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, record FROM exercise").map { ($0[0] as String, $0[1] as Data) })
        }
    }

    /// How many exercises' history an update read again instead of adding its sessions to the last build's (nil
    /// when it read everything or did not update in place).
    static func exercisesReadAgain(_ log: LineLog) -> Int? {
        log.lines.first { $0.hasPrefix("Exercise history: ") }.flatMap { Int($0.dropFirst("Exercise history: ".count).prefix { $0.isNumber }) }
    }

    static func session(_ moment: LocalDateTime, _ exercises: [String], weight: Double) -> WorkoutSession {
        WorkoutSession(
            completedAt: moment, status: .completed, durationMinutes: 40, planTitle: "Extra",
            sets: exercises.enumerated().flatMap { index, id in
                (1...3).map { LoggedSet(exerciseID: id, setNumber: $0, reps: 8 + index, weightKg: weight + Double($0)) }
            }
        )
    }

    @Test func addedSessionsUpdateTheSiteInPlaceAsAFullBuildWould() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(97, in: store)
        let output = directory.url.appendingPathComponent("public")
        let first = try await build(store, into: output)
        #expect(!first.updatedInPlace)

        // Sessions after every other, on the newest day, in the past (an import), records (heavier than ever) and
        // not, and several at once: a fixed mix (a hash of the round and the session), so a failure repeats.
        func pick(_ count: Int, _ round: Int, _ index: Int, _ salt: Int) -> Int {
            Int((UInt64(round * 31 + index * 7 + salt) &* 0x9E37_79B9_7F4A_7C15) >> 40) % count
        }
        let exercises = ["supino-reto-barra", "agachamento-livre-barra", "prancha", "flexao-de-bracos"]
        var readAgain: [Int] = []
        for round in 0..<12 {
            var added: [WorkoutSession] = []
            for index in 0..<(round % 4 == 3 ? 3 : 1) {
                let daysBack = [0, 0, 1, 3, 30, 70, 84][pick(7, round, index, 1)]
                let moment = LocalDateTime(date: SiteFixtures.today.adding(days: -daysBack), hour: 5 + pick(18, round, index, 2))!
                let first = pick(4, round, index, 3)
                let picked = (0..<(1 + pick(3, round, index, 4))).map { exercises[(first + $0) % 4] }
                added.append(Self.session(moment, picked, weight: [20, 45, 90][pick(3, round, index, 5)]))
            }
            for session in added { _ = try store.history.recordSession(session, newExercises: []) }
            let log = LineLog()
            let report = try await build(store, into: output, log: log)
            #expect(report.updatedInPlace, "round \(round): not updated in place: \(log.lines)")
            #expect(!log.lines.contains { $0.hasPrefix("Calendar made whole") }, "round \(round): \(log.lines)")
            #expect(report.written <= 40, "round \(round): \(report.written) files written")
            readAgain.append(try #require(Self.exercisesReadAgain(log), "round \(round): \(log.lines)"))
            try await expectSameAsFullBuild(store, output, "round \(round)")
        }
        // Sessions at the end and a little in the past were added to the last build's history; those months back
        // made their exercises' history be read again.
        #expect(readAgain.contains(0) && readAgain.contains { $0 > 0 }, "\(readAgain)")
        // Nothing changed since: nothing to do.
        let again = try await build(store, into: output)
        #expect(again.written == 0)
        #expect(SiteInspector(root: output).brokenLinks() == [])
    }

    /// The cron job's mornings: a new day, a check-in, the day's plan (the one before, never used, is no longer
    /// listed and loses its page), yesterday's session logged; each day's site is updated in place.
    /// The training load (and today's readiness) change with every morning's check-in: they are in the input key, not
    /// the base key, so the next build is an update in place, and it shows them as a full build would.
    @Test func aNewTrainingLoadIsAnUpdateInPlace() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(30, in: store)
        let output = directory.url.appendingPathComponent("public")
        func load(_ acute: Int) -> TrainingLoadSummary {
            TrainingLoadSummary(weeks: [TrainingLoadWeek(start: SiteFixtures.today.startOfWeek, load: acute)], acute: acute, chronic: 100)
        }
        _ = try await build(store, into: output, trainingLoad: load(80))
        try SiteFixtures.history(1, in: store, title: "Treino novo")
        let log = LineLog()
        let report = try await build(store, into: output, log: log, trainingLoad: load(120))
        #expect(report.updatedInPlace, "\(log.lines)")
        try await expectSameAsFullBuild(store, output, "a new training load", trainingLoad: load(120))
    }

    @Test func newDaysWithCheckInsAndPlansUpdateInPlace() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(60, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        var previousPlan: Int64?
        for offset in 1...4 {
            let day = SiteFixtures.today.adding(days: offset)
            try store.checkIns.saveCheckIn(CheckIn(date: day, focus: offset % 2 == 0 ? .upper : .lower, soreness: offset % 3))
            let plan = try store.plans.createPlan(Plan(
                name: "Plano do dia \(offset)", createdAt: LocalDateTime(date: day, hour: 6)!, source: .local, forDate: day,
                exercises: [PlanExercise(exerciseID: offset % 2 == 0 ? "supino-reto-barra" : "agachamento-livre-barra", sets: 3, reps: 8,
                                         restSeconds: 90)]
            ), newExercises: [])
            if offset == 3 {
                _ = try store.history.recordSession(Self.session(LocalDateTime(date: day.adding(days: -1), hour: 18)!, ["supino-reto-barra"], weight: 50),
                                            newExercises: [])
            }
            let log = LineLog()
            let report = try await build(store, into: output, on: day, log: log)
            #expect(report.updatedInPlace, "day \(offset): \(log.lines)")
            try await expectSameAsFullBuild(store, output, "day \(offset)", on: day)
            if let previousPlan {
                #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(SitePaths.plan(previousPlan)).path))
            }
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(SitePaths.plan(try #require(plan.id))).path))
            previousPlan = plan.id
        }
    }

    @Test func oneSessionAfterEveryOtherWritesAFewFiles() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(130, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let before = SiteInspector(root: output).identities()
        let stored = try store.history.recordSession(Self.session(LocalDateTime(date: SiteFixtures.today, hour: 20)!, ["prancha"], weight: 0),
                                             newExercises: [])
        let report = try await build(store, into: output)
        #expect(report.updatedInPlace)
        let after = SiteInspector(root: output).identities()
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        // Its page, the index, the newest history page, today's page, its exercise's page (each with its twin),
        // the feed, the calendar and the service worker.
        let id = try #require(stored.id)
        #expect(changed.isSuperset(of: [SitePaths.session(id), SitePaths.history, SitePaths.historyPage(7), SitePaths.exercise("prancha"),
                                        "feed.xml", "calendar.ics"]))
        #expect(changed.count <= 16, "\(changed.sorted())")
        #expect(report.written == changed.count)
        #expect(report.pages == (try await build(store, into: directory.url.appendingPathComponent("other"))).pages)
        try await expectSameAsFullBuild(store, output, "one session")
    }

    @Test func setsAddedToAnOldSessionUpdateInPlaceAndAnImportThatRenumbersBuildsWhole() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(50, in: store)
        let output = directory.url.appendingPathComponent("public")
        let moment = LocalDateTime(date: SiteFixtures.today.adding(days: -30), hour: 18)!
        let imported = ImportedSession(importKey: "log:1", session: Self.session(moment, ["supino-reto-barra"], weight: 40), setKeys: [1, 2, 3])
        let id = try #require(try store.imports.importSessions([imported], newExercises: []).sessionsInserted == 1 ? store.siteData.sessionSummaries()
            .first { $0.completedAt == moment }?.id : nil)
        _ = try await build(store, into: output)

        // Sets added to that old session (by another program, heavier than ever: records from then on), then
        // a session logged by FitToday: only sessions were added to, so the site is updated in place.
        let queue = try DatabaseQueue(path: directory.path("fittoday.sqlite"))
        try await queue.write { db in
            for number in 1...2 {
                try db.execute(sql: """
                    INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, position) VALUES (?, 'agachamento-livre-barra', ?, 5, 150, ?)
                    """, arguments: [id, number, 10 + number])
            }
        }
        try queue.close()
        _ = try store.history.recordSession(Self.session(LocalDateTime(date: SiteFixtures.today, hour: 20)!, ["prancha"], weight: 0), newExercises: [])
        #expect(try store.siteData.sessionsChanged(since: #require(SessionUpdateTests.mark(of: output))) != nil)
        let report = try await build(store, into: output)
        #expect(report.updatedInPlace)
        try await expectSameAsFullBuild(store, output, "sets added to an old session")

        // A later download of the same day's log brings two more sets: the import numbers the session's sets
        // again (an edit, not only an addition), so the whole site is built.
        var more = imported
        more.session.sets += (1...2).map { LoggedSet(exerciseID: "flexao-de-bracos", setNumber: $0, reps: 12) }
        more.setKeys += [4, 5]
        #expect(try store.imports.importSessions([more], newExercises: []).sessionsCompleted == 1)
        #expect(!(try await build(store, into: output)).updatedInPlace)
        try await expectSameAsFullBuild(store, output, "completed import")
    }

    /// With a base URL the site has a sitemap of every page: an update in place lists the new pages in it as a
    /// whole build would, without having listed the site's files to begin with.
    @Test func anUpdateWithABaseURLKeepsTheSitemapWhole() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(45, in: store)
        let output = directory.url.appendingPathComponent("public")
        let base = URL(string: "https://example.com/treinos/")!
        _ = try await build(store, into: output, baseURL: base)
        let stored = try store.history.recordSession(Self.session(LocalDateTime(date: SiteFixtures.today, hour: 21)!, ["supino-reto-barra"], weight: 70),
                                             newExercises: [])
        let report = try await build(store, into: output, baseURL: base)
        #expect(report.updatedInPlace)
        let sitemap = SiteInspector(root: output).files().filter { $0.hasPrefix("sitemap") }.map { SiteInspector(root: output).text($0) }.joined()
        #expect(sitemap.contains(SitePaths.session(try #require(stored.id))))
        try await expectSameAsFullBuild(store, output, "with a base URL", baseURL: base)
    }

    /// A logged program day moves the program's page (the next day, the days done, the numbers): the update in
    /// place renders the program pages again, drops one no longer given, and ends as a full build would.
    @Test func programPagesAreRenderedAgainWhenUpdatingInPlace() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(25, in: store)
        let output = directory.url.appendingPathComponent("public")
        let base = URL(string: "https://example.com/treinos/")!
        _ = try await build(store, into: output, baseURL: base, programs: [ProgramFixtures.fiveThreeOne(), ProgramFixtures.gzclp()])
        _ = try store.history.recordSession(Self.session(LocalDateTime(date: SiteFixtures.today, hour: 21)!, ["agachamento-livre-barra"], weight: 85),
                                    newExercises: [])
        // The day logged: done, the deload week next, the training max's reason new.
        var moved = ProgramFixtures.fiveThreeOne()
        moved.cycle[0][0].isNext = false
        moved.cycle[0][0].isDone = true
        moved.cycle[1][0].isNext = true
        moved.state?.next = moved.cycle[1][0].position
        moved.state?.daysDone = 1
        moved.state?.lifts["Agachamento livre com barra"]?.reason = "8 repetições no 5+ em 22/11"
        let log = LineLog()
        let report = try await build(store, into: output, log: log, baseURL: base, programs: [moved])
        #expect(report.updatedInPlace, "\(log.lines)")
        let page = SiteInspector(root: output).text("programs/531-bbb/index.html")
        #expect(page.contains("8 repetições no 5+ em 22/11"))
        #expect(page.contains(#"<tbody class="program-day done">"#))
        #expect(!SiteInspector(root: output).files().contains("programs/gzclp/index.html"))
        try await expectSameAsFullBuild(store, output, "with programs", baseURL: base, programs: [moved])
    }

    /// A session logged a little late (before the newest of the same exercises) is put in its place in the last
    /// build's history; a damaged, missing or other data's history is not trusted: everything is read again.
    @Test func theLastBuildsExerciseHistoryIsUsedOnlyWhenItIsThisSites() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(60, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let queue = try DatabaseQueue(path: SiteState.location(for: output).path)
        let newest = try #require(try store.siteData.sessionSummaries().first)

        // Heavier than ever, an hour before the newest session: the records after it move.
        let late = Self.session(LocalDateTime(date: newest.completedAt.date, hour: max(newest.completedAt.hour - 1, 0))!,
                                ["supino-reto-barra", "agachamento-livre-barra"], weight: 200)
        _ = try store.history.recordSession(late, newExercises: [])
        var log = LineLog()
        #expect(try await build(store, into: output, log: log).updatedInPlace)
        #expect(Self.exercisesReadAgain(log) == 0, "\(log.lines)")
        try await expectSameAsFullBuild(store, output, "a session logged late")

        // The record of the exercise the next session adds to, damaged in the state.
        let damages: [(String, (inout [UInt8]) -> Void)] = [
            ("a changed byte", { $0[$0.count / 2] ^= 0x40 }),
            ("cut short", { $0.removeLast($0.count / 3) }),
            ("missing", { $0 = [] }),
        ]
        for (number, (note, damage)) in damages.enumerated() {
            let record = try await queue.read { db in try Data.fetchOne(db, sql: "SELECT record FROM exercise WHERE id = 'supino-reto-barra'") }
            var bytes = try [UInt8](#require(record))
            damage(&bytes)
            let damaged = bytes
            try await queue.write { db in
                if damaged.isEmpty {
                    try db.execute(sql: "DELETE FROM exercise WHERE id = 'supino-reto-barra'")
                } else {
                    try db.execute(sql: "UPDATE exercise SET record = ? WHERE id = 'supino-reto-barra'", arguments: [Data(damaged)])
                }
            }
            _ = try store.history.recordSession(Self.session(LocalDateTime(date: SiteFixtures.today, hour: 10 + number)!, ["supino-reto-barra"], weight: 10),
                                        newExercises: [])
            log = LineLog()
            #expect(try await build(store, into: output, log: log).updatedInPlace, "\(note)")
            #expect(log.lines.contains { $0.hasPrefix("Reading every exercise's history") }, "\(note): \(log.lines)")
            try await expectSameAsFullBuild(store, output, note)
        }
    }

    /// The data mark the state beside `output` keeps.
    static func mark(of output: URL) -> DataChangeMark? {
        SiteState(for: output).head().dataMark
    }

    @Test func anythingButAddedSessionsBuildsTheWholeSite() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(45, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let sessions = try store.siteData.sessionSummaries()
        let changes: [(String, () throws -> Void)] = [
            ("a corrected session", {
                var session = try #require(try store.history.session(id: sessions[3].id))
                session.notes = "Corrigido"
                _ = try store.history.replaceSession(session, newExercises: [])
            }),
            ("a deleted session", { try store.history.deleteSession(id: sessions[5].id) }),
            ("a new profile", { try store.profiles.saveProfile(Profile(goal: .strength, equipment: .home)) }),
            ("a session with a new exercise", {
                let custom = Exercise(id: "remada-nova", name: "Remada nova", muscleGroup: .back, origin: .custom)
                _ = try store.history.recordSession(Self.session(LocalDateTime(date: SiteFixtures.today, hour: 21)!, ["remada-nova"], weight: 30),
                                            newExercises: [custom])
            }),
        ]
        for (name, change) in changes {
            try change()
            let report = try await build(store, into: output)
            #expect(!report.updatedInPlace, "\(name): updated in place")
            try await expectSameAsFullBuild(store, output, name)
        }
    }

    @Test func aWriteByAnotherProgramOrAMissingFileBuildsTheWholeSite() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(45, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)

        // Another program adds a session: the revision is unknown until FitToday writes again.
        let queue = try DatabaseQueue(path: directory.path("fittoday.sqlite"))
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO workout_session (completed_at, status, plan_title) VALUES ('2026-11-22 21:00:00', 'completed', 'Outro')")
        }
        try queue.close()
        #expect(try store.siteData.changeMark() == nil)
        #expect(await !(try build(store, into: output)).updatedInPlace)
        try await expectSameAsFullBuild(store, output, "another program")

        // A file deleted by hand: the site is not all there, so it is built whole and the file comes back.
        _ = try store.history.recordSession(Self.session(LocalDateTime(date: SiteFixtures.today, hour: 22)!, ["prancha"], weight: 0), newExercises: [])
        try FileManager.default.removeItem(at: output.appendingPathComponent(SitePaths.library))
        #expect(await !(try build(store, into: output)).updatedInPlace)
        try await expectSameAsFullBuild(store, output, "missing file")
    }

    @Test func aRestoredOlderCopyIsNeverTakenForTheDataTheSiteShows() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(30, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try store.backup(to: directory.path("copy.sqlite"))
        // Two sessions the copy lacks, then a site that shows them.
        for hour in [8, 9] {
            _ = try store.history.recordSession(Self.session(LocalDateTime(date: SiteFixtures.today, hour: hour)!, ["prancha"], weight: 0), newExercises: [])
        }
        _ = try await build(store, into: output)
        // The copy comes back and gets two other sessions: the same number of writes since the copy.
        let restored = try SQLiteStore.open(at: directory.path("copy.sqlite"), createIfMissing: false)
        for hour in [10, 11] {
            _ = try restored.history.recordSession(Self.session(LocalDateTime(date: SiteFixtures.today, hour: hour)!, ["supino-reto-barra"], weight: 30),
                                           newExercises: [])
        }
        #expect(try restored.siteData.changeMark()?.serial == (try store.siteData.changeMark()?.serial))
        let report = try await build(restored, into: output)
        #expect(!report.updatedInPlace)
        try await expectSameAsFullBuild(restored, output, "restored copy")
    }
}
