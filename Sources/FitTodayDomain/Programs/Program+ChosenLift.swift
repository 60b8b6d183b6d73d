extension Program {
    /// The exercise a run chose for the program's `lift KEY: any` (Smolov Jr's one lift): the exercise of the run's
    /// `--max` (else `--tm`, else `--start`) that no other lift of the program names. Nil when the program chooses
    /// none or the run gives none.
    public func chosenExerciseID(in run: ProgramRun) -> String? {
        guard lifts.contains(where: \.isChosenAtStart) else { return nil }
        let named = Set(lifts.filter { !$0.isChosenAtStart }.map(\.exerciseID))
        for numbers in [run.maxesKg, run.trainingMaxesKg, run.startWeightsKg] {
            if let id = numbers.keys.sorted().first(where: { !named.contains($0) }) { return id }
        }
        return nil
    }

    /// The program with its chosen lift's exercise filled in, in the lift and in every day's entries naming it.
    public func choosing(exerciseID: String?) -> Program {
        guard let exerciseID, lifts.contains(where: \.isChosenAtStart) else { return self }
        var program = self
        let keys = Set(lifts.filter(\.isChosenAtStart).map(\.key))
        for index in program.lifts.indices where program.lifts[index].isChosenAtStart {
            program.lifts[index].exerciseID = exerciseID
        }
        for week in program.weeks.indices {
            for day in program.weeks[week].days.indices {
                for entry in program.weeks[week].days[day].entries.indices where keys.contains(program.weeks[week].days[day].entries[entry].liftKey) {
                    program.weeks[week].days[day].entries[entry].exerciseID = exerciseID
                }
            }
        }
        return program
    }
}
