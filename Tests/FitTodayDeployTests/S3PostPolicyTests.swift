import FitTodayDeploy
import Foundation
import Testing

/// The upload form's signer against AWS's worked example ("Example: Browser-Based Upload using HTTP POST (Using AWS
/// Signature Version 4)", https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-post-example.html): its policy, its
/// credentials and day, and the signature AWS printed; then the forms FitToday writes, whose shape the page and the
/// tests' loopback front read.
@Suite struct S3PostPolicyTests {
    static let example = S3Credentials(accessKeyID: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")

    /// The example's policy exactly as AWS signs it: 648 bytes, CRLF line ends.
    static let examplePolicy = [
        "{ \"expiration\": \"2015-12-30T12:00:00.000Z\",",
        "  \"conditions\": [",
        "    {\"bucket\": \"sigv4examplebucket\"},",
        "    [\"starts-with\", \"$key\", \"user/user1/\"],",
        "    {\"acl\": \"public-read\"},",
        "    {\"success_action_redirect\": \"http://sigv4examplebucket.s3.amazonaws.com/successful_upload.html\"},",
        "    [\"starts-with\", \"$Content-Type\", \"image/\"],",
        "    {\"x-amz-meta-uuid\": \"14365123651274\"},",
        "    {\"x-amz-server-side-encryption\": \"AES256\"},",
        "    [\"starts-with\", \"$x-amz-meta-tag\", \"\"],",
        "",
        "    {\"x-amz-credential\": \"AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request\"},",
        "    {\"x-amz-algorithm\": \"AWS4-HMAC-SHA256\"},",
        "    {\"x-amz-date\": \"20151229T000000Z\" }",
        "  ]",
        "}",
    ].joined(separator: "\r\n")

    @Test func theWorkedExampleSignsToTheSignatureAWSPrinted() {
        #expect(Self.examplePolicy.utf8.count == 648)
        let base64 = Data(Self.examplePolicy.utf8).base64EncodedString()
        #expect(base64.count == 864 && base64.hasPrefix("eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0K"))
        let signer = SignatureV4(credentials: Self.example, region: "us-east-1")
        #expect(signer.signature(of: base64, timestamp: "20151229T000000Z") == "8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e")
        #expect(signer.credential("20151229T000000Z") == "AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request")
    }

    @Test func aFormAllowsOnlyJSONUnderItsPrefixUpTo64KiBUntilItExpires() throws {
        let endpoint = try #require(S3Endpoint(endpoint: "http://127.0.0.1:9000", region: "us-east-1", pathStyle: true))
        let now = Date(timeIntervalSince1970: 1_451_347_200) // 2015-12-29T00:00:00Z, the example's day
        let form = S3PostPolicy(endpoint: endpoint, bucket: "sigv4examplebucket", keyPrefix: "inbox/me/", credentials: Self.example, now: now,
                                lifetime: 36 * 3600)
        #expect(form.url == "http://127.0.0.1:9000/sigv4examplebucket" && form.keyPrefix == "inbox/me/")
        #expect(S3PostPolicy.isoTime(form.expires) == "2015-12-30T12:00:00Z")
        // boto3's fields, in its order.
        #expect(form.fields.map(\.name) == ["Content-Type", "x-amz-algorithm", "x-amz-credential", "x-amz-date", "policy", "x-amz-signature"])
        let fields = Dictionary(uniqueKeysWithValues: form.fields.map { ($0.name, $0.value) })
        #expect(fields["x-amz-date"] == "20151229T000000Z" && fields["x-amz-credential"] == "AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request")
        let policy = String(decoding: Data(base64Encoded: fields["policy"] ?? "") ?? Data(), as: UTF8.self)
        #expect(policy == """
        {"expiration":"2015-12-30T12:00:00Z","conditions":[{"bucket":"sigv4examplebucket"},["starts-with","$key","inbox/me/"],\
        {"Content-Type":"application/json"},["content-length-range",1,65536],{"x-amz-algorithm":"AWS4-HMAC-SHA256"},\
        {"x-amz-credential":"AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request"},{"x-amz-date":"20151229T000000Z"}]}
        """)
        let signer = SignatureV4(credentials: Self.example, region: "us-east-1")
        #expect(fields["x-amz-signature"] == signer.signature(of: fields["policy"] ?? "", timestamp: "20151229T000000Z"))
        // The secret is never part of the form.
        #expect(!form.fields.contains { $0.value.contains(Self.example.secretAccessKey) })
        // The same inputs sign the same bytes; a virtual-hosted store puts the bucket in the host.
        #expect(form == S3PostPolicy(endpoint: endpoint, bucket: "sigv4examplebucket", keyPrefix: "inbox/me/", credentials: Self.example,
                                     now: now, lifetime: 36 * 3600))
        let aws = try #require(S3Endpoint(endpoint: nil, region: "eu-west-1", pathStyle: false))
        #expect(S3PostPolicy(endpoint: aws, bucket: "my-inbox", keyPrefix: "x/me/", credentials: Self.example, now: now, lifetime: 3600).url
                == "https://my-inbox.s3.eu-west-1.amazonaws.com/")
    }

    @Test func aPrefixWithQuotesOrControlsStaysOneJSONString() {
        #expect(S3PostPolicy.quoted("a\"b\\c\u{01}é") == "\"a\\\"b\\\\c\\u0001é\"")
    }
}
