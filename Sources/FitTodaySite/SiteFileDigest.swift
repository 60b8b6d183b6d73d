import FitTodaySystem

/// A short, order-independent digest of a site's file list, kept in the manifest instead of the list itself:
/// reading and comparing 20 000 paths costs more than the rest of a rebuild with nothing to do.
///
/// Two FNV-1a hashes per path (different offsets), summed and xored over the paths, with the count. It only
/// has to tell a complete site from one with files missing or added by hand, not resist an adversary.
enum SiteFileDigest {
    static func of(_ paths: some Sequence<String>) -> String {
        var digest = Accumulator()
        for path in paths {
            var hash = Hash.initial
            hash.add(path.utf8)
            digest.add(hash)
        }
        return digest.text
    }

    /// The digest of every file ``SiteWriter/siteFiles(in:)`` lists under `root`, computed during the walk:
    /// each folder's path is hashed once and continued with each name, and no path is ever made into a String.
    /// This is what tells a rebuild with nothing to do that the site is still all there.
    static func ofSite(at root: String) -> String {
        var digest = Accumulator()
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { walk(descriptor, prefix: .initial, isTop: true, into: &digest) }
        return digest.text
    }

    /// Adds every regular file under the open folder `descriptor` (which it closes), its paths continuing `prefix`;
    /// stops early when the task running it is cancelled (its digest is then not used).
    /// The same choices as ``SiteWriter/siteFiles(in:)``: dotfiles at the top are not ours, symbolic links are
    /// neither followed nor listed, and a file system without types in readdir is asked with `lstat`.
    private static func walk(_ descriptor: Int32, prefix: Hash, isTop: Bool, into digest: inout Accumulator) {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let length = strlen(name)
            let bytes = UnsafeRawBufferPointer(start: name, count: length)
            if bytes.first == UInt8(ascii: "."), isTop || length == 1 || (length == 2 && bytes[1] == UInt8(ascii: ".")) { continue }
            var isFolder = false
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): isFolder = true
            case Int32(DT_REG): break
            case Int32(DT_UNKNOWN):
                var info = stat()
                guard fstatat(dirfd(directory), name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: isFolder = true
                case S_IFREG: break
                default: continue
                }
            default: continue
            }
            var hash = prefix
            hash.add(bytes)
            if isFolder {
                if Task.isCancelled { return }
                hash.add(CollectionOfOne(UInt8(ascii: "/")))
                let child = openat(dirfd(directory), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 { walk(child, prefix: hash, isTop: false, into: &digest) }
            } else {
                digest.add(hash)
            }
        }
    }

    /// The two FNV-1a hashes of one path, so far.
    private struct Hash {
        var first: UInt64
        var second: UInt64

        static let initial = Hash(first: 0xcbf2_9ce4_8422_2325, second: 0x8422_2325_cbf2_9ce4)

        mutating func add(_ bytes: some Sequence<UInt8>) {
            var (first, second) = (first, second)
            for byte in bytes {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            (self.first, self.second) = (first, second)
        }
    }

    /// Count, sums and xors of the paths' hashes: the same whatever order the paths come in.
    private struct Accumulator {
        var count = 0
        var sum: (UInt64, UInt64) = (0, 0)
        var mix: (UInt64, UInt64) = (0, 0)

        mutating func add(_ hash: Hash) {
            count += 1
            sum = (sum.0 &+ hash.first, sum.1 &+ hash.second)
            mix = (mix.0 ^ hash.first, mix.1 ^ hash.second)
        }

        var text: String { "\(count)-\(hex(sum.0))\(hex(sum.1))\(hex(mix.0))\(hex(mix.1))" }

        private func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.utf8.count) + digits
        }
    }
}
