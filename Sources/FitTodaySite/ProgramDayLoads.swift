import FitTodayDomain

/// Today's loads on a program day: the sets its program's cycle prescribes (``ProgramOverview/cycle``), put into
/// the loads ``PrescribeLoads`` gave when those carry none, so the sheet shows what the program page shows.
enum ProgramDayLoads {
    /// `loads` with each exercise of `plan`'s program day given its prescribed sets, superset, stage and reason;
    /// unchanged when the plan is no program's day, its day is not in its program's cycle, or loads have sets.
    static func filling(_ loads: [LoadPrescription], of plan: Plan, from programs: [ProgramOverview]) -> [LoadPrescription] {
        guard let link = plan.program, let overview = programs.first(where: { $0.program.id == link.programID }),
              let day = overview.cycle.joined().first(where: { $0.position.dayIndex == link.position.dayIndex }) else { return loads }
        var result = loads
        var unused = day.exercises
        for (index, item) in plan.exercises.enumerated() where result.indices.contains(index) && result[index].sets.isEmpty {
            // In order: a lift done twice in a day (T1 and T2 squat) takes its entries one after the other.
            guard let found = unused.firstIndex(where: { $0.exerciseID == item.exerciseID }) else { continue }
            let prescribed = unused.remove(at: found)
            result[index].sets = prescribed.sets
            result[index].superset = prescribed.superset
            result[index].stage = prescribed.stage
            result[index].reason = prescribed.reason ?? result[index].reason
            result[index].targetWeightKg = prescribed.mainSets.compactMap(\.weightKg).max()
            result[index].warmup = []
        }
        return result
    }
}
