import FitTodaySystem

/// The page lines of a manifest (`P`, tab, path, tab, fingerprint, line feed), kept as the bytes read, sorted by the
/// paths' bytes, and looked up by binary search: an update in place that renders 15 pages of 11 500 neither parses
/// the others into a dictionary nor formats them again, it copies their bytes.
struct ManifestPageLines: Sendable {
    /// Only page lines, each ending in a line feed: the part of the manifest file read, not a copy of it.
    private var bytes: ArraySlice<UInt8> = []
    /// Where each line starts, and where its path ends (the second tab), from the start of `bytes`.
    private var lines: [(start: Int, tab: Int)] = []

    init() {}

    /// The page lines in `file` (nothing else), in any order: sorted when they are not, the last line of a path
    /// kept when it has two. Nil when a line is not a page line with exactly a path and a fingerprint.
    init?(_ file: ArraySlice<UInt8>) {
        guard let lines = file.withUnsafeBufferPointer({ Self.index($0) }) else { return nil }
        if lines.sorted, file.last == UInt8(ascii: "\n") || file.isEmpty {
            (bytes, self.lines) = (file, lines.lines)
        } else {
            // Written by hand (out of order, or without the last line feed): the lines are sorted and copied.
            var rebuilt: [UInt8] = []
            let starts = file.withUnsafeBufferPointer { Self.sortedCopy($0, lines.lines, into: &rebuilt) }
            (bytes, self.lines) = (rebuilt[...], starts)
        }
    }

    /// Where each line of `text` starts and where its path ends, and whether the paths are strictly in order.
    private static func index(_ text: UnsafeBufferPointer<UInt8>) -> (lines: [(start: Int, tab: Int)], sorted: Bool)? {
        var lines: [(start: Int, tab: Int)] = []
        var start = 0, sorted = true
        let base = text.baseAddress
        // memchr: a byte at a time in Swift costs more than the rest of reading the manifest.
        func find(_ byte: UInt8, from: Int, to: Int) -> Int {
            guard from < to, let base, let found = memchr(base + from, Int32(byte), to - from) else { return to }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        while start < text.count {
            let end = find(UInt8(ascii: "\n"), from: start, to: text.count)
            guard end - start > 2, text[start] == UInt8(ascii: "P"), text[start + 1] == UInt8(ascii: "\t") else { return nil }
            let tab = find(UInt8(ascii: "\t"), from: start + 2, to: end)
            guard tab < end, find(UInt8(ascii: "\t"), from: tab + 1, to: end) == end else { return nil }
            if sorted, let last = lines.last, compare(text, last.start + 2, last.tab, text, start + 2, tab) >= 0 { sorted = false }
            lines.append((start, tab))
            start = end + 1
        }
        return (lines, sorted)
    }

    /// The lines sorted (stably, so the last of a path's lines comes last), one per path, copied into `out`.
    private static func sortedCopy(_ text: UnsafeBufferPointer<UInt8>, _ lines: [(start: Int, tab: Int)],
                                   into rebuilt: inout [UInt8]) -> [(start: Int, tab: Int)] {
        let order = lines.indices.sorted { left, right in
            let comparison = Self.compare(text, lines[left].start + 2, lines[left].tab, text, lines[right].start + 2, lines[right].tab)
            return comparison < 0 || (comparison == 0 && left < right)
        }
        var kept: [(start: Int, tab: Int)] = []
        for index in order {
            if let last = kept.last, Self.compare(text, last.start + 2, last.tab, text, lines[index].start + 2, lines[index].tab) == 0 {
                kept.removeLast()
            }
            kept.append(lines[index])
        }
        var starts: [(start: Int, tab: Int)] = []
        for line in kept {
            var end = line.tab
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            starts.append((rebuilt.count, rebuilt.count + line.tab - line.start))
            rebuilt.append(contentsOf: UnsafeBufferPointer(rebasing: text[line.start..<end]))
            rebuilt.append(UInt8(ascii: "\n"))
        }
        return starts
    }

    var count: Int { lines.count }

    /// The fingerprint of the page at `path`, if there is a line for it.
    func fingerprint(of path: String) -> String? {
        guard case let .found(index) = position(of: path) else { return nil }
        let line = lines[index]
        return bytes.withUnsafeBufferPointer { text in
            var end = line.tab + 1
            while text[end] != UInt8(ascii: "\n") { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: text[(line.tab + 1)..<end]), as: UTF8.self)
        }
    }

