import FitTodayData
import FitTodayDeploy
import FitTodayDomain
import FitTodaySystem
import Foundation

/// `inbox.json` at the root of a person's site: the upload form the sheet posts its log with, shaped as boto3's
/// `generate_presigned_post` (`url`, `fields`) plus `key_prefix` and `expires` (docs/inbox.md). Signed with the wall
/// clock, so it is the one file of a site that the same data do not give the same bytes: a build hands the site the
/// form it finds there while more than half of its life is left and it names the same place, and otherwise a new
/// one, which then is the only file rewritten.
enum InboxFormFile {
    /// The bytes for the site: `current` (the site's form now) when still good at `now`, else `fresh()` written out.
    static func bytes(current: [UInt8]?, fresh: () -> S3PostPolicy?, lifetime: TimeInterval, now: Date) -> [UInt8]? {
        guard let form = fresh() else { return nil }
        if let current, let found = try? JSONSerialization.jsonObject(with: Data(current)) as? [String: Any],
           found["url"] as? String == form.url, found["key_prefix"] as? String == form.keyPrefix,
           accessKey((found["fields"] as? [String: Any])?["x-amz-credential"] as? String) == accessKey(form.fields.first { $0.name == "x-amz-credential" }?.value),
           let expires = (found["expires"] as? String).flatMap(isoDate), expires.timeIntervalSince(now) > lifetime / 2 {
            return current
        }
        let json = OrderedJSON.object([
            ("url", .string(form.url)),
            ("fields", .object(form.fields.map { ($0.name, .string($0.value)) })),
            ("key_prefix", .string(form.keyPrefix)),
            ("expires", .string(S3PostPolicy.isoTime(form.expires))),
        ]).rendered() + "\n"
        return Array(json.utf8)
    }

    /// The access key a form's credential names: a new key is a new form at once.
    private static func accessKey(_ credential: String?) -> Substring? { credential?.split(separator: "/").first }

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
