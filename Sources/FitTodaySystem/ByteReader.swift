/// Reads what ``ByteWriter`` wrote. Every read is bounds-checked and gives nil past the end or on a bad value,
/// so a damaged file is refused, never half-read or crashed on.
public struct ByteReader: Sendable {
    public let bytes: ArraySlice<UInt8>
    public private(set) var position: Int

    public init(bytes: ArraySlice<UInt8>, position: Int? = nil) {
        self.bytes = bytes
        self.position = position ?? bytes.startIndex
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { position == bytes.endIndex }

    public mutating func byte() -> UInt8? {
        guard position < bytes.endIndex else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func int() -> Int64? {
        guard bytes.endIndex - position >= 8 else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[position + index]) << (8 * UInt64(index)) }
        position += 8
        return Int64(bitPattern: value)
    }

    /// A count of things that follow; each takes at least one byte, so a count past the end is damage.
    public mutating func count() -> Int? {
        guard let value = int(), value >= 0, value <= bytes.endIndex - position else { return nil }
        return Int(value)
    }

    public mutating func double() -> Double? { int().map { Double(bitPattern: UInt64(bitPattern: $0)) } }

    public mutating func string() -> String? {
        guard let length = count() else { return nil }
        defer { position += length }
        return String(decoding: bytes[position..<(position + length)], as: UTF8.self)
    }

    /// nil past the end; `.some(nil)` for an absent value.
    public mutating func optional() -> Double?? {
        switch byte() {
        case 0: return .some(nil)
        case 1: return double().map { .some($0) }
        default: return nil
        }
    }

    /// nil past the end; `.some(nil)` for an absent value.
    public mutating func optionalString() -> String?? {
        switch byte() {
        case 0: return .some(nil)
        case 1: return string().map { .some($0) }
        default: return nil
        }
    }
}
