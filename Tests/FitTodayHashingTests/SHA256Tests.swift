import FitTodayTestSupport
import Foundation
import Testing
import FitTodayHashing

@Suite("SHA-256")
struct SHA256Tests {
    @Test("FIPS 180-2 / NIST test vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
        ("The quick brown fox jumps over the lazy dog",
         "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"),
    ])
    func knownVectors(message: String, expected: String) {
        #expect(SHA256.hexDigest(message.utf8) == expected)
        #expect(SHA256.hexDigest(of: message) == expected)
        #expect(SHA256.hexDigest(Data(message.utf8)) == expected)
        #expect(SHA256.hash(Array(message.utf8)).count == SHA256.digestByteCount)
    }

    @Test("one million 'a'")
    func millionA() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hexDigest(message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("incremental updates in uneven pieces equal the one-shot digest")
    func incremental() {
        let message = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let expected = SHA256.hash(message)
        for pieceSize in [1, 3, 55, 63, 64, 65, 127, 1000] {
            var hasher = SHA256()
            var index = 0
            while index < message.count {
                let end = min(index + pieceSize, message.count)
                hasher.update(message[index..<end])
                index = end
            }
            #expect(hasher.finalize() == expected, "piece size \(pieceSize)")
        }
    }

    @Test("a non-contiguous sequence hashes like its bytes")
    func nonContiguousSequence() {
        let lazyBytes = (0..<200).lazy.map { UInt8($0) }
        #expect(SHA256.hash(lazyBytes) == SHA256.hash(Array(0..<200).map { UInt8($0) }))
    }

    @Test("finalize resets the hasher")
    func finalizeResets() {
        var hasher = SHA256()
        hasher.update("abc".utf8)
        _ = hasher.finalize()
        #expect(SHA256.hex(hasher.finalize()) == SHA256.hexDigest(of: ""))
    }

    // `sha256sum` (coreutils) is the reference; the test is skipped where it is not installed, except under CI=true,
    // where it fails.
    @Test("matches sha256sum for files around block boundaries",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum") || ProcessInfo.processInfo.environment["CI"] == "true", "sha256sum is not installed"))
    func matchesSha256sum() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum"), "sha256sum is not installed")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fittoday-sha256-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1_048_579] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
            let file = directory.appendingPathComponent("sample-\(length).bin")
            try Data(bytes).write(to: file)
            let reference = try sha256sum(file)
            #expect(try SHA256.hexDigest(contentsOf: file) == reference, "length \(length)")
            #expect(SHA256.hexDigest(bytes) == reference, "length \(length)")
        }
    }

    private func sha256sum(_ file: URL) throws -> String {
        let result = try ChildProcess.run("/usr/bin/sha256sum", [file.path], stderr: .inherit, deadline: 60)
        return result.stdoutText.split(separator: " ").first.map(String.init) ?? ""
    }
}
