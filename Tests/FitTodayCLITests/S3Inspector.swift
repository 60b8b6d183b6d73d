import FitTodayTestSupport
import Foundation

/// Looks into a loopback S3 server with boto3, as a second, independent client: makes buckets, puts foreign
/// objects, and reads back every object with its headers, and which published page names a missing file.
struct S3Inspector {
    let endpoint: String

    struct Object: Equatable {
        let etag: String
        let contentType: String
        let cacheControl: String
        let modified: String
        let body: String?
    }

    /// The inspector: one Python for the whole run, answering each request line (JSON: endpoint, command, bucket,
    /// arguments) with one line (JSON: `value` or `error`), until its standard input ends with the test process.
    static let script = #"""
    import json, posixpath, re, sys
    import boto3
    from botocore.config import Config
    clients = {}
    def client(endpoint):
        if endpoint not in clients:
            clients[endpoint] = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id="testing",
                                             aws_secret_access_key="testing",
                                             config=Config(s3={"addressing_style": "path"}, retries={"max_attempts": 1},
                                                           connect_timeout=10, read_timeout=30))
        return clients[endpoint]
    def keys(s3, bucket):
        found = []
        for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket):
            found += [o["Key"] for o in page.get("Contents", [])]
        return found
    def answer(endpoint, command, bucket, rest):
        s3 = client(endpoint)
        if command == "create":
            s3.create_bucket(Bucket=bucket)
            return {}
        if command == "put":
            s3.put_object(Bucket=bucket, Key=rest[0], Body=rest[1].encode(), ContentType="text/plain")
            return {}
        if command == "keys":
            return keys(s3, bucket)
        if command == "dump":
            out = {}
            for key in keys(s3, bucket):
                # A text's GET brings its headers too; every other object's HEAD.
                body = None
                if key.endswith((".html", ".json", ".txt", ".webmanifest")):
                    head = s3.get_object(Bucket=bucket, Key=key)
                    body = head["Body"].read().decode("utf-8", "replace")
                else:
                    head = s3.head_object(Bucket=bucket, Key=key)
                out[key] = {"etag": head["ETag"].strip('"'), "type": head.get("ContentType", ""), "cache": head.get("CacheControl", ""),
                            "modified": head["LastModified"].isoformat() + head.get("VersionId", ""), "body": body}
            return out
        if command == "missing":
            # Every file a published page names (src, href) that is not in the bucket, but pages and entry points.
            present = set(keys(s3, bucket))
            missing = []
            for key in sorted(present):
                if not key.endswith(".html"):
                    continue
                html = s3.get_object(Bucket=bucket, Key=key)["Body"].read().decode("utf-8", "replace")
                for ref in re.findall(r'(?:src|href)="([^"#?]+)', html):
                    if re.match(r"^[a-z]+:|^//", ref) or ref.endswith("/") or ref.endswith((".html", ".md")):
                        continue
                    target = posixpath.normpath(posixpath.join(posixpath.dirname(key), ref))
                    if posixpath.basename(target) in ("sw.js", "manifest.webmanifest", "index.html"):
                        continue
                    if target not in present:
                        missing.append(key + " -> " + target)
            return missing
        raise ValueError("unknown command " + command)
    for line in sys.stdin:
        endpoint, command, bucket, *rest = json.loads(line)
        try:
            reply = {"value": answer(endpoint, command, bucket, rest)}
        except Exception as error:
            reply = {"error": f"{type(error).__name__}: {error}"}
        print(json.dumps(reply), flush=True)
    """#

    /// The run's one inspector process: Python and boto3 cost 0.3 s of CPU to start, and the deploy suites inspect
    /// some forty times. Requests take turns.
    private final class Session: @unchecked Sendable {
        static let shared = Result { try Session() }

        private let child: ChildProcess
        private let lock = NSLock()

        private init() throws {
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("s3_inspector-\(UUID().uuidString).py")
            try Data(S3Inspector.script.utf8).write(to: script)
            child = try ChildProcess.launch("/usr/bin/env", ["python3", script.path], input: .pipe)
        }

        func ask(_ request: [String]) throws -> Any {
            try lock.withLock {
                try child.send(try JSONSerialization.data(withJSONObject: request) + Data("\n".utf8))
                guard let line = try child.readLine(within: 120, waitingFor: "boto3's answer to \(request[1]) \(request[2])"),
                      let reply = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw S3TestServer.Failure(description: "the boto3 inspector ended: \(child.standardErrorSoFar)")
                }
                if let error = reply["error"] as? String { throw S3TestServer.Failure(description: "boto3 \(request[1]): \(error)") }
                return reply["value"] ?? NSNull()
            }
        }
    }

    private func run(_ command: String, _ bucket: String, _ arguments: [String] = []) throws -> Any {
        try Session.shared.get().ask([endpoint, command, bucket] + arguments)
    }

    func createBucket(_ bucket: String) throws { _ = try run("create", bucket) }

    func put(_ bucket: String, key: String, text: String) throws { _ = try run("put", bucket, [key, text]) }

    func objects(_ bucket: String) throws -> [String: Object] {
        let json = try run("dump", bucket) as? [String: [String: Any]] ?? [:]
        return json.mapValues {
            Object(etag: $0["etag"] as? String ?? "", contentType: $0["type"] as? String ?? "", cacheControl: $0["cache"] as? String ?? "",
                   modified: $0["modified"] as? String ?? "", body: $0["body"] as? String)
        }
    }

    /// `page -> file` for every file a published page names that the bucket lacks.
    func missingReferences(_ bucket: String) throws -> [String] {
        try run("missing", bucket) as? [String] ?? ["unreadable"]
    }

    /// Every key of `bucket`, from its listing alone (no request per object).
    func keys(_ bucket: String) throws -> Set<String> {
        Set(try run("keys", bucket) as? [String] ?? [])
    }
}
