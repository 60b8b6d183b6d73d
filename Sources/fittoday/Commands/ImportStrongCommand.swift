import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import strong FILE.csv`: the history exported by the Strong app.
struct ImportStrongCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "strong",
        abstract: HelpLanguage.text("Importa o histórico exportado pelo app Strong (arquivo CSV).", "Imports the history exported by the Strong app (a CSV file)."),
        discussion: HelpLanguage.text("""
        Aceita todas as exportações do Strong, em qualquer idioma do app: a antiga, separada por ";" e com a
        coluna "Weight Unit", a com "Workout #", a nova, separada por ",", e as de 2016 a 2019 com a unidade no
        nome da coluna. Libras viram quilos. O texto pode estar em UTF-8, UTF-16 ou Windows-1252. Os exercícios
        são reconhecidos pelo nome (sem diferenciar maiúsculas, acentos e pontuação, e com nomes em inglês como
        "Bench Press (Barbell)"); os que a biblioteca não conhece viram exercícios seus. Importar o mesmo
        arquivo de novo não duplica nada, e um arquivo corrigido completa o que ficou de fora.
        Tudo é gravado de uma vez: uma linha com problema para a importação e nada é gravado, a menos que
        você use --skip-invalid.
        Exemplos:
          fittoday import strong strong_workouts.csv
          fittoday import strong strong.csv --weight-unit lbs
          fittoday import strong strong.csv --skip-invalid
        """, """
        Reads every Strong export, in any language of the app: the older one, separated by ";" with a
        "Weight Unit" column, the one with "Workout #", the newer one, separated by ",", and those of 2016 to
        2019 with the unit in the column's name. Pounds become kilograms. The text may be UTF-8, UTF-16 or
        Windows-1252. Exercises are recognized by name (ignoring case, accents and punctuation, and with English
        names such as "Bench Press (Barbell)"); those the library does not know become exercises of your own.
        Importing the same file again adds nothing, and a corrected file completes what was left out.
        Everything is written at once: a row with a problem stops the import and nothing is written, unless
        you use --skip-invalid.
        Examples:
          fittoday import strong strong_workouts.csv
          fittoday import strong strong.csv --weight-unit lbs
          fittoday import strong strong.csv --skip-invalid
        """)
    )

    @Argument(help: HelpLanguage.help("Arquivo CSV exportado pelo Strong.", "CSV file exported by Strong."))
    var file: String

    @Flag(help: HelpLanguage.help("Importa o resto quando uma linha tem problema, e lista as linhas deixadas de fora.", "Imports the rest when a row has a problem, and lists the rows left out."))
    var skipInvalid = false

    @Option(help: HelpLanguage.help("Unidade dos pesos na exportação nova do Strong, que não a informa: kg (padrão) ou lbs.", "Unit of the weights in Strong's newer export, which does not say: kg (the default) or lbs."))
    var weightUnit: String = "kg"

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        guard let unit = WeightUnit(rawValue: weightUnit.lowercased()) else {
            throw .invalidValue(option: "--weight-unit", value: weightUnit, allowed: WeightUnit.allCases.map(\.rawValue))
        }
        try WorkoutHistoryImport.run(.strong, file: file, skipInvalid: skipInvalid, weightUnit: unit, context: context)
    }
}
