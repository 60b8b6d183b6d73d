import FitTodayTestSupport
import Foundation

/// moto's S3 server behind the tests' own front (`Support/s3_post_front.py`), which checks an upload form's POST
/// policy as S3 does (expiry, conditions, signature): moto checks none of it. Both on 127.0.0.1, stopped with the value.
final class InboxStore {
    static let accessKey = "AKIATESTINBOX"
    static let secret = "inbox-secret-do-not-print"
    static let support = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support")

    let moto: S3TestServer
    let bucket: String
    let port: Int
    private let front: DeployServerProcess

    var endpoint: String { "http://127.0.0.1:\(port)" }

    /// A bucket of its own on the run's moto, and a front of its own (`arguments` such as `--no-post`,
    /// `--fail-gets-after 1`; `now` moves the front's clock, to see a form expire).
    init(in directory: URL, arguments: [String] = [], now: Date? = nil, bucket: String? = nil) throws {
        moto = try S3TestServer.shared()
        self.bucket = bucket ?? S3TestServer.bucket("inbox")
        var environment = ProcessInfo.processInfo.environment
        if let now { environment["S3_FRONT_NOW"] = String(Int(now.timeIntervalSince1970)) }
        // The front binds a port the kernel chooses and writes it down: a port chosen here could be taken by another
        // test's server before the front binds it, and this test would talk to that one.
        let portFile = directory.appendingPathComponent("front-\(UUID().uuidString).port")
        front = try DeployServerProcess("/usr/bin/env", ["python3", Self.support.appendingPathComponent("s3_post_front.py").path,
                                                         "--upstream", moto.endpoint, "--port", "0", "--port-file", portFile.path,
                                                         "--secret", Self.secret, "--access-key", Self.accessKey] + arguments,
                                        environment: environment, directory: directory)
        let deadline = Date().addingTimeInterval(30)
        var written: Int?
        while written == nil, Date() < deadline {
            written = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if written == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let written, S3TestServer.waitForPort(written, seconds: 10) else {
            front.stop()
            throw S3TestServer.Failure(description: "the S3 front did not start: \(front.stderr)")
        }
        port = written
        // A bucket named by the README may be there already from an earlier run on the same server.
        try python("""
            try:
                s3.create_bucket(Bucket=BUCKET)
            except s3.exceptions.BucketAlreadyOwnedByYou:
                pass
            """, in: directory)
        // The site's images from a folder of the test's own: no build reaches for the network.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("imagens"), withIntermediateDirectories: true)
    }

    deinit { front.stop() }

    /// Runs `code` with `s3` (boto3, signed, through the front) and `BUCKET` defined; returns what it printed.
    @discardableResult
    func python(_ code: String, in directory: URL) throws -> String {
        let script = """
        import boto3, json, sys
        from botocore.config import Config
        s3 = boto3.client("s3", endpoint_url="\(endpoint)", aws_access_key_id="\(Self.accessKey)", aws_secret_access_key="\(Self.secret)",
                          region_name="us-east-1", config=Config(signature_version="s3v4", s3={"addressing_style": "path"}))
        BUCKET = "\(bucket)"
        \(code)
        """
        let result = try DeployServerProcess.python(["-c", script], directory: directory)
        guard result.exitCode == 0 else { throw S3TestServer.Failure(description: "boto3: \(result.stderr)") }
        return result.stdout
    }

    /// Every key in the bucket, sorted.
    func keys(in directory: URL) throws -> [String] {
        let text = try python("print(json.dumps(sorted(o['Key'] for o in s3.list_objects_v2(Bucket=BUCKET).get('Contents', []))))", in: directory)
        return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]) ?? []
    }

    /// Puts `body` at `key` directly, as someone holding a key could (not through a page's form).
    func put(_ key: String, _ body: String, in directory: URL) throws {
        try python("s3.put_object(Bucket=BUCKET, Key=\(Self.literal(key)), Body=\(Self.literal(body)).encode())", in: directory)
    }

    /// The text of the object at `key`.
    func text(_ key: String, in directory: URL) throws -> String {
        try python("sys.stdout.write(s3.get_object(Bucket=BUCKET, Key=\(Self.literal(key)))['Body'].read().decode())", in: directory)
    }

    /// `fittoday.toml` for this store: the site's address and the inbox under `logs/`.
    func configuration(baseURL: String = "http://127.0.0.1:9/", extra: String = "") -> String {
        "[site]\nbase_url = \"\(baseURL)\"\n\n[images]\nsource = \"imagens\"\n\n[inbox]\nstore = \"s3://\(bucket)/logs\"\nendpoint = \"\(endpoint)\"\npath_style = true\n\(extra)"
    }

    /// The credentials the store takes, and nothing of the person's AWS set-up.
    func environment(_ cli: FitTodayProcess, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["AWS_ACCESS_KEY_ID": Self.accessKey, "AWS_SECRET_ACCESS_KEY": Self.secret, "AWS_SESSION_TOKEN": "",
                           "AWS_PROFILE": "", "AWS_SHARED_CREDENTIALS_FILE": "", "HOME": cli.directory.path]
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Posts the log file `log` through the site's `inbox.json`, as the page does; `name` replaces the key's last part.
    static func post(_ cli: FitTodayProcess, form: String, log: String, name: String? = nil, contentType: String? = nil) throws -> FitTodayProcess.Result {
        var arguments = [support.appendingPathComponent("post_log.py").path, cli.path(form), cli.path(log)]
        if let name { arguments += ["--name", name] }
        if let contentType { arguments += ["--content-type", contentType] }
        return try DeployServerProcess.python(arguments, directory: cli.directory, timeout: 60)
    }

    static func literal(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        return "\"" + escaped + "\""
    }
}
