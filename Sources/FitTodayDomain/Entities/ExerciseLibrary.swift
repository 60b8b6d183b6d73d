/// The curated exercises and blocks the composer draws from, with a version that changes whenever
/// any of their files change.
public struct ExerciseLibrary: Equatable, Sendable {
    public let exercises: [Exercise]
    public let blocks: [WorkoutBlock]
    /// A digest of the library's files; part of the composition cache key.
    public let version: String
    /// The files whose text in the library's language is missing and shown in the other one instead
    /// (`exercises/supino.md`), sorted: `build --verbose` lists them.
    public let untranslated: [String]
    private let byID: [String: Exercise]

    public init(exercises: [Exercise], blocks: [WorkoutBlock], version: String, untranslated: [String] = []) {
        self.exercises = exercises.sorted { $0.id < $1.id }
        self.blocks = blocks.sorted { $0.id < $1.id }
        self.version = version
        self.untranslated = untranslated.sorted()
        byID = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func exercise(id: String) -> Exercise? { byID[id] }

    public static func == (lhs: ExerciseLibrary, rhs: ExerciseLibrary) -> Bool {
        lhs.version == rhs.version && lhs.exercises == rhs.exercises && lhs.blocks == rhs.blocks
            && lhs.untranslated == rhs.untranslated
    }
}
