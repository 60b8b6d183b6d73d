import FitTodayData
import FitTodayDomain
import FitTodayHashing
import FitTodaySite
import FitTodayTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

@Suite struct SiteBuilderTests {
    static let imagesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/data/free-exercise-db/images").standardizedFileURL

    func build(_ store: SQLiteStore, into output: URL, templates: URL? = nil, images: (any SiteImageProvider)? = nil,
               locale: AppLocale = .ptBR) async throws -> SiteBuildReport {
        let options = SiteBuildOptions(outputDirectory: output, templatesDirectory: templates, locale: locale, today: SiteFixtures.today)
        return try await SiteBuilder.showingToday(source: store, images: images ?? NoImageProvider(), options: options).build()
    }

    @Test func buildsEveryPageWithWorkingRelativeLinks() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(25, in: store)
        let output = directory.url.appendingPathComponent("public")
        let report = try await build(store, into: output)
        let site = SiteInspector(root: output)
        let files = site.files()
        for path in ["index.html", "index.md", "history/index.html", "history/page/1/index.html", "history/page/2/index.html", "history/page/2/index.md",
                     "library/index.html", "library/chest/index.html", "exercises/supino-reto-barra/index.html",
                     "exercises/supino-reto-barra/index.md", "plans/index.html", "plans/1/index.html"] {
            #expect(files.contains(path), "missing \(path)")
        }
        #expect(!files.contains("history/page/3/index.html"))
        #expect(files.filter { $0.hasPrefix("history/sessions/") && $0.hasSuffix(".html") }.count == 25)
        #expect(files.filter { $0.hasPrefix("history/sessions/") && $0.hasSuffix(".md") }.count == 25)
        #expect(files.contains { $0.hasPrefix("assets/style.") && $0.hasSuffix(".css") })
        #expect(site.brokenLinks() == [])
        #expect(report.pages == files.filter { $0.hasSuffix(".html") }.count)
        let today = site.text("index.html")
        #expect(today.contains("<html lang=\"pt-BR\">"))
        #expect(today.contains("Treino A"))
        #expect(today.contains("4 × 10"))
        #expect(today.contains("type=\"checkbox\""))
        #expect(today.contains("<strong>devagar</strong>")) // instructions rendered from Markdown
        #expect(today.contains("role=\"img\"")) // placeholder for missing images
        #expect(!today.contains("<img")) // no image provider: no broken images
        #expect(!today.contains("http://") || today.contains("http://www.w3.org/2000/svg"))
        let history = site.text("history/index.html")
        #expect(history.contains("<svg class=\"sets-chart\""))
        #expect(history.contains("aria-current=\"page\""))
        let exercise = site.text("exercises/supino-reto-barra/index.md")
        #expect(exercise.contains("# Supino reto com barra"))
        #expect(exercise.contains("42,5 kg"))
    }

    @Test func englishPages() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output, locale: .en)
        let site = SiteInspector(root: output)
        #expect(site.text("index.html").contains("<html lang=\"en\">"))
        #expect(site.text("index.html").contains("No plan for today yet"))
        #expect(site.text("history/index.html").contains("No sessions logged yet"))
    }

    @Test func restDayAndLocalNote() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try store.checkIns.saveCheckIn(CheckIn(date: SiteFixtures.today, focus: .rest))
        try SiteFixtures.plan(in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        #expect(SiteInspector(root: output).text("index.html").contains("Dia de descanso"))

        try store.checkIns.saveCheckIn(CheckIn(date: SiteFixtures.today, focus: .upper, soreness: 3, soreRegion: .legs))
        _ = try store.plans.createPlan(Plan(
            name: "Treino do dia", createdAt: LocalDateTime("2026-11-22 06:00:00")!, source: .local, estimatedMinutes: 40,
            intensity: .moderate, forDate: SiteFixtures.today, fallbackReason: .timeout,
            exercises: [PlanExercise(exerciseID: "flexao-de-bracos", sets: 3, reps: 12, restSeconds: 60)]
        ), newExercises: [])
        _ = try await build(store, into: output)
        let today = SiteInspector(root: output).text("index.html")
        #expect(today.contains("Treino do dia"))
        #expect(today.contains("Treino gerado localmente"))
        #expect(today.contains("a IA demorou demais para responder"))
        #expect(today.contains("Membros superiores"))
        #expect(today.contains("Pernas"))
    }

    @Test(arguments: [0, 1, 20, 21])
    func paginationBoundaries(_ count: Int) async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(count, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let site = SiteInspector(root: output)
        let files = site.files()
        let expectedPages = max(1, (count + 19) / 20)
        #expect(files.contains("history/index.html"))
        #expect(files.filter { $0.hasPrefix("history/page/") && $0.hasSuffix("index.html") }.count == expectedPages)
        let rows = site.text("history/index.html").components(separatedBy: "<tr class=\"status-").count - 1
        #expect(rows == min(count, 20))
        if count == 21 {
            // Counted from the oldest: page 1 is full, page 2 (the newest) holds the one left.
            let second = site.text("history/page/2/index.html")
            #expect(second.components(separatedBy: "<tr class=\"status-").count - 1 == 1)
            #expect(second.contains("rel=\"prev\" href=\"../../../history/index.html\""))
            #expect(site.text("history/page/1/index.html").components(separatedBy: "<tr class=\"status-").count - 1 == 20)
        }
        if count == 0 { #expect(site.text("history/index.html").contains("Nenhum treino registrado")) }
        #expect(site.brokenLinks() == [])
    }

    @Test func databaseTextIsEscapedInHTMLAndMarkdown() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(named: "<script>alert(1)</script>", in: store)
        try SiteFixtures.history(1, in: store, title: "<script>alert(1)</script>")
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let site = SiteInspector(root: output)
        for page in ["index.html", "plans/index.html", "plans/1/index.html", "history/index.html"] {
            let html = site.text(page)
            #expect(!html.contains("<script>alert"), "\(page) is not escaped")
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "\(page) lost the title")
        }
        for page in ["index.md", "plans/index.md", "history/index.md"] {
            let markdown = site.text(page)
            #expect(!markdown.contains("<script>"), "\(page) is not escaped")
            #expect(markdown.contains("\\<script\\>alert(1)\\</script\\>"), "\(page) lost the title")
            // Rendered as Markdown, the title is text again.
            #expect(MarkdownRenderer().html(markdown).contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
    }

    @Test func twoBuildsGiveIdenticalBytes() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(45, in: store)
        let first = directory.url.appendingPathComponent("one"), second = directory.url.appendingPathComponent("two")
        _ = try await build(store, into: first)
        _ = try await build(store, into: second)
        let a = SiteInspector(root: first).contents(), b = SiteInspector(root: second).contents()
        #expect(a.keys.sorted() == b.keys.sorted())
        #expect(a == b)
    }

    /// A page is carried over only when what it was rendered from is unchanged; anything else renders again.
    @Test func carriedOverPagesFollowTheirInputs() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(21, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let state = directory.url.appendingPathComponent(".public.state")
        #expect(FileManager.default.fileExists(atPath: state.path))

        // A new session: its page appears and the index and newest history page change, the other sessions stay as they were.
        try SiteFixtures.history(1, in: store, title: "Treino novo")
        let ids = try store.siteData.sessionSummaries().map(\.id)
        let before = SiteInspector(root: output).identities()
        _ = try await build(store, into: output)
        let after = SiteInspector(root: output).identities()
        #expect(SiteInspector(root: output).text(SitePaths.session(ids[0])).contains("Treino novo"))
        #expect(after[SitePaths.history] != before[SitePaths.history])
        #expect(after[SitePaths.session(ids[5])] == before[SitePaths.session(ids[5])])

        // A renamed exercise changes every session page that lists it.
        try store.exercises.saveExercises([Exercise(id: "supino-reto-barra", name: "Supino reto (barra olímpica)", muscleGroup: .chest,
                                          equipment: .fullGym, level: .beginner)])
        _ = try await build(store, into: output)
        #expect(SiteInspector(root: output).text(SitePaths.session(ids[5])).contains("Supino reto (barra olímpica)"))

        // A file removed from the output by hand is rendered again, not trusted to the manifest.
        try FileManager.default.removeItem(at: output.appendingPathComponent(SitePaths.session(ids[3])))
        _ = try await build(store, into: output)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(SitePaths.session(ids[3])).path))

        // Another template changes every page that uses it.
        let templates = directory.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let builtIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/FitTodaySite/Resources/templates/session.html.mustache")
        let original = try String(contentsOf: builtIn, encoding: .utf8)
        try (original + "<!-- personalizado -->").write(to: templates.appendingPathComponent("session.html.mustache"), atomically: true, encoding: .utf8)
        _ = try await build(store, into: output, templates: templates)
        #expect(SiteInspector(root: output).text(SitePaths.session(ids[5])).contains("personalizado"))
        #expect(SiteInspector(root: output).brokenLinks() == [])

        // A damaged state only means rendering everything again.
        try Data("não é um banco de dados".utf8).write(to: state)
        let rebuilt = try await build(store, into: output, templates: templates)
        #expect(rebuilt.written == 0)
        #expect(rebuilt.unchanged > 0)
    }

    @Test func noOpRebuildRewritesNothingAndStaleFilesGo() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(25, in: store)
        let output = directory.url.appendingPathComponent("public")
        let first = try await build(store, into: output)
        #expect(first.unchanged == 0)
        try Data().write(to: output.appendingPathComponent(".gitkeep"))
        let before = SiteInspector(root: output).identities()
        try await Task.sleep(nanoseconds: 20_000_000)
        var folderBefore = stat()
        _ = stat(output.path, &folderBefore)
        let second = try await build(store, into: output)
        #expect(second.written == 0)
        #expect(second.unchanged == first.written)
        #expect(SiteInspector(root: output).identities() == before)
        // Nothing changed, so the output was not even swapped: the same folder serves on.
        var folderAfter = stat()
        _ = stat(output.path, &folderAfter)
        #expect(folderAfter.st_ino == folderBefore.st_ino)

        // 25 → 19 sessions: page 2 and six session pages disappear; the rest keeps its inodes.
        let ids = try store.siteData.sessionSummaries().map(\.id)
        let database = FitTodayTestDatabase(path: directory.path("fittoday.sqlite"))
        try database.deleteSessions(Array(ids.suffix(6)))
        let third = try await build(store, into: output)
        let files = SiteInspector(root: output).files()
        #expect(!files.contains("history/page/2/index.html"))
        #expect(!files.contains(SitePaths.session(ids.last!)))
        #expect(files.contains(".gitkeep"))
        #expect(third.written > 0 && third.unchanged > 0)
        #expect(SiteInspector(root: output).identities()[SitePaths.session(ids[0])] == before[SitePaths.session(ids[0])])
        #expect(SiteInspector(root: output).brokenLinks() == [])
        // No staging or old tree left beside the output, nor a journal: only the build's state stays for the next build.
        let beside = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(Set(beside.filter { $0.hasPrefix(".public") }) == [".public.state"])
    }

    @Test func templateOverrideWins() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let templates = directory.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{<layout.html}}{{$content}}<h1>Meu modelo</h1>{{/content}}{{/layout.html}}".utf8)
            .write(to: templates.appendingPathComponent("today.html.mustache"))
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output, templates: templates)
        let site = SiteInspector(root: output)
        #expect(site.text("index.html").contains("<h1>Meu modelo</h1>"))
        #expect(site.text("history/index.html").contains("<h1>Histórico</h1>"))
    }

    @Test func templateErrorNamesFileAndLine() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let before = SiteInspector(root: output).contents()
        let templates = directory.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let file = templates.appendingPathComponent("history.html.mustache")
        try Data("<h1>\n{{#sessions}}\n<p>{{date}}</p>\n".utf8).write(to: file)
        do {
            _ = try await build(store, into: output, templates: templates)
            Issue.record("a broken template was accepted")
        } catch let error as FitTodayError {
            guard case let .template(name, line, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(name == file.path)
            #expect(line != nil)
            #expect(error.category == .template)
            #expect(error.category.exitCode == 15)
            #expect(error.message(.ptBR).contains("history.html.mustache:"))
        }
        #expect(SiteInspector(root: output).contents() == before)
    }

    @Test func imagesAreCopiedUnderContentHashedNames() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        let folder = directory.url.appendingPathComponent("images/Barbell_Bench_Press_-_Medium_Grip")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: UInt8(7), count: 100))
        try bytes.write(to: folder.appendingPathComponent("0.jpg"))
        let output = directory.url.appendingPathComponent("public")
        let report = try await build(store, into: output, images: FolderImageProvider(directory: directory.url.appendingPathComponent("images")))
        #expect(report.images == 1)
        #expect(report.missingImages == 1)
        let site = SiteInspector(root: output)
        let images = site.files().filter { $0.hasPrefix("images/") }
        #expect(images.count == 1)
        #expect(images[0].hasSuffix(".jpg") && images[0].count == "images/".count + 16 + 4)
        #expect(site.text("index.html").contains("src=\"\(images[0])\""))
        #expect(site.text("exercises/supino-reto-barra/index.html").contains("src=\"../../\(images[0])\""))
        #expect(site.text("exercises/agachamento-livre-barra/index.html").contains("role=\"img\""))
        #expect(site.brokenLinks() == [])
    }

    /// A provider that vouches for an image's bytes without reading them (the image cache) gives their digest:
    /// a file whose bytes are not those is left out, and the page shows the illustration.
    @Test func anImageWhoseBytesAreNotTheStoredOnesIsLeftOut() async throws {
        struct Vouching: SiteImageProvider {
            let file: URL
            let digest: String
            func image(forPath path: String) async -> SiteImage? {
                path.hasPrefix("Barbell_Bench_Press") ? SiteImage(fileURL: file, contentType: "image/jpeg", contentSHA256: digest) : nil
            }
        }
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        let file = directory.url.appendingPathComponent("cached.jpg")
        let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: UInt8(9), count: 100))
        try bytes.write(to: file)
        let good = try await build(store, into: directory.url.appendingPathComponent("good"), images: Vouching(file: file, digest: SHA256.hexDigest(bytes)))
        #expect(good.images == 1 && good.missingImages == 1)
        let bad = try await build(store, into: directory.url.appendingPathComponent("bad"), images: Vouching(file: file, digest: String(repeating: "0", count: 64)))
        #expect(bad.images == 0 && bad.missingImages == 2)
        let site = SiteInspector(root: directory.url.appendingPathComponent("bad"))
        #expect(site.files().filter { $0.hasPrefix("images/") } == [])
        #expect(site.text("exercises/supino-reto-barra/index.html").contains("role=\"img\""))
    }

    /// Needs the free-exercise-db image set beside the repository: a visible skip without it, a failure under CI.
    @Test(.enabled(if: BrowserTools.inCI || FileManager.default.fileExists(atPath: imagesFolder.path),
                   "the free-exercise-db image set is absent (../shared/data/free-exercise-db/images)"))
    func realFreeExerciseDBImages() async throws {
        try #require(FileManager.default.fileExists(atPath: Self.imagesFolder.path), "\(Self.imagesFolder.path) is absent; CI must have it")
        let provider = FolderImageProvider(directory: Self.imagesFolder)
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: Self.imagesFolder.path).sorted().first)
        let image = await provider.image(forPath: "\(folder)/0.jpg")
        #expect(image?.contentType == "image/jpeg")
        #expect(image.map { FileManager.default.fileExists(atPath: $0.fileURL.path) } == true)
        #expect(await provider.image(forPath: "../etc/passwd") == nil)
    }

    @Test func secondBuildWaitsThenGivesUp() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        let lockPath = output.path + ".lock"
        _ = FileManager.default.createFile(atPath: lockPath, contents: nil)
        let descriptor = open(lockPath, O_RDWR)
        #expect(flock(descriptor, LOCK_EX) == 0)
        defer { close(descriptor) }
        let options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today, lockWait: 0.3)
        await #expect(throws: FitTodayError.buildInProgress(output: output.path)) {
            _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
        }
        #expect(FitTodayError.buildInProgress(output: "public").category.exitCode == 14)
    }
}

