import FitTodayDomain

/// Why `fittoday deploy` stopped, in terms a person can act on; each has its exit code (`docs/deploy.md`). Thrown as
/// ``FitTodayError/deploy(_:)``; a secret written in the configuration file is the Domain's own
/// `FitTodayError.credentialsInConfiguration`, found where the file is read.
public enum DeployProblem: LayerProblem {
    /// Neither `--target` nor `[deploy] target` names where to publish.
    case targetMissing
    /// The target is not `s3://bucket/prefix` (`setting` names where it was written: `--target` or `[deploy] target`).
    case targetInvalid(text: String, setting: String)
    /// The endpoint is not an `http` or `https` address of a host.
    case endpointInvalid(text: String)
    /// The folder to publish does not hold a built site.
    case siteMissing(folder: String)
    /// No access key in the environment nor in the profile file.
    case credentialsMissing
    /// `AWS_PROFILE` names a profile the credentials file does not have.
    case profileMissing(profile: String, file: String)
    /// The store refused the credentials or their signature (HTTP 403); `uploaded` of `total` uploads were done before.
    case credentialsRefused(code: String, uploaded: Int, total: Int)
    /// The bucket does not exist at that endpoint.
    case bucketMissing(bucket: String)
    /// Nothing answered at the endpoint; `uploaded` of `total` uploads were done before.
    case endpointUnreachable(endpoint: String, uploaded: Int, total: Int)
    /// The store failed a request part-way; `uploaded` of `total` uploads were done, nothing was deleted.
    case serverFailed(status: Int, uploaded: Int, total: Int)
    /// More deletes than `--max-deletes` allows: nothing was uploaded or deleted.
    case tooManyDeletes(count: Int, limit: Int)
}

extension FitTodayError {
    /// `fittoday deploy` could not publish the site.
    public static func deploy(_ problem: DeployProblem) -> FitTodayError { .layer(LayerFailure(problem)) }
}
