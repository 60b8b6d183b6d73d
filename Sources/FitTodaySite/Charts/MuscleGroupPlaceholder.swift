import FitTodayDomain

/// An inline SVG standing in for a missing exercise image: the muscle group's initial on a tinted tile,
/// labelled for screen readers, so a page never shows a broken image.
enum MuscleGroupPlaceholder {
    static func svg(group: MuscleGroup?, exerciseName: String, locale: AppLocale) -> String {
        let groupName = group?.label(locale) ?? locale.words.site.muscleGroupPlaceholder.exercise
        let label = HTMLEscaping.escape("\(exerciseName): \(locale.words.site.muscleGroupPlaceholder.noImage) (\(groupName))")
        let initial = HTMLEscaping.escape(String(groupName.prefix(1)).uppercased())
        let hue = hue(for: group)
        return """
        <svg class="placeholder" role="img" aria-label="\(label)" viewBox="0 0 160 160" width="160" height="160" xmlns="http://www.w3.org/2000/svg">\
        <title>\(label)</title>\
        <rect width="160" height="160" rx="12" fill="hsl(\(hue) 45% 88%)"/>\
        <circle cx="80" cy="68" r="38" fill="hsl(\(hue) 40% 32%)"/>\
        <text x="80" y="82" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#ffffff">\(initial)</text>\
        <text x="80" y="138" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" fill="hsl(\(hue) 40% 20%)">\(HTMLEscaping.escape(groupName))</text>\
        </svg>
        """
    }

    private static func hue(for group: MuscleGroup?) -> Int {
        switch group {
        case .chest: 0
        case .back: 210
        case .legs: 130
        case .shoulders: 30
        case .arms: 270
        case .core: 180
        case .cardio: 330
        case nil: 220
        }
    }
}
