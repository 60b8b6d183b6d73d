import Testing
@testable import FitTodayTOML

@Suite struct TOMLFrontMatterTests {
    @Test func splitsFrontMatterAndBody() throws {
        let text = """
            +++
            title = "Treino A"
            tags = ["força", "pernas"]
            +++
            # Treino A

            Agachamento 4x10.
            """
        let split = try #require(try TOMLFrontMatter.split(text))
        #expect(split.frontMatter == [
            "title": .string("Treino A"),
            "tags": .array([.string("força"), .string("pernas")]),
        ])
        #expect(split.body == "# Treino A\n\nAgachamento 4x10.")
        #expect(split.bodyStartLine == 5)
    }

    @Test func returnsNilWithoutFrontMatter() throws {
        #expect(try TOMLFrontMatter.split("# Só Markdown\n+++\n") == nil)
        #expect(try TOMLFrontMatter.split("") == nil)
        #expect(try TOMLFrontMatter.split("++++\ntitle = 1\n++++\n") == nil)
        #expect(try TOMLFrontMatter.split(" +++\ntitle = 1\n+++\n") == nil)
        #expect(try TOMLFrontMatter.split("---\ntitle: x\n---\n") == nil)
    }

    @Test func emptyFrontMatterAndEmptyBody() throws {
        let split = try #require(try TOMLFrontMatter.split("+++\n+++\n"))
        #expect(split.frontMatter.isEmpty)
        #expect(split.body == "")
        #expect(split.bodyStartLine == 3)

        let noTrailingNewline = try #require(try TOMLFrontMatter.split("+++\na = 1\n+++"))
        #expect(noTrailingNewline.frontMatter == ["a": .integer(1)])
        #expect(noTrailingNewline.body == "")
    }

    @Test func acceptsCRLFAndKeepsBodyUntouched() throws {
        let text = "+++\r\ntitle = \"Treino B\"\r\n[meta]\r\nlevel = 2\r\n+++\r\nCorpo\r\ncom CRLF 💪\r\n"
        let split = try #require(try TOMLFrontMatter.split(text))
        #expect(split.frontMatter["title"] == .string("Treino B"))
        #expect(split.frontMatter["meta"]?["level"] == .integer(2))
        #expect(split.body == "Corpo\r\ncom CRLF 💪\r\n")
        #expect(split.bodyStartLine == 6)
    }

    @Test func acceptsByteOrderMark() throws {
        let split = try #require(try TOMLFrontMatter.split("\u{FEFF}+++\ntitle = \"x\"\n+++\nbody"))
        #expect(split.frontMatter["title"] == .string("x"))
        #expect(split.body == "body")
        #expect(split.bodyStartLine == 4)
    }

    @Test func toleratesInvisibleTrailingWhitespaceOnDelimiters() throws {
        let split = try #require(try TOMLFrontMatter.split("+++ \ntitle = \"x\"\n+++\t\nbody"))
        #expect(split.frontMatter["title"] == .string("x"))
        #expect(split.body == "body")
    }

    @Test func onlyTheFirstClosingLineEndsFrontMatter() throws {
        let split = try #require(try TOMLFrontMatter.split("+++\na = 1\n+++\ntexto\n+++\nmais\n"))
        #expect(split.frontMatter == ["a": .integer(1)])
        #expect(split.body == "texto\n+++\nmais\n")
        #expect(split.bodyStartLine == 4)
    }

    @Test func unclosedFrontMatterIsAnError() {
        #expect(throws: TOMLParseError(line: 1, column: 1, reason: .unclosedFrontMatter)) {
            try TOMLFrontMatter.split("+++\ntitle = \"x\"\n\n# Corpo\n")
        }
        #expect(throws: TOMLParseError(line: 1, column: 1, reason: .unclosedFrontMatter)) {
            try TOMLFrontMatter.split("+++")
        }
        #expect(throws: TOMLParseError(line: 1, column: 1, reason: .unclosedFrontMatter)) {
            try TOMLFrontMatter.split("\u{FEFF}+++\r\na = 1\r\n++\r\n")
        }
    }

    @Test func errorLinesPointIntoTheWholeFile() {
        let text = """
            +++
            title = "Treino A"
            title = "Treino B"
            +++
            Corpo
            """
        #expect(throws: TOMLParseError(line: 3, column: 1, reason: .duplicateKey("title"))) {
            try TOMLFrontMatter.split(text)
        }
        #expect(throws: TOMLParseError(line: 4, column: 9, reason: .unterminatedString)) {
            try TOMLFrontMatter.split("\u{FEFF}+++\r\na = 1\r\n\r\ntitle = \"sem fim\r\n+++\r\n")
        }
    }

    @Test func bodyIsNotParsedAsTOML() throws {
        let split = try #require(try TOMLFrontMatter.split("+++\n+++\n= isto não é TOML [\n"))
        #expect(split.body == "= isto não é TOML [\n")
    }
}
