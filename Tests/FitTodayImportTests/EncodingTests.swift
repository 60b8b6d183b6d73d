@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// CSV files saved in other encodings than UTF-8 are converted when that is certain, and refused with a
/// sentence saying what to do otherwise; NUL bytes are refused with their line.
@Suite struct EncodingTests {
    @Test(arguments: [
        ("strong-utf8-bom.csv", CSVTextDecoder.Encoding.utf8), ("strong-utf16le.csv", .utf16LittleEndian),
        ("strong-utf16be.csv", .utf16BigEndian),
    ])
    func unicodeFilesImportTheSame(_ file: String, _ encoding: CSVTextDecoder.Encoding) throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try ImportFixtures.importFixture(file, as: .strong, into: store)
        #expect(summary.encoding == encoding)
        #expect(summary.sessionsImported == 1 && summary.setsImported == 2)
        let session = try #require(try ImportFixtures.sessions(in: store).first)
        #expect(session.planTitle == "Treino de força")
        #expect(session.notes == "Joelho ok")
        #expect(session.volumeKg == 960)
        #expect(session.sets.map(\.exerciseID) == ["supino-reto-com-barra", "rosca-direta-com-barra"])
    }

    @Test func windows1252IsConverted() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try ImportFixtures.importFixture("strong-windows1252.csv", as: .strong, into: store)
        #expect(summary.encoding == .windows1252)
        #expect(summary.setsImported == 3)
        let session = try #require(try ImportFixtures.sessions(in: store).first)
        // "ç" is Latin-1's 0xE7; the curly quotes are Windows-1252's 0x93 and 0x94.
        #expect(session.planTitle == "Treino de força")
        #expect(session.volumeKg == 1440)
        #expect(try store.exercises.exercises().contains { $0.name == "Supino reto com barra" })
    }

    @Test func aFileNoEncodingExplainsIsRefusedWithWhatToDo() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let before = try ImportFixtures.counts(in: store)
        #expect(throws: FitTodayError.importFile(reason: .unknownEncoding)) {
            try ImportFixtures.importFixture("strong-unknown-encoding.csv", as: .strong, into: store)
        }
        #expect(try ImportFixtures.counts(in: store) == before)
        let message = FitTodayError.importFile(reason: .unknownEncoding).message(.ptBR)
        #expect(message.contains("UTF-8") && message.contains("Exporte de novo"))
        #expect(FitTodayError.importFile(reason: .unknownEncoding).message(.en).contains("save it as \"CSV UTF-8\""))
    }

    @Test func nulBytesAreRefusedWithTheirLine() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        #expect(throws: FitTodayError.importFile(reason: .nulByte(line: 3))) {
            try ImportFixtures.importFixture("strong-nul.csv", as: .strong, into: store)
        }
        #expect(try ImportFixtures.counts(in: store).sessions == 0)
        #expect(FitTodayError.importFile(reason: .nulByte(line: 3)).message(.ptBR).contains("linha 3"))
        // In UTF-16 a NUL is a whole zero code unit, found after conversion.
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "a,b\r\nc\u{0},d\r\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(throws: CSVTextDecoder.Failure.nulByte(line: 2)) { try CSVTextDecoder.decode(utf16) }
    }

    @Test func decoderKeepsUTF8AndRecognizesUTF16WithoutAMark() throws {
        let plain = Array("Date,Treino,Força\n".utf8)
        let kept = try CSVTextDecoder.decode(plain)
        #expect(kept.bytes == plain && kept.encoding == .utf8)
        var noMark: [UInt8] = []
        for unit in "Date,Workout Name\n".utf16 { noMark += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let decoded = try CSVTextDecoder.decode(noMark)
        #expect(decoded.encoding == .utf16LittleEndian)
        #expect(String(decoding: decoded.bytes, as: UTF8.self) == "Date,Workout Name\n")
    }
}
