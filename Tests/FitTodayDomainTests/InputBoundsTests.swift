import FitTodayDomain
import Testing

/// Names, titles, notes and dates are bounded where they come in (issue 16 items 2 and 3).
@Suite struct InputBoundsTests {
    private let moment = LocalDateTime("2026-11-22 08:00:00")!

    @Test func exerciseNamesAreTrimmedAndAtMost100Characters() throws {
        #expect(try PlanRules.validatedExerciseName("  Remada  ") == "Remada")
        #expect(try PlanRules.validatedExerciseName(String(repeating: "ç", count: 100)).count == 100)
        #expect(throws: FitTodayError.invalid(.exerciseNameTooLong(length: 101))) { try PlanRules.validatedExerciseName(String(repeating: "a", count: 101)) }
        #expect(throws: FitTodayError.invalid(.exerciseNameEmpty)) { try PlanRules.validatedExerciseName(" \n ") }
    }

    @Test func longNamesMakeShortSlugsThatStayApart() {
        let first = ExerciseNameKey.slug(for: String(repeating: "supino ", count: 50) + "um")
        let second = ExerciseNameKey.slug(for: String(repeating: "supino ", count: 50) + "dois")
        #expect(first.utf8.count <= ExerciseNameKey.maximumSlugLength && second.utf8.count <= ExerciseNameKey.maximumSlugLength)
        #expect(first != second)
        #expect(first.hasPrefix("supino-supino-"))
        #expect(ExerciseNameKey.slug(for: "Supino reto (barra)") == "supino-reto-barra")
    }

    @Test func sessionTitlesAndNotesAreBounded() throws {
        var session = WorkoutSession(completedAt: moment, status: .completed, planTitle: String(repeating: "t", count: 200),
                                     notes: String(repeating: "n", count: 2000))
        try PlanRules.validate(session)
        session.planTitle += "t"
        #expect(throws: FitTodayError.invalid(.sessionTitleTooLong(length: 201))) { try PlanRules.validate(session) }
        session.planTitle = "Treino"
        session.notes += "n"
        #expect(throws: FitTodayError.invalid(.notesTooLong(length: 2001))) { try PlanRules.validate(session) }
        let exercise = PlanExercise(exerciseID: "x", sets: 3, reps: 10, restSeconds: 60, notes: String(repeating: "n", count: 2001))
        #expect(throws: FitTodayError.invalid(.notesTooLong(length: 2001))) { try PlanRules.validate(exercise) }
    }

    @Test(arguments: ["1899-12-31", "2101-01-01", "9999-12-31"])
    func datesOutsideTheYearsAreRefusedEverywhere(_ text: String) {
        let date = LocalDate(text)!
        #expect(throws: FitTodayError.invalid(.dateOutOfRange(text))) { try LocalDate.parse(text) }
        #expect(throws: FitTodayError.invalid(.dateOutOfRange(text))) { try PlanRules.validate(CheckIn(date: date, focus: .upper)) }
        let session = WorkoutSession(completedAt: LocalDateTime(startOf: date), status: .skipped)
        #expect(throws: FitTodayError.invalid(.dateOutOfRange(text))) { try PlanRules.validate(session) }
    }

    @Test func theEdgesOfTheYearsAreAccepted() throws {
        #expect(try LocalDate.parse("1900-01-01").year == 1900)
        #expect(try LocalDate.parse("2100-12-31").year == 2100)
    }

    @Test func aFiveDigitYearStoredBeforeTheBoundsStillReads() throws {
        let late = try #require(LocalDateTime("10000-01-01 00:20:00"))
        #expect(late.date.year == 10000)
        #expect(late.description == "10000-01-01 00:20:00")
        #expect(LocalDateTime("9999-12-31 23:50:00")!.adding(seconds: 1800) == late)
        #expect(LocalDate("10000-01-01")?.description == "10000-01-01")
        #expect(LocalDate("2026-11-22")?.description == "2026-11-22")
        #expect(LocalDate("2026-1-22") == nil && LocalDate("02026-11-22") == nil)
    }
}
