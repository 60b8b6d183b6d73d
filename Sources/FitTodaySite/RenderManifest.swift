import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import Foundation

/// What the last build was made from, kept beside the output: a key of all its inputs, so that a rebuild
/// with nothing changed stops at once, and a fingerprint per page, so that a page whose inputs did not
/// change is carried over instead of rendered again.
///
/// A missing, older or unreadable manifest only means a full render; it is never trusted over a missing file.
struct RenderManifest: Sendable {
    /// The page lines read: page path (`history/sessions/12.html`) and the fingerprint of everything it was
    /// rendered from.
    private var pageLines = ManifestPageLines()
    /// Pages set or removed (nil) since: an update changes a few pages and copies the other lines as they were.
    private var pageChanges: [String: String?] = [:]
    /// A digest of every input of the build (data revision, templates, options, images); nil when unknown.
    var inputKey: String?
    /// ``SiteFileDigest`` of every file of the site the build made; nil when unknown.
    var filesDigest: String?
    /// How many files the site has.
    var fileCount: Int
    var pages: Int
    var images: Int
    var missingImages: Int
    /// ``SiteInputs/baseKey``: every input but the data.
    var baseKey: String?
    /// Where the data stood; with ``baseKey`` unchanged, a rebuild asks what changed since.
    var dataMark: DataChangeMark?
    /// Library image path to its site path, for a rebuild that does not copy the images again.
    var imagePaths: [String: String] = [:]
    /// The library search index's site path, for a rebuild that does not write it again.
    var libraryIndex: String?

    init(fingerprints: [String: String] = [:], inputKey: String? = nil, filesDigest: String? = nil, fileCount: Int = 0, pages: Int = 0,
         images: Int = 0, missingImages: Int = 0) {
        pageChanges = fingerprints.mapValues { $0 }
        self.inputKey = inputKey
        self.filesDigest = filesDigest
        self.fileCount = fileCount
        self.pages = pages
        self.images = images
        self.missingImages = missingImages
    }

    static let header = "fittoday-manifest\t5"

