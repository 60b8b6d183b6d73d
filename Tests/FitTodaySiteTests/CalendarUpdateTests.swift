import FitTodayDomain
@testable import FitTodaySite
import Foundation
import Testing

/// An update makes the calendar from the last build's, carrying the other sessions' events over as bytes: the
/// same file as making it whole.
@Suite struct CalendarUpdateTests {
    private static func summary(_ id: Int64, day: Int, volume: Double = 1_000, title: String = "Treino A, \"pesado\"; com vírgula") -> SessionSummary {
        SessionSummary(id: id, completedAt: LocalDateTime(date: LocalDate("2025-01-01")!.adding(days: day), hour: 7, minute: Int(id % 60))!,
                       status: id % 7 == 0 ? .skipped : .completed, durationMinutes: id % 5 == 0 ? nil : 45, intensity: nil, planID: nil,
                       planTitle: id % 3 == 0 ? "" : title + " \(id) " + String(repeating: "é", count: Int(id % 40)),
                       exerciseCount: 5, setCount: 20, volumeKg: volume)
    }

    private static func whole(_ sessions: [SessionSummary], base: URL?) -> [UInt8] {
        CalendarFile.bytes(sessions: sessions, today: .noPlan(checkIn: nil), date: LocalDate("2026-11-22")!, exercises: [:], siteTitle: "Meu treino",
                           locale: .ptBR, base: base)
    }

    @Test(arguments: [nil, URL(string: "https://exemplo.com/treino/")])
    func addedSessionsGiveTheWholeCalendar(base: URL?) throws {
        // Newest first, more than the calendar lists.
        var sessions = (1...(Int64(CalendarFile.sessionLimit) + 5)).reversed().map { Self.summary($0, day: Int($0)) }
        let before = Self.whole(sessions, base: base)
        #expect(CalendarFile.sessionEvents(in: before).count == CalendarFile.sessionLimit)
        // A new newest session, one logged a little late (second), sets added to an older one, and one in the past.
        let newest = Self.summary(1_000, day: 600), late = Self.summary(1_001, day: 505), past = Self.summary(1_002, day: 300)
        var older = sessions[40]
        older.volumeKg += 500
        sessions[40] = older
        sessions.insert(contentsOf: [newest, late], at: 0)
        sessions.insert(past, at: sessions.firstIndex { $0.completedAt < past.completedAt }!)
        let changed: Set<Int64> = [newest.id, late.id, older.id, past.id]
        let updated = try #require(CalendarFile.bytes(
            updating: before, ids: sessions.map(\.id), changed: changed, sessions: [newest, late, older, past], today: .noPlan(checkIn: nil),
            date: LocalDate("2026-11-22")!, exercises: [:], siteTitle: "Meu treino", locale: .ptBR, base: base))
        #expect(updated == Self.whole(sessions, base: base))
    }

    @Test func aCalendarWithoutASessionItShouldHaveIsMadeWhole() {
        let sessions = (1...30).reversed().map { Self.summary(Int64($0), day: $0) }
        let before = Self.whole(Array(sessions.dropFirst(3)), base: nil)
        // Session 30 is neither in the last calendar nor among the changed ones given.
        #expect(CalendarFile.bytes(updating: before, ids: sessions.map(\.id), changed: [29], sessions: [sessions[1]], today: .noPlan(checkIn: nil),
                                   date: LocalDate("2026-11-22")!, exercises: [:], siteTitle: "Meu treino", locale: .ptBR, base: nil) == nil)
        // A changed session without its summary.
        #expect(CalendarFile.bytes(updating: Self.whole(sessions, base: nil), ids: sessions.map(\.id), changed: [12], sessions: [], today: .noPlan(checkIn: nil),
                                   date: LocalDate("2026-11-22")!, exercises: [:], siteTitle: "Meu treino", locale: .ptBR, base: nil) == nil)
        #expect(CalendarFile.sessionEvents(in: Array("BEGIN:VEVENT\r\nUID:session-12x@fittoday\r\nEND:VEVENT\r\n".utf8)).isEmpty)
    }
}
