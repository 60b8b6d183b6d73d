/// A value spelled out the same way in every run, for digests of inputs that are not `Codable`: dictionaries and
/// sets are written in sorted order (their iteration order changes from one process to the next).
public enum StableDescription {
    public static func of(_ value: Any) -> String {
        // The leaves, most of what a program's overview holds, without a mirror each (the mirrors were a fifth of a
        // team build's morning); spelled as `String(reflecting:)` spells them, so the keys are the same.
        switch value {
        case let text as String: return String(reflecting: text)
        case let number as Double: return String(reflecting: number)
        case let number as Int: return String(number)
        case let flag as Bool: return flag ? "true" : "false"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?, .set?:
            return "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ",") + "}"
        case .struct?, .class?, .tuple?, .collection?:
            return "(" + mirror.children.map { ($0.label ?? "") + ":" + of($0.value) }.joined(separator: ",") + ")"
        case .optional?:
            return mirror.children.first.map { "some(" + of($0.value) + ")" } ?? "nil"
        default:
            // Numbers, strings and enums (whose payloads here hold no dictionaries).
            return String(reflecting: value)
        }
    }
}
