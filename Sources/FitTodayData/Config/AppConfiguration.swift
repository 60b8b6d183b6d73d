import FitTodayDomain
import FitTodayTOML
import Foundation

/// Settings from `fittoday.toml`, with defaults for everything so that no file is needed.
///
/// Precedence is flags, then environment, then this file, then defaults; flags and environment are
/// applied by the command line on top of what ``load(from:required:locale:)`` returns.
public struct AppConfiguration: Equatable, Sendable {
    public static let defaultFileName = "fittoday.toml"

    public var siteTitle = "FitToday"
    /// `[site] base_url`: where the site is published (normalised to end in `/`); nil when not set, and then
    /// no sitemap, robots.txt or canonical links are written.
    public var baseURL: URL?
    public var locale = AppLocale.default
    /// Whether `[site] locale` named the language: then it wins over the one kept with the profile.
    public var localeConfigured = false
    /// Absolute, or relative to the working directory.
    public var databasePath = "fittoday.sqlite"
    public var busyTimeoutMilliseconds = 5000
    public var outputDirectory = "public"
    /// Exercises and blocks (`exercises/*.md`, `blocks/*.toml`) that add to and override the built-in library.
    public var contentDirectory = "content"
    /// Whether `[site] content_dir` named the folder: then it must exist; the default one may be absent.
    public var contentDirectoryConfigured = false
    /// Page templates that override the built-in ones.
    public var templatesDirectory = "templates"
    public var images = ImageSettings()
    public var ai = AISettings()
    public var training = TrainingSettings()
    /// `[equipment]`: the steps loads are rounded to and grow by.
    public var loads = LoadSettings()
    /// `[units] weight`: the unit loads are shown and typed in, over the one kept with the profile; nil when the
    /// file does not say (see the order of precedence in docs/units.md).
    public var weightUnit: WeightUnit?
    /// `[readiness]`: whether the day adapts to the check-in (`docs/readiness.md`).
    public var readiness = ReadinessSettings()
    /// `[deploy]`: where `fittoday deploy` publishes the site (`docs/deploy.md`).
    public var deploy = DeploySettings()
    /// `[inbox]`: where the sheet's logs wait for the morning build (`docs/inbox.md`).
    public var inbox = InboxSettings()
    /// `[print]`: the block `fittoday print block` chose (`docs/printing.md`).
    public var print = PrintSettings()

    public init() {}

