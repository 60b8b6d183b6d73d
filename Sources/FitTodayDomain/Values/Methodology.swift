/// How sessions are organised.
public enum Methodology: String, SlugValue {
    case traditional
    case circuit
    case mixed

    public static let optionName = "--methodology"
}
