import FitTodayDomain
import FitTodayTOML

/// Reads typed fields from one table of a content file, reporting problems with the file and line.
struct ContentFields {
    let table: TOMLTable
    let file: String
    let locator: SourceLocator
    /// Which `[[exercises]]` entry this table is, if any, so that lines point inside it.
    let entry: Int?
    private(set) var read: Set<String> = []

    init(_ table: TOMLTable, file: String, locator: SourceLocator, entry: Int? = nil) {
        self.table = table
        self.file = file
        self.locator = locator
        self.entry = entry
    }

    func failure(_ field: String?, _ issue: ContentIssue) -> FitTodayError {
        .content(file: file, line: field.flatMap { locator.line(ofKey: $0, inEntry: entry) } ?? locator.firstLine, issue: issue)
    }

    mutating func string(_ field: String, required: Bool = true) throws(FitTodayError) -> String? {
        read.insert(field)
        guard let value = table[field] else {
            if required { throw failure(nil, .missingField(field)) }
            return nil
        }
        guard case let .string(text) = value else { throw failure(field, .wrongType(field: field, expected: .text)) }
        let trimmed = ContentText.trimmed(text)
        guard !trimmed.isEmpty else { throw failure(field, .wrongType(field: field, expected: .text)) }
        return trimmed
    }

    mutating func strings(_ field: String, required: Bool = true) throws(FitTodayError) -> [String] {
        read.insert(field)
        guard let value = table[field] else {
            if required { throw failure(nil, .missingField(field)) }
            return []
        }
        guard case let .array(items) = value else { throw failure(field, .wrongType(field: field, expected: .listOfTexts)) }
        var result: [String] = []
        for item in items {
            guard case let .string(text) = item else { throw failure(field, .wrongType(field: field, expected: .listOfTexts)) }
            result.append(text)
        }
        if required, result.isEmpty { throw failure(field, .emptyList(field)) }
        return result
    }

    mutating func slug<T: SlugValue>(_ field: String, as type: T.Type) throws(FitTodayError) -> T {
        let text = try string(field) ?? ""
        guard let value = T(rawValue: text) else { throw failure(field, .invalidValue(field: field, value: text, allowed: T.allSlugs)) }
        return value
    }

    mutating func slugs<T: SlugValue>(_ field: String, as type: T.Type) throws(FitTodayError) -> [T] {
        var result: [T] = []
        for text in try strings(field) {
            guard let value = T(rawValue: text) else { throw failure(field, .invalidValue(field: field, value: text, allowed: T.allSlugs)) }
            result.append(value)
        }
        return result
    }

    mutating func integer(_ field: String, allowed: [Int]? = nil, range: ClosedRange<Int>? = nil) throws(FitTodayError) -> Int {
        read.insert(field)
        guard let value = table[field] else { throw failure(nil, .missingField(field)) }
        guard case let .integer(number) = value else { throw failure(field, .wrongType(field: field, expected: .wholeNumber)) }
        if let allowed, !allowed.contains(number) {
            throw failure(field, .outOfRange(field: field, value: number, allowed: allowed.map(String.init).joined(separator: ", ")))
        }
        if let range, !range.contains(number) {
            throw failure(field, .outOfRange(field: field, value: number, allowed: "\(range.lowerBound)–\(range.upperBound)"))
        }
        return number
    }

    /// A whole number that may be left out (nil), checked against `range` when it is there.
    mutating func optionalInteger(_ field: String, range: ClosedRange<Int>) throws(FitTodayError) -> Int? {
        guard table[field] != nil else {
            read.insert(field)
            return nil
        }
        return try integer(field, range: range)
    }

    mutating func markRead(_ field: String) { read.insert(field) }

    /// Whether the table gives `field` at all.
    func has(_ field: String) -> Bool { table[field] != nil }

    /// Refuses fields nobody read, so a typo does not silently drop a value.
    func finish() throws(FitTodayError) {
        if let unknown = table.keys.first(where: { !read.contains($0) }) {
            throw failure(unknown, .unknownField(unknown))
        }
    }
}
