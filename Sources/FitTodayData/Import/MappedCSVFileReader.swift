import FitTodayDomain
import Foundation

/// A CSV of one's own (`fittoday import csv FILE --map ...`), read by the columns ``CSVColumnMap`` names. Never
/// recognized from a file's content: a spreadsheet has no layout to tell, so it needs `--map`.
///
/// A session is a day's rows, or a day's rows of one workout when `workout` is mapped; with a time in
/// `--date-format` it starts at its first row's time, otherwise it has none (``WorkoutRow/dateOnly``). A row of
/// `sets=3` is three sets. Weights are in `--unit`; durations are seconds, `M:SS` or `H:MM:SS`; distances are
/// metres, or in the row's `distance_unit` (`m`, `km`, `mi`).
enum MappedCSVFileReader: HistoryFileReader {
    static let app = WorkoutApp.csv

    /// The most sets one row may stand for.
    static let mostSetsPerRow = 100

    static func recognizes(_ text: HistoryFileText) -> Bool { false }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        guard let mapText = options.columnMap else { throw .missingOption(option: "--map") }
        let map = try CSVColumnMap(mapText)
        let pattern = try options.dateFormat.map { format throws(FitTodayError) in try DateFormatPattern(format) }
        let separator = try options.delimiter.map(delimiter) ?? guessDelimiter(text.bytes)
        var reader = CSVReader(bytes: text.bytes, separator: separator)
        guard let header = try? reader.next() else { throw .importFile(reason: .columnNotInHeader(column: map.columns[.date]!, columns: [])) }
        let columns = try map.indexes(in: header.fields)
        let parser = MappedCSVRowParser(header: header.fields, columns: columns, pattern: pattern, weightUnit: options.weightUnit)

        var rejections = ImportRowRejections(options: options)
        var rows: [WorkoutRow] = []
        try rejections.forEachRecord(of: &reader) { record, _ throws(ImportIssue) in rows.append(contentsOf: try parser.rows(record)) }
        // A sheet kept newest first still numbers a day's sets in the order they were done.
        rows.sort { ($0.start, $0.line) < ($1.start, $1.line) }
        var assembler = WorkoutSessionAssembler(app: app)
        for row in rows { assembler.add(row) }
        return WorkoutCSVContents(variant: .csv, encoding: text.encoding, skippedRows: rejections.rows, assembler: assembler)
    }

    /// `--delimiter`: `,`, `;` or a tab (written `tab`, `\t` or the character itself).
    static func delimiter(_ text: String) throws(FitTodayError) -> UInt8 {
        switch text.lowercased() {
        case ",", "comma": UInt8(ascii: ",")
        case ";", "semicolon": UInt8(ascii: ";")
        case "\t", "tab", "\\t": UInt8(ascii: "\t")
        default: throw .invalidValue(option: "--delimiter", value: text, allowed: [",", ";", "tab"])
        }
    }

    /// The separator the header uses most, outside quotes: a tab, `;` or `,` (`,` when there is none).
    static func guessDelimiter(_ bytes: [UInt8]) -> UInt8 {
        var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: ";"): 0, UInt8(ascii: "\t"): 0]
        var inQuotes = false
        for byte in bytes.drop(while: { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }) {
            if byte == UInt8(ascii: "\"") {
                inQuotes.toggle()
            } else if !inQuotes {
                if byte == 0x0A || byte == 0x0D { break }
                counts[byte]? += 1
            }
        }
        // Ties go to the comma, then the semicolon: a tab in a name is rarer than a separator.
        return [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")].max { counts[$0]! < counts[$1]! } ?? UInt8(ascii: ",")
    }
}
