/// The file name of an image rendition, `<hash>.<width>x<height>.<ext>`: the one place that writes and reads it, for
/// the rendition store, the site's image paths and deploy's cache rule.
public struct RenditionFileName: Equatable, Sendable {
    /// The lowercase hexadecimal hash the name starts with.
    public var hash: String
    public var width: Int
    public var height: Int
    /// The extension, without its dot (`webp`).
    public var fileExtension: String

    public init(hash: String, width: Int, height: Int, fileExtension: String) {
        self.hash = hash
        self.width = width
        self.height = height
        self.fileExtension = fileExtension
    }

    /// Reads `name` (a file name, or a path whose last component is one); nil when it is not a rendition's name.
    public init?(_ name: String) {
        let file = name.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(name)
        let parts = file.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[2].isEmpty,
              parts[0].allSatisfy({ $0.isASCII && $0.isHexDigit && !$0.isUppercase }) else { return nil }
        let size = parts[1].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, size.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let width = Int(size[0]), let height = Int(size[1]), width > 0, height > 0 else { return nil }
        self.init(hash: String(parts[0]), width: width, height: height, fileExtension: String(parts[2]))
    }

    /// The name, `<hash>.<width>x<height>.<ext>`.
    public var text: String { "\(hash).\(width)x\(height).\(fileExtension)" }
}
