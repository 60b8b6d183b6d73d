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

    /// Every command's discussion, in both languages, prints with no hard break inside a paragraph.
    @Test(arguments: AppLocale.allCases)
    func everyDiscussionHasNoBreakInsideAParagraph(_ locale: AppLocale) throws {
        let file = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources/FitTodayDomain/Words/\(locale.rawValue).toml")
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
