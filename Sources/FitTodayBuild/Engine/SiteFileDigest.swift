import FitTodaySystem

/// A short, order-independent digest of a site's file list, kept in the manifest instead of the list itself:
/// reading and comparing 20 000 paths costs more than the rest of a rebuild with nothing to do.
///
/// Two FNV-1a hashes per path (different offsets), summed and xored over the paths, with the count. It only
/// has to tell a complete site from one with files missing or added by hand, not resist an adversary.
public enum SiteFileDigest {
    public static func of(_ paths: some Sequence<String>) -> String {
        var digest = Accumulator()
        for path in paths { digest.add(Hash(path: path)) }
        return digest.text
    }

    /// The digest of every file ``FileTree/files(under:)`` lists under `root`, computed during the walk:
    /// each folder's path is hashed once and continued with each name, and no path is ever made into a String.
    /// This is what tells a rebuild with nothing to do that the site is still all there.
    public static func ofSite(at root: String) -> String {
        scan(at: root).digest
    }

    /// What one walk of a site tells: the digest of its files, how many there are, and how many entries are
    /// neither folders nor regular files (a symbolic link, a socket: a site holding one is never updated in place).
    public struct Scan: Equatable, Sendable {
        public var digest: String
        public var files: Int
        public var foreignEntries: Int
    }

    /// ``ofSite(at:)`` with the file count and the foreign entries, from the same walk.
    public static func scan(at root: String) -> Scan {
        walk(at: root, recording: false).scan
    }

