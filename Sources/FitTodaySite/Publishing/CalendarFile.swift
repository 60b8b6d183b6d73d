import FitTodayDomain
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
                      siteTitle: String, locale: AppLocale, base: URL?) -> [UInt8] {
        var lines = ContentLines()
        lines.add("BEGIN", "VCALENDAR")
        lines.add("VERSION", "2.0")
        lines.add("PRODID", "-//FitToday//FitToday//\(locale == .ptBR ? "PT" : "EN")")
        lines.add("CALSCALE", "GREGORIAN")
        lines.add("METHOD", "PUBLISH")
        lines.add("X-WR-CALNAME", ContentLines.text(siteTitle))
        addToday(today, date: date, exercises: exercises, locale: locale, base: base, to: &lines)
        for session in sessions.prefix(sessionLimit) {
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
            lines.add("DESCRIPTION", ContentLines.text(SessionSummaryText.summary(session, locale)))
            lines.add("STATUS", session.status == .completed ? "CONFIRMED" : "CANCELLED")
            if let base { lines.add("URL", SitePaths.absolute(SitePaths.session(session.id), base: base.absoluteString)) }
            lines.add("END", "VEVENT")
        }
        lines.add("END", "VCALENDAR")
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
