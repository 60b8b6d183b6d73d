/// A place where logs sent from the sheet wait for the morning build: a prefix of an S3 API store, or a folder that
/// a sync app fills (`docs/inbox.md`). One protocol for both, so that the pull's order (download, check, import,
/// archive, then delete) is written once, in ``InboxItem``'s terms.
public protocol InboxSource: Sendable {
    /// What the person set up, for sentences: `s3://bucket/prefix/me/` or the folder's path.
    var place: String { get }
    /// Where refused logs go, for the sentence that tells of one.
    var rejectedPlace: String { get }
    /// At most `limit` logs waiting, oldest name first. A folder leaves out files too recent to be whole.
    func waiting(limit: Int) async throws(InboxSourceFailure) -> [InboxItem]
    /// The item's bytes, at most `maximumBytes` (one more is read, so that a larger item is told apart).
    func bytes(of item: InboxItem, maximumBytes: Int) async throws(InboxSourceFailure) -> [UInt8]
    /// Moves the item where no page can write, with its reason beside it (`<name>.reason.txt`).
    func refuse(_ item: InboxItem, bytes: [UInt8], reason: String) async throws(InboxSourceFailure)
    /// Takes the item out of the inbox once it is imported and archived.
    func remove(_ item: InboxItem) async throws(InboxSourceFailure)
}
