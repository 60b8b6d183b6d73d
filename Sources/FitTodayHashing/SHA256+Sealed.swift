extension SHA256 {
    /// `bytes` with their SHA-256 appended: FitToday's own binary files carry it so that a file cut short or changed
    /// on disk is refused as a whole, never half-trusted.
    public static func sealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        seal(&bytes)
        return bytes
    }

    /// ``sealed(_:)`` in place: a file of a megabyte is not copied once more for its 32 bytes.
    public static func seal(_ bytes: inout [UInt8]) {
        let digest = hash(bytes)
        bytes.append(contentsOf: digest)
    }

    /// What ``sealed(_:)`` sealed, header included, when `bytes` start with `header` and end with the digest of the
    /// rest; nil otherwise.
    public static func unsealed(_ bytes: [UInt8], header: [UInt8]) -> ArraySlice<UInt8>? {
        guard bytes.count >= header.count + digestByteCount, bytes.starts(with: header) else { return nil }
        let body = bytes[..<(bytes.count - digestByteCount)]
        guard hash(body).elementsEqual(bytes[(bytes.count - digestByteCount)...]) else { return nil }
        return body
    }
}
