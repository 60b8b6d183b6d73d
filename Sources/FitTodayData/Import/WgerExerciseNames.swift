import FitTodayDomain
import Foundation

/// wger's exercise names by id, from the JSON of its REST API's `/api/v2/exerciseinfo/` (`import wger --exercises`):
/// a page (`{"count": ..., "results": [...]}`) or its bare list, each exercise with its `id` and either a `name` (older
/// servers) or `translations` (`[{"name": ..., "language": 2}, ...]`), of which English (language 2) is preferred,
/// else the first.
public enum WgerExerciseNames {
    /// wger's id of English.
    static let englishLanguage = 2

    /// The name of exercise `id` when the file names none: data, not words, so that the same file imported under
    /// either language matches the same exercise (`fittoday exercise rename` changes it).
    public static func fallbackName(id: Int) -> String { "wger exercise \(id)" }

    /// The names of the exercises in `data`; throws ``ImportFileIssue/notWgerExerciseInfo`` for anything else.
    public static func parse(_ data: Data) throws(FitTodayError) -> [Int: String] {
        guard let root = try? JSONSerialization.jsonObject(with: data),
              let list = (root as? [Any]) ?? ((root as? [String: Any])?["results"] as? [Any])
        else { throw .importFile(reason: .notWgerExerciseInfo) }
        var names: [Int: String] = [:]
        for case let exercise as [String: Any] in list {
            guard let id = WgerLogValue.integer(exercise["id"]), let name = name(of: exercise) else { continue }
            names[id] = name
        }
        // A list of something else (FitToday's own export, wger's workout log) names no exercise at all.
        guard names.count > 0 || list.isEmpty else { throw .importFile(reason: .notWgerExerciseInfo) }
        return names
    }

    private static func name(of exercise: [String: Any]) -> String? {
        if let translations = exercise["translations"] as? [[String: Any]] {
            let named = translations.filter { text($0["name"]) != nil }
            let english = named.first { language(of: $0) == englishLanguage }
            if let chosen = english ?? named.first { return text(chosen["name"]) }
        }
        return text(exercise["name"])
    }

    /// A translation's language: an id, or (older servers) an object with one.
    private static func language(of translation: [String: Any]) -> Int? {
        WgerLogValue.integer(translation["language"]) ?? WgerLogValue.integer((translation["language"] as? [String: Any])?["id"])
    }

    private static func text(_ value: Any?) -> String? {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}
