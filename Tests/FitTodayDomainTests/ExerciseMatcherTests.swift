import FitTodayDomain
import Testing

@Suite struct ExerciseMatcherTests {
    static let library = [
        Exercise(id: "supino-reto-com-barra", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym, level: .beginner),
        Exercise(id: "remada-curvada", name: "Remada curvada com barra", muscleGroup: .back, equipment: .fullGym, level: .intermediate),
        Exercise(id: "Barbell_Bench_Press_-_Medium_Grip", name: "Barbell Bench Press - Medium Grip", muscleGroup: .chest,
                 equipment: .fullGym, level: .beginner, origin: .imported),
        Exercise(id: "Close-Grip_Barbell_Bench_Press", name: "Close-Grip Barbell Bench Press", muscleGroup: .arms,
                 equipment: .fullGym, level: .beginner, origin: .imported),
        Exercise(id: "meu-supino", name: "supino reto com barra", muscleGroup: nil, equipment: nil, level: nil, origin: .custom),
    ]
    static let matcher = ExerciseMatcher(exercises: library, aliases: ["Bench Press (Barbell)": "Supino reto com barra"])

    @Test func namesMatchIgnoringCaseAccentsAndPunctuationCuratedFirst() {
        #expect(Self.matcher.match("SUPINO RETO COM BARRA")?.id == "supino-reto-com-barra")
        #expect(Self.matcher.match("supino-reto, com barra!")?.id == "supino-reto-com-barra")
        #expect(Self.matcher.match("remada-curvada")?.id == "remada-curvada")
        #expect(Self.matcher.match("Remada curvada com bárra")?.id == "remada-curvada")
    }

    @Test func aliasesThenFreeExerciseDBNames() {
        #expect(Self.matcher.match("Bench Press (Barbell)")?.id == "supino-reto-com-barra")
        #expect(Self.matcher.match("bench press barbell")?.id == "supino-reto-com-barra")
        #expect(Self.matcher.match("barbell bench press medium grip")?.id == "Barbell_Bench_Press_-_Medium_Grip")
        #expect(Self.matcher.match("Close Grip Barbell Bench-Press")?.id == "Close-Grip_Barbell_Bench_Press")
        #expect(Self.matcher.match("Zercher Carry") == nil)
    }

    @Test func aCloseLibraryNameTellsTheMuscleGroup() {
        // Words shared with "Close-Grip Barbell Bench Press", the equipment aside.
        #expect(Self.matcher.muscleGroup(near: "Bench Press - Close Grip") == .arms)
        #expect(Self.matcher.muscleGroup(near: "Remada curvada pegada supinada") == .back)
        #expect(Self.matcher.muscleGroup(near: "Zercher Carry") == nil)
    }

    @Test func closestNamesForSuggestions() {
        #expect(Self.matcher.closestNames(to: "Supino rteo com barra").first == "Supino reto com barra")
        #expect(Self.matcher.closestNames(to: "remada curvda").contains("Remada curvada com barra"))
        #expect(Self.matcher.closestNames(to: "Zercher Carry").isEmpty)
        #expect(Self.matcher.closestNames(to: "bench press", limit: 2).count == 2)
    }

    @Test(arguments: [
        ("Bench Press (Barbell)", Equipment.fullGym), ("Bankdrücken (Langhantel)", .fullGym), ("Жим лёжа (Штанга)", .fullGym),
        ("Curl (Dumbbell)", .home), ("Rosca (Halteres)", .home), ("Curl (Manubri)", .home), ("Swing (Kettlebell)", .home),
        ("Pull Up (Assisted)", .fullGym), ("Row (Cable - Straight Bar)", .fullGym), ("Squat (Smith Machine)", .fullGym),
        ("Face Pull (Band)", .home), ("Dip (Bodyweight)", .bodyweight), ("Flexão (Peso corporal)", .bodyweight),
        ("ベンチプレス (バーベル)", .fullGym), ("卧推 (杠铃)", .fullGym), ("벤치 프레스 (덤벨)", .home), ("Wiosłowanie (Sztanga)", .fullGym),
        ("Şınav (Vücut Ağırlığı)", .bodyweight),
    ])
    func equipmentInParentheses(_ name: String, _ equipment: Equipment) {
        #expect(EquipmentHint.equipment(in: name) == equipment)
    }

    @Test func noOrAmbiguousEquipment() {
        #expect(EquipmentHint.equipment(in: "Plank") == nil)
        #expect(EquipmentHint.equipment(in: "Curl (Halter)") == nil)
        #expect(EquipmentHint.equipment(in: "Bench Press (Close Grip)") == nil)
    }

    @Test func theResolverGivesANewExerciseWhatItsNameTells() throws {
        let resolved = try ExerciseResolver(exercises: InMemoryExercises(Self.library), aliases: ["Bench Press (Barbell)": "Supino reto com barra"])
            .resolve(["Bench Press (Barbell)", "Zercher Carry (Barbell)", "zercher carry barbell", "Bench Press - Close Grip (Barbell)"])
        #expect(resolved.ids == ["supino-reto-com-barra", "zercher-carry-barbell", "zercher-carry-barbell", "bench-press-close-grip-barbell"])
        #expect(resolved.newExercises.map(\.equipment) == [.fullGym, .fullGym])
        #expect(resolved.newExercises.map(\.level) == [nil, nil])
        #expect(resolved.newExercises.map(\.muscleGroup) == [nil, .arms])
        #expect(resolved.newExercises.allSatisfy { $0.origin == .custom })
    }
}

/// An exercise repository in memory, for the resolver.
private struct InMemoryExercises: ExerciseRepository {
    let all: [Exercise]
    init(_ all: [Exercise]) { self.all = all }
    func exercise(id: String) throws(FitTodayError) -> Exercise? { all.first { $0.id == id } }
    func exercise(matching reference: String) throws(FitTodayError) -> Exercise? {
        all.first { $0.id == reference || ExerciseNameKey.key(for: $0.name) == ExerciseNameKey.key(for: reference) }
    }
    func exercises() throws(FitTodayError) -> [Exercise] { all.sorted { $0.id < $1.id } }
    func saveExercises(_ exercises: [Exercise]) throws(FitTodayError) {}
}
