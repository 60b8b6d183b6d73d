import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// The options every `fittoday import` of a history file takes: `import FILE` and `import <app> FILE`.
struct HistoryImportOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(HelpLanguage.words.importHistory.file))
    var file: String

    @Flag(help: ArgumentHelp(HelpLanguage.words.importHistory.skipInvalid))
    var skipInvalid = false

    @Flag(help: ArgumentHelp(HelpLanguage.words.importHistory.dryRun))
    var dryRun = false

    @Option(help: ArgumentHelp(HelpLanguage.words.importHistory.unit))
    var unit: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.importHistory.timeZone))
    var timeZone: String?

    /// What a reader needs from these options; `context` gives the person's unit when `--unit` is not given.
    func readOptions(_ context: CommandContext) throws(FitTodayError) -> HistoryReadOptions {
        var weightUnit = context.unit
        if let unit {
            guard let given = WeightUnit(text: unit) else { throw .invalidValue(option: "--unit", value: unit, allowed: ["kg", "lb"]) }
            weightUnit = given
        }
        var zone = TimeZone.current
        if let timeZone {
            guard let given = TimeZone(identifier: timeZone) else {
                throw .invalidValue(option: "--time-zone", value: timeZone, allowed: ["America/Sao_Paulo", "Europe/Lisbon", "UTC"])
            }
            zone = given
        }
        return HistoryReadOptions(fileName: URL(fileURLWithPath: file).lastPathComponent, skipInvalid: skipInvalid, weightUnit: weightUnit,
                                  timeZone: zone, logger: context.logger)
    }
}
