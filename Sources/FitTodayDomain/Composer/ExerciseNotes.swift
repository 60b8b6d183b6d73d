import Foundation

/// The curated blocks' notes an exercise keeps in a composed day ("Cada perna.", "Each side."): never one that
/// gives a time ("Segure 40 s", "1 min"), which would contradict the sets and reps or the item's own duration.
public enum ExerciseNotes {
    /// The first timeless note the blocks give the exercise, or "".
    public static func note(for exerciseID: String, in library: ExerciseLibrary) -> String {
        for block in library.blocks {
            for item in block.exercises where item.exerciseID == exerciseID && !item.notes.isEmpty && !givesTime(item.notes) {
                return item.notes
            }
        }
        return ""
    }

    /// Whether the text gives a duration: a number followed by a unit of time.
    public static func givesTime(_ text: String) -> Bool {
        text.range(of: #"\d+\s*(s|seg|segundos?|sec|seconds?|min|minutos?|minutes?|h)\b"#, options: [.regularExpression, .caseInsensitive]) != nil
    }
}