@Suite struct SiteInputsTests {
    func build(_ store: SQLiteStore, into output: URL, images: (any SiteImageProvider)? = nil, today: LocalDate = SiteFixtures.today)
        async throws -> SiteBuildReport {
        let options = SiteBuildOptions(outputDirectory: output, today: today)
        return try await SiteBuilder.showingToday(source: store, images: images ?? NoImageProvider(), options: options).build()
    }

    @Test func unchangedInputsStopTheBuildAfterReadingThem() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(25, in: store)
        let output = directory.url.appendingPathComponent("public")
        let first = try await build(store, into: output)
        let before = SiteInspector(root: output).identities()

        let second = try await build(store, into: output)
        #expect(second.steps.map(\.name) == ["inputs"])
        #expect(second.written == 0)
        // The site's files; the marker at the top (`.fittoday-site`) is the build's, not a page or asset.
        #expect(second.unchanged == before.keys.filter { !$0.hasPrefix(".") }.count)
        #expect(second.pages == first.pages)
        #expect(SiteInspector(root: output).identities() == before)

        // A change made by another program, outside FitToday, is seen all the same; until FitToday writes
        // again, every build reads everything (and rewrites nothing when nothing else changed).
        try FitTodayTestDatabase(path: directory.path("fittoday.sqlite"))
            .execute("UPDATE workout_session SET plan_title = 'Treino renomeado' WHERE id = 1;")
        let third = try await build(store, into: output)
        #expect(third.steps.count > 1)
        #expect(third.written > 0)
        #expect(SiteInspector(root: output).text(SitePaths.session(1)).contains("Treino renomeado"))
        let fourth = try await build(store, into: output)
        #expect(fourth.steps.count > 1)
        #expect(fourth.written == 0)
        try store.checkIns.saveCheckIn(CheckIn(date: SiteFixtures.today, focus: .upper, soreness: 2))
        #expect(try await build(store, into: output).steps.count > 1)
        #expect(try await build(store, into: output).steps.map(\.name) == ["inputs"])

