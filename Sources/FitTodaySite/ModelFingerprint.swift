import FitTodayHashing

/// A digest of a page's template context: the same context, templates and site settings render the same bytes.
enum ModelFingerprint {
    static func digest(prefix: String, _ model: TemplateObject) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        bytes.append(contentsOf: prefix.utf8)
        model.appendCanonical(to: &bytes)
        return SHA256.hexDigest(bytes)
    }
}
