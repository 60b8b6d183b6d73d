import FitTodaySystem

/// The page lines of a manifest (`P`, tab, path, tab, fingerprint, line feed), kept as the bytes read, sorted by the
/// paths' bytes, and looked up by binary search: an update in place that renders 15 pages of 11 500 neither parses
/// the others into a dictionary nor formats them again, it copies their bytes.
struct ManifestPageLines: Sendable {
    /// Only page lines, each ending in a line feed.
    private(set) var bytes: [UInt8] = []
    /// Where each line starts, and where its path ends (the second tab).
    private var lines: [(start: Int, tab: Int)] = []

    init() {}

    /// The page lines in `text` (nothing else), in any order: sorted when they are not, the last line of a path
    /// kept when it has two. Nil when a line is not a page line with exactly a path and a fingerprint.
    init?(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0, sorted = true
        while start < text.count {
            var end = start
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            guard end - start > 2, text[start] == UInt8(ascii: "P"), text[start + 1] == UInt8(ascii: "\t") else { return nil }
            var tab = start + 2
            while tab < end, text[tab] != UInt8(ascii: "\t") { tab += 1 }
            guard tab < end, !UnsafeBufferPointer(rebasing: text[(tab + 1)..<end]).contains(UInt8(ascii: "\t")) else { return nil }
            if let last = lines.last, sorted, Self.compare(text, last.start + 2, last.tab, text, start + 2, tab) >= 0 { sorted = false }
            lines.append((start, tab))
            start = end + 1
        }
        if sorted {
            bytes = Array(text)
            if bytes.last != UInt8(ascii: "\n"), !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            return
        }
        // Written by hand: sort (stably, so the last of a path's lines comes last) and keep one line per path.
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
        var rebuilt: [UInt8] = [], starts: [(start: Int, tab: Int)] = []
        for line in kept {
            var end = line.tab
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            starts.append((rebuilt.count, rebuilt.count + line.tab - line.start))
            rebuilt.append(contentsOf: UnsafeBufferPointer(rebasing: text[line.start..<end]))
            rebuilt.append(UInt8(ascii: "\n"))
        }
        (bytes, lines) = (rebuilt, starts)
    }

    var count: Int { lines.count }

    /// The fingerprint of the page at `path`, if there is a line for it.
    func fingerprint(of path: String) -> String? {
        guard case let .found(index) = position(of: path) else { return nil }
        let line = lines[index]
        var end = line.tab + 1
        while bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return String(decoding: bytes[(line.tab + 1)..<end], as: UTF8.self)
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
        while index < lines.count {
            let path = bytes[(lines[index].start + 2)..<lines[index].tab]
            guard path.starts(with: prefixBytes) else { break }
            paths.append(String(decoding: path, as: UTF8.self))
            index += 1
        }
        return paths
    }

    /// Appends every line to `out` with `changes` made: a path set to a fingerprint gets that line (new or in place
    /// of its old one), a path set to nil loses its line. The lines stay sorted.
    func write(applying changes: [String: String?], to out: inout [UInt8]) {
        out.reserveCapacity(out.count + bytes.count + changes.count * 100)
        let changed = changes.keys.sorted(by: Self.precedes)
        var copied = 0
        for path in changed {
            let next: Int
            switch position(of: path) {
            case let .found(index):
                next = index + 1 < lines.count ? lines[index + 1].start : bytes.count
                out.append(contentsOf: bytes[copied..<lines[index].start])
            case let .insert(index):
                next = index < lines.count ? lines[index].start : bytes.count
                out.append(contentsOf: bytes[copied..<next])
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
        out.append(contentsOf: bytes[copied...])
    }

    /// Whether `left` sorts before `right`: by their UTF-8 bytes, the order the lines are kept in.
    static func precedes(_ left: String, _ right: String) -> Bool {
        var left = left, right = right
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in compare(leftBytes, 0, leftBytes.count, rightBytes, 0, rightBytes.count) < 0 }
        }
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
