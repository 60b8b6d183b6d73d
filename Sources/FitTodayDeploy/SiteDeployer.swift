import FitTodayDomain
import FitTodaySystem
import Foundation

/// Publishes a built site's folder to an S3 target, changing only what differs, in an order that never leaves a
/// published page naming a missing asset: new assets first, then pages, then the entry points, deletes last and
/// only of objects an earlier deploy put there (``DeployManifest``). Stopped at any point, the next run finishes.
///
/// The one entry point for every deploy: `fittoday deploy` uses it for a person's site; a team's output or one
/// athlete's folder is the same call with another folder and target.
public struct SiteDeployer: Sendable {
    public let folder: URL
    public let target: S3Target
    public let client: any ObjectStore
    public let options: DeployOptions
    /// Technical notes for `--verbose` (requests, skipped files); never credentials.
    public let note: @Sendable (String) -> Void

    public init(folder: URL, target: S3Target, endpoint: S3Endpoint, credentials: S3Credentials, options: DeployOptions,
                note: @escaping @Sendable (String) -> Void = { _ in }) {
        self.init(folder: folder, target: target, store: S3Client(endpoint: endpoint, bucket: target.bucket, credentials: credentials),
                  options: options, note: note)
    }

    /// A deploy to `store`, which holds `target`'s bucket.
    public init(folder: URL, target: S3Target, store: any ObjectStore, options: DeployOptions, note: @escaping @Sendable (String) -> Void = { _ in }) {
        self.folder = folder
        self.target = target
        client = store
        self.options = options
        self.note = note
    }

    /// Plans the deploy and, unless a dry run, carries it out; `progress` is called after each upload.
    public func deploy(progress: @escaping @Sendable (DeployProgress) -> Void = { _ in }) async throws(FitTodayError) -> DeployReport {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .deploy(.siteMissing(folder: folder.path))
        }
        let scanned: (files: [SiteFile], skipped: [(String, SiteFileScanner.Skip)])
        do {
            scanned = try SiteFileScanner.scan(folder, rules: options.headers)
        } catch {
            self.note("Reading \(folder.path): \(error)")
            throw .siteWrite(path: folder.path)
        }
        guard !scanned.files.isEmpty else { throw .deploy(.siteMissing(folder: folder.path)) }
        for (path, reason) in scanned.skipped { self.note("Left out of the deploy: \(path) (\(reason.rawValue))") }

        let listed = try await call(uploaded: 0, total: 0) { () async throws(S3Failure) in try await client.list(prefix: target.listPrefix) }
        var remote: [String: String] = [:]
        for (key, etag) in listed {
            if let path = target.path(forKey: key), path != DeployManifest.name { remote[path] = etag }
        }
        let manifestKey = target.key(forPath: DeployManifest.name)
        let stored = try await call(uploaded: 0, total: 0) { () async throws(S3Failure) in try await client.get(key: manifestKey, maxBodyBytes: 256 << 20) }
        let manifest = stored.flatMap(DeployManifest.decode)
        if stored != nil, manifest == nil { self.note("\(manifestKey) is not a manifest this FitToday reads: nothing will be deleted") }
        self.note("Listed \(remote.count) objects under \(target); \(manifest?.objects.count ?? 0) published by FitToday")

        let plan = DeployPlan(files: scanned.files, remote: remote, manifest: manifest)
        let refused = plan.deletes.count > options.maxDeletes
        let report = DeployReport(plan: plan, deletesRefused: refused, dryRun: options.dryRun, skipped: scanned.skipped.map(\.0))
        if options.dryRun { return report }
        if refused { throw .deploy(.tooManyDeletes(count: plan.deletes.count, limit: options.maxDeletes)) }
        if plan.uploads.isEmpty, plan.deletes.isEmpty {
            if manifest != plan.finalManifest { try await putManifest(plan.finalManifest, key: manifestKey, uploaded: 0, total: 0) }
            return report
        }

        // Said before the first upload: a deploy stopped from here on leaves the bucket owning what it began.
        let total = plan.uploads.count
        var intent = manifest ?? DeployManifest()
        intent.pending = Array(Set(intent.pending).union(plan.uploads.map(\.path))).sorted()
        try await putManifest(intent, key: manifestKey, uploaded: 0, total: total)

