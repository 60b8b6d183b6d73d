import FitTodaySystem
import Testing

/// The one reader and writer of a rendition's file name, shared by the rendition store, the site and deploy.
@Suite struct RenditionFileNameTests {
    @Test func writesAndReadsBackTheName() throws {
        let name = RenditionFileName(hash: "0123456789abcdef", width: 480, height: 320, fileExtension: "webp")
        #expect(name.text == "0123456789abcdef.480x320.webp")
        #expect(RenditionFileName(name.text) == name)
        let inFolder = try #require(RenditionFileName("images/0123456789abcdef.1200x630.jpeg"))
        #expect(inFolder == RenditionFileName(hash: "0123456789abcdef", width: 1200, height: 630, fileExtension: "jpeg"))
    }

    @Test func refusesWhatIsNotARenditionsName() {
        for name in ["0123456789abcdef.jpg", "app.1a2b3c4d5e6f.js", "photo.480x320.webp", "0123456789ABCDEF.480x320.webp",
                     "0123456789abcdef.0x320.webp", "0123456789abcdef.480x.webp", "0123456789abcdef.x320.webp",
                     "0123456789abcdef.480x320x2.webp", "0123456789abcdef.+480x320.webp", "0123456789abcdef.480x320.",
                     ".480x320.webp", "0123456789abcdef.480x320.webp.tmp", ""] {
            #expect(RenditionFileName(name) == nil, "\(name)")
        }
    }
}
