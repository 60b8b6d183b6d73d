import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The build writes only into a folder that is its own, never follows a link inside it, and carries user
/// text into the Markdown twins as text.
@Suite struct SiteOutputSafetyTests {
    func build(_ store: SQLiteStore, into output: URL, protected: [(name: String, path: String)] = []) async throws -> SiteBuildReport {
        let options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today, protectedItems: protected)
        return try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
    }

    private func refusal(_ body: () async throws -> SiteBuildReport) async -> OutputRefusal? {
        do {
            _ = try await body()
            return nil
        } catch let error as FitTodayError {
            if case let .outputRefused(_, reason) = error { return reason }
            Issue.record("Expected a refusal, got \(error)")
            return nil
        } catch {
            Issue.record("Unexpected \(error)")
            return nil
        }
    }

    @Test func refusesAFolderHoldingTheDatabaseAndLeavesItThere() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let database = directory.path("fittoday.sqlite")
        let reason = await refusal { try await build(store, into: directory.url, protected: [("database", database)]) }
        #expect(reason == .holdsData(item: "database"))
        #expect(FileManager.default.fileExists(atPath: database))
        #expect(try store.exercises.exercises().count == SiteFixtures.exercises.count)
        // Nothing was made beside it either.
        let parent = directory.url.deletingLastPathComponent().path
        let name = directory.url.lastPathComponent
        #expect(!FileManager.default.fileExists(atPath: parent + "/." + name + ".staging"))
        #expect(!FileManager.default.fileExists(atPath: parent + "/" + name + ".lock"))
    }

    @Test func refusesAFolderInsideTheLibrary() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let content = directory.path("content")
        try FileManager.default.createDirectory(atPath: content + "/exercises", withIntermediateDirectories: true)
        try Data("---\n".utf8).write(to: URL(fileURLWithPath: content + "/exercises/prancha.md"))
        for output in ["content", "content/exercises", "content/new"] {
            let reason = await refusal { try await build(store, into: directory.url.appendingPathComponent(output), protected: [("library", content)]) }
            #expect(reason == .holdsData(item: "library"), "\(output)")
        }
        #expect(FileManager.default.fileExists(atPath: content + "/exercises/prancha.md"))
    }

    @Test func refusesRootAndAForeignFolderAndAFile() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        #expect(await refusal { try await build(store, into: URL(fileURLWithPath: "/")) } == .protectedFolder)
        #expect(await refusal { try await build(store, into: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) } == .protectedFolder)

        let foreign = directory.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        #expect(await refusal { try await build(store, into: foreign) } == .notASite)
        #expect(FileManager.default.contents(atPath: foreign.appendingPathComponent("notes.txt").path) == Data("mine".utf8))

        let file = directory.url.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        #expect(await refusal { try await build(store, into: file) } == .notAFolder)
    }

    /// Whether /proc is a mount point, as on every Linux.
    static var procIsAMountPoint: Bool {
        var info = stat(), parent = stat()
        return stat("/proc", &info) == 0 && stat("/", &parent) == 0 && info.st_dev != parent.st_dev
    }

    @Test(.enabled(if: procIsAMountPoint, "no mount point at /proc to build into (not Linux)"))
    func aMountPointIsRefusedWithItsReason() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        #expect(await refusal { try await build(store, into: URL(fileURLWithPath: "/proc")) } == .mountPoint)
        #expect(!FileManager.default.fileExists(atPath: "/.proc.staging") && !FileManager.default.fileExists(atPath: "/proc.lock"))
    }

    @Test func buildsIntoEmptyFoldersAndItsOwnSiteAgain() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data().write(to: output.appendingPathComponent(".gitkeep"))
        _ = try await build(store, into: output)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".gitkeep").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(".fittoday-site").path))
        // The state is gone (deleted by hand, say): the marker alone says the site is the build's own.
        unlink(directory.path(".public.state"))
        try SiteFixtures.history(2, in: store)
        let again = try await build(store, into: output)
        #expect(again.written > 0)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("history/sessions/1.html").path))
    }

    @Test func anOutputThatIsALinkIsFollowedOnce() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let target = directory.url.appendingPathComponent("real-site")
        let link = directory.url.appendingPathComponent("public")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real-site")
        _ = try await build(store, into: link)
        _ = try await build(store, into: link)
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("index.html").path))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real-site")
        // A link to a folder the build must not touch is refused like the folder itself.
        let database = directory.path("fittoday.sqlite")
        try FileManager.default.createSymbolicLink(atPath: directory.path("to-data"), withDestinationPath: directory.url.path)
        let reason = await refusal {
            try await build(store, into: directory.url.appendingPathComponent("to-data"), protected: [("database", database)])
        }
        #expect(reason == .holdsData(item: "database"))
    }

    // A hang guard, not a speed target: following the loops never ends.
    @Test(.timeLimit(.minutes(10))) func linksInsideTheOutputAreNeverFollowed() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(3, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let outside = directory.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
        try FileManager.default.createSymbolicLink(atPath: output.path + "/loop1", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: output.path + "/history/loop2", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: output.path + "/outside", withDestinationPath: outside.path)
        try SiteFixtures.history(1, in: store, title: "Outro")
        _ = try await build(store, into: output)
        // Exactly the files a build into a fresh folder writes: nothing was walked or copied through the links.
        let fresh = directory.url.appendingPathComponent("fresh")
        _ = try await build(store, into: fresh)
        #expect(try Self.files(in: output) == Self.files(in: fresh))
        // The links went with the old tree; what they pointed to is untouched.
        #expect(!FileManager.default.fileExists(atPath: output.path + "/loop1"))
        #expect(FileManager.default.contents(atPath: outside.appendingPathComponent("keep.txt").path) == Data("keep".utf8))
    }

    /// Every path under `folder`, relative to it, without following links.
    static func files(in folder: URL) throws -> Set<String> {
        let items = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return Set(items.filter { !$0.hasPrefix(".") })
    }

    @Test func aReadOnlyLeftoverOfAnOlderBuildIsDeleted() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        let leftover = directory.url.appendingPathComponent(".public.old/history")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: leftover.appendingPathComponent("index.html"))
        chmod(leftover.path, 0o555)
        chmod(leftover.deletingLastPathComponent().path, 0o555)
        _ = try await build(store, into: output)
        #expect(!FileManager.default.fileExists(atPath: directory.path(".public.old")))
    }

    @Test func markdownTwinsCarryUserTextAsText() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let evil = Exercise(id: "mal", name: "<script>alert(1)</script> [x](http://evil.example/a)", muscleGroup: .chest,
                            instructions: "Passo a passo.\n\n## Segurança\n\n- Costas retas\n- [x](javascript:alert(2)) ![](http://evil.example/i.png)\n\n<img src=x onerror=alert(3)> www.evil.example http://evil.example/b me@evil.example &#x6A;avascript \\[y](http://evil.example/c)")
        try store.exercises.saveExercises([evil])
        _ = try store.plans.createPlan(Plan(
            name: "[x](javascript:alert(4))", description: "![](http://evil.example/t.png)\n# Injected\n\n1. www.evil.example | a | b |\n<b>bold</b> https://evil.example/x me@evil.example",
            createdAt: LocalDateTime("2026-11-01 08:00:00")!, isActive: true, source: .manual,
            exercises: [PlanExercise(exerciseID: "mal", sets: 3, reps: 10, restSeconds: 60, notes: "\n## Notes heading\n- item")]
        ), newExercises: [])
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let site = SiteInspector(root: output)
        let twins = site.files().filter { $0.hasSuffix(".md") }
        #expect(twins.contains("plans/1/index.md"))
        let renderer = MarkdownRenderer()
        let liveReference = try NSRegularExpression(pattern: #"(href|src)="[^"]*(evil\.example|javascript|mailto)"#)
        for twin in twins {
            let html = renderer.html(site.text(twin))
            #expect(liveReference.firstMatch(in: html, range: NSRange(html.startIndex..., in: html)) == nil, "\(twin): \(html)")
            #expect(!html.contains("<img"), "\(twin)")
            #expect(!html.contains("<script") && !html.contains("<b>"), "\(twin)")
            #expect(!html.contains(">Injected<") && !html.contains(">Notes heading<") && !html.contains("<li>item"), "\(twin)")
        }
        // The library's own Markdown keeps its structure in the twin, without anything that links; its headings go
        // below the page's "## Instruções" (issue #29).
        let exercise = renderer.html(site.text("exercises/mal/index.md"))
        #expect(exercise.contains("<h3>Segurança</h3>") && exercise.contains("<li>Costas retas</li>"), "\(exercise)")
        #expect(!exercise.contains("<img") && exercise.contains("&lt;img src=x onerror=alert(3)&gt;"), "\(exercise)")
        let plan = renderer.html(site.text("plans/1/index.md"))
        #expect(plan.contains("[x](javascript:alert(4))"))
        #expect(plan.contains("&lt;b&gt;bold&lt;/b&gt;"))
    }

    @Test func aVeryLongExerciseIdStillBuilds() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let id = String(repeating: "supino-", count: 43) + "x"
        try store.exercises.saveExercises([Exercise(id: id, name: String(repeating: "Supino ", count: 43), muscleGroup: .chest)])
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let pages = SiteInspector(root: output).files().filter { $0.hasPrefix("exercises/") && $0.hasSuffix("/index.html") }
        #expect(pages.count == SiteFixtures.exercises.count + 1)
        for page in pages { #expect(page.split(separator: "/").allSatisfy { $0.utf8.count <= 100 }, "\(page)") }
        #expect(pages.contains { $0.hasPrefix("exercises/supino-supino-") })
    }

    @Test func aFolderSourceServesOnlyRealImagesByTheirBytes() async throws {
        let directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("images")
        func put(_ bytes: [UInt8], _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 40)
        try put(png, "Real/0.jpg")  // a PNG called .jpg
        try put(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".utf8), "Svg/0.svg")
        try put(Array("<html><script>alert(1)</script></html>".utf8), "Html/0.jpg")
        try put(Array("#!/bin/sh\nrm -rf ~\n".utf8), "Script/0.png")
        #expect(mkfifo(folder.appendingPathComponent("Fifo.jpg").path, 0o600) == 0)
        let provider = FolderImageProvider(directory: folder)
        let real = try #require(await provider.image(forPath: "Real/0.jpg"))
        #expect(real.contentType == "image/png")
        for path in ["Svg/0.svg", "Html/0.jpg", "Script/0.png", "Fifo.jpg", "../images/Real/0.jpg", "Missing/0.jpg"] {
            #expect(await provider.image(forPath: path) == nil, "\(path)")
        }

        let store = try SiteFixtures.store(in: directory)
        try store.exercises.saveExercises([
            Exercise(id: "real", name: "Real", muscleGroup: .chest, images: ["Real/0.jpg"]),
            Exercise(id: "html", name: "Html", muscleGroup: .chest, images: ["Html/0.jpg"]),
        ])
        let output = directory.url.appendingPathComponent("public")
        let options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)
        _ = try await SiteBuilder.showingToday(source: store, images: provider, options: options).build()
        let copied = SiteInspector(root: output).files().filter { $0.hasPrefix("images/") || $0.contains("/images/") }
        #expect(copied.count == 1, "\(copied)")
        #expect(copied.allSatisfy { $0.hasSuffix(".png") })
    }
}
