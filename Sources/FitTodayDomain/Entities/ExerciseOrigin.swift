/// Where a library entry came from.
public enum ExerciseOrigin: String, SlugValue {
    /// The curated library in `content/exercises`.
    case content
    /// `fittoday import exercises` from a free-exercise-db style file.
    case imported
    /// Created on the fly from a name the library did not know (a logged set, a manual plan).
    case custom

    public static let optionName = "--origin"
}
