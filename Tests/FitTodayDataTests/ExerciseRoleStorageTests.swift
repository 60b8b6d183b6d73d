@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// An exercise's role, movement pattern and duration (schema 8, issue #30) are kept wherever an exercise is
/// stored: the database, the export file and its restore.
@Suite struct ExerciseRoleStorageTests {
    static let plank = Exercise(
        id: "prancha-lateral", name: "Prancha lateral", muscleGroup: .core, equipment: .bodyweight, level: .beginner,
        tags: ["unilateral"], origin: .content, role: .core, pattern: .core, durationSeconds: 30
    )

    @Test func theDatabaseKeepsThemAndReadsThemBackEveryWay() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try store.exercises.saveExercises([Self.plank])
        #expect(try store.exercises.exercise(id: "prancha-lateral") == Self.plank)
        #expect(try store.exercises.exercise(matching: "prancha LATERAL") == Self.plank)
        #expect(try store.exercises.exercises().first { $0.id == "prancha-lateral" } == Self.plank)
        // Entries saved without them (custom ones) read back as none.
        #expect(try store.exercises.exercise(id: "flexao-de-bracos")?.role == nil)
    }

    @Test func savingTheSameLibraryTouchesNothingAndAChangedRoleIsWritten() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try store.exercises.saveExercises([Self.plank])
        let revision = try #require(try store.siteData.revision())
        try store.exercises.saveExercises([Self.plank])
        #expect(try store.siteData.revision() == revision)
        for change in [{ (exercise: inout Exercise) in exercise.role = .mobility }, { $0.pattern = .mobility }, { $0.durationSeconds = 45 }, { $0.durationSeconds = nil }] {
            var changed = Self.plank
            change(&changed)
            let before = try store.siteData.revision()
            try store.exercises.saveExercises([changed])
            #expect(try store.exercises.exercise(id: "prancha-lateral") == changed)
            #expect(try store.siteData.revision() != before)
        }
    }

    @Test func theExportCarriesThemAndARestoreKeepsThem() throws {
        let snapshot = DataSnapshot(exercises: [Self.plank, Exercise(id: "minha-remada", name: "Minha remada", muscleGroup: .back, origin: .custom)])
        let data = DataExportFormat.encode(snapshot)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains("\"role\"") && text.contains("\"duration_seconds\""))
        let decoded = try DataExportFormat.decode(data)
        #expect(decoded.exercises == snapshot.exercises)

        let directory = try TemporaryDirectory()
        let store = try SQLiteStore.open(at: directory.path("restored.sqlite"), createIfMissing: true)
        try store.export.restore(decoded)
        #expect(try store.exercises.exercise(id: "prancha-lateral") == Self.plank)
        #expect(try store.exercises.exercise(id: "minha-remada")?.role == nil)
    }

    @Test func anExportWithADurationOrARoleTheLibraryCannotHaveIsRefusedWithItsPlace() throws {
        let text = try #require(String(data: DataExportFormat.encode(DataSnapshot(exercises: [Self.plank])), encoding: .utf8))
        let broken = text.replacingOccurrences(of: "\"duration_seconds\":30", with: "\"duration_seconds\":4")
            .replacingOccurrences(of: "\"duration_seconds\": 30", with: "\"duration_seconds\": 4")
        #expect(broken != text)
        let place = FilePlace.exercise(number: 1, id: "prancha-lateral")
        #expect(throws: FitTodayError.importFile(reason: .exportProblem(FileProblem(place, .belowMinimum(key: "duration_seconds", found: "4", minimum: "5"))))) {
            try DataExportFormat.decode(Data(broken.utf8))
        }
        let unknownRole = text.replacingOccurrences(of: "\"role\":\"core\"", with: "\"role\":\"principal\"")
            .replacingOccurrences(of: "\"role\": \"core\"", with: "\"role\": \"principal\"")
        #expect(unknownRole != text)
        #expect(throws: FitTodayError.importFile(reason: .exportProblem(FileProblem(place, .invalidValue(key: "role", found: "\"principal\""))))) {
            try DataExportFormat.decode(Data(unknownRole.utf8))
        }
    }
}
