import FitTodayDomain
import Foundation
import Logging

/// The log downloaded from today's page ("Baixar registro", `fittoday-log-YYYY-MM-DD.json`), read back as one
/// completed session for `fittoday import log`. The format is `docs/workout-log-format.md`.
///
/// Everything is checked before anything is written, by the rules `fittoday log` applies to typed input
/// (at most 50 reps and 500 kg a set, no day after today). The session's import key is the day and the plan,
/// and each set's key its place on the page, so importing the same file again adds nothing and a later
/// download of the same day adds only the sets the first one lacked.
public struct WorkoutLogFile: Equatable, Sendable {
    /// The value of the `format` field.
    public static let format = "fittoday-workout-log"
    /// The newest format version this FitToday reads and the page writes.
    public static let version = 1

    /// One set done, in the page's order.
    public struct Entry: Equatable, Sendable {
        /// The exercise's place in the plan (1-based): the same exercise twice in a plan is two places.
        public var position: Int
        public var exerciseID: String
        public var kind: SetKind
        /// 1-based within the exercise's place and kind.
        public var set: Int
        public var reps: Int
        /// Nil or 0 for bodyweight.
        public var weightKg: Double?
        /// The exercise the plan named at this place when the set was done as `exerciseID` instead (a swap).
        public var swappedFrom: String?
    }

    public var date: LocalDate
    /// The log's own id, made by the sheet when it was first touched (lowercase UUID text); nil in files written
    /// before the sheet sent its logs, which import by the day and the plan.
    public var logID: String?
    /// 1, 2, … each time the sheet sent the log again after a change; 1 when the file names no revision.
    public var revision: Int
    public var planID: Int64?
    public var planTitle: String
    public var completedAt: LocalDateTime?
    public var durationMinutes: Int?
    /// The whole session's effort, 1 to 10 (CR-10), from the sheet's last field; nil when left empty.
    public var rpe: Int?
    public var sets: [Entry]

    /// Reads and checks the file's shape and values; whether its exercises and plan exist is the caller's
    /// to check (``importedSession(planExists:)`` takes the answer).
    public static func decode(_ data: Data, today: LocalDate, logger: Logger? = nil) throws(FitTodayError) -> WorkoutLogFile {
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(Header.self, from: data), header.format == format else {
            throw .importFile(reason: .notWorkoutLog)
        }
        guard let found = header.version else { throw .importFile(reason: .workoutLogProblem(FileProblem(.whole, .missing(key: "version")))) }
        guard found >= 1 else {
            throw .importFile(reason: .workoutLogProblem(FileProblem(.whole, .belowMinimum(key: "version", found: String(found), minimum: "1"))))
        }
        guard found <= version else { throw .importFile(reason: .workoutLogTooNew(found: found, supported: version)) }
        let body: Body
        do {
            body = try decoder.decode(Body.self, from: data)
        } catch {
            logger?.error("Workout log does not match format \(version): \(error)")
            let locator = JSONFileLocator(data: data) { steps, _ in
                if steps.count >= 2, steps[0] == .key("sets"), case let .index(index) = steps[1] { return (.logSet(number: index + 1), 2) }
                return (.whole, 0)
            }
            guard let problem = locator.problem(for: error) else { throw .importFile(reason: .workoutLogDamaged) }
            throw .importFile(reason: .workoutLogProblem(problem))
        }
        return try body.checked(today: today, logger: logger)
    }

    /// The log as a session to import: completed, on its day (at `completed_at`, else the start of the day),
    /// with the plan's id only when that plan still exists.
    /// - Parameter readinessHeld: the plan was shown adjusted for readiness or a deload that day.
    public func importedSession(planExists: Bool, readinessHeld: Bool = false) -> ImportedSession {
        let moment = completedAt ?? LocalDateTime(startOf: date)
        var numbers: [String: Int] = [:]
        let logged = sets.map { entry -> LoggedSet in
            numbers[entry.exerciseID, default: 0] += 1
            let weight = entry.weightKg.flatMap { $0 > 0 ? $0 : nil }
            return LoggedSet(exerciseID: entry.exerciseID, setNumber: numbers[entry.exerciseID]!, reps: entry.reps,
                             weightKg: weight, kind: entry.kind, swappedFrom: entry.swappedFrom)
        }
        let session = WorkoutSession(
            startedAt: durationMinutes.map { moment.adding(seconds: -60 * $0) }, completedAt: moment, status: .completed,
            durationMinutes: durationMinutes, intensity: rpe.map(SessionEffort.intensity(rpe:)), planID: planExists ? planID : nil,
            planTitle: planTitle, sets: logged, rpe: rpe, readinessHeld: planExists && readinessHeld
        )
        let keys = sets.map { WorkoutSessionAssembler.digest("\($0.position)\u{1F}\($0.exerciseID)\u{1F}\($0.kind.rawValue)\u{1F}\($0.set)") }
        return ImportedSession(importKey: importKey, session: session, setKeys: keys)
    }

