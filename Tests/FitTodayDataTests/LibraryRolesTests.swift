import FitTodayData
import FitTodayDomain
import Foundation
import Testing

/// The built-in library's roles, movement patterns, durations and tags (issue #30): what the slot composer
/// fills a day from, checked as a coach would read the files.
@Suite struct LibraryRolesTests {
    static let library: ExerciseLibrary = {
        do { return try ContentLibraryLoader.withBuiltIn(overrides: nil).load() } catch { fatalError("the built-in library does not load: \(error)") }
    }()

    /// The tag vocabulary of content/README.md.
    static let vocabulary: Set<String> = [
        "compound", "isolation", "unilateral", "mobility", "low-impact", "high-impact", "knee-friendly", "stress-knee",
        "stress-lower-back", "stress-shoulder", "stress-wrist", "high-intensity", "breath-hold",
    ]

    /// Cardio done by repetitions, not by the clock.
    static let countedCardio: Set<String> = ["burpee", "burpee-com-flexao", "salto-grupado", "salto-patinador"]

    @Test func everyExerciseHasARoleAndAPattern() {
        #expect(Self.library.exercises.count == 151)
        for exercise in Self.library.exercises {
            #expect(exercise.role != nil, "\(exercise.id) has no role")
            #expect(exercise.pattern != nil, "\(exercise.id) has no pattern")
        }
    }

