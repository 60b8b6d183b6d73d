import FitTodaySystem
import Foundation

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
        let lock: FileLock
        do {
            lock = try FileLock(path: store.statisticsLockFile.path)
        } catch {
            throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: store.statisticsLockFile.path])
        }
        defer { withExtendedLifetime(lock) {} }

        var persisted = load(from: store)
        persisted.totals = persisted.totals + run
        persisted.lastRun = run
        persisted.runs += 1
        persisted.updatedAt = now
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        try DiskStore.writeAtomically(try encoder.encode(persisted), to: store.statisticsFile, temporaryFolder: store.temporaryDirectory)
    }
}
