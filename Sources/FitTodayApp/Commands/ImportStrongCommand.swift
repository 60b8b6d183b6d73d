import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import strong FILE.csv`: the history exported by the Strong app.
struct ImportStrongCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "strong",
        abstract: HelpLanguage.words.importStrong.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importStrong.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.importStrong.file))
    var file: String

    @Flag(help: ArgumentHelp(HelpLanguage.words.importStrong.skipInvalid))
    var skipInvalid = false

    @Option(help: ArgumentHelp(HelpLanguage.words.importStrong.weightUnit))
    var weightUnit: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        // The file's own unit column wins; then this flag; then the unit you lift in.
        var unit = context.unit
        if let weightUnit {
            guard let given = WeightUnit(text: weightUnit) else {
                throw .invalidValue(option: "--weight-unit", value: weightUnit, allowed: ["kg", "lb", "lbs"])
            }
            unit = given
        }
        try WorkoutHistoryImport.run(.strong, file: file, skipInvalid: skipInvalid, weightUnit: unit, context: context)
    }
}
