import Foundation
import Testing

/// No Portuguese or English sentence a person reads sits in a Swift string literal outside the catalogue of words
/// (issue 27, item 4): every string literal of `Sources/` that reads like prose (three words or more, two of them
/// side by side in lower case) is a failure, unless it is a technical note (a log line, a `--verbose` note, a
/// precondition), a generated file, or one of the few files listed below with why and how many.
@Suite struct ProseLiteralTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Files whose prose-like literals are not words for people, with how many there are at most: a new one in them
    /// fails too.
    static let allowed: [String: (count: Int, reason: String)] = [
        "FitTodayData/Import/ExerciseAliases.swift": (110, "exercise names of Strong, Hevy, FitNotes, JEFIT and Fitbod in many languages: data matched, never shown"),
        "FitTodayData/Import/LiftosaurLayout.swift": (5, "column headers of Liftosaur's history CSV: data matched"),
        "FitTodayData/Import/StrongColumn.swift": (40, "column headers of Strong's exports in every language: data matched"),
        "FitTodayDomain/Rules/EquipmentHint.swift": (1, "equipment words of the apps' exercise names: data matched"),
        "FitTodayData/Library/FreeExerciseDBImporter.swift": (1, "free-exercise-db's own equipment value: data matched"),
        "FitTodayData/Seed/SampleDataGenerator.swift": (10, "library names `dev seed` logs with: demo data, matched like typed names"),
        "FitTodayDomain/Programs/ProgramParser.swift": (4, "keywords of the program format (docs/program-format.md)"),
        "FitTodayApp/Support/CommandLineErrorTranslator.swift": (2, "the argument parser's English messages, matched to be replaced"),
        "FitTodayData/AI/OpenAICompatibleComposer.swift": (5, "the prompt for the model, and failure reasons for the log"),
        "FitTodayImageCache/ImageFailureReason.swift": (8, "descriptions for logs and stats.json"),
        "FitTodayImageCache/HTTPHeaderParsing.swift": (3, "HTTP date formats"),
        "FitTodayApp/Support/PreviewResponse.swift": (4, "HTTP reason phrases (RFC 9110)"),
        "FitTodayHTTP/HTTPExchange.swift": (1, "a failure's text for --verbose"),
        "FitTodaySite/Build/SiteBuildContext.swift": (6, "--verbose: why the build renders everything"),
        "FitTodayBuild/Engine/SiteFolderStamps.swift": (3, "--verbose: how the output folder was checked"),
        "FitTodayBuild/Publisher/SiteStaging.swift": (1, "the marker file's fixed format inside the output folder"),
        "FitTodayBuild/BuildPlan/BuildPlan.swift": (3, "--verbose: the build plan's summary"),
        "FitTodayBuild/BuildPlan/BuildPlanner.swift": (14, "--verbose: why the build plan has its scope, and why it did not stop on its start key"),
        "FitTodayBuild/BuildPlan/PageDecision.swift": (4, "--verbose: why each page is rendered, carried over or deleted"),
        "FitTodayBuild/BuildPlan/PublishCheckpoint.swift": (1, "a debug build's note when the kill test stops it"),
        "FitTodayData/Inbox/InboxPull.swift": (1, "a debug build's note when the kill test stops a pull"),
        "FitTodayData/Inbox/FolderInbox.swift": (2, "--verbose: why a folder inbox could not be changed (the person reads the warning's words)"),
        "FitTodaySite/Publishing/ServiceWorkerFile.swift": (1, "JavaScript"),
        "FitTodayDomain/Composer/AIProposalValidator.swift": (7, "reasons for the log when an AI plan is refused"),
        "FitTodayTemplates/TemplateEncoder.swift": (1, "a programming error's text"),
        "FitTodayData/Store/Schema.swift": (6, "SQL"),
        "FitTodayData/Store/SiteData/SiteDataStore.swift": (1, "SQL"),
        "FitTodayData/Store/SQLiteStore.swift": (1, "SQLite's backup error context, in the log"),
        "FitTodayData/Store/RowDecoder.swift": (1, "a decoding error's text, in the log"),
    ]

    /// What a literal is passed to when it is a note for maintainers, not words for a person.
    static var technical: Regex<AnyRegexOutput> {
        try! Regex(
            #"(logger\??\.(debug|info|notice|warning|error|critical|trace|log)|\.mark\(|\.note\(|PublishCheckpoint\.passed\(|notes\(|diagnostics|debugDescription:|precondition|fatalError|assert)[^;]*$"#
        )
    }

    @Test func theScanFindsProseAndSkipsWhatIsNot() {
        let code = #"""
        // "a comment is not a literal at all"
        let a = "Não consegui abrir o arquivo para importar"
        let b = "treino-de-hoje.html"
        logger.debug("Image provider ready after the wait")
        let c = #"Set \(n) of the log has a problem"#
        let d = """
            Your data was written by a newer FitToday.
            """
        let e = "SELECT id FROM workout_session WHERE id = ?"
        """#
        let found = Self.prose(in: code).map(\.text)
        #expect(found.count == 3, "\(found)")
        #expect(found.first?.hasPrefix("Não consegui") == true)
        #expect(found.contains { $0.hasPrefix("Set ") && $0.contains("of the log") })
        #expect(found.contains { $0.contains("newer FitToday") })
    }

    @Test func noSentenceForAPersonIsLeftInASwiftLiteral() throws {
        var counts: [String: Int] = [:]
        var unexpected: [String] = []
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        #expect(files != nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            // Generated from the catalogue or from content/ and templates/ (scripts/words.py, embed-resources.py).
            if text.hasPrefix("// Generated by") || text.hasPrefix("// Generated from") { continue }
            let relative = String(url.path.dropFirst(Self.sources.path.count + 1))
            for literal in Self.prose(in: text) {
                counts[relative, default: 0] += 1
                if Self.allowed[relative] == nil { unexpected.append("\(relative):\(literal.line): \(literal.text.prefix(80))") }
            }
        }
        #expect(unexpected.isEmpty, """
            Words a person reads go into Sources/FitTodayDomain/Words/pt-BR.toml and en.toml, help texts into \
            Sources/FitTodayApp/Words/ (python3 scripts/words.py regenerates Words.swift and HelpWords.swift), or, if technical, into a log or --verbose note:
            \(unexpected.sorted().joined(separator: "\n"))
            """)
        for (file, allowance) in Self.allowed {
            #expect((counts[file] ?? 0) <= allowance.count, "\(file) has \(counts[file] ?? 0) prose literals, \(allowance.count) allowed (\(allowance.reason))")
        }
    }

    // MARK: The scan

    struct Literal {
        let line: Int
        /// The literal's text, each interpolation as `{}`.
        let text: String
    }

    /// Every string literal of `code` that reads like prose and is not a technical note.
    static func prose(in code: String) -> [Literal] {
        let scalars = Array(code.unicodeScalars)
        return literals(in: scalars).filter { literal in
            guard looksLikeProse(literal.text) else { return false }
            // The statement the literal is in: its line, and the line before when the literal opens its line.
            let start = literal.offset
            let context = String(String.UnicodeScalarView(scalars[max(0, start - 200)..<start]))
            var lines = context.split(separator: "\n", omittingEmptySubsequences: false)
            var statement = String(lines.popLast() ?? "")
            if statement.allSatisfy(\.isWhitespace), let previous = lines.last { statement = previous + "\n" + statement }
            return statement.firstMatch(of: technical) == nil
        }.map { Literal(line: $0.line, text: $0.text) }
    }

    static func looksLikeProse(_ text: String) -> Bool {
        let bare = text.replacingOccurrences(of: "{}", with: " ")
        let words = bare.split { !($0.isLetter || $0 == "'" || $0 == "’" || $0 == "-") }.filter { $0.count >= 2 && $0.first!.isLetter }
        guard words.count >= 3, bare.contains(/\p{Ll}{2,} [\p{L}]{2,}/) else { return false }
        if bare.contains(/\b(SELECT|INSERT|UPDATE|CREATE|DELETE|PRAGMA|WHERE|VALUES)\b/) { return false }
        if bare.contains(/<[A-Za-z\/!]/) { return false }
        return true
    }

    private struct Found {
        let offset: Int
        let line: Int
        let text: String
    }

    /// A small Swift lexer: comments are skipped; plain, raw (`#"…"#`) and multi-line literals are read with their
    /// escapes, and an interpolation (which may hold literals of its own) becomes `{}`.
    private static func literals(in code: [Unicode.Scalar]) -> [Found] {
        var found: [Found] = []
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            var offset = position
            for scalar in text.unicodeScalars {
                guard offset < code.count, code[offset] == scalar else { return false }
                offset += 1
            }
            return true
        }
        var counted = (offset: 0, line: 1)
        func line(at position: Int) -> Int {
            for offset in counted.offset..<position where code[offset] == "\n" { counted.line += 1 }
            counted.offset = position
            return counted.line
        }
        /// Reads the literal at `start` (its `#`s or its quote); returns where it ends and its text.
        func readString(at start: Int) -> (end: Int, text: String) {
            var position = start, hashes = 0
            while position < code.count, code[position] == "#" { hashes += 1; position += 1 }
            let multiline = starts("\"\"\"", at: position)
            let quote = multiline ? "\"\"\"" : "\""
            position += quote.unicodeScalars.count
            let close = quote + String(repeating: "#", count: hashes), escape = "\\" + String(repeating: "#", count: hashes)
            var text = String.UnicodeScalarView()
            while position < code.count {
                if starts(close, at: position) { return (position + close.unicodeScalars.count, String(text)) }
                if starts(escape, at: position) {
                    var next = position + escape.unicodeScalars.count
                    if next < code.count, code[next] == "(" {
                        var depth = 1
                        next += 1
                        while next < code.count, depth > 0 {
                            if code[next] == "\"" || (code[next] == "#" && next + 1 < code.count && (code[next + 1] == "\"" || code[next + 1] == "#")) {
                                next = readString(at: next).end
                                continue
                            }
                            if code[next] == "(" { depth += 1 } else if code[next] == ")" { depth -= 1 }
                            next += 1
                        }
                        text.append(contentsOf: "{}".unicodeScalars)
                        position = next
                        continue
                    }
                    if next < code.count { text.append(code[next]) }
                    position = next + 1
                    continue
                }
                if !multiline, code[position] == "\n" { return (position, String(text)) }
                text.append(code[position])
                position += 1
            }
            return (position, String(text))
        }
        while index < code.count {
            if starts("//", at: index) {
                while index < code.count, code[index] != "\n" { index += 1 }
                continue
            }
            if starts("/*", at: index) {
                var depth = 1
                index += 2
                while index < code.count, depth > 0 {
                    if starts("/*", at: index) { depth += 1; index += 2 } else if starts("*/", at: index) { depth -= 1; index += 2 } else { index += 1 }
                }
                continue
            }
            let rawStart = code[index] == "#" && index + 1 < code.count && (code[index + 1] == "\"" || code[index + 1] == "#")
            if code[index] == "\"" || rawStart {
                let (end, text) = readString(at: index)
                found.append(Found(offset: index, line: line(at: index), text: text))
                index = max(end, index + 1)
                continue
            }
            index += 1
        }
        return found
    }
}
