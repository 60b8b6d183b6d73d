@testable import FitTodayDomain
import Testing

@Suite struct ExerciseNameKeyTests {
    @Test func ignoresCaseAccentsAndSpacing() {
        #expect(ExerciseNameKey.key(for: "  Flexão  de BRAÇOS ") == "flexao de bracos")
        #expect(ExerciseNameKey.key(for: "Elevação lateral") == ExerciseNameKey.key(for: "elevacao LATERAL"))
    }

    @Test func slugsAreURLSafe() {
        #expect(ExerciseNameKey.slug(for: "Supino reto (barra)") == "supino-reto-barra")
        #expect(ExerciseNameKey.slug(for: "Leg press 45°") == "leg-press-45")
        #expect(ExerciseNameKey.slug(for: "90/90 Hamstring") == "90-90-hamstring")
        #expect(ExerciseNameKey.slug(for: "???") == "exercicio")
    }

    /// The ASCII path gives what Foundation's folding gives, for every ASCII character (controls and whitespace
    /// among them) alone, around letters and in random runs; a name with any other character takes the folding.
    @Test func asciiNamesAreKeyedAsFoundationFoldsThem() {
        var names = ["", " ", "\r\n", "Bench Press - Close Grip (Barbell)", "  Squat\t(High Bar) ", "90/90 Hamstring", "A\u{0B}B\u{0C}C\u{1F}D"]
        for byte in UInt8(0)..<0x80 {
            let character = String(decoding: [byte], as: UTF8.self)
            names += [character, "x" + character + "Y", " " + character + character + " Z"]
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            names.append(String(decoding: (0..<length).map { _ in UInt8.random(in: 0..<0x80, using: &generator) }, as: UTF8.self))
        }
        for name in names {
            #expect(ExerciseNameKey.asciiKey(for: name) == ExerciseNameKey.foldedKey(for: name), "\(Array(name.utf8))")
        }
        #expect(ExerciseNameKey.asciiKey(for: "Flexão") == nil)
        #expect(ExerciseNameKey.key(for: "Flexão de BRAÇOS") == "flexao de bracos")
    }

    /// The loose key reads ASCII without the Unicode tables and everything else with them: the same keys as the
    /// rules say, for names of every kind.
    @Test func looseKeysOfMixedNames() {
        #expect(ExerciseNameKey.looseKey(for: "Bench Press - Close Grip (Barbell)") == "bench press close grip barbell")
        #expect(ExerciseNameKey.looseKey(for: "Agachamento búlgaro #2") == "agachamento bulgaro 2")
        #expect(ExerciseNameKey.looseKey(for: "Straße-Kniebeuge ½") == "strasse kniebeuge ½")
        #expect(ExerciseNameKey.looseKey(for: "Łukasz's curl") == "lukasz s curl")
        #expect(ExerciseNameKey.looseKey(for: "腕立て伏せ 10") == "腕立て伏せ 10")
    }
}
