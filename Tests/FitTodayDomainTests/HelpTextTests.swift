import Foundation
import FitTodayTOML
import Testing
@testable import FitTodayDomain

@Suite struct HelpTextTests {
    @Test func proseParagraphsBecomeOneLineAndExamplesStayAsWritten() {
        let text = """
        Cada --set é uma série, com "@RPE" opcional. Vírgula ou ponto
        servem para decimais.
        Sem --status, o treino conta como completed.

        Outro parágrafo
        em duas linhas.
        Exemplos:
          fittoday log --set "Supino reto com barra:8x60"
          fittoday log --status skipped
        """
        #expect(HelpText.reflowed(text) == """
        Cada --set é uma série, com "@RPE" opcional. Vírgula ou ponto servem para decimais. Sem --status, o treino conta como completed.

        Outro parágrafo em duas linhas.
        Exemplos:
          fittoday log --set "Supino reto com barra:8x60"
          fittoday log --status skipped
        """)
    }

    /// At a known width, an example too long for a line goes on with ` \\`, indented, broken outside its quotes.
    @Test func aLongExampleGoesOnWithABackslash() {
        let text = """
        Exemplos:
          fittoday log --status completed --duration 50 --set "Supino reto com barra:10x60" --set "Supino reto com barra:8x62,5@8"
          fittoday log --status skipped
        """
        let lines = HelpText.reflowed(text, width: 60).split(separator: "\n").map(String.init)
        #expect(lines == [
            "Exemplos:",
            "  fittoday log --status completed --duration 50 --set \\",
            "      \"Supino reto com barra:10x60\" --set \\",
            "      \"Supino reto com barra:8x62,5@8\"",
            "  fittoday log --status skipped",
        ])
        #expect(lines.allSatisfy { $0.count < 60 })
        // An indented line that is no command goes on indented, with no ` \\`.
        let options = "Opções:\n  --db ARQUIVO, --config ARQUIVO, --locale pt-BR|en, --verbose, --quiet"
        #expect(HelpText.reflowed(options, width: 60) == "Opções:\n  --db ARQUIVO, --config ARQUIVO, --locale pt-BR|en,\n      --verbose, --quiet")
        // Without a width, or wide enough, it stays as written.
        #expect(HelpText.reflowed(text) == text && HelpText.reflowed(text, width: 200) == text)
    }

    /// Every command's discussion, in both languages, prints with no hard break inside a paragraph.
    @Test(arguments: AppLocale.allCases)
    func everyDiscussionHasNoBreakInsideAParagraph(_ locale: AppLocale) throws {
        let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources/FitTodayApp/Words/\(locale.rawValue).toml")
        let table = try TOML.parse(String(contentsOf: file, encoding: .utf8))
        guard case let .table(help)? = table["help"] else { Issue.record("no [help] in \(locale)"); return }
        var checked = 0
        for (_, value) in help.entries {
            guard case let .table(command) = value, case let .string(discussion)? = command["discussion"] else { continue }
            checked += 1
            let lines = HelpText.reflowed(discussion).split(separator: "\n", omittingEmptySubsequences: false)
            for (line, next) in zip(lines, lines.dropFirst()) {
                let prose = { (text: Substring) in !text.isEmpty && text.first != " " && !(text.hasSuffix(":") && text.count <= 40) }
                #expect(!(prose(line) && prose(next)), "\(locale): \"\(line)\" then \"\(next)\"")
            }
        }
        #expect(checked >= 30)
    }
}
