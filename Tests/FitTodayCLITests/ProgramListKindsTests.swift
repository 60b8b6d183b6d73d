import FitTodayTestSupport
import Foundation
import Testing

/// `program list` groups the programs by kind (linear, the 5/3/1 family, hypertrophy, peaking) and says who each is
/// for, in both languages.
@Suite(.waitsOnChildren) struct ProgramListKindsTests {
    @Test func theListIsGroupedByKindInBothLanguages() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let text = try cli.run(["program", "list"]).stdout
        let headings = ["Progressão linear", "Família 5/3/1", "Hipertrofia (", "Pico (", "Outros"]
        let places = headings.compactMap { text.range(of: $0)?.lowerBound }
        #expect(places.count == headings.count && places == places.sorted(), "\(text)")
        // Each program under its heading: Texas Method with the linear ones, FSL with 5/3/1, PHUL with hypertrophy.
        func group(_ heading: String) -> String {
            String(text[text.range(of: heading)!.upperBound...]).components(separatedBy: "\n\n").first ?? ""
        }
        for id in ["starting-strength", "greyskull-lp", "texas-method", "madcow-5x5", "gzclp", "5x5"] { #expect(group("Progressão linear").contains(id), "\(id)") }
        for id in ["531-bbb", "531-beginners", "531-fsl", "nsuns-5"] { #expect(group("Família 5/3/1").contains(id), "\(id)") }
        for id in ["ppl", "phul"] { #expect(group("Hipertrofia (").contains(id), "\(id)") }
        #expect(group("Pico (").contains("smolov-jr") && group("Outros").contains("calistenia"))
        #expect(text.contains("Intermediários que querem um pico curto e duro em um levantamento, por 3 semanas."))
        let english = try cli.run(["program", "list", "--locale", "en"]).stdout
        #expect(english.contains("Peaking (a short block toward a new max)") && english.contains("The 5/3/1 family"), "\(english)")
        #expect(english.contains("Intermediate lifters who want a short, hard peak on one lift, for 3 weeks."))
        let json = try cli.json(["program", "list"])
        let kinds = Dictionary(uniqueKeysWithValues: (json["programs"] as? [[String: Any]] ?? []).map { ($0["id"] as? String ?? "", $0["kind"] as? String ?? "") })
        #expect(kinds["texas-method"] == "linear" && kinds["531-fsl"] == "531" && kinds["phul"] == "hypertrophy" && kinds["smolov-jr"] == "peaking")
    }
}
