import FitTodayData
import Foundation
import Testing

@Suite struct CSVReaderTests {
    private func records(_ text: String, separator: UInt8? = nil) throws -> [CSVRecord] {
        var reader = CSVReader(bytes: Array(text.utf8), separator: separator)
        return try reader.readAll()
    }

    @Test func quotedFieldsKeepSeparatorsLineBreaksAndDoubledQuotes() throws {
        let parsed = try records("a,b,c\n\"x, y\",\"line 1\nline 2\",\"she said \"\"hi\"\"\"\nplain,,last\n")
        #expect(parsed.map(\.fields) == [
            ["a", "b", "c"],
            ["x, y", "line 1\nline 2", "she said \"hi\""],
            ["plain", "", "last"],
        ])
        // The record after a two-line field starts on physical line 4.
        #expect(parsed.map(\.line) == [1, 2, 4])
    }

    @Test func byteOrderMarkAndCRLFAreHandled() throws {
        let parsed = try records("\u{FEFF}Date,Name\r\n2024-01-01,\"a\r\nb\"\r\n2024-01-02,c\r\n")
        #expect(parsed.map(\.fields) == [["Date", "Name"], ["2024-01-01", "a\nb"], ["2024-01-02", "c"]])
        #expect(parsed.map(\.line) == [1, 2, 4])
        #expect(parsed[0].fields[0].unicodeScalars.first == "D")
    }

    @Test func bareCarriageReturnsEndLinesToo() throws {
        let parsed = try records("a,b\r1,2\r3,4")
        #expect(parsed.map(\.fields) == [["a", "b"], ["1", "2"], ["3", "4"]])
        #expect(parsed.map(\.line) == [1, 2, 3])
    }

    @Test func theSeparatorIsGuessedFromTheFirstLine() throws {
        var semicolons = CSVReader(bytes: Array("Date;Weight;Notes\n2019-01-01;62,5;\"a; b, c\"\n".utf8))
        #expect(semicolons.separator == UInt8(ascii: ";"))
        #expect(try semicolons.readAll().map(\.fields) == [["Date", "Weight", "Notes"], ["2019-01-01", "62,5", "a; b, c"]])
        // Commas inside a quoted header name do not count.
        let commas = CSVReader(bytes: Array("\"a;b;c\",d,e\n".utf8))
        #expect(commas.separator == UInt8(ascii: ","))
        let forced = CSVReader(bytes: Array("a,b;c\n".utf8), separator: UInt8(ascii: ";"))
        #expect(forced.separator == UInt8(ascii: ";"))
    }

    @Test func emptyLinesAreSkippedButCountedAndEmptyFieldsKept() throws {
        let parsed = try records("h1,h2\n\n1,\n\r\n\"\",2\n,\n3,4,")
        #expect(parsed.map(\.fields) == [["h1", "h2"], ["1", ""], ["", "2"], ["", ""], ["3", "4", ""]])
        #expect(parsed.map(\.line) == [1, 3, 5, 6, 7])
    }

    @Test func quotingIsReadLeniently() throws {
        // A quote inside an unquoted field stays; text after a closing quote is kept.
        let parsed = try records("5'10\" tall,\"quoted\" tail,x\n")
        #expect(parsed.map(\.fields) == [["5'10\" tall", "quoted tail", "x"]])
    }

    @Test func nonASCIITextSurvives() throws {
        let parsed = try records("Exercício,Observação\nSupino reto,\"Ótimo — sem dor 💪\"\n")
        #expect(parsed[1].fields == ["Supino reto", "Ótimo — sem dor 💪"])
    }

    @Test func anUnclosedQuoteReportsItsLineAndReadingCanGoOn() throws {
        var reader = CSVReader(bytes: Array("a,b\n1,2\n3,\"never closed\n4,5\n".utf8))
        #expect(try reader.next()?.fields == ["a", "b"])
        #expect(try reader.next()?.fields == ["1", "2"])
        #expect(throws: CSVReader.UnclosedQuote(line: 3)) { try reader.next() }
        let resumed = try reader.next()
        #expect(resumed == CSVRecord(line: 4, fields: ["4", "5"]))
        #expect(try reader.next() == nil)
        #expect(reader.bytesRead == reader.byteCount)
    }

    @Test func manyRowsReadInOrder() throws {
        var text = "n,name\n"
        for index in 1...5000 { text += "\(index),\"row \(index), quoted\"\n" }
        let parsed = try records(text)
        #expect(parsed.count == 5001)
        #expect(parsed.last == CSVRecord(line: 5001, fields: ["5000", "row 5000, quoted"]))
    }
}
