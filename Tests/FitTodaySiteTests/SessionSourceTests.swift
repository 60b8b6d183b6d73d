import FitTodayDomain
import Testing
@testable import FitTodaySite

/// `SessionPageModel.source`: the bytes a session page's fingerprint is made of. Two sessions that would render
/// differently must never spell out the same bytes, however their fields are cut.
@Suite struct SessionSourceTests {
    static let base = WorkoutSession(
        id: 7, completedAt: LocalDateTime("2026-11-20 07:30:00")!, status: .completed, durationMinutes: 50, intensity: nil,
        planID: 3, planTitle: "Treino A", notes: "ok",
        sets: [
            LoggedSet(exerciseID: "supino", exerciseName: "Supino", setNumber: 1, reps: 10, weightKg: 60, rpe: 8),
            LoggedSet(exerciseID: "supino", exerciseName: "Supino", setNumber: 2, reps: 8, weightKg: 62.5),
            LoggedSet(exerciseID: "remada", exerciseName: "Remada", setNumber: 1, reps: 12, weightKg: nil),
        ])

    static func source(_ session: WorkoutSession, planListed: Bool = true, records: Set<SessionPageModel.RecordSet> = []) -> [UInt8] {
        SessionPageModel.source(session, planListed: planListed, records: records)
    }

    static func changed(_ change: (inout WorkoutSession) -> Void) -> WorkoutSession {
        var session = base
        change(&session)
        return session
    }

    @Test func theSameSessionGivesTheSameBytes() {
        #expect(Self.source(Self.base) == Self.source(Self.base))
    }

    @Test func everyChangeAPageShowsChangesTheBytes() {
        let variants: [(String, [UInt8])] = [
            ("base", Self.source(Self.base)),
            ("plan not listed", Self.source(Self.base, planListed: false)),
            ("a record", Self.source(Self.base, records: [.init(exerciseID: "supino", setNumber: 2)])),
            ("id", Self.source(Self.changed { $0.id = 8 })),
            ("a second later", Self.source(Self.changed { $0.completedAt = $0.completedAt.adding(seconds: 1) })),
            ("started", Self.source(Self.changed { $0.startedAt = $0.completedAt })),
            ("started at the epoch", Self.source(Self.changed { $0.startedAt = LocalDateTime(secondsSinceEpoch: 0) })),
            ("no duration", Self.source(Self.changed { $0.durationMinutes = nil })),
            ("intensity", Self.source(Self.changed { $0.intensity = .high })),
            ("notes moved into the title", Self.source(Self.changed { $0.planTitle = "Treino Aok"; $0.notes = "" })),
            ("weight", Self.source(Self.changed { $0.sets[1].weightKg = 62.25 })),
            ("no weight instead of 0", Self.source(Self.changed { $0.sets[0].weightKg = 0 })),
            ("rpe", Self.source(Self.changed { $0.sets[1].rpe = 7 })),
            ("second set under another exercise", Self.source(Self.changed { $0.sets[1].exerciseID = "supino-2" })),
            ("second set's exercise renamed", Self.source(Self.changed { $0.sets[1].exerciseName = "Supino reto" })),
            ("last set under the first exercise", Self.source(Self.changed { $0.sets[2].exerciseID = "supino"; $0.sets[2].exerciseName = "Supino" })),
            ("a set fewer", Self.source(Self.changed { $0.sets.removeLast() })),
            ("sets swapped", Self.source(Self.changed { $0.sets.swapAt(0, 1) })),
            ("kind", Self.source(Self.changed { $0.sets[2].kind = .warmup })),
            ("reps", Self.source(Self.changed { $0.sets[2].reps = 13 })),
        ]
        for (i, (nameA, a)) in variants.enumerated() {
            for (nameB, b) in variants[(i + 1)...] { #expect(a != b, "\(nameA) vs \(nameB)") }
        }
    }

    @Test func aRepeatedExerciseIsSpelledOutOnce() {
        let bytes = Self.source(Self.base)
        let name = Array("Supino".utf8)
        let occurrences = (0...(bytes.count - name.count)).filter { Array(bytes[$0..<($0 + name.count)]) == name }.count
        #expect(occurrences == 1)
    }
}
