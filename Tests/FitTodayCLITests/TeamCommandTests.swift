import FitTodayTestSupport
import Foundation
import Testing

/// Coach mode (`docs/team.md`), played through the binary as a new coach would: a team of three in an empty folder
/// (one in English and pounds), GZCLP assigned from their history, 5/3/1 for the third, a week logged, then the
/// team build. Every expected number is worked out by hand from the definitions.
@Suite(.waitsOnChildren) struct TeamCommandTests {
    /// A Strong export with one session of the six GZCLP lifts, 10 days before the program starts.
    static let strongExport = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2026-11-06 09:00:00,Full,1h,Squat (Barbell),1,80,5,0,0,,,
        2026-11-06 09:00:00,Full,1h,Squat (Barbell),2,90,3,0,0,,,
        2026-11-06 09:00:00,Full,1h,Bench Press (Barbell),1,60,5,0,0,,,
        2026-11-06 09:00:00,Full,1h,Deadlift (Barbell),1,120,5,0,0,,,
        2026-11-06 09:00:00,Full,1h,Overhead Press (Barbell),1,40,5,0,0,,,
        2026-11-06 09:00:00,Full,1h,Lat Pulldown (Cable),1,45,10,0,0,,,
        2026-11-06 09:00:00,Full,1h,Dumbbell Row,1,24,10,0,0,,,

