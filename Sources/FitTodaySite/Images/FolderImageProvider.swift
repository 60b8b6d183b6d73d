import FitTodaySystem
import Foundation

/// Images read from a local folder laid out like the image source (`<folder>/Barbell_Squat/0.jpg`).
///
/// Only real raster images are served, recognised by their first bytes: a file named `.jpg` that is a script,
/// an HTML page or an SVG is left out (the page shows the illustration instead), and the media type comes
/// from the bytes, never from the name.
public struct FolderImageProvider: SiteImageProvider {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    public func image(forPath path: String) async -> SiteImage? {
        // Library paths are relative; refuse anything that would climb out of the folder.
        guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        let url = directory.appendingPathComponent(path)
        // A regular file (through links the person made): never a FIFO, which would block the read.
        guard FileKind.of(url.path, following: true) == .regular, let type = Self.contentType(ofFileAt: url.path) else { return nil }
        return SiteImage(fileURL: url, contentType: type)
    }

    /// The media type of the image in the file at `path`, from its first bytes; nil when it is not one.
    static func contentType(ofFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 12) else { return nil }
        return MediaType.rasterImage(startingWith: head)
    }
}
