import FitTodaySystem
import Foundation
import FuzzSupport

/// The preview server's reading of a posted form: the input's first line is the request's `Content-Type`, the rest
/// its body. Whatever the bytes: a form or a refusal, never a crash, the same read twice; a form read keeps within
/// its limits, each part's bytes are the input's own, and the form written again with its boundary reads the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let newline = bytes.firstIndex(of: 10) ?? bytes.count
    let contentType = String(decoding: bytes[..<newline], as: UTF8.self)
    let body = Array(bytes[min(newline + 1, bytes.count)...])
    let limits = MultipartForm.Limits(parts: 16, headBytes: 1024, partBytes: 4096)
    let first = read(body, contentType: contentType, limits: limits)
    Fuzz.check(read(body, contentType: contentType, limits: limits) == first, "the same bytes read two ways")
    guard case let .success(form) = first else { return 0 }
    guard let boundary = try? MultipartForm.boundary(ofContentType: contentType) else { Fuzz.stop("a form read without a boundary") }
    Fuzz.check(form.parts.count <= limits.parts, "\(form.parts.count) parts read")
    for part in form.parts {
        Fuzz.check(part.body.count <= limits.partBytes, "a part of \(part.body.count) bytes read")
        Fuzz.check(part.body.isEmpty || body.firstRange(of: part.body) != nil, "a part's bytes are not the input's")
    }
    // Written again (names quoted, with `\` before `"` and `\`), the form reads the same; heads may grow by the escapes.
    let again = read(written(form, boundary: boundary), contentType: "multipart/form-data; boundary=\"\(boundary)\"",
                     limits: MultipartForm.Limits(parts: limits.parts, headBytes: limits.headBytes * 3, partBytes: limits.partBytes))
    Fuzz.check(again == first, "the form written again read as \(again), not \(first)")
    return 0
}

func read(_ body: [UInt8], contentType: String, limits: MultipartForm.Limits) -> Result<MultipartForm, MultipartForm.Failure> {
    do throws(MultipartForm.Failure) {
        return .success(try MultipartForm.parse(body, contentType: contentType, limits: limits))
    } catch {
        return .failure(error)
    }
}

func written(_ form: MultipartForm, boundary: String) -> [UInt8] {
    func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var bytes: [UInt8] = []
    for part in form.parts {
        var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\(quoted(part.name))"
        if let filename = part.filename { head += "; filename=\(quoted(filename))" }
        if let type = part.contentType { head += "\r\nContent-Type: \(type)" }
        bytes += Array((head + "\r\n\r\n").utf8) + part.body + Array("\r\n".utf8)
    }
    return bytes + Array("--\(boundary)--\r\n".utf8)
}
