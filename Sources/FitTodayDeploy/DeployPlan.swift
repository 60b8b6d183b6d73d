/// What a deploy will do, decided before it does anything: the uploads in their order (hashed assets, other
/// assets, pages, entry points; by path within each), then the deletes.
public struct DeployPlan: Equatable, Sendable {
    public let uploads: [DeployAction]
    public let deletes: [DeployAction]
    /// Files whose object is already right.
    public let unchanged: Int
    /// The manifest once every upload and delete is done.
    public let finalManifest: DeployManifest

    /// Compares the site's `files` with the bucket's `remote` objects (site path to ETag) and the `manifest` an
    /// earlier deploy left (nil: none, or unreadable).
    public init(files: [SiteFile], remote: [String: String], manifest: DeployManifest?) {
        var uploads: [(SiteFile, UploadReason)] = []
        var unchanged = 0
        let pending = Set(manifest?.pending ?? [])
        for file in files {
            let entry = manifest?.objects[file.path]
            guard let etag = remote[file.path] else {
                uploads.append((file, .new))
                continue
            }
            // An ETag with a `-` is of a multipart upload, not an MD5: the manifest's MD5 stands in for it.
            let sameBytes = etag.contains("-") ? entry?.md5 == file.md5 : etag == file.md5
            if !sameBytes {
                uploads.append((file, .changed))
            } else if pending.contains(file.path) || entry == nil {
                uploads.append((file, .unconfirmed))
            } else if entry!.contentType != file.contentType || entry!.cacheControl != file.cacheControl {
                uploads.append((file, .headersChanged))
            } else {
                unchanged += 1
            }
        }
        uploads.sort { $0.0.kind == $1.0.kind ? $0.0.path < $1.0.path : $0.0.kind < $1.0.kind }
        self.uploads = uploads.map { .upload($0.0, $0.1) }
        let local = Set(files.map(\.path))
        let owned = manifest?.owned ?? []
        deletes = owned.subtracting(local).filter { remote[$0] != nil }.sorted().map { .delete(path: $0) }
        self.unchanged = unchanged
        var objects: [String: DeployManifest.Entry] = [:]
        for file in files { objects[file.path] = .init(md5: file.md5, contentType: file.contentType, cacheControl: file.cacheControl) }
        finalManifest = DeployManifest(objects: objects)
    }

    /// The uploads of one kind, in order.
    func uploads(of kind: SiteFileKind) -> [SiteFile] {
        uploads.compactMap { if case let .upload(file, _) = $0, file.kind == kind { file } else { nil } }
    }

    public var uploadBytes: Int {
        uploads.reduce(0) { if case let .upload(file, _) = $1 { $0 + file.size } else { $0 } }
    }
}
