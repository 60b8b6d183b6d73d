/// Where `Character`s begin and end, asked about single bytes.
///
/// swift-mustache reads templates and escapes values `Character` by `Character`, so a `<` followed by a
/// combining mark (or preceded by a prepended mark) is not a `<` to it. Bytes with ASCII neighbours are always
/// whole characters (callers never ask about "\r" or "\n"); only the rare byte next to a multi-byte scalar needs
/// the standard library's grapheme rules.
enum GraphemeBoundary {
    static func isWholeCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let previousIsASCII = index == 0 || bytes[index - 1] < 0x80
        let nextIsASCII = index + 1 >= bytes.count || bytes[index + 1] < 0x80
        if previousIsASCII && nextIsASCII { return true }
        // Grapheme rules around an ASCII character only look at the scalars right before and after it.
        var low = index
        if index > 0 {
            low -= 1
            while low > 0 && bytes[low] & 0xC0 == 0x80 { low -= 1 }
        }
        var high = index + 1
        if high < bytes.count {
            high += 1
            while high < bytes.count && bytes[high] & 0xC0 == 0x80 { high += 1 }
        }
        let piece = String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self)
        var offset = low
        for character in piece {
            let count = character.utf8.count
            if offset == index { return count == 1 }
            if offset > index { return false }
            offset += count
        }
        return false
    }

    /// Whether the scalar starting at `index` begins a new `Character` rather than extending the one before.
    ///
    /// Only used right after a white space scalar, where two scalars are all the grapheme rules look at.
    static func startsCharacter(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index > 0, index < bytes.count else { return true }
        if bytes[index] < 0x80 && bytes[index - 1] < 0x80 { return !(bytes[index - 1] == 0x0D && bytes[index] == 0x0A) }
        var low = index - 1
        while low > 0 && bytes[low] & 0xC0 == 0x80 { low -= 1 }
        var high = index + 1
        while high < bytes.count && bytes[high] & 0xC0 == 0x80 { high += 1 }
        return String(decoding: bytes[low..<high], as: UTF8.self).count == 2
    }

    static func isWholeCharacter(_ bytes: [UInt8], at index: Int) -> Bool {
        bytes.withUnsafeBufferPointer { isWholeCharacter($0, at: index) }
    }
}
