import FitTodayHashing

/// A digest of everything a page is made from: the build's epoch (the code that renders, the templates and
/// assets, the words, language and title), the page's place, kind and title, and its model (or the domain values
/// its model is a function of). Another input, such as library content, is one more ``add(_:)``. The site adds its models
/// as their template values (`PageFingerprint+Models.swift` in FitTodaySite).
public struct PageFingerprint: Sendable {
    private var digest = SHA256()

    /// `kind`: the name of the templates that render the page.
    public init(epoch: String, path: String, kind: String, title: String) {
        for field in [epoch, path, kind, title] { add(field) }
    }

    /// A digest of these fields, each as ``add(_:)-([UInt8])`` adds it.
    public init(fields: [String]) {
        for field in fields { add(field) }
    }

    /// Adds bytes, prefixed with their length so that no two sequences of inputs run together.
    public mutating func add(_ bytes: [UInt8]) {
        addLength(bytes.count)
        digest.update(bytes)
    }

    /// Adds a string's UTF-8 bytes as ``add(_:)-([UInt8])`` adds bytes, without copying them into an array first.
    private mutating func add(_ string: String) {
        addLength(string.utf8.count)
        digest.update(string.utf8)
    }

    /// A length as unsigned LEB128 (as the template values' canonical bytes write theirs), from a buffer on the stack.
    private mutating func addLength(_ count: Int) {
        var rest = UInt(count)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { buffer in
            var used = 0
            while rest >= 0x80 {
                buffer[used] = UInt8(truncatingIfNeeded: rest) | 0x80
                rest >>= 7
                used += 1
            }
            buffer[used] = UInt8(rest)
            digest.update(bytes: UnsafeRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[...used]))
        }
    }

    /// The first 88 bits of the digest in 15 characters of base64url: a String that short is stored inline, with no
    /// allocation of its own, and a build holds one per page twice (the last build's and its own, 100 000 and more for
    /// a long history). 88 bits still tell a changed page from an unchanged one but once in 10^26.
    public var text: String {
        var copy = digest
        let bytes = copy.finalize()
        let alphabet = Self.alphabet
        // 88 bits, six at a time from the top; the last character takes the last four, padded with zeros.
        var characters: [UInt8] = []
        characters.reserveCapacity(Self.textLength)
        var buffer: UInt32 = 0, held = 0
        for byte in bytes.prefix(11) {
            buffer = buffer << 8 | UInt32(byte)
            held += 8
            while held >= 6 {
                held -= 6
                characters.append(alphabet[Int((buffer >> UInt32(held)) & 0x3F)])
            }
        }
        characters.append(alphabet[Int((buffer << UInt32(6 - held)) & 0x3F)])
        return String(decoding: characters, as: UTF8.self)
    }

    /// Characters in ``text``: at most 15 UTF-8 bytes is what a String keeps inline.
    public static let textLength = 15
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
}
