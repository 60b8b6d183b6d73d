/// One record of a CSV file: its fields and the physical line it starts on.
public struct CSVRecord: Equatable, Sendable {
    /// 1-based physical line of the record's first byte; a record with quoted line breaks spans several lines.
    public var line: Int
    public var fields: [String]

    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }
}
