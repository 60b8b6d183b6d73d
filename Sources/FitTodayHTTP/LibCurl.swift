import CLibCurl
import Foundation

/// libcurl, opened the first time a request is sent (``HTTPExchange``): linked, it would load its 28 libraries
/// and run their set-up at the start of every command (about 5 ms), while only a build that downloads images and
/// the AI composer use it. The HTTP itself is libcurl's; this is only how it is reached.
enum LibCurl {
    /// libcurl's numbers (curl.h, part of its ABI): option = type base (0 long, 10 000 pointer, 20 000 function) + number.
    enum Option {
        static let writeData: Int32 = 10_001
        static let url: Int32 = 10_002
        static let writeFunction: Int32 = 20_011
        static let httpHeader: Int32 = 10_023
        static let headerData: Int32 = 10_029
        static let customRequest: Int32 = 10_036
        static let noProgress: Int32 = 43
        static let noBody: Int32 = 44
        static let post: Int32 = 47
        static let followLocation: Int32 = 52
        static let progressData: Int32 = 10_057
        static let postFieldSize: Int32 = 60
        static let maxRedirects: Int32 = 68
        static let headerFunction: Int32 = 20_079
        static let noSignal: Int32 = 99
        static let timeoutMilliseconds: Int32 = 155
        static let connectTimeoutMilliseconds: Int32 = 156
        static let copyPostFields: Int32 = 10_165
        static let protocolsMask: Int32 = 181
        static let pathAsIs: Int32 = 234
        static let redirectProtocolsMask: Int32 = 182
        static let progressFunction: Int32 = 20_219
        static let suppressConnectHeaders: Int32 = 265
        static let protocols: Int32 = 10_318
        static let redirectProtocols: Int32 = 10_319
    }

    /// `CURLINFO_RESPONSE_CODE`.
    static let responseCode: Int32 = 0x200000 + 2
    /// `CURLINFO_REQUEST_SIZE`: the bytes of the requests sent so far.
    static let requestSize: Int32 = 0x200000 + 12

    /// Result codes this program tells apart.
    enum Code {
        static let ok: Int32 = 0
        static let writeError: Int32 = 23
        static let timedOut: Int32 = 28
        static let abortedByCallback: Int32 = 42
        static let unknownOption: Int32 = 48
    }

    /// The files tried, in order: `FITTODAY_LIBCURL` alone when it is set (another build of libcurl, or none).
    static func candidates(environment: [String: String]) -> [String] {
        if let chosen = environment["FITTODAY_LIBCURL"], !chosen.isEmpty { return [chosen] }
        #if os(macOS)
        return ["/usr/lib/libcurl.4.dylib", "libcurl.4.dylib", "libcurl.dylib"]
        #else
        return ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4", "libcurl.so"]
        #endif
    }

    /// Opens the first of `paths` that is libcurl: its version, or why none could be used.
    static func load(_ paths: [String]) -> Result<String, HTTPFailure> {
        var message = [CChar](repeating: 0, count: 2048)
        let status = withCStrings(paths) { pointers in
            fittoday_curl_load(pointers, Int32(paths.count), &message, message.count)
        }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return status == 0 ? .success(text) : .failure(.unavailable(text.isEmpty ? "no libcurl" : text))
    }

    /// The process's libcurl, opened on first use.
    static let shared: Result<String, HTTPFailure> = load(candidates(environment: ProcessInfo.processInfo.environment))

    private static func withCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
