import FitTodayDomain
import Foundation
import Testing

/// `docs/alternatives.md` holds the ratio table as `LoadRatioTable` has it, row for row, each with its source or
/// marked as a coach's rule of thumb; and the rule's role order as `ExerciseAlternatives` defines it.
@Suite struct AlternativesDocumentationTests {
    static let document: String = {
        let url = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "docs/alternatives.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    static let ruleOfThumb = "regra prática de treinador / coach's rule of thumb"

    /// The table's rows after its header: `| from | to | pattern | exercises | ratio | source |`.
    static var documentedRows: [[String]] {
        let lines = document.split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| from | to | pattern |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    @Test func theRatioTableIsDocumentedRowForRow() {
        let rows = Self.documentedRows
        #expect(rows.count == LoadRatioTable.rows.count)
        for (documented, row) in zip(rows, LoadRatioTable.rows) {
            let exercises = row.fromExercise.map { "\($0) → \(row.toExercise ?? "")" } ?? ""
            let pattern = row.pattern?.rawValue ?? "any"
            #expect(documented.count == 6)
            guard documented.count == 6 else { continue }
            #expect(documented[0] == row.from.rawValue && documented[1] == row.to.rawValue, "\(documented)")
            #expect(documented[2] == pattern || (row.fromExercise != nil && documented[2] == "any"), "\(documented)")
            #expect(documented[3] == exercises, "\(documented)")
            #expect(documented[4] == Self.number(row.ratio), "\(documented)")
            #expect(documented[5] == (row.source ?? Self.ruleOfThumb), "\(documented)")
        }
    }

    @Test func theRoleOrderIsTheDocumentedOne() {
        #expect(Self.document.contains("main (3) > secondary (2) > accessory (1)"))
        #expect(ExerciseAlternatives.roleWeight(.main) == 3 && ExerciseAlternatives.roleWeight(.secondary) == 2
            && ExerciseAlternatives.roleWeight(.accessory) == 1)
        #expect(ExerciseAlternatives.most == 3)
    }
}
