import FitTodayDomain
import Foundation

/// Turns a `JSONDecoder` failure on an imported file into a ``FileProblem`` a person can act on: the entry it
/// happened in (the file's own place names, given by `place`), the key as the file spells it, and the value
/// found there, read back from the file's bytes.
struct JSONFileLocator {
    /// One step of a path into the file.
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// The file, parsed without any schema; nil when it is not JSON at all.
    let root: Any?
    /// The place of the entry a path leads into, and how many of its steps that place stands for.
    let place: (_ steps: [Step], _ locator: JSONFileLocator) -> (FilePlace, Int)

    init(data: Data, place: @escaping (_ steps: [Step], _ locator: JSONFileLocator) -> (FilePlace, Int)) {
        root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        self.place = place
    }

    /// The problem `error` describes; nil for an error that is no `DecodingError` or names no place.
    func problem(for error: any Error) -> FileProblem? {
        guard let error = error as? DecodingError else { return nil }
        switch error {
        case let .keyNotFound(key, context):
            let (place, key) = located(context.codingPath + [key])
            return FileProblem(place, .missing(key: key))
        case let .valueNotFound(_, context):
            let (place, key) = located(context.codingPath)
            return FileProblem(place, .missing(key: key))
        case let .typeMismatch(type, context):
            let (place, key) = located(context.codingPath)
            return FileProblem(place, .wrongType(key: key, found: found(at: context.codingPath), expected: Self.kind(of: type)))
        case let .dataCorrupted(context):
            guard !context.codingPath.isEmpty else { return nil }
            let (place, key) = located(context.codingPath)
            return FileProblem(place, .invalidValue(key: key, found: found(at: context.codingPath)))
        @unknown default:
            return nil
        }
    }

    /// The value at `steps`, or nil.
    func value(at steps: [Step]) -> Any? {
        var current = root
        for step in steps {
            switch step {
            case let .key(name): current = (current as? [String: Any])?[name]
            case let .index(index):
                guard let list = current as? [Any], list.indices.contains(index) else { return nil }
                current = list[index]
            }
        }
        return current
    }

    /// A text at `steps` (the date of a session, the id of an exercise), or nil.
    func text(at steps: [Step]) -> String? { value(at: steps) as? String }

    /// A whole number at `steps`, or nil.
    func integer(at steps: [Step]) -> Int64? { (value(at: steps) as? NSNumber).map(\.int64Value) }

    private func located(_ path: [any CodingKey]) -> (FilePlace, String) {
        let steps = Self.steps(path)
        let (place, used) = place(steps, self)
        let rest = steps.dropFirst(used)
        var key = ""
        for step in rest {
            switch step {
            case let .key(name): key += key.isEmpty ? name : "." + name
            case let .index(index): key += "[\(index)]"
            }
        }
        return (place, key.isEmpty ? steps.last.map(Self.name) ?? "" : key)
    }

    private func found(at path: [any CodingKey]) -> String {
        guard let value = value(at: Self.steps(path)) else { return "null" }
        if let text = value as? String { return FileValueText.quoted(text) }
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]),
              let text = String(data: data, encoding: .utf8) else { return "?" }
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    static func steps(_ path: [any CodingKey]) -> [Step] {
        path.map { key in key.intValue.map(Step.index) ?? .key(key.stringValue) }
    }

    private static func name(_ step: Step) -> String {
        switch step {
        case let .key(name): name
        case let .index(index): "[\(index)]"
        }
    }

    private static func kind(of type: Any.Type) -> FileValueKind {
        switch type {
        case is any BinaryInteger.Type: return .integer
        case is any BinaryFloatingPoint.Type: return .number
        case is String.Type: return .text
        case is Bool.Type: return .boolean
        default:
            let name = String(describing: type)
            if name.hasPrefix("Dictionary") || name.hasPrefix("[String") { return .object }
            if name.hasPrefix("Array") || name.hasPrefix("[") { return .list }
            return .object
        }
    }
}
