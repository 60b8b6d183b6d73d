import FitTodayBuild
import FitTodayDomain

/// The exercise history is what the site keeps in the build's state, one ``ExerciseHistoryRecord`` per exercise.
extension ExerciseHistory: KeptRecords {
    init() { self.init(logs: [:], progress: [:]) }

    var recordKeys: Set<String> { Set(logs.keys).union(progress.keys) }

    func encodedRecord(of key: String) -> [UInt8] { ExerciseHistoryRecord.encode(of: key, in: self) }

    mutating func decode(_ bytes: [UInt8], of key: String) -> Bool { ExerciseHistoryRecord.decode(bytes, of: key, into: &self) }
}

extension SiteState {
    /// The exercise history the last build showed, when it kept one for the data's mark `mark`: every exercise's,
    /// or only those in `ids`.
    func exerciseHistory(mark: DataChangeMark, decoding ids: Set<String>? = nil) -> ExerciseHistory? {
        records(ExerciseHistory.self, mark: mark, decoding: ids)
    }

    /// Saves what this build made with the exercise history it showed (nil: none kept), replacing these exercises'
    /// records (nil: all).
    func save(_ manifest: RenderManifest, stamps: SiteFolderStamps?, history: (ExerciseHistory, replacing: Set<String>?)?) {
        save(manifest, stamps: stamps, records: history)
    }
}
