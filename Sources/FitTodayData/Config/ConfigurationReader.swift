import FitTodayDomain
import FitTodayTOML

/// Reads typed values out of the parsed configuration, and refuses keys nobody reads, so a typo
/// is reported instead of silently ignored.
struct ConfigurationReader {
    /// The whole file, for the readers of a section that look at its raw table.
    let root: TOMLTable
    private let locale: AppLocale
    private var seenSections: Set<String> = []

    init(root: TOMLTable, locale: AppLocale) {
        self.root = root
        self.locale = locale
    }

    /// A reader of the settings file `text`; a file that is not TOML is refused with its line and the reason in
    /// `locale`'s words.
    init(parsing text: String, locale: AppLocale) throws(FitTodayError) {
        do {
            self.init(root: try TOML.parse(text), locale: locale)
        } catch {
            throw .configuration(line: error.line, reason: error.message(locale))
        }
    }

    struct Section {
        let name: String
        let table: TOMLTable
        let locale: AppLocale
        fileprivate(set) var readKeys: Set<String> = []

        mutating func string(_ key: String) throws(FitTodayError) -> String? {
            guard let value = take(key) else { return nil }
            guard case let .string(text) = value else { throw invalid(key, expected: locale.words.data.configurationReaderSection.string) }
            return text
        }

        mutating func bool(_ key: String) throws(FitTodayError) -> Bool? {
            guard let value = take(key) else { return nil }
            guard case let .boolean(flag) = value else { throw invalid(key, expected: locale.words.data.configurationReaderSection.boolean) }
            return flag
        }

        mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(FitTodayError) -> Int? {
            guard let value = take(key) else { return nil }
            guard case let .integer(number) = value, range.contains(number) else {
                throw invalid(key, expected: locale.words.data.configurationReaderSection.wholeNumberFrom(lowerBound: range.lowerBound, upperBound: range.upperBound))
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
                throw invalid(key, expected: locale.words.data.configurationReaderSection.numberFromTo(format: Self.format(range.lowerBound), rangeFormat: Self.format(range.upperBound)))
            }
            return number
        }

        /// A non-empty list of numbers, each above 0 and at most `upperBound` (`plates_kg`).
        mutating func positiveNumbers(_ key: String, atMost upperBound: Double) throws(FitTodayError) -> [Double]? {
            guard let value = take(key) else { return nil }
            let numbers: [Double]? = if case let .array(items) = value, !items.isEmpty {
                items.map { item -> Double in
                    switch item {
                    case let .integer(whole): Double(whole)
                    case let .float(fraction): fraction
                    default: .nan
                    }
                }
            } else {
                nil
            }
            guard let numbers, numbers.allSatisfy({ $0 > 0 && $0 <= upperBound }) else {
                throw invalid(key, expected: locale.words.data.configurationReaderNumbers.listOfPositiveNumbers(upperBound: Self.format(upperBound)))
            }
            return numbers
        }

        /// An array of tables (`[[deploy.headers]]`), each as written.
        mutating func tables(_ key: String, expected: String) throws(FitTodayError) -> [TOMLTable]? {
            guard let value = take(key) else { return nil }
            guard case let .array(items) = value else { throw invalid(key, expected: expected) }
            var tables: [TOMLTable] = []
            for item in items {
                guard case let .table(table) = item else { throw invalid(key, expected: expected) }
                tables.append(table)
            }
            return tables
        }

        /// A table of whole numbers in `range` under names among `names` (`[images] sizes`).
        mutating func integers(_ key: String, names: [String], in range: ClosedRange<Int>, expected: String) throws(FitTodayError) -> [String: Int]? {
            guard let value = take(key) else { return nil }
            guard case let .table(table) = value else { throw invalid(key, expected: expected) }
            var numbers: [String: Int] = [:]
            for (name, item) in table {
                guard names.contains(name), case let .integer(number) = item, range.contains(number) else { throw invalid(key, expected: expected) }
                numbers[name] = number
            }
            return numbers
        }

        func invalid(_ key: String, expected: String) -> FitTodayError {
            .configuration(line: nil, reason: locale.words.data.configurationReaderSection.mustBe(name: name, key: key, expected: expected))
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
            throw .configuration(line: nil, reason: locale.words.data.configurationReaderSection.mustBeSection(name: name))
        }
        var section = Section(name: name, table: table, locale: locale)
        try body(&section)
        if let unknown = table.keys.first(where: { !section.readKeys.contains($0) }) {
            throw .configuration(line: nil, reason: locale.words.data.configurationReaderSection.isNotKnown(name: name, unknown: unknown))
        }
    }

    func finish() throws(FitTodayError) {
        if let unknown = root.keys.first(where: { !seenSections.contains($0) }) {
            throw .configuration(line: nil, reason: locale.words.data.configurationReaderSection.isNotKnownSection(unknown: unknown))
        }
    }
}
