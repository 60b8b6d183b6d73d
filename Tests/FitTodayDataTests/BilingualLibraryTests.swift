@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// Issue #29: the library in Portuguese and English, in the same files.
@Suite struct BilingualLibraryTests {
    @Test func everyBuiltInExerciseBlockAndProgramHasBothLanguages() throws {
        let portuguese = try ContentLibraryLoader.withBuiltIn(overrides: nil, locale: .ptBR).load()
        let english = try ContentLibraryLoader.withBuiltIn(overrides: nil, locale: .en).load()
        #expect(portuguese.untranslated == [])
        #expect(english.untranslated == [])
        #expect(english.exercises.count == 151 && english.blocks.count == 101)
        let portugueseByID = Dictionary(uniqueKeysWithValues: portuguese.exercises.map { ($0.id, $0) })
        for exercise in english.exercises {
            let other = try #require(portugueseByID[exercise.id])
            #expect(exercise.instructions.contains("## Safety\n- "), "\(exercise.id): English safety notes")
            #expect(other.instructions.contains("## Segurança\n- "), "\(exercise.id): Portuguese safety notes")
            #expect(!exercise.instructions.contains("Segurança") && !other.instructions.contains("+++"), "\(exercise.id)")
            // Each language's name is the other's alternate, unless both read the same ("Burpee").
            #expect(exercise.otherNames == (exercise.name == other.name ? [] : [other.name]), "\(exercise.id)")
            #expect(other.otherNames == exercise.otherNames.map { _ in exercise.name }, "\(exercise.id)")
        }
        let portugueseBlocks = Dictionary(uniqueKeysWithValues: portuguese.blocks.map { ($0.id, $0) })
        for block in english.blocks {
            let other = try #require(portugueseBlocks[block.id])
            #expect(block.name != other.name, "\(block.id): English title")
            for (item, otherItem) in zip(block.exercises, other.exercises) where !otherItem.notes.isEmpty {
                #expect(!item.notes.isEmpty && (item.notes != otherItem.notes || item.notes.hasSuffix(" min.") || item.notes.hasSuffix(" s.")),
                        "\(block.id): English notes for \(item.exerciseID)")
            }
        }
        for locale in AppLocale.allCases {
            let programs = try ProgramLibraryLoader.withBuiltIn(overrides: nil, locale: locale).load(matcher: nil)
            #expect(programs.count == BuiltInProgramFiles.files.count && programs.count == 14)
            #expect(programs.allSatisfy { !$0.untranslated && !$0.description.isEmpty && !$0.audience.isEmpty && !$0.source.isEmpty })
        }
        // Every lift with a key of its own (GZCLP's "T1 agachamento") has English for it, and the key stays the id.
        let englishPrograms = try ProgramLibraryLoader.withBuiltIn(overrides: nil, locale: .en).load(matcher: nil)
        let portuguesePrograms = try ProgramLibraryLoader.withBuiltIn(overrides: nil, locale: .ptBR).load(matcher: nil)
        for program in englishPrograms {
            let other = try #require(portuguesePrograms.first { $0.id == program.id })
            #expect(program.lifts.map(\.key) == other.lifts.map(\.key), "\(program.id)")
            #expect(other.lifts.allSatisfy { $0.shownKey == $0.key }, "\(program.id)")
            for lift in program.lifts where !lift.isNamedAfterItsExercise && lift.key.count > 3 {
                #expect(lift.shownKey != lift.key, "\(program.id): no English for the lift \(lift.key)")
            }
        }
        let gzclp = try #require(englishPrograms.first { $0.id == "gzclp" })
        #expect(gzclp.lift(named: "T1 agachamento")?.shownKey == "T1 squat")
        #expect(englishPrograms.first { $0.id == "calistenia" }?.lift(named: "Flexões")?.shownKey == "Push-ups")
        let bbb = try #require(try ProgramLibraryLoader.withBuiltIn(overrides: nil, locale: .en).load(matcher: nil).first { $0.id == "531-bbb" })
        #expect(bbb.weeks[0].days.map(\.name) == ["Press", "Deadlift", "Bench", "Squat"])
        #expect(bbb.source.contains("2nd ed."))
    }

    @Test func theEnglishNamesAreTheOnesACoachUses() throws {
        let english = try ContentLibraryLoader.withBuiltIn(overrides: nil, locale: .en).load()
        #expect(english.exercise(id: "agachamento-livre-barra")?.name == "Barbell back squat")
        #expect(english.exercise(id: "cadeira-extensora")?.name == "Leg extension")
        #expect(english.exercise(id: "levantamento-terra-romeno")?.name == "Romanian deadlift")
        #expect(english.exercise(id: "agachamento-livre-barra")?.otherNames == ["Agachamento livre com barra"])
    }

    /// A content folder whose files are given.
    private func folder(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (path, text) in files {
            let url = directory.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    private static let englishOnly = OverrideExercise.englishOnly

    @Test func anOverrideMayGiveOneLanguageAndTheOtherFallsBackVisibly() throws {
        let directory = try folder(["exercises/remada-na-arvore.md": Self.englishOnly, "blocks/arvore.toml": """
        id = "arvore"
        name = "Árvore"
        focus = ["upper"]
        level = "beginner"
        equipment = ["bodyweight", "home", "full-gym"]

        [[exercises]]
        id = "remada-na-arvore"
        sets = 3
        reps = 10
        rest = 60
        notes = "Devagar."
        """])
        let english = try ContentLibraryLoader.withBuiltIn(overrides: directory.url, locale: .en).load()
        let root = directory.url.path + "/"
        #expect(english.exercise(id: "remada-na-arvore")?.name == "Tree row")
        #expect(english.exercise(id: "remada-na-arvore")?.instructions == "Grab a sturdy branch and pull your chest to it.")
        #expect(english.blocks.first { $0.id == "arvore" }?.name == "Árvore")
        #expect(english.blocks.first { $0.id == "arvore" }?.exercises.first?.notes == "Devagar.")
        #expect(english.untranslated == [root + "blocks/arvore.toml"])
        let portuguese = try ContentLibraryLoader.withBuiltIn(overrides: directory.url, locale: .ptBR).load()
        #expect(portuguese.exercise(id: "remada-na-arvore")?.name == "Tree row")
        #expect(portuguese.exercise(id: "remada-na-arvore")?.otherNames == [])
        #expect(portuguese.untranslated == [root + "exercises/remada-na-arvore.md"])
    }

    @Test func aMistypedLanguageLineOrNoNameIsAProblemWithItsLine() throws {
        let typo = Self.englishOnly.replacingOccurrences(of: "+++ en", with: "+++ english")
        let directory = try folder(["exercises/remada-na-arvore.md": typo])
        #expect(throws: FitTodayError.content(file: directory.url.path + "/exercises/remada-na-arvore.md", line: 11, issue: .languageSection("+++ english"))) {
            try ContentLibraryLoader.withBuiltIn(overrides: directory.url).load()
        }
        let nameless = try folder(["exercises/remada-na-arvore.md": Self.englishOnly.replacingOccurrences(of: "name_en = \"Tree row\"\n", with: "")])
        #expect(throws: FitTodayError.content(file: nameless.url.path + "/exercises/remada-na-arvore.md", line: 1, issue: .missingField("name"))) {
            try ContentLibraryLoader.withBuiltIn(overrides: nameless.url).load()
        }
    }

    @Test func anEnglishNameTakenByAnotherExerciseIsRefused() throws {
        let clash = Self.englishOnly.replacingOccurrences(of: "Tree row", with: "Supino reto com barra")
        let directory = try folder(["exercises/remada-na-arvore.md": clash])
        // Files are read in order of name: the later one is refused, at its line of the name in question.
        #expect(throws: FitTodayError.content(
            file: "exercises/supino-reto-com-barra.md", line: 3,
            issue: .duplicateName(name: "Supino reto com barra", otherFile: directory.url.path + "/exercises/remada-na-arvore.md")
        )) {
            try ContentLibraryLoader.withBuiltIn(overrides: directory.url).load()
        }
    }

    @Test func theCacheKeepsEachLanguageApart() throws {
        let directory = try TemporaryDirectory()
        let cache = ContentLibraryCache(path: directory.url.appendingPathComponent("library-cache").path)
        var portuguese = ContentLibraryLoader.withBuiltIn(overrides: nil, locale: .ptBR)
        portuguese.cache = cache
        portuguese.now = { Int(time(nil)) + 60 }
        var english = ContentLibraryLoader.withBuiltIn(overrides: nil, locale: .en)
        english.cache = cache
        english.now = { Int(time(nil)) + 60 }
        let first = try english.load()
        #expect(try english.cachedVersion() == first.version)
        #expect(first.version.hasSuffix("-en"))
        #expect(try portuguese.cachedVersion() == nil)
        let second = try portuguese.load()
        #expect(second.exercise(id: "cadeira-extensora")?.name == "Cadeira extensora")
        #expect(second.version.count == 16)
        #expect(try english.load() == first)
    }

    @Test func theDatabaseFindsALibraryExerciseByItsOtherName() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try store.exercises.saveExercises([Exercise(id: "cadeira-extensora", name: "Leg extension", muscleGroup: .legs, otherNames: ["Cadeira extensora"])])
        #expect(try store.exercises.exercise(matching: "cadeira EXTENSORA")?.id == "cadeira-extensora")
        #expect(try store.exercises.exercise(matching: "Leg extension")?.id == "cadeira-extensora")
        #expect(try store.exercises.exercises().first { $0.id == "cadeira-extensora" }?.otherNames == ["Cadeira extensora"])
    }
}
