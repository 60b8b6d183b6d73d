import Foundation

/// A workout log as today's page writes it (docs/workout-log-format.md), for the day's plan as `plan generate` gives
/// it: the first exercise's sets, with the reps asked for.
struct InboxLog {
    var date: String
    var planID: Int
    var title: String
    var exerciseID: String
    var logID = UUID().uuidString.lowercased()
    var revision = 1
    var reps: [Int] = [5]
    var weightKg = 60.0

    /// The plan of `date` (today unless told) in `cli`'s database (`athlete`: that athlete's, in a team).
    init(_ cli: FitTodayProcess, date: String? = nil, athlete: String? = nil) throws {
        let plan = try cli.json(["plan", "generate", "--quiet"] + (date.map { ["--date", $0] } ?? []) + (athlete.map { ["--athlete", $0] } ?? []))
        self.date = plan["for_date"] as? String ?? ""
        planID = plan["id"] as? Int ?? 0
        title = plan["title"] as? String ?? ""
        exerciseID = ((plan["exercises"] as? [[String: Any]])?.first?["exercise_id"] as? String) ?? ""
    }

    var name: String { "\(logID)-\(revision).json" }

    var json: String {
        let sets = reps.enumerated().map { index, reps in
            "{\"position\": 1, \"exercise_id\": \"\(exerciseID)\", \"kind\": \"working\", \"set\": \(index + 1), \"reps\": \(reps), \"weight_kg\": \(weightKg)}"
        }
        return """
        {"format": "fittoday-workout-log", "version": 1, "date": "\(date)", "log_id": "\(logID)", "revision": \(revision), "plan_id": \(planID), \
        "plan_title": "\(title)", "sets": [\(sets.joined(separator: ", "))]}
        """
    }

    /// Written into `cli`'s folder as `file`; returns the file's name.
    @discardableResult
    func write(_ cli: FitTodayProcess, as file: String? = nil) throws -> String {
        let name = file ?? "log-\(logID)-\(revision).json"
        try cli.write(json, to: name)
        return name
    }
}
