/// Why a request to the S3 API did not succeed, as the deploy tells them apart.
public enum S3Failure: Error, Equatable, Sendable {
    /// No answer: the connection failed or timed out (libcurl's words, for `--verbose`).
    case unreachable(String)
    /// The store refused the credentials or the signature (its error code, such as `InvalidAccessKeyId`).
    case credentials(String)
    case noSuchBucket
    case noSuchKey
    /// Any other status, with the store's error code when it gave one.
    case status(Int, String)
}
