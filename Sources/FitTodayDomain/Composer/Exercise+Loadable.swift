extension Exercise {
    /// Whether a load is chosen for it: not bodyweight work, not a timed item, not cardio (machines, the jump rope)
    /// and not mobility (the foam roller). Only these get "Choose a load…" (issue 30).
    public var isLoadable: Bool {
        guard let equipment, equipment != .bodyweight, durationSeconds == nil, muscleGroup != .cardio else { return false }
        if let role, role == .conditioning || role == .mobility { return false }
        if let pattern, pattern == .locomotion || pattern == .mobility { return false }
        return !tags.contains("mobility")
    }
}
