import ArgumentParser
import FitTodayData
import FitTodayDeploy
import FitTodayDomain
import Foundation

/// `fittoday inbox check`: the route proved once, as a person sets it up (docs/inbox.md): a form signed, a test log
/// posted through it as the page would, read back and deleted, and the bucket's CORS rule for the site's origin
/// (written when missing and the key may).
struct InboxCheckCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: HelpLanguage.words.inboxCheck.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.inboxCheck.discussion)
    )

    @Option(name: .customLong("base-url"), help: ArgumentHelp(HelpLanguage.words.build.baseURL))
    var baseURL: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let words = context.locale.words.cli.inboxCheck
        guard let route = try InboxPullRun.route(context) else { throw .inbox(reason: context.locale.words.cli.inbox.notConfigured) }
        guard case let .store(client, target, endpoint, _) = route.place else {
            guard case let .folder(folder) = route.place, FileManager.default.fileExists(atPath: folder) else {
                throw .inbox(reason: words.folderMissing(folder: route.source(person: "me", breaker: S3InboxBreaker()).place))
            }
            return context.console.say(words.folder(folder: folder))
        }
        let base = try baseURL.map { (text: String) throws(FitTodayError) -> URL in
            guard let url = SiteBaseURL.parse(text) else { throw .invalidValue(option: "--base-url", value: text, allowed: ["https://exemplo.com/treino/"]) }
            return url
        } ?? context.configuration.baseURL
        guard let base, let origin = Self.origin(of: base) else { throw .inbox(reason: context.locale.words.cli.inbox.needsBaseURL) }
        guard let form = route.form(person: "me", now: SystemClock.instant()) else { throw .unexpected }
        var ok = true
        // The test object: a name no log has, so that a pull running meanwhile refuses it rather than imports it.
        let key = form.keyPrefix + "fittoday-check-" + UUID().uuidString.lowercased() + ".json"
        let bytes = Data("{\"format\": \"fittoday-inbox-check\"}\n".utf8)
        do {
            _ = try await client.post(bytes, key: key, through: form, origin: origin)
            context.console.say(words.posted(key: key))
            let read = try await client.get(key: key, maxBodyBytes: 1 << 16)
            try await client.delete(key: key)
            if read == bytes {
                context.console.say(words.readBack)
            } else {
                ok = false
                Console.error(words.readBackFailed(key: key))
            }
        } catch .status(501, _) {
            throw .inbox(reason: words.noPost(endpoint: endpoint.address))
        } catch let .status(status, code) where (400..<500).contains(status) {
            throw .inbox(reason: words.formRefused(code: code.isEmpty ? "HTTP \(status)" : code))
        } catch let .credentials(code) {
            throw .inbox(reason: words.formRefused(code: code))
        } catch let .unreachable(detail) {
            context.logger.debug("Inbox store: \(detail)")
            throw .deploy(.endpointUnreachable(endpoint: endpoint.address, uploaded: 0, total: 0))
        } catch {
            throw .deploy(.serverFailed(status: 0, uploaded: 0, total: 0))
        }
        if try await !Self.allowCORS(origin: origin, client: client, bucket: target.bucket, context: context) { ok = false }
        guard ok else { throw .inbox(reason: words.failed) }
        context.console.say(words.allGood(place: "s3://\(target.bucket)/\(form.keyPrefix)"))
    }

    /// `scheme://host[:port]` of the site's address: what a browser sends as `Origin`.
    static func origin(of base: URL) -> String? {
        guard let scheme = base.scheme, let host = base.host else { return nil }
        return "\(scheme)://\(host)" + (base.port.map { ":\($0)" } ?? "")
    }

    /// Whether the bucket lets `origin` POST, writing the rule when it is missing and the key may; the rule to set by
    /// hand is said otherwise. `deploy` calls it too.
    static func allowCORS(origin: String, client: S3Client, bucket: String, context: CommandContext) async throws(FitTodayError) -> Bool {
        let words = context.locale.words.cli.inboxCheck
        var rules: S3CORSRules
        do {
            rules = try await client.corsRules()
        } catch {
            context.logger.debug("GetBucketCors: \(error)")
            rules = S3CORSRules()
        }
        if rules.allowsPOST(from: origin) {
            context.console.say(words.corsOK(origin: origin))
            return true
        }
        rules.rules.append(S3CORSRules.inboxRule(origin: origin))
        do {
            try await client.setCORSRules(rules)
            context.console.say(words.corsSet(origin: origin))
            return true
        } catch {
            let code: String = switch error {
            case let .credentials(code), let .status(_, code): code
            case .noSuchBucket: "NoSuchBucket"
            case .noSuchKey: "NoSuchKey"
            case .unreachable: "unreachable"
            }
            Console.error(words.corsManual(origin: origin, code: code, bucket: bucket, rules: S3CORSRules(rules: [S3CORSRules.inboxRule(origin: origin)]).json))
            return false
        }
    }
}
