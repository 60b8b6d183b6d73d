/// A text as a memo's key, by its UTF-8 bytes: hashing a `String` normalizes it first (NFC), which for an exercise's
/// instructions cost more than the memo saved; two texts of the same bytes are the same text here.
struct TextKey: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (left: TextKey, right: TextKey) -> Bool {
        left.text.utf8.elementsEqual(right.text.utf8)
    }
}
