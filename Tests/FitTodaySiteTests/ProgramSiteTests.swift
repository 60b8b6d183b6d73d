import FitTodayData
import FitTodayDomain
import FitTodayTemplates
import FitTodayTestSupport
import Foundation
import Testing
@testable import FitTodaySite

/// Program days on today's sheet (every set with its own load, AMRAP and back-off sets marked, plates per side,
/// stages, supersets) and a page per program, from values built by hand as the engine hands them over.
@Suite struct ProgramSiteTests {
    static let context = PageContext(locale: .ptBR, images: [:], exercisesByID: Dictionary(uniqueKeysWithValues: SiteFixtures.exercises.map { ($0.id, $0) }),
                                     markdown: MarkdownRenderer())

    static func today(_ day: [PrescribedExercise], locale: AppLocale = .ptBR) -> TodayPageModel {
        var context = context
        context.locale = locale
        let plan = ProgramFixtures.plan(day, name: "Dia", programID: "531-bbb", dayIndex: 0)
        return TodayPageModel(.plan(plan, checkIn: nil, reused: false), loads: ProgramFixtures.loads(day), today: SiteFixtures.today, context: context)
    }

    @Test func aFiveThreeOneSquatDayListsEverySetWithItsOwnLoadAndPlates() throws {
        let exercises = try #require(Self.today(ProgramFixtures.squatDay).plan?.exercises)
        let squat = try #require(exercises.first?.program)
        #expect(squat.warmup.map(\.kg) == ["40", "50", "60"])
        #expect(squat.warmup.allSatisfy { $0.kind == "warmup" })
        // 65, 75 and 85% of TM 100, the last 5+, then five back-off sets, all logged as working sets.
        #expect(squat.work.map(\.kg) == ["65", "75", "85", "50", "50", "50", "50", "50"])
        #expect(squat.work.map(\.target) == ["5", "5", "5+", "10", "10", "10", "10", "10"])
        #expect(squat.work.map(\.kind) == Array(repeating: "working", count: 8))
        #expect(squat.work.map(\.number) == Array(1...8))
        #expect(squat.work[2].tag == "máximo de repetições")
        #expect(squat.work[3...].allSatisfy { $0.tag == "volume" && $0.style == "backoff" })
        // Plates per side on a 20 kg bar, heaviest first, through WeightText.
        #expect(squat.work[0].plates == "20 + 2,5")
        #expect(squat.work[2].plates == "25 + 5 + 2,5")
        #expect(squat.warmup[0].plates == "10")
        // Keys the sheet's script stores and logs: warm-ups apart, the rest numbered on.
        #expect(squat.warmup.map(\.key) == ["2026-11-22-9-1-w1", "2026-11-22-9-1-w2", "2026-11-22-9-1-w3"])
        #expect(squat.work.first?.key == "2026-11-22-9-1-1")
        #expect(exercises[0].reason == "85% do TM de 100 kg")
        // The one-target rows are left empty; RPE and rep ranges read as such.
        #expect(exercises[0].workingSets.isEmpty && !exercises[0].hasWarmup)
        let bench = try #require(exercises[1].program)
        #expect(bench.work.map(\.target) == ["8–12", "8–12", "8–12"])
        #expect(bench.work.first?.effort == "RPE 8")
        let english = try #require(Self.today(ProgramFixtures.squatDay, locale: .en).plan?.exercises.first?.program)
        #expect(english.work[2].tag == "as many reps as you can")
        #expect(english.work[0].plates == "20 + 2.5")
    }

    @Test func aGZCLPDayShowsStagesAndNoSuperset() throws {
        let exercises = try #require(Self.today(ProgramFixtures.gzclpDay).plan?.exercises)
        #expect(exercises.map { $0.program?.stage } == ["5x3+", "3x10", nil])
        #expect(exercises.allSatisfy { $0.supersetOpen == nil && $0.supersetClose == nil })
        #expect(exercises[0].program?.work.map(\.target) == ["3", "3", "3", "3", "3+"])
        #expect(exercises[0].reason == "+5 kg: 5×3 e 8 no último em 19/11")
        // Bodyweight sets: no load, no plates.
        #expect(exercises[2].program?.work.allSatisfy { $0.kg == nil && $0.plates == nil } == true)
    }

