import FitTodayDomain

/// A small library that covers every focus and setting, for composer tests.
enum LibraryFixture {
    static let exercises: [Exercise] = [
        Exercise(id: "supino", name: "Supino reto", muscleGroup: .chest, equipment: .fullGym, level: .beginner, tags: ["stress-shoulder"]),
        Exercise(id: "flexao", name: "Flexão", muscleGroup: .chest, equipment: .bodyweight, level: .beginner, tags: ["stress-wrist"]),
        Exercise(id: "remada", name: "Remada", muscleGroup: .back, equipment: .home, level: .beginner),
        Exercise(id: "puxada", name: "Puxada", muscleGroup: .back, equipment: .fullGym, level: .beginner),
        Exercise(id: "desenvolvimento", name: "Desenvolvimento", muscleGroup: .shoulders, equipment: .home, level: .intermediate, tags: ["stress-shoulder"]),
        Exercise(id: "rosca", name: "Rosca", muscleGroup: .arms, equipment: .home, level: .beginner),
        Exercise(id: "triceps", name: "Tríceps banco", muscleGroup: .arms, equipment: .bodyweight, level: .beginner),
        Exercise(id: "agachamento", name: "Agachamento", muscleGroup: .legs, equipment: .fullGym, level: .intermediate, tags: ["stress-knee", "stress-lower-back"]),
        Exercise(id: "afundo", name: "Afundo", muscleGroup: .legs, equipment: .bodyweight, level: .beginner, tags: ["stress-knee"]),
        Exercise(id: "ponte", name: "Ponte de glúteo", muscleGroup: .legs, equipment: .bodyweight, level: .beginner, tags: ["knee-friendly"]),
        Exercise(id: "stiff", name: "Stiff", muscleGroup: .legs, equipment: .home, level: .intermediate, tags: ["stress-lower-back"]),
        Exercise(id: "prancha", name: "Prancha", muscleGroup: .core, equipment: .bodyweight, level: .beginner),
        Exercise(id: "abdominal", name: "Abdominal", muscleGroup: .core, equipment: .bodyweight, level: .beginner),
        Exercise(id: "burpee", name: "Burpee", muscleGroup: .cardio, equipment: .bodyweight, level: .advanced, tags: ["high-impact"]),
        Exercise(id: "polichinelo", name: "Polichinelo", muscleGroup: .cardio, equipment: .bodyweight, level: .beginner, tags: ["high-impact"]),
        Exercise(id: "bike", name: "Bicicleta", muscleGroup: .cardio, equipment: .fullGym, level: .beginner, tags: ["low-impact"]),
        Exercise(id: "gato-camelo", name: "Gato-camelo", muscleGroup: .back, equipment: .bodyweight, level: .beginner, tags: ["mobility"]),
        Exercise(id: "alongamento-quadril", name: "Alongamento de quadril", muscleGroup: .legs, equipment: .bodyweight, level: .beginner, tags: ["mobility"]),
        Exercise(id: "rotacao-toracica", name: "Rotação torácica", muscleGroup: .back, equipment: .bodyweight, level: .beginner, tags: ["mobility"]),
    ]

    static func item(_ id: String, _ sets: Int = 4, _ reps: Int = 10, _ rest: Int = 90) -> BlockExercise {
        BlockExercise(exerciseID: id, sets: sets, reps: reps, restSeconds: rest)
    }

    static let blocks: [WorkoutBlock] = [
        WorkoutBlock(id: "empurrar-academia", name: "Empurrar", focus: [.upper, .fullBody], level: .beginner, equipment: [.fullGym],
                     exercises: [item("supino"), item("flexao"), item("triceps", 3, 12, 60)]),
        WorkoutBlock(id: "puxar-academia", name: "Puxar", focus: [.upper, .fullBody], level: .beginner, equipment: [.fullGym],
                     exercises: [item("puxada"), item("remada"), item("rosca", 3, 12, 60)]),
        WorkoutBlock(id: "ombros-casa", name: "Ombros", focus: [.upper], level: .intermediate, equipment: [.home, .fullGym],
                     exercises: [item("desenvolvimento"), item("remada", 3, 12, 60), item("rosca", 3, 12, 60)]),
        WorkoutBlock(id: "superiores-corpo", name: "Superiores sem equipamento", focus: [.upper], level: .beginner, equipment: [.bodyweight, .home, .fullGym],
                     exercises: [item("flexao", 3, 12, 60), item("triceps", 3, 12, 60)]),
        WorkoutBlock(id: "pernas-academia", name: "Pernas", focus: [.lower, .fullBody], level: .intermediate, equipment: [.fullGym],
                     exercises: [item("agachamento", 4, 8, 120), item("stiff"), item("ponte", 3, 15, 60)]),
        WorkoutBlock(id: "pernas-corpo", name: "Pernas em casa", focus: [.lower, .fullBody], level: .beginner, equipment: [.bodyweight, .home, .fullGym],
                     exercises: [item("afundo", 3, 12, 60), item("ponte", 3, 15, 60)]),
        WorkoutBlock(id: "core", name: "Core", focus: [.core, .fullBody], level: .beginner, equipment: [.bodyweight, .home, .fullGym],
                     exercises: [item("prancha", 3, 6, 60), item("abdominal", 3, 15, 30)]),
        WorkoutBlock(id: "cardio", name: "Cardio", focus: [.cardio], level: .beginner, equipment: [.bodyweight, .home, .fullGym],
                     exercises: [item("polichinelo", 3, 30, 30), item("burpee", 3, 10, 60)]),
        WorkoutBlock(id: "cardio-bike", name: "Bike", focus: [.cardio], level: .beginner, equipment: [.fullGym],
                     exercises: [item("bike", 3, 40, 60), item("polichinelo", 2, 30, 30)]),
        WorkoutBlock(id: "mobilidade", name: "Mobilidade", focus: [.mobility], level: .beginner, equipment: [.bodyweight, .home, .fullGym],
                     exercises: [item("gato-camelo", 2, 10, 30), item("alongamento-quadril", 2, 10, 30), item("rotacao-toracica", 2, 10, 30)]),
        WorkoutBlock(id: "fantasma", name: "Com exercício que não existe", focus: [.upper], level: .beginner, equipment: [.fullGym],
                     exercises: [item("nao-existe"), item("voador")]),
    ]

    static let library = ExerciseLibrary(exercises: exercises, blocks: blocks, version: "fixture-1")

    static func request(
        goal: Goal = .hypertrophy, equipment: Equipment = .fullGym, level: FitnessLevel = .intermediate,
        conditions: [HealthCondition] = [], focus: Focus = .upper, soreness: Int = 0, region: MuscleGroup? = nil,
        date: String = "2026-11-22"
    ) -> CompositionRequest {
        CompositionRequest(
            profile: Profile(goal: goal, equipment: equipment, level: level, conditions: conditions),
            checkIn: CheckIn(date: LocalDate(date)!, focus: focus, soreness: soreness, soreRegion: region),
            library: library
        )
    }
}
