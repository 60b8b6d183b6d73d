import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import hevy FILE.csv`: the history exported by the Hevy app.
struct ImportHevyCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "hevy",
        abstract: "Importa o histórico exportado pelo app Hevy (arquivo CSV).",
        discussion: """
        Aceita as datas em qualquer idioma do app (como "26 Jul 2025, 07:06", "11 Nis 2026, 13:05" ou
        "Jul 26, 2025, 7:06 AM"). Pesos em libras (coluna weight_lbs) viram quilos. Séries de aquecimento
        também entram. Os exercícios são reconhecidos pelo nome (sem diferenciar maiúsculas, acentos e
        pontuação, e com nomes em inglês como "Squat (Barbell)"); os que a biblioteca não conhece viram
        exercícios seus. Importar o mesmo arquivo de novo não duplica nada, e um arquivo corrigido completa o
        que ficou de fora. Uma linha com problema para a importação e nada é gravado, a menos que
        você use --skip-invalid.
        Exemplos:
          fittoday import hevy workouts.csv
          fittoday import hevy workouts.csv --skip-invalid
        """
    )

    @Argument(help: "Arquivo CSV exportado pelo Hevy.")
    var file: String

    @Flag(help: "Importa o resto quando uma linha tem problema, e lista as linhas deixadas de fora.")
    var skipInvalid = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try WorkoutHistoryImport.run(.hevy, file: file, skipInvalid: skipInvalid, context: context)
    }
}
