/// An athlete's part of the team sheet, rendered once where their data is read (a shard) so that a gather only
/// puts the parts together: the same bytes whichever process rendered them.
public struct AthleteSheet: Equatable, Sendable, Codable {
    public var html: String
    public var markdown: String

    public init(html: String, markdown: String) {
        self.html = html
        self.markdown = markdown
    }
}