    /// Reads the file at `path`. A missing file gives the defaults unless `required`.
    ///
    /// Relative paths in the file are taken relative to the file's folder.
    /// - Parameter folderDefaults: a missing file gives the defaults of its own folder (an athlete's folder in a team
    ///   keeps its data inside it), not of the working folder.
    public static func load(from path: String, required: Bool, locale: AppLocale, folderDefaults: Bool = false) throws(FitTodayError) -> AppConfiguration {
        guard FileManager.default.fileExists(atPath: path) else {
            if required {
                throw .configuration(line: nil, reason: locale.words.data.appConfiguration.fileMissing)
            }
            guard folderDefaults else { return AppConfiguration() }
            return try parse("", relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent(), locale: locale, fileName: path)
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .configuration(line: nil, reason: locale.words.data.appConfiguration.itCouldNot)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try parse(text, relativeTo: folder, locale: locale, fileName: path)
    }

    /// Parses the text of a configuration file.
    ///
    /// `fileName` names the file in messages about values that need to say where they are.
    public static func parse(_ text: String, relativeTo folder: URL, locale: AppLocale,
                             fileName: String = defaultFileName) throws(FitTodayError) -> AppConfiguration {
        var reader = try ConfigurationReader(parsing: text, locale: locale)
        let table = reader.root
        var config = AppConfiguration()
        // A file read from another folder (`--config ~/treino/fittoday.toml` from cron) keeps its data beside it:
        // the default paths are taken relative to the file too, as the paths written in it are.
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if folder.standardizedFileURL.path != here {
            config.databasePath = resolve(config.databasePath, in: folder)
            config.outputDirectory = resolve(config.outputDirectory, in: folder)
            config.contentDirectory = resolve(config.contentDirectory, in: folder)
            config.templatesDirectory = resolve(config.templatesDirectory, in: folder)
        }
        try reader.section("site") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            if let title = try section.string("title") { config.siteTitle = title }
            if let identifier = try section.string("locale") {
                guard let value = AppLocale(identifier: identifier) else {
                    throw section.invalid("locale", expected: locale.words.data.appConfiguration.localeValues)
                }
                config.locale = value
                config.localeConfigured = true
            }
            if let output = try section.string("output") {
                // Kept empty, not resolved to this file's folder: the build refuses an empty output by name.
                config.outputDirectory = output.isEmpty ? "" : resolve(output, in: folder)
            }
            if let content = try section.string("content_dir") {
                config.contentDirectory = resolve(content, in: folder)
                config.contentDirectoryConfigured = true
            }
            if let templates = try section.string("templates_dir") { config.templatesDirectory = resolve(templates, in: folder) }
            if let address = try section.string("base_url") {
                guard let url = SiteBaseURL.parse(address) else {
                    // The parsed table keeps no positions: the line is found in the text, as people look for it.
                    throw .configuration(line: line(ofKey: "base_url", inSection: "site", text: text), reason: locale.words.data.appConfiguration.siteBaseUrl(fileName: fileName))
                }
                config.baseURL = url
            }
        }
        try reader.section("database") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            if let path = try section.string("path") { config.databasePath = resolve(path, in: folder) }
            if let timeout = try section.integer("busy_timeout_ms", in: 0...600_000) { config.busyTimeoutMilliseconds = timeout }
        }
        try reader.section("images") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            var images = config.images
            if let source = try section.string("source") {
                // A URL stays as written; a folder is taken relative to this file, like every other path.
                images.source = source.contains("://") ? source : resolve(source, in: folder)
            }
            if let directory = try section.string("cache_dir") { images.cacheDirectory = resolve(directory, in: folder) }
            if let value = try section.integer("memory_limit_mb", in: 0...100_000) { images.memoryLimitMB = value }
            if let value = try section.integer("disk_limit_mb", in: 1...1_000_000) { images.diskLimitMB = value }
            if let value = try section.integer("concurrency", in: 1...64) { images.concurrency = value }
            if let value = try section.number("timeout_seconds", in: 0.1...600) { images.timeoutSeconds = value }
            if let value = try section.integer("retries", in: 0...10) { images.retries = value }
            if let value = try section.number("max_age_days", in: 0...3650) { images.maxAgeDays = value }
            if let value = try section.number("max_image_mb", in: 0.001...1000) { images.maxImageMB = value }
            if let value = try section.string("license") { images.license = value }
            if let value = try section.string("format") {
                guard ["webp", "jpeg"].contains(value) else {
                    throw section.invalid("format", expected: locale.words.data.imageRenditionSettings.formatValues)
                }
                images.renditionFormat = value
            }
            if let value = try section.integer("quality", in: 1...100) { images.renditionQuality = value }
            let widths = ImageSettings.renditionWidths
            if let value = try section.integers("sizes", names: ImageSettings.renditionPlaces, in: widths,
                                                expected: locale.words.data.imageRenditionSettings.sizesTable(lowerBound: widths.lowerBound, upperBound: widths.upperBound)) {
                images.renditionSizes = value
            }
            config.images = images
        }
        try reader.section("ai") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            var ai = config.ai
            if let value = try section.bool("enabled") { ai.enabled = value }
            if let value = try section.string("endpoint") { ai.endpoint = value }
            if let value = try section.string("model") { ai.model = value }
            if let value = try section.string("api_key_env") { ai.apiKeyEnvironmentVariable = value }
            if let value = try section.number("timeout_seconds", in: 0.1...600) { ai.timeoutSeconds = value }
            config.ai = ai
        }
        try reader.section("equipment") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            if let value = try section.number("barbell_increment_kg", in: 0.25...20) { config.loads.barbellIncrementKg = value }
            if let value = try section.number("dumbbell_step_kg", in: 0.25...20) { config.loads.dumbbellStepKg = value }
            if let value = try section.number("bar_kg", in: 0...50) { config.loads.barKg = value }
            // Heaviest first and each weight once, as the plate arithmetic and the plates shown expect them.
            if let plates = try section.positiveNumbers("plates_kg", atMost: 50) { config.loads.platesKg = Set(plates).sorted(by: >) }
            if let value = try section.number("machine_step_kg", in: 0.5...20) { config.loads.machineStepKg = value }
        }
        try reader.section("units") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            if let text = try section.string("weight") {
                guard let unit = WeightUnit(text: text) else {
                    throw section.invalid("weight", expected: locale.words.data.units.weightValues)
                }
                config.weightUnit = unit
            }
        }
        try reader.section("training") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            var training = config.training
            if let value = try section.integer("weekly_sets_min", in: 1...100) { training.weeklySetsMin = value }
            if let value = try section.integer("weekly_sets_max", in: 1...100) { training.weeklySetsMax = value }
            guard training.weeklySetsMin <= training.weeklySetsMax else {
                throw section.invalid("weekly_sets_max", expected: locale.words.data.appConfiguration.numberAtLeast(weeklySetsMin: training.weeklySetsMin))
            }
            config.training = training
        }
        try reader.section("readiness") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            if let value = try section.bool("adjust") { config.readiness.adjust = value }
            if let value = try section.bool("publish_answers") { config.readiness.publishAnswers = value }
        }
        try reader.section("print") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            if let value = try section.integer("weeks", in: PrintBlock.weeksRange) { config.print.weeks = value }
            if let text = try section.string("paper") {
                guard let paper = PrintPaper(rawValue: text.lowercased()) else {
                    throw section.invalid("paper", expected: locale.words.data.printSettings.paperValues)
                }
                config.print.paper = paper
            }
        }
        try readDeploy(into: &config, reader: &reader, table: table, locale: locale, fileName: fileName)
        try readInbox(into: &config, reader: &reader, locale: locale, folder: folder)
        try reader.finish()
        return config
    }

    /// The 1-based line where `key` is set inside `[section]`, or nil when it cannot be told.
    static func line(ofKey key: String, inSection section: String, text: String) -> Int? {
        var current = ""
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("["), let end = line.firstIndex(of: "]") {
                current = line[line.index(after: line.startIndex)..<end].trimmingCharacters(in: .whitespaces)
            } else if current == section, line.hasPrefix(key),
                      line.dropFirst(key.count).trimmingCharacters(in: .whitespaces).hasPrefix("=") {
                return index + 1
            }
        }
        return nil
    }

    private static func resolve(_ path: String, in folder: URL) -> String {
        let expanded = NSString(string: path).expandingTildeInPath
        if expanded.hasPrefix("/") { return expanded }
        return folder.appendingPathComponent(expanded).standardizedFileURL.path
    }
}
