import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import hevy FILE.csv`: the history exported by the Hevy app.
struct ImportHevyCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "hevy",
        abstract: HelpLanguage.text("Importa o histórico exportado pelo app Hevy (arquivo CSV).", "Imports the history exported by the Hevy app (a CSV file)."),
        discussion: HelpLanguage.text("""
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
        """, """
        Reads dates in any language of the app (such as "26 Jul 2025, 07:06", "11 Nis 2026, 13:05" or
        "Jul 26, 2025, 7:06 AM"). Weights in pounds (the weight_lbs column) become kilograms. Warm-up sets are
        imported too. Exercises are recognized by name (ignoring case, accents and punctuation, and with English
        names such as "Squat (Barbell)"); those the library does not know become exercises of your own.
        Importing the same file again adds nothing, and a corrected file completes what was left out. A row
        with a problem stops the import and nothing is written, unless you use --skip-invalid.
        Examples:
          fittoday import hevy workouts.csv
          fittoday import hevy workouts.csv --skip-invalid
        """)
    )

    @Argument(help: HelpLanguage.help("Arquivo CSV exportado pelo Hevy.", "CSV file exported by Hevy."))
    var file: String

    @Flag(help: HelpLanguage.help("Importa o resto quando uma linha tem problema, e lista as linhas deixadas de fora.", "Imports the rest when a row has a problem, and lists the rows left out."))
    var skipInvalid = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try WorkoutHistoryImport.run(.hevy, file: file, skipInvalid: skipInvalid, context: context)
    }
}
