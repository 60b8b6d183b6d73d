import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday import log FILE.json`: the log downloaded from today's page, recorded as one completed session.
struct ImportLogCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: HelpLanguage.text("Importa o registro baixado da página de hoje (fittoday-log-AAAA-MM-DD.json) como um treino feito.", "Imports the log downloaded from today's page (fittoday-log-YYYY-MM-DD.json) as a completed session."),
        discussion: HelpLanguage.text("""
        Na página de hoje, marque as séries e anote repetições e kg; o botão "Baixar registro" salva o
        arquivo. As regras são as do fittoday log: até 50 repetições e 500 kg por série, nenhum dia depois
        de hoje. Importar o mesmo arquivo de novo não acrescenta nada; um registro do mesmo dia baixado
        depois só acrescenta as séries que faltavam. O formato está em docs/workout-log-format.md.
        Exemplos:
          fittoday import log ~/Downloads/fittoday-log-2026-11-22.json
        """, """
        On today's page, tick the sets and write the reps and kg; the "Download log" button saves the file. The
        rules are those of fittoday log: up to 50 reps and 500 kg a set, no day after today. Importing the same
        file again adds nothing; a log of the same day downloaded later adds only the sets that were missing.
        The format is in docs/workout-log-format.md.
        Examples:
          fittoday import log ~/Downloads/fittoday-log-2026-11-22.json
        """)
    )

    @Argument(help: HelpLanguage.help("Arquivo baixado da página de hoje.", "File downloaded from today's page."))
    var file: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        guard let data = FileManager.default.contents(atPath: file) else {
            context.logger.debug("Cannot read \(file)")
            throw .importFile(reason: .unreadable)
        }
        let log = try WorkoutLogFile.decode(data, today: SystemClock.now().date, logger: context.logger)
        let store = try context.openStore()
        // The page names library ids: bring the library up to date so the ones it shows are there.
        _ = try context.loadLibrary(into: store)
        for id in Set(log.sets.map(\.exerciseID)).sorted() where try store.exercise(id: id) == nil {
            throw .importFile(reason: .workoutLogUnknownExercise(id: id))
        }
        let planExists = try log.planID.map { id throws(FitTodayError) in try store.plan(id: id) != nil } ?? false
        let result = try store.importSessions([log.importedSession(planExists: planExists)], newExercises: [])
        let locale = context.locale
        let day = log.date.description
        if result.sessionsInserted == 1 {
            context.console.say(locale.pick("Treino de \(day) importado: \(result.setsInserted) séries. Bom trabalho!",
                                            "Session of \(day) imported: \(result.setsInserted) sets. Nice work!"))
        } else if result.sessionsCompleted == 1 {
            context.console.say(locale.pick("O treino de \(day) já estava no histórico e ganhou \(result.setsInserted) séries que faltavam.",
                                            "The session of \(day) was already in the history and got \(result.setsInserted) sets it was missing."))
        } else {
            context.console.say(locale.pick("Nada novo: esse registro já estava no histórico.",
                                            "Nothing new: that log was already in the history."))
        }
    }
}
