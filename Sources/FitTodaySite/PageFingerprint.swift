import FitTodayHashing
import FitTodayTemplates

/// A digest of everything a page is made from: the build's epoch (the code that renders, the templates and
/// assets, the words, language and title), the page's place, kind and title, and its model (or the domain values
/// its model is a function of). Another input, such as library content, is one more ``add(_:)``.
struct PageFingerprint {
    private var digest = SHA256()

    init(epoch: String, path: String, kind: PageKind, title: String) {
        for field in [epoch, path, kind.rawValue, title] { add(Array(field.utf8)) }
    }

    private init(fields: [String]) {
        for field in fields { add(Array(field.utf8)) }
    }

    /// Adds bytes, prefixed with their length so that no two sequences of inputs run together.
    mutating func add(_ bytes: [UInt8]) {
        var length: [UInt8] = []
        TemplateValue.appendCount(bytes.count, to: &length)
        digest.update(length)
        digest.update(bytes)
    }

    /// Adds the canonical bytes of a model's template values.
    mutating func add(_ object: TemplateObject) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        object.appendCanonical(to: &bytes)
        add(bytes)
    }

    var hex: String {
        var copy = digest
        return SHA256.hex(copy.finalize())
    }

    /// What every page depends on besides its own model: the code stamp of the program that renders (a new
    /// FitToday may render other bytes from the same model), the templates and assets, the words, the language
    /// and the site's title.
    static func epoch(codeStamp: String, templates: String, siteLayer: TemplateObject) -> String {
        var fingerprint = PageFingerprint(fields: ["epoch", codeStamp, templates])
        fingerprint.add(siteLayer)
        return fingerprint.hex
    }
}