        var state = DeployProgress(uploadedFiles: 0, totalFiles: total, uploadedBytes: 0, totalBytes: plan.uploadBytes)
        for kind in SiteFileKind.allCases {
            try await upload(plan.uploads(of: kind), state: &state, progress: progress)
        }
        try await deleteAll(plan.deletes.map(\.path), uploaded: state.uploadedFiles, total: total)
        try await putManifest(plan.finalManifest, key: manifestKey, uploaded: state.uploadedFiles, total: total)
        return report
    }

    /// Uploads `files`, `jobs` at a time; the first failure stops the rest.
    private func upload(_ files: [SiteFile], state: inout DeployProgress,
                        progress: @escaping @Sendable (DeployProgress) -> Void) async throws(FitTodayError) {
        guard !files.isEmpty else { return }
        let client = client, target = target, folder = folder
        var failure: (S3Failure, String)?
        await Concurrently.forEach(files, limit: options.jobs, run: { file -> S3Failure? in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(file.path)) else { return .status(0, "LocalFileUnreadable") }
            do throws(S3Failure) {
                try await client.put(key: target.key(forPath: file.path), body: data, contentType: file.contentType, cacheControl: file.cacheControl)
                return nil
            } catch {
                return error
            }
        }, handle: { index, error in
            let file = files[index]
            if let error {
                if failure == nil { failure = (error, file.path) }
                return .stop
            }
            guard failure == nil else { return .stop }
            state.uploadedFiles += 1
            state.uploadedBytes += file.size
            self.note("Uploaded \(file.path) (\(file.contentType); \(file.cacheControl))")
            progress(state)
            return .goOn
        })
        if let (error, path) = failure {
            self.note("Upload of \(path) failed: \(error)")
            if case .status(0, "LocalFileUnreadable") = error { throw .siteWrite(path: folder.appendingPathComponent(path).path) }
            throw problem(error, uploaded: state.uploadedFiles, total: state.totalFiles)
        }
    }

    private func deleteAll(_ paths: [String], uploaded: Int, total: Int) async throws(FitTodayError) {
        guard !paths.isEmpty else { return }
        let client = client, target = target
        var failure: S3Failure?
        await Concurrently.forEach(paths, limit: options.jobs, run: { path -> S3Failure? in
            do throws(S3Failure) {
                try await client.delete(key: target.key(forPath: path))
                return nil
            } catch {
                return error
            }
        }, handle: { index, error in
            if let error {
                failure = failure ?? error
                return .stop
            }
            guard failure == nil else { return .stop }
            self.note("Deleted \(paths[index])")
            return .goOn
        })
        if let failure { throw problem(failure, uploaded: uploaded, total: total) }
    }

    private func putManifest(_ manifest: DeployManifest, key: String, uploaded: Int, total: Int) async throws(FitTodayError) {
        _ = try await call(uploaded: uploaded, total: total) { () async throws(S3Failure) in
            try await client.put(key: key, body: manifest.encoded(), contentType: "application/json", cacheControl: "no-cache")
        }
    }

    private func call<Value>(uploaded: Int, total: Int, _ body: () async throws(S3Failure) -> Value) async throws(FitTodayError) -> Value {
        do {
            return try await body()
        } catch {
            self.note("S3 request failed: \(error)")
            throw problem(error, uploaded: uploaded, total: total)
        }
    }

    /// The person's sentence for a failed request, saying how far the deploy got.
    private func problem(_ failure: S3Failure, uploaded: Int, total: Int) -> FitTodayError {
        switch failure {
        case .unreachable: .deploy(.endpointUnreachable(endpoint: client.address, uploaded: uploaded, total: total))
        case let .credentials(code): .deploy(.credentialsRefused(code: code, uploaded: uploaded, total: total))
        case .noSuchBucket, .noSuchKey: .deploy(.bucketMissing(bucket: target.bucket))
        case let .status(status, _): .deploy(.serverFailed(status: status, uploaded: uploaded, total: total))
        }
    }
}
