import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

@Suite struct ContentLibraryTests {
    static let repositoryContent = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("content")

    @Test func theCuratedLibraryLoadsAndCoversEverything() throws {
        let library = try ContentLibraryLoader(directory: Self.repositoryContent).load()
        #expect(library.exercises.count >= 80)
        for group in MuscleGroup.allCases { #expect(library.exercises.contains { $0.muscleGroup == group }, "no \(group)") }
        for setting in Equipment.allCases { #expect(library.exercises.contains { $0.equipment == setting }) }
        for level in FitnessLevel.allCases { #expect(library.exercises.contains { $0.level == level }) }
        #expect(library.exercises.allSatisfy { !$0.images.isEmpty && !$0.instructions.isEmpty })
        // Every focus, setting and level combination has at least one block.
        for focus in [BlockFocus.upper, .lower, .fullBody, .cardio, .core] {
            for setting in Equipment.allCases {
                for level in FitnessLevel.allCases {
                    #expect(library.blocks.contains { $0.focus.contains(focus) && $0.equipment.contains(setting) && $0.level == level },
                            "no block for \(focus) \(setting) \(level)")
                }
            }
        }
        #expect(library.version.count == 16)
        #expect(try ContentLibraryLoader(directory: Self.repositoryContent).load().version == library.version)
    }

    @Test func theCuratedLibraryComposesForEveryProfile() throws {
        let library = try ContentLibraryLoader(directory: Self.repositoryContent).load()
        let composer = LocalPlanComposer()
        for focus in Focus.allCases where focus != .rest {
            for setting in Equipment.allCases {
                for level in FitnessLevel.allCases {
                    let request = CompositionRequest(
                        profile: Profile(goal: .general, equipment: setting, level: level),
                        checkIn: CheckIn(date: LocalDate("2026-11-22")!, focus: focus), library: library
                    )
                    let plan = try #require(try composer.compose(request, createdAt: LocalDateTime("2026-11-22 07:00:00")!))
                    #expect(plan.exercises.count >= 3, "\(focus) \(setting) \(level)")
                    #expect(try PlanRules.validated(plan) == plan)
                }
            }
        }
    }

    /// A copy of a tiny library in a temporary folder, with one file replaced.
    private func library(exercise: String? = nil, block: String? = nil) throws -> (TemporaryDirectory, ContentLibraryLoader) {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("exercises"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("blocks"), withIntermediateDirectories: true)
        let prancha = """
        +++
        id = "prancha"
        name = "Prancha"
        muscle_group = "core"
        equipment = "bodyweight"
        level = "beginner"
        images = ["Plank/0.jpg"]
        tags = ["isolation"]
        role = "core"
        pattern = "core"
        duration = 30
        +++
        Apoie os antebraços e **segure**.
        """
        try Data((exercise ?? prancha).utf8).write(to: directory.url.appendingPathComponent("exercises/prancha.md"))
        let core = """
        id = "core-basico"
        name = "Core básico"
        focus = ["core"]
        level = "beginner"
        equipment = ["bodyweight", "home", "full-gym"]

        [[exercises]]
        id = "prancha"
        sets = 3
        reps = 6
        rest = 60
        """
        try Data((block ?? core).utf8).write(to: directory.url.appendingPathComponent("blocks/core-basico.toml"))
        return (directory, ContentLibraryLoader(directory: directory.url))
    }

    @Test func aValidLibraryLoads() throws {
        let (directory, loader) = try library()
        let loaded = try loader.load()
        #expect(loaded.exercises.map(\.id) == ["prancha"])
        #expect(loaded.exercise(id: "prancha")?.instructions == "Apoie os antebraços e **segure**.")
        #expect(loaded.exercise(id: "prancha")?.role == .core)
        #expect(loaded.exercise(id: "prancha")?.pattern == .core)
        #expect(loaded.exercise(id: "prancha")?.durationSeconds == 30)
        #expect(loaded.blocks.first?.exercises == [BlockExercise(exerciseID: "prancha", sets: 3, reps: 6, restSeconds: 60)])
        _ = directory
    }

    @Test(arguments: [
        ("level = \"beginner\"", "level = \"mestre\"", 6, "level"),
        ("muscle_group = \"core\"", "muscle_group = \"abdomen\"", 4, "muscle_group"),
        ("id = \"prancha\"", "id = \"plank\"", 2, "plank"),
        ("name = \"Prancha\"\n", "name = \"Prancha\"\ncor = \"azul\"\n", 4, "cor"),
        ("tags = [\"isolation\"]", "tags = [\"isolation\"", 8, "]"),
    ])
    func brokenExercisesNameTheFileAndLine(_ original: String, _ replacement: String, _ line: Int, _ mentioned: String) throws {
        let base = """
        +++
        id = "prancha"
        name = "Prancha"
        muscle_group = "core"
        equipment = "bodyweight"
        level = "beginner"
        images = ["Plank/0.jpg"]
        tags = ["isolation"]
        role = "core"
        pattern = "core"
        duration = 30
        +++
        Texto.
        """
        let (directory, loader) = try library(exercise: base.replacingOccurrences(of: original, with: replacement))
        do {
            _ = try loader.load()
            Issue.record("a broken file loaded")
        } catch {
            guard case let .content(file, reportedLine, _) = error else { Issue.record("\(error)"); return }
            #expect(file == "exercises/prancha.md")
            #expect(reportedLine == line)
            let message = error.message(.ptBR)
            #expect(message.contains("exercises/prancha.md:\(line)"))
            #expect(message.contains(mentioned))
        }
        _ = directory
    }

    /// `role` and `pattern` are required with a value from their list, `duration` optional within 5–3600 s; each
    /// problem names the file, the line of the field (the front matter's first line when it is missing) and what to write.
    @Test(arguments: [
        ("role = \"core\"", "role = \"principal\"", 9,
         ContentIssue.invalidValue(field: "role", value: "principal", allowed: ExerciseRole.allSlugs)),
        ("pattern = \"core\"", "pattern = \"empurrar\"", 10,
         .invalidValue(field: "pattern", value: "empurrar", allowed: MovementPattern.allSlugs)),
        ("duration = 30", "duration = 4", 11, .outOfRange(field: "duration", value: 4, allowed: "5–3600")),
        ("duration = 30", "duration = 3601", 11, .outOfRange(field: "duration", value: 3601, allowed: "5–3600")),
        ("duration = 30", "duration = \"30 s\"", 11, .wrongType(field: "duration", expected: .wholeNumber)),
        ("role = \"core\"\n", "", 1, .missingField("role")),
        ("pattern = \"core\"\n", "", 1, .missingField("pattern")),
    ])
    func rolesPatternsAndDurationsAreChecked(_ original: String, _ replacement: String, _ line: Int, _ issue: ContentIssue) throws {
        let base = """
        +++
        id = "prancha"
        name = "Prancha"
        muscle_group = "core"
        equipment = "bodyweight"
        level = "beginner"
        images = ["Plank/0.jpg"]
        tags = ["isolation"]
        role = "core"
        pattern = "core"
        duration = 30
        +++
        Texto.
        """
        let broken = base.replacingOccurrences(of: original, with: replacement)
        #expect(broken != base)
        let (directory, loader) = try library(exercise: broken)
        #expect(throws: FitTodayError.content(file: "exercises/prancha.md", line: line, issue: issue)) { try loader.load() }
        let message = FitTodayError.content(file: "exercises/prancha.md", line: line, issue: issue).message(.ptBR)
        #expect(message.contains("exercises/prancha.md:\(line)"))
        if case let .invalidValue(_, _, allowed) = issue { #expect(allowed.allSatisfy { message.contains($0) }, "\(message)") }
        _ = directory
    }

    /// A timed field is optional: an exercise done by repetitions has none.
    @Test func anExerciseWithoutDurationLoadsWithNone() throws {
        let (directory, loader) = try library(exercise: """
        +++
        id = "prancha"
        name = "Prancha"
        muscle_group = "core"
        equipment = "bodyweight"
        level = "beginner"
        images = ["Plank/0.jpg"]
        role = "core"
        pattern = "core"
        +++
        Texto.
        """)
        #expect(try loader.load().exercise(id: "prancha")?.durationSeconds == nil)
        _ = directory
    }

    @Test func aBlockNamingAnUnknownExerciseIsRefused() throws {
        let block = """
        id = "core-basico"
        name = "Core básico"
        focus = ["core"]
        level = "beginner"
        equipment = ["bodyweight"]

        [[exercises]]
        id = "prancha"
        sets = 3
        reps = 6
        rest = 60

        [[exercises]]
        id = "voador"
        sets = 3
        reps = 10
        rest = 60
        """
        let (directory, loader) = try library(block: block)
        #expect(throws: FitTodayError.content(file: "blocks/core-basico.toml", line: 14, issue: .unknownExercise("voador"))) { try loader.load() }
        _ = directory
    }

    @Test func blockRulesAreChecked() throws {
        let base = """
        id = "core-basico"
        name = "Core básico"
        focus = ["core"]
        level = "beginner"
        equipment = ["bodyweight"]

        [[exercises]]
        id = "prancha"
        sets = 3
        reps = 6
        rest = 60
        """
        for (from, to, issue) in [
            ("rest = 60", "rest = 45", ContentIssue.outOfRange(field: "rest", value: 45, allowed: "30, 60, 90, 120, 180")),
            ("sets = 3", "sets = 12", .outOfRange(field: "sets", value: 12, allowed: "1–10")),
            ("focus = [\"core\"]", "focus = [\"pernas\"]", .invalidValue(field: "focus", value: "pernas", allowed: BlockFocus.allSlugs)),
        ] {
            let (directory, loader) = try library(block: base.replacingOccurrences(of: from, with: to))
            #expect(throws: FitTodayError.self) { try loader.load() }
            do { _ = try loader.load() } catch {
                guard case let .content(_, _, found) = error else { Issue.record("\(error)"); continue }
                #expect(found == issue)
            }
            _ = directory
        }
    }

    @Test func aMissingFolderIsReported() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: FitTodayError.content(file: "exercises/", line: nil, issue: .folderMissing)) {
            try ContentLibraryLoader(directory: directory.url).load()
        }
    }

    @Test func aByteOrderMarkIsSkippedAndBrokenUTF8IsRefused() throws {
        let (plain, plainLoader) = try library()
        let expected = try plainLoader.load()
        let text = try String(contentsOf: plain.url.appendingPathComponent("exercises/prancha.md"), encoding: .utf8)
        let (marked, markedLoader) = try library(exercise: "\u{FEFF}" + text)
        let loaded = try markedLoader.load()
        #expect(loaded.exercises == expected.exercises)
        // The version is a digest of the bytes as they are on disk, mark included.
        #expect(loaded.version != expected.version)

        try Data(Array(text.utf8) + [0xFF, 0xFE]).write(to: marked.url.appendingPathComponent("exercises/prancha.md"))
        do {
            _ = try ContentLibraryLoader(directory: marked.url).load()
            Issue.record("a file that is not UTF-8 loaded")
        } catch {
            guard case let .content(file, _, _) = error else { Issue.record("\(error)"); return }
            #expect(file == "exercises/prancha.md")
        }
        _ = plain
    }
}
