/// Where a site is published: a bucket and a prefix inside it (`s3://bucket/prefix`).
public struct S3Target: Equatable, Sendable, CustomStringConvertible {
    public let bucket: String
    /// Folders inside the bucket, without a leading or trailing `/`; empty for the bucket's root.
    public let prefix: String

    /// Reads `s3://bucket` or `s3://bucket/prefix`; nil for anything else (another scheme, a bucket name S3 would
    /// refuse, empty, `.` or `..` folders, credentials written into the address).
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("s3://") else { return nil }
        let rest = trimmed.dropFirst(5)
        let parts = rest.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first else { return nil }
        let bucket = String(first)
        guard Self.isBucketName(bucket) else { return nil }
        var prefix = parts.count > 1 ? String(parts[1]) : ""
        while prefix.hasSuffix("/") { prefix.removeLast() }
        if !prefix.isEmpty {
            let folders = prefix.split(separator: "/", omittingEmptySubsequences: false)
            guard folders.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
                  !prefix.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        }
        self.bucket = bucket
        self.prefix = prefix
    }

    /// S3's rule for bucket names (3 to 63 lowercase letters, digits, `.` and `-`, starting and ending with a letter
    /// or digit), with `_` and capitals that older stores still allow; never `@`, `:` or `/`.
    static func isBucketName(_ name: String) -> Bool {
        guard (3...63).contains(name.count), let first = name.unicodeScalars.first, let last = name.unicodeScalars.last else { return false }
        func alphanumeric(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        return alphanumeric(first) && alphanumeric(last) && !name.contains("..")
            && name.unicodeScalars.allSatisfy { alphanumeric($0) || $0 == "." || $0 == "-" || $0 == "_" }
    }

    /// The object key of a site path (`assets/app.js` → `prefix/assets/app.js`).
    public func key(forPath path: String) -> String {
        prefix.isEmpty ? path : prefix + "/" + path
    }

    /// The site path of an object key under the prefix, or nil for a key outside it.
    public func path(forKey key: String) -> String? {
        if prefix.isEmpty { return key }
        guard key.hasPrefix(prefix + "/") else { return nil }
        return String(key.dropFirst(prefix.count + 1))
    }

    /// What `list` asks for: every key under the prefix.
    var listPrefix: String { prefix.isEmpty ? "" : prefix + "/" }

    public var description: String { prefix.isEmpty ? "s3://\(bucket)" : "s3://\(bucket)/\(prefix)" }
}
