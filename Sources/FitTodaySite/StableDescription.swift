/// A value spelled out the same way in every run, for digests of inputs that are not `Codable`: dictionaries and
/// sets are written in sorted order (their iteration order changes from one process to the next).
enum StableDescription {
    static func of(_ value: Any) -> String {
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
