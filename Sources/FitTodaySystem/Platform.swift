// The one place that chooses the C library: every other module imports FitTodaySystem for `open`, `stat`,
// `flock`, `rename` and friends instead of branching on Glibc, Musl or Darwin itself.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// A new TCP socket (`socket(AF_INET, SOCK_STREAM, 0)`); the constant's type differs between the C libraries.
public func openTCPSocket() -> Int32 {
    #if canImport(Glibc) || canImport(Musl)
    socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    socket(AF_INET, SOCK_STREAM, 0)
    #endif
}

/// Size, modification time (to the nanosecond) and inode of `path`, following links: what changes when a file is
/// replaced or rewritten. Nil when there is no such file.
public func fileStamp(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
    let modified = info.st_mtimespec
    #else
    let modified = info.st_mtim
    #endif
    return "\(info.st_size)|\(modified.tv_sec).\(modified.tv_nsec)|\(info.st_ino)"
}

/// ``fileStamp(_:)`` with the change time too (which a rename or chmod also moves), and the later of the
/// modification and change times in whole seconds, for telling a file changed a moment ago (``FileClock``). Nil when
/// there is no such file.
public func fileStampAndChange(_ path: String) -> (stamp: String, changedAt: Int)? {
    fileStatus(path).map { ($0.stamp, $0.changedAt) }
}

/// ``fileStampAndChange(_:)`` and whether the path is a folder, from the same `stat` (links followed).
public func fileStatus(_ path: String) -> (stamp: String, changedAt: Int, isFolder: Bool)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
    let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
    let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    let stamp = "\(info.st_size)|\(modified.tv_sec).\(modified.tv_nsec)|\(changed.tv_sec).\(changed.tv_nsec)|\(info.st_ino)"
    return (stamp, Int(max(modified.tv_sec, changed.tv_sec)), (info.st_mode & S_IFMT) == S_IFDIR)
}

/// The running program's file, from `/proc/self/exe` on Linux; nil elsewhere (callers then ask Foundation's
/// `Bundle.main`, whose first use lists the program's folder: a cost every command paid for one path).
public func runningProgramPath() -> String? {
    #if os(Linux)
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBufferPointer { raw in
        raw.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1) }
    }
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count], as: UTF8.self)
    #else
    return nil
    #endif
}

/// `read(2)` under a name no type's method hides.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)` under a name no type's method hides.
public func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
