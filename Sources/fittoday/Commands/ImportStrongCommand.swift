import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import strong FILE.csv`: the history exported by the Strong app.
struct ImportStrongCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "strong",
        abstract: "Importa o histórico exportado pelo app Strong (arquivo CSV).",
        discussion: """
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
        """
    )

    @Argument(help: "Arquivo CSV exportado pelo Strong.")
    var file: String

    @Flag(help: "Importa o resto quando uma linha tem problema, e lista as linhas deixadas de fora.")
    var skipInvalid = false

    @Option(help: "Unidade dos pesos na exportação nova do Strong, que não a informa: kg (padrão) ou lbs.")
    var weightUnit: String = "kg"

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        guard let unit = WeightUnit(rawValue: weightUnit.lowercased()) else {
            throw .invalidValue(option: "--weight-unit", value: weightUnit, allowed: WeightUnit.allCases.map(\.rawValue))
        }
        try WorkoutHistoryImport.run(.strong, file: file, skipInvalid: skipInvalid, weightUnit: unit, context: context)
    }
}
