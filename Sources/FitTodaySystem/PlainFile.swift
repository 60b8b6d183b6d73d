/// Reading a whole file and listing a folder with plain system calls, for the paths a build reads every time:
/// Foundation's `FileManager` and `Data` cost more there than the system calls they wrap.
public enum PlainFile {
    /// The bytes of the file at `path`, following links; nil when it cannot be opened or read (a folder included).
    public static func contents(of path: String) -> [UInt8]? {
        read(path, upTo: nil)
    }

    /// At most the first `limit` bytes of the file at `path` (a regular file); nil when it cannot be opened or read.
    public static func contents(of path: String, upTo limit: Int) -> [UInt8]? {
        read(path, upTo: max(limit, 0))
    }

    private static func read(_ path: String, upTo limit: Int?) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // The size is a hint only: a file that grows or shrinks while read is read to its end (or the limit).
        let size = max(Int(info.st_size), 0) + 1
        var bytes = [UInt8](repeating: 0, count: limit.map { min($0, size) } ?? size)
        var count = 0
        while count < limit ?? .max {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 4096), (limit ?? .max) - count))) }
            let read = bytes.withUnsafeMutableBytes { raw in systemRead(descriptor, raw.baseAddress! + count, raw.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The names in the folder at `path` (without `.` and `..`), in no particular order; empty when it cannot
    /// be read.
    public static func names(in path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
