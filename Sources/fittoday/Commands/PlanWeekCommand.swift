import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday plan week`: the split the composer intends for the next seven days.
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
        ])
    }

    static func text(_ week: WeekOutlook, locale: AppLocale) -> String {
        let words = locale.words.cli.planWeek
        var lines = [words.header(split: week.split.label(locale), frequency: week.frequency)]
        for day in week.days {
            let focus = day.focus.map { $0.label(locale) } ?? words.restDay
            var line = "  " + words.dayLine(date: day.date.description, focus: TerminalText.clean(focus))
            if !day.mainLifts.isEmpty { line += words.mainLifts(lifts: day.mainLifts.map { TerminalText.clean($0) }.joined(separator: ", ")) }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
