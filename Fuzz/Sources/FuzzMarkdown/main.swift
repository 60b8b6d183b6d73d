import FitTodaySite
import FuzzSupport

/// The two ways Markdown written by people reaches the site. Through `MarkdownRenderer` (the HTML pages): whatever
/// the text, the page gets only the markup Markdown makes (an allowed tag list, no `on…` attribute, no raw HTML but
/// cmark-gfm's "raw HTML omitted" comment) and no link or image a browser would run (`javascript:`, `vbscript:`,
/// `file:`, `data:` but images). Through `SafeMarkdown` (the Markdown twins): read by cmark-gfm with every
/// extension the pages use, the text makes no link, no image and no HTML at all.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    // cmark-gfm's own time grows faster than the text on some inputs; what is looked for shows in a few KB.
    guard count <= 4096 else { return 0 }
    let text = Fuzz.text(start, count)
    let html = renderer.html(text)
    Fuzz.check(renderer.html(text) == html, "the same text rendered two ways")
    checkMarkup(html, of: text)

    let twin = SafeMarkdown.neutralizingLinks(text)
    Fuzz.check(SafeMarkdown.neutralizingLinks(text) == twin, "the same text neutralised two ways")
    let read = renderer.html(twin)
    for made in ["<a ", "<img ", "raw HTML omitted"] where read.contains(made) {
        Fuzz.stop("the Markdown twin of \(text.debugDescription) still makes \(made): \(twin.debugDescription) reads as \(read.debugDescription)")
    }
    return 0
}

let renderer = MarkdownRenderer()

/// What cmark-gfm writes for Markdown with the table, strikethrough, autolink and tasklist extensions.
let allowedTags: Set<String> = [
    "p", "em", "strong", "a", "img", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "code", "pre", "blockquote",
    "hr", "br", "table", "thead", "tbody", "tr", "th", "td", "del", "input",
]
let allowedAttributes: Set<String> = ["href", "src", "alt", "title", "type", "checked", "disabled", "align", "class", "start"]
let omitted = Array("<!-- raw HTML omitted -->".utf8)

/// Walks `html` tag by tag: each one allowed, with allowed attributes, double-quoted values and safe URLs; no `>` in
/// text (cmark-gfm writes it `&gt;`).
func checkMarkup(_ html: String, of text: String) {
    let bytes = Array(html.utf8)
    var index = 0
    func fail(_ why: String) -> Never {
        Fuzz.stop("\(why) at byte \(index) of the HTML for \(text.debugDescription): \(html.debugDescription)")
    }
    func name() -> String {
        let begin = index
        while index < bytes.count, bytes[index] == UInt8(ascii: "-") || (bytes[index] | 0x20) >= UInt8(ascii: "a") && (bytes[index] | 0x20) <= UInt8(ascii: "z")
                || bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") {
            index += 1
        }
        return String(decoding: bytes[begin..<index], as: UTF8.self)
    }
    while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: ">"):
            fail("a bare >")
        case UInt8(ascii: "<"):
            if bytes[index...].starts(with: omitted) { index += omitted.count; continue }
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
            let tag = name()
            guard allowedTags.contains(tag) else { fail("the tag <\(tag)>") }
            while true {
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                guard index < bytes.count else { fail("a tag left open") }
                if bytes[index] == UInt8(ascii: ">") { index += 1; break }
                if bytes[index...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: ">")]) { index += 2; break }
                let attribute = name()
                guard allowedAttributes.contains(attribute) else { fail("the attribute \(attribute.debugDescription) on <\(tag)>") }
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") else {
                    fail("an attribute without a quoted value")
                }
                index += 2
                let begin = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                guard index < bytes.count else { fail("an attribute value left open") }
                let value = String(decoding: bytes[begin..<index], as: UTF8.self)
                index += 1
                if attribute == "href" || attribute == "src" { checkURL(value, fail: fail) }
            }
        default:
            index += 1
        }
    }
}

/// A URL as a browser reads it (entities decoded, tabs and newlines dropped, leading blanks ignored) must not run
/// script or reach local files.
func checkURL(_ value: String, fail: (String) -> Never) {
    var url = value.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    url.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let trimmed = url.drop { $0.unicodeScalars.allSatisfy { $0.value <= 0x20 } }.lowercased()
    guard let colon = trimmed.firstIndex(of: ":") else { return }
    let scheme = trimmed[..<colon]
    guard !scheme.isEmpty, scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return }
    switch scheme {
    case "javascript", "vbscript", "file":
        fail("a \(scheme): URL \(value.debugDescription)")
    case "data":
        let image = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { trimmed.hasPrefix($0) }
        if !image { fail("a data: URL \(value.debugDescription)") }
    default:
        break
    }
}