    /// `.public.manifest` beside `public/`.
    static func location(for output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).manifest")
    }

    /// True when a manifest of any version lies beside `output`: a build made the site in it.
    static func exists(for output: URL) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: location(for: output).path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 17)) ?? Data()
        return start == Data("fittoday-manifest".utf8)
    }

    /// Tab-separated lines: our own paths hold neither tabs nor line breaks, and plain lines read and write
    /// much faster than JSON for tens of thousands of pages.
    ///
    /// Without `pages`, reading stops before the page fingerprints: all a build with nothing to do needs.
    static func load(for output: URL, pages: Bool = true) -> RenderManifest {
        let path = location(for: output).path
        // Without the pages, the first few kilobytes hold all there is to read (up to the first image or page line).
        if !pages, let head = PlainFile.contents(of: path, upTo: 16 * 1024), let end = headEnd(head) {
            return parse(head[..<end], pages: false) ?? RenderManifest()
        }
        guard let bytes = PlainFile.contents(of: path) else { return RenderManifest() }
        return parse(bytes[...], pages: pages) ?? RenderManifest()
    }

    /// Where the first image or page line starts in `head`; nil when `head` has none (it may have been cut
    /// inside the lines before).
    private static func headEnd(_ head: [UInt8]) -> Int? {
        var lineStart = 0
        while lineStart < head.count {
            if lineStart > 0, head[lineStart] == UInt8(ascii: "I") || head[lineStart] == UInt8(ascii: "P") { return lineStart }
            guard let end = head[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            lineStart = end + 1
        }
        return nil
    }

    /// Reads the lines on bytes: splitting tens of thousands of lines as Characters costs more than the rest
    /// of a build with nothing to do.
    private static func parse(_ file: ArraySlice<UInt8>, pages: Bool) -> RenderManifest? {
        file.withUnsafeBufferPointer { bytes in parse(bytes, file: file, pages: pages) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: ArraySlice<UInt8>, pages: Bool) -> RenderManifest? {
        var manifest = RenderManifest()
        var lineStart = 0, isFirst = true
        while lineStart < bytes.count {
            if !pages, bytes[lineStart] == UInt8(ascii: "I") || bytes[lineStart] == UInt8(ascii: "P") { break }
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            // The page lines come last, tens of thousands of them: kept as bytes (``ManifestPageLines``).
            if !isFirst, bytes[lineStart] == UInt8(ascii: "P") {
                guard let lines = ManifestPageLines(file[(file.startIndex + lineStart)...]) else { return nil }
                manifest.pageLines = lines
                return manifest
            }
            var fields: [String] = []
            var fieldStart = lineStart
            for index in lineStart...lineEnd where index == lineEnd || bytes[index] == UInt8(ascii: "\t") {
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self))
                fieldStart = index + 1
            }
            lineStart = lineEnd + 1
            if isFirst {
                guard fields.joined(separator: "\t") == header else { return nil }
                isFirst = false
                continue
            }
            switch (fields.first, fields.count) {
            case ("F", 3):
                guard let count = Int(fields[2]) else { return nil }
                (manifest.filesDigest, manifest.fileCount) = (fields[1], count)
            case ("K", 2): manifest.inputKey = fields[1]
            case ("B", 2): manifest.baseKey = fields[1]
            case ("L", 2): manifest.libraryIndex = fields[1]
            case ("D", 3):
                guard let serial = Int64(fields[1]) else { return nil }
                manifest.dataMark = DataChangeMark(serial: serial, token: fields[2])
            case ("I", 3): manifest.imagePaths[fields[1]] = fields[2]
            case ("S", 4):
                guard let pages = Int(fields[1]), let images = Int(fields[2]), let missing = Int(fields[3]) else { return nil }
                (manifest.pages, manifest.images, manifest.missingImages) = (pages, images, missing)
            default: return nil
            }
        }
        return manifest
    }

    /// Written after the new site is in place; the build removes the old one just before the swap
    /// (``discard(for:)``), so no manifest ever describes a site it was not made for.
    func save(for output: URL) {
        let url = Self.location(for: output)
        var head = Self.header + "\n"
        if let inputKey { head += "K\t" + inputKey + "\n" }
        head += "S\t\(pages)\t\(images)\t\(missingImages)\n"
        if let filesDigest { head += "F\t\(filesDigest)\t\(fileCount)\n" }
        if let baseKey { head += "B\t" + baseKey + "\n" }
        if let libraryIndex { head += "L\t" + libraryIndex + "\n" }
        if let dataMark { head += "D\t\(dataMark.serial)\t\(dataMark.token)\n" }
        // Image and page lines last: a build with nothing to do stops reading at the first of them.
        for (path, sitePath) in imagePaths.sorted(by: { $0.key < $1.key }) { head += "I\t" + path + "\t" + sitePath + "\n" }
        var bytes = Array(head.utf8)
        pageLines.write(applying: pageChanges, to: &bytes)
        // Not flushed: a manifest lost in a crash only means rendering every page again.
        try? AtomicFile.write(bytes, to: url.path, replacing: true, durable: false)
    }

    /// Removes the manifest beside `output`, if any.
    static func discard(for output: URL) {
        unlink(location(for: output).path)
    }

    /// The fingerprint of the page at `path`; set to nil, the page is no longer part of the site.
    subscript(path: String) -> String? {
        get {
            if let changed = pageChanges[path] { return changed }
            return pageLines.fingerprint(of: path)
        }
        set {
            pageChanges[path] = .some(newValue)
        }
    }

    /// How many pages have a fingerprint.
    var pageCount: Int {
        var count = pageLines.count
        for (path, fingerprint) in pageChanges {
            switch (pageLines.contains(path), fingerprint != nil) {
            case (true, false): count -= 1
            case (false, true): count += 1
            default: break
            }
        }
        return count
    }

    /// The paths of the pages whose path starts with `prefix`, sorted.
    func pagePaths(withPrefix prefix: String) -> [String] {
        var paths = Set(pageLines.paths(withPrefix: prefix))
        for (path, fingerprint) in pageChanges where path.hasPrefix(prefix) {
            if fingerprint == nil { paths.remove(path) } else { paths.insert(path) }
        }
        return ManifestPageLines.sortedAsBytes(paths)
    }
}
