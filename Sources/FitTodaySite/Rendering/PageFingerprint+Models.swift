import FitTodayBuild
import FitTodayTemplates

/// A page's fingerprint as the site makes it: its kind, and its model as the canonical bytes of its template values.
extension PageFingerprint {
    init(epoch: String, path: String, kind: PageKind, title: String) {
        self.init(epoch: epoch, path: path, kind: kind.rawValue, title: title)
    }

    /// Adds the canonical bytes of a model's template values.
    mutating func add(_ object: TemplateObject) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        object.appendCanonical(to: &bytes)
        add(bytes)
    }

    /// What every page depends on besides its own model: the code stamp of the program that renders (a new
    /// FitToday may render other bytes from the same model), the templates and assets, the words, the language
    /// and the site's title.
    static func epoch(codeStamp: String, templates: String, siteLayer: TemplateObject) -> String {
        var fingerprint = PageFingerprint(fields: ["epoch", codeStamp, templates])
        fingerprint.add(siteLayer)
        return fingerprint.text
    }
}
