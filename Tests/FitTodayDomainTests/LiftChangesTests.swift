import Foundation
import Testing
@testable import FitTodayDomain

/// A team's lift changes and program place come from the program's folded history in the Domain (issue 50): each
/// lift's state before the last program session and now, named as the athlete's library names its exercise.
@Suite struct LiftChangesTests {
    typealias Block = WorkOutTheBlockTests

    static let run = ProgramRun(programID: "gzclp", startedOn: Block.monday, startWeightsKg: [
        Block.squat: 100, Block.bench: 60, "desenvolvimento-militar-com-barra": 40, "levantamento-terra": 120,
    ])

    @Test func eachLiftIsTheStateBeforeTheLastSessionAndNow() throws {
        let fresh = try Block.standing("gzclp.txt", run: Self.run)
        let first = fresh.engine.prescribe(fresh.state.next, state: fresh.state)
        let standing = try Block.standing("gzclp.txt", run: Self.run, sessions: [Block.logged(first, id: 1, dayIndex: 0, on: Block.monday)])
        let changes = SummarizeAthlete.liftChanges(standing, names: [Block.squat: "Agachamento do atleta"])
        #expect(changes.count == standing.program.lifts.filter { standing.state.lifts[$0.key] != nil }.count)
        #expect(!changes.isEmpty)
        for (change, lift) in zip(changes, standing.program.lifts.filter { standing.state.lifts[$0.key] != nil }) {
            #expect(change.before == fresh.state.lifts[lift.key], "\(lift.key): before the one session, the program's start")
            #expect(change.after == standing.state.lifts[lift.key])
        }
        #expect(changes.contains { $0.name.contains("Agachamento do atleta") }, "named as the athlete's library names it: \(changes.map(\.name))")
        #expect(changes.contains { $0.before != $0.after }, "the session logged as prescribed moved a lift on")

        // No session yet: nothing before.
        #expect(SummarizeAthlete.liftChanges(fresh, names: [:]).allSatisfy { $0.before == nil })
    }

    @Test func thePlaceIsTheNextDayOfTheRun() throws {
        let standing = try Block.standing("gzclp.txt", run: Self.run)
        let place = SummarizeAthlete.place(standing)
        #expect(place.id == standing.program.id && place.name == standing.program.name)
        #expect(place.cycle == standing.state.next.cycle && place.week == standing.state.next.week && place.day == standing.state.next.day)
        #expect(place.dayName == standing.state.next.dayName && place.startedOn == Block.monday)
    }
}
