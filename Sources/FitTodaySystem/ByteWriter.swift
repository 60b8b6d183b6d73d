/// Builds the bytes of FitToday's own small binary files (kept beside the output or in a cache folder, read
/// back only by ``ByteReader``): little-endian 64-bit integers, doubles by bit pattern (exact), and
/// length-prefixed UTF-8. Plain and fast where thousands of records are written on every build, and where JSON
/// would cost more than the work the file saves.
public struct ByteWriter: Sendable {
    public var bytes: [UInt8]

    public init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    public mutating func byte(_ value: UInt8) { bytes.append(value) }

    public mutating func int(_ value: Int64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }

    public mutating func int(_ value: Int) { int(Int64(value)) }

    public mutating func double(_ value: Double) { int(Int64(bitPattern: value.bitPattern)) }

    public mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    /// A flag byte, then the value when there is one.
    public mutating func optional(_ value: Double?) {
        byte(value == nil ? 0 : 1)
        if let value { double(value) }
    }

    public mutating func optional(_ value: String?) {
        byte(value == nil ? 0 : 1)
        if let value { string(value) }
    }
}
