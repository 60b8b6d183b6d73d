@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// Every layout and language of the fixtures (see `Fixtures/README.md`) imports with the right number of
/// workouts, sets and kilograms, and a second import adds nothing.
@Suite struct LanguageAndLayoutTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        var file: String
        var app: WorkoutApp
        var workouts: Int
        var sets: Int
        var kilograms: Double
        /// The start of the workout that ended first, as stored.
        var firstStart: String
        var firstDurationMinutes: Int?
        var variant: WorkoutCSVVariant

        var testDescription: String { file }
    }

    static let strongLanguages: [Expectation] = ["en", "pt", "es", "fr", "de", "it", "nl", "ru", "tr", "pl", "ja", "zh", "ko", "sv"].map { language in
        Expectation(
            file: "strong-\(language).csv", app: .strong, workouts: 2, sets: 6, kilograms: 2680,
            firstStart: "2026-04-11 13:05:12", firstDurationMinutes: language == "de" ? 143 : 65, variant: .strongComma
        )
    }

    // Pounds are kept in kilograms unrounded (issue 29), so volumes from pounds carry every decimal.
    static let strongLayouts: [Expectation] = [
        Expectation(file: "strong-semicolon-no-duration.csv", app: .strong, workouts: 2, sets: 5, kilograms: 1426.672094,
                    firstStart: "2018-05-02 07:10:00", firstDurationMinutes: nil, variant: .strongSemicolon),
        Expectation(file: "strong-workout-number.csv", app: .strong, workouts: 2, sets: 5, kilograms: 1632.5,
                    firstStart: "2024-01-15 08:30:00", firstDurationMinutes: 65, variant: .strongNumbered),
        Expectation(file: "strong-comma-minimal.csv", app: .strong, workouts: 3, sets: 5, kilograms: 1955,
                    firstStart: "2023-09-01 17:00:00", firstDurationMinutes: 1, variant: .strongComma),
        Expectation(file: "strong-2017-lbs.csv", app: .strong, workouts: 2, sets: 3, kilograms: 1031.922642,
                    firstStart: "2017-03-10 19:00:00", firstDurationMinutes: nil, variant: .strongComma),
        Expectation(file: "strong-2016-kg.csv", app: .strong, workouts: 1, sets: 3, kilograms: 2600,
                    firstStart: "2016-06-01 18:00:00", firstDurationMinutes: nil, variant: .strongComma),
        Expectation(file: "strong-semicolon.csv", app: .strong, workouts: 2, sets: 8, kilograms: 0,
                    firstStart: "2019-02-16 10:44:21", firstDurationMinutes: 65, variant: .strongSemicolon),
    ]

    static let hevyLanguages: [Expectation] = [
        ("en", "2025-07-26 07:06:00"), ("en-us", "2025-07-26 07:06:00"), ("pt", "2026-05-05 07:06:00"),
        ("es", "2026-01-12 07:06:00"), ("fr", "2026-02-14 07:06:00"), ("de", "2026-03-05 07:06:00"),
        ("it", "2026-06-02 07:06:00"), ("nl", "2026-03-17 07:06:00"), ("ru", "2026-02-03 07:06:00"),
        ("tr", "2026-04-11 13:05:00"), ("pl", "2026-10-07 07:06:00"), ("ja", "2026-04-11 13:05:00"),
        ("zh", "2026-01-11 13:05:00"), ("ko", "2026-04-11 13:05:00"),
    ].map { language, start in
        Expectation(file: "hevy-\(language).csv", app: .hevy, workouts: 2, sets: 6, kilograms: 2680,
                    firstStart: start, firstDurationMinutes: 65, variant: .hevy)
    } + [
        Expectation(file: "hevy-lbs-km.csv", app: .hevy, workouts: 1, sets: 2, kilograms: 612.3497,
                    firstStart: "2026-06-11 13:01:00", firstDurationMinutes: 59, variant: .hevy),
        Expectation(file: "hevy-kg-miles.csv", app: .hevy, workouts: 1, sets: 2, kilograms: 700,
                    firstStart: "2026-06-12 07:00:00", firstDurationMinutes: 60, variant: .hevy),
    ]

    @Test(arguments: strongLanguages + strongLayouts + hevyLanguages)
    func importsWithTheRightWorkoutsSetsAndKilograms(_ expected: Expectation) throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try ImportFixtures.importFixture(expected.file, as: expected.app, into: store, weightUnit: .kg)
        #expect(summary.variant == expected.variant)
        #expect(summary.sessionsImported == expected.workouts)
        #expect(summary.setsImported == expected.sets)
        #expect(summary.skippedRows.isEmpty)
        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.count == expected.workouts)
        #expect(sessions.reduce(0) { $0 + $1.sets.count } == expected.sets)
        if expected.kilograms > 0 {
            let volume = sessions.reduce(0) { $0 + $1.volumeKg }
            #expect(abs(volume - expected.kilograms) < 0.005, "\(volume) kg")
        }
        let first = try #require(sessions.first)
        #expect(first.startedAt?.description == expected.firstStart)
        #expect(first.durationMinutes == expected.firstDurationMinutes)
        #expect(first.status == .completed)

        let again = try ImportFixtures.importFixture(expected.file, as: expected.app, into: store)
        #expect(again.sessionsImported == 0 && again.setsImported == 0 && again.sessionsCompleted == 0)
        #expect(again.sessionsAlreadyPresent == expected.workouts)
    }

    @Test func restTimerAndNoteRowsInTheAppsLanguageAreNotSets() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        try ImportFixtures.importFixture("strong-ru.csv", as: .strong, into: store)
        let sessions = try ImportFixtures.sessions(in: store)
        // "Таймер отдыха" after the first bench set and "Заметка" between the squats are left out; the
        // warm-up set "W" and reps written "8.0" are kept.
        #expect(sessions[0].sets.map(\.reps) == [10, 8, 8])
        #expect(sessions[0].sets.map(\.setNumber) == [1, 2, 3])
        #expect(sessions[0].sets.map(\.kind) == [.warmup, .working, .working])
        #expect(sessions[1].sets.map(\.reps) == [5, 5, 0])
        #expect(sessions[0].notes == "Bom dia, \"forte\"\nsegunda linha")
        #expect(sessions[1].durationMinutes == 42)
        #expect(sessions[0].planTitle == "Жим")
    }

    @Test func hevyWrittenNewestFirstIsStoredOldestFirst() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        try ImportFixtures.importFixture("hevy-de.csv", as: .hevy, into: store)
        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.map(\.planTitle) == ["Upper", "Lower"])
        #expect(sessions.map { $0.startedAt?.description } == ["2026-03-05 07:06:00", "2026-10-03 17:45:00"])
        // Hevy's set_type: warmup, normal, failure.
        #expect(sessions[0].sets.map(\.kind) == [.warmup, .working, .failure])
    }

    @Test func twoWorkoutsStartingTogetherAreTwoSessions() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        try ImportFixtures.importFixture("strong-comma-minimal.csv", as: .strong, into: store)
        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.filter { $0.startedAt?.description == "2023-09-01 17:00:00" }.map(\.planTitle).sorted() == ["Evening", "Morning"])
        #expect(sessions.last?.sets.map(\.kind) == [.failure, .drop])
        // "55s" is one minute; "3600" plain seconds is an hour.
        #expect(Set(sessions.map(\.durationMinutes)) == [1, 60])
    }
}
