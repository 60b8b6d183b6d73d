import FitTodayDomain

extension DeployProblem {
    /// The kind of failure, and so the exit code.
    public var category: ErrorCategory {
        switch self {
        case .targetMissing, .targetInvalid, .endpointInvalid: .configuration
        case .siteMissing: .usage
        case .credentialsMissing, .profileMissing, .credentialsRefused: .deployCredentials
        case .bucketMissing: .deployBucketMissing
        case .endpointUnreachable: .deployUnreachable
        case .serverFailed: .deployInterrupted
        case .tooManyDeletes: .deployDeletesRefused
        }
    }
}
