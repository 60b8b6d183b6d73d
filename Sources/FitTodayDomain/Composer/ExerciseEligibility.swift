/// Which library exercises a person may get today: known role and pattern, equipment and level that fit, no tag
/// a health condition rules out, nothing that loads a sore region (``PatternSafety``), no breath-hold lift with
/// hypertension.
public struct ExerciseEligibility: Sendable {
    public var profile: Profile
    /// The sore region, when the check-in gave one.
    public var soreRegion: MuscleGroup?

    public init(profile: Profile, soreRegion: MuscleGroup?) {
        self.profile = profile
        self.soreRegion = soreRegion
    }

    public init(request: CompositionRequest) {
        self.init(profile: request.profile, soreRegion: request.checkIn.soreRegion)
    }

    /// Whether the exercise may be proposed at all (any slot).
    public func allows(_ exercise: Exercise) -> Bool {
        // An exercise whose equipment or level is not known is never proposed: it might not fit.
        guard let equipment = exercise.equipment, let level = exercise.level,
              equipment.fits(in: profile.equipment), level <= profile.level else { return false }
        guard PatternSafety.allows(exercise, soreRegion: soreRegion) else { return false }
        guard PatternSafety.allowsBreathHold(exercise, conditions: profile.conditions) else { return false }
        let excluded = profile.conditions.reduce(into: Set<String>()) { $0.formUnion($1.excludedTags) }
        return excluded.isDisjoint(with: exercise.tags)
    }

    /// The library's exercises that may fill a slot today (role and pattern known), by id.
    public func eligible(in library: ExerciseLibrary) -> [Exercise] {
        library.exercises.filter { $0.role != nil && $0.pattern != nil && allows($0) }
    }
}
