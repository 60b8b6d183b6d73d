import FitTodayTOML
import Foundation
import Testing

/// The reader and the writer against toml-lang/toml-test's TOML 1.0.0 list (`TOMLTestSuite`): every valid document
/// decodes to the values of its `.json` and survives a trip through `TOMLText`, every invalid one is refused.
/// Needs ../shared (always there in CI); a clone without it skips, and under CI=true fails.
@Suite struct TOMLConformanceTests {
    static let runs = TOMLTestSuite.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true"

    /// Cases of the 1.0.0 list the reader does not pass, each with why. Kept empty as long as it can be; a case listed
    /// here must still fail (so the list can't go stale), and docs/testing.md names every one.
    static let knownExceptions: [String: String] = [:]

    /// The text as FitToday's own callers make it from a file's bytes (`String(validating:as:)` in the content
    /// loader, `String(data:encoding:)` for the settings files): bytes that are not UTF-8 are refused there, with
    /// "could not read the file", before the reader sees them.
    static func text(of data: Data) -> String? {
        String(validating: data, as: UTF8.self)
    }

    @Test(.enabled(if: runs, Comment(rawValue: TOMLTestSuite.skipReason)))
    func everyValidDocumentDecodesToItsJSON() throws {
        try #require(TOMLTestSuite.isAvailable, "\(TOMLTestSuite.folder.path) is absent")
        let cases = try TOMLTestSuite.cases("valid")
        try #require(!cases.isEmpty, "no valid cases in \(TOMLTestSuite.listPath)")
        var failed: [String] = []
        for name in cases {
            let outcome = Result { () throws -> String? in
                guard let text = Self.text(of: try TOMLTestSuite.bytes(name)) else { return "not read as UTF-8" }
                let expected = try #require(try TOMLTestSuite.expected(name), "\(name): its .json is not tagged JSON")
                let decoded = TaggedValue(try TOML.parse(text))
                return decoded.matches(expected) ? nil : "decoded \(decoded)\n   expected \(expected)"
            }
            let problem: String? = switch outcome {
            case .success(let problem): problem
            case .failure(let error): "refused: \(error)"
            }
            if problem != nil { failed.append(name) }
            if let problem, Self.knownExceptions[name] == nil {
                Issue.record("\(name): \(problem)")
            }
        }
        try checkKnownExceptions(among: cases, failed: failed)
    }

    @Test(.enabled(if: runs, Comment(rawValue: TOMLTestSuite.skipReason)))
    func everyInvalidDocumentIsRefused() throws {
        try #require(TOMLTestSuite.isAvailable, "\(TOMLTestSuite.folder.path) is absent")
        let cases = try TOMLTestSuite.cases("invalid")
        try #require(!cases.isEmpty, "no invalid cases in \(TOMLTestSuite.listPath)")
        var failed: [String] = []
        for name in cases {
            guard let text = Self.text(of: try TOMLTestSuite.bytes(name)) else {
                // Refused before the reader, as FitToday's callers refuse it; only the encoding cases may be.
                #expect(name.hasPrefix("invalid/encoding/"), "\(name) is not UTF-8, but is not an encoding case")
                continue
            }
            guard let table = try? TOML.parse(text) else { continue }
            failed.append(name)
            if Self.knownExceptions[name] == nil {
                Issue.record("\(name): accepted, as \(TaggedValue(table))")
            }
        }
        try checkKnownExceptions(among: cases, failed: failed)
    }

    /// What `TOMLText.document` writes of each valid document reads back to the same values. Every value the reader
    /// gives can be written (datetimes as they were written, floats in Swift's shortest exact form), so no case is
    /// left out but the reader's own exceptions.
    @Test(.enabled(if: runs, Comment(rawValue: TOMLTestSuite.skipReason)))
    func everyValidDocumentSurvivesTheWriter() throws {
        try #require(TOMLTestSuite.isAvailable, "\(TOMLTestSuite.folder.path) is absent")
        let cases = try TOMLTestSuite.cases("valid").filter { Self.knownExceptions[$0] == nil }
        try #require(!cases.isEmpty, "no valid cases in \(TOMLTestSuite.listPath)")
        for name in cases {
            guard let text = Self.text(of: try TOMLTestSuite.bytes(name)), let table = try? TOML.parse(text) else {
                Issue.record("\(name): not read (everyValidDocumentDecodesToItsJSON says why)")
                continue
            }
            let written = TOMLText.document(table)
            do {
                let again = try TOML.parse(written)
                if !TaggedValue(again).matches(TaggedValue(table)) {
                    Issue.record("\(name): read back as \(TaggedValue(again))\n   was \(TaggedValue(table))\n--- written:\n\(written)")
                }
            } catch {
                Issue.record("\(name): what the writer wrote is refused: \(error)\n--- written:\n\(written)")
            }
        }
    }

    /// Each known exception of this kind is in the list and still fails.
    private func checkKnownExceptions(among cases: [String], failed: [String]) throws {
        let kind = try #require(cases.first?.split(separator: "/").first)
        for name in Self.knownExceptions.keys where name.hasPrefix(kind + "/") {
            #expect(cases.contains(name), "\(name) is listed as a known exception but is not in files-toml-1.0.0")
            #expect(failed.contains(name), "\(name) passes now: take it off knownExceptions")
        }
    }
}
