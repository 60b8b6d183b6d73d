import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySystem

/// `fittoday body [WEIGHT]`: records a day's body weight (and waist, body fat), or lists them.
struct BodyCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "body",
        abstract: HelpLanguage.words.body.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.body.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.body.weight))
    var weight: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.body.date))
    var date: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.body.unit))
    var unit: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.body.waist))
    var waist: String?

    @Option(name: .customLong("body-fat"), help: ArgumentHelp(HelpLanguage.words.body.bodyFat))
    var bodyFat: String?

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        var shown = context.unit
        if let unit {
            guard let given = WeightUnit(text: unit) else { throw .invalidValue(option: "--unit", value: unit, allowed: ["kg", "lb"]) }
            shown = given
        }
        let words = context.locale.words.cli.body
        let repository = try context.openStore().bodyMeasurements
        guard weight != nil || waist != nil || bodyFat != nil else {
            let entries = try repository.bodyMeasurements()
            if json { return context.console.result(OrderedJSON.array(entries.map { .bodyMeasurement($0) }).rendered(unit: shown)) }
            guard !entries.isEmpty else { return context.console.say(words.none) }
            return context.console.result(entries.map { line($0, unit: shown, locale: context.locale) }.joined(separator: "\n"))
        }
        let day = try ArgumentValues.day(date)
        guard day <= SystemClock.now().date else { throw .invalid(.futureSession(day)) }
        let entry = BodyMeasurement(
            date: day, weightKg: try weight.map { text throws(FitTodayError) in shown.kilograms(try Self.number(text, option: "WEIGHT")) },
            waistCm: try waist.map { text throws(FitTodayError) in try Self.number(text, option: "--waist") },
            bodyFatPercent: try bodyFat.map { text throws(FitTodayError) in try Self.number(text, option: "--body-fat") }
        )
        let saved = try repository.saveBodyMeasurement(entry)
        if json { return context.console.result(OrderedJSON.bodyMeasurement(saved).rendered(unit: shown)) }
        context.console.say(words.recorded(entry: line(saved, unit: shown, locale: context.locale)))
    }

    /// "02/12/2026: 82,4 kg · cintura 88 cm · gordura 18,5%".
    private func line(_ entry: BodyMeasurement, unit: WeightUnit, locale: AppLocale) -> String {
        let words = locale.words.cli.body
        var parts: [String] = []
        if let weight = entry.weightKg { parts.append(WeightText.format(weight, unit, locale)) }
        if let waist = entry.waistCm { parts.append(words.waistValue(value: NumberText.decimal(waist, fractionDigits: 1, locale))) }
        if let fat = entry.bodyFatPercent { parts.append(words.bodyFatValue(value: NumberText.decimal(fat, fractionDigits: 1, locale))) }
        return DateText.terminal(entry.date, locale) + ": " + parts.joined(separator: " · ")
    }

    /// A number as people type it, with `.` or `,` for decimals.
    private static func number(_ text: String, option: String) throws(FitTodayError) -> Double {
        guard let value = Double(text.replacingOccurrences(of: ",", with: ".")), value.isFinite, value > 0 else {
            throw .invalidNumber(option: option, value: text)
        }
        return value
    }
}
