import FitTodayDomain

/// A small library that covers every focus and setting, for composer tests.
enum LibraryFixture {
    static let exercises: [Exercise] = [
        Exercise(id: "supino", name: "Supino reto", muscleGroup: .chest, equipment: .fullGym, level: .beginner, tags: ["stress-shoulder", "breath-hold"], role: .main, pattern: .horizontalPush),
        Exercise(id: "supino-halteres", name: "Supino com halteres", muscleGroup: .chest, equipment: .home, level: .beginner, role: .secondary, pattern: .horizontalPush),
        Exercise(id: "flexao", name: "Flexão", muscleGroup: .chest, equipment: .bodyweight, level: .beginner, tags: ["stress-wrist"], role: .secondary, pattern: .horizontalPush),
        Exercise(id: "crucifixo", name: "Crucifixo", muscleGroup: .chest, equipment: .home, level: .beginner, role: .accessory, pattern: .isolation),
        Exercise(id: "remada", name: "Remada", muscleGroup: .back, equipment: .home, level: .beginner, role: .secondary, pattern: .horizontalPull),
        Exercise(id: "remada-invertida", name: "Remada invertida", muscleGroup: .back, equipment: .bodyweight, level: .beginner, role: .secondary, pattern: .horizontalPull),
        Exercise(id: "puxada", name: "Puxada", muscleGroup: .back, equipment: .fullGym, level: .beginner, role: .secondary, pattern: .verticalPull),
        Exercise(id: "barra-fixa", name: "Barra fixa", muscleGroup: .back, equipment: .bodyweight, level: .intermediate, role: .main, pattern: .verticalPull),
        Exercise(id: "face-pull", name: "Face pull", muscleGroup: .shoulders, equipment: .fullGym, level: .beginner, role: .accessory, pattern: .isolation),
        Exercise(id: "desenvolvimento", name: "Desenvolvimento", muscleGroup: .shoulders, equipment: .home, level: .intermediate, tags: ["stress-shoulder"], role: .main, pattern: .verticalPush),
        Exercise(id: "pike", name: "Flexão pike", muscleGroup: .shoulders, equipment: .bodyweight, level: .beginner, role: .secondary, pattern: .verticalPush),
        Exercise(id: "elevacao-lateral", name: "Elevação lateral", muscleGroup: .shoulders, equipment: .home, level: .beginner, role: .accessory, pattern: .isolation),
        Exercise(id: "rosca", name: "Rosca", muscleGroup: .arms, equipment: .home, level: .beginner, role: .accessory, pattern: .isolation),
        Exercise(id: "triceps", name: "Tríceps banco", muscleGroup: .arms, equipment: .bodyweight, level: .beginner, role: .accessory, pattern: .isolation),
        Exercise(id: "agachamento", name: "Agachamento", muscleGroup: .legs, equipment: .fullGym, level: .intermediate, tags: ["stress-knee", "stress-lower-back", "breath-hold"], role: .main, pattern: .squat),
        Exercise(id: "goblet", name: "Agachamento goblet", muscleGroup: .legs, equipment: .home, level: .beginner, role: .secondary, pattern: .squat),
        Exercise(id: "agachamento-livre", name: "Agachamento sem peso", muscleGroup: .legs, equipment: .bodyweight, level: .beginner, role: .secondary, pattern: .squat),
        Exercise(id: "terra", name: "Levantamento terra", muscleGroup: .legs, equipment: .fullGym, level: .intermediate, tags: ["stress-lower-back", "breath-hold"], role: .main, pattern: .hinge),
        Exercise(id: "afundo", name: "Afundo", muscleGroup: .legs, equipment: .bodyweight, level: .beginner, tags: ["stress-knee"], role: .secondary, pattern: .lunge),
        Exercise(id: "ponte", name: "Ponte de glúteo", muscleGroup: .legs, equipment: .bodyweight, level: .beginner, tags: ["knee-friendly"], role: .accessory, pattern: .hinge),
        Exercise(id: "stiff", name: "Stiff", muscleGroup: .legs, equipment: .home, level: .intermediate, tags: ["stress-lower-back"], role: .secondary, pattern: .hinge),
        Exercise(id: "cadeira-flexora", name: "Cadeira flexora", muscleGroup: .legs, equipment: .fullGym, level: .beginner, role: .accessory, pattern: .isolation),
        Exercise(id: "panturrilha", name: "Panturrilha em pé", muscleGroup: .legs, equipment: .bodyweight, level: .beginner, role: .accessory, pattern: .isolation),
        Exercise(id: "prancha", name: "Prancha", muscleGroup: .core, equipment: .bodyweight, level: .beginner, role: .core, pattern: .core, durationSeconds: 40),
        Exercise(id: "prancha-lateral", name: "Prancha lateral", muscleGroup: .core, equipment: .bodyweight, level: .beginner, role: .core, pattern: .core, durationSeconds: 30),
        Exercise(id: "abdominal", name: "Abdominal", muscleGroup: .core, equipment: .bodyweight, level: .beginner, role: .core, pattern: .core),
        Exercise(id: "dead-bug", name: "Dead bug", muscleGroup: .core, equipment: .bodyweight, level: .beginner, role: .core, pattern: .core),
        Exercise(id: "burpee", name: "Burpee", muscleGroup: .cardio, equipment: .bodyweight, level: .advanced, tags: ["high-impact"], role: .conditioning, pattern: .locomotion),
        Exercise(id: "polichinelo", name: "Polichinelo", muscleGroup: .cardio, equipment: .bodyweight, level: .beginner, tags: ["high-impact"], role: .conditioning, pattern: .locomotion, durationSeconds: 30),
        Exercise(id: "corda", name: "Pular corda", muscleGroup: .cardio, equipment: .home, level: .beginner, tags: ["high-impact"], role: .conditioning, pattern: .locomotion, durationSeconds: 60),
        Exercise(id: "marcha", name: "Marcha no lugar", muscleGroup: .cardio, equipment: .bodyweight, level: .beginner, tags: ["low-impact"], role: .conditioning, pattern: .locomotion, durationSeconds: 60),
        Exercise(id: "bike", name: "Bicicleta", muscleGroup: .cardio, equipment: .fullGym, level: .beginner, tags: ["low-impact"], role: .conditioning, pattern: .locomotion, durationSeconds: 600),
        Exercise(id: "gato-camelo", name: "Gato-camelo", muscleGroup: .back, equipment: .bodyweight, level: .beginner, tags: ["mobility"], role: .mobility, pattern: .mobility),
        Exercise(id: "alongamento-quadril", name: "Alongamento de quadril", muscleGroup: .legs, equipment: .bodyweight, level: .beginner, tags: ["mobility"], role: .mobility, pattern: .mobility),
        Exercise(id: "rotacao-toracica", name: "Rotação torácica", muscleGroup: .back, equipment: .bodyweight, level: .beginner, tags: ["mobility"], role: .mobility, pattern: .mobility),
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
                     exercises: [item("afundo", 3, 12, 60).noted("Cada perna."), item("ponte", 3, 15, 60)]),
        WorkoutBlock(id: "core", name: "Core", focus: [.core, .fullBody], level: .beginner, equipment: [.bodyweight, .home, .fullGym],
                     exercises: [item("prancha", 3, 6, 60).noted("Segure 30 s."), item("abdominal", 3, 15, 30)]),
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
        date: String = "2026-11-22", frequency: Int = Profile.defaultWeeklyFrequency, recent: [TrainedDay] = [],
        focusChosen: Bool = true, methodology: Methodology = Profile.defaultMethodology
    ) -> CompositionRequest {
        CompositionRequest(
            profile: Profile(goal: goal, equipment: equipment, level: level, methodology: methodology, conditions: conditions, weeklyFrequency: frequency),
            checkIn: CheckIn(date: LocalDate(date)!, focus: focus, soreness: soreness, soreRegion: region),
            library: library, recentDays: recent, focusChosen: focusChosen
        )
    }

    /// A day of the recent week that did these exercises, three sets each.
    static func day(_ date: String, _ ids: [String], sets: Int = 3) -> TrainedDay {
        TrainedDay(date: LocalDate(date)!, exercises: ids.map { TrainedExercise(exerciseID: $0, sets: sets) }, logged: true)
    }
}

extension BlockExercise {
    func noted(_ text: String) -> BlockExercise {
        var copy = self
        copy.notes = text
        return copy
    }
}
