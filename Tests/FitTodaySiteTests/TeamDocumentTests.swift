import FitTodayDomain
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// `team.json` comes from the project's one JSON writer (issue 50): keys in the documented order, athletes sorted by
/// id, `last_log_received` and `answers` only when there are some, text escaped, and the same summaries give the
/// same bytes.
@Suite struct TeamDocumentTests {
    let day = LocalDate(year: 2026, month: 11, day: 22)!

    var summaries: [AthleteSummary] {
        var bia = AthleteSummary(
            id: "bia", name: "Bia \"B\" Souza", date: day, locale: .en, unit: .lb,
            program: AthleteProgramPlace(id: "gzclp", name: "GZCLP", cycle: 1, week: 2, day: 3, dayName: "Day B1",
                                         startedOn: LocalDate(year: 2026, month: 11, day: 2)!),
            lastSession: LocalDate(year: 2026, month: 11, day: 21)!, sessions7: 3, sessions30: 11,
            compliance7: .init(days: 7, planned: 3, done: 3), readiness: .low, answers: ["sleep": 2, "energy": 3],
            flags: [AttentionFlag(kind: .lowReadiness, reason: "Readiness low two days running")])
        bia.lastLogReceived = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 21)!, hour: 19, minute: 5)
        let ana = AthleteSummary(id: "ana", name: "Ana", date: day, locale: .ptBR, unit: .kg, failure: "sem banco de dados")
        return [bia, ana]
    }

    @Test func keysComeInTheDocumentedOrder() throws {
        let text = String(decoding: TeamSiteWriter.json(team: "Equipe", date: day, summaries: summaries), as: UTF8.self)
        #expect(text == """
        {
          "format": 1,
          "team": "Equipe",
          "date": "2026-11-22",
          "athletes": [
            {
              "id": "ana",
              "name": "Ana",
              "built": false,
              "failure": "sem banco de dados",
              "program": null,
              "composed": true,
              "last_session": null,
              "sessions_7": 0,
              "sessions_30": 0,
              "compliance_7": {
                "days": 0,
                "planned": 0,
                "done": 0
              },
              "compliance_30": {
                "days": 0,
                "planned": 0,
                "done": 0
              },
              "compliance_90": {
                "days": 0,
                "planned": 0,
                "done": 0
              },
              "readiness": null,
              "needs_attention": true,
              "flags": [],
              "unit": "kg",
              "locale": "pt-BR"
            },
            {
              "id": "bia",
              "name": "Bia \\"B\\" Souza",
              "built": true,
              "failure": null,
              "program": {
                "id": "gzclp",
                "name": "GZCLP",
                "cycle": 1,
                "week": 2,
                "day": 3,
                "day_name": "Day B1",
                "started_on": "2026-11-02"
              },
              "composed": false,
              "last_session": "2026-11-21",
              "last_log_received": "\(summaries[0].lastLogReceived!.description)",
              "sessions_7": 3,
              "sessions_30": 11,
              "compliance_7": {
                "days": 7,
                "planned": 3,
                "done": 3
              },
              "compliance_30": {
                "days": 0,
                "planned": 0,
                "done": 0
              },
              "compliance_90": {
                "days": 0,
                "planned": 0,
                "done": 0
              },
              "readiness": "low",
              "answers": {
                "energy": 3,
                "sleep": 2
              },
              "needs_attention": true,
              "flags": [
                {
                  "kind": "low_readiness",
                  "reason": "Readiness low two days running"
                }
              ],
              "unit": "lb",
              "locale": "en"
            }
          ]
        }

        """)
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((parsed["athletes"] as? [[String: Any]])?.last?["name"] as? String == "Bia \"B\" Souza")
        #expect(TeamSiteWriter.json(team: "Equipe", date: day, summaries: summaries.reversed())
            == TeamSiteWriter.json(team: "Equipe", date: day, summaries: summaries), "the order given does not matter")
    }

    /// The team's pages go through the publisher every site goes through: a second write of the same summaries
    /// changes no file (the inodes stay), a changed summary rewrites only what shows it, and nothing is left beside
    /// the output but its lock.
    @Test func theTeamsPagesGoThroughThePublisher() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let writer = TeamSiteWriter(templates: try TeamTemplates(overrides: nil, locale: .ptBR), locale: .ptBR)
        try writer.write(team: "Equipe", date: day, summaries: summaries, to: output)
        func inode(_ path: String) throws -> UInt64 {
            try #require((FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)[.systemFileNumber] as? NSNumber)?.uint64Value)
        }
        let paths = ["index.html", "index.md", "sheet/index.html", "sheet/index.md", "team.json"]
        let before = try paths.map(inode)
        try writer.write(team: "Equipe", date: day, summaries: summaries, to: output)
        #expect(try paths.map(inode) == before, "the same summaries keep every file as it was")
        var changed = summaries
        changed[1].sessions7 = 5
        try writer.write(team: "Equipe", date: day, summaries: changed, to: output)
        #expect(try inode("team.json") != before[4], "the changed figure rewrites team.json")
        #expect(String(decoding: FileManager.default.contents(atPath: output.appendingPathComponent("team.json").path) ?? Data(), as: UTF8.self)
            .contains("\"sessions_7\": 5"))
        let beside = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(beside == ["public", "public.lock"], "\(beside)")
    }
}

