import FitTodayDomain
import FitTodaySystem
import Foundation

/// `calendar.ics`: an iCalendar file (RFC 5545) a phone can subscribe to, with one event per session (the
/// latest ``sessionLimit``) and today's plan as an all-day event listing its exercises.
///
/// UIDs come from session ids and the plan's date, so an event keeps its identity from build to build, and
/// DTSTAMP from the data (the session's time, the plan's creation), so the same data gives the same bytes.
enum CalendarFile {
    static let path = "calendar.ics"
    /// Sessions in the file: a calendar app reads the whole file on every refresh, and 100 000 sessions would
    /// be tens of megabytes; the site's history has them all.
    static let sessionLimit = 500
    /// What a session with no recorded duration is shown as.
    static let defaultMinutes = 60

    /// `sessions` newest first, as the history lists them.
    static func bytes(sessions: [SessionSummary], today: TodaysPlan.Result, date: LocalDate, exercises: [String: Exercise],
                      siteTitle: String, locale: AppLocale, unit: WeightUnit = .kg, base: URL?) -> [UInt8] {
        var out = head(today: today, date: date, exercises: exercises, siteTitle: siteTitle, locale: locale, base: base)
        for session in sessions.prefix(sessionLimit) { out += event(session, locale: locale, unit: unit, base: base) }
        return out + tail
    }

    /// The calendar after sessions were only added to, from `current` (the calendar the last build wrote): the
    /// events of the sessions `ids` lists (the newest, newest first), those of the `changed` sessions made from
    /// `sessions` and every other one carried over as its bytes; the head and today's event made again. Nil
    /// when `current` lacks a session it should have, or a changed session's summary is missing: the caller
    /// then makes it whole.
    static func bytes(updating current: [UInt8], ids: [Int64], changed: Set<Int64>, sessions: [SessionSummary], today: TodaysPlan.Result,
                      date: LocalDate, exercises: [String: Exercise], siteTitle: String, locale: AppLocale, unit: WeightUnit = .kg, base: URL?) -> [UInt8]? {
        let events = sessionEvents(in: current)
        let summaries = Dictionary(sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var out = head(today: today, date: date, exercises: exercises, siteTitle: siteTitle, locale: locale, base: base)
        out.reserveCapacity(current.count + 4096)
        for id in ids.prefix(sessionLimit) {
            if !changed.contains(id), let range = events[id] {
                out.append(contentsOf: current[range])
            } else if let session = summaries[id] {
                out += event(session, locale: locale, unit: unit, base: base)
            } else {
                return nil
            }
        }
        return out + tail
    }

    /// Where each session's event is in a calendar this file wrote, by session id.
    static func sessionEvents(in calendar: [UInt8]) -> [Int64: Range<Int>] {
        let begin = Array("BEGIN:VEVENT\r\n".utf8), end = Array("END:VEVENT\r\n".utf8), uid = Array("UID:session-".utf8)
        var events: [Int64: Range<Int>] = [:]
        calendar.withUnsafeBufferPointer { text in
            // Line by line (memchr for each line feed): an event starts at a line `BEGIN:VEVENT`, its UID is its
            // second line (never folded: `UID:session-<id>@fittoday`), and it ends after the line `END:VEVENT`.
            var line = 0, start: Int?, id: Int64?
            while line < text.count {
                let next = memchr(text.baseAddress! + line, 0x0A, text.count - line).map { text.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) + 1 }
                    ?? text.count
                let current = UnsafeBufferPointer(rebasing: text[line..<next])
                if current.elementsEqual(begin) {
                    (start, id) = (line, nil)
                } else if let first = start, line == first + begin.count, current.starts(with: uid) {
                    id = Self.sessionID(current.dropFirst(uid.count))
                } else if current.elementsEqual(end), let first = start {
                    if let id { events[id] = first..<next }
                    start = nil
                }
                line = next
            }
        }
        return events
    }

    /// The id in `<digits>@fittoday\r\n`.
    private static func sessionID(_ rest: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
        var id: Int64 = 0, digits = 0
        for byte in rest {
            guard byte >= 0x30, byte <= 0x39 else { return digits > 0 && rest.dropFirst(digits).elementsEqual("@fittoday\r\n".utf8) ? id : nil }
            guard digits < 18 else { return nil }
            id = id * 10 + Int64(byte - 0x30)
            digits += 1
        }
        return nil
    }

