import FitTodayDomain
import Testing

/// The planned week (issue 30 item 4): the split by frequency, 48 hours between heavy sessions of a pattern, the
/// rotation over the last seven days, the weekly band.
@Suite struct ComposedWeekTests {
    let composer = LocalPlanComposer()
    let now = LocalDateTime("2026-11-22 07:00:00")!

    private func plan(_ request: CompositionRequest) throws -> Plan {
        try #require(try composer.compose(request, createdAt: now))
    }

    private func session(_ request: CompositionRequest) -> SessionFocus? {
        composer.plannedSession(for: request)?.focus
    }

    @Test func theSplitFollowsTheFrequency() {
        #expect((1...3).allSatisfy { WeekSplit(frequency: $0) == .fullBody })
        #expect(WeekSplit(frequency: 4) == .upperLower)
        #expect(WeekSplit(frequency: 5) == .pushPullLegs && WeekSplit(frequency: 6) == .pushPullLegs)
        #expect(WeekSplit(frequency: 7) == .pushPullLegsMobility)
        for frequency in 1...7 {
            #expect((0..<7).filter { WeekPlanner.isTrainingDay($0, frequency: frequency) }.count == frequency)
            #expect(WeekPlanner.isTrainingDay(0, frequency: frequency))
        }
    }

    @Test func withoutACheckInTheWeekDecidesAndACheckInStillWins() {
        let yesterdayLower = [LibraryFixture.day("2026-11-21", ["agachamento", "stiff", "afundo"])]
        #expect(session(LibraryFixture.request(focus: .fullBody, frequency: 4, recent: yesterdayLower, focusChosen: false)) == .upper)
        #expect(session(LibraryFixture.request(focus: .fullBody, frequency: 4, recent: yesterdayLower, focusChosen: true)) == .fullBody)
        #expect(session(LibraryFixture.request(focus: .lower, frequency: 4, recent: yesterdayLower, focusChosen: true)) == .lower)
        #expect(session(LibraryFixture.request(focus: .fullBody, frequency: 2, recent: yesterdayLower, focusChosen: false)) == .fullBody)
        // Push yesterday, pull the day before: legs today.
        let pushPull = [LibraryFixture.day("2026-11-20", ["puxada", "remada", "rosca"]), LibraryFixture.day("2026-11-21", ["supino", "desenvolvimento", "triceps"])]
        #expect(session(LibraryFixture.request(focus: .fullBody, frequency: 6, recent: pushPull, focusChosen: false)) == .legs)
        // Six training days in a row at seven a week: mobility.
        let six = (16...21).map { LibraryFixture.day("2026-11-\($0)", ["supino", "puxada", "agachamento"]) }
        #expect(session(LibraryFixture.request(focus: .fullBody, frequency: 7, recent: six, focusChosen: false)) == .mobility)
        #expect(session(LibraryFixture.request(focus: .fullBody, frequency: 6, recent: six, focusChosen: false)) != .mobility)
    }

    @Test func aHeavyPatternRestsFortyEightHours() throws {
        // A deadlift yesterday: today's full-body main is a squat, and no main-role hinge at all.
        let request = LibraryFixture.request(goal: .strength, focus: .fullBody, recent: [LibraryFixture.day("2026-11-21", ["terra", "supino", "puxada"])])
        let day = try plan(request)
        let library = LibraryFixture.library
        #expect(library.exercise(id: day.exercises[0].exerciseID)?.pattern == .squat)
        #expect(!day.exercises.contains { library.exercise(id: $0.exerciseID)?.role == .main && library.exercise(id: $0.exerciseID)?.pattern == .hinge })
        // Three full-body days in a row never give three deadlifts.
        var recent: [TrainedDay] = []
        var heavyHinges = 0
        for offset in 0..<3 {
            let date = LocalDate("2026-11-22")!.adding(days: offset)
            let today = try plan(LibraryFixture.request(goal: .strength, focus: .fullBody, date: date.description, recent: recent))
            if today.exercises.contains(where: { $0.exerciseID == "terra" }) { heavyHinges += 1 }
            recent.append(TrainedDay(date: date, exercises: today.exercises.map { TrainedExercise(exerciseID: $0.exerciseID, sets: $0.sets) }, logged: true))
        }
        #expect(heavyHinges <= 2)
        // Squat and deadlift yesterday: today's lower day takes only lighter lifts.
        let both = [LibraryFixture.day("2026-11-21", ["agachamento", "terra"])]
        let light = try plan(LibraryFixture.request(goal: .strength, focus: .lower, recent: both))
        #expect(light.exercises.allSatisfy { LibraryFixture.library.exercise(id: $0.exerciseID)?.role != .main })
    }

