import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySystem
import Foundation

/// `fittoday checkin`: how you are today, and, if you like, the day's focus.
struct CheckInCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "checkin",
        abstract: HelpLanguage.words.checkIn.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.checkIn.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.checkIn.focus))
    var focus: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.checkIn.soreness))
    var soreness: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.checkIn.region))
    var region: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.readiness.sleep))
    var sleep: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.readiness.fatigue))
    var fatigue: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.readiness.stress))
    var stress: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.readiness.mood))
    var mood: String?

    @Option(name: .customLong("sleep-hours"), help: ArgumentHelp(HelpLanguage.words.readiness.sleepHours))
    var sleepHours: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.checkIn.date))
    var date: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    /// No flag at all: on a terminal the check-in is asked for.
    private var noAnswers: Bool {
        [focus, soreness, region, sleep, fatigue, stress, mood, sleepHours].allSatisfy { $0 == nil }
    }

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let day = try ArgumentValues.date(date, today: SystemClock.today())
        let (store, _) = try context.openStoreWithProfile()
        var answers = self
        if noAnswers, !json, Console.isInteractive { try answers.ask(locale: context.locale) }
        let checkIn = CheckIn(
            date: day,
            focus: try ArgumentValues.optionalSlug(answers.focus, as: Focus.self),
            soreness: try ArgumentValues.integer(answers.soreness ?? "0", option: "--soreness"),
            soreRegion: try ArgumentValues.optionalSlug(answers.region, as: MuscleGroup.self),
            sleep: try ArgumentValues.optionalInteger(answers.sleep, option: "--sleep"),
            fatigue: try ArgumentValues.optionalInteger(answers.fatigue, option: "--fatigue"),
            stress: try ArgumentValues.optionalInteger(answers.stress, option: "--stress"),
            mood: try ArgumentValues.optionalInteger(answers.mood, option: "--mood"),
            sleepHours: try answers.sleepHours.map { text throws(FitTodayError) in
                guard let hours = Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")) else {
                    throw .invalidNumber(option: "--sleep-hours", value: text)
                }
                return hours
            }
        )
        try PlanRules.validate(checkIn)
        try store.checkIns.saveCheckIn(checkIn)
        let reading = try AssessReadiness(checkIns: store.checkIns)(on: day)
        let suggested = try context.useCases.showTheDay(store: store, program: nil).deloadSuggested(on: day)
        if json {
            guard case var .object(members) = JSONRepresentation.checkIn(checkIn) else { return }
            members.append(("readiness", ReadinessJSON.readiness(reading, locale: context.locale)))
            members.append(("adjusts_plan", .bool(context.configuration.readiness.adjust)))
            members.append(("deload_suggested", .bool(suggested)))
            context.console.result(OrderedJSON.object(members).rendered(unit: context.unit))
            return
        }
        let locale = context.locale
        let words = locale.words.cli.readiness
        var line = locale.words.cli.checkIn.checkInFor(date: DateText.terminal(checkIn.date, locale)) + (checkIn.givenFocus?.label(locale) ?? words.keepsDay)
        line += locale.words.cli.checkIn.sorenessLine(soreness: checkIn.soreness)
        if let region = checkIn.soreRegion { line += " (\(region.label(locale).lowercased()))" }
        if let sleep = checkIn.sleep, let fatigue = checkIn.fatigue, let stress = checkIn.stress, let mood = checkIn.mood {
            line += words.answers(sleep: sleep, fatigue: fatigue, stress: stress, mood: mood)
        } else {
            line += checkIn.answers.map { ", " + $0.text(locale) }.joined()
        }
        if let hours = checkIn.sleepHours { line += words.sleepHours(hours: NumberText.decimal(hours, fractionDigits: 2, locale)) }
        context.console.say(line + ".")
        if checkIn.score != nil {
            for text in ReadinessText(locale: locale).reading(reading) { context.console.say(text) }
        }
        if suggested { context.console.say(words.deloadSuggested) }
    }

    /// One short question per line, as `init` asks; Enter skips a question.
    private mutating func ask(locale: AppLocale) throws(FitTodayError) {
        let words = locale.words.cli.readiness
        func question(_ text: String, option: String, valid: (String) -> Bool) throws(FitTodayError) -> String? {
            while true {
                FileHandle.standardOutput.write(Data((text + words.enterSkips).utf8))
                guard let answer = readLine() else { throw .missingOption(option: option) }
                let trimmed = answer.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { return nil }
                if valid(trimmed) { return trimmed }
                FileHandle.standardOutput.write(Data(locale.words.cli.onboardingPrompt.notUnderstood.utf8))
            }
        }
        let oneToFive: (String) -> Bool = { Int($0).map(WellnessScore.answerRange.contains) ?? false }
        sleep = try question(words.askSleep, option: "--sleep", valid: oneToFive)
        sleepHours = try question(words.askSleepHours, option: "--sleep-hours") {
            Double($0.replacingOccurrences(of: ",", with: ".")).map { (0...24).contains($0) } ?? false
        }
        fatigue = try question(words.askFatigue, option: "--fatigue", valid: oneToFive)
        stress = try question(words.askStress, option: "--stress", valid: oneToFive)
        mood = try question(words.askMood, option: "--mood", valid: oneToFive)
        soreness = try question(words.askSoreness, option: "--soreness") { Int($0).map(PlanRules.soreness.contains) ?? false }
        focus = try question(words.askFocus, option: "--focus") { (try? Focus.parse($0)) != nil }
    }
}
