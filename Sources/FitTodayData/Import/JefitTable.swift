import FitTodayDomain

/// One of the tables a JEFIT export holds in a single text file: opened by a banner line (`### EXERCISE LOGS ####`),
/// then its header row and its rows, closed by a line of `#`. A table may be empty (a banner and no header, or a
/// header and no rows).
struct JefitTable: Sendable {
    /// The banner's name in upper case, spaces collapsed: `EXERCISE LOGS`.
    var name: String
    /// The header's column names, trimmed and in lower case; empty when the banner has no header.
    var columns: [String]
    /// The rows, each with its physical line in the whole file.
    var rows: [CSVRecord] = []

    /// The index of the first column named one of `names`, nil when the table has none of them.
    func column(_ names: String...) -> Int? {
        for name in names {
            if let index = columns.firstIndex(of: name) { return index }
        }
        return nil
    }

    /// The trimmed value of `row` in `column`; empty when the column is missing or the row is short.
    func value(_ row: CSVRecord, _ column: Int?) -> String {
        guard let column, column < row.fields.count else { return "" }
        return WorkoutRowParser.trimmed(row.fields[column])
    }

    /// Every row to `body`, in order; a row that cannot be read against the header, or that `body` refuses, is kept
    /// in `issues` with its line (the one row loop of the JEFIT tables).
    func forEachRow(issues: inout [(line: Int, issue: ImportIssue)], _ body: (CSVRecord) throws(ImportIssue) -> Void) {
        for row in rows {
            do throws(ImportIssue) {
                if let issue = columnCountIssue(row) { throw issue }
                try body(row)
            } catch {
                issues.append((row.line, error))
            }
        }
    }

    /// Why `row` cannot be read against the header: fewer fields than the header, or more that are not empty.
    func columnCountIssue(_ row: CSVRecord) -> ImportIssue? {
        let fields = row.fields
        if fields.count < columns.count || fields[columns.count...].contains(where: { !WorkoutRowParser.trimmed($0).isEmpty }) {
            return .columnCount(expected: columns.count, found: fields.count)
        }
        return nil
    }

    /// The tables of `text` by name (the first of a name when it repeats), and the lines where a quoted value
    /// opens and never closes, with the table each falls in.
    static func tables(in text: HistoryFileText) -> (tables: [String: JefitTable], unclosedQuotes: [(line: Int, table: String?)]) {
        var reader = CSVReader(bytes: text.bytes, separator: UInt8(ascii: ","))
        var tables: [String: JefitTable] = [:]
        var unclosed: [(line: Int, table: String?)] = []
        var current: JefitTable?
        var awaitingHeader = false

        func close() {
            if let table = current, tables[table.name] == nil { tables[table.name] = table }
            current = nil
            awaitingHeader = false
        }

        reader.forEachRecord { line in unclosed.append((line, current?.name)) } _: { record, _ in
            switch Line(record) {
            case let .banner(name):
                close()
                current = JefitTable(name: name, columns: [])
                awaitingHeader = true
            case .closing:
                close()
            case .row:
                // Outside a table, or a line of nothing but separators: no row.
                guard current != nil, record.fields.contains(where: { !WorkoutRowParser.trimmed($0).isEmpty }) else { return }
                let cells = record.fields.map { WorkoutRowParser.trimmed($0).lowercased() }
                if awaitingHeader {
                    // Trailing empty names (a separator at the end of the header) are no columns.
                    current!.columns = Array(cells.reversed().drop { $0.isEmpty }.reversed())
                    awaitingHeader = false
                } else if !current!.columns.isEmpty, cells.prefix(current!.columns.count).elementsEqual(current!.columns) {
                    // A table of several parts repeats its header: not a row.
                    return
                } else {
                    current!.rows.append(record)
                }
            }
        }
        close()
        return (tables, unclosed)
    }

    /// What one record of the file is: a table's banner, the line of `#` that closes it, or a row.
    enum Line: Equatable {
        case banner(String)
        case closing
        case row

        init(_ record: CSVRecord) {
            guard let first = record.fields.first,
                  record.fields.dropFirst().allSatisfy({ WorkoutRowParser.trimmed($0).isEmpty }) else {
                self = .row
                return
            }
            self = Self(text: first)
        }

        /// `### NAME ###` (a run of at least two `#` on each side) is a banner; a line of nothing but `#` closes.
        init(text: String) {
            let line = WorkoutRowParser.trimmed(text)
            guard line.hasPrefix("#") else {
                self = .row
                return
            }
            if line.allSatisfy({ $0 == "#" }) {
                self = .closing
                return
            }
            let leading = line.prefix { $0 == "#" }.count
            let trailing = line.reversed().prefix { $0 == "#" }.count
            let name = line.dropFirst(leading).dropLast(trailing)
                .split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ").uppercased()
            self = leading >= 2 && trailing >= 2 && !name.isEmpty ? .banner(name) : .row
        }
    }
}