    @Test func frequencyChangesTheWeek() throws {
        let reader = WeekReader()
        let twice = try PlanTheWeek(reader: reader, locale: .ptBR)(profile: Profile(goal: .hypertrophy, equipment: .fullGym, weeklyFrequency: 2), library: LibraryFixture.library, from: LocalDate("2026-11-23")!)
        let six = try PlanTheWeek(reader: reader, locale: .ptBR)(profile: Profile(goal: .hypertrophy, equipment: .fullGym, weeklyFrequency: 6), library: LibraryFixture.library, from: LocalDate("2026-11-23")!)
        #expect(twice.days.count == 7 && six.days.count == 7)
        #expect(twice.days.compactMap(\.focus).count == 2 && six.days.compactMap(\.focus).count == 6)
        #expect(Set(twice.days.compactMap(\.focus)) == [.fullBody])
        #expect(Set(six.days.compactMap(\.focus)) == [.push, .pull, .legs])
        #expect(twice.days.map(\.focus) != six.days.map(\.focus))
        #expect(six.days.filter { $0.focus != nil }.allSatisfy { !$0.mainLifts.isEmpty })
        let upperLower = try PlanTheWeek(reader: reader, locale: .ptBR)(profile: Profile(goal: .strength, equipment: .fullGym, weeklyFrequency: 4), library: LibraryFixture.library, from: LocalDate("2026-11-23")!)
        #expect(upperLower.days.compactMap(\.focus) == [.upper, .lower, .upper, .lower])
        let seven = try PlanTheWeek(reader: reader, locale: .ptBR)(profile: Profile(goal: .strength, equipment: .fullGym, weeklyFrequency: 7), library: LibraryFixture.library, from: LocalDate("2026-11-23")!)
        #expect(seven.days.compactMap(\.focus) == [.push, .pull, .legs, .push, .pull, .legs, .mobility])
        // Push and pull about 1:1 over a push/pull/legs week.
        #expect(six.days.filter { $0.focus == .push }.count == six.days.filter { $0.focus == .pull }.count)
    }

    @Test func aRecordedCheckInDecidesItsDayOfTheWeek() throws {
        var reader = WeekReader()
        reader.checkIns[LocalDate("2026-11-24")!] = CheckIn(date: LocalDate("2026-11-24")!, focus: .rest)
        reader.checkIns[LocalDate("2026-11-26")!] = CheckIn(date: LocalDate("2026-11-26")!, focus: .core)
        let week = try PlanTheWeek(reader: reader, locale: .en)(profile: Profile(goal: .general, equipment: .home, weeklyFrequency: 7), library: LibraryFixture.library, from: LocalDate("2026-11-23")!)
        #expect(week.days[1].focus == nil)
        #expect(week.days[3].focus == .core)
    }

    /// A check-in that answers how the person is, with no focus, is not a choice of "full body": the week still
    /// decides the day, and a day the week rests stays a rest day.
    @Test func aCheckInWithoutAFocusLeavesTheDayToTheWeek() throws {
        let profile = Profile(goal: .strength, equipment: .fullGym, weeklyFrequency: 4)
        var reader = WeekReader()
        // The 23rd and 24th train at four days a week, the 25th rests.
        for day in ["2026-11-23", "2026-11-24", "2026-11-25"] {
            reader.checkIns[LocalDate(day)!] = CheckIn(date: LocalDate(day)!, soreness: 1, sleep: 4, fatigue: 4, stress: 4, mood: 4)
        }
        let week = try PlanTheWeek(reader: reader, locale: .ptBR)(profile: profile, library: LibraryFixture.library, from: LocalDate("2026-11-23")!)
        #expect(week.days.map(\.focus) == [.upper, .lower, nil, .upper, nil, .lower, nil])
    }

    @Test func theWeeklyBandScalesDownAtOneOrTwoDays() {
        #expect(WeeklySetTarget.band(10...20, frequency: 3) == 10...20)
        #expect(WeeklySetTarget.band(10...20, frequency: 6) == 10...20)
        #expect(WeeklySetTarget.band(10...20, frequency: 2) == 7...13)
        #expect(WeeklySetTarget.band(10...20, frequency: 1) == 3...7)
    }

    @Test func theWeekFillsWhatItLacks() throws {
        // A week heavy on pushing: the full-body day's free accessory slot goes to the back, not the chest.
        let pushes = (19...21).map { LibraryFixture.day("2026-11-\($0)", ["supino", "desenvolvimento", "crucifixo", "elevacao-lateral"], sets: 5) }
        let day = try plan(LibraryFixture.request(equipment: .fullGym, level: .advanced, focus: .fullBody, recent: pushes))
        let groups = day.exercises.compactMap { LibraryFixture.library.exercise(id: $0.exerciseID)?.muscleGroup }
        #expect(groups.filter { $0 == .back }.count >= groups.filter { $0 == .chest }.count, "\(day.exercises.map(\.exerciseID))")
    }
}
