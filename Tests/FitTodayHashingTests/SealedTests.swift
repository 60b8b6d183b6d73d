import FitTodayHashing
import Testing

/// A sealed file gives back its body only whole, with its own header.
@Suite struct SealedTests {
    @Test func onlyAWholeFileWithItsHeaderIsUnsealed() {
        let header = Array("fittoday-test\t1\n".utf8)
        let body = header + Array(0...200).map { UInt8($0) }
        let sealed = SHA256.sealed(body)
        #expect(sealed.count == body.count + SHA256.digestByteCount)
        #expect(SHA256.unsealed(sealed, header: header).map(Array.init) == body)
        #expect(SHA256.unsealed(sealed, header: Array("fittoday-other\t1\n".utf8)) == nil)
        for length in 0..<sealed.count { #expect(SHA256.unsealed(Array(sealed.prefix(length)), header: header) == nil) }
        for position in sealed.indices {
            var changed = sealed
            changed[position] ^= 0x01
            #expect(SHA256.unsealed(changed, header: header) == nil)
        }
    }
}
