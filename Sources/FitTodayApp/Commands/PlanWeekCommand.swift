import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySystem
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
        let day = try ArgumentValues.day(date)
        let (store, profile) = try context.openStoreWithProfile()
        if let standing = try context.useCases.followedProgram(store: store)?.standing {
            let week = ProgramWeekAhead(standing, names: try context.exerciseNames(in: store))
            context.console.result(json ? Self.json(week).rendered() : Self.text(week, locale: context.locale, from: day))
            return
        }
        let library = try context.loadLibrary(into: store)
        let week = try PlanTheWeek(reader: store.shownDay, locale: context.locale)(
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

    static func json(_ week: ProgramWeekAhead) -> OrderedJSON {
        .object([
            ("split", .null),
            ("frequency", .int(Int64(week.program.daysPerWeek))),
            ("days", .array(week.days.map { day in
                let position = day.position
                return .object([
                    ("cycle", .int(Int64(position.cycle))),
                    ("week", .int(Int64(position.week))),
                    ("day", .int(Int64(position.day))),
                    ("day_name", .string(position.dayName)),
                    ("lifts", .array(day.lifts.map { .string($0) })),
                ])
            })),
            ("program", .object([("id", .string(week.program.id)), ("name", .string(week.program.name)),
                                 ("started_on", .string(week.run.startedOn.description))])),
        ])
    }

    /// The program's next days; a program that starts after `day` says when first.
    static func text(_ week: ProgramWeekAhead, locale: AppLocale, from day: LocalDate) -> String {
        let words = locale.words.cli.planWeekProgram
        var lines = [words.header(program: TerminalText.clean(week.program.name), days: week.program.daysPerWeek)]
        if week.startsAfter(day) { lines.append(words.startsLater(date: DateText.terminal(week.run.startedOn, locale))) }
        for planned in week.days {
            let position = planned.position
            let place = locale.words.domain.followProgram.position(cycle: position.cycle, week: position.week, day: TerminalText.clean(position.dayName))
            let lifts = planned.lifts.map { TerminalText.clean($0) }.joined(separator: ", ")
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
