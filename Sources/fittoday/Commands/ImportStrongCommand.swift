import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import strong FILE.csv`: the history exported by the Strong app.
struct ImportStrongCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "strong",
        abstract: HelpLanguage.words.importStrong.abstract,
        discussion: HelpText.reflowed(HelpLanguage.words.importStrong.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.importStrong.file))
    var file: String

    @Flag(help: ArgumentHelp(HelpLanguage.words.importStrong.skipInvalid))
    var skipInvalid = false

    @Option(help: ArgumentHelp(HelpLanguage.words.importStrong.weightUnit))
    var weightUnit: String = "kg"

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        guard let unit = WeightUnit(rawValue: weightUnit.lowercased()) else {
            throw .invalidValue(option: "--weight-unit", value: weightUnit, allowed: WeightUnit.allCases.map(\.rawValue))
        }
        try WorkoutHistoryImport.run(.strong, file: file, skipInvalid: skipInvalid, weightUnit: unit, context: context)
    }
}
