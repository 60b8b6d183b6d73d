import FitTodayDomain
import Foundation

/// JEFIT's export (`<user>_<yyyymmdd>.csv`): a dozen CSV tables in one text file (see ``JefitTable``), of which
/// these are read:
///
/// - `SETTING`: the units (``JefitUnits``).
/// - `WORKOUT SESSIONS`: each session's `_id`, `starttime` and `endtime` in epoch seconds (milliseconds are told
///   by their size). The start is shown in `--time-zone`; the duration is `endtime − starttime` (else
///   `total_time`) when positive.
/// - `EXERCISE LOGS`: one row an exercise of a session (`belongsession`), the exercise's name (`ename`), the day
///   (`mydate`) and the sets packed in `logs` (``JefitPackedSet``).
/// - `EXERCISE SET LOGS` (from late 2024): the same sets one a row (``JefitSetRow``). Each set counts once: a log
///   with rows here takes its sets from them (its packed field is then not needed, and a problem in it is none),
///   and where a row agrees with the packed set (same reps, a weight within rounding) the packed weight, exact in
///   the export's unit, is kept. A cardio log keeps its packed time and distance, which these rows do not hold.
/// - `PROFILE`: body weight and measurements (``JefitProfile``).
///
/// A session is keyed by JEFIT's own id, since a later export may move its start by seconds. A log whose session
/// has no start time (missing from `WORKOUT SESSIONS`, or a start of 0) is a session of its `mydate` without a
/// start time; one whose `belongsession` is 0 or empty joins the other such logs of that day. Every line number is
/// the physical line in the whole file.
enum JefitFileReader: HistoryFileReader {
    static let app = WorkoutApp.jefit

    /// The tables JEFIT writes, any of which may open the file.
    static let tableNames: Set<String> = [
        "SETTING", "SETTINGS", "PROFILE", "MY EXERCISES", "MY ROUTINES", "ROUTINES", "WORKOUT DAYS", "ROUTINE DAYS",
        "ROUTINE EXERCISES", "EXERCISE LOGS", "EXERCISE SET LOGS", "WORKOUT SESSIONS", "NOTES", "CARDIO LOGS",
        "BODY STATS", "MY BODY STATS", "PROGRESS PHOTOS", "FRIENDS",
    ]

    /// A per-row weight within this of the packed one is the same weight, rounded (a tenth of a pound and more).
    private static let roundingKg = 0.03

    /// The file opens with a banner (after blank lines), and a banner of the first lines names one of JEFIT's
    /// tables, or the file holds its `EXERCISE LOGS` (a newer export may open with a table not listed here).
    static func recognizes(_ text: HistoryFileText) -> Bool {
        let lines = text.firstLines(12).filter { !WorkoutRowParser.trimmed($0).isEmpty }
        guard let first = lines.first, case .banner = JefitTable.Line(text: first) else { return false }
        let named = lines.contains { line in
            if case let .banner(name) = JefitTable.Line(text: line) { return tableNames.contains(name) }
            return false
        }
        return named || contains(text.bytes, "EXERCISE LOGS")
    }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        let (tables, unclosedQuotes) = JefitTable.tables(in: text)
        guard !tables.isEmpty else { throw .importFile(reason: .unrecognizedExport) }
        let read: Set = ["SETTING", "SETTINGS", "WORKOUT SESSIONS", "EXERCISE LOGS", "EXERCISE SET LOGS", "PROFILE"]
        var issues = unclosedQuotes.filter { $0.table.map(read.contains) ?? false }.map { (line: $0.line, issue: ImportIssue.unclosedQuote) }

        let (units, unitIssue) = JefitUnits.read(tables["SETTING"] ?? tables["SETTINGS"], fallback: options.weightUnit)
        if let unitIssue { issues.append(unitIssue) }
        let sessions = Self.sessions(in: tables["WORKOUT SESSIONS"], timeZone: options.timeZone, issues: &issues)
        let setRows = JefitSetRow.rows(in: tables["EXERCISE SET LOGS"])
        issues += setRows.issues
        let logs = Self.logs(in: tables["EXERCISE LOGS"], issues: &issues)
        let profile = JefitProfile.measurements(in: tables["PROFILE"], units: units)
        issues += profile.issues

