import FitTodayData
import FitTodayDomain
import FitTodaySite
import Foundation
import Testing

/// Headless Chromium over the built site from file://, with networking disabled. Skipped, with a message,
/// when the browser tools are missing (`make test-tools` installs them).
@Suite struct BrowserTests {
    @Test func siteWorksOfflineFromFileAndTodayPrintsOnOnePage() async throws {
        guard BrowserTools.available(for: "siteWorksOfflineFromFile") else { return }
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        var exercises = SiteFixtures.exercises
        for index in 0..<4 {
            exercises.append(Exercise(id: "extra-\(index)", name: "Exercício extra \(index + 1)", muscleGroup: .arms,
                                      instructions: "1. Segure firme.\n2. Suba e desça **devagar**, sem balançar o corpo."))
        }
        try store.saveExercises(exercises)
        _ = try store.createPlan(Plan(
            name: "Treino A — Peito, pernas e braços", description: "Oito exercícios", createdAt: LocalDateTime("2026-11-22 06:00:00")!,
            isActive: true, source: .local, estimatedMinutes: 60, intensity: .high, forDate: SiteFixtures.today, fallbackReason: .missingKey,
            exercises: exercises.map { PlanExercise(exerciseID: $0.id, sets: 4, reps: 10, restSeconds: 90, notes: "Controle a descida") }
        ), newExercises: [])
        try store.saveCheckIn(CheckIn(date: SiteFixtures.today, focus: .fullBody, soreness: 2))
        try SiteFixtures.history(30, in: store)
        let output = directory.url.appendingPathComponent("public")
        let folder = directory.url.appendingPathComponent("images/Barbell_Bench_Press_-_Medium_Grip")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A real 1×1 PNG, so the browser can decode it.
        try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!
            .write(to: folder.appendingPathComponent("0.jpg"))
        let options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)
        _ = try await SiteBuilder(source: store, images: FolderImageProvider(directory: directory.url.appendingPathComponent("images")), options: options).build()

        let pdf = directory.path("today.pdf")
        let script = BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/browser_check.py").path
        let (status, log) = try BrowserTools.run("python3", [script, output.path, pdf, "index.html", "history/page/2/index.html",
                                                     "exercises/supino-reto-barra/index.html", "history/index.html"])
        #expect(status == 0, "\(log)")
        for file in [pdf, directory.path("today-letter.pdf")] {
            let (infoStatus, info) = try BrowserTools.run("pdfinfo", [file])
            #expect(infoStatus == 0)
            #expect(info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 1") }, "\(file): \(info)")
        }
    }

    @Test func theProgressChartFitsAPhoneAndPrintsWithItsTable() async throws {
        guard BrowserTools.available(["chromium", "chromedriver", "python:selenium"], for: "theProgressChartFitsAPhone") else { return }
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(30, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await SiteBuilder(source: store, images: NoImageProvider(), options: SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)).build()
        let script = BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/progress_check.py").path
        // Session 30 is the oldest: every weighted set in it is a record.
        let (status, log) = try BrowserTools.run("python3", [script, output.path, "exercises/supino-reto-barra/index.html", "history/sessions/30.html"])
        #expect(status == 0, "\(log)")
    }
}
