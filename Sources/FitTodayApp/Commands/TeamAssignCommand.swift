import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday team assign PROGRAM (--athlete ID ... | --all) [--start-date D] [--tm "ID:Lift=KG"] [--max …] [--start …]`:
/// one program for many athletes. A lift given no number starts from the athlete's own history
/// (``ProgramStartEstimate``); a lift with neither is named, and nothing is assigned to anyone.
struct TeamAssignCommand: TeamSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "assign", abstract: HelpLanguage.words.teamAssign.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.teamAssign.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.programStart.id))
    var program: String

    @Option(name: .customLong("athlete"), help: ArgumentHelp(HelpLanguage.words.teamAssign.athlete))
    var athletes: [String] = []

    @Flag(help: ArgumentHelp(HelpLanguage.words.teamAssign.all))
    var all = false

    @Option(name: .customLong("start-date"), help: ArgumentHelp(HelpLanguage.words.teamAssign.startDate))
    var startDate: String?

    @Option(name: .customLong("max"), help: ArgumentHelp(HelpLanguage.words.teamAssign.values))
    var maxes: [String] = []

    @Option(name: .customLong("tm"), help: ArgumentHelp(HelpLanguage.words.teamAssign.values))
    var trainingMaxes: [String] = []

    @Option(name: .customLong("start"), help: ArgumentHelp(HelpLanguage.words.teamAssign.values))
    var starts: [String] = []

    @OptionGroup var options: TeamOptions

    /// One athlete's run, worked out before anything is written.
    private struct Assignment {
        var id: AthleteID
        var name: String
        var store: SQLiteStore
        var run: ProgramRun
        var programName: String
        var reasons: [String]
    }

    func execute(_ team: TeamContext) async throws {
        let chosen = try team.chosen(athletes, all: all)
        if all, !athletes.isEmpty { throw FitTodayError.invalidValue(option: "--all", value: "--athlete", allowed: ["--all", "--athlete ID"]) }
        let day = try ArgumentValues.date(startDate, option: "--start-date", today: SystemClock.now().date)
        let known = Set(chosen.map(\.value))
        for (option, values) in [("--max", maxes), ("--tm", trainingMaxes), ("--start", starts)] {
            for value in values where !known.contains(Self.prefix(of: value) ?? "") {
                throw FitTodayError.team(.unprefixedValue(option: option, value: value))
            }
        }
        var assignments: [Assignment] = []
        var missing: [String] = []
        var example: String?
        for id in chosen {
            let (assignment, lacking) = try assignment(for: id, on: day, team: team)
            assignments.append(assignment)
            missing += lacking.map { "\(assignment.name): \($0.lift) (\($0.option))" }
            if example == nil, let first = lacking.first {
                example = "\(first.option) \"\(id.value):\(first.lift)=\(team.locale.words.cli.team.loadPlaceholder)\""
            }
        }
        // Nothing is written for anyone while a lift of anyone has no number to start from.
        if let example { throw FitTodayError.team(.liftsWithoutStart(missing, example: example)) }
        let words = team.locale.words.cli.team
        for assignment in assignments {
            _ = try assignment.store.programs.startProgramRun(assignment.run)
            team.console.say(words.assigned(name: assignment.name, program: assignment.programName, date: DateText.terminal(day, team.locale)))
            for reason in assignment.reasons { team.console.say("  " + reason) }
        }
    }

    /// The id before the colon of "ana:Lift=KG".
    private static func prefix(of value: String) -> String? {
        value.firstIndex(of: ":").map { String(value[..<$0]).trimmingCharacters(in: .whitespaces) }
    }

    /// `values` of athlete `id`, without their prefix.
    private static func values(_ values: [String], of id: AthleteID) -> [String] {
        values.compactMap { value in
            guard let colon = value.firstIndex(of: ":"), prefix(of: value) == id.value else { return nil }
            return String(value[value.index(after: colon)...])
        }
    }

    /// The athlete's assignment, and the lifts it lacks a number for, each with the option that gives it.
    private func assignment(for id: AthleteID, on day: LocalDate, team: TeamContext) throws(FitTodayError)
        -> (Assignment, [(lift: String, option: String)]) {
        let context = try team.athleteContext(id)
        let card = AthleteCard.read(in: team.folder.athleteFolder(id), id: id.value, fallback: day)
        let store = try context.openStoreForPrograms()
        let program = try context.useCases.followProgram(store: store).program(id: self.program)
        var run = ProgramRun(
            programID: program.id, startedOn: day,
            maxesKg: try context.liftNumbers(Self.values(maxes, of: id), option: "--max", store: store),
            trainingMaxesKg: try context.liftNumbers(Self.values(trainingMaxes, of: id), option: "--tm", store: store),
            startWeightsKg: try context.liftNumbers(Self.values(starts, of: id), option: "--start", store: store)
        )
        let engine = ProgramEngine(program: program, run: run, exercises: [:], settings: context.configuration.loads, locale: context.locale)
        let names = try context.exerciseNames(in: store)
        let history = try store.performance.recentPerformances(of: Array(Set(program.lifts.map(\.exerciseID))).sorted(), before: day.adding(days: 1), limit: 60)
        let words = team.locale.words.cli.team
        var reasons: [String] = [], missing: [(lift: String, option: String)] = [], seen = Set<String>()
        for lift in program.lifts where seen.insert(lift.key).inserted {
            let id = lift.exerciseID
            guard let need = ProgramStartEstimate.need(of: lift, in: program, usesTrainingMax: engine.usesTrainingMax(lift.key)) else { continue }
            let name = names[id] ?? lift.exerciseName
            switch need {
            case .trainingMax where run.trainingMaxesKg[id] != nil || run.maxesKg[id] != nil: continue
            case .startingWeight where run.startWeightsKg[id] != nil: continue
            default: break
            }
            guard let estimate = ProgramStartEstimate.best(history[id] ?? [], today: day) else {
                if case .trainingMax = need { missing.append((name, "--tm")) } else { missing.append((name, "--start")) }
                continue
            }
            // Kept with the run, so that the program's reason names where the number came from.
            run.estimates[id] = estimate
            let weight = { (kilograms: Double) in WeightText.format(kilograms, context.unit, team.locale) }
            let best = words.estimate(
                oneRepMax: weight(estimate.oneRepMaxKg), reps: estimate.reps, weight: weight(estimate.weightKg),
                date: DateText.terminal(estimate.date, team.locale))
            switch need {
            case .trainingMax:
                if program.trainingMaxPercent != nil {
                    // The program takes its own share of the max; its reason then names both.
                    run.maxesKg[id] = estimate.oneRepMaxKg
                    reasons.append(words.maxFromHistory(lift: name, estimate: best))
                } else {
                    let tm = estimate.oneRepMaxKg * ProgramStartEstimate.trainingMaxShare
                    run.trainingMaxesKg[id] = tm
                    reasons.append(words.trainingMaxFromHistory(lift: name, tm: weight(tm), estimate: best))
                }
            case let .startingWeight(reps):
                let start = ProgramStartEstimate.startingWeight(reps: reps, from: estimate)
                run.startWeightsKg[id] = start
                reasons.append(words.startFromHistory(lift: name, weight: weight(start), reps: reps, spare: ProgramStartEstimate.repsToSpare, estimate: best))
            }
        }
        return (Assignment(id: id, name: card.name, store: store, run: run, programName: program.name, reasons: reasons), missing)
    }
}
