import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation

/// A site with every kind of page and everything that can make a page wide: long names (one with no space to
/// break at), many sets with weights and RPE, every table filled, images for some exercises and not for others.
enum PhoneFixtureSite {
    static let longName = "Desenvolvimento unilateral com halteres sentado no banco inclinado com pegada neutra e pausa isométrica"
    static let unbrokenName = "Puxada-alta-na-polia-com-pegada-supinada-e-triângulo-sem-nenhum-espaço"
    /// A real 1×1 PNG, so the browser can decode it.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

    static var exercises: [Exercise] {
        SiteFixtures.exercises + [
            Exercise(id: "desenvolvimento-longo", name: longName, muscleGroup: .shoulders, equipment: .home, level: .advanced,
                     instructions: "1. Sente-se.\n2. Empurre.", images: ["Long_Press/0.jpg"]),
            Exercise(id: "puxada-sem-espaco", name: unbrokenName, muscleGroup: .back, equipment: .fullGym, level: .intermediate),
            Exercise(id: "imported-curl", name: "Rosca direta", muscleGroup: .arms, equipment: .home, level: .beginner,
                     images: ["Barbell_Curl/0.jpg"], origin: .imported),
        ]
    }

    /// Builds the site into `directory/public` with images from `directory/images`; returns the output folder.
    static func build(in directory: TemporaryDirectory, credit: SiteImageCredit? = nil, locale: AppLocale = .ptBR) async throws -> URL {
        let store = try SiteFixtures.store(in: directory)
        try store.exercises.saveExercises(exercises)
        let all = exercises
        _ = try store.plans.createPlan(Plan(
            name: "Treino de força e hipertrofia com ênfase em ombros, costas e pernas — semana de choque", description: "Todos os exercícios",
            createdAt: LocalDateTime("2026-11-22 06:00:00")!, isActive: true, source: .local, estimatedMinutes: 75, intensity: .high,
            forDate: SiteFixtures.today, fallbackReason: .missingKey,
            exercises: all.map { PlanExercise(exerciseID: $0.id, sets: 5, reps: 12, restSeconds: 120, notes: "Controle a descida e segure no topo") }
        ), newExercises: [])
        try store.checkIns.saveCheckIn(CheckIn(date: SiteFixtures.today, focus: .fullBody, soreness: 2))
        try SiteFixtures.history(30, in: store, title: "Treino de força e hipertrofia com ênfase em ombros, costas e pernas")
        var sets: [LoggedSet] = []
        for exercise in all {
            for number in 1...6 {
                sets.append(LoggedSet(exerciseID: exercise.id, setNumber: number, reps: 12, weightKg: 247.5 - Double(number), rpe: 8.5))
            }
        }
        try store.imports.recordBatch(sessions: [WorkoutSession(
            completedAt: LocalDateTime(date: SiteFixtures.today, hour: 19)!, status: .completed, durationMinutes: 125, intensity: .high,
            planTitle: "Sessão extra muito longa com todos os exercícios da biblioteca e mais algumas palavras",
            notes: "Anotações longas: " + String(repeating: "dor leve no ombro direito, ", count: 10), sets: sets
        )])
        let images = directory.url.appendingPathComponent("images")
        for folder in ["Barbell_Bench_Press_-_Medium_Grip", "Long_Press", "Barbell_Curl"] {
            try FileManager.default.createDirectory(at: images.appendingPathComponent(folder), withIntermediateDirectories: true)
            try png.write(to: images.appendingPathComponent(folder).appendingPathComponent("0.jpg"))
        }
        let output = directory.url.appendingPathComponent("public")
        var options = SiteBuildOptions(outputDirectory: output, locale: locale, today: SiteFixtures.today)
        options.imageCredit = credit
        _ = try await SiteBuilder.showingToday(source: store, images: FolderImageProvider(directory: images), options: options).build()
        return output
    }
}
