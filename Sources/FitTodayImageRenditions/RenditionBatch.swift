import FitTodayHashing
import FitTodaySystem
import Foundation

/// Makes the renditions of many images side by side, one task per core, reusing every rendition the store already
/// holds: an image whose renditions are all kept is not opened when its hash is known, and libvips is not opened
/// at all when nothing is new. What it did is counted, so a build can say it and a test can hold it to it.
public struct RenditionBatch: Sendable {
    public let maker: RenditionMaker
    public let store: RenditionStore
    /// Images worked on at once (the cores, by default).
    public let parallelism: Int
    /// What the decodes side by side may hold, in bytes: libjpeg holds a whole progressive JPEG's coefficients while
    /// it decodes one, whatever size it is shrunk to (about 6 bytes a pixel: a 5184×3456 photograph of
    /// free-exercise-db took 107 MB), so two large ones at once would double a build's peak. Images within the budget
    /// are decoded side by side; one over it waits until it can run alone.
    let budget: AsyncSemaphore

    /// Decodes side by side hold at most this many bytes, as estimated from their headers (64 MB).
    public static let defaultDecodingBudget = 64 * 1_048_576

    public init(maker: RenditionMaker, store: RenditionStore, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
                decodingBudget: Int = Self.defaultDecodingBudget) {
        self.maker = maker
        self.store = store
        self.parallelism = max(1, parallelism)
        budget = AsyncSemaphore(capacity: decodingBudget)
    }

    /// Whether the store keeps every place and density of the original whose bytes hash to `originalSHA256`: a run
    /// neither opens nor decodes it.
    public func keepsAll(originalSHA256: String) -> Bool {
        ImagePlace.allCases.allSatisfy { place in
            RenditionSettings.densities.allSatisfy { density in
                store.entry(RenditionStore.key(originalSHA256: originalSHA256, place: place, density: density, settings: maker.settings)) != nil
            }
        }
    }

    /// What one run did.
    public struct Counts: Equatable, Sendable {
        /// Renditions libvips made.
        public var made = 0
        /// Renditions found in the store.
        public var reused = 0
        /// Originals read from their files.
        public var opened = 0
        /// Originals decoded: one for each image with a rendition to make, whatever how many it lacked.
        public var decoded = 0
        public init() {}
    }

    /// Bytes a decode of an image of `pixels` pixels is taken to need.
    static func decodingCost(pixels: Int) -> Int { max(1, pixels) * 6 }

    /// The renditions of every original, by the caller's name for it; an image that yields none is left out, with
    /// why (for `--verbose`) in `failures`.
    public func run(_ originals: [String: RenditionOriginal]) async -> (sets: [String: RenditionSet], failures: [String: RenditionFailure], counts: Counts) {
        let names = originals.keys.sorted()
        var sets: [String: RenditionSet] = [:], failures: [String: RenditionFailure] = [:], counts = Counts()
        let ordered = names.map { originals[$0]! }
        await Concurrently.forEach(ordered, limit: parallelism, run: { original in await self.renditions(of: original) }) { index, done in
            let (result, made) = done
            counts.made += made.made
            counts.reused += made.reused
            counts.opened += made.opened
            counts.decoded += made.decoded
            switch result {
            case .success(let set): sets[names[index]] = set
            case .failure(let why): failures[names[index]] = why
            }
            return .goOn
        }
        return (sets, failures, counts)
    }

    /// Every place and density of one original: from the store, else made (reading and decoding the original once).
    func renditions(of original: RenditionOriginal) async -> (Result<RenditionSet, RenditionFailure>, Counts) {
        var counts = Counts()
        var bytes: [UInt8]?
        func read() -> Result<[UInt8], RenditionFailure> {
            if let bytes { return .success(bytes) }
            guard let size = (try? FileManager.default.attributesOfItem(atPath: original.fileURL.path))?[.size] as? Int else {
                return .failure(.unreadable("unreadableFile"))
            }
            // A blob is refused unread, as the maker would.
            guard size <= maker.settings.maxBytes else { return .failure(.tooLarge(bytes: size)) }
            guard let data = FileManager.default.contents(atPath: original.fileURL.path) else {
                return .failure(.unreadable("unreadableFile"))
            }
            counts.opened += 1
            // A file changed since its hash was taken is not the image its renditions would be kept under.
            if let known = original.contentSHA256, SHA256.hexDigest(data) != known {
                return .failure(.unreadable("changedSinceStored"))
            }
            bytes = Array(data)
            return .success(bytes!)
        }
        let hash: String
        if let known = original.contentSHA256 {
            hash = known
        } else {
            switch read() {
            case .success(let read): hash = SHA256.hexDigest(read)
            case .failure(let why): return (.failure(why), counts)
            }
        }
        var entries: [ImagePlace: [Int: RenditionStore.Entry]] = [:]
        var missing: [(place: ImagePlace, density: Int, key: String)] = []
        for place in ImagePlace.allCases {
            for density in RenditionSettings.densities {
                let key = RenditionStore.key(originalSHA256: hash, place: place, density: density, settings: maker.settings)
                if let entry = store.entry(key) {
                    counts.reused += 1
                    entries[place, default: [:]][density] = entry
                } else {
                    missing.append((place, density, key))
                }
            }
        }
        // An image whose renditions are all kept decodes nothing; the others are decoded once for all they lack.
        guard !missing.isEmpty else { return (.success(RenditionSet(entries: entries)), counts) }
        let data: [UInt8]
        switch read() {
        case .success(let read): data = read
        case .failure(let why): return (.failure(why), counts)
        }
        let header = RenditionMaker.header(data)
        // Capped at the pixels a rendition may have: a larger header is refused before decoding anyway.
        let cost = Self.decodingCost(pixels: min(header.width * header.height, maker.settings.maxPixels))
        await budget.acquire(cost)
        let (made, decodes) = maker.render(data, for: missing.map { ($0.place, $0.density) })
        await budget.release(cost)
        counts.decoded += decodes
        let renditions: [Rendition]
        switch made {
        case .success(let all): renditions = all
        case .failure(let why): return (.failure(why), counts)
        }
        for (wanted, rendition) in zip(missing, renditions) {
            guard let entry = try? store.store(rendition, key: wanted.key, format: maker.settings.format) else {
                return (.failure(.unreadable("renditionNotWritten")), counts)
            }
            counts.made += 1
            entries[wanted.place, default: [:]][wanted.density] = entry
        }
        return (.success(RenditionSet(entries: entries)), counts)
    }
}
