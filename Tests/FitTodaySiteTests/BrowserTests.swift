import FitTodayData
import FitTodayDomain
import FitTodaySite
import Foundation
import Testing

/// Headless Chromium over the built site from file://, with networking disabled. Skipped, with a message,
/// when the browser cannot be installed.
@Suite struct BrowserTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func siteWorksOfflineFromFileAndTodayPrintsOnOnePage() async throws {
        let (installed, installLog) = try Self.run("bash", [Self.repository.appendingPathComponent("scripts/install-browser.sh").path])
        guard installed == 0 else {
            // CI always can install them, so there it is a failure; on a person's machine without root, a skip.
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("Chromium, chromedriver, pdfinfo or selenium could not be installed in CI:\n\(installLog)")
            } else {
                print("Skipping the browser test: Chromium, chromedriver, pdfinfo or selenium could not be installed.\n\(installLog)")
            }
            return
        }
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
        let script = Self.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/browser_check.py").path
        let (status, log) = try Self.run("python3", [script, output.path, pdf, "index.html", "history/page/2/index.html",
                                                     "exercises/supino-reto-barra/index.html", "history/index.html"])
        #expect(status == 0, "\(log)")
        for file in [pdf, directory.path("today-letter.pdf")] {
            let (infoStatus, info) = try Self.run("pdfinfo", [file])
            #expect(infoStatus == 0)
            #expect(info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 1") }, "\(file): \(info)")
        }
    }
}
