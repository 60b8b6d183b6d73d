import FitTodayImageRenditions
import FuzzSupport

/// An image file as a build meets it (a download, a folder of the person's), through the rendition path: libvips's
/// header read, the megapixel refusal before decoding, shrinking and encoding. Whatever the bytes, the answer is a
/// rendition that fits its box or a refusal with a reason; never a crash; the same bytes give the same answer.
/// libvips is the system's library, not instrumented: libFuzzer sees only the Swift side's coverage, and libvips's
/// own robustness on what it is given (its untrusted loaders blocked) is what is exercised.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard case .success = RenditionMaker.libraryVersion else {
        Fuzz.stop("libvips cannot be opened: run make setup")
    }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    // A thumbnail keeps each run short; the box and the refusals are the same code for every place.
    let result = maker.render(bytes, for: .thumb, density: 2)
    switch result {
    case .success(let rendition):
        Fuzz.check(rendition.width >= 1 && rendition.width <= 96 && rendition.height >= 1 && rendition.height <= 96,
                   "a thumbnail of \(rendition.width)x\(rendition.height) does not fit its 96-pixel box")
        Fuzz.check(Array(rendition.bytes.prefix(4)) == Array("RIFF".utf8), "a rendition that is not WebP")
    case .failure(let why):
        Fuzz.check(!why.note.isEmpty, "a refusal without a reason")
    }
    Fuzz.check(maker.render(bytes, for: .thumb, density: 2) == result, "the same bytes rendered two ways")
    return 0
}

/// Small limits, so that what a hostile header asks for stays within the fuzzer's memory.
let maker = RenditionMaker(settings: RenditionSettings(maxPixels: 4_000_000, maxBytes: 1_048_576))