        // Another day is another site (the today page and the figures move with it).
        let nextDay = try await build(store, into: output, today: SiteFixtures.today.adding(days: 1))
        #expect(nextDay.steps.count > 1)

        // A page removed by hand comes back.
        _ = try await build(store, into: output)
        try FileManager.default.removeItem(at: output.appendingPathComponent("history/index.html"))
        let repaired = try await build(store, into: output)
        #expect(repaired.steps.count > 1)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("history/index.html").path))
        #expect(try await build(store, into: output).steps.map(\.name) == ["inputs"])
    }

    @Test func aNewImageInTheFolderIsANewSite() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let images = directory.url.appendingPathComponent("images")
        let output = directory.url.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: images.appendingPathComponent("Missing_Image"), withIntermediateDirectories: true)
        let provider = FolderImageProvider(directory: images)
        let first = try await build(store, into: output, images: provider)
        #expect(first.images == 0)
        #expect(try await build(store, into: output, images: provider).steps.map(\.name) == ["inputs"])
        // A tiny PNG signature is enough: the build copies files, it does not decode them.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: images.appendingPathComponent("Missing_Image/0.jpg"))
        let second = try await build(store, into: output, images: provider)
        #expect(second.steps.count > 1)
        #expect(second.images == 1)
        #expect(SiteInspector(root: output).files().contains { $0.hasPrefix("images/") })
    }

    @Test func aLeftoverStagingLinkIsRemovedNotFollowed() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let precious = directory.url.appendingPathComponent("precious")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: precious.appendingPathComponent("notes.txt"))
        // What a killed build or a careless script may leave where the staging folder goes.
        try FileManager.default.createSymbolicLink(at: directory.url.appendingPathComponent(".public.staging"), withDestinationURL: precious)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        #expect(FileManager.default.fileExists(atPath: precious.appendingPathComponent("notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }
}