        """

    private func team() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        let made = try cli.run(["team", "init", "--name", "Equipe <Força>"])
        #expect(made.exitCode == 0, "\(made.stderr)")
        return cli
    }

    private func add(_ cli: FitTodayProcess, _ id: String, _ extra: [String] = []) throws {
        let added = try cli.run(["team", "add", id, "--name", id.capitalized, "--goal", "strength", "--equipment", "full-gym",
                                 "--frequency", "3", "--date", "2026-11-01"] + extra)
        #expect(added.exitCode == 0, "\(added.stderr)")
    }

    private func ok(_ cli: FitTodayProcess, _ arguments: [String]) throws {
        let result = try cli.run(arguments)
        #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
    }

    @Test func aCoachBuildsATeamOfThreeAndReadsEveryNumber() throws {
        let cli = try team()
        try add(cli, "ana")
        try add(cli, "bia")
        try add(cli, "carl", ["--locale", "en", "--units", "lb"])
        // Ana's and Bia's histories: one logged by hand, one imported from Strong.
        try ok(cli, ["log", "--athlete", "ana", "--date", "2026-11-06", "--set", "Agachamento livre com barra:5x100",
                     "--set", "Supino reto com barra:5x60", "--set", "Levantamento terra:5x120", "--set", "Desenvolvimento militar com barra:5x40",
                     "--set", "Puxada frontal:10x45", "--set", "Remada unilateral com halter:10x24"])
        try cli.write(Self.strongExport, to: "bia.csv")
        try ok(cli, ["import", "strong", "bia.csv", "--athlete", "bia"])
        let assigned = try cli.run(["team", "assign", "gzclp", "--athlete", "ana", "--athlete", "bia", "--start-date", "2026-11-16"])
        #expect(assigned.exitCode == 0, "\(assigned.stderr)")
        // Ana's squat: 5 × 100 kg is an estimated 1RM of 116.67 kg (Epley); the first stage, 5×3+, with two to spare
        // is the weight for 5 reps: 116.67 ÷ (1 + 5/30) = 100 kg.
        #expect(assigned.stdout.contains("Agachamento livre com barra: começa com 100 kg, para 3 repetições com 2 de sobra, pelo 1RM estimado de 116,67 kg (5 × 100 kg em 2026-11-06)"),
                "\(assigned.stdout)")
        // Bia's best squat set is 3 × 90 (99 kg) over 5 × 80 (93.33 kg): 99 ÷ 1.1667 = 84.86 kg.
        #expect(assigned.stdout.contains("pelo 1RM estimado de 99 kg (3 × 90 kg em 2026-11-06)"), "\(assigned.stdout)")
        let status = try cli.run(["program", "status", "--athlete", "ana"])
        #expect(status.exitCode == 0 && status.stdout.contains("100 kg"), "\(status.stdout)")
        // Where the number came from, not "the starting load you gave": the coach gave none (issue 50).
        let squat = try #require((try cli.json(["program", "status", "--athlete", "ana"])["lifts"] as? [[String: Any]])?.first)
        #expect(squat["reason"] as? String
            == "para 3 repetições com 2 de sobra, pelo seu melhor 1RM estimado em 90 dias (116,67 kg: 5 × 100 kg em 06/11)", "\(squat)")
        let english = try #require((try cli.json(["program", "status", "--athlete", "ana", "--locale", "en"])["lifts"] as? [[String: Any]])?.first)
        #expect(english["reason"] as? String
            == "for 3 reps with 2 to spare, from your best estimated 1RM of the last 90 days (116.67 kg: 5 × 100 kg on 11/06)", "\(english)")
        try ok(cli, ["team", "assign", "531-bbb", "--athlete", "carl", "--start-date", "2026-11-16",
                     "--tm", "carl:Barbell back squat=225", "--tm", "carl:Barbell bench press=185", "--tm", "carl:Deadlift=275",
                     "--tm", "carl:Overhead press=115"])
        // A week: Ana trains 3 days, Bia 1, Carl 2 with low readiness on 3 of his last 5 check-ins.
        for date in ["2026-11-16", "2026-11-18", "2026-11-20"] {
            try ok(cli, ["log", "--athlete", "ana", "--date", date, "--set", "Agachamento livre com barra:5x100"])
        }
        try ok(cli, ["log", "--athlete", "bia", "--date", "2026-11-17", "--set", "Supino reto com barra:5x60"])
        for date in ["2026-11-16", "2026-11-19"] {
            try ok(cli, ["log", "--athlete", "carl", "--date", date, "--set", "Barbell back squat:5x185"])
        }
        for (date, answer) in [("2026-11-18", "4"), ("2026-11-19", "1"), ("2026-11-20", "4"), ("2026-11-21", "1"), ("2026-11-22", "1")] {
            try ok(cli, ["checkin", "--athlete", "carl", "--date", date, "--sleep", answer, "--fatigue", answer, "--stress", answer, "--mood", answer])
        }
        let built = try cli.run(["team", "build", "--date", "2026-11-22", "--offline"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("public/team.json")))) as? [String: Any])
        #expect(json["team"] as? String == "Equipe <Força>" && json["date"] as? String == "2026-11-22")
        let athletes = try #require(json["athletes"] as? [[String: Any]])
        #expect(athletes.map { $0["id"] as? String } == ["ana", "bia", "carl"])
        func compliance(_ athlete: [String: Any], _ days: Int) -> [Int] {
            let value = athlete["compliance_\(days)"] as? [String: Any] ?? [:]
            return [value["days"] as? Int ?? -1, value["planned"] as? Int ?? -1, value["done"] as? Int ?? -1]
        }
        // From the program's start (2026-11-16) to 2026-11-22: 7 days, 3 a week: 3 planned.
        #expect(compliance(athletes[0], 7) == [7, 3, 3] && compliance(athletes[0], 30) == [7, 3, 3])
        #expect(athletes[0]["sessions_7"] as? Int == 3 && athletes[0]["sessions_30"] as? Int == 4 && athletes[0]["last_session"] as? String == "2026-11-20")
        #expect(compliance(athletes[1], 7) == [7, 3, 1])
        // 5/3/1 BBB trains 4 days a week: 4 planned, 2 done.
        #expect(compliance(athletes[2], 7) == [7, 4, 2] && compliance(athletes[2], 90) == [7, 4, 2])
        let bia = (athletes[1]["flags"] as? [[String: Any]] ?? []).map { $0["kind"] as? String }
        // 1 of 3 is 33%: under 70%.
        #expect(bia == ["low_compliance"])
        let carl = (athletes[2]["flags"] as? [[String: Any]] ?? []).map { $0["reason"] as? String }
        #expect(carl.contains("Prontidão baixa ou muito baixa em 3 dos últimos 5 check-ins"), "\(carl)")
        #expect(athletes[0]["needs_attention"] as? Bool == false && athletes[2]["readiness"] as? String == "very_low")
        // The coach's page: those who need attention first, each flag's reason, the definition, the name escaped.
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(page.contains("<h1>Equipe &lt;Força&gt;</h1>"))
        let attention = try #require(page.range(of: "Precisa de atenção")), everyone = try #require(page.range(of: "Demais atletas"))
        let top = page[attention.upperBound..<everyone.lowerBound]
        #expect(top.contains("athletes/bia/index.html") && top.contains("athletes/carl/index.html") && !top.contains("athletes/ana/index.html"))
        #expect(top.contains("Aderência de 33% nos últimos 30 dias (1 de 3 treinos), abaixo de 70%"))
        #expect(page.contains("Aderência em 7 dias</dt><dd>100% (3/3)"))
        #expect(page.contains("arredondado para cima a partir de meio"))
        // The Markdown twins are Markdown, escaped as Markdown, never with HTML's entities.
        for twin in ["public/index.md", "public/sheet/index.md"] {
            let markdown = try String(contentsOfFile: cli.path(twin), encoding: .utf8)
            #expect(!markdown.contains("&#39;") && !markdown.contains("&lt;") && !markdown.contains("&amp;"), "\(twin): \(markdown.prefix(400))")
        }
        #expect(try String(contentsOfFile: cli.path("public/index.md"), encoding: .utf8).contains("# Equipe \\<Força\\>"))
        // The team sheet: each athlete on a page of their own, loads in their own unit.
        let sheet = try String(contentsOfFile: cli.path("public/sheet/index.html"), encoding: .utf8)
        #expect(sheet.components(separatedBy: #"<section class="athlete-sheet""#).count - 1 == 3)
        #expect(sheet.contains("break-after: page"))
        let carlPart = try #require(sheet.range(of: #"id="sheet-carl""#))
        #expect(sheet[carlPart.upperBound...].contains(" lb"))
        #expect(!sheet[carlPart.upperBound...].contains(" kg"))
        let anaPart = try #require(sheet.range(of: #"id="sheet-ana""#))
        #expect(sheet[anaPart.upperBound..<sheet.range(of: #"id="sheet-bia""#)!.lowerBound].contains("100 kg"))
        // Each athlete's folder is byte for byte a solo build of the same folder, and links to no one else.
        let solo = try cli.run(["build", "--athlete", "ana", "--date", "2026-11-22", "--offline", "--out", cli.path("solo-ana")])
        #expect(solo.exitCode == 0, "\(solo.stderr)")
        #expect(try Self.files(in: cli.path("solo-ana")) == Self.files(in: cli.path("public/athletes/ana")))
        let anaPage = try String(contentsOfFile: cli.path("public/athletes/ana/index.html"), encoding: .utf8)
        #expect(!anaPage.contains("athletes/") && !anaPage.contains("sheet/index.html"))
        // `team list` gives the same figures in the terminal.
        let list = try cli.run(["team", "list", "--date", "2026-11-22"])
        #expect(list.exitCode == 0 && list.stdout.contains("Aderência: 7 dias 33% (1/3)"), "\(list.stdout)")
    }

    /// Every file under `path` with its bytes.
    static func files(in path: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        // By path, not URL: URLs and their resource values cost seconds over a team's thousands of files.
        let enumerator = FileManager.default.enumerator(atPath: path)!
        while let file = enumerator.nextObject() as? String {
            guard enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            result["/" + file] = try Data(contentsOf: URL(fileURLWithPath: path + "/" + file))
        }
        return result
    }

    @Test func aDamagedDatabaseStopsNoOneElseAndTheExitCodeSaysSo() throws {
        let cli = try team()
        try add(cli, "ana")
        try add(cli, "bia")
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: cli.path("athletes/bia/fittoday.sqlite")))
        let built = try cli.run(["team", "build", "--date", "2026-11-22", "--offline"])
        #expect(built.exitCode == 30, "\(built.stderr)")
        #expect(built.stderr.contains("Bia (bia):"), "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path("public/athletes/ana/index.html")))
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(page.contains("Site não gerado"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("public/team.json")))) as? [String: Any])
        let built2 = (json["athletes"] as? [[String: Any]] ?? []).map { $0["built"] as? Bool }
        #expect(built2 == [true, false])
    }

    @Test func theRosterIsKeptWithSentencesForEveryMistake() throws {
        let cli = try team()
        let bad = try cli.run(["team", "add", "Ana_S", "--name", "Ana", "--goal", "strength", "--equipment", "full-gym"])
        #expect(bad.exitCode == 2 && bad.stderr.contains("letras minúsculas, números e hífens"), "\(bad.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("athletes")).isEmpty)
        try add(cli, "ana")
        let again = try cli.run(["team", "add", "ana", "--name", "Ana", "--goal", "strength", "--equipment", "full-gym"])
        #expect(again.exitCode == 2 && again.stderr.contains("já tem um atleta \"ana\""))
        let missing = try cli.run(["checkin", "--athlete", "zed", "--sleep", "3"])
        #expect(missing.exitCode == 4 && missing.stderr.contains("não tem um atleta \"zed\""), "\(missing.stderr)")
        // Outside a team, --athlete says where to run it.
        let outside = try FitTodayProcess()
        let lost = try outside.run(["history", "--athlete", "ana"])
        #expect(lost.exitCode == 4 && lost.stderr.contains("team.toml"), "\(lost.stderr)")
        // An existing folder comes in whole, copied; removing moves it, never deletes it.
        let solo = try FitTodayProcess()
        try solo.initialize()
        #expect(try solo.run(["log", "--date", "2026-11-20", "--set", "Supino reto com barra:5x60"]).exitCode == 0)
        try ok(cli, ["team", "add", "dan", "--name", "Dan", "--from", solo.directory.path])
        #expect(FileManager.default.fileExists(atPath: solo.path("fittoday.sqlite")))
        let history = try cli.run(["history", "--athlete", "dan"])
        #expect(history.exitCode == 0 && history.stdout.contains("2026-11-20") && history.stdout.contains("300 kg"), "\(history.stdout)")
        let removed = try cli.run(["team", "remove", "dan"])
        #expect(removed.exitCode == 0, "\(removed.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path("removed/dan/fittoday.sqlite")))
        #expect(!FileManager.default.fileExists(atPath: cli.path("athletes/dan")))
        let listed = try cli.run(["team", "list", "--format", "json"])
        let roster = try #require(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        #expect((roster["athletes"] as? [[String: Any]])?.map { $0["id"] as? String } == ["ana"])
        // Not a FitToday folder.
        let empty = try cli.run(["team", "add", "eve", "--from", cli.path("nowhere")])
        #expect(empty.exitCode == 2 && empty.stderr.contains("fittoday.sqlite"))
    }

    @Test func aLiftWithNeitherANumberNorAHistoryIsNamedAndNobodyGetsTheProgram() throws {
        let cli = try team()
        try add(cli, "ana")
        try add(cli, "bia")
        try ok(cli, ["log", "--athlete", "ana", "--date", "2026-11-06", "--set", "Agachamento livre com barra:5x100"])
        let refused = try cli.run(["team", "assign", "531-bbb", "--all", "--start-date", "2026-11-16", "--tm", "bia:Agachamento livre com barra=90"])
        #expect(refused.exitCode == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("Ana: Supino reto com barra (--tm)") && refused.stderr.contains("Bia: Levantamento terra (--tm)"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("Ana: Agachamento") && !refused.stderr.contains("Bia: Agachamento"))
        #expect(refused.stderr.contains("por exemplo: --tm \"ana:Desenvolvimento militar com barra=CARGA\""), "\(refused.stderr)")
        #expect(try cli.run(["program", "status", "--athlete", "ana"]).exitCode == 4)
        // A program that starts from weights, not training maxes: each lift names --start, and the example given works.
        let weights = try cli.run(["team", "assign", "gzclp", "--athlete", "bia", "--start-date", "2026-11-16", "--locale", "en"])
        #expect(weights.exitCode == 2 && weights.stderr.contains("Bia: Agachamento livre com barra (--start)"), "\(weights.stderr)")
        let example = try #require(weights.stderr.components(separatedBy: "for example: --start \"").dropFirst().first?.components(separatedBy: "\"").first)
        #expect(example == "bia:Agachamento livre com barra=LOAD", "\(weights.stderr)")
        let given = try cli.run(["team", "assign", "gzclp", "--athlete", "bia", "--start-date", "2026-11-16",
                                 "--start", example.replacingOccurrences(of: "LOAD", with: "60")])
        #expect(given.exitCode == 2 && !given.stderr.contains("Bia: Agachamento") && given.stderr.contains("Bia: Supino reto com barra (--start)"),
                "\(given.stderr)")
        let unprefixed = try cli.run(["team", "assign", "531-bbb", "--all", "--tm", "Agachamento livre com barra=90"])
        #expect(unprefixed.exitCode == 2 && unprefixed.stderr.contains("precisa começar pelo atleta"), "\(unprefixed.stderr)")
    }
}

/// The README's coach section runs as written, with an export of Ana's for its `import strong` line.
@Suite(.waitsOnChildren) struct TeamReadmeTests {
    @Test func theReadmesCoachExamplesRunAsWritten() throws {
        let readme = try String(contentsOf: SlurmTeamBuildTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## ").first { $0.hasPrefix("Coaches") })
        let lines = section.split(separator: "\n").filter { $0.hasPrefix("    fittoday ") }.map { String($0.dropFirst(4)) }
        #expect(lines.count >= 8 && lines.contains { $0.hasPrefix("fittoday team build") })
        let cli = try FitTodayProcess()
        try cli.write(TeamCommandTests.strongExport, to: "ana-export.csv")
        let folder = FitTodayProcess.executable.deletingLastPathComponent().path
        for line in lines {
            let result = try cli.run(["-c", line], environment: ["PATH": "\(folder):/usr/bin:/bin"], timeout: 120,
                                     executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(result.exitCode == 0, "\(line): \(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: cli.path("public/index.html")))
        #expect(FileManager.default.fileExists(atPath: cli.path("public/sheet/index.html")))
        #expect(FileManager.default.fileExists(atPath: cli.path("public/athletes/bob/index.html")))
    }
}

/// A team's images are stored once: each athlete's `images/` files are hard links to the team's copy in `images/`,
/// while each athlete's site stays byte for byte a solo build's.
@Suite(.waitsOnChildren) struct TeamImagesTests {
    @Test func everyImageIsStoredOnceForTheWholeTeam() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["team", "init", "--name", "Equipe"]).exitCode == 0)
        for id in ["ana", "bia"] {
            #expect(try cli.run(["team", "add", id, "--name", id, "--goal", "strength", "--equipment", "full-gym"]).exitCode == 0)
        }
        // Two library images, each a real JPEG of its own (a build copies only what libvips can decode).
        for path in ["Barbell_Bench_Press_-_Medium_Grip/0.jpg", "Barbell_Squat/0.jpg"] {
            let url = URL(fileURLWithPath: cli.path("library-images/" + path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ImagesCommandTests.jpeg(marking: path).write(to: url)
        }
        let built = try cli.run(["team", "build", "--date", "2026-11-22", "--image-source", cli.path("library-images")])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let shared = try FileManager.default.contentsOfDirectory(atPath: cli.path("public/images")).sorted()
        #expect(!shared.isEmpty)
        func inode(_ path: String) -> (UInt64, UInt64)? {
            var info = stat()
            return stat(path, &info) == 0 ? (UInt64(info.st_dev), UInt64(info.st_ino)) : nil
        }
        for id in ["ana", "bia"] {
            let own = try FileManager.default.contentsOfDirectory(atPath: cli.path("public/athletes/\(id)/images")).sorted()
            #expect(own == shared, "\(id): \(own) vs \(shared)")
            for name in own {
                let mine = inode(cli.path("public/athletes/\(id)/images/\(name)")), team = inode(cli.path("public/images/\(name)"))
                #expect(mine != nil && mine?.0 == team?.0 && mine?.1 == team?.1, "\(id)/\(name) is a copy, not the team's file")
            }
        }
        let solo = try cli.run(["build", "--athlete", "bia", "--date", "2026-11-22", "--image-source", cli.path("library-images"),
                                "--out", cli.path("solo-bia")])
        #expect(solo.exitCode == 0, "\(solo.stderr)")
        #expect(try TeamCommandTests.files(in: cli.path("solo-bia")) == TeamCommandTests.files(in: cli.path("public/athletes/bia")))
        // The morning after, nothing new: the links stay.
        #expect(try cli.run(["team", "build", "--date", "2026-11-22", "--image-source", cli.path("library-images")]).exitCode == 0)
        let name = try #require(shared.first)
        #expect(inode(cli.path("public/athletes/ana/images/\(name)"))?.1 == inode(cli.path("public/images/\(name)"))?.1)
    }
}
