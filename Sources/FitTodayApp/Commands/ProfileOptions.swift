import ArgumentParser
import FitTodayDomain

/// Profile fields as flags, shared by `init` and `profile set`.
struct ProfileOptions: ParsableArguments {
    @Option(help: ArgumentHelp(HelpLanguage.words.profileOptions.goal))
    var goal: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.profileOptions.equipment))
    var equipment: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.profileOptions.level))
    var level: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.profileOptions.methodology))
    var methodology: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.profileOptions.frequency))
    var frequency: String?

    @Option(name: .customLong("health-notes"), help: ArgumentHelp(HelpLanguage.words.profileOptions.healthNotes))
    var healthNotes: String?

    @Option(name: .customLong("condition"), help: ArgumentHelp(HelpLanguage.words.profileOptions.conditions))
    var conditions: [String] = []

    @Option(help: ArgumentHelp(HelpLanguage.words.profileUnits.units))
    var units: String?

    func changes() throws(FitTodayError) -> ProfileChanges {
        var changes = ProfileChanges()
        changes.goal = try ArgumentValues.optionalSlug(goal, as: Goal.self)
        changes.equipment = try ArgumentValues.optionalSlug(equipment, as: Equipment.self)
        changes.level = try ArgumentValues.optionalSlug(level, as: FitnessLevel.self)
        changes.methodology = try ArgumentValues.optionalSlug(methodology, as: Methodology.self)
        changes.weeklyFrequency = try ArgumentValues.optionalInteger(frequency, option: "--frequency")
        changes.healthNotes = healthNotes
        changes.weightUnit = try UnitPreference.parse(flag: units)
        if !conditions.isEmpty {
            if conditions.map({ $0.lowercased() }) == ["none"] {
                changes.conditions = []
            } else {
                var parsed: [HealthCondition] = []
                for text in conditions { parsed.append(try HealthCondition.parse(text)) }
                changes.conditions = parsed
            }
        }
        return changes
    }
}
