import FitTodayTestSupport
import Foundation
import Testing

/// The tests' own S3 front checks POST policies as S3 does (moto checks none of it): its self-test, run as part of the
/// suite, signs forms with boto3 and with AWS's worked example and sees each condition refused when broken.
@Suite(.waitsOnChildren, .enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
struct S3PostFrontTests {
    @Test func theFrontRefusesWhatS3Refuses() throws {
        let script = InboxStore.support.appendingPathComponent("test_s3_post_front.py").path
        let result = try DeployServerProcess.python([script], directory: FileManager.default.temporaryDirectory, timeout: 120)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        let closing = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(closing.hasSuffix(" passed, 0 failed") && (Int(closing.split(separator: " ").first ?? "") ?? 0) >= 19, "\(closing)")
    }
}
