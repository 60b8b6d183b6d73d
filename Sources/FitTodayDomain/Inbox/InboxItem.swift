/// One log waiting in an inbox.
public struct InboxItem: Equatable, Sendable {
    /// The store's key, or the file's path inside the folder.
    public var key: String
    /// The last part of the key: `<log_id>-<revision>.json` for a store, the file's name in a folder.
    public var name: String
    /// Bytes, as the listing says (nil when it does not).
    public var size: Int?

    public init(key: String, name: String, size: Int?) {
        self.key = key
        self.name = name
        self.size = size
    }
}
