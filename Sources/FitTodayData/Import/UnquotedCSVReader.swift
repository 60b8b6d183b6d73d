/// Reads comma-separated text that quotes nothing (Fitbod's export), one record at a time.
///
/// Every comma separates fields and a quote is text like any other: ``CSVReader`` would take a note that starts
/// with a quote for a quoted field and read on into the rows after it. Lines end in LF, CRLF or CR; the last
/// may have no line end; a line with nothing but spaces is no record. The reader never looks back: linear in
/// the size of the text.
struct UnquotedCSVReader {
    private let bytes: [UInt8]
    private var position: Int
    private var line = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The next record that is not blank, or nil at the end of the text.
    mutating func next() -> CSVRecord? {
        while position < bytes.count {
            line += 1
            let start = position
            var end = start
            var blank = true
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D {
                if bytes[end] != 0x20, bytes[end] != 0x09 { blank = false }
                end += 1
            }
            position = end
            if position < bytes.count {
                // CR, LF or CRLF: one line end.
                let ending = bytes[position]
                position += 1
                if ending == 0x0D, position < bytes.count, bytes[position] == 0x0A { position += 1 }
            }
            if blank { continue }
            return CSVRecord(line: line, fields: fields(start..<end))
        }
        return nil
    }

    private func fields(_ range: Range<Int>) -> [String] {
        bytes.withUnsafeBufferPointer { buffer in
            var fields: [String] = []
            var fieldStart = range.lowerBound
            for index in range where buffer[index] == 0x2C {
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[fieldStart..<index]), as: UTF8.self))
                fieldStart = index + 1
            }
            fields.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[fieldStart..<range.upperBound]), as: UTF8.self))
            return fields
        }
    }
}
