import FitTodayTestSupport
import Foundation
import Testing

/// libcurl is opened only by a build that downloads (docs/image-cache.md, "libcurl, opened when first needed"): no command loads it, or
/// Foundation's networking, when it starts; and a machine without it gets one sentence, not a failed build.
@Suite(.waitsOnChildren) struct LibcurlCommandTests {
    #if os(Linux)
    static let glibcLoader = true
    #else
    static let glibcLoader = false
    #endif

    @Test(.enabled(if: glibcLoader, "LD_DEBUG=libs is the GNU C library's loader"))
    func noCommandLoadsLibcurlWhenItStarts() throws {
        let cli = try FitTodayProcess()
        for arguments in [["--version"], ["build", "--offline", "--quiet", "--date", "2026-11-22"]] {
            let result = try cli.run(arguments, environment: ["LD_DEBUG": "libs"])
            #expect(result.stderr.contains("find library="), "the loader reported the libraries it loaded")
            #expect(!result.stderr.contains("libcurl"), "\(arguments)")
            #expect(!result.stderr.contains("FoundationNetworking"), "\(arguments)")
        }
    }

    @Test func withoutLibcurlABuildSaysWhyImagesAreMissingAndAnOfflineBuildNeedsNone() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let missing = ["FITTODAY_LIBCURL": "/nonexistent/fittoday/libcurl.so.4"]
        // A port nothing listens on: were libcurl there, the requests would be refused instead.
        let remote = try cli.run(["build", "--quiet", "--date", "2026-11-22", "--image-source", "http://127.0.0.1:9/images/"], environment: missing)
        #expect(remote.exitCode == 0, "\(remote.stderr)")
        #expect(remote.stderr.contains("libcurl") && remote.stderr.contains("apt install libcurl4"), "\(remote.stderr)")
        #expect(remote.stderr.components(separatedBy: "libcurl4").count == 2, "said once: \(remote.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path("public/index.html")))
        let english = try cli.run(["build", "--quiet", "--locale", "en", "--date", "2026-11-22", "--image-source", "http://127.0.0.1:9/images/"],
                                  environment: missing)
        #expect(english.stderr.contains("the site is missing images: FitToday downloads them with libcurl"), "\(english.stderr)")
        let offline = try cli.run(["build", "--quiet", "--offline", "--date", "2026-11-22"], environment: missing)
        #expect(offline.exitCode == 0 && offline.stderr.isEmpty, "\(offline.stderr)")
    }
}