    /// Everything before the sessions' events: the calendar's properties and today's event.
    private static func head(today: TodaysPlan.Result, date: LocalDate, exercises: [String: Exercise], siteTitle: String, locale: AppLocale,
                             base: URL?) -> [UInt8] {
        var lines = ContentLines()
        lines.add("BEGIN", "VCALENDAR")
        lines.add("VERSION", "2.0")
        lines.add("PRODID", "-//FitToday//FitToday//\(locale == .ptBR ? "PT" : "EN")")
        lines.add("CALSCALE", "GREGORIAN")
        lines.add("METHOD", "PUBLISH")
        lines.add("X-WR-CALNAME", ContentLines.text(siteTitle))
        addToday(today, date: date, exercises: exercises, locale: locale, base: base, to: &lines)
        return lines.bytes
    }

    private static var tail: [UInt8] {
        var lines = ContentLines()
        lines.add("END", "VCALENDAR")
        return lines.bytes
    }

    /// One session's event.
    static func event(_ session: SessionSummary, locale: AppLocale, unit: WeightUnit = .kg, base: URL?) -> [UInt8] {
        var lines = ContentLines()
        let minutes = session.durationMinutes.map { max($0, 1) } ?? defaultMinutes
        // Sessions are recorded when they end: the event starts `minutes` before.
        let start = session.completedAt.adding(seconds: -minutes * 60)
        lines.add("BEGIN", "VEVENT")
        lines.add("UID", "session-\(session.id)@fittoday")
        lines.add("DTSTAMP", FeedTime.iCalendar(session.completedAt, utc: true))
        lines.add("DTSTART", FeedTime.iCalendar(start))
        lines.add("DURATION", "PT\(minutes)M")
        let name = session.planTitle.isEmpty ? locale.words.site.calendarFile.workout : session.planTitle
        lines.add("SUMMARY", ContentLines.text(name))
        lines.add("DESCRIPTION", ContentLines.text(SessionSummaryText.summary(session, locale, unit: unit)))
        lines.add("STATUS", session.status == .completed ? "CONFIRMED" : "CANCELLED")
        if let base { lines.add("URL", SitePaths.absolute(SitePaths.session(session.id), base: base.absoluteString)) }
        lines.add("END", "VEVENT")
        return lines.bytes
    }

    private static func addToday(_ today: TodaysPlan.Result, date: LocalDate, exercises: [String: Exercise], locale: AppLocale, base: URL?,
                                 to lines: inout ContentLines) {
        let summary: String, description: String, stamp: LocalDateTime
        switch today {
        case let .plan(plan, _, _):
            summary = locale.words.site.calendarFile.todaySWorkout + plan.name
            description = plan.exercises.map { exercise in
                let rest = locale.words.site.calendarFile.rest(restSeconds: exercise.restSeconds)
                let notes = exercise.notes.isEmpty ? "" : " (\(exercise.notes))"
                let name = exercise.exerciseName.isEmpty ? exercises[exercise.exerciseID]?.name ?? exercise.exerciseID : exercise.exerciseName
                return "\(name): \(exercise.sets) × \(exercise.reps), \(rest)\(notes)"
            }.joined(separator: "\n")
            stamp = plan.createdAt
        case let .restDay(checkIn):
            summary = locale.words.site.calendarFile.restDay
            description = locale.words.site.calendarFile.todaySCheck
            stamp = LocalDateTime(startOf: checkIn.date)
        case .noPlan:
            return
        }
        lines.add("BEGIN", "VEVENT")
        lines.add("UID", "day-\(FeedTime.iCalendar(date))@fittoday")
        lines.add("DTSTAMP", FeedTime.iCalendar(stamp, utc: true))
        lines.add("DTSTART;VALUE=DATE", FeedTime.iCalendar(date))
        lines.add("DTEND;VALUE=DATE", FeedTime.iCalendar(date.adding(days: 1)))
        lines.add("SUMMARY", ContentLines.text(summary))
        lines.add("DESCRIPTION", ContentLines.text(description))
        lines.add("TRANSP", "TRANSPARENT")
        if let base { lines.add("URL", SitePaths.absolute(SitePaths.today, base: base.absoluteString)) }
        lines.add("END", "VEVENT")
    }
}
