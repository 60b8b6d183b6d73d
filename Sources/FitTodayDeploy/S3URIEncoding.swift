/// The percent-encoding AWS Signature V4 and S3 expect: every byte but `A-Z a-z 0-9 - . _ ~` as `%XX` (capital
/// hex), `/` kept in a key's path. Foundation's encodings keep other characters (`+`, `!`, `$`…) that S3 reads
/// differently from what the signature covered, so the rule is spelled out here.
public enum S3URIEncoding {
    /// One query name or value, `/` encoded too.
    public static func component(_ text: String) -> String { encode(text, keepingSlash: false) }

    /// An object key in a path: each folder encoded, the `/` between them kept.
    public static func path(_ text: String) -> String { encode(text, keepingSlash: true) }

    private static func encode(_ text: String, keepingSlash: Bool) -> String {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(byte)
            case UInt8(ascii: "/") where keepingSlash:
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
