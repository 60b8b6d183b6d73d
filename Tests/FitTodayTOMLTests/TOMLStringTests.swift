import Testing
@testable import FitTodayTOML

@Suite struct TOMLStringTests {
    private func string(_ toml: String) throws -> String? {
        try TOML.parse(toml)["s"]?.string
    }

    @Test func basicStringEscapes() throws {
        #expect(try string(#"s = "a\tb\nc\\d\"e""#) == "a\tb\nc\\d\"e")
        #expect(try string(#"s = "\b\f\r""#) == "\u{08}\u{0C}\r")
        #expect(try string(#"s = "\u00E7\u00E3o""#) == "ção")
        #expect(try string(#"s = "\U0001F4AA""#) == "💪")
        #expect(try string(#"s = """#) == "")
    }

    @Test func unicodeSurvivesUntouched() throws {
        let text = "Treino de força: supino, agachamento 🏋️‍♀️ e açaí"
        #expect(try string("s = \"\(text)\"") == text)
        #expect(try string("s = '\(text)'") == text)
        // Decomposed accents must not be normalized.
        let decomposed = "e\u{0301}"
        #expect(try string("s = \"\(decomposed)\"")?.unicodeScalars.count == 2)
    }

    @Test func literalStringKeepsBackslashes() throws {
        #expect(try string(#"s = 'C:\Users\treino'"#) == #"C:\Users\treino"#)
        #expect(try string(#"s = '<\i\c*\s*>'"#) == #"<\i\c*\s*>"#)
        #expect(try string("s = ''") == "")
    }

    @Test func multilineBasicTrimsFirstNewline() throws {
        let toml = "s = \"\"\"\nlinha 1\nlinha 2\"\"\""
        #expect(try string(toml) == "linha 1\nlinha 2")
    }

    @Test func multilineBasicLineEndingBackslash() throws {
        let toml = "s = \"\"\"\\\n    Uma frase \\\n    só.\\\n   \n \"\"\""
        #expect(try string(toml) == "Uma frase só.")
        // Whitespace between the backslash and the line break is allowed too.
        #expect(try string("s = \"\"\"a\\   \n   b\"\"\"") == "ab")
    }

    @Test func multilineBasicKeepsEscapesAndQuotes() throws {
        #expect(try string(#"s = """tab\there""""#) == "tab\there")
        #expect(try string(#"s = """ "um" ""dois"" """"#) == #" "um" ""dois"" "#)
        // Up to two quotes may end the content right before the delimiter.
        #expect(try string(#"s = """a"""""#) == #"a""#)
        #expect(try string(#"s = """a""""""#) == #"a"""#)
    }

    @Test func emptyMultilineStrings() throws {
        #expect(try string(#"s = """""""#) == "")
        #expect(try string("s = \"\"\"\n\"\"\"") == "")
        #expect(try string("s = \"\"\"\\\n   \\\n   \\  \n   \"\"\"") == "")
        #expect(try string("s = ''''''") == "")
    }

    @Test func otherDelimiterInsideMultilineString() throws {
        #expect(try string(#"s = """aaa'''bbb""""#) == "aaa'''bbb")
        #expect(try string(#"s = '''aaa"""bbb'''"#) == #"aaa"""bbb"#)
    }

    @Test func multilineLiteral() throws {
        let toml = "s = '''\nPrimeira \\n linha\n  segunda'''"
        #expect(try string(toml) == "Primeira \\n linha\n  segunda")
        #expect(try string("s = '''it's'''''") == "it's''")
    }

    @Test func multilineStringsNormalizeCRLF() throws {
        #expect(try string("s = \"\"\"\r\na\r\nb\"\"\"") == "a\nb")
        #expect(try string("s = '''\r\na\r\nb'''") == "a\nb")
        #expect(try string("s = \"\"\"a \\\r\n  b\"\"\"") == "a b")
    }

    @Test func tabsAllowedInsideStrings() throws {
        #expect(try string("s = \"a\tb\"") == "a\tb")
        #expect(try string("s = 'a\tb'") == "a\tb")
    }

    @Test func hashInsideStringIsNotAComment() throws {
        #expect(try string(##"s = "# não é comentário" # é comentário"##) == "# não é comentário")
    }
}
