import FitTodaySystem
import Testing

/// FitToday's binary files read back exactly what was written, and a cut or damaged one is refused, not half-read.
@Suite struct ByteWriterReaderTests {
    static let name = "Supino <b>reto</b> ção 💪\t\n"

    func sample() -> [UInt8] {
        var out = ByteWriter(bytes: [0xAB])
        out.byte(7)
        out.int(Int64.min)
        out.int(-1)
        out.int(Int.max)
        out.double(-0.1)
        out.double(.infinity)
        out.string("")
        out.string(Self.name)
        out.optional(nil as Double?)
        out.optional(82.5)
        out.optional(nil as String?)
        out.optional("W/\"etag\"")
        return out.bytes
    }

    /// Reads the sample's values in order; true only when each is the one written and nothing is left.
    func readsTheSample(_ bytes: ArraySlice<UInt8>) -> Bool {
        var input = ByteReader(bytes: bytes, position: bytes.startIndex + 1)
        guard input.byte() == 7, input.int() == Int64.min, input.int() == -1, input.int() == Int64(Int.max),
              input.double() == -0.1, input.double() == .infinity, input.string() == "", input.string() == Self.name,
              let noWeight = input.optional(), noWeight == nil, let weight = input.optional(), weight == 82.5,
              let noTag = input.optionalString(), noTag == nil, let tag = input.optionalString(), tag == "W/\"etag\"" else { return false }
        return input.isAtEnd
    }

    @Test func readsBackWhatWasWritten() {
        #expect(readsTheSample(sample()[...]))
        var empty = ByteReader(bytes: [UInt8]()[...])
        #expect(empty.isAtEnd && empty.byte() == nil && empty.int() == nil && empty.string() == nil && empty.count() == nil)
    }

    @Test func aCutOrLengthenedFileIsRefused() {
        let bytes = sample()
        for length in 1..<bytes.count { #expect(!readsTheSample(bytes[..<length]), "cut at \(length)") }
        #expect(!readsTheSample((bytes + [0])[...]))
        // A length that runs past the end, or a negative one, is refused.
        var out = ByteWriter()
        out.int(1_000)
        out.bytes += Array("short".utf8)
        out.int(-3)
        var input = ByteReader(bytes: out.bytes[...])
        #expect(input.string() == nil)
        var negative = ByteReader(bytes: out.bytes[13...])
        #expect(negative.count() == nil)
    }
}
