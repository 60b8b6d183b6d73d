import FitTodayHashing

/// Everything a plan for a day is composed from.
public struct CompositionRequest: Sendable {
    public var profile: Profile
    public var checkIn: CheckIn
    public var library: ExerciseLibrary

    public init(profile: Profile, checkIn: CheckIn, library: ExerciseLibrary) {
        self.profile = profile
        self.checkIn = checkIn
        self.library = library
    }

    /// The date the plan is for.
    public var date: LocalDate { checkIn.date }

    /// Identifies these inputs: the same profile, check-in and library version give the same key.
    public var compositionKey: String {
        SHA256.hexDigest(of: canonicalText)
    }

    var canonicalText: String {
        [
            "v1",
            profile.goal.rawValue, profile.equipment.rawValue, profile.level.rawValue, profile.methodology.rawValue,
            profile.conditions.map(\.rawValue).joined(separator: ","), String(profile.weeklyFrequency),
            checkIn.date.description, checkIn.focus.rawValue, String(checkIn.soreness), checkIn.soreRegion?.rawValue ?? "-",
            library.version,
        ].joined(separator: "|")
    }
}

extension CompositionRequest {
    /// What varies the choice of blocks: the day and who trains, not the soreness, so that more
    /// soreness never swaps in a bigger workout.
    var compositionSeed: String {
        [date.description, profile.goal.rawValue, profile.equipment.rawValue, profile.level.rawValue, checkIn.focus.rawValue, library.version]
            .joined(separator: "|")
    }
}
