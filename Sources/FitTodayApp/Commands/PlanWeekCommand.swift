import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday plan week`: the split the composer intends for the next seven days; for someone who follows a program,
/// the program's next days in order (a program moves on with the sessions logged, not with the calendar).
struct PlanWeekCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: HelpLanguage.words.planWeek.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.planWeek.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.planWeek.date))
    var date: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let now = SystemClock.now()
        let day = try ArgumentValues.date(date, today: now.date)
        let (store, profile) = try context.openStoreWithProfile()
        if let standing = try context.followedProgram(store: store)?.standing {
            let days = Self.programDays(standing)
            let names = try context.exerciseNames(in: store)
            context.console.result(json ? Self.json(standing, days: days, names: names).rendered()
                : Self.text(standing, days: days, names: names, locale: context.locale, from: day))
            return
        }
        let library = try context.loadLibrary(into: store)
        let week = try PlanTheWeek(reader: store, locale: context.locale)(
            profile: profile, library: library, from: day, weeklySetsTarget: context.configuration.training.weeklySets
        )
        if json {
            context.console.result(Self.json(week).rendered())
        } else {
            context.console.result(Self.text(week, locale: context.locale))
        }
    }

    static func json(_ week: WeekOutlook) -> OrderedJSON {
        .object([
            ("split", .string(week.split.rawValue)),
            ("frequency", .int(Int64(week.frequency))),
            ("days", .array(week.days.map { day in
                .object([
                    ("date", .string(day.date.description)),
                    ("focus", day.focus.map { .string($0.rawValue) } ?? .null),
                    ("recovery", .bool(day.recovery)),
                    ("main_lifts", .array(day.mainLifts.map { .string($0) })),
                ])
            })),
            ("program", .null),
        ])
    }

    /// The program's next days, as many as it trains in a week, from the one that is next.
    static func programDays(_ standing: FollowProgram.Standing) -> [ProgramPosition] {
        let next = standing.state.next.dayIndex
        return (0..<max(standing.program.daysPerWeek, 1)).map { standing.program.position(ofDay: next + $0) }
    }

    /// A program day's exercises in its order, each named once in the locale's words.
    static func lifts(of position: ProgramPosition, in program: Program, names: [String: String]) -> [String] {
        var seen: [String] = []
        for entry in program.day(at: position).entries {
            let name = names[entry.exerciseID] ?? entry.exerciseName
            if !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    static func json(_ standing: FollowProgram.Standing, days: [ProgramPosition], names: [String: String]) -> OrderedJSON {
        .object([
            ("split", .null),
            ("frequency", .int(Int64(standing.program.daysPerWeek))),
            ("days", .array(days.map { position in
                .object([
                    ("cycle", .int(Int64(position.cycle))),
                    ("week", .int(Int64(position.week))),
                    ("day", .int(Int64(position.day))),
                    ("day_name", .string(position.dayName)),
                    ("lifts", .array(lifts(of: position, in: standing.program, names: names).map { .string($0) })),
                ])
            })),
            ("program", .object([("id", .string(standing.program.id)), ("name", .string(standing.program.name)),
                                 ("started_on", .string(standing.run.startedOn.description))])),
        ])
    }

    /// The program's next days; a program that starts after `day` says when first.
    static func text(_ standing: FollowProgram.Standing, days: [ProgramPosition], names: [String: String], locale: AppLocale,
                     from day: LocalDate) -> String {
        let words = locale.words.cli.planWeekProgram
        var lines = [words.header(program: TerminalText.clean(standing.program.name), days: standing.program.daysPerWeek)]
        if standing.run.startedOn > day { lines.append(words.startsLater(date: DateText.terminal(standing.run.startedOn, locale))) }
        for position in days {
            let place = locale.words.domain.followProgram.position(cycle: position.cycle, week: position.week, day: TerminalText.clean(position.dayName))
            let lifts = lifts(of: position, in: standing.program, names: names).map { TerminalText.clean($0) }.joined(separator: ", ")
            lines.append(words.dayLine(position: place, lifts: lifts))
        }
        lines.append(words.status)
        return lines.joined(separator: "\n")
    }

    static func text(_ week: WeekOutlook, locale: AppLocale) -> String {
        let words = locale.words.cli.planWeek
        var lines = [words.header(split: week.split.label(locale), frequency: week.frequency)]
        for day in week.days {
            let focus = day.focus.map { $0.label(locale) } ?? words.restDay
            var line = "  " + words.dayLine(date: DateText.terminal(day.date, locale), focus: TerminalText.clean(focus))
            if !day.mainLifts.isEmpty { line += words.mainLifts(lifts: day.mainLifts.map { TerminalText.clean($0) }.joined(separator: ", ")) }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
