import FitTodayTestSupport
import Foundation
import Testing

/// The block on paper (issue 52) printed by headless Chromium from `file://`, offline, to A4 and to Letter: a 5/3/1
/// BBB cycle (16 sessions on 8 to 20 pages plus the cover), a GZCLP block of 4 weeks in pounds and English, and a
/// composed week. `pdftotext` shows every load; each page holds whole sessions (a session's heading and its effort
/// line, its last, on the same page); nothing is wider than the page; no text under 9 pt.
@Suite struct PrintBlockBrowserTests {
    static let needed = BrowserTools.printing + ["pdftotext"]
    static let script = BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/print_block.py").path

    struct Lifter {
        var name: String
        var setUp: [[String]]
        var locale: String
        var unit: String
    }

    static let lifters = [
        Lifter(name: "531-bbb", setUp: [["init", "--goal", "strength", "--equipment", "full-gym", "--quiet"],
                                        ["program", "start", "531-bbb", "--date", "2026-01-05", "--tm", "Agachamento livre com barra=100",
                                         "--tm", "Supino reto com barra=80", "--tm", "Levantamento terra=120", "--tm", "Desenvolvimento militar com barra=50"]],
               locale: "pt-BR", unit: "kg"),
        Lifter(name: "gzclp", setUp: [["init", "--goal", "strength", "--equipment", "full-gym", "--units", "lb", "--locale", "en", "--quiet"],
                                      ["program", "start", "gzclp", "--date", "2026-01-05", "--start", "Agachamento livre com barra=225",
                                       "--start", "Supino reto com barra=135", "--start", "Levantamento terra=275", "--start", "Desenvolvimento militar com barra=95"]],
               locale: "en", unit: "lb"),
        Lifter(name: "composed", setUp: [["init", "--goal", "strength", "--equipment", "full-gym", "--frequency", "4", "--quiet"],
                                         ["dev", "seed", "--days", "30", "--seed", "3", "--until", "2026-01-04"]],
               locale: "pt-BR", unit: "kg"),
    ]

    /// A load as the person's locale writes it: "62,5" in Portuguese, "62.5" in English, whole numbers bare.
    static func written(_ value: Double, locale: String) -> String {
        let rounded = (value * 100).rounded() / 100
        var text = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: rounded * 10 == (rounded * 10).rounded() ? "%.1f" : "%.2f", rounded)
        if locale == "pt-BR" { text = text.replacingOccurrences(of: ".", with: ",") }
        return text
    }

    @Test(.needs(PrintBlockBrowserTests.needed), arguments: [0, 1, 2])
    func theBlockPrintsOnA4AndLetterWithEveryLoadAndWholeSessions(_ index: Int) async throws {
        try BrowserTools.require(Self.needed)
        let lifter = Self.lifters[index]
        let directory = try TemporaryDirectory()
        for arguments in lifter.setUp {
            let (status, output) = try BrowserTests.fittoday(arguments, in: directory.url)
            #expect(status == 0, "\(arguments): \(output)")
        }
        for (paper, size) in [("a4", "(A4)"), ("letter", "(letter)")] {
            let weeks = lifter.name == "gzclp" ? ["--weeks", "4"] : []
            let (status, output) = try BrowserTests.fittoday(["print", "block", "--paper", paper, "--date", "2026-01-05", "--offline", "--format", "json"] + weeks,
                                                             in: directory.url)
            #expect(status == 0, "\(output)")
            let block = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let sessions = block["sessions"] as? [[String: Any]] ?? []
            let pdf = directory.path("\(lifter.name)-\(paper).pdf")
            let (printed, log) = try BrowserTools.run("python3", [Self.script, directory.path("public"), pdf])
            #expect(printed == 0, "\(log)")
            let figures = try #require(try JSONSerialization.jsonObject(with: Data((log.split(separator: "\n").last ?? "").utf8)) as? [String: Any], "\(log)")
            #expect((figures["min_font_px"] as? Double ?? 0) >= 12, "text at least 9 pt: \(figures)")
            #expect((figures["overflow"] as? [Any])?.isEmpty == true, "nothing wider than the page: \(figures)")
            let (_, info) = try BrowserTools.run("pdfinfo", [pdf])
            let pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
            let pageSize = info.split(separator: "\n").first { $0.hasPrefix("Page size:") }.map(String.init) ?? ""
            #expect(pageSize.contains(size), "\(paper): \(pageSize)")
            switch lifter.name {
            case "531-bbb":
                #expect(sessions.count == 16)
                #expect((9...21).contains(pages), "16 sessions on 8 to 20 pages plus the cover: \(pages)")
            case "gzclp":
                #expect(sessions.count == 12)
            default:
                #expect(sessions.count == 4 && block["weeks_ignored"] as? Bool == false)
            }
            #expect(pages >= 1 + (sessions.count + 1) / 2 && pages <= 1 + sessions.count, "one session a page, two short ones sharing: \(pages)")
            let (_, text) = try BrowserTools.run("pdftotext", ["-layout", pdf, "-"])
            let english = lifter.locale == "en"
            let heading = try Regex(english ? #"Session \d+ ·"# : #"Sessão \d+ ·"#), effort = english ? "Session effort" : "Esforço da sessão"
            for (number, page) in text.split(separator: "\u{0C}", omittingEmptySubsequences: false).enumerated() {
                let headings = page.matches(of: heading).count, ends = page.components(separatedBy: effort).count - 1
                #expect(headings == ends, "page \(number + 1) holds whole sessions: \(headings) headings, \(ends) ends")
            }
            let loads = Set(sessions.flatMap { session in
                (session["exercises"] as? [[String: Any]] ?? []).flatMap { exercise in
                    (exercise["prescribed_sets"] as? [[String: Any]] ?? []).compactMap { $0["weight_\(lifter.unit)"] as? Double }
                }
            })
            #expect(!loads.isEmpty)
            for load in loads.sorted() {
                #expect(text.contains(Self.written(load, locale: lifter.locale)), "\(paper): the load \(load) is on paper")
            }
        }
    }
}
