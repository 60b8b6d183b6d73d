import Foundation

extension ValidationIssue {
    /// A short, friendly sentence naming the rule and an acceptable value.
    public func message(_ locale: AppLocale) -> String {
        let t = locale.pick
        switch self {
        case let .planNameLength(length):
            return t("O nome do plano precisa ter de 3 a 100 letras (este tem \(length)).",
                     "A plan name needs 3 to 100 characters (this one has \(length)).")
        case let .planDescriptionTooLong(length):
            return t("A descrição do plano pode ter até 500 letras (esta tem \(length)). Encurte o texto.",
                     "A plan description can have up to 500 characters (this one has \(length)). Shorten it.")
        case let .sets(value):
            return t("O número de séries precisa ficar entre 1 e 10 (você pediu \(value)).",
                     "Sets must be between 1 and 10 (you asked for \(value)).")
        case let .reps(value):
            return t("O número de repetições precisa ficar entre 1 e 50 (você pediu \(value)).",
                     "Reps must be between 1 and 50 (you asked for \(value)).")
        case let .restSeconds(value):
            return t("O descanso precisa ser de 30, 60, 90, 120 ou 180 segundos (você pediu \(value)).",
                     "Rest must be 30, 60, 90, 120 or 180 seconds (you asked for \(value)).")
        case let .soreness(value):
            return t("A dor muscular vai de 0 (nenhuma) a 10 (muita); \(value) está fora disso.",
                     "Soreness goes from 0 (none) to 10 (a lot); \(value) is outside that.")
        case let .weeklyFrequency(value):
            return t("A frequência semanal vai de 1 a 7 treinos por semana (você pediu \(value)).",
                     "Weekly frequency goes from 1 to 7 sessions a week (you asked for \(value)).")
        case let .durationMinutes(value):
            return t("A duração precisa ficar entre 1 e 600 minutos (você pediu \(value)).",
                     "Duration must be between 1 and 600 minutes (you asked for \(value)).")
        case let .weight(value):
            return t("O peso precisa ficar entre 0 e 1000 kg (você informou \(Self.number(value))).",
                     "Weight must be between 0 and 1000 kg (you gave \(Self.number(value))).")
        case let .rpe(value):
            return t("O esforço percebido (RPE) vai de 1 a 10 (você informou \(Self.number(value))).",
                     "Perceived effort (RPE) goes from 1 to 10 (you gave \(Self.number(value))).")
        case let .loggedReps(value):
            return t("As repetições de uma série precisam ficar entre 0 e 1000 (você informou \(value)).",
                     "Reps in a set must be between 0 and 1000 (you gave \(value)).")
        case let .healthNotesTooLong(length):
            return t("As observações de saúde podem ter até 1000 letras (estas têm \(length)).",
                     "Health notes can have up to 1000 characters (these have \(length)).")
        case .exerciseNameEmpty:
            return t("Informe o nome do exercício.", "Give the exercise a name.")
        case let .exerciseNameTooLong(length):
            return t("O nome do exercício pode ter até 100 letras (este tem \(length)). Encurte o nome.",
                     "An exercise name can have up to 100 characters (this one has \(length)). Shorten it.")
        case let .sessionTitleTooLong(length):
            return t("O nome de um treino pode ter até 200 letras (este tem \(length)). Encurte o nome.",
                     "A session's name can have up to 200 characters (this one has \(length)). Shorten it.")
        case let .notesTooLong(length):
            return t("As observações podem ter até 2000 letras (estas têm \(length)). Encurte o texto.",
                     "Notes can have up to 2000 characters (these have \(length)). Shorten them.")
        case let .dateOutOfRange(value):
            return t("A data \(value) está fora do período aceito (anos de 1900 a 2100). Confira o ano.",
                     "The date \(value) is outside the accepted range (years 1900 to 2100). Check the year.")
        case .skippedSessionWithSets:
            return t("Um treino pulado não tem séries. Tire os --set ou use --status completed.",
                     "A skipped session has no sets. Remove the --set options or use --status completed.")
        case let .setSpec(text):
            return t("Não entendi a série \"\(text)\". Escreva assim: --set \"Supino reto com barra:10x60\" (exercício:repetições x kg).",
                     "The set \"\(text)\" was not understood. Write it like --set \"Supino reto com barra:10x60\" (exercise:reps x kg).")
        case let .pageNumber(value):
            return t("A página precisa ser 1 ou mais (você pediu \(value)).",
                     "The page must be 1 or more (you asked for \(value)).")
        case .noProfileChanges:
            return t("Diga o que mudar no perfil, por exemplo: fittoday profile set --level advanced.",
                     "Say what to change in the profile, for example: fittoday profile set --level advanced.")
        case let .implausibleReps(value):
            return t("\(value) repetições numa série parece engano: registre até 50 por série (confira a série).",
                     "\(value) reps in one set looks like a typo: log up to 50 a set (check the set).")
        case let .implausibleWeight(value):
            return t("\(Self.number(value)) kg parece engano: registre até 500 kg por série (confira se não sobrou um zero).",
                     "\(Self.number(value)) kg looks like a typo: log up to 500 kg a set (check for an extra zero).")
        case let .futureSession(date):
            return t("\(date) ainda não chegou: registre treinos de hoje ou de dias anteriores.",
                     "\(date) has not come yet: log sessions of today or earlier days.")
        case let .exerciseNameTaken(name):
            return t("Já existe um exercício chamado \"\(Self.shortened(name))\"; escolha outro nome.",
                     "There is already an exercise called \"\(Self.shortened(name))\"; choose another name.")
        case let .libraryExerciseChange(name, id, deleting):
            if deleting {
                return t("\"\(Self.shortened(name))\" é da biblioteca e voltaria no próximo build, então não o apago; se ele vem de content/exercises/\(id).md, apague esse arquivo (um exercício embutido não sai, basta não usá-lo).",
                         "\"\(Self.shortened(name))\" is part of the library and would come back on the next build, so it is not deleted; if it comes from content/exercises/\(id).md, delete that file (a built-in exercise stays: just do not use it).")
            }
            return t("\"\(Self.shortened(name))\" é da biblioteca e o próximo build traria o nome de volta; para renomeá-lo, mude o name em content/exercises/\(id).md (copie o arquivo embutido para lá se ainda não existir).",
                     "\"\(Self.shortened(name))\" is part of the library and the next build would bring its name back; to rename it, change the name in content/exercises/\(id).md (copy the built-in file there if it is not there yet).")
        case let .exerciseInUse(name, sessions, plans):
            let pt = [sessions > 0 ? "\(sessions) \(sessions == 1 ? "treino" : "treinos")" : nil,
                      plans > 0 ? "\(plans) \(plans == 1 ? "plano" : "planos")" : nil].compactMap { $0 }.joined(separator: " e ")
            let en = [sessions > 0 ? "\(sessions) \(sessions == 1 ? "session" : "sessions")" : nil,
                      plans > 0 ? "\(plans) \(plans == 1 ? "plan" : "plans")" : nil].compactMap { $0 }.joined(separator: " and ")
            return t("\"\(Self.shortened(name))\" aparece em \(pt); para apagá-lo mesmo assim, use --force: as séries dele saem desses treinos (os treinos ficam) e ele sai dos planos.",
                     "\"\(Self.shortened(name))\" is used by \(en); to delete it anyway, use --force: its sets leave those sessions (the sessions stay) and it leaves the plans.")
        }
    }

    /// A name as a message quotes it: one that came in before the length bounds would drown the sentence.
    public static func shortened(_ name: String) -> String {
        name.count <= 60 ? name : String(name.prefix(57)) + "…"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
