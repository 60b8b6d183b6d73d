import FitTodayData
import FitTodayDomain
import Foundation
import Testing

/// An override of a built-in exercise (a file of the same name in one's `content/exercises/`) in the format of an
/// earlier release, before `role` and `pattern`: it builds, taking what it leaves out from the built-in exercise,
/// and the loader names what it took.
@Suite struct BuiltInOverrideTests {
    /// Last release's documented format: no `role`, no `pattern`, Portuguese only, its own text.
    static let lastReleaseFile = """
        +++
        id = "supino-reto-com-barra"
        name = "Supino reto (meu)"
        muscle_group = "chest"
        equipment = "full-gym"
        level = "intermediate"
        images = ["Barbell_Bench_Press_-_Medium_Grip/0.jpg"]
        +++
        Meu jeito de fazer o supino.

        """

    private func folder(with text: String, named name: String = "supino-reto-com-barra") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-override-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("exercises"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: root.appendingPathComponent("exercises/\(name).md"))
        return root
    }

    @Test func anOverrideInLastReleasesFormatInheritsWhatItLeavesOut() throws {
        let root = try folder(with: Self.lastReleaseFile)
        defer { try? FileManager.default.removeItem(at: root) }
        let builtIn = try #require(try ContentLibraryLoader.withBuiltIn(overrides: nil).load().exercise(id: "supino-reto-com-barra"))
        let loader = ContentLibraryLoader.withBuiltIn(overrides: root)
        let exercise = try #require(try loader.load().exercise(id: "supino-reto-com-barra"))
        // What the file says wins; what it leaves out is the built-in exercise's.
        #expect(exercise.name == "Supino reto (meu)")
        #expect(exercise.instructions == "Meu jeito de fazer o supino.")
        #expect(exercise.images == ["Barbell_Bench_Press_-_Medium_Grip/0.jpg"])
        #expect(builtIn.role != nil && exercise.role == builtIn.role)
        #expect(builtIn.pattern != nil && exercise.pattern == builtIn.pattern)
        #expect(!builtIn.tags.isEmpty && exercise.tags == builtIn.tags)
        #expect(builtIn.implement == .barbell && exercise.implement == .barbell)
        let inherited = try loader.inheritedFields()
        #expect(inherited.count == 1)
        #expect(inherited.first?.file.hasSuffix("exercises/supino-reto-com-barra.md") == true)
        #expect(inherited.first?.fields == ["tags", "role", "pattern", "implement"])
    }

    @Test func anOverrideWithOnlyItsIdAndANameKeepsEverythingElse() throws {
        let root = try folder(with: "+++\nid = \"supino-reto-com-barra\"\nname = \"Supino\"\n+++\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let builtIn = try #require(try ContentLibraryLoader.withBuiltIn(overrides: nil).load().exercise(id: "supino-reto-com-barra"))
        let exercise = try #require(try ContentLibraryLoader.withBuiltIn(overrides: root).load().exercise(id: "supino-reto-com-barra"))
        #expect(exercise.name == "Supino")
        #expect(exercise.muscleGroup == builtIn.muscleGroup && exercise.equipment == builtIn.equipment && exercise.level == builtIn.level)
        #expect(exercise.instructions == builtIn.instructions && exercise.images == builtIn.images)
        let fields = try ContentLibraryLoader.withBuiltIn(overrides: root).inheritedFields().first?.fields
        #expect(fields == ["text", "muscle_group", "equipment", "level", "images", "tags", "role", "pattern", "implement"])
    }

    @Test func anOverrideMayChangeTheImplementAndABadOneIsAContentIssueWithItsLine() throws {
        let machine = Self.lastReleaseFile.replacingOccurrences(of: "equipment = \"full-gym\"\n", with: "equipment = \"full-gym\"\nimplement = \"smith-machine\"\n")
        let root = try folder(with: machine)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try ContentLibraryLoader.withBuiltIn(overrides: root).load().exercise(id: "supino-reto-com-barra")?.implement == .smithMachine)
        let wrong = try folder(with: Self.lastReleaseFile.replacingOccurrences(of: "equipment = \"full-gym\"\n", with: "equipment = \"full-gym\"\nimplement = \"rack\"\n"))
        defer { try? FileManager.default.removeItem(at: wrong) }
        #expect {
            try ContentLibraryLoader.withBuiltIn(overrides: wrong).load()
        } throws: { error in
            guard case let .content(file, line, issue) = error as? FitTodayError, case let .invalidValue(field, value, allowed) = issue else { return false }
            return file.hasSuffix("exercises/supino-reto-com-barra.md") && line == 6 && field == "implement" && value == "rack"
                && allowed == ExerciseImplement.allSlugs
        }
        // A new exercise of one's own may leave it out: it has none.
        let own = try folder(with: "+++\nid = \"meu-exercicio\"\nname = \"Meu exercício\"\nmuscle_group = \"chest\"\nequipment = \"bodyweight\"\nlevel = \"beginner\"\nrole = \"secondary\"\npattern = \"horizontal-push\"\n+++\nTexto.\n", named: "meu-exercicio")
        defer { try? FileManager.default.removeItem(at: own) }
        let mine = try #require(try ContentLibraryLoader.withBuiltIn(overrides: own).load().exercise(id: "meu-exercicio"))
        #expect(mine.implement == nil && mine.pattern == .horizontalPush)
    }

    @Test func aNewExerciseStillNeedsEveryField() throws {
        let root = try folder(with: "+++\nid = \"meu-exercicio\"\nname = \"Meu exercício\"\nmuscle_group = \"chest\"\nequipment = \"bodyweight\"\nlevel = \"beginner\"\n+++\nTexto.\n", named: "meu-exercicio")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: FitTodayError.self) { try ContentLibraryLoader.withBuiltIn(overrides: root).load() }
        #expect(try ContentLibraryLoader.withBuiltIn(overrides: root).inheritedFields().isEmpty)
    }
}