        var rowUnit = JefitSetRow.weightUnit(tables["EXERCISE SET LOGS"], mass: units.mass) ?? units.mass
        if rowUnit == .lb, units.mass == .kg,
           agreements(logs, setRows.byLog, rowUnit: .kg, mass: .kg) > agreements(logs, setRows.byLog, rowUnit: .lb, mass: .kg) {
            // Rows of a kilogram export whose `weight_lbs` repeat its packed kilograms are in kilograms.
            rowUnit = .kg
        }

        var assembler = WorkoutSessionAssembler(app: app)
        for log in logs {
            do throws(ImportIssue) {
                let perRow = log.id.flatMap { setRows.byLog[$0] } ?? []
                for row in try rows(of: log, sessions: sessions, setRows: perRow, units: units, rowUnit: rowUnit) {
                    guard let row = row.row else {
                        issues.append((row.line, row.issue!))
                        continue
                    }
                    assembler.add(row)
                }
            } catch {
                issues.append((log.line, error))
            }
        }

        var rejections = ImportRowRejections(options: options)
        var refused = Set<Int>()
        for issue in issues.sorted(by: { $0.line < $1.line }) where refused.insert(issue.line).inserted {
            try rejections.reject(issue.issue, line: issue.line)
        }
        return WorkoutCSVContents(variant: .jefit, encoding: text.encoding, skippedRows: rejections.rows, assembler: assembler,
                                  bodyMeasurements: profile.measurements)
    }

    // MARK: Sessions

    private struct Session {
        /// Nil when the table gives none (a start of 0): the session is then a day.
        var start: LocalDateTime?
        var durationSeconds: Int?
        /// Its row could not be read: its logs are left out with it.
        var refused = false
    }

    private static func sessions(in table: JefitTable?, timeZone: TimeZone, issues: inout [(line: Int, issue: ImportIssue)]) -> [String: Session] {
        guard let table, let idColumn = table.column("_id", "id") else { return [:] }
        let startColumns = ["starttime", "starttimie", "start_time"].compactMap { table.column($0) }
        let endColumn = table.column("endtime", "end_time")
        let totalColumn = table.column("total_time", "totaltime")
        var sessions: [String: Session] = [:]
        for row in table.rows {
            let id: String
            do {
                id = try identifier(table.value(row, idColumn), column: table.columns[idColumn])
            } catch {
                issues.append((row.line, error))
                continue
            }
            guard sessions[id] == nil else { continue }
            do throws(ImportIssue) {
                if let issue = table.columnCountIssue(row) { throw issue }
                // Some exports write the start under `starttimie`, JEFIT's misspelling, and leave `starttime` empty.
                let startColumn = startColumns.first { !table.value(row, $0).isEmpty } ?? startColumns.first
                guard let started = try epochSeconds(table.value(row, startColumn), column: startColumn.map { table.columns[$0] } ?? "") else {
                    sessions[id] = Session()
                    continue
                }
                let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(started)))
                let start = LocalDateTime(secondsSinceEpoch: started + offset)
                guard PlanRules.years.contains(start.date.year) else { throw .rule(.dateOutOfRange(start.description)) }
                // A duration is a nicety: an end that cannot be read is no reason to refuse the session.
                var seconds = (try? epochSeconds(table.value(row, endColumn), column: "")).flatMap { $0.map { $0 - started } }
                if seconds.map({ $0 <= 0 }) ?? true { seconds = WorkoutRowParser.durationSeconds(table.value(row, totalColumn)) }
                sessions[id] = Session(start: start, durationSeconds: seconds.flatMap { $0 > 0 ? $0 : nil })
            } catch {
                // Its logs are left out with it, so that the corrected file adds the whole session.
                sessions[id] = Session(refused: true)
                issues.append((row.line, error))
            }
        }
        return sessions
    }

    /// Seconds since 1970 in `text`; nil when empty or 0 (no time). A number of 12 digits or more is milliseconds.
    private static func epochSeconds(_ text: String, column: String) throws(ImportIssue) -> Int? {
        if text.isEmpty { return nil }
        guard var value = WorkoutRowParser.decimal(text), value >= 0, value < 1e15 else { throw .number(column: column, value: text) }
        if value >= 100_000_000_000 { value /= 1000 }
        return value == 0 ? nil : Int(value)
    }

    // MARK: Exercise logs

    private struct Log {
        var line: Int
        /// Its `_id`, which the per-row sets name; nil when the table has no such column.
        var id: String?
        var sessionID: String?
        var day: String
        var dayColumn: String
        var exerciseName: String
        /// The packed sets, or why they cannot be read: no matter when the per-row table has the log's sets.
        var packed: Result<[JefitPackedSet], ImportIssue>
    }

    private static func logs(in table: JefitTable?, issues: inout [(line: Int, issue: ImportIssue)]) -> [Log] {
        guard let table else { return [] }
        let columns = (id: table.column("_id", "id"), day: table.column("mydate", "date"), session: table.column("belongsession"),
                       name: table.column("ename", "exercise_name", "name"), logs: table.column("logs"))
        var logs: [Log] = []
        table.forEachRow(issues: &issues) { row throws(ImportIssue) in
            let name = table.value(row, columns.name)
            guard !name.isEmpty else { throw .missingValue(column: columns.name.map { table.columns[$0] } ?? "ename") }
            guard name.count <= PlanRules.exerciseNameMaxLength else { throw .rule(.exerciseNameTooLong(length: name.count)) }
            let session = table.value(row, columns.session)
            let sessionID = session.isEmpty ? nil : try identifier(session, column: table.columns[columns.session!])
            logs.append(Log(
                line: row.line, id: columns.id == nil ? nil : try identifier(table.value(row, columns.id), column: table.columns[columns.id!]),
                sessionID: sessionID == "0" ? nil : sessionID, day: table.value(row, columns.day),
                dayColumn: columns.day.map { table.columns[$0] } ?? "mydate", exerciseName: name,
                packed: Result { () throws(ImportIssue) in try JefitPackedSet.sets(in: table.value(row, columns.logs)) }
            ))
        }
        return logs
    }

    /// A set of a log, or the issue of the row it came from (a per-row set can be refused alone).
    private struct SetOutcome {
        var line: Int
        var row: WorkoutRow?
        var issue: ImportIssue?
    }

    /// The sets of `log`; throws the issue that refuses the whole log row.
    private static func rows(
        of log: Log, sessions: [String: Session], setRows: [JefitSetRow], units: JefitUnits, rowUnit: WeightUnit
    ) throws(ImportIssue) -> [SetOutcome] {
        let session = log.sessionID.flatMap { sessions[$0] }
        if session?.refused == true { return [] }
        let start: LocalDateTime
        if let started = session?.start {
            start = started
        } else {
            start = LocalDateTime(startOf: try day(log.day, column: log.dayColumn))
        }
        func row(
            _ label: Int, line: Int, reps: Int, weightKg: Double?, kind: SetKind = .working, seconds: Int? = nil, meters: Double? = nil
        ) -> WorkoutRow {
            WorkoutRow(
                line: line, start: start, workoutName: "", durationSeconds: session?.durationSeconds, workoutNotes: "",
                exerciseName: log.exerciseName, setLabel: String(label), kind: kind, reps: reps, weightKg: weightKg, rpe: nil,
                sessionID: log.sessionID, dateOnly: session?.start == nil, setDurationSeconds: seconds, distanceMeters: meters
            )
        }

        let packed = setRows.isEmpty ? try log.packed.get() : (try? log.packed.get()) ?? []
        let isCardio = packed.contains { if case .cardio = $0 { true } else { false } }
        if setRows.isEmpty || isCardio {
            var outcomes: [SetOutcome] = []
            for (index, set) in packed.enumerated() {
                switch set {
                case let .lift(weight, reps):
                    let (count, kilograms) = try lift(weight: weight, reps: reps, unit: units.mass)
                    outcomes.append(SetOutcome(line: log.line, row: row(index + 1, line: log.line, reps: count, weightKg: kilograms)))
                case let .cardio(distance, seconds):
                    let (wholeSeconds, meters) = try cardio(distance: distance, seconds: seconds, units: units)
                    outcomes.append(SetOutcome(line: log.line, row: row(index + 1, line: log.line, reps: 0, weightKg: nil,
                                                                        seconds: wholeSeconds, meters: meters)))
                }
            }
            return outcomes
        }
        return setRows.map { set in
            var kilograms = set.weight == 0 ? nil : rowUnit.kilograms(set.weight)
            if set.index < packed.count, case let .lift(weight, reps) = packed[set.index], reps == Double(set.reps),
               abs(units.mass.kilograms(weight) - (kilograms ?? 0)) <= roundingKg {
                // The same set: the packed weight is exact in the export's unit, the row's may be rounded pounds.
                kilograms = weight == 0 ? nil : units.mass.kilograms(weight)
            }
            if let kilograms, !PlanRules.weightKg.contains(kilograms) {
                return SetOutcome(line: set.line, issue: .rule(.weight(kilograms)))
            }
            return SetOutcome(line: set.line, row: row(set.index + 1, line: set.line, reps: set.reps, weightKg: kilograms, kind: set.kind))
        }
    }

    /// Reps and kilograms of a packed set, checked against the data model's rules.
    private static func lift(weight: Double, reps: Double, unit: WeightUnit) throws(ImportIssue) -> (reps: Int, kilograms: Double?) {
        guard reps == reps.rounded(), reps < 1_000_000 else { throw .number(column: "logs", value: "\(weight)x\(reps)") }
        guard PlanRules.loggedReps.contains(Int(reps)) else { throw .rule(.loggedReps(Int(reps))) }
        let kilograms = unit.kilograms(weight)
        guard PlanRules.weightKg.contains(kilograms) else { throw .rule(.weight(kilograms)) }
        return (Int(reps), kilograms == 0 ? nil : kilograms)
    }

    /// Seconds and metres of a cardio pack, checked against the data model's rules.
    private static func cardio(
        distance: Double?, seconds: Double?, units: JefitUnits
    ) throws(ImportIssue) -> (seconds: Int?, meters: Double?) {
        var whole: Int?
        if let seconds {
            // Past a day, and past what an Int holds: refused by the same rule.
            guard seconds <= Double(PlanRules.setDurationSeconds.upperBound) else {
                throw .rule(.setDuration(seconds < 1e15 ? Int(seconds) : Int.max))
            }
            whole = Int(seconds.rounded())
        }
        let meters = distance.map { $0 * units.metersPerDistance }
        if let meters, !PlanRules.distanceMeters.contains(meters) { throw .rule(.distance(meters)) }
        return (whole, meters)
    }

    /// How many per-row sets repeat their packed set when the rows' weights are read in `rowUnit`.
    private static func agreements(_ logs: [Log], _ setRows: [String: [JefitSetRow]], rowUnit: WeightUnit, mass: WeightUnit) -> Int {
        var count = 0
        for log in logs {
            guard let packed = try? log.packed.get() else { continue }
            for set in log.id.flatMap({ setRows[$0] }) ?? [] where set.weight != 0 && set.index < packed.count {
                guard case let .lift(weight, _) = packed[set.index] else { continue }
                if abs(mass.kilograms(weight) - rowUnit.kilograms(set.weight)) <= roundingKg { count += 1 }
            }
        }
        return count
    }

    // MARK: Values

    /// JEFIT's id in `text`, `12` whether written `12` or `12.0`.
    static func identifier(_ text: String, column: String) throws(ImportIssue) -> String {
        guard !text.isEmpty else { throw .missingValue(column: column) }
        if let number = WorkoutRowParser.decimal(text), number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return text
    }

    /// A `YYYY-MM-DD` day (a time after it is ignored) within the years FitToday accepts.
    static func day(_ text: String, column: String) throws(ImportIssue) -> LocalDate {
        guard !text.isEmpty else { throw .missingValue(column: column) }
        guard let date = LocalDate(String(text.prefix(10))) ?? WorkoutDateParser.parse(text)?.date else { throw .date(text) }
        guard PlanRules.years.contains(date.year) else { throw .rule(.dateOutOfRange(text)) }
        return date
    }

    private static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return false }
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }
}
