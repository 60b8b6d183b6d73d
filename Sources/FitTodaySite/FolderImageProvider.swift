import Foundation

/// Images read from a local folder laid out like the image source (`<folder>/Barbell_Squat/0.jpg`).
public struct FolderImageProvider: SiteImageProvider {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    public func image(forPath path: String) async -> SiteImage? {
        // Library paths are relative; refuse anything that would climb out of the folder.
        guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        let url = directory.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return SiteImage(fileURL: url, contentType: Self.contentType(forExtension: url.pathExtension))
    }

    static func contentType(forExtension ext: String) -> String {
        switch ext.lowercased() {
        case "jpg", "jpeg": "image/jpeg"
        case "png": "image/png"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}
