import FitTodayTestSupport
import Foundation
import Testing

/// The coach's page and the team sheet in headless Chromium, as the other pages are checked: offline from
/// `file://` with nothing failing and nothing leaving the site, no sideways scrolling at 390 and 320 px in light and
/// dark, links a finger can hit, and the team sheet printed to PDF with one athlete per page (A4 and Letter).
@Suite struct TeamPagesBrowserTests {
    @Test(.needs(BrowserTools.printing))
    func theCoachsPageAndTheTeamSheetPassThePhoneOfflineAndPrintChecks() async throws {
        try BrowserTools.require(BrowserTools.printing)
        let directory = try TemporaryDirectory()
        let folder = directory.url
        func run(_ arguments: [String]) throws {
            let (status, output) = try BrowserTests.fittoday(arguments, in: folder)
            #expect(status == 0, "\(arguments): \(output)")
        }
        try run(["team", "init", "--name", "Equipe de teste com um nome comprido para quebrar a linha"])
        for (index, id) in ["ana", "bruno-de-oliveira-santos", "carl"].enumerated() {
            try run(["team", "add", id, "--name", "Atleta \(id)", "--goal", "strength", "--equipment", "full-gym", "--date", "2026-10-01"]
                    + (id == "carl" ? ["--locale", "en", "--units", "lb"] : []))
            try run(["dev", "seed", "--athlete", id, "--days", "30", "--seed", "\(index + 3)", "--until", "2026-11-22"] + (index == 2 ? [] : ["--program", ["gzclp", "531-bbb"][index]]))
        }
        try run(["team", "build", "--date", "2026-11-22", "--offline"])
        let site = folder.appendingPathComponent("public")
        let pdf = directory.path("sheet.pdf")
        let (status, log) = try BrowserTools.run("python3", [BrowserTests.script, site.path, pdf, "sheet/index.html", "index.html"])
        #expect(status == 0, "\(log)")
        for file in [pdf, directory.path("sheet-letter.pdf")] {
            let (infoStatus, info) = try BrowserTools.run("pdfinfo", [file])
            #expect(infoStatus == 0)
            #expect(info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 3") }, "\(file): \(info)")
        }
        let phone = BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/phone_check.py").path
        let (phoneStatus, phoneLog) = try BrowserTools.run("python3", [phone, site.path, "index.html", "sheet/index.html"])
        #expect(phoneStatus == 0, "\(phoneLog)")
    }
}
