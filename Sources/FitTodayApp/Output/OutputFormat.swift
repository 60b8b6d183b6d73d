import ArgumentParser
import FitTodayDomain

/// `--format text|json` for commands that show data.
struct OutputFormatOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.outputFormatOption.format))
    var format: String = "text"

    func isJSON() throws(FitTodayError) -> Bool {
        switch format.lowercased() {
        case "json": return true
        case "text": return false
        default: throw .invalidValue(option: "--format", value: format, allowed: ["text", "json"])
        }
    }
}
