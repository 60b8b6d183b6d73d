/// Where the data stood when a site was built: the serial of the last write and that write's token.
///
/// A later build asks the source what changed since (``SiteDataSource/sessionsChanged(since:)``). The token makes
/// the mark specific to one history of writes: a restored older copy of the data that is then written to reaches
/// the same serial with another token, and is never taken for the data the site was built from.
public struct DataChangeMark: Sendable, Equatable {
    public var serial: Int64
    public var token: String

    public init(serial: Int64, token: String) {
        self.serial = serial
        self.token = token
    }
}
