import Foundation

/// Looks into a loopback S3 server with boto3, as a second, independent client: makes buckets, puts foreign
/// objects, and reads back every object with its headers, and which published page names a missing file.
struct S3Inspector {
    let endpoint: String
    let cli: FitTodayProcess

    struct Object: Equatable {
        let etag: String
        let contentType: String
        let cacheControl: String
        let modified: String
        let body: String?
    }

    static let script = #"""
    import json, posixpath, re, sys
    import boto3
    from botocore.config import Config
    endpoint, command, bucket = sys.argv[1:4]
    rest = sys.argv[4:]
    s3 = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id="testing",
                      aws_secret_access_key="testing",
                      config=Config(s3={"addressing_style": "path"}, retries={"max_attempts": 1}, connect_timeout=10, read_timeout=30))
    def keys():
        found = []
        for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket):
            found += [o["Key"] for o in page.get("Contents", [])]
        return found
    if command == "create":
        s3.create_bucket(Bucket=bucket)
        print("{}")
    elif command == "put":
        s3.put_object(Bucket=bucket, Key=rest[0], Body=rest[1].encode(), ContentType="text/plain")
        print("{}")
    elif command == "dump":
        out = {}
        for key in keys():
            head = s3.head_object(Bucket=bucket, Key=key)
            body = None
            if key.endswith((".html", ".json", ".txt", ".webmanifest")):
                body = s3.get_object(Bucket=bucket, Key=key)["Body"].read().decode("utf-8", "replace")
            out[key] = {"etag": head["ETag"].strip('"'), "type": head.get("ContentType", ""), "cache": head.get("CacheControl", ""),
                        "modified": head["LastModified"].isoformat() + head.get("VersionId", ""), "body": body}
        print(json.dumps(out))
    elif command == "missing":
        # Every file a published page names (src, href) that is not in the bucket, but pages and entry points.
        prefix = rest[0]
        present = set(keys())
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
        print(json.dumps(missing))
    """#

    private func run(_ command: String, _ bucket: String, _ arguments: [String] = []) throws -> String {
        let scriptPath = cli.path("s3_inspector.py")
        if !FileManager.default.fileExists(atPath: scriptPath) { try cli.write(Self.script, to: "s3_inspector.py") }
        let result = try DeployServerProcess.python([scriptPath, endpoint, command, bucket] + arguments, directory: cli.directory)
        guard result.exitCode == 0 else { throw S3TestServer.Failure(description: "boto3 \(command): \(result.stderr)") }
        return result.stdout
    }

    func createBucket(_ bucket: String) throws { _ = try run("create", bucket) }

    func put(_ bucket: String, key: String, text: String) throws { _ = try run("put", bucket, [key, text]) }

    func objects(_ bucket: String) throws -> [String: Object] {
        let json = try JSONSerialization.jsonObject(with: Data(try run("dump", bucket).utf8)) as? [String: [String: Any]] ?? [:]
        return json.mapValues {
            Object(etag: $0["etag"] as? String ?? "", contentType: $0["type"] as? String ?? "", cacheControl: $0["cache"] as? String ?? "",
                   modified: $0["modified"] as? String ?? "", body: $0["body"] as? String)
        }
    }

    /// `page -> file` for every file a published page names that the bucket lacks.
    func missingReferences(_ bucket: String, prefix: String = "") throws -> [String] {
        try JSONSerialization.jsonObject(with: Data(try run("missing", bucket, [prefix]).utf8)) as? [String] ?? ["unreadable"]
    }
}
