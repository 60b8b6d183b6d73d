import FitTodayData
import FitTodayDomain
import FitTodaySystem

extension OrderedJSON {
    /// The text, with every `*_kg` field followed by its `*_lb` twin when the person lifts in pounds: scripts keep
    /// reading kilograms, and pounds are there as the person reads them (to the hundredth, so no float noise).
    func rendered(unit: WeightUnit) -> String {
        (unit == .lb ? addingPoundTwins() : self).rendered()
    }

    func addingPoundTwins() -> OrderedJSON {
        switch self {
        case let .array(items):
            return .array(items.map { $0.addingPoundTwins() })
        case let .object(members):
            var result: [(String, OrderedJSON)] = []
            for (key, value) in members {
                result.append((key, value.addingPoundTwins()))
                if key.hasSuffix("_kg"), let pounds = value.inPounds() {
                    result.append((String(key.dropLast(3)) + "_lb", pounds))
                }
            }
            return .object(result)
        default:
            return self
        }
    }

    /// A number, a list of numbers or a table of numbers in kilograms, in pounds; nil for anything else.
    private func inPounds() -> OrderedJSON? {
        switch self {
        case .null: return .null
        case let .int(kilograms): return .double(Self.pounds(Double(kilograms)))
        case let .double(kilograms): return .double(Self.pounds(kilograms))
        case let .array(items):
            var converted: [OrderedJSON] = []
            for item in items {
                guard let pounds = item.inPounds() else { return nil }
                converted.append(pounds)
            }
            return .array(converted)
        case let .object(members):
            var converted: [(String, OrderedJSON)] = []
            for (key, value) in members {
                guard let pounds = value.inPounds() else { return nil }
                converted.append((key, pounds))
            }
            return .object(converted)
        default: return nil
        }
    }

    private static func pounds(_ kilograms: Double) -> Double {
        (WeightUnit.lb.value(fromKilograms: kilograms) * 100).rounded() / 100
    }
}
