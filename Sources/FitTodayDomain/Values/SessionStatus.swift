/// Whether a workout happened.
public enum SessionStatus: String, SlugValue {
    case completed
    case skipped

    public static let optionName = "--status"
}
