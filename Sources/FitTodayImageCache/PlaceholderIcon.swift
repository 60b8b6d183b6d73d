/// Small inline SVG icons drawn in place of an exercise image that is not available
/// (for example offline, see ``ImageFailureReason/offlineMissing``).
///
/// Each icon is a self-contained, valid XML `<svg>` of 64×64 user units that scales with CSS,
/// uses `currentColor` (so it follows the text colour and dark mode), and carries `role="img"`,
/// an `aria-label` and a `<title>` in Portuguese for screen readers. No `id` attributes, so
/// several icons can be inlined in one page.
public enum PlaceholderIcon {
    /// The muscle groups that have an icon of their own.
    public enum Group: String, Sendable, CaseIterable {
        case chest, back, legs, shoulders, arms, core, cardio, generic

        /// Portuguese name, used in the accessible label.
        public var label: String {
            switch self {
            case .chest: "peito"
            case .back: "costas"
            case .legs: "pernas"
            case .shoulders: "ombros"
            case .arms: "braços"
            case .core: "abdômen e core"
            case .cardio: "cardio"
            case .generic: "exercício"
            }
        }

        /// Maps a muscle or group name, in English or Portuguese (as in free-exercise-db's
        /// `primaryMuscles` or the site's own groups), to its icon group; unknown names map to `generic`.
        public init(matching name: String) {
            let key = name.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
            self = Self.aliases[key] ?? Group(rawValue: key) ?? .generic
        }

        private static let aliases: [String: Group] = [
            "peito": .chest, "peitoral": .chest, "pectorals": .chest,
            "costas": .back, "lats": .back, "middle back": .back, "lower back": .back, "traps": .back,
            "dorsal": .back, "lombar": .back, "trapézio": .back, "neck": .back, "pescoço": .back,
            "pernas": .legs, "perna": .legs, "quadriceps": .legs, "hamstrings": .legs, "calves": .legs,
            "glutes": .legs, "adductors": .legs, "abductors": .legs, "quadríceps": .legs,
            "posterior de coxa": .legs, "panturrilha": .legs, "glúteos": .legs,
            "ombros": .shoulders, "ombro": .shoulders, "deltoids": .shoulders, "deltoides": .shoulders,
            "braços": .arms, "braco": .arms, "braço": .arms, "bracos": .arms, "biceps": .arms,
            "triceps": .arms, "forearms": .arms, "bíceps": .arms, "tríceps": .arms, "antebraço": .arms,
            "abdominals": .core, "abs": .core, "abdominais": .core, "abdômen": .core, "abdomen": .core,
            "cardiovascular": .cardio, "aeróbico": .cardio, "aerobico": .cardio,
        ]
    }

    /// The icon for a muscle or group name (see ``Group/init(matching:)``).
    public static func svg(for muscleGroup: String) -> String {
        svg(for: Group(matching: muscleGroup))
    }

    /// The icon for a group.
    public static func svg(for group: Group) -> String {
        let label = "Imagem indisponível: \(group.label)"
        return """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" \
        role="img" aria-label="\(label)" fill="none" stroke="currentColor" stroke-width="3" \
        stroke-linecap="round" stroke-linejoin="round"><title>\(label)</title>\
        <rect x="2" y="2" width="60" height="60" rx="12" stroke-width="2" opacity="0.35"/>\
        \(shape(for: group))</svg>
        """
    }

    private static func shape(for group: Group) -> String {
        switch group {
        case .chest:
            // Two pectoral plates.
            "<path d=\"M14 22c6-4 12-4 17 0v14c-6 4-12 4-17 0z\"/><path d=\"M50 22c-6-4-12-4-17 0v14c6 4 12 4 17 0z\"/>"
        case .back:
            // A V-shaped torso with a spine.
            "<path d=\"M16 16h32l-8 34H24z\"/><path d=\"M32 18v30\"/>"
        case .legs:
            // Two legs.
            "<path d=\"M22 12l-2 22 2 20\"/><path d=\"M42 12l2 22-2 20\"/><path d=\"M18 54h8M38 54h8\"/>"
        case .shoulders:
            // Round shoulders over a neck.
            "<circle cx=\"32\" cy=\"16\" r=\"6\"/><path d=\"M10 40c0-10 8-16 22-16s22 6 22 16\"/>"
        case .arms:
            // A flexed arm.
            "<path d=\"M14 48l12-6 6-16c2-6 8-6 10 0\"/><path d=\"M26 42c8 4 18 2 24-6\"/>"
        case .core:
            // Six-pack grid.
            "<rect x=\"20\" y=\"14\" width=\"24\" height=\"36\" rx=\"6\"/><path d=\"M32 14v36M20 26h24M20 38h24\"/>"
        case .cardio:
            // A heart with a pulse line.
            "<path d=\"M32 50C18 40 12 32 12 24a10 10 0 0 1 20-2 10 10 0 0 1 20 2c0 8-6 16-20 26z\"/>" +
            "<path d=\"M18 32h8l3-6 5 12 3-6h9\"/>"
        case .generic:
            // A dumbbell.
            "<path d=\"M14 24v16M20 20v24M44 20v24M50 24v16M20 32h24\"/>"
        }
    }
}
