import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodaySystem
import Foundation

/// `fittoday print block`: the next weeks' sessions with every load worked out, as a page for the browser's print
/// (`print/index.html` in the site, built first when there is none). Its choices go into `[print]` of the settings
/// file, so every later `build` keeps the block current from its own day (docs/printing.md).
struct PrintBlockCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "block",
        abstract: HelpLanguage.words.printBlock.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.printBlock.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.printBlock.weeks))
    var weeks: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.printBlock.from))
    var from: String?

    @OptionGroup var printing: PrintDayOptions

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let settings = try Self.settings(context.configuration.print, weeks: weeks, paper: printing.paper)
        let day = try ArgumentValues.day(printing.date)
        let start = try from.map { (text: String) throws(FitTodayError) -> LocalDate in try LocalDate.parse(text, option: "--from") }
        // Saved first: the build reads its settings from the file, and every later build keeps the block so.
        if settings != context.configuration.print { try settings.save(toConfigurationAt: context.configurationPath) }
        // JSON alone on the standard output: the build's summary line is not said then.
        var options = global
        if json { options.style.quiet = true }
        let saved = try CommandContext(options)
        var request = SiteBuildRun.Request(date: printing.date, offline: printing.offline, verbose: global.style.verbose)
        request.printFrom = start
        _ = try await SiteBuildRun(context: saved, request: request).build()
        let store = try saved.openStore(readOnly: true)
        let block = try PrintBlockRun.block(context: saved, store: store, program: try saved.useCases.followedProgram(store: store), week: nil, day: day, from: start)
        let page = URL(fileURLWithPath: saved.configuration.outputDirectory).appendingPathComponent(SitePaths.printBlock).path
        if json {
            context.console.result(Self.json(block, paper: settings.paper, page: page).rendered(unit: saved.unit))
        } else {
            saved.console.say(saved.locale.words.cli.printBlock.written(path: page, sessions: block?.sessions.count ?? 0, paper: settings.paper.cssSize))
        }
    }

    /// `current` with `--weeks` and `--paper` as given, or a friendly refusal.
    static func settings(_ current: PrintSettings, weeks: String?, paper: String?) throws(FitTodayError) -> PrintSettings {
        var settings = current
        if let weeks {
            guard let number = Int(weeks), PrintBlock.weeksRange.contains(number) else {
                throw .invalid(.optionRange(option: "--weeks", value: weeks, lowest: PrintBlock.weeksRange.lowerBound, highest: PrintBlock.weeksRange.upperBound))
            }
            settings.weeks = number
        }
        if let paper {
            guard let chosen = PrintPaper(rawValue: paper.lowercased()) else {
                throw .invalidValue(option: "--paper", value: paper, allowed: PrintPaper.allCases.map(\.rawValue))
            }
            settings.paper = chosen
        }
        return settings
    }

    static func json(_ block: PrintBlock?, paper: PrintPaper, page: String) -> OrderedJSON {
        guard let block else { return .object([("page", .string(page)), ("paper", .string(paper.rawValue)), ("sessions", .array([]))]) }
        return .object([
            ("page", .string(page)), ("paper", .string(paper.rawValue)),
            ("program", block.programID.map { id in .object([("id", .string(id)), ("name", .optional(block.programName))]) } ?? .null),
            ("built_on", .string(block.builtOn.description)), ("from", .string(block.from.description)), ("weeks", .int(block.weeks)),
            ("weeks_ignored", .bool(block.weeksIgnored)), ("assumes_success", .bool(block.assumesSuccess)),
            ("fixed_by_training_max", .bool(block.fixedByTrainingMax)),
            ("starts", .array(block.starts.map { start in
                .object([("lift", .string(start.lift)), ("exercise_id", .string(start.exerciseID)),
                         ("training_max_kg", .optional(start.trainingMaxKg)), ("weight_kg", .optional(start.weightKg))])
            })),
            ("sessions", .array(block.sessions.map { session in
                .object([
                    ("number", .int(session.number)), ("date", .string(session.date.description)),
                    ("program_day", session.position.map { position in
                        .object([("cycle", .int(position.cycle)), ("week", .int(position.week)), ("day", .int(position.day)),
                                 ("day_name", .string(position.dayName))])
                    } ?? .null),
                    ("focus", .optional(session.focus?.rawValue)),
                    ("exercises", .array(session.exercises.map { item in
                        .object([
                            ("exercise_id", .string(item.exerciseID)), ("exercise_name", .string(item.name)), ("rest_seconds", .int(item.restSeconds)),
                            ("failure_rule", .optional(item.failureRule)), ("prescribed_sets", .array(item.sets.map(ProgramJSON.prescribedSet))),
                        ])
                    })),
                ])
            })),
        ])
    }
}
