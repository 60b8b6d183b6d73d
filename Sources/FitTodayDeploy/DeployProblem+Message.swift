import FitTodayDomain

extension DeployProblem {
    /// A short sentence saying what went wrong, what was and was not changed, and what to do.
    public func message(_ locale: AppLocale) -> String {
        let words = locale.words.deploy
        switch self {
        case .targetMissing:
            return words.targetMissing
        case let .targetInvalid(text, setting):
            return words.targetInvalid(text: text, setting: setting)
        case let .endpointInvalid(text):
            return words.endpointInvalid(text: text)
        case let .siteMissing(folder):
            return words.siteMissing(folder: folder)
        case .credentialsMissing:
            return words.credentialsMissing
        case let .profileMissing(profile, file):
            return words.profileMissing(profile: profile, file: file)
        case let .credentialsRefused(code, uploaded, total):
            return uploaded == 0
                ? words.credentialsRefused(code: code)
                : words.credentialsRefusedPartway(code: code, uploaded: NumberText.thousands(uploaded, locale), total: NumberText.thousands(total, locale))
        case let .bucketMissing(bucket):
            return words.bucketMissing(bucket: bucket)
        case let .endpointUnreachable(endpoint, uploaded, total):
            return uploaded == 0
                ? words.endpointUnreachable(endpoint: endpoint)
                : words.endpointLost(endpoint: endpoint, uploaded: NumberText.thousands(uploaded, locale), total: NumberText.thousands(total, locale))
        case let .serverFailed(status, uploaded, total):
            return words.serverFailed(status: status, uploaded: NumberText.thousands(uploaded, locale), total: NumberText.thousands(total, locale))
        case let .tooManyDeletes(count, limit):
            return words.tooManyDeletes(count: NumberText.thousands(count, locale), limit: NumberText.thousands(limit, locale))
        }
    }
}
