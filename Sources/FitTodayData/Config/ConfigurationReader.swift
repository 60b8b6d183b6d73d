import FitTodayDomain
import FitTodayTOML

/// Reads typed values out of the parsed configuration, and refuses keys nobody reads, so a typo
/// is reported instead of silently ignored.
struct ConfigurationReader {
    private let root: TOMLTable
    private let locale: AppLocale
    private var seenSections: Set<String> = []

    init(root: TOMLTable, locale: AppLocale) {
        self.root = root
        self.locale = locale
    }

    struct Section {
        let name: String
        let table: TOMLTable
        let locale: AppLocale
        fileprivate(set) var readKeys: Set<String> = []

        mutating func string(_ key: String) throws(FitTodayError) -> String? {
            guard let value = take(key) else { return nil }
            guard case let .string(text) = value else { throw invalid(key, expected: locale.pick("um texto entre aspas", "a quoted text")) }
            return text
        }

        mutating func bool(_ key: String) throws(FitTodayError) -> Bool? {
            guard let value = take(key) else { return nil }
            guard case let .boolean(flag) = value else { throw invalid(key, expected: locale.pick("true ou false", "true or false")) }
            return flag
        }

        mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(FitTodayError) -> Int? {
            guard let value = take(key) else { return nil }
            guard case let .integer(number) = value, range.contains(number) else {
                throw invalid(key, expected: locale.pick("um número inteiro de \(range.lowerBound) a \(range.upperBound)",
                                                         "a whole number from \(range.lowerBound) to \(range.upperBound)"))
            }
            return number
        }

        mutating func number(_ key: String, in range: ClosedRange<Double>) throws(FitTodayError) -> Double? {
            guard let value = take(key) else { return nil }
            let number: Double
            switch value {
            case let .integer(whole): number = Double(whole)
            case let .float(fraction): number = fraction
            default: number = .nan
            }
            guard range.contains(number) else {
                throw invalid(key, expected: locale.pick("um número de \(Self.format(range.lowerBound)) a \(Self.format(range.upperBound))",
                                                         "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"))
            }
            return number
        }

        func invalid(_ key: String, expected: String) -> FitTodayError {
            .configuration(line: nil, reason: locale.pick("\(name).\(key) precisa ser \(expected)", "\(name).\(key) must be \(expected)"))
        }

        private mutating func take(_ key: String) -> TOMLValue? {
            readKeys.insert(key)
            return table[key]
        }

        private static func format(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }

    mutating func section(_ name: String, _ body: (inout Section) throws(FitTodayError) -> Void) throws(FitTodayError) {
        seenSections.insert(name)
        guard let value = root[name] else { return }
        guard case let .table(table) = value else {
            throw .configuration(line: nil, reason: locale.pick("\(name) precisa ser uma seção [\(name)]", "\(name) must be a [\(name)] section"))
        }
        var section = Section(name: name, table: table, locale: locale)
        try body(&section)
        if let unknown = table.keys.first(where: { !section.readKeys.contains($0) }) {
            throw .configuration(line: nil, reason: locale.pick("não conheço a opção \(name).\(unknown)", "\(name).\(unknown) is not a known setting"))
        }
    }

    func finish() throws(FitTodayError) {
        if let unknown = root.keys.first(where: { !seenSections.contains($0) }) {
            throw .configuration(line: nil, reason: locale.pick("não conheço a seção ou opção \(unknown)", "\(unknown) is not a known section or setting"))
        }
    }
}
