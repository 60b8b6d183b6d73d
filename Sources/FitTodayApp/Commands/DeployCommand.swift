import ArgumentParser
import FitTodayData
import FitTodayDeploy
import FitTodayDomain
import FitTodaySystem
import Foundation
import Logging

/// `fittoday deploy [--out DIR] [--dry-run] [--max-deletes N] [--target URL]`: the built site to S3-compatible
/// storage through ``SiteDeployer`` (`docs/deploy.md`).
///
/// A team's output (`team deploy`) and one athlete's folder (`deploy --athlete ID`) are the same ``SiteDeployer``
/// call with another folder and target; they come with the team mode.
struct DeployCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "deploy",
        abstract: HelpLanguage.words.deploy.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.deploy.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.deploy.out))
    var out: String?

    @OptionGroup var choice: DeployChoiceOptions

    @OptionGroup var global: GlobalOptions

    /// Debug hook for the tests of a deploy stopped part-way: the process ends at once (as if killed) after this
    /// many uploads.
    static let stopAfterUploadsVariable = "FITTODAY_DEBUG_DEPLOY_STOP_AFTER_UPLOADS"

    /// Seconds a deploy waits for a build writing the same folder to finish.
    static let buildWait = 60.0

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let folder = URL(fileURLWithPath: out ?? context.configuration.outputDirectory).standardizedFileURL
        try await Self.deploy(folder, settings: context.configuration.deploy, target: choice.target, setting: choice.target != nil ? "--target" : "[deploy] target",
                              dryRun: choice.dryRun, maxDeletes: choice.maxDeletes, console: context.console, logger: context.logger, locale: context.locale)
        // The published site may now post logs to its inbox: the store's CORS rule for its origin, or the rule to set.
        if !choice.dryRun, let route = try? InboxPullRun.route(context), case let .store(client, target, _, _) = route.place,
           let base = context.configuration.baseURL, let origin = InboxCheckCommand.origin(of: base) {
            _ = try await InboxCheckCommand.allowCORS(origin: origin, client: client, bucket: target.bucket, context: context)
        }
    }

    /// Publishes `folder` by `settings` (`target`, when given, in place of theirs; `setting` names where the target
    /// came from): `deploy`, `deploy --athlete ID` and `team deploy` alike.
    static func deploy(_ folder: URL, settings: DeploySettings, target: String?, setting: String, dryRun: Bool, maxDeletes: String?,
                       console: Console, logger: Logger, locale: AppLocale) async throws(FitTodayError) {
        let environment = ProcessInfo.processInfo.environment
        let limit = try maxDeletes.map { text throws(FitTodayError) -> Int in
            guard let value = Int(text), value >= 0 else { throw .invalidNumber(option: "--max-deletes", value: text) }
            return value
        } ?? 256
        let written = target ?? settings.target
        guard let written else { throw .deploy(.targetMissing) }
        guard let destination = S3Target(parsing: written) else {
            throw .deploy(.targetInvalid(text: written, setting: setting))
        }
        guard let endpoint = S3Endpoint(endpoint: settings.endpoint, region: settings.region, pathStyle: settings.pathStyle) else {
            throw .deploy(.endpointInvalid(text: settings.endpoint ?? ""))
        }
        let credentials = try S3CredentialsSource.load(environment: environment)
        let options = DeployOptions(dryRun: dryRun, maxDeletes: limit, jobs: settings.jobs,
                                    headers: DeployHeaderRules(settings.headers.map { ($0.pattern, $0.cacheControl) }))
        let deployer = SiteDeployer(folder: folder, target: destination, endpoint: endpoint, credentials: credentials, options: options,
                                    note: { logger.info("\($0)") })
        logger.info("Deploying \(folder.path) to \(destination) at \(endpoint.address) (region \(endpoint.region), path style \(endpoint.usesPath(for: destination.bucket)))")
        // The build's own lock on the folder, held to the end: a build never rewrites the site while it goes up, so the
        // pages and assets published are of one build. Without a writable place for it (a read-only site), no lock.
        let lock: FileLock?
        do {
            lock = try await FileLock(path: FileLock.siteLockPath(of: folder), wait: Self.buildWait)
        } catch .busy {
            throw .buildInProgress(output: folder.path)
        } catch {
            logger.info("No build lock beside \(folder.path): \(error)")
            lock = nil
        }
        defer { withExtendedLifetime(lock) {} }
        let stopAfter = environment[Self.stopAfterUploadsVariable].flatMap { Int($0) }
        let progress = DeployProgressLine(console: console, locale: locale)
        let report = try await deployer.deploy { state in
            progress.show(state)
            if let stopAfter, state.uploadedFiles >= stopAfter { _exit(137) }
        }
        progress.finish()
        let words = locale.words.cli.deploy
        let plan = report.plan
        if report.dryRun {
            for action in plan.uploads + plan.deletes {
                switch action {
                case let .upload(file, reason): console.result(words.dryRunUpload(path: file.path, reason: Self.words(reason, locale)))
                case let .delete(path): console.result(words.dryRunDelete(path: path, reason: words.reasonGone))
                }
            }
            console.result(words.dryRunSummary(uploads: NumberText.thousands(plan.uploads.count, locale),
                                                       deletes: NumberText.thousands(plan.deletes.count, locale),
                                                       unchanged: NumberText.thousands(plan.unchanged, locale)))
            if report.deletesRefused {
                console.result(words.dryRunRefused(count: NumberText.thousands(plan.deletes.count, locale),
                                                           limit: NumberText.thousands(limit, locale)))
            }
            return
        }
        if plan.uploads.isEmpty && plan.deletes.isEmpty {
            console.say(words.upToDate(target: destination.description, unchanged: NumberText.thousands(plan.unchanged, locale)))
        } else {
            console.say(words.published(target: destination.description, uploaded: NumberText.thousands(plan.uploads.count, locale),
                                                size: DeployProgressLine.size(plan.uploadBytes, locale),
                                                deleted: NumberText.thousands(plan.deletes.count, locale),
                                                unchanged: NumberText.thousands(plan.unchanged, locale)))
        }
    }

    static func words(_ reason: UploadReason, _ locale: AppLocale) -> String {
        let words = locale.words.cli.deploy
        return switch reason {
        case .new: words.reasonNew
        case .changed: words.reasonChanged
        case .headersChanged: words.reasonHeaders
        case .unconfirmed: words.reasonUnconfirmed
        }
    }
}
