import CLibVips
import Foundation

/// libvips, opened the first time a build makes a rendition: linked, it would load its dozens of libraries (GLib,
/// libjpeg, libwebp, libpng, ...) and run their set-up at the start of every command, while only a build that makes
/// renditions uses it. Its operation cache is kept small (renditions are made once and kept on disk, so the cache
/// would only hold memory), its untrusted loaders are blocked, and each operation runs on one thread: renditions
/// are made side by side, one per core, by the caller.
enum LibVips {
    /// Operations and bytes libvips may keep in its own cache.
    static let cacheOperations: Int32 = 10
    static let cacheBytes = 8 * 1_048_576

    /// The files tried, in order: `FITTODAY_LIBVIPS` alone when it is set (another build of libvips, or none).
    static func candidates(environment: [String: String]) -> [String] {
        if let chosen = environment["FITTODAY_LIBVIPS"], !chosen.isEmpty { return [chosen] }
        #if os(macOS)
        return ["libvips.42.dylib", "/opt/homebrew/lib/libvips.42.dylib", "/usr/local/lib/libvips.42.dylib"]
        #else
        return ["libvips.so.42", "libvips.so"]
        #endif
    }

    /// Opens the first of `paths` that is libvips 8.13 or later: its version, or why none could be used.
    static func load(_ paths: [String]) -> Result<String, RenditionFailure> {
        var message = [CChar](repeating: 0, count: 2048)
        let copies = paths.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
        let status = pointers.withUnsafeBufferPointer { buffer in
            fittoday_vips_load(buffer.baseAddress, Int32(paths.count), cacheOperations, cacheBytes, &message, message.count)
        }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return status == 0 ? .success(text) : .failure(.libvipsUnavailable(text.isEmpty ? "no libvips" : text))
    }

    /// The process's libvips, opened on first use.
    static let shared: Result<String, RenditionFailure> = load(candidates(environment: ProcessInfo.processInfo.environment))
}
