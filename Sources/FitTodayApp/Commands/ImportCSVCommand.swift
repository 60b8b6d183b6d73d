import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import csv FILE --map "date=Date,exercise=Lift,reps=Reps,weight=Kg"`: a spreadsheet of one's own.
struct ImportCSVCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: WorkoutApp.csv.rawValue,
        abstract: HelpLanguage.words.importCSV.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importCSV.discussion)
    )

    @OptionGroup var history: HistoryImportOptions

    @Option(help: ArgumentHelp(HelpLanguage.words.importCSV.map))
    var map: String

    @Option(help: ArgumentHelp(HelpLanguage.words.importCSV.dateFormat))
    var dateFormat: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.importCSV.delimiter))
    var delimiter: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        var options = try history.readOptions(context)
        options.columnMap = map
        options.dateFormat = dateFormat
        options.delimiter = delimiter
        try WorkoutHistoryImport.run(.csv, options: options, file: history.file, dryRun: history.dryRun, context: context)
    }
}
