import FitTodayData
import FitTodayDeploy
import FitTodayDomain
import FitTodaySystem
import Foundation

/// `inbox.json` at the root of a person's site: the upload form the sheet posts its log with, shaped as boto3's
/// `generate_presigned_post` (`url`, `fields`) plus `key_prefix` and `expires` (docs/inbox.md). Signed with the wall
/// clock, so it is the one file of a site that the same data do not give the same bytes: a build keeps the form it
/// finds while more than half of its life is left and it names the same place, and otherwise writes a new one, that
/// file alone.
enum InboxFormFile {
    static let name = "inbox.json"

    /// Writes `form` into `folder` unless the form there is for the same place and has more than half its life left
    /// at `now`. Returns whether it wrote.
    @discardableResult
    static func refresh(in folder: URL, with form: S3PostPolicy, lifetime: TimeInterval, now: Date) throws(FitTodayError) -> Bool {
        let path = folder.appendingPathComponent(name).path
        if let kept = PlainFile.contents(of: path, upTo: 64 << 10), let found = try? JSONSerialization.jsonObject(with: Data(kept)) as? [String: Any],
           found["url"] as? String == form.url, found["key_prefix"] as? String == form.keyPrefix,
           (found["fields"] as? [String: Any])?["x-amz-credential"].flatMap({ $0 as? String })?.split(separator: "/").first
               == form.fields.first(where: { $0.name == "x-amz-credential" })?.value.split(separator: "/").first,
           let expires = (found["expires"] as? String).flatMap(isoDate), expires.timeIntervalSince(now) > lifetime / 2 {
            return false
        }
        let json = OrderedJSON.object([
            ("url", .string(form.url)),
            ("fields", .object(form.fields.map { ($0.name, .string($0.value)) })),
            ("key_prefix", .string(form.keyPrefix)),
            ("expires", .string(S3PostPolicy.isoTime(form.expires))),
        ]).rendered() + "\n"
        do {
            try AtomicFile.write(Array(json.utf8), to: path, replacing: true)
        } catch {
            throw error.isDiskFull ? .diskFull : .siteWrite(path: path)
        }
        return true
    }

    /// `2026-12-04T06:00:00Z` read back.
    static func isoDate(_ text: String) -> Date? {
        let digits = text.filter(\.isNumber)
        guard text.hasSuffix("Z"), digits.count == 14 else { return nil }
        var parts = tm()
        let chars = Array(digits)
        func number(_ range: Range<Int>) -> Int32 { Int32(String(chars[range]))! }
        parts.tm_year = number(0..<4) - 1900
        parts.tm_mon = number(4..<6) - 1
        parts.tm_mday = number(6..<8)
        parts.tm_hour = number(8..<10)
        parts.tm_min = number(10..<12)
        parts.tm_sec = number(12..<14)
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }
}
