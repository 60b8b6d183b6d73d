import ArgumentParser
import FitTodayDomain

/// Profile fields as flags, shared by `init` and `profile set`.
struct ProfileOptions: ParsableArguments {
    @Option(help: HelpLanguage.help("Objetivo: hypertrophy, weight-loss, conditioning, strength ou general.", "Goal: hypertrophy, weight-loss, conditioning, strength or general."))
    var goal: String?

    @Option(help: HelpLanguage.help("Onde você treina: full-gym, home ou bodyweight.", "Where you train: full-gym, home or bodyweight."))
    var equipment: String?

    @Option(help: HelpLanguage.help("Nível: beginner, intermediate (padrão) ou advanced.", "Level: beginner, intermediate (default) or advanced."))
    var level: String?

    @Option(help: HelpLanguage.help("Metodologia: traditional, circuit ou mixed (padrão).", "Methodology: traditional, circuit or mixed (default)."))
    var methodology: String?

    @Option(help: HelpLanguage.help("Treinos por semana, de 1 a 7 (padrão: 3).", "Sessions per week, from 1 to 7 (default: 3)."))
    var frequency: String?

    @Option(name: .customLong("health-notes"), help: HelpLanguage.help("Observações de saúde em texto livre.", "Health notes, free text."))
    var healthNotes: String?

    @Option(name: .customLong("condition"), help: HelpLanguage.help("Cuidado de saúde (repita a opção): knee, lower-back, shoulder, wrist, hypertension, ou none para limpar.", "Health condition (repeat the option): knee, lower-back, shoulder, wrist, hypertension, or none to clear them."))
    var conditions: [String] = []

    func changes() throws(FitTodayError) -> ProfileChanges {
        var changes = ProfileChanges()
        changes.goal = try ArgumentValues.optionalSlug(goal, as: Goal.self)
        changes.equipment = try ArgumentValues.optionalSlug(equipment, as: Equipment.self)
        changes.level = try ArgumentValues.optionalSlug(level, as: FitnessLevel.self)
        changes.methodology = try ArgumentValues.optionalSlug(methodology, as: Methodology.self)
        changes.weeklyFrequency = try ArgumentValues.optionalInteger(frequency, option: "--frequency")
        changes.healthNotes = healthNotes
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
