import FitTodayDomain

/// Cuts FitNotes' exports into lines and columns by the app's own rules, which are not CSV's.
///
/// FitNotes quotes only the `Comment` column (an empty one as `""`). A name holding a comma is written as it
/// is and splits its row, and a name may hold a bare `"` (`12" Box Jump`), even at its start: ``CSVReader``
/// would take that quote for the start of a quoted field and swallow the rest of the row, or of the file.
/// So every comma splits, and the columns are found from both ends: those before the name (Date; Date and
/// Time) and those after it (Category, the numbers and units), which never hold a comma, the number columns
/// checked for what they must look like. The fields left in the middle are the name, commas and all.
///
/// A comment may hold commas, quotes and line breaks; it starts at a `,"` after which the record ends with `"`,
/// and when several could, the one whose columns before it look right is it.
struct FitNotesLineSplitter: Sendable {
    /// One physical line of the file, numbered from 1, without its line end.
    struct Line: Sendable {
        var number: Int
        var text: String
    }

    /// One record's columns, the comment left out: it is only read to tell where the other columns end.
    struct Columns: Sendable {
        var leading: [String]
        var name: String
        var afterName: [String]
        var trailing: [String]
    }

    /// Columns before the name: Date (workouts), Date and Time (body tracker).
    let leading: Int
    /// Columns between the name and the numbers: Category (workouts), none (body tracker).
    let afterName: Int
    /// The columns of numbers and units after those.
    let trailing: Int
    /// The last column is a quoted `Comment`.
    let hasComment: Bool
    /// Whether the trailing fields look like what the app writes there.
    let trailingLooksRight: @Sendable ([String]) -> Bool

    /// How many columns the header has.
    var columnCount: Int { leading + 1 + afterName + trailing + (hasComment ? 1 : 0) }

    /// The file's lines, blank ones included (a blank line is no row, but may be part of a comment); a line
    /// ends at LF, CRLF or CR.
    static func lines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(Line(number: lines.count + 1, text: String(decoding: bytes[start..<index], as: UTF8.self)))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(Line(number: lines.count + 1, text: String(decoding: bytes[start...], as: UTF8.self))) }
        return lines
    }

    /// A comment spans at most this many lines: a damaged row never makes the reader look to the end of the file.
    private static let longestComment = 100

    /// The records of `lines` (those after the header), each with the number of the line it starts on: a
    /// blank line is no record, and a comment of several lines goes on on the lines that do not start a row.
    func records(_ lines: ArraySlice<Line>) -> [Line] {
        var records: [Line] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            index += 1
            if WorkoutRowParser.trimmed(line.text).isEmpty { continue }
            var record = line
            if hasComment, !isWhole(line.text) {
                var joined = line.text
                var next = index
                while next < lines.endIndex, next - index < Self.longestComment, !Self.startsRow(lines[next].text) {
                    joined += "\n" + lines[next].text
                    next += 1
                    if isWhole(joined) {
                        record.text = joined
                        index = next
                        break
                    }
                }
            }
            records.append(record)
        }
        return records
    }

    /// `text` split at every comma.
    static func fields(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether `text` starts like a row of an export: a date `YYYY-MM-DD` and a comma. A line of a comment
    /// that spans lines does not.
    static func startsRow(_ text: String) -> Bool {
        let bytes = Array(text.utf8.prefix(11))
        guard bytes.count == 11, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: ",") else { return false }
        return [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
    }

    /// Whether `text` is a whole record of a layout with a comment: it ends with the quoted comment, after
    /// columns that look right. False means its comment goes on on the next line (or the row is damaged).
    func isWhole(_ text: String) -> Bool {
        guard hasComment else { return true }
        return commentStarts(text).contains { arranged(Self.fields(String(text[..<$0])), checked: true) != nil }
    }

    /// The record's columns; throws when they cannot be told apart.
    func columns(_ text: String) throws(ImportIssue) -> Columns {
        let fields = Self.fields(text)
        if hasComment, text.utf8.last == UInt8(ascii: "\"") {
            var fitting: [Columns] = []
            var exact: Columns?
            for start in commentStarts(text) {
                let before = Self.fields(String(text[..<start]))
                if let columns = arranged(before, checked: true) { fitting.append(columns) }
                if before.count == columnCount - 1 { exact = arranged(before, checked: false) }
            }
            if fitting.count == 1 { return fitting[0] }
            if fitting.count > 1 { throw .ambiguousColumns(expected: columnCount, found: fields.count) }
            // Columns that do not look right but are as many as the header's: the row's own values say what is wrong.
            if let exact { return exact }
        }
        // No quoted comment at the end (a layout without one, or a row that lost it): the last field is the comment.
        let values = hasComment ? Array(fields.dropLast()) : fields
        guard fields.count >= columnCount else { throw .columnCount(expected: columnCount, found: fields.count) }
        if fields.count == columnCount, let columns = arranged(values, checked: false) { return columns }
        guard let columns = arranged(values, checked: true) else { throw .ambiguousColumns(expected: columnCount, found: fields.count) }
        return columns
    }

    /// Where a comment could start in `text` (the index of the comma before its opening quote): every `,"`
    /// whose quote is not the record's last character.
    private func commentStarts(_ text: String) -> [String.Index] {
        let bytes = text.utf8
        guard bytes.last == UInt8(ascii: "\"") else { return [] }
        let last = bytes.index(before: bytes.endIndex)
        var starts: [String.Index] = []
        var index = bytes.startIndex
        while index < last {
            let next = bytes.index(after: index)
            if bytes[index] == UInt8(ascii: ","), next < last, bytes[next] == UInt8(ascii: "\"") { starts.append(index) }
            index = next
        }
        return starts
    }

    /// `fields` (the comment left out) as columns: the first `leading`, the last `afterName + trailing`, the
    /// name in between, its commas put back. `checked` asks that the trailing fields look right, which is
    /// what makes a split row unambiguous.
    private func arranged(_ fields: [String], checked: Bool) -> Columns? {
        let fixed = leading + afterName + trailing
        guard fields.count >= fixed + 1 else { return nil }
        let trailingFields = Array(fields.suffix(trailing))
        if checked, !trailingLooksRight(trailingFields) { return nil }
        let nameEnd = fields.count - trailing - afterName
        return Columns(
            leading: Array(fields.prefix(leading)), name: fields[leading..<nameEnd].joined(separator: ","),
            afterName: Array(fields[nameEnd..<(fields.count - trailing)]), trailing: trailingFields
        )
    }
}
