import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and merges `stats.json`. Merging holds an exclusive `flock` on `stats.lock`, so two
/// processes saving at the same time both get counted; the file itself is replaced atomically.
enum StatisticsStore {
    static func load(from store: DiskStore) -> PersistedImageCacheStatistics {
        guard let data = try? Data(contentsOf: store.statisticsFile),
              let stats = try? decoder().decode(PersistedImageCacheStatistics.self, from: data)
        else { return PersistedImageCacheStatistics() }  // absent or corrupt: start from zero
        return stats
    }

    private static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func merge(_ run: ImageCacheStatistics, into store: DiskStore, now: Date) throws {
        try FileManager.default.createDirectory(at: store.temporaryDirectory, withIntermediateDirectories: true)
        let descriptor = open(store.statisticsLockFile.path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: store.statisticsLockFile.path])
        }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else {
            throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: store.statisticsLockFile.path])
        }
        defer { flock(descriptor, LOCK_UN) }

        var persisted = load(from: store)
        persisted.totals = persisted.totals + run
        persisted.lastRun = run
        persisted.runs += 1
        persisted.updatedAt = now
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        let temporary = try store.writeTemporary(try encoder.encode(persisted), suffix: "json")
        do {
            try DiskStore.rename(temporary, to: store.statisticsFile)
        } catch {
            store.removeTemporary(temporary)
            throw error
        }
    }
}
