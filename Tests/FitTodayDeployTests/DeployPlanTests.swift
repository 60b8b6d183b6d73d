@testable import FitTodayDeploy
import FitTodayHashing
import Foundation
import Testing

/// What a deploy decides before it changes anything: kinds, order, reasons, deletes, headers.
@Suite struct DeployPlanTests {
    static func file(_ path: String, _ text: String, rules: DeployHeaderRules = DeployHeaderRules()) -> SiteFile {
        let kind = SiteFileKind.of(path)
        return SiteFile(path: path, size: text.utf8.count, md5: MD5.hexDigest(text.utf8), kind: kind,
                        contentType: rules.contentType(forPath: path), cacheControl: rules.cacheControl(forPath: path, kind: kind))
    }

    @Test func md5MatchesTheReference() {
        // RFC 1321's test suite.
        #expect(MD5.hexDigest("".utf8) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hexDigest("abc".utf8) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(MD5.hexDigest("12345678901234567890123456789012345678901234567890123456789012345678901234567890".utf8)
            == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test func hmacMatchesRFC4231() {
        // RFC 4231, test cases 1 and 2.
        #expect(SHA256.hex(HMACSHA256.authenticationCode(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8)))
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(SHA256.hex(HMACSHA256.authenticationCode(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test func kindsOfTheSitesFiles() {
        #expect(SiteFileKind.of("assets/app.1a2b3c4d5e6f.js") == .hashedAsset)
        #expect(SiteFileKind.of("assets/library-index.3e4ae1bbc001.js") == .hashedAsset)
        #expect(SiteFileKind.of("images/0123456789abcdef.jpg") == .hashedAsset)
        #expect(SiteFileKind.of("icons/icon-192.png") == .asset)
        #expect(SiteFileKind.of("assets/style.css") == .asset)
        // A page named by a long number is still a page, never cached for a year.
        #expect(SiteFileKind.of("history/sessions/12345678.html") == .page)
        #expect(SiteFileKind.of("history/sessions/12.md") == .page)
        #expect(SiteFileKind.of("feed.xml") == .page)
        #expect(SiteFileKind.of("calendar.ics") == .page)
        #expect(SiteFileKind.of("index.html") == .entryPoint)
        #expect(SiteFileKind.of("sw.js") == .entryPoint)
        #expect(SiteFileKind.of("manifest.webmanifest") == .entryPoint)
        #expect(SiteFileKind.of("plans/index.html") == .page)
        #expect(SiteFileKind.of("ana/index.html", siteRoots: ["", "ana"]) == .entryPoint)
        #expect(SiteFileKind.of("assets/app.ABCDEF12.js") == .asset)
        #expect(SiteFileKind.of("assets/tab12345678.js") == .asset)
    }

    /// Every kind of name a built site holds, with the header it goes up with (issue 50: renditions went up as
    /// `no-cache`).
    @Test func everyKindOfNameTheSiteWritesGetsItsCacheRule() {
        let rules = DeployHeaderRules()
        let year = "public, max-age=31536000, immutable"
        let expected: [(path: String, cacheControl: String)] = [
            ("assets/app.1a2b3c4d5e6f.js", year),
            ("assets/style.0123456789ab.css", year),
            ("assets/library-index.3e4ae1bbc001.js", year),
            ("images/0123456789abcdef.jpg", year),
            ("images/0123456789abcdef.png", year),
            ("images/0123456789abcdef.480x320.webp", year),
            ("images/0123456789abcdef.1200x630.jpeg", year),
            ("ana/images/fedcba9876543210.960x640.webp", year),
            ("images/0123456789abcdef.0x320.webp", "no-cache"),
            ("images/photo.480x320.webp", "no-cache"),
            ("images/0123.480x320.webp", "no-cache"),
            ("icons/icon-192.png", "no-cache"),
            ("assets/style.css", "no-cache"),
            ("index.html", "no-cache"),
            ("index.md", "no-cache"),
            ("exercises/supino-reto.md", "no-cache"),
            ("history/sessions/12345678.html", "no-cache"),
            ("feed.xml", "no-cache"),
            ("calendar.ics", "no-cache"),
            ("sw.js", "no-cache"),
            ("manifest.webmanifest", "no-cache"),
        ]
        for (path, cacheControl) in expected {
            #expect(rules.cacheControl(forPath: path, kind: SiteFileKind.of(path, siteRoots: ["", "ana"])) == cacheControl, "\(path)")
        }
        #expect(SiteFileKind.of("images/0123456789abcdef.480x320.webp") == .hashedAsset)
    }

    @Test func defaultHeadersAndPatterns() {
        let rules = DeployHeaderRules([("*.html", "max-age=60"), ("assets/**", "public, max-age=600")])
        #expect(rules.cacheControl(forPath: "history/index.html", kind: .page) == "max-age=60")
        #expect(rules.cacheControl(forPath: "assets/app.1a2b3c4d5e6f.js", kind: .hashedAsset) == "public, max-age=600")
        #expect(rules.cacheControl(forPath: "images/0123456789abcdef.jpg", kind: .hashedAsset) == "public, max-age=31536000, immutable")
        #expect(rules.cacheControl(forPath: "feed.xml", kind: .page) == "no-cache")
        #expect(rules.contentType(forPath: "feed.xml") == "application/xml; charset=utf-8")
        #expect(rules.contentType(forPath: "index.md") == "text/markdown; charset=utf-8")
        #expect(rules.contentType(forPath: "manifest.webmanifest") == "application/manifest+json")
        #expect(rules.contentType(forPath: "LICENSE") == "application/octet-stream")
    }

    @Test func globs() {
        #expect(PathGlob("*.html").matches("a/b/c.html"))
        #expect(!PathGlob("/*.html").matches("a/c.html"))
        #expect(PathGlob("/*.html").matches("c.html"))
        #expect(PathGlob("assets/*").matches("assets/a.js"))
        #expect(!PathGlob("assets/*").matches("assets/x/a.js"))
        #expect(PathGlob("assets/**").matches("assets/x/a.js"))
        #expect(PathGlob("**/index.html").matches("index.html"))
        #expect(PathGlob("**/index.html").matches("a/b/index.html"))
        #expect(!PathGlob("**/index.html").matches("a/bindex.html"))
        #expect(PathGlob("history/sessions/?.md").matches("history/sessions/7.md"))
        #expect(!PathGlob("history/sessions/?.md").matches("history/sessions/17.md"))
        #expect(!PathGlob("a*b").matches("a/b"))
    }

    @Test func firstDeployUploadsEverythingInOrder() {
        let files = [Self.file("index.html", "home"), Self.file("history/1.html", "one"), Self.file("assets/app.1a2b3c4d5e6f.js", "js"),
                     Self.file("sw.js", "worker"), Self.file("icons/icon.png", "png"), Self.file("feed.xml", "feed")]
        let plan = DeployPlan(files: files.sorted { $0.path < $1.path }, remote: [:], manifest: nil)
        #expect(plan.uploads.map(\.path) == ["assets/app.1a2b3c4d5e6f.js", "icons/icon.png", "feed.xml", "history/1.html", "index.html", "sw.js"])
        #expect(plan.deletes.isEmpty)
        #expect(plan.uploads.allSatisfy { if case .upload(_, .new) = $0 { true } else { false } })
        #expect(plan.finalManifest.objects.count == files.count)
        #expect(plan.finalManifest.pending.isEmpty)
    }

    @Test func unchangedChangedForeignAndGone() {
        let old = [Self.file("index.html", "home"), Self.file("a.html", "a"), Self.file("gone.html", "gone")]
        let manifest = DeployPlan(files: old, remote: [:], manifest: nil).finalManifest
        var remote = Dictionary(uniqueKeysWithValues: old.map { ($0.path, $0.md5) })
        remote["foreign.txt"] = MD5.hexDigest("someone else's".utf8)
        let now = [Self.file("index.html", "home"), Self.file("a.html", "a, changed"), Self.file("b.html", "b")]
        let plan = DeployPlan(files: now, remote: remote, manifest: manifest)
        #expect(plan.unchanged == 1)
        #expect(plan.uploads == [.upload(now[1], .changed), .upload(now[2], .new)])
        // Only what FitToday put there is deleted: never the foreign object.
        #expect(plan.deletes == [.delete(path: "gone.html")])
    }

    @Test func pendingAndHeaderChangesGoUpAgain() {
        let files = [Self.file("a.html", "a"), Self.file("b.html", "b")]
        var manifest = DeployPlan(files: files, remote: [:], manifest: nil).finalManifest
        manifest.pending = ["b.html", "c.html"]
        let remote = ["a.html": files[0].md5, "b.html": files[1].md5, "c.html": "0123"]
        let rules = DeployHeaderRules([("a.html", "max-age=5")])
        let changed = [Self.file("a.html", "a", rules: rules), Self.file("b.html", "b")]
        let plan = DeployPlan(files: changed, remote: remote, manifest: manifest)
        #expect(plan.uploads == [.upload(changed[0], .headersChanged), .upload(changed[1], .unconfirmed)])
        // A pending upload of a path the site no longer has is FitToday's: deleted.
        #expect(plan.deletes == [.delete(path: "c.html")])
    }

    @Test func manifestBytesAreReproducible() {
        let files = [Self.file("b.html", "b"), Self.file("a.html", "a")]
        let one = DeployPlan(files: files, remote: [:], manifest: nil).finalManifest.encoded()
        let two = DeployPlan(files: files.reversed(), remote: [:], manifest: nil).finalManifest.encoded()
        #expect(one == two)
        #expect(DeployManifest.decode(one)?.objects.count == 2)
        #expect(DeployManifest.decode(Data("{\"format\": 99}".utf8)) == nil)
    }

    @Test func targetsAndEndpoints() {
        #expect(S3Target(parsing: "s3://my-bucket")?.prefix == "")
        #expect(S3Target(parsing: "s3://my-bucket/site/")?.key(forPath: "index.html") == "site/index.html")
        #expect(S3Target(parsing: "s3://my-bucket/site")?.path(forKey: "site/a/b.html") == "a/b.html")
        #expect(S3Target(parsing: "s3://my-bucket/site")?.path(forKey: "sitemap.xml") == nil)
        for bad in ["https://bucket/x", "s3://", "s3://ab", "s3://KEY:SECRET@bucket/x", "s3://bucket//x", "s3://bucket/../x", "s3://-bucket"] {
            #expect(S3Target(parsing: bad) == nil, "\(bad)")
        }
        #expect(S3Endpoint(endpoint: "http://127.0.0.1:9000", region: "us-east-1", pathStyle: false)?.pathStyle == true)
        #expect(S3Endpoint(endpoint: "https://s3.example.com", region: "auto", pathStyle: false)?.pathStyle == false)
        #expect(S3Endpoint(endpoint: nil, region: "eu-west-1", pathStyle: false)?.address == "https://s3.eu-west-1.amazonaws.com")
        #expect(S3Endpoint(endpoint: "https://user:pass@s3.example.com", region: "auto", pathStyle: false) == nil)
        #expect(S3Endpoint(endpoint: "ftp://s3.example.com", region: "auto", pathStyle: false) == nil)
    }

    @Test func credentialsFileProfiles() {
        let profiles = S3CredentialsSource.parseProfiles("""
        # comment
        [default]
        aws_access_key_id = AKIADEFAULT
        aws_secret_access_key = secret1
        [profile work]
        aws_access_key_id=AKIAWORK
        aws_secret_access_key=sec=ret2
        aws_session_token = tok
        """)
        #expect(profiles["default"]?["aws_access_key_id"] == "AKIADEFAULT")
        #expect(profiles["work"]?["aws_secret_access_key"] == "sec=ret2")
        #expect(profiles["work"]?["aws_session_token"] == "tok")
    }

    @Test func listingXMLIsRead() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>true</IsTruncated>\
        <Contents><Key>site/a&amp;b.html</Key><ETag>&quot;abc&quot;</ETag></Contents>\
        <Contents><Key>site/c.html</Key><ETag>"def-2"</ETag></Contents>\
        <NextContinuationToken>tok&#43;1</NextContinuationToken></ListBucketResult>
        """
        let blocks = S3XMLText.blocks("Contents", in: xml)
        #expect(blocks.compactMap { S3XMLText.value(of: "Key", in: $0) } == ["site/a&b.html", "site/c.html"])
        #expect(S3XMLText.value(of: "ETag", in: blocks[0]) == "\"abc\"")
        #expect(S3XMLText.value(of: "NextContinuationToken", in: xml[...]) == "tok+1")
        #expect(S3Client.failure(status: 403, body: Data("<Error><Code>SignatureDoesNotMatch</Code></Error>".utf8)) == .credentials("SignatureDoesNotMatch"))
        #expect(S3Client.failure(status: 404, body: Data("<Error><Code>NoSuchBucket</Code></Error>".utf8)) == .noSuchBucket)
        #expect(S3Client.failure(status: 500, body: Data()) == .status(500, ""))
    }
}