    /// Every built-in exercise says what it is done with (issue 52), by the rule of content/README.md.
    @Test func everyExerciseHasAnImplement() throws {
        for exercise in Self.library.exercises {
            #expect(exercise.implement != nil, "\(exercise.id) has no implement")
        }
        let implement = { (id: String) in Self.library.exercise(id: id)?.implement }
        #expect(implement("agachamento-livre-barra") == .barbell && implement("supino-reto-com-halteres") == .dumbbell)
        #expect(implement("swing-com-kettlebell") == .kettlebell && implement("leg-press-45") == .machine)
        #expect(implement("puxada-frontal") == .cable && implement("remada-sentada-com-elastico") == .band)
        #expect(implement("barra-fixa") == .bodyweight && implement("pular-corda") == .bodyweight)
        // A cardio machine is a machine.
        for exercise in Self.library.exercises where exercise.pattern == .locomotion && exercise.equipment == .fullGym && exercise.id != "corda-naval" {
            #expect(exercise.implement == .machine, "\(exercise.id)")
        }
        // The name says the implement where it names one.
        for exercise in Self.library.exercises {
            let words = Set(([exercise.name] + exercise.otherNames).joined(separator: " ").lowercased().split(separator: " ").map(String.init))
            if words.contains("halteres") || words.contains("halter") { #expect(exercise.implement == .dumbbell, "\(exercise.id)") }
            if words.contains("kettlebell") { #expect(exercise.implement == .kettlebell, "\(exercise.id)") }
            if words.contains("polia") { #expect(exercise.implement == .cable, "\(exercise.id)") }
            if words.contains("elástico") || words.contains("elastico") { #expect(exercise.implement == .band, "\(exercise.id)") }
        }
        let english = try ContentLibraryLoader.withBuiltIn(overrides: nil, locale: .en).load()
        for exercise in english.exercises { #expect(exercise.implement == implement(exercise.id), "\(exercise.id)") }
    }

    @Test func theEnglishLibraryHasTheSameRolesPatternsAndDurations() throws {
        let english = try ContentLibraryLoader.withBuiltIn(overrides: nil, locale: .en).load()
        for exercise in english.exercises {
            let portuguese = try #require(Self.library.exercise(id: exercise.id))
            #expect(exercise.role == portuguese.role && exercise.pattern == portuguese.pattern && exercise.durationSeconds == portuguese.durationSeconds, "\(exercise.id)")
        }
    }

    @Test func cardioAndTimedItemsHaveADuration() throws {
        for exercise in Self.library.exercises where exercise.muscleGroup == .cardio && !Self.countedCardio.contains(exercise.id) {
            #expect(exercise.durationSeconds != nil, "\(exercise.id): cardio needs a duration")
        }
        let timedNames = ["Alongamento", "Liberação miofascial", "Postura da criança", "Prancha lateral"]
        for exercise in Self.library.exercises where exercise.id == "prancha" || timedNames.contains(where: { exercise.name.hasPrefix($0) }) {
            #expect(exercise.durationSeconds != nil, "\(exercise.id) is held for a time and needs a duration")
        }
        // Lifts are prescribed by repetitions: a duration on one would hide its reps.
        for exercise in Self.library.exercises where [.main, .secondary, .accessory, .power].contains(exercise.role) {
            #expect(exercise.durationSeconds == nil, "\(exercise.id) is a lift and has a duration")
        }
        #expect(try #require(Self.library.exercise(id: "prancha-lateral")).durationSeconds == 30)
        #expect(try #require(Self.library.exercise(id: "bicicleta-ergometrica")).durationSeconds == 240)
    }

    @Test func rolesAndPatternsAgreeWithEachOther() {
        for exercise in Self.library.exercises {
            guard let role = exercise.role, let pattern = exercise.pattern else { continue }
            #expect((role == .mobility) == (pattern == .mobility), "\(exercise.id): mobility is both a role and a pattern")
            #expect((role == .mobility) == exercise.tags.contains("mobility"), "\(exercise.id): the mobility role goes with the mobility tag")
            if role == .main || role == .secondary || role == .power {
                #expect(pattern != .isolation && pattern != .core && pattern != .mobility, "\(exercise.id): a \(role) lift is a compound pattern")
            }
            if exercise.tags.contains("isolation"), exercise.muscleGroup != .core {
                #expect(role == .accessory, "\(exercise.id) is single-joint work: an accessory")
            }
        }
    }

    @Test(arguments: [Equipment.bodyweight, .home, .fullGym])
    func everySettingHasAMainOrSecondaryCandidateForEachPattern(_ setting: Equipment) {
        var patterns: [MovementPattern] = [.squat, .hinge, .lunge, .horizontalPush, .verticalPush, .horizontalPull]
        // A vertical pull needs a bar or a cable; at home and without equipment there is none to be had.
        if setting == .fullGym { patterns.append(.verticalPull) }
        for pattern in patterns {
            let candidates = Self.library.exercises.filter {
                $0.pattern == pattern && ($0.role == .main || $0.role == .secondary) && ($0.equipment?.fits(in: setting) ?? false)
            }
            #expect(!candidates.isEmpty, "no main or secondary \(pattern) for \(setting)")
        }
    }

    @Test func theGymHasAMainLiftForEachCompoundPattern() {
        for pattern in [MovementPattern.squat, .hinge, .horizontalPush, .verticalPush, .horizontalPull, .verticalPull] {
            #expect(Self.library.exercises.contains { $0.role == .main && $0.pattern == pattern && $0.equipment == .fullGym }, "no gym main \(pattern)")
        }
    }

    @Test func tagsComeFromTheVocabularyAndDoNotContradictEachOther() {
        for exercise in Self.library.exercises {
            let tags = Set(exercise.tags)
            #expect(tags.isSubset(of: Self.vocabulary), "\(exercise.id): \(tags.subtracting(Self.vocabulary))")
            #expect(!(tags.contains("knee-friendly") && tags.contains("stress-knee")), "\(exercise.id)")
            #expect(!(tags.contains("low-impact") && tags.contains("high-impact")), "\(exercise.id)")
        }
    }

    /// The review's knee profile got "Subida no step 4x36": both knee-loading cardio items say so now.
    @Test func kneeLoadingCardioIsTagged() throws {
        for id in ["subida-no-step", "simulador-de-escada", "subida-no-banco-com-halteres", "corrida-na-esteira", "pular-corda"] {
            #expect(try #require(Self.library.exercise(id: id)).tags.contains("stress-knee"), "\(id)")
        }
    }

    /// Heavy barbell lifts need a long breath-hold at maximal effort, which hypertension rules out.
    @Test func heavyBarbellLiftsAreMarkedAsBreathHolds() throws {
        for exercise in Self.library.exercises where exercise.role == .main && exercise.equipment == .fullGym && exercise.id != "barra-fixa" {
            #expect(exercise.tags.contains("breath-hold"), "\(exercise.id)")
        }
        for id in ["leg-press-45", "agachamento-hack-na-maquina", "levantamento-terra-romeno"] {
            #expect(try #require(Self.library.exercise(id: id)).tags.contains("breath-hold"), "\(id)")
        }
        // Light and bodyweight work is not.
        for exercise in Self.library.exercises where exercise.equipment == .bodyweight || exercise.role == .accessory {
            #expect(!exercise.tags.contains("breath-hold"), "\(exercise.id)")
        }
    }

    /// The review found "Prancha lateral 3x12 (Segure 40 s)": a timed item's time is its exercise's duration, so its
    /// notes give no time or count, and its reps are that duration ÷ 5; a counted item's notes do not start with a time.
    @Test func blockNotesNeverContradictTheTimeOrTheReps() throws {
        let english = try ContentLibraryLoader.withBuiltIn(overrides: nil, locale: .en).load()
        let startsWithATime = /^\d+\s*(s|min)\b/
        for library in [Self.library, english] {
            for block in library.blocks {
                for item in block.exercises {
                    let exercise = try #require(library.exercise(id: item.exerciseID))
                    if let duration = exercise.durationSeconds {
                        let hasNumber = item.notes.contains { $0.isNumber }
                        #expect(!hasNumber, "\(block.id): \(item.exerciseID) is timed, but its notes say \"\(item.notes)\"")
                        #expect(item.reps * 5 == duration, "\(block.id): \(item.exerciseID) has reps \(item.reps) for \(duration) s")
                    } else {
                        #expect(item.notes.firstMatch(of: startsWithATime) == nil, "\(block.id): \(item.exerciseID) is counted, but its notes say \"\(item.notes)\"")
                    }
                }
            }
        }
    }

    /// A block repeats the stress and impact tags of its exercises and is knee-friendly only without a knee-loading one.
    @Test func blocksCarryTheirExercisesStressTags() throws {
        for block in Self.library.blocks {
            var exerciseTags: Set<String> = []
            for item in block.exercises { exerciseTags.formUnion(try #require(Self.library.exercise(id: item.exerciseID)).tags) }
            let repeated = exerciseTags.filter { $0.hasPrefix("stress-") || $0 == "high-impact" || $0 == "high-intensity" }
            #expect(repeated.isSubset(of: Set(block.tags)), "\(block.id) lacks \(repeated.subtracting(block.tags))")
            if block.tags.contains("knee-friendly") { #expect(!exerciseTags.contains("stress-knee"), "\(block.id)") }
            if block.tags.contains("low-impact") { #expect(!exerciseTags.contains("high-impact"), "\(block.id)") }
        }
    }
}
