import FitTodayDomain
import FitTodayTOML

extension AppConfiguration {
    /// Reads `[deploy]` and its `[[deploy.headers]]`; refuses a credential written anywhere in the file, naming
    /// where it belongs instead (the environment or `~/.aws/credentials`).
    static func readDeploy(into config: inout AppConfiguration, reader: inout ConfigurationReader, table: TOMLTable,
                           locale: AppLocale, fileName: String) throws(FitTodayError) {
        if let key = credentialKey(in: table) {
            throw .credentialsInConfiguration(key: key, file: fileName)
        }
        let words = locale.words.data.deploySettings
        try reader.section("deploy") { (section: inout ConfigurationReader.Section) throws(FitTodayError) in
            var deploy = config.deploy
            if let target = try section.string("target") {
                guard !target.trimmingCharacters(in: .whitespaces).isEmpty else { throw section.invalid("target", expected: words.target) }
                deploy.target = target
            }
            if let endpoint = try section.string("endpoint") { deploy.endpoint = endpoint.isEmpty ? nil : endpoint }
            if let region = try section.string("region") {
                // Signed into every request: letters, digits and hyphens only, as every store names its regions.
                guard !region.isEmpty, region.unicodeScalars.allSatisfy({ $0 == "-" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }) else {
                    throw section.invalid("region", expected: "us-east-1, auto")
                }
                deploy.region = region
            }
            if let pathStyle = try section.bool("path_style") { deploy.pathStyle = pathStyle }
            if let jobs = try section.integer("jobs", in: 1...64) { deploy.jobs = jobs }
            if let entries = try section.tables("headers", expected: words.headers) {
                var headers: [DeployHeaderSetting] = []
                for entry in entries {
                    guard entry.keys.allSatisfy({ $0 == "pattern" || $0 == "cache_control" }) else {
                        throw section.invalid("headers", expected: words.headers)
                    }
                    guard let pattern = entry["pattern"]?.string, !pattern.isEmpty, !pattern.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                        throw section.invalid("headers.pattern", expected: words.pattern)
                    }
                    // A header value: one line of visible characters, or a request could carry headers of its own.
                    guard let value = entry["cache_control"]?.string, !value.trimmingCharacters(in: .whitespaces).isEmpty,
                          value.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) else {
                        throw section.invalid("headers.cache_control", expected: words.cacheControl)
                    }
                    headers.append(DeployHeaderSetting(pattern: pattern, cacheControl: value.trimmingCharacters(in: .whitespaces)))
                }
                deploy.headers = headers
            }
            config.deploy = deploy
        }
    }

    /// The first key that holds a credential: in `[deploy]` (or a table inside it), or a top-level key or
    /// section named like one (`aws_secret_access_key`, `[aws]`).
    private static func credentialKey(in root: TOMLTable) -> String? {
        func looksLikeCredential(_ key: String) -> Bool {
            let lowered = key.lowercased()
            return DeploySettings.credentialKeys.contains(lowered) || lowered.contains("secret") || lowered.contains("access_key")
                || lowered.contains("password") || lowered.hasSuffix("token")
        }
        func search(_ table: TOMLTable, path: String) -> String? {
            for (key, value) in table.entries {
                let name = path.isEmpty ? key : path + "." + key
                if looksLikeCredential(key) { return name }
                if case let .table(inner) = value, let found = search(inner, path: name) { return found }
            }
            return nil
        }
        if let deploy = root["deploy"], case let .table(table) = deploy, let found = search(table, path: "deploy") { return found }
        if case let .table(aws)? = root["aws"] { return aws.keys.first.map { "aws." + $0 } ?? "aws" }
        return root.keys.first { looksLikeCredential($0) }
    }
}
