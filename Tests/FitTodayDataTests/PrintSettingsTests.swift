import FitTodayData
import FitTodayDomain
import Foundation
import Testing

/// `[print]` of fittoday.toml (issue 52): read with friendly refusals, and written back by `print block` keeping every
/// other line of the person's file as it was.
@Suite struct PrintSettingsTests {
    let folder = URL(fileURLWithPath: "/srv/treinos")

    @Test func readsWeeksAndPaper() throws {
        let config = try AppConfiguration.parse("[print]\nweeks = 8\npaper = \"letter\"\n", relativeTo: folder, locale: .ptBR)
        #expect(config.print == PrintSettings(weeks: 8, paper: .letter))
        #expect(try AppConfiguration.parse("", relativeTo: folder, locale: .ptBR).print == PrintSettings())
    }

    @Test func refusesWhatItCannotPrint() {
        for text in ["[print]\nweeks = 13\n", "[print]\npaper = \"a3\"\n"] {
            #expect(throws: FitTodayError.self) { try AppConfiguration.parse(text, relativeTo: folder, locale: .en) }
        }
    }

    @Test func writingKeepsTheRestOfTheFile() throws {
        let text = "# my settings\n[site]\ntitle = \"Treino\"\n\n[print]\n# kept\nweeks = 4\npaper = \"a4\"\n\n[units]\nweight = \"kg\"\n"
        let written = PrintSettings(weeks: 8, paper: .letter).written(into: text)
        #expect(written == "# my settings\n[site]\ntitle = \"Treino\"\n\n[print]\nweeks = 8\npaper = \"letter\"\n# kept\n\n[units]\nweight = \"kg\"\n")
        let read = try AppConfiguration.parse(written, relativeTo: folder, locale: .ptBR)
        #expect(read.print == PrintSettings(weeks: 8, paper: .letter) && read.siteTitle == "Treino")
        // No [print] yet: added at the end; the default weeks are not written.
        #expect(PrintSettings().written(into: "[site]\ntitle = \"T\"") == "[site]\ntitle = \"T\"\n\n[print]\npaper = \"a4\"\n")
        #expect(PrintSettings(weeks: 2).written(into: "") == "[print]\nweeks = 2\npaper = \"a4\"\n")
    }
}
