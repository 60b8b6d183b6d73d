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
    /// Page path (`history/sessions/12.html`) to the fingerprint of everything it was rendered from; changed
    /// through the subscript, which keeps track of the paths added to what was read.
    private(set) var fingerprints: [String: String]
    /// The page paths in the order they were read (sorted, as ``save(for:)`` writes them) and those added since:
    /// an update that changes a few pages writes the lines again without sorting tens of thousands of paths.
    private var readOrder: [String] = []
    private var added: [String] = []
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
        self.fingerprints = fingerprints
        added = Array(fingerprints.keys)
        self.inputKey = inputKey
        self.filesDigest = filesDigest
        self.fileCount = fileCount
        self.pages = pages
        self.images = images
        self.missingImages = missingImages
    }

    static let header = "fittoday-manifest\t4"

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
        guard let data = FileManager.default.contents(atPath: location(for: output).path) else { return RenderManifest() }
        return data.withUnsafeBytes { raw in parse(raw.bindMemory(to: UInt8.self), pages: pages) } ?? RenderManifest()
    }

    /// Reads the lines on bytes: splitting tens of thousands of lines as Characters costs more than the rest
    /// of a build with nothing to do.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, pages: Bool) -> RenderManifest? {
        var manifest = RenderManifest()
        var lineStart = 0, isFirst = true
        while lineStart < bytes.count {
            if !pages, bytes[lineStart] == UInt8(ascii: "I") || bytes[lineStart] == UInt8(ascii: "P") { break }
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            // Page lines, tens of thousands of them, without splitting into an array of fields.
            if !isFirst, lineEnd - lineStart > 2, bytes[lineStart] == UInt8(ascii: "P"), bytes[lineStart + 1] == UInt8(ascii: "\t") {
                var tab = lineStart + 2
                while tab < lineEnd, bytes[tab] != UInt8(ascii: "\t") { tab += 1 }
                guard tab < lineEnd, !UnsafeBufferPointer(rebasing: bytes[(tab + 1)..<lineEnd]).contains(UInt8(ascii: "\t")) else { return nil }
                let path = String(decoding: UnsafeBufferPointer(rebasing: bytes[(lineStart + 2)..<tab]), as: UTF8.self)
                manifest.fingerprints[path] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(tab + 1)..<lineEnd]), as: UTF8.self)
                manifest.readOrder.append(path)
                lineStart = lineEnd + 1
                continue
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
        // Straight into bytes: a String and then its UTF-8 copy would hold the 100 000 lines of a big site twice.
        var bytes = Array(head.utf8)
        bytes.reserveCapacity(bytes.count + fingerprints.count * 100)
        for path in sortedPaths() {
            guard let fingerprint = fingerprints[path] else { continue }
            bytes.append(UInt8(ascii: "P"))
            bytes.append(UInt8(ascii: "\t"))
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: "\t"))
            bytes.append(contentsOf: fingerprint.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        // Not flushed: a manifest lost in a crash only means rendering every page again.
        try? AtomicFile.write(bytes, to: url.path, replacing: true, durable: false)
    }

    /// Every page path, sorted: the paths read, less those removed, merged with the added ones.
    private func sortedPaths() -> [String] {
        var kept: [String] = []
        kept.reserveCapacity(fingerprints.count)
        var inOrder = true
        for path in readOrder where fingerprints[path] != nil {
            if let last = kept.last, !(last < path) { inOrder = false }
            kept.append(path)
        }
        // A page removed and set again is both read and added: each path once.
        let extra = added.filter { fingerprints[$0] != nil }.sorted()
        guard inOrder else { return Array(Set(kept + extra)).sorted() }
        var merged: [String] = []
        merged.reserveCapacity(kept.count + extra.count)
        var (old, new) = (kept[...], extra[...])
        while let first = old.first, let second = new.first {
            if first < second {
                merged.append(first)
                old = old.dropFirst()
            } else {
                if first == second { old = old.dropFirst() }
                merged.append(second)
                new = new.dropFirst()
            }
        }
        merged += old
        merged += new
        return merged
    }

    /// Removes the manifest beside `output`, if any.
    static func discard(for output: URL) {
        unlink(location(for: output).path)
    }

    subscript(path: String) -> String? {
        get { fingerprints[path] }
        set {
            guard let newValue else {
                fingerprints[path] = nil
                return
            }
            if fingerprints.updateValue(newValue, forKey: path) == nil { added.append(path) }
        }
    }
}
