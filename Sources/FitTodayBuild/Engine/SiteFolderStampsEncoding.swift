import FitTodayHashing
import FitTodaySystem
import Foundation

/// The ``SiteFolderStamps`` of the last build as the build's state keeps them (``SiteState``). Binary, with a SHA-256
/// of its body at the end: damaged stamps are ignored (and the site walked), never half-trusted. A build uses them
/// only when their digest is the one of the site it made, so stamps of another site or another build are never
/// taken for this one.
public enum SiteFolderStampsEncoding {
    public static let header = Array("fittoday-site-folders\t1\n".utf8)

    public static func encode(_ stamps: SiteFolderStamps) -> [UInt8] {
        var out = ByteWriter()
        out.bytes.reserveCapacity(header.count + stamps.folders.count * 120 + 64)
        out.bytes += header
        out.int(stamps.folders.count)
        for folder in stamps.folders {
            out.string(folder.path)
            for value in [folder.stamp.device, folder.stamp.inode] { out.int(Int64(bitPattern: value)) }
            out.int(folder.stamp.seconds)
            out.int(folder.stamp.nanoseconds)
            out.byte(folder.settled ? 1 : 0)
            out.int(folder.files.count)
            for value in [folder.files.sum.0, folder.files.sum.1, folder.files.mix.0, folder.files.mix.1] { out.int(Int64(bitPattern: value)) }
            out.int(folder.foreign)
        }
        SHA256.seal(&out.bytes)
        return out.bytes
    }

    public static func decode(_ bytes: [UInt8]) -> SiteFolderStamps? {
        guard let body = SHA256.unsealed(bytes, header: header) else { return nil }
        var input = ByteReader(bytes: body, position: header.count)
        guard let count = input.count() else { return nil }
        var folders: [SiteFolderStamps.Folder] = []
        folders.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = input.string(), let device = input.int(), let inode = input.int(), let seconds = input.int(),
                  let nanoseconds = input.int(), let settled = input.byte(), let files = input.int(), let sum0 = input.int(),
                  let sum1 = input.int(), let mix0 = input.int(), let mix1 = input.int(), let foreign = input.int() else { return nil }
            var accumulator = SiteFileDigest.Accumulator()
            accumulator.count = Int(files)
            accumulator.sum = (UInt64(bitPattern: sum0), UInt64(bitPattern: sum1))
            accumulator.mix = (UInt64(bitPattern: mix0), UInt64(bitPattern: mix1))
            let stamp = SiteFolderStamps.Stamp(device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), seconds: seconds,
                                               nanoseconds: nanoseconds)
            folders.append(SiteFolderStamps.Folder(path: path, stamp: stamp, settled: settled == 1, files: accumulator, foreign: Int(foreign)))
        }
        guard input.isAtEnd else { return nil }
        return SiteFolderStamps(folders: folders)
    }
}
