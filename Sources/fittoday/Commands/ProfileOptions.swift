import ArgumentParser
import FitTodayDomain

/// Profile fields as flags, shared by `init` and `profile set`.
struct ProfileOptions: ParsableArguments {
    @Option(help: "Objetivo: hypertrophy, weight-loss, conditioning, strength ou general.")
    var goal: String?

    @Option(help: "Onde você treina: full-gym, home ou bodyweight.")
    var equipment: String?

    @Option(help: "Nível: beginner, intermediate (padrão) ou advanced.")
    var level: String?

    @Option(help: "Metodologia: traditional, circuit ou mixed (padrão).")
    var methodology: String?

    @Option(help: "Treinos por semana, de 1 a 7 (padrão: 3).")
    var frequency: String?

    @Option(name: .customLong("health-notes"), help: "Observações de saúde em texto livre.")
    var healthNotes: String?

    @Option(name: .customLong("condition"), help: "Cuidado de saúde (repita a opção): knee, lower-back, shoulder, wrist, hypertension, ou none para limpar.")
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
