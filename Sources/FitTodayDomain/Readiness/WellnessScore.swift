/// The wellness score of a check-in: the sum of its four answers, 4 to 20 (McLean 2010).
public enum WellnessScore {
    /// Each answer's scale.
    public static let answerRange = 1...5

    /// The score, or nil unless all four questions were answered: a partial sum cannot be read against the
    /// person's usual one.
    public static func of(_ checkIn: CheckIn) -> Int? {
        guard let sleep = checkIn.sleep, let fatigue = checkIn.fatigue, let stress = checkIn.stress, let mood = checkIn.mood else { return nil }
        return sleep + fatigue + stress + mood
    }
}
