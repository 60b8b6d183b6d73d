/// The one table of media types and file extensions: for images copied into a site, the image cache's formats,
/// the site's own files and what the preview server serves.
public enum MediaType {
    /// Extension (lowercased, no dot) and media type, the preferred extension of a type first.
    private static let table: [(ext: String, type: String)] = [
        ("html", "text/html; charset=utf-8"),
        ("htm", "text/html; charset=utf-8"),
        ("md", "text/markdown; charset=utf-8"),
        ("css", "text/css; charset=utf-8"),
        ("js", "text/javascript; charset=utf-8"),
        ("json", "application/json"),
        ("webmanifest", "application/manifest+json"),
        ("xml", "application/xml; charset=utf-8"),
        ("ics", "text/calendar; charset=utf-8"),
        ("txt", "text/plain; charset=utf-8"),
        ("jpg", "image/jpeg"),
        ("jpeg", "image/jpeg"),
        ("png", "image/png"),
        ("gif", "image/gif"),
        ("webp", "image/webp"),
        ("svg", "image/svg+xml"),
        ("ico", "image/x-icon"),
    ]

    /// The fallback for bytes of no known type.
    public static let unknown = "application/octet-stream"

    /// The media type of a file extension (any case, no dot), or ``unknown``.
    public static func forExtension(_ ext: String) -> String {
        let lowered = ext.lowercased()
        return table.first { $0.ext == lowered }?.type ?? unknown
    }

    /// The usual extension of a media type (parameters ignored), or nil when the table has none.
    public static func fileExtension(for type: String) -> String? {
        let bare = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return table.first { $0.type.split(separator: ";").first.map(String.init) == bare }?.ext
    }
}

extension MediaType {
    /// The media type of a raster image (JPEG, PNG, GIF, WebP) recognised by its first bytes ("magic
    /// bytes"), whatever its name says; nil for anything else, SVG included (text that may hold a script).
    public static func rasterImage(startingWith bytes: some Collection<UInt8>) -> String? {
        let head = Array(bytes.prefix(12))
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) { return "image/gif" }
        if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) { return "image/webp" }
        return nil
    }
}
