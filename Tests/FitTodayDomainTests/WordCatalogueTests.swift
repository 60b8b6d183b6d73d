import FitTodayTestSupport
import FitTodayDomain
import FitTodayTOML
import Foundation
import Testing

/// The catalogues of words (Sources/FitTodayDomain/Words/<locale>.toml, and the commands' help texts in
/// Sources/FitTodayApp/Words/<locale>.toml): every locale has every key with the same
/// placeholders, and Words.swift is what scripts/words.py makes of them.
@Suite struct WordCatalogueTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Sources/FitTodayDomain/Words")
    /// The commands' help texts, the command line's own (issue 50: out of the Domain).
    static let helpFolder = root.appendingPathComponent("Sources/FitTodayApp/Words")

    /// Dotted key to text, for the catalogue of `locale`: the Domain's file and the help file together.
    static func catalogue(_ locale: AppLocale) throws -> [String: String] {
        let words = try catalogue(locale, in: folder), help = try catalogue(locale, in: helpFolder)
        #expect(!words.keys.contains { $0.hasPrefix("help.") }, "help.* keys belong in Sources/FitTodayApp/Words/")
        #expect(help.keys.allSatisfy { $0.hasPrefix("help.") }, "only help.* keys belong in Sources/FitTodayApp/Words/")
        return words.merging(help) { first, _ in first }
    }

    static func catalogue(_ locale: AppLocale, in folder: URL) throws -> [String: String] {
        let text = try String(contentsOf: folder.appendingPathComponent(locale.rawValue + ".toml"), encoding: .utf8)
        var flat: [String: String] = [:]
        func walk(_ table: TOMLTable, _ prefix: String) {
            for (key, value) in table {
                switch value {
                case let .table(inner): walk(inner, prefix + key + ".")
                case let .string(text): flat[prefix + key] = text
                default: Issue.record("\(locale.rawValue).toml: \(prefix + key) is not a text")
                }
            }
        }
        walk(try TOML.parse(text), "")
        return flat
    }

    /// The `{name}` placeholders of a text.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{([A-Za-z_][A-Za-z0-9_]*)\}/).map { String($0.output.1) })
    }

    @Test func everyLocaleHasACatalogueWithEveryKeyAndTheSamePlaceholders() throws {
        let reference = try Self.catalogue(.default)
        #expect(reference.count > 400, "the catalogue holds every message, label and help text")
        for locale in AppLocale.allCases where locale != .default {
            let other = try Self.catalogue(locale)
            let missing = Set(reference.keys).subtracting(other.keys).sorted()
            let extra = Set(other.keys).subtracting(reference.keys).sorted()
            #expect(missing.isEmpty, "\(locale.rawValue).toml lacks \(missing)")
            #expect(extra.isEmpty, "\(locale.rawValue).toml has keys \(AppLocale.default.rawValue).toml lacks: \(extra)")
            for (key, text) in reference.sorted(by: { $0.key < $1.key }) {
                guard let translated = other[key] else { continue }
                #expect(Self.placeholders(text) == Self.placeholders(translated),
                        "\(key): placeholders \(Self.placeholders(text).sorted()) in \(AppLocale.default.rawValue), \(Self.placeholders(translated).sorted()) in \(locale.rawValue)")
                #expect(!translated.isEmpty, "\(locale.rawValue).toml: \(key) is empty")
            }
        }
    }

    @Test func keysAreGroupedByArea() throws {
        let areas = Set(try Self.catalogue(.default).keys.map { String($0.split(separator: ".")[0]) })
        #expect(areas.isSuperset(of: ["error", "validation", "label", "cli", "help", "site"]))
    }

    /// Each `site.wordInPounds` key is the pounds twin of the `site.word` of its name (scripts/words.py makes the
    /// site swap them): the word names kilograms, its twin pounds.
    @Test func everyPoundTwinNamesASiteWordThatNamesTheUnit() throws {
        for locale in AppLocale.allCases {
            let words = try Self.catalogue(locale)
            let twins = words.keys.filter { $0.hasPrefix("site.wordInPounds.") }
            #expect(twins.count == 5)
            for key in twins {
                let name = key.dropFirst("site.wordInPounds.".count)
                let word = try #require(words["site.word.\(name)"], "\(key) names no site.word")
                #expect(word.lowercased().contains("kg") && !word.contains("lb"), "site.word.\(name) does not name kilograms")
                #expect(words[key]?.lowercased().contains("lb") == true && words[key]?.contains("kg") == false)
            }
        }
    }

    @Test func theGeneratedAccessorsAreUpToDate() throws {
        let check = try ChildProcess.run("python3", [Self.root.appendingPathComponent("scripts/words.py").path, "--check"], deadline: 120)
        #expect(check.termination == .exited(0), "\(check.stderrText) (run python3 scripts/words.py after editing a catalogue)")
    }

    @Test func typedAccessorsFillThePlaceholdersInEachLocale() {
        #expect(AppLocale.ptBR.words.error.planNotFound(id: 7) == "Não encontrei o plano 7. Veja seus planos com fittoday plan list.")
        #expect(AppLocale.en.words.error.planNotFound(id: 7) == "There is no plan 7. See your plans with fittoday plan list.")
        #expect(AppLocale.en.words.label.goal.hypertrophy == "Muscle gain")
        #expect(AppLocale.ptBR.words.site.word.today == "Hoje")
    }

    @Test func aContentFileOfTheWrongTypeIsNamedInTheReadersLanguage() {
        #expect(ContentIssue.wrongType(field: "sets", expected: .wholeNumber).message(.ptBR) == "o campo sets precisa ser um número inteiro")
        #expect(ContentIssue.wrongType(field: "sets", expected: .wholeNumber).message(.en) == "the field sets must be a whole number")
        #expect(ContentIssue.wrongType(field: "name", expected: .text).message(.en) == "the field name must be text")
        #expect(ContentIssue.wrongType(field: "exercises", expected: .tables("exercises")).message(.en) == "the field exercises must be [[exercises]]")
    }
}
