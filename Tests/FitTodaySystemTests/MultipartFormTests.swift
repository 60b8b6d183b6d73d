import FitTodaySystem
import Testing

/// The preview server's reading of a posted form (today's page sends its log so): what browsers write is read, and
/// what anyone else could send is refused within its limits. The server over a socket is `ServeCommandTests`'.
@Suite("Multipart forms of the preview server")
struct MultipartFormTests {
    static let limits = MultipartForm.Limits(parts: 16, headBytes: 1024, partBytes: 64 << 10)
    static let boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW"

    /// A body as a browser writes it: each part's head, a blank line, its bytes, the closing boundary and a line break.
    static func body(_ parts: [(head: String, body: String)], boundary: String = boundary) -> [UInt8] {
        var text = ""
        for part in parts { text += "--\(boundary)\r\n\(part.head)\r\n\r\n\(part.body)\r\n" }
        return Array((text + "--\(boundary)--\r\n").utf8)
    }

    static func field(_ name: String, _ value: String) -> (head: String, body: String) {
        ("Content-Disposition: form-data; name=\"\(name)\"", value)
    }

    static let log = #"{"format": "fittoday-workout-log", "version": 1}"#

    /// The page's form: the key first, then the fields, then the file.
    static let pagesForm = body([
        field("key", "me/0b6f7c1e-2a51-4f0e-9a8e-1d2c3b4a5f60-1.json"),
        field("token", "ab12"),
        ("Content-Disposition: form-data; name=\"file\"; filename=\"0b6f7c1e-1.json\"\r\nContent-Type: application/json", log),
    ])

    static func parse(_ body: [UInt8], limits: MultipartForm.Limits = limits) throws(MultipartForm.Failure) -> MultipartForm {
        try MultipartForm.parse(body, contentType: "multipart/form-data; boundary=\(boundary)", limits: limits)
    }

    @Test func thePagesFormIsReadInOrderWithItsFileAndType() throws {
        let form = try Self.parse(Self.pagesForm)
        #expect(form.parts.map(\.name) == ["key", "token", "file"])
        #expect(form.only("key")?.text == "me/0b6f7c1e-2a51-4f0e-9a8e-1d2c3b4a5f60-1.json")
        #expect(form.only("token")?.text == "ab12")
        #expect(form.only("token")?.filename == nil && form.only("token")?.contentType == nil)
        let file = try #require(form.only("file"))
        #expect(file.filename == "0b6f7c1e-1.json")
        #expect(file.contentType == "application/json")
        #expect(file.body == Array(Self.log.utf8))
        #expect(form.only("missing") == nil)
    }

    @Test func bytesThatLookLikeFramingInsideAPartAreItsOwn() throws {
        // A line break, dashes and most of the boundary inside a value are data: only CRLF + "--" + the whole boundary ends a part.
        let tricky = "line one\r\n--\(Self.boundary.dropLast())\r\n--\r\nend"
        let binary = String(decoding: [0, 255, 13, 10, 13, 10, 45, 45], as: UTF8.self)
        let form = try Self.parse(Self.body([Self.field("a", tricky), Self.field("b", ""), Self.field("c", binary)]))
        #expect(form.only("a")?.text == tricky)
        #expect(form.only("b")?.body == [])
        #expect(form.only("c")?.body == Array(binary.utf8))
    }

