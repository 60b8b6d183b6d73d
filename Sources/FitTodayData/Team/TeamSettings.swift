import FitTodayDomain
import FitTodayTOML
import Foundation

/// `team.toml`: the team's name, the language and unit of the coach's pages, and when an athlete needs attention
/// (`docs/team.md`). Unknown keys are refused, as in `fittoday.toml`.
public struct TeamSettings: Equatable, Sendable {
    public static let fileName = "team.toml"

    public var name: String
    public var locale: AppLocale = .default
    public var unit: WeightUnit = .kg
    public var attention = AttentionThresholds()
    /// `[deploy]`: where `team deploy` publishes the team's output, read as in `fittoday.toml` (credentials refused).
    public var deploy = DeploySettings()
    /// `[inbox]`: where the athletes' sheets send their logs, each athlete under `<prefix>/<id>/` (docs/inbox.md).
    public var inbox = InboxSettings()

    public init(name: String, locale: AppLocale = .default, unit: WeightUnit = .kg) {
        self.name = name
        self.locale = locale
        self.unit = unit
    }

    /// Reads `team.toml` from `folder`; messages in `locale` until the file names its own.
    public static func load(from folder: URL, locale: AppLocale) throws(FitTodayError) -> TeamSettings {
        let path = folder.appendingPathComponent(fileName).path
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .team(.notATeam(folder: folder.path))
        }
        return try parse(text, locale: locale, folder: folder)
    }

    /// `folder`: where a relative `[inbox] folder` is taken from (the team's folder).
    public static func parse(_ text: String, locale: AppLocale,
                             folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws(FitTodayError) -> TeamSettings {
        let fileName = Self.fileName
        var reader = try ConfigurationReader(parsing: text, locale: locale)
        let table = reader.root
        var settings = TeamSettings(name: "")
        try reader.section("team") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            if let name = try section.string("name") { settings.name = name }
            if let identifier = try section.string("locale") {
                guard let value = AppLocale(identifier: identifier) else {
                    throw section.invalid("locale", expected: locale.words.data.appConfiguration.localeValues)
                }
                settings.locale = value
            }
            if let symbol = try section.string("units") {
                guard let value = WeightUnit(rawValue: symbol) else { throw section.invalid("units", expected: "kg, lb") }
                settings.unit = value
            }
        }
        try reader.section("attention") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            var attention = AttentionThresholds()
            if let days = try section.integer("days_without_session", in: 1...365) { attention.daysWithoutSession = days }
            if let share = try section.integer("minimum_compliance", in: 0...100) { attention.minimumCompliance = Double(share) / 100 }
            if let points = try section.integer("compliance_drop_points", in: 1...100) { attention.complianceDropPoints = points }
            if let count = try section.integer("low_readiness_count", in: 1...30) { attention.lowReadinessCount = count }
            if let window = try section.integer("readiness_window", in: 1...30) { attention.readinessWindow = window }
            if let attempts = try section.integer("failed_attempts", in: 1...20) { attention.failedAttempts = attempts }
            settings.attention = attention
        }
        var deploy = AppConfiguration()
        try AppConfiguration.readDeploy(into: &deploy, reader: &reader, table: table, locale: locale, fileName: fileName)
        settings.deploy = deploy.deploy
        settings.inbox = try InboxSettings.read(from: &reader, locale: locale, folder: folder)
        try reader.finish()
        return settings
    }

    /// The file `team init` writes: every setting with its default, so a coach sees what can be changed; its
    /// comments in the team's language.
    public var text: String {
        let words = locale.words.team
        return """
        # \(words.fileHeader)
        [team]
        name = \(TOMLText.quoted(name))
        locale = \(TOMLText.quoted(locale.rawValue))
        units = \(TOMLText.quoted(unit.rawValue))

        # \(words.attentionHeader)
        [attention]
        days_without_session = \(attention.daysWithoutSession)
        minimum_compliance = \(Int((attention.minimumCompliance * 100).rounded()))
        compliance_drop_points = \(attention.complianceDropPoints)
        low_readiness_count = \(attention.lowReadinessCount)
        readiness_window = \(attention.readinessWindow)
        failed_attempts = \(attention.failedAttempts)

        """
    }
}
