import FitTodayDomain
import Foundation
import Testing

/// `docs/composer.md` says what the code does: its prescription, safety and caps tables are the code's.
@Suite struct ComposerDocumentationTests {
    static let document: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/composer.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The table rows between `<!-- name -->` and `<!-- /name -->`.
    private func rows(_ name: String) -> [String] {
        guard let start = Self.document.range(of: "<!-- \(name) -->"), let end = Self.document.range(of: "<!-- /\(name) -->") else { return [] }
        return Self.document[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init).filter { $0.hasPrefix("|") }
    }

    private func range(_ reps: ClosedRange<Int>) -> String {
        reps.count == 1 ? "\(reps.lowerBound)" : "\(reps.lowerBound)–\(reps.upperBound)"
    }

    @Test func thePrescriptionTableIsTheCodes() {
        let expected = PrescriptionTable.rows.map { row in
            "| \(row.goal.rawValue) | \(row.role.rawValue) | \(row.prescription.sets) | \(range(row.prescription.reps)) | \(row.prescription.restSeconds) |"
        }
        #expect(rows("prescription-table") == expected)
    }

    @Test func theSafetyTableIsTheCodes() {
        let order: [MuscleGroup] = [.chest, .back, .legs, .shoulders, .arms, .core, .cardio]
        #expect(Set(order) == Set(MuscleGroup.allCases))
        let expected = order.map { region in
            "| \(region.rawValue) | " + PatternSafety.loadedPatterns(by: region).map { $0.pattern.rawValue + ($0.onlyLoaded ? " (loaded only)" : "") }.joined(separator: ", ") + " |"
        }
        #expect(rows("safety-table") == expected)
    }

    @Test func theCapsTableIsTheCodes() {
        for level in FitnessLevel.allCases {
            let caps = SessionCaps.forLevel(level)
            #expect(Self.document.contains("| \(level.rawValue) | \(caps.sets) | \(caps.minutes) | \(caps.exercises) |"), "\(level)")
        }
        #expect(Self.document.contains("more than \(SessionCaps.absoluteMaxSets) working sets"))
    }

    @Test func everyRoleIsPrescribedWithinThePlanRulesAndCoreNeverLikeAMainLift() {
        for row in PrescriptionTable.rows {
            #expect(PlanRules.composedRestSeconds.contains(row.prescription.restSeconds))
            #expect(PlanRules.reps.contains(row.prescription.reps.lowerBound) && PlanRules.reps.contains(row.prescription.reps.upperBound))
            if row.role >= .accessory {
                #expect(!(row.prescription.reps.lowerBound <= 6 && row.prescription.restSeconds >= 120), "\(row.goal) \(row.role)")
            }
        }
        #expect(PrescriptionTable.prescription(goal: .strength, role: .main).restSeconds >= 180)
    }
}