    /// The walk of ``scan(at:)``; with `recording`, also each folder as ``SiteFolderStamps`` keeps it (its stamp
    /// from `fstat`, taken before its entries are read, and its own files' digest), sorted by path. No folders when
    /// not recording, or when one could not be read or the task was cancelled.
    public static func walk(at root: String, recording: Bool) -> (scan: Scan, folders: [SiteFolderStamps.Folder]?) {
        var total = Accumulator()
        var foreign = 0
        var folders: [SiteFolderStamps.Folder]? = recording ? [] : nil
        let clock = FileClock.now()
        func visit(_ descriptor: Int32, path: String, prefix: Hash) {
            if Task.isCancelled {
                close(descriptor)
                folders = nil
                return
            }
            let stamp = folders == nil ? nil : SiteFolderStamps.Stamp(descriptor: descriptor)
            guard let contents = readFolder(descriptor, prefix: prefix, isTop: path.isEmpty) else {
                folders = nil
                return
            }
            total.combine(contents.files)
            foreign += contents.foreign
            if folders != nil {
                if let stamp {
                    folders?.append(SiteFolderStamps.Folder(path: path, stamp: stamp, settled: clock.isSettled(stamp), files: contents.files,
                                                            foreign: contents.foreign))
                } else {
                    folders = nil
                }
            }
            for subfolder in contents.subfolders {
                let child = openat(contents.descriptor, subfolder.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 {
                    visit(child, path: path.isEmpty ? subfolder.name : path + "/" + subfolder.name, prefix: subfolder.prefix)
                } else {
                    folders = nil
                }
            }
            close(contents.descriptor)
        }
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { visit(descriptor, path: "", prefix: .initial) } else { folders = nil }
        return (Scan(digest: total.text, files: total.count, foreignEntries: foreign), folders?.sorted { $0.path < $1.path })
    }

    /// What one folder holds directly: the digest of its regular files, its subfolders (name, and the hash of the
    /// path so far with the slash) and how many other entries.
    public struct FolderContents {
        /// Still open, for opening the subfolders; the caller closes it.
        public var descriptor: Int32
        public var files = Accumulator()
        public var subfolders: [(name: String, prefix: Hash)] = []
        public var foreign = 0
    }

    /// `digest` (of ``of(_:)`` or ``ofSite(at:)``) with `added` paths added and `removed` ones taken out, without
    /// the other paths: an update in place knows the site's digest before and what it changed. Nil for a text
    /// that is not a digest.
    public static func adjusting(_ digest: String, adding added: some Sequence<String>, removing removed: some Sequence<String>) -> String? {
        guard var accumulator = Accumulator(text: digest) else { return nil }
        for path in added { accumulator.add(Hash(path: path)) }
        for path in removed { accumulator.remove(Hash(path: path)) }
        return accumulator.text
    }

    /// Reads the open folder `descriptor`, whose path so far hashes to `prefix`; nil (and the descriptor closed) when
    /// it cannot be read. The walk of ``FileTree``: dotfiles at the top are not ours, symbolic links are neither
    /// followed nor listed.
    public static func readFolder(_ descriptor: Int32, prefix: Hash, isTop: Bool) -> FolderContents? {
        var contents = FolderContents(descriptor: descriptor)
        let read = FileTree.forEachEntry(of: descriptor) { bytes, _, kind in
            guard FileTree.isListed(bytes, atTop: isTop) else { return }
            var hash = prefix
            hash.add(bytes)
            switch kind {
            case .folder:
                hash.add(CollectionOfOne(UInt8(ascii: "/")))
                contents.subfolders.append((String(decoding: bytes, as: UTF8.self), hash))
            case .file:
                contents.files.add(hash)
            case .other:
                contents.foreign += 1
            }
        }
        guard read else {
            close(descriptor)
            return nil
        }
        return contents
    }

    /// The hash of every file path under the folder at `path` ("" for the top) starts from this.
    public static func prefix(ofFolder path: String) -> Hash {
        var hash = Hash.initial
        guard !path.isEmpty else { return hash }
        hash.add(path.utf8)
        hash.add(CollectionOfOne(UInt8(ascii: "/")))
        return hash
    }

    /// The two FNV-1a hashes of one path, so far.
    public struct Hash: Hashable, Sendable {
        public var first: UInt64
        public var second: UInt64

        public static let initial = Hash(first: 0xcbf2_9ce4_8422_2325, second: 0x8422_2325_cbf2_9ce4)

        /// The hash of a whole site path.
        public init(path: some StringProtocol) {
            self = .initial
            add(path.utf8)
        }

        private init(first: UInt64, second: UInt64) {
            (self.first, self.second) = (first, second)
        }

        /// The hash of a whole site path and the hash of its folder's part with the slash (the initial hash for a
        /// file at the top), from one pass over the bytes.
        public static func splitting(_ path: String) -> (file: Hash, folder: Hash, slash: Int?) {
            var file = initial, folder = initial, slash: Int?
            for (index, byte) in path.utf8.enumerated() {
                file.add(byte: byte)
                if byte == UInt8(ascii: "/") { (folder, slash) = (file, index) }
            }
            return (file, folder, slash)
        }

        public mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { add(byte: byte) }
        }

        @inline(__always)
        public mutating func add(byte: UInt8) {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    /// Count, sums and xors of the paths' hashes: the same whatever order the paths come in, and the digest of
    /// two sets of paths is the two digests combined.
    public struct Accumulator: Equatable, Sendable {
        public var count = 0
        public var sum: (UInt64, UInt64) = (0, 0)
        public var mix: (UInt64, UInt64) = (0, 0)

        public init() {}

        /// Reads back ``text``.
        public init?(text: String) {
            let parts = text.split(separator: "-")
            guard parts.count == 2, let count = Int(parts[0]), parts[1].utf8.count == 64 else { return nil }
            var words: [UInt64] = []
            var rest = parts[1]
            while !rest.isEmpty {
                guard let word = UInt64(rest.prefix(16), radix: 16) else { return nil }
                words.append(word)
                rest = rest.dropFirst(16)
            }
            self.count = count
            (sum, mix) = ((words[0], words[1]), (words[2], words[3]))
        }

        public mutating func add(_ hash: Hash) {
            count += 1
            sum = (sum.0 &+ hash.first, sum.1 &+ hash.second)
            mix = (mix.0 ^ hash.first, mix.1 ^ hash.second)
        }

        /// Adds `other`'s paths (none of them already here).
        public mutating func combine(_ other: Accumulator) {
            count += other.count
            sum = (sum.0 &+ other.sum.0, sum.1 &+ other.sum.1)
            mix = (mix.0 ^ other.mix.0, mix.1 ^ other.mix.1)
        }

        public static func == (left: Accumulator, right: Accumulator) -> Bool {
            left.count == right.count && left.sum == right.sum && left.mix == right.mix
        }

        public mutating func remove(_ hash: Hash) {
            count -= 1
            sum = (sum.0 &- hash.first, sum.1 &- hash.second)
            mix = (mix.0 ^ hash.first, mix.1 ^ hash.second)
        }

        public var text: String { "\(count)-\(hex(sum.0))\(hex(sum.1))\(hex(mix.0))\(hex(mix.1))" }

        private func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.utf8.count) + digits
        }
    }
}
