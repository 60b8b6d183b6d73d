import FitTodayDomain

/// The library split by muscle group, in a fixed order, custom exercises with no group last.
enum LibraryGroups {
    typealias Entry = (group: MuscleGroup?, exercises: [Exercise])

    static func of(_ exercises: [Exercise]) -> [Entry] {
        let sorted = exercises.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        let groups: [MuscleGroup?] = MuscleGroup.allCases + [nil]
        return groups.compactMap { group in
            let members = sorted.filter { $0.muscleGroup == group }
            return members.isEmpty ? nil : (group, members)
        }
    }

    /// The groups ``of(_:)`` lists, in its order, without sorting their exercises.
    static func groups(of exercises: [Exercise]) -> [MuscleGroup?] {
        let present = Set(exercises.map(\.muscleGroup))
        return (MuscleGroup.allCases + [nil]).filter { present.contains($0) }
    }

    static func slug(_ group: MuscleGroup?) -> String { group?.rawValue ?? "other" }

    static func name(_ group: MuscleGroup?, context: PageContext) -> String { group?.label(context.locale) ?? context.word(.otherGroup) }
}