    @Test func theBoundaryIsReadFromTheContentTypeQuotedOrNot() throws {
        #expect(try MultipartForm.boundary(ofContentType: "multipart/form-data; boundary=abc") == "abc")
        #expect(try MultipartForm.boundary(ofContentType: "Multipart/Form-Data;boundary=\"a b:c\"") == "a b:c")
        #expect(try MultipartForm.boundary(ofContentType: "multipart/form-data; charset=utf-8; BOUNDARY=x-y") == "x-y")
        #expect(throws: MultipartForm.Failure.notMultipart) { try MultipartForm.boundary(ofContentType: "application/json") }
        #expect(throws: MultipartForm.Failure.notMultipart) { try MultipartForm.boundary(ofContentType: "multipart/mixed; boundary=a") }
        #expect(throws: MultipartForm.Failure.notMultipart) { try MultipartForm.boundary(ofContentType: "") }
        #expect(throws: MultipartForm.Failure.notMultipart) { try MultipartForm.boundary(ofContentType: "multipart/form-data; boundary=\"open") }
        #expect(throws: MultipartForm.Failure.notMultipart) {
            try MultipartForm.boundary(ofContentType: "multipart/form-data; boundary=a; boundary=b")
        }
    }

    @Test(arguments: ["multipart/form-data", "multipart/form-data; charset=utf-8", "multipart/form-data;"])
    func aFormWithoutABoundaryIsRefused(_ contentType: String) {
        let refused: MultipartForm.Failure = contentType.hasSuffix(";") ? .notMultipart : .missingBoundary
        #expect(throws: refused) { try MultipartForm.parse(Self.pagesForm, contentType: contentType, limits: Self.limits) }
    }

    @Test(arguments: ["boundary=\"\"", "boundary=" + String(repeating: "a", count: 71), "boundary=\"a<b\"", "boundary=\"ends \"", "boundary=é"])
    func aBoundaryRFC2046DoesNotAllowIsRefused(_ parameter: String) {
        #expect(throws: MultipartForm.Failure.invalidBoundary) {
            try MultipartForm.parse(Self.pagesForm, contentType: "multipart/form-data; " + parameter, limits: Self.limits)
        }
    }

    @Test func aBodyCutAnywhereIsTruncatedNeverReadAsAShorterForm() {
        let whole = Self.pagesForm
        // Up to the closing boundary's last dash, every cut leaves the form unfinished.
        let closing = whole.count - 2
        for cut in 0..<closing {
            #expect(throws: MultipartForm.Failure.truncated, "cut at \(cut)") { try Self.parse(Array(whole.prefix(cut))) }
        }
        // The closing boundary without its final line break is whole.
        #expect((try? Self.parse(Array(whole.prefix(closing))))?.parts.count == 3)
    }

    @Test(arguments: [
        // Another boundary than the Content-Type's.
        "--other\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--other--\r\n",
        // A preamble before the first boundary.
        "hello\r\n--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--B--\r\n",
        // No disposition, or not form-data, or no name.
        "--B\r\nContent-Type: text/plain\r\n\r\nx\r\n--B--\r\n",
        "--B\r\nContent-Disposition: attachment; name=\"a\"\r\n\r\nx\r\n--B--\r\n",
        "--B\r\nContent-Disposition: form-data; filename=\"a.json\"\r\n\r\nx\r\n--B--\r\n",
        // A part with no head at all.
        "--B\r\n\r\nx\r\n--B--\r\n",
        // Two dispositions, a head line without a colon, a folded line, a bare line feed, an unclosed quote.
        "--B\r\nContent-Disposition: form-data; name=\"a\"\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\nx\r\n--B--\r\n",
        "--B\r\nContent-Disposition form-data\r\n\r\nx\r\n--B--\r\n",
        "--B\r\nContent-Disposition: form-data;\r\n name=\"a\"\r\n\r\nx\r\n--B--\r\n",
        "--B\r\nContent-Disposition: form-data; name=\"a\nb\"\r\n\r\nx\r\n--B--\r\n",
        "--B\r\nContent-Disposition: form-data; name=\"a\r\n\r\nx\r\n--B--\r\n",
        // Something after the boundary on its line, and after the closing one.
        "--B  \r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--B--\r\n",
        "--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--B--\r\nepilogue",
    ])
    func whatIsNotFramedAsAFormIsMalformed(_ text: String) {
        #expect(throws: MultipartForm.Failure.malformed, "\(text.debugDescription)") {
            try MultipartForm.parse(Array(text.utf8), boundary: "B", limits: Self.limits)
        }
    }

    @Test func aHeadThatIsNotUTF8IsMalformed() {
        let bytes = Array("--B\r\nContent-Disposition: form-data; name=\"".utf8) + [0xC3, 0x28] + Array("\"\r\n\r\nx\r\n--B--\r\n".utf8)
        #expect(throws: MultipartForm.Failure.malformed) { try MultipartForm.parse(bytes, boundary: "B", limits: Self.limits) }
        // UTF-8 names, as browsers send them, are read.
        let named = Array("--B\r\nContent-Disposition: form-data; name=\"f\"; filename=\"registro-açaí.json\"\r\n\r\nx\r\n--B--\r\n".utf8)
        #expect((try? MultipartForm.parse(named, boundary: "B", limits: Self.limits))?.only("f")?.filename == "registro-açaí.json")
    }

    @Test func aHugePartIsRefusedWithoutReadingOnAndOneAtTheLimitIsRead() throws {
        let limits = MultipartForm.Limits(parts: 4, headBytes: 256, partBytes: 1000)
        let atLimit = String(repeating: "x", count: 1000)
        #expect(try Self.parse(Self.body([Self.field("file", atLimit)]), limits: limits).only("file")?.body.count == 1000)
        #expect(throws: MultipartForm.Failure.partTooLarge) {
            try Self.parse(Self.body([Self.field("file", atLimit + "x")]), limits: limits)
        }
        // Too large is told as soon as the limit is passed, before the body's end: a huge part cut short is still huge.
        let huge = Self.body([Self.field("file", String(repeating: "y", count: 200_000))])
        #expect(throws: MultipartForm.Failure.partTooLarge) { try Self.parse(Array(huge.prefix(100_000)), limits: limits) }
        // A head over its own limit.
        let longHead = "Content-Disposition: form-data; name=\"a\"; filename=\"" + String(repeating: "n", count: 300) + "\""
        #expect(throws: MultipartForm.Failure.partTooLarge) { try Self.parse(Self.body([(longHead, "x")]), limits: limits) }
    }

    @Test func twoHundredFieldsAreTooManyAndTheLimitItselfIsRead() throws {
        let many = (0..<200).map { Self.field("f\($0)", "v") }
        #expect(throws: MultipartForm.Failure.tooManyParts) { try Self.parse(Self.body(many)) }
        let sixteen = try Self.parse(Self.body(Array(many.prefix(16))))
        #expect(sixteen.parts.count == 16)
        #expect(sixteen.parts.last?.name == "f15")
    }

    @Test func aNameGivenTwiceIsNoOnePart() throws {
        let form = try Self.parse(Self.body([Self.field("token", "a"), Self.field("token", "b"), Self.field("key", "k")]))
        #expect(form.parts.count == 3)
        #expect(form.only("token") == nil, "which of the two is meant is a guess")
        #expect(form.only("key")?.text == "k")
    }

    @Test func anEmptyFormAndOtherHeadersAreRead() throws {
        #expect(try Self.parse(Array("--\(Self.boundary)--".utf8)).parts.isEmpty)
        let head = "content-disposition:form-data;name=token\r\nContent-Transfer-Encoding: 8bit"
        let form = try Self.parse(Self.body([(head, "t")]))
        #expect(form.only("token")?.text == "t")
        #expect(form.only("token")?.contentType == nil)
    }
}
