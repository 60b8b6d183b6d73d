/// One change a deploy makes to the bucket, with why.
public enum DeployAction: Equatable, Sendable {
    case upload(SiteFile, UploadReason)
    /// A site path FitToday published earlier that the site no longer has.
    case delete(path: String)

    public var path: String {
        switch self {
        case let .upload(file, _): file.path
        case let .delete(path): path
        }
    }
}

/// Why a file goes up.
public enum UploadReason: String, Equatable, Sendable {
    /// No object at its key.
    case new
    /// The object's bytes differ (its ETag, or the manifest's MD5 for an object uploaded in parts).
    case changed
    /// Same bytes, but its Content-Type or Cache-Control rule changed.
    case headersChanged
    /// An earlier deploy began it and stopped before confirming it, or it was there before FitToday published.
    case unconfirmed
}