    @Test func aPPLDayGroupsItsSupersetUnderOneHeading() throws {
        let exercises = try #require(Self.today(ProgramFixtures.pushDay).plan?.exercises)
        #expect(exercises.map(\.supersetOpen) == [nil, "A", nil])
        #expect(exercises.map(\.supersetClose) == [nil, nil, true])
        #expect(exercises[0].program?.work.first?.effort == "RIR 2")
        // A lone label or labels of different letters make no group.
        var lone = ProgramFixtures.pushDay
        lone[2].superset = "B1"
        let ungrouped = try #require(Self.today(lone).plan?.exercises)
        #expect(ungrouped.allSatisfy { $0.supersetOpen == nil && $0.supersetClose == nil })
    }

    @Test func theProgramPageModelHasTheCycleThePositionAndTheProgression() {
        let model = ProgramPageModel(ProgramFixtures.fiveThreeOne(), context: Self.context)
        #expect(model.active)
        #expect(model.following?.week == 1 && model.following?.day == "Agachamento" && model.following?.since == "01/11/2026")
        #expect(model.weeks.map(\.number) == [1, 2])
        #expect(model.weeks.map(\.deload) == [false, true])
        let squat = model.weeks[0].days[0]
        #expect(squat.next && !squat.done)
        #expect(squat.rows[0].warmup == "5 × 40 kg, 5 × 50 kg, 3 × 60 kg")
        #expect(squat.rows[0].sets == "5 × 65 kg, 5 × 75 kg, 5+ × 85 kg")
        #expect(squat.rows[0].backoff == "5× 10 × 50 kg")
        #expect(squat.rows[1].sets == "3× 8–12 × 40 kg · RPE 8")
        #expect(model.cycles == [1, 2])
        #expect(model.lifts.first?.values == ["95 kg", "100 kg"])
        #expect(model.lifts.first?.measure == "Máximo de treino (TM)")
        let gzclp = ProgramPageModel(ProgramFixtures.gzclp(), context: Self.context)
        #expect(!gzclp.active && gzclp.following == nil)
        #expect(gzclp.weeks[0].days[0].rows[0].lift == "T1 squat")
        #expect(gzclp.lifts.first?.stage == "5x3+" && gzclp.lifts.first?.measure == "Carga de trabalho")
    }

    @Test func aBuildWithProgramsWritesTheirPagesTheSheetAndTheLinks() async throws {
        let directory = try TemporaryDirectory()
        let (_, output) = try await ProgramDaySource.build(in: directory, baseURL: URL(string: "https://example.org/treino/"))
        let site = SiteInspector(root: output)
        let html = site.text("index.html"), markdown = site.text("index.md")
        // Today's sheet: every set with its load, the AMRAP and back-off sets marked, plates per side.
        #expect(html.contains(#"<span class="set-target">5+ × 85 kg</span> <span class="set-tag">máximo de repetições</span> <span class="set-plates">por lado: 25 + 5 + 2,5</span>"#))
        #expect(html.contains(#"data-kind="working" data-reps="10" data-kg="50">"#))
        #expect(html.components(separatedBy: #"data-kind="warmup""#).count - 1 == 3)
        #expect(html.components(separatedBy: #"class="done-reps""#).count - 1 == 3 + 8 + 3 + 3)
        #expect(html.contains("Meta de hoje: 85% do TM de 100 kg"))
        #expect(html.contains(#"<link rel="stylesheet" href="assets/program."#))
        #expect(markdown.contains("- [ ] Série 3: 5+ × 85 kg (máximo de repetições) · por lado: 25 + 5 + 2,5 →"))
        #expect(markdown.contains("- [ ] 1. 5 × 40 kg (por lado: 10) →"))
        // The program pages, escaped, and their twins.
        let page = site.text("programs/531-bbb/index.html")
        #expect(page.contains("<h1>5/3/1 &lt;BBB&gt; &amp; &quot;amigos&quot; <span class=\"tag\">Programa em andamento</span></h1>"))
        #expect(page.contains("Quatro semanas; o último set é 5+ &lt;b&gt;sempre&lt;/b&gt;."))
        #expect(page.contains(#"<tbody class="program-day next" id="next-day">"#))
        #expect(page.contains(#"<span class="tag deload">descarga</span>"#))
        #expect(page.contains("TM &lt;inicial&gt; de 100 kg"))
        #expect(page.contains(#"<body class="page-program">"#))
        let twin = site.text("programs/531-bbb/index.md")
        #expect(twin.contains(#"# 5/3/1 \<BBB\> \& "amigos" (Programa em andamento)"#))
        #expect(twin.contains("| **Agachamento** (próximo) |"))
        #expect(site.text("programs/gzclp/index.html").contains("Você não segue este programa agora."))
        // The plans page lists the followed program first and marks it; the sitemap has both pages.
        let plans = site.text("plans/index.html")
        let followed = try #require(plans.range(of: "programs/531-bbb/index.html")), other = try #require(plans.range(of: "programs/gzclp/index.html"))
        #expect(followed.lowerBound < other.lowerBound)
        #expect(plans.contains("<span class=\"tag\">Programa em andamento</span>"))
        #expect(site.text("plans/index.md").contains("(../programs/gzclp/index.md)"))
        let sitemap = site.text("sitemap.xml")
        #expect(sitemap.contains("https://example.org/treino/programs/531-bbb/index.html"))
        #expect(sitemap.contains("https://example.org/treino/programs/gzclp/index.html"))
    }

