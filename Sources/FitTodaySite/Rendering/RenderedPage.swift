/// A page's bytes, as ``PageBytesRenderer`` makes them: its HTML and its Markdown twin, for the publisher to write.
struct RenderedPage: Sendable {
    let html: [UInt8]
    let markdown: [UInt8]
    /// Names the built-in templates looked up that the model lacks (``PageRenderer/unknownNames``).
    let unknownNames: [String]
}
