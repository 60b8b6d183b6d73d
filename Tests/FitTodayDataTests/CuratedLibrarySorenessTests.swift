import FitTodayData
import FitTodayDomain
import Foundation
import Testing

/// The soreness rules over the real curated library, every focus, setting and tier.
@Suite struct CuratedLibrarySorenessTests {
    static let library = try! ContentLibraryLoader(directory: ContentLibraryTests.repositoryContent).load()
    let now = LocalDateTime("2026-11-20 07:00:00")!

    private func compose(_ focus: Focus, _ setting: Equipment, soreness: Int, region: MuscleGroup? = nil) -> Plan? {
        let request = CompositionRequest(
            profile: Profile(goal: .hypertrophy, equipment: setting, level: .intermediate),
            checkIn: CheckIn(date: LocalDate("2026-11-20")!, focus: focus, soreness: soreness, soreRegion: region),
            library: Self.library
        )
        return try? LocalPlanComposer().compose(request, createdAt: now)
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    @Test(arguments: [Focus.upper, .lower, .fullBody, .core, .cardio], Equipment.allCases)
    func fewerSetsWheneverTheTierSaysSo(_ focus: Focus, _ setting: Equipment) throws {
        let rested = try #require(compose(focus, setting, soreness: 0))
        let restedSets = rested.exercises.reduce(0) { $0 + $1.sets }
        for soreness in 3...7 {
            let sore = try #require(compose(focus, setting, soreness: soreness))
            let sets = sore.exercises.reduce(0) { $0 + $1.sets }
            #expect(sets < restedSets, "\(focus) \(setting) soreness \(soreness): \(sets) sets, rested \(restedSets)")
        }
    }

    @Test(arguments: MuscleGroup.allCases)
    func aSoreRegionIsNotInTheTitle(_ region: MuscleGroup) {
        let words = [region.label(.ptBR), region.label(.en)].map(Self.folded)
        var titles = 0
        for focus in [Focus.upper, .lower, .fullBody, .core, .cardio] {
            for setting in Equipment.allCases {
                for soreness in [2, 5, 9] {
                    guard let plan = compose(focus, setting, soreness: soreness, region: region) else { continue }
                    let title = Self.folded(plan.name)
                    #expect(!words.contains { title.contains($0) }, "\(focus) \(setting) sore \(region): \(plan.name)")
                    titles += 1
                }
            }
        }
        // Some days have no plan when sore (nothing left to train); most do, so the check is not vacuous.
        #expect(titles > 0)
    }
}