    /// A log with an id is its own session, whatever day and plan it names (two workouts a day are two logs);
    /// one without is the day's session of its plan, as such files always imported.
    public var importKey: String {
        if let logID { return "log:\(logID)" }
        return "page:\(date):\(planID.map(String.init) ?? "-")"
    }

    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    private struct Body: Decodable {
        var date: String
        var logID: String?
        var revision: Int?
        var planID: Int64?
        var planTitle: String?
        var completedAt: String?
        var durationMinutes: Int?
        var rpe: Int?
        var sets: [SetBody]

        enum CodingKeys: String, CodingKey {
            case date, sets, rpe, revision
            case logID = "log_id"
            case planID = "plan_id", planTitle = "plan_title", completedAt = "completed_at", durationMinutes = "duration_minutes"
        }

        func checked(today: LocalDate, logger: Logger?) throws(FitTodayError) -> WorkoutLogFile {
            guard let day = LocalDate(date) else {
                throw .importFile(reason: .workoutLogProblem(FileProblem(.whole, .invalidValue(key: "date", found: FileValueText.quoted(date)))))
            }
            guard PlanRules.years.contains(day.year) else {
                throw .importFile(reason: .workoutLogProblem(FileProblem(.whole, .outsideYears(key: "date", found: FileValueText.quoted(date)))))
            }
            guard day <= today else { throw .importFile(reason: .workoutLogProblem(FileProblem(.whole, .future(key: "date", found: FileValueText.quoted(date))))) }
            var moment: LocalDateTime?
            if let completedAt {
                guard let parsed = LocalDateTime(completedAt) else {
                    throw .importFile(reason: .workoutLogProblem(FileProblem(.whole, .invalidValue(key: "completed_at", found: FileValueText.quoted(completedAt)))))
                }
                guard parsed.date == day else {
                    throw .importFile(reason: .workoutLogProblem(FileProblem(
                        .whole, .disagrees(key: "completed_at", found: FileValueText.quoted(completedAt), other: "date = \(FileValueText.quoted(date))")
                    )))
                }
                moment = parsed
            }
            if let problem = durationMinutes.flatMap({ FileProblem.range(.whole, key: "duration_minutes", $0, PlanRules.durationMinutes) }) {
                throw .importFile(reason: .workoutLogProblem(problem))
            }
            if let rpe, let problem = FileProblem.range(.whole, key: "rpe", rpe, SessionEffort.range) {
                throw .importFile(reason: .workoutLogProblem(problem))
            }
            var id: String?
            if let logID {
                // The canonical text of a UUID, whatever its case: it names the log's key in a store and its row here.
                guard let uuid = UUID(uuidString: logID), logID.count == 36 else {
                    throw .importFile(reason: .workoutLogProblem(FileProblem(.whole, .invalidValue(key: "log_id", found: FileValueText.quoted(logID)))))
                }
                id = uuid.uuidString.lowercased()
            }
            if let revision, let problem = FileProblem.range(.whole, key: "revision", revision, 1...1_000_000) {
                throw .importFile(reason: .workoutLogProblem(problem))
            }
            let title = planTitle ?? ""
            if let problem = FileProblem.length(.whole, key: "plan_title", title, maximum: PlanRules.sessionTitleMaxLength) {
                throw .importFile(reason: .workoutLogProblem(problem))
            }
            guard !sets.isEmpty else { throw .importFile(reason: .workoutLogEmpty) }
            var seen = Set<String>()
            var entries: [Entry] = []
            for (index, set) in sets.enumerated() {
                let place = FilePlace.logSet(number: index + 1)
                guard let kind = SetKind(rawValue: set.kind) else {
                    throw .importFile(reason: .workoutLogProblem(FileProblem(place, .invalidValue(key: "kind", found: FileValueText.quoted(set.kind)))))
                }
                if let problem = FileProblem.range(place, key: "position", set.position, 1...Int.max)
                    ?? FileProblem.range(place, key: "set", set.set, 1...Int.max) {
                    throw .importFile(reason: .workoutLogProblem(problem))
                }
                if set.exerciseID.isEmpty { throw .importFile(reason: .workoutLogProblem(FileProblem(place, .empty(key: "exercise_id")))) }
                if let planned = set.swappedFrom, planned.isEmpty || planned == set.exerciseID {
                    throw .importFile(reason: .workoutLogProblem(FileProblem(
                        place, planned.isEmpty ? .empty(key: "swapped_from") : .disagrees(key: "swapped_from", found: FileValueText.quoted(planned),
                                                                                         other: "exercise_id = \(FileValueText.quoted(set.exerciseID))")
                    )))
                }
                guard seen.insert("\(set.position)|\(set.kind)|\(set.set)").inserted else {
                    throw .importFile(reason: .workoutLogProblem(FileProblem(place, .duplicate(key: "set", found: String(set.set)))))
                }
                // The rules `fittoday log` applies to typed input.
                if let problem = FileProblem.range(place, key: "reps", set.reps, PlanRules.typedReps)
                    ?? set.weightKg.flatMap({ FileProblem.range(place, key: "weight_kg", $0, PlanRules.typedWeightKg) }) {
                    throw .importFile(reason: .workoutLogProblem(problem))
                }
                entries.append(Entry(position: set.position, exerciseID: set.exerciseID, kind: kind, set: set.set,
                                     reps: set.reps, weightKg: set.weightKg, swappedFrom: set.swappedFrom))
            }
            return WorkoutLogFile(date: day, logID: id, revision: revision ?? 1, planID: planID, planTitle: title, completedAt: moment, durationMinutes: durationMinutes, rpe: rpe, sets: entries)
        }
    }

    private struct SetBody: Decodable {
        var position: Int
        var exerciseID: String
        var kind: String
        var set: Int
        var reps: Int
        var weightKg: Double?
        var swappedFrom: String?

        enum CodingKeys: String, CodingKey {
            case position, kind, set, reps
            case exerciseID = "exercise_id", weightKg = "weight_kg", swappedFrom = "swapped_from"
        }
    }
}
