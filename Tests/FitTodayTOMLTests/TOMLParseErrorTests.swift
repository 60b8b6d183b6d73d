import FitTodayData
import FitTodayDomain
import Testing
@testable import FitTodayTOML

@Suite struct TOMLParseErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let toml: String
        let line: Int
        let column: Int
        let reason: TOMLParseError.Reason

        init(_ toml: String, _ line: Int, _ column: Int, _ reason: TOMLParseError.Reason) {
            self.toml = toml
            self.line = line
            self.column = column
            self.reason = reason
        }

        var testDescription: String { String(reflecting: toml) }
    }

    @Test(arguments: [
        Case("a = [1 2]", 1, 8, .unexpectedCharacter("2")),
        Case("a = 1\rb = 2", 1, 6, .unexpectedCharacter("\r")),
        Case("# sino \u{07}", 1, 8, .unexpectedCharacter("\u{07}")),
        Case("s = \"a\u{01}\"", 1, 7, .unexpectedCharacter("\u{01}")),
        Case("s = '''a\u{7F}'''", 1, 9, .unexpectedCharacter("\u{7F}")),
        Case("p = { a = 1 b = 2 }", 1, 13, .unexpectedCharacter("b")),
        Case("p = { a = 1, }", 1, 14, .unexpectedCharacter("}")),
        Case("[a b]", 1, 4, .unexpectedCharacter("b")),
    ])
    func unexpectedCharacter(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("x = 1\ntitle = \"Meu treino\ny = 2", 2, 9, .unterminatedString),
        Case("title = \"Meu treino", 1, 9, .unterminatedString),
        Case("s = 'abc\n", 1, 5, .unterminatedString),
        Case("s = \"\"\"abc\ndef\n", 1, 5, .unterminatedString),
        Case("s = '''abc\ndef''", 1, 5, .unterminatedString),
        Case("\"title = 1", 1, 1, .unterminatedString),
        Case("\"descrição\" = 'ação\n", 1, 15, .unterminatedString),
        Case("s = \"abc\\", 1, 5, .unterminatedString),
    ])
    func unterminatedString(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case(#"s = "a\qb""#, 1, 7, .invalidEscape(#"\q"#)),
        Case(#"s = "\x41""#, 1, 6, .invalidEscape(#"\x"#)),
        Case(#"s = "\é""#, 1, 6, .invalidEscape(#"\é"#)),
        Case(#"s = "\u12G4""#, 1, 6, .invalidEscape(#"\u12"#)),
        Case(#"s = "\uD800""#, 1, 6, .invalidEscape(#"\uD800"#)),
        Case(#"s = "\U00110000""#, 1, 6, .invalidEscape(#"\U00110000"#)),
        Case("s = \"a\\\nb\"", 1, 7, .invalidEscape("\\")),
        Case("s = \"\"\"\nok\na\\ b\"\"\"", 3, 2, .invalidEscape("\\ ")),
    ])
    func invalidEscape(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("[database]\npath = \"x\"\nbusy_timeout_ms = 5__000", 3, 19, .invalidNumber("5__000")),
        Case("a = 012", 1, 5, .invalidNumber("012")),
        Case("a = [1, 2x]", 1, 9, .invalidNumber("2x")),
    ])
    func invalidNumber(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("[ai]\nenabled = yes", 2, 11, .invalidValue("yes")),
        Case("enabled = True", 1, 11, .invalidValue("True")),
        Case("title = Meu treino", 1, 9, .invalidValue("Meu")),
        Case("a = [1, dois]", 1, 9, .invalidValue("dois")),
    ])
    func invalidValue(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("a =", 1, 4, .missingValue),
        Case("a = # nada", 1, 5, .missingValue),
        Case("a =\nb = 1", 1, 4, .missingValue),
        Case("a = [1,,2]", 1, 8, .missingValue),
        Case("p = { a = }", 1, 11, .missingValue),
    ])
    func missingValue(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("title \"x\"", 1, 7, .missingEquals),
        Case("[site]\ntitle", 2, 6, .missingEquals),
        Case("title: \"x\"", 1, 6, .missingEquals),
        Case("p = { a 1 }", 1, 9, .missingEquals),
    ])
    func missingEquals(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("título = 1", 1, 2, .invalidKey),
        Case("= 1", 1, 1, .invalidKey),
        Case("a..b = 1", 1, 3, .invalidKey),
        Case("a. = 1", 1, 4, .invalidKey),
        Case("\"\"\"a\"\"\" = 1", 1, 1, .invalidKey),
        Case("[]", 1, 2, .invalidKey),
        Case("a$b = 1", 1, 2, .invalidKey),
    ])
    func invalidKey(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("title = \"a\"\ntitle = \"b\"", 2, 1, .duplicateKey("title")),
        Case("[site]\ntitle = 1\n  title = 2", 3, 3, .duplicateKey("title")),
        Case("a.b = 1\na.b = 2", 2, 1, .duplicateKey("a.b")),
        Case("\"a b\".c = 1\n'a b'.c = 2", 2, 1, .duplicateKey("\"a b\".c")),
        Case("p = { x = 1, x = 2 }", 1, 14, .duplicateKey("x")),
    ])
    func duplicateKey(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("[site]\n[site]", 2, 2, .tableRedefined("site")),
        Case("[a]\nb.c = 1\n[a.b]", 3, 2, .tableRedefined("a.b")),
        Case("a.b = 1\n[a]", 2, 2, .tableRedefined("a")),
        Case("[[a]]\n[a]", 2, 2, .tableRedefined("a")),
        Case("[a]\n[[a]]", 2, 3, .tableRedefined("a")),
        Case("[a.b.c]\nz = 9\n[a]\nb.c.t = 1", 4, 1, .tableRedefined("a.b.c")),
        Case("[[a.b]]\n[a]\nb.c = 1", 3, 1, .tableRedefined("a.b")),
        Case("[[fruits]]\n[[fruits.varieties]]\n[fruits.varieties]", 3, 2, .tableRedefined("fruits.varieties")),
        Case("[fruit.physical]\ncolor = \"red\"\n[[fruit]]", 3, 3, .tableRedefined("fruit")),
        Case("[fruit]\napple.taste.sweet = true\n[fruit.apple.taste]", 3, 2, .tableRedefined("fruit.apple.taste")),
        Case("[\"a b\".c]\n[\"a b\".c]", 2, 2, .tableRedefined("\"a b\".c")),
    ])
    func tableRedefined(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("[a.b]\nx = 1\n[a]\nb = 1", 4, 1, .valueRedefinesTable("b")),
        Case("x.y = 1\nx = 2", 2, 1, .valueRedefinesTable("x")),
        Case("p = { t.x = 1, t = 2 }", 1, 16, .valueRedefinesTable("t")),
    ])
    func valueRedefinesTable(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("a = 1\na.b = 2", 2, 1, .tableRedefinesValue("a")),
        Case("a = 1\n[a]", 2, 2, .tableRedefinesValue("a")),
        Case("a = 1\n[a.b]", 2, 2, .tableRedefinesValue("a")),
        Case("p = { x = 1 }\np.y = 2", 2, 1, .tableRedefinesValue("p")),
        Case("p = { x = 1 }\n[p.q]", 2, 2, .tableRedefinesValue("p")),
        Case("a = [1]\n[[a]]", 2, 3, .tableRedefinesValue("a")),
        Case("p = { x = 1, x.y = 2 }", 1, 14, .tableRedefinesValue("x")),
        Case("fruits = []\n[[fruits]]", 2, 3, .tableRedefinesValue("fruits")),
        Case("a = [{ b = 1 }]\n[a.c]", 2, 2, .tableRedefinesValue("a")),
        Case("t = { f = { a.c = 1 }, f.a.t = { s = true } }", 1, 24, .tableRedefinesValue("f")),
    ])
    func tableRedefinesValue(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("tags = [\"a\", \"b\"\ntitle = \"x\"", 1, 8, .unterminatedArray),
        Case("a = [1,\n2", 1, 5, .unterminatedArray),
        Case("a = [", 1, 5, .unterminatedArray),
        Case("a = [[1, 2]", 1, 5, .unterminatedArray),
    ])
    func unterminatedArray(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("p = { a = 1\nb = 2", 1, 5, .unterminatedInlineTable),
        Case("p = { a = 1 # }", 1, 5, .unterminatedInlineTable),
        Case("p = {\n a = 1 }", 1, 5, .unterminatedInlineTable),
        Case("p = { a = 1,", 1, 5, .unterminatedInlineTable),
    ])
    func unterminatedInlineTable(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("[site\ntitle = 1", 1, 1, .unterminatedTableHeader),
        Case("x = 1\n[[exercises]", 2, 1, .unterminatedTableHeader),
        Case("[", 1, 1, .unterminatedTableHeader),
        Case("[a # ]", 1, 1, .unterminatedTableHeader),
    ])
    func unterminatedTableHeader(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("a = 1 2", 1, 7, .trailingContent),
        Case("[a] b = 1", 1, 5, .trailingContent),
        Case("a = \"x\" \"y\"", 1, 9, .trailingContent),
        Case("s = \"💪\" x", 1, 9, .trailingContent),
        Case("[a]]", 1, 4, .trailingContent),
        Case("s = \"\"\"a\"\"\"\"\"\"", 1, 14, .trailingContent),
    ])
    func trailingContent(_ test: Case) {
        expectError(test)
    }

    @Test(arguments: [
        Case("[plan]\nstart = 2026-02-30", 2, 9, .invalidDateTime("2026-02-30")),
        Case("t = [07:30]", 1, 6, .invalidDateTime("07:30")),
    ])
    func invalidDateTime(_ test: Case) {
        expectError(test)
    }

    @Test func nestingTooDeep() {
        let depth = TOMLParser.maxNesting + 1
        let toml = "a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        expectError(Case(toml, 1, 4 + depth, .nestingTooDeep))
        let allowed = "a = " + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
        #expect(throws: Never.self) { try TOML.parse(allowed) }
    }

    @Test func errorLinesCountCRLFOnce() {
        expectError(Case("a = 1\r\nb = 2\r\nb = 3\r\n", 3, 1, .duplicateKey("b")))
    }

    @Test func byteOrderMarkIsNotAColumn() {
        expectError(Case("\u{FEFF}a = ?", 1, 5, .invalidValue("?")))
    }

    // MARK: - Messages

    @Test func portugueseIsTheDefault() {
        #expect(TOMLParseError(line: 1, column: 1, reason: .duplicateKey("title")).message(.default)
            == "a chave \"title\" aparece duas vezes")
        #expect(message(.unterminatedString) == "faltou fechar as aspas do texto")
        #expect(message(.missingEquals) == "esperava \"=\" depois da chave")
        #expect(message(.unclosedFrontMatter) == "faltou a linha \"+++\" que fecha o cabeçalho")
        #expect(message(.invalidValue("yes")) == "o valor \"yes\" não é válido; textos precisam estar entre aspas")
        #expect(message(.invalidValue("True"))
            == "o valor \"True\" não é válido; escreva true ou false em minúsculas")
        #expect(message(.unexpectedCharacter("\r")) == "o caractere invisível U+000D não é permitido aqui")
        #expect(message(.invalidEscape(#"\q"#)).hasPrefix(#""\q" não é válido dentro de aspas"#))
    }

    @Test func englishForEnLocales() {
        #expect(message(.duplicateKey("title"), locale: "en") == "the key \"title\" appears twice")
        #expect(message(.unterminatedString, locale: "en-US") == "the text is missing its closing quote")
        #expect(message(.missingEquals, locale: "en_GB") == "expected \"=\" after the key")
        #expect(message(.unexpectedCharacter("!"), locale: "en") == "unexpected character \"!\"")
        // Unknown locales fall back to Portuguese, the app's default.
        #expect(message(.missingEquals, locale: "es") == "esperava \"=\" depois da chave")
    }

    static let allReasons: [TOMLParseError.Reason] = [
        .unexpectedCharacter("x"), .unterminatedString, .invalidEscape(#"\q"#), .invalidNumber("1x"),
        .invalidValue("sim"), .missingValue, .missingEquals, .invalidKey, .duplicateKey("a"),
        .tableRedefined("a"), .valueRedefinesTable("a"), .tableRedefinesValue("a"), .unterminatedArray,
        .unterminatedInlineTable, .unterminatedTableHeader, .trailingContent, .invalidDateTime("2026-13-01"),
        .nestingTooDeep, .unclosedFrontMatter,
    ]

    @Test(arguments: allReasons, ["pt-BR", "en"])
    func messagesArePlainSentences(reason: TOMLParseError.Reason, locale: String) {
        let text = message(reason, locale: locale)
        #expect(!text.isEmpty)
        #expect(!text.hasSuffix("."))
        for jargon in ["token", "EOF", "parse", "TOML"] {
            #expect(!text.lowercased().contains(jargon.lowercased()), "\(text)")
        }
    }

    @Test func messagesDifferByLocale() {
        for reason in Self.allReasons {
            #expect(message(reason, locale: "pt-BR") != message(reason, locale: "en"))
        }
    }

    @Test func descriptionHasLineAndColumn() {
        let error = TOMLParseError(line: 3, column: 7, reason: .missingEquals)
        #expect(error.description == "3:7: missingEquals")
    }

    // MARK: - Helpers

    private func message(_ reason: TOMLParseError.Reason, locale: String = "pt-BR") -> String {
        // The words come from the catalogue, through the Domain's SyntaxProblem; a language FitToday lacks reads Portuguese.
        TOMLParseError(line: 1, column: 1, reason: reason).message(AppLocale(identifier: locale) ?? .default)
    }

    private func expectError(_ test: Case, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            throws: TOMLParseError(line: test.line, column: test.column, reason: test.reason),
            sourceLocation: sourceLocation
        ) {
            try TOML.parse(test.toml)
        }
    }
}
