import FitTodayData
import FitTodayDomain
import Foundation
import Testing

/// `[deploy]` in fittoday.toml, read by the project's TOML reader.
@Suite struct DeploySettingsTests {
    static func parse(_ text: String) throws(FitTodayError) -> AppConfiguration {
        try AppConfiguration.parse(text, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), locale: .en)
    }

    @Test func everySettingIsRead() throws {
        let config = try Self.parse("""
        [deploy]
        target = "s3://bucket/site"
        endpoint = "http://127.0.0.1:9000"
        region = "auto"
        path_style = true
        jobs = 3

        [[deploy.headers]]
        pattern = "*.html"
        cache_control = "max-age=60"

        [[deploy.headers]]
        pattern = "assets/**"
        cache_control = "public, max-age=600"
        """)
        #expect(config.deploy.target == "s3://bucket/site")
        #expect(config.deploy.endpoint == "http://127.0.0.1:9000")
        #expect(config.deploy.region == "auto")
        #expect(config.deploy.pathStyle)
        #expect(config.deploy.jobs == 3)
        #expect(config.deploy.headers == [DeployHeaderSetting(pattern: "*.html", cacheControl: "max-age=60"),
                                          DeployHeaderSetting(pattern: "assets/**", cacheControl: "public, max-age=600")])
    }

    @Test func defaults() throws {
        let config = try Self.parse("")
        #expect(config.deploy == DeploySettings())
        #expect(config.deploy.jobs == 8)
        #expect(config.deploy.target == nil)
    }

    @Test func credentialsInTheFileAreRefusedWithWhereToPutThem() {
        for (text, key) in [("[deploy]\ntarget = \"s3://bucket\"\naws_secret_access_key = \"abc\"\n", "deploy.aws_secret_access_key"),
                            ("[deploy]\naccess_key_id = \"AKIA\"\n", "deploy.access_key_id"),
                            ("[deploy.credentials]\nkey = \"AKIA\"\n", "deploy.credentials"),
                            ("aws_secret_access_key = \"abc\"\n", "aws_secret_access_key"),
                            ("[aws]\naws_access_key_id = \"AKIA\"\n", "aws.aws_access_key_id")] {
            #expect(throws: FitTodayError.credentialsInConfiguration(key: key, file: "fittoday.toml")) { try Self.parse(text) }
            let message = FitTodayError.credentialsInConfiguration(key: key, file: "fittoday.toml").message(.en)
            #expect(message.contains("AWS_ACCESS_KEY_ID") && message.contains("~/.aws/credentials") && !message.contains("abc"))
        }
    }

    @Test func badValuesAreRefused() {
        let cases = [
            "[deploy]\njobs = 0\n",
            "[deploy]\njobs = 65\n",
            "[deploy]\nregion = \"us east\"\n",
            "[deploy]\ntarget = \"\"\n",
            "[deploy]\nunknown = 1\n",
            "[[deploy.headers]]\npattern = \"*.html\"\n",
            "[[deploy.headers]]\npattern = \"*.html\"\ncache_control = \"no-cache\\r\\nX-Evil: 1\"\n",
            "[[deploy.headers]]\npattern = \"\"\ncache_control = \"no-cache\"\n",
            "[[deploy.headers]]\npattern = \"*.html\"\ncache_control = \"no-cache\"\ncontent_type = \"x\"\n",
        ]
        for text in cases {
            #expect(throws: FitTodayError.self, "\(text)") { try Self.parse(text) }
        }
    }
}