    func contains(_ path: String) -> Bool {
        if case .found = position(of: path) { return true }
        return false
    }

    /// The paths of the lines whose path starts with `prefix`, in order.
    func paths(withPrefix prefix: String) -> [String] {
        var index: Int
        switch position(of: prefix) {
        case let .found(found): index = found
        case let .insert(at): index = at
        }
        var paths: [String] = []
        let prefixBytes = Array(prefix.utf8)
        bytes.withUnsafeBufferPointer { text in
            while index < lines.count {
                let path = UnsafeBufferPointer(rebasing: text[(lines[index].start + 2)..<lines[index].tab])
                guard path.starts(with: prefixBytes) else { break }
                paths.append(String(decoding: path, as: UTF8.self))
                index += 1
            }
        }
        return paths
    }

    /// Appends every line to `out` with `changes` made: a path set to a fingerprint gets that line (new or in place
    /// of its old one), a path set to nil loses its line. The lines stay sorted.
    func write(applying changes: [String: String?], to out: inout [UInt8]) {
        out.reserveCapacity(out.count + bytes.count + changes.count * 100)
        let changed = Self.sortedAsBytes(changes.keys)
        var copied = 0
        func copy(upTo end: Int) {
            bytes.withUnsafeBufferPointer { text in out.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<end])) }
        }
        for path in changed {
            let next: Int
            switch position(of: path) {
            case let .found(index):
                next = index + 1 < lines.count ? lines[index + 1].start : bytes.count
                copy(upTo: lines[index].start)
            case let .insert(index):
                next = index < lines.count ? lines[index].start : bytes.count
                copy(upTo: next)
            }
            copied = next
            guard let fingerprint = changes[path] ?? nil else { continue }
            out.append(UInt8(ascii: "P"))
            out.append(UInt8(ascii: "\t"))
            out.append(contentsOf: path.utf8)
            out.append(UInt8(ascii: "\t"))
            out.append(contentsOf: fingerprint.utf8)
            out.append(UInt8(ascii: "\n"))
        }
        copy(upTo: bytes.count)
    }

    /// `paths` in the order the lines are kept in: by their UTF-8 bytes. Copied out once: a full build sorts 11 500
    /// paths, and comparing Strings as bytes one pair at a time cost more than the rest of saving the manifest.
    static func sortedAsBytes(_ paths: some Collection<String>) -> [String] {
        paths.map { (path: $0, bytes: Array($0.utf8)) }.sorted { left, right in
            left.bytes.withUnsafeBufferPointer { l in
                right.bytes.withUnsafeBufferPointer { r in compare(l, 0, l.count, r, 0, r.count) < 0 }
            }
        }.map(\.path)
    }

    private enum Position {
        case found(Int)
        case insert(Int)
    }

    private func position(of path: String) -> Position {
        var path = path
        return path.withUTF8 { key in
            bytes.withUnsafeBufferPointer { all in
                var (low, high) = (0, lines.count)
                while low < high {
                    let middle = (low + high) / 2
                    let comparison = Self.compare(all, lines[middle].start + 2, lines[middle].tab, key, 0, key.count)
                    if comparison == 0 { return .found(middle) }
                    if comparison < 0 { low = middle + 1 } else { high = middle }
                }
                return .insert(low)
            }
        }
    }

    /// memcmp order of `left[leftStart..<leftEnd]` and `right[rightStart..<rightEnd]`, the shorter first on a tie.
    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ leftStart: Int, _ leftEnd: Int,
                                _ right: UnsafeBufferPointer<UInt8>, _ rightStart: Int, _ rightEnd: Int) -> Int {
        let (leftCount, rightCount) = (leftEnd - leftStart, rightEnd - rightStart)
        let common = min(leftCount, rightCount)
        if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
            let result = memcmp(leftBase + leftStart, rightBase + rightStart, common)
            if result != 0 { return Int(result) }
        }
        return leftCount - rightCount
    }
}
