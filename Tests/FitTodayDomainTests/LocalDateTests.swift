import FitTodayDomain
import Testing

@Suite struct LocalDateTests {
    @Test func parsesAndPrintsISODates() throws {
        let date = try #require(LocalDate("2026-11-22"))
        #expect(date.year == 2026 && date.month == 11 && date.day == 22)
        #expect(date.description == "2026-11-22")
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "26-11-22", "2026/11/22", "2026-11-2x", "", "2026-11-22 "])
    func rejectsDaysThatDoNotExist(_ text: String) {
        #expect(LocalDate(text) == nil)
    }

    @Test func acceptsLeapDays() {
        #expect(LocalDate("2024-02-29") != nil)
        #expect(LocalDate("2000-02-29") != nil)
        #expect(LocalDate("1900-02-29") == nil)
    }

    @Test func dayArithmeticRoundTrips() throws {
        let start = try #require(LocalDate("1999-12-31"))
        for offset in stride(from: -800, through: 800, by: 7) {
            let moved = start.adding(days: offset)
            #expect(start.days(until: moved) == offset)
            #expect(LocalDate(moved.description) == moved)
        }
        #expect(start.adding(days: 1).description == "2000-01-01")
        #expect(LocalDate("2024-02-28")!.adding(days: 1).description == "2024-02-29")
        #expect(LocalDate(daysSinceEpoch: 0).description == "1970-01-01")
    }

    @Test func weekdaysAndWeekStarts() throws {
        let sunday = try #require(LocalDate("2026-11-22"))
        #expect(sunday.isoWeekday == 7)
        #expect(sunday.startOfWeek.description == "2026-11-16")
        #expect(LocalDate("1970-01-01")!.isoWeekday == 4)
    }

    @Test func parseThrowsAFriendlyDateError() {
        #expect(throws: FitTodayError.invalidDate(option: "--date", value: "amanhã")) {
            try LocalDate.parse("amanhã")
        }
    }

    @Test func dateTimesParseSortAndShift() throws {
        let moment = try #require(LocalDateTime("2026-11-22 07:05:09"))
        #expect(moment.description == "2026-11-22 07:05:09")
        #expect(LocalDateTime("2026-11-22T07:05")?.description == "2026-11-22 07:05:00")
        #expect(LocalDateTime("2026-11-22")?.description == "2026-11-22 00:00:00")
        #expect(LocalDateTime("2026-11-22 24:00:00") == nil)
        #expect(moment.adding(seconds: -7 * 3600 - 5 * 60 - 6).description == "2026-11-22 00:00:03")
        #expect(moment.adding(seconds: -8 * 3600).description == "2026-11-21 23:05:09")
        #expect(moment < moment.adding(seconds: 1))
    }
}
