/// How far the uploads are, after each one.
public struct DeployProgress: Sendable, Equatable {
    public var uploadedFiles: Int
    public var totalFiles: Int
    public var uploadedBytes: Int
    public var totalBytes: Int
}
