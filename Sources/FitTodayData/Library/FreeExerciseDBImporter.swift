import FitTodayDomain
import Foundation

/// Reads a free-exercise-db style JSON file (an array of exercises) into library entries, mapping its
/// muscles, equipment and levels onto FitToday's and keeping its ids so image paths still resolve.
public struct FreeExerciseDBImporter: Sendable {
    public init() {}

    /// What was read, and what could not be.
    public struct Result: Sendable {
        public var exercises: [Exercise]
        /// Entries without an id or name, by position in the file (1-based).
        public var skipped: [Int]
    }

    public func read(_ data: Data) throws(FitTodayError) -> Result {
        guard let array = (try? JSONSerialization.jsonObject(with: data)) as? [Any] else {
            throw .importFile(reason: .notFreeExerciseDB)
        }
        var exercises: [Exercise] = []
        var skipped: [Int] = []
        var seen: Set<String> = []
        for (index, element) in array.enumerated() {
            guard let entry = element as? [String: Any], let id = (entry["id"] as? String)?.trimmingCharacters(in: .whitespaces), !id.isEmpty,
                  let name = (entry["name"] as? String)?.trimmingCharacters(in: .whitespaces), !name.isEmpty, !seen.contains(id) else {
                skipped.append(index + 1)
                continue
            }
            seen.insert(id)
            exercises.append(exercise(id: id, name: name, entry: entry))
        }
        return Result(exercises: exercises, skipped: skipped)
    }

    func exercise(id: String, name: String, entry: [String: Any]) -> Exercise {
        let category = entry["category"] as? String
        let primary = (entry["primaryMuscles"] as? [String]) ?? []
        let steps = ((entry["instructions"] as? [String]) ?? []).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        var tags: [String] = []
        if let mechanic = entry["mechanic"] as? String, ["compound", "isolation"].contains(mechanic) { tags.append(mechanic) }
        if category == "stretching" { tags.append("mobility") }
        if category == "plyometrics" { tags.append("high-impact") }
        return Exercise(
            id: id,
            name: name,
            muscleGroup: category == "cardio" ? .cardio : primary.lazy.compactMap(Self.muscleGroup).first ?? .core,
            equipment: Self.equipment(entry["equipment"] as? String),
            level: Self.level(entry["level"] as? String),
            instructions: steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n"),
            images: (entry["images"] as? [String]) ?? [],
            tags: tags,
            origin: .imported
        )
    }

    static func muscleGroup(_ muscle: String) -> MuscleGroup? {
        switch muscle {
        case "abdominals": .core
        case "chest": .chest
        case "lats", "middle back", "lower back", "traps", "neck": .back
        case "shoulders": .shoulders
        case "biceps", "triceps", "forearms": .arms
        case "quadriceps", "hamstrings", "glutes", "calves", "adductors", "abductors": .legs
        default: nil
        }
    }

    static func equipment(_ name: String?) -> Equipment {
        switch name {
        case nil, "body only": .bodyweight
        case "barbell", "cable", "machine", "e-z curl bar": .fullGym
        default: .home // dumbbell, kettlebells, bands, balls, foam roll, other
        }
    }

    static func level(_ name: String?) -> FitnessLevel {
        switch name {
        case "intermediate": .intermediate
        case "expert": .advanced
        default: .beginner
        }
    }
}
