/// One encoded rendition of an image, for one place at one density.
public struct Rendition: Equatable, Sendable {
    /// The encoded file.
    public var bytes: [UInt8]
    /// Its size in pixels: at most the place's width × density, smaller when the original is.
    public var width: Int
    public var height: Int

    public init(bytes: [UInt8], width: Int, height: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
    }
}
