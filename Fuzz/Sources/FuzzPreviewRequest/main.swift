import FitTodaySystem
import FuzzSupport

/// The preview server's reading of a request head from the bytes a connection sent. Whatever the bytes: a request,
/// a refusal or "not whole yet", never a crash; the same whatever follows the head (a connection's reads may end
/// anywhere); and a head past the limit is refused, never waited on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let first = read(bytes)
    Fuzz.check(read(bytes) == first, "the same bytes read two ways")
    switch first {
    case .waiting:
        Fuzz.check(bytes.count <= PreviewRequest.maxHeadBytes, "waited on \(bytes.count) bytes without a head's end")
        Fuzz.check(read(bytes + Array("GET / HTTP/1.1\r\n\r\n".utf8)) != .waiting, "a head's end did not end the waiting")
    case let .request(request, rest):
        Fuzz.check(!request.method.isEmpty, "a request without a method")
        Fuzz.check(request.version.hasPrefix("HTTP/1."), "version \(request.version)")
        Fuzz.check(request.path.hasPrefix("/"), "path \(request.path)")
        Fuzz.check(request.headers.keys.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() && !$0.contains(" ") },
                   "header names \(request.headers.keys.sorted())")
        Fuzz.check(rest.count <= bytes.count - 4 && Array(bytes.suffix(rest.count)) == rest, "the bytes after the head are not the input's tail")
        let head = bytes.count - rest.count
        Fuzz.check(head <= PreviewRequest.maxHeadBytes + 4, "a head of \(head) bytes was read")
        Fuzz.check(read(bytes + Array("GET / HTTP/1.1\r\n".utf8)) == .request(request, rest + Array("GET / HTTP/1.1\r\n".utf8)),
                   "what followed the head changed the request")
        // Cut anywhere before its end, the head is not whole yet (or already refused).
        for cut in [0, head / 2, head - 1] where cut < head {
            let part = read(Array(bytes.prefix(cut)))
            let expected: Reading = cut > PreviewRequest.maxHeadBytes ? .refused(.headTooLarge) : .waiting
            Fuzz.check(part == expected, "a head cut at \(cut) read as \(part)")
        }
    case .refused:
        break
    }
    return 0
}

enum Reading: Equatable {
    case waiting
    case request(PreviewRequest, [UInt8])
    case refused(PreviewRequest.Failure)
}

func read(_ bytes: [UInt8]) -> Reading {
    do throws(PreviewRequest.Failure) {
        guard let (request, rest) = try PreviewRequest.parse(bytes) else { return .waiting }
        return .request(request, rest)
    } catch {
        return .refused(error)
    }
}
