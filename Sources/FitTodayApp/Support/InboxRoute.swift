import FitTodayData
import FitTodayDeploy
import FitTodayDomain
import Foundation

/// Where this person's logs wait, as `[inbox]` says (docs/inbox.md): a prefix of an S3 API store, signed for with
/// the credentials `deploy` reads, or a folder a sync app fills.
struct InboxRoute {
    enum Place {
        case store(client: S3Client, target: S3Target, endpoint: S3Endpoint, credentials: S3Credentials)
        case folder(String)
    }

    let place: Place
    let settings: InboxSettings

    /// The route `settings` names, or nil when `[inbox]` is not set. The store's endpoint, region and style are
    /// `[deploy]`'s unless `[inbox]` names its own; the store may not lie inside the published site.
    static func resolve(_ settings: InboxSettings, deploy: DeploySettings, environment: [String: String],
                        locale: AppLocale) throws(FitTodayError) -> InboxRoute? {
        if let folder = settings.folder { return InboxRoute(place: .folder(folder), settings: settings) }
        guard let written = settings.store else { return nil }
        guard let target = S3Target(parsing: written) else { throw .inbox(reason: locale.words.data.inbox.storeInvalid) }
        let endpointText = settings.endpoint ?? deploy.endpoint
        guard let endpoint = S3Endpoint(endpoint: endpointText, region: settings.region ?? deploy.region,
                                        pathStyle: settings.pathStyle ?? deploy.pathStyle) else {
            throw .deploy(.endpointInvalid(text: endpointText ?? ""))
        }
        if let site = deploy.target.flatMap(S3Target.init(parsing:)), site.bucket == target.bucket,
           site.prefix.isEmpty || target.prefix == site.prefix || target.prefix.hasPrefix(site.prefix + "/") {
            throw .inbox(reason: locale.words.cli.inbox.insideSite(inbox: target.description, site: site.description))
        }
        let credentials: S3Credentials
        do {
            credentials = try S3CredentialsSource.load(environment: environment)
        } catch let error where error == .deploy(.credentialsMissing) {
            throw .inbox(reason: locale.words.cli.inbox.credentialsMissing)
        }
        // A token would be written into a public page and would expire with it.
        guard credentials.sessionToken == nil else { throw .inbox(reason: locale.words.cli.inbox.temporaryCredentials) }
        return InboxRoute(place: .store(client: S3Client(endpoint: endpoint, bucket: target.bucket, credentials: credentials),
                                        target: target, endpoint: endpoint, credentials: credentials), settings: settings)
    }

    var isStore: Bool {
        if case .store = place { return true }
        return false
    }

    /// This person's part of the inbox: `me` for one site, an athlete's id in a team.
    func source(person: String, breaker: S3InboxBreaker) -> any InboxSource {
        switch place {
        case let .store(client, target, _, _): S3Inbox(client: client, target: target, person: person, breaker: breaker)
        case let .folder(path): FolderInbox(folder: path)
        }
    }

    /// The upload form for `person`'s page, signed at `now`; nil for a folder, which no page posts to.
    func form(person: String, now: Date) -> S3PostPolicy? {
        guard case let .store(_, target, endpoint, credentials) = place else { return nil }
        return S3PostPolicy(endpoint: endpoint, bucket: target.bucket, keyPrefix: target.key(forPath: person + "/"),
                            credentials: credentials, now: now, lifetime: TimeInterval(settings.expiresHours * 3600))
    }
}