    @Test func sameProgramsSameBytesAndAnEmptyListLeavesNoTrace() async throws {
        let first = try TemporaryDirectory(), second = try TemporaryDirectory()
        let (_, a) = try await ProgramDaySource.build(in: first)
        let (_, b) = try await ProgramDaySource.build(in: second)
        let left = SiteInspector(root: a), right = SiteInspector(root: b)
        for file in ["index.html", "index.md", "programs/531-bbb/index.html", "programs/531-bbb/index.md", "plans/index.html"] {
            #expect(left.text(file) == right.text(file), "\(file)")
        }
        let none = try TemporaryDirectory()
        let (_, output) = try await ProgramDaySource.build(in: none, day: ProgramFixtures.squatDay, programs: [])
        let files = SiteInspector(root: output).files()
        #expect(!files.contains { $0.hasPrefix("programs/") || ($0.hasPrefix("assets/program.") && $0.hasSuffix(".css")) })
        #expect(!SiteInspector(root: output).text("plans/index.html").contains("program-list"))
    }

    @Test func aProgramChangeAloneRendersItsPageAgain() async throws {
        let directory = try TemporaryDirectory()
        let (source, output) = try await ProgramDaySource.build(in: directory)
        var options = SiteBuildOptions(outputDirectory: output, locale: .ptBR, today: SiteFixtures.today)
        options.programs = [ProgramFixtures.fiveThreeOne(name: "5/3/1 renomeado"), ProgramFixtures.gzclp()]
        _ = try await source.builder(options: options).build()
        #expect(SiteInspector(root: output).text("programs/531-bbb/index.html").contains("<h1>5/3/1 renomeado"))
        // A whole build with the built-in templates: every name the program templates look up is in their models.
        options.outputDirectory = directory.url.appendingPathComponent("whole")
        let whole = try await source.builder(options: options).build()
        #expect(whole.rendered > 0)
        #expect(whole.unknownTemplateNames.isEmpty, "\(whole.unknownTemplateNames)")
        options.outputDirectory = output
        // A program no longer given loses its page.
        options.programs = [ProgramFixtures.fiveThreeOne(name: "5/3/1 renomeado")]
        _ = try await source.builder(options: options).build()
        #expect(!SiteInspector(root: output).files().contains("programs/gzclp/index.html"))
    }

    /// Given what the overviews are made from besides the data (`programsKey`: the program files), the input key
    /// holds it instead of the overviews spelled out: the same key over the same data is the same site, and another
    /// key (a program file edited) renders the program pages again.
    @Test func theProgramsKeyStandsForTheOverviewsInTheInputKey() async throws {
        let directory = try TemporaryDirectory()
        let (source, output) = try await ProgramDaySource.build(in: directory)
        var options = SiteBuildOptions(outputDirectory: output, locale: .ptBR, today: SiteFixtures.today)
        options.programs = [ProgramFixtures.fiveThreeOne(name: "5/3/1 da casa")]
        options.programsKey = "files-1"
        _ = try await source.builder(options: options).build()
        let again = try await source.builder(options: options).build()
        #expect(again.written == 0 && again.rendered == 0)
        options.programs = [ProgramFixtures.fiveThreeOne(name: "5/3/1 do treinador")]
        options.programsKey = "files-2"
        let edited = try await source.builder(options: options).build()
        #expect(edited.rendered > 0)
        #expect(SiteInspector(root: output).text("programs/531-bbb/index.html").contains("<h1>5/3/1 do treinador"))
    }
}
