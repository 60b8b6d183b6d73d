import FitTodayDeploy
import FitTodayHashing
import Foundation
import Testing

/// The signer against AWS's published examples. Each vector is the example's request, credentials, time and the
/// signature AWS printed for it, copied from:
/// - the AWS Signature Version 4 test suite (aws-sig-v4-test-suite, https://docs.aws.amazon.com/general/latest/gr/signature-v4-test-suite.html),
///   case `get-vanilla` (service `service`, region `us-east-1`, AKIDEXAMPLE);
/// - Amazon S3's "Examples: Signature Calculations" for header-based authentication
///   (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): GET Object with a range,
///   PUT Object, and GET Bucket (List Objects) with a query.
@Suite struct SignatureV4Tests {
    static let emptyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    static let s3Credentials = S3Credentials(accessKeyID: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")

    @Test func testSuiteGetVanilla() {
        let signer = SignatureV4(credentials: S3Credentials(accessKeyID: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"),
                                 region: "us-east-1", service: "service")
        let request = SignatureV4.Request(method: "GET", encodedPath: "/", headers: [("Host", "example.amazonaws.com"), ("X-Amz-Date", "20150830T123600Z")],
                                          payloadHash: Self.emptyHash)
        // get-vanilla.creq, .sts and .authz of the test suite.
        #expect(signer.canonicalRequest(request).text == """
        GET
        /

        host:example.amazonaws.com
        x-amz-date:20150830T123600Z

        host;x-amz-date
        \(Self.emptyHash)
        """)
        #expect(signer.stringToSign(canonicalRequest: signer.canonicalRequest(request).text, timestamp: "20150830T123600Z") == """
        AWS4-HMAC-SHA256
        20150830T123600Z
        20150830/us-east-1/service/aws4_request
        bb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63
        """)
        #expect(signer.authorization(request, timestamp: "20150830T123600Z")
            == "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31")
    }

    @Test func s3GetObjectWithRange() {
        let signer = SignatureV4(credentials: Self.s3Credentials, region: "us-east-1")
        let request = SignatureV4.Request(method: "GET", encodedPath: "/test.txt",
                                          headers: [("Host", "examplebucket.s3.amazonaws.com"), ("Range", "bytes=0-9"),
                                                    ("x-amz-content-sha256", Self.emptyHash), ("x-amz-date", "20130524T000000Z")],
                                          payloadHash: Self.emptyHash)
        #expect(signer.stringToSign(canonicalRequest: signer.canonicalRequest(request).text, timestamp: "20130524T000000Z")
            .hasSuffix("7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972"))
        #expect(signer.signature(request, timestamp: "20130524T000000Z") == "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41")
    }

    @Test func s3PutObjectWithAnEncodedKeyAndABody() {
        let signer = SignatureV4(credentials: Self.s3Credentials, region: "us-east-1")
        let body = SHA256.hexDigest(of: "Welcome to Amazon S3.")
        #expect(body == "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072")
        // The example's key is `test$file.text`: `$` goes encoded into the path.
        let request = SignatureV4.Request(method: "PUT", encodedPath: "/" + S3URIEncoding.path("test$file.text"),
                                          headers: [("Host", "examplebucket.s3.amazonaws.com"), ("Date", "Fri, 24 May 2013 00:00:00 GMT"),
                                                    ("x-amz-date", "20130524T000000Z"), ("x-amz-storage-class", "REDUCED_REDUNDANCY"),
                                                    ("x-amz-content-sha256", body)],
                                          payloadHash: body)
        #expect(signer.canonicalRequest(request).text.hasPrefix("PUT\n/test%24file.text\n\n"))
        #expect(signer.signature(request, timestamp: "20130524T000000Z") == "98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd")
    }

    @Test func s3ListObjectsWithAQueryInAnyOrder() {
        let signer = SignatureV4(credentials: Self.s3Credentials, region: "us-east-1")
        // Given out of order: the canonical query sorts them (`max-keys=2&prefix=J`).
        let request = SignatureV4.Request(method: "GET", encodedPath: "/", query: [("prefix", "J"), ("max-keys", "2")],
                                          headers: [("Host", "examplebucket.s3.amazonaws.com"), ("x-amz-content-sha256", Self.emptyHash),
                                                    ("x-amz-date", "20130524T000000Z")],
                                          payloadHash: Self.emptyHash)
        #expect(SignatureV4.canonicalQuery(request.query) == "max-keys=2&prefix=J")
        #expect(signer.signature(request, timestamp: "20130524T000000Z") == "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7")
    }

    @Test func uriEncodingKeepsOnlyTheUnreservedCharacters() {
        #expect(S3URIEncoding.path("a b/ç+!$~._-Z9.html") == "a%20b/%C3%A7%2B%21%24~._-Z9.html")
        #expect(S3URIEncoding.component("a/b=c&d") == "a%2Fb%3Dc%26d")
    }

    @Test func timestampIsUTC() {
        #expect(SignatureV4.timestamp(Date(timeIntervalSince1970: 1_440_938_160)) == "20150830T123600Z")
    }

    @Test func credentialsNeverDescribeTheSecret() {
        let credentials = S3Credentials(accessKeyID: "AKIAEXAMPLE", secretAccessKey: "very-secret-value", sessionToken: "token-value")
        for text in [String(describing: credentials), String(reflecting: credentials), "\(credentials)"] {
            #expect(!text.contains("very-secret-value"))
            #expect(!text.contains("token-value"))
        }
    }
}
