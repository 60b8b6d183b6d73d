import Foundation

/// Writes files so that readers see either the old file or the whole new one, never a part: the bytes go
/// to a temporary file beside the target (a rename stays atomic only within one file system), which is then
/// renamed into place.
public enum AtomicFile {
    /// Why a file could not be written.
    public enum Failure: Error, Equatable {
        /// Without `replacing`, something already has the target's name.
        case exists
        /// The target is not a regular file (a folder, a symbolic link, a FIFO or a device): never replaced.
        case notRegularFile
        /// A system call failed with this `errno` (ENOSPC: the disk is full).
        case system(code: Int32, operation: String, path: String)

        /// True when the disk (or the quota) is full.
        public var isDiskFull: Bool {
            if case .system(let code, _, _) = self { return code == ENOSPC || code == EDQUOT }
            return false
        }
    }

    /// Writes `bytes` to `path` with `mode`. An existing regular file is replaced only when `replacing`;
    /// anything else at the path (a symbolic link, a FIFO, a device, a folder) is never replaced.
    /// With `durable`, the bytes and the new name are flushed to disk before it returns. The temporary file is
    /// made in `temporaryFolder` (on the same file system) when given, else beside the target.
    public static func write(_ bytes: some Collection<UInt8>, to path: String, mode: mode_t = 0o644,
                             replacing: Bool, durable: Bool = true, temporaryFolder: String? = nil) throws(Failure) {
        try checkTarget(path, replacing: replacing)
        let temporary = temporaryFolder.map { $0 + "/" + UUID().uuidString + ".partial" } ?? temporaryPath(beside: path)
        defer { unlink(temporary) }
        try writeNew(bytes, at: temporary, mode: mode, durable: durable)
        try moveIntoPlace(temporary, path, replacing: replacing, durable: durable)
    }

    /// Refuses a target that may not be written: one that exists without `replacing`, or that is not a
    /// regular file.
    public static func checkTarget(_ path: String, replacing: Bool) throws(Failure) {
        switch FileKind.of(path) {
        case .absent: return
        case .regular: if !replacing { throw .exists }
        default: throw replacing ? .notRegularFile : .exists
        }
    }

    /// A fresh, hidden name in the target's folder.
    public static func temporaryPath(beside path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial").path
    }

    /// Creates `path` (which must not exist) with these bytes, flushed to disk.
    public static func writeNew(_ bytes: some Collection<UInt8>, at path: String, mode: mode_t = 0o644, durable: Bool = true) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw .system(code: errno, operation: "creating", path: path) }
        defer { close(descriptor) }
        // open's mode is filtered by the umask, which is right for a site's files; a private file (no access for
        // group or others, like an export's 0600) gets exactly its mode whatever the umask.
        if mode & 0o077 == 0 { fchmod(descriptor, mode) }
        let failure: Int32? = bytes.withContiguousStorageIfAvailable { writeAll(descriptor, $0) } ?? Array(bytes).withUnsafeBufferPointer { writeAll(descriptor, $0) }
        if let failure { throw .system(code: failure, operation: "writing", path: path) }
        guard !durable || fsync(descriptor) == 0 else { throw .system(code: errno, operation: "flushing", path: path) }
    }

    /// Renames `source` to `target` atomically, then makes the new directory entry durable. Without
    /// `replacing`, a hard link makes the step fail rather than overwrite a file that appeared meanwhile.
    public static func moveIntoPlace(_ source: String, _ target: String, replacing: Bool, durable: Bool = true) throws(Failure) {
        if replacing {
            // Checked again just before: a symbolic link or FIFO that appeared since is still not replaced.
            try checkTarget(target, replacing: true)
            guard rename(source, target) == 0 else { throw .system(code: errno, operation: "renaming", path: target) }
        } else if link(source, target) != 0 {
            let code = errno
            if code == EEXIST { throw .exists }
            // File systems without hard links: check, then rename, accepting the tiny window in between.
            guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV].contains(code) else { throw .system(code: code, operation: "linking", path: target) }
            if FileKind.of(target) != .absent { throw .exists }
            guard rename(source, target) == 0 else { throw .system(code: errno, operation: "renaming", path: target) }
        }
        guard durable else { return }
        let folder = open(URL(fileURLWithPath: target).deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Writes the whole buffer, retrying on EINTR; the errno of a failure, or nil.
    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeBufferPointer<UInt8>) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }
}
