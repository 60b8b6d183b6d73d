import FitTodayDomain
import Foundation

/// Where credentials come from, as the AWS tools look for them: `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`
/// (with `AWS_SESSION_TOKEN`), else the profile `AWS_PROFILE` (or `default`) of `~/.aws/credentials`
/// (`AWS_SHARED_CREDENTIALS_FILE` names another file). Never the configuration file.
public enum S3CredentialsSource {
    public static func load(environment: [String: String]) throws(FitTodayError) -> S3Credentials {
        if let key = nonEmpty(environment["AWS_ACCESS_KEY_ID"]), let secret = nonEmpty(environment["AWS_SECRET_ACCESS_KEY"]) {
            return S3Credentials(accessKeyID: key, secretAccessKey: secret, sessionToken: nonEmpty(environment["AWS_SESSION_TOKEN"]))
        }
        let named = nonEmpty(environment["AWS_PROFILE"])
        let profile = named ?? "default"
        let file = nonEmpty(environment["AWS_SHARED_CREDENTIALS_FILE"])
            ?? (nonEmpty(environment["HOME"]) ?? NSHomeDirectory()) + "/.aws/credentials"
        let text = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }
        let profiles = text.map(parseProfiles) ?? [:]
        guard let values = profiles[profile] else {
            if let named { throw .deploy(.profileMissing(profile: named, file: file)) }
            throw .deploy(.credentialsMissing)
        }
        guard let key = nonEmpty(values["aws_access_key_id"]), let secret = nonEmpty(values["aws_secret_access_key"]) else {
            throw .deploy(.credentialsMissing)
        }
        return S3Credentials(accessKeyID: key, secretAccessKey: secret, sessionToken: nonEmpty(values["aws_session_token"]))
    }

    /// The profiles of an AWS credentials file (INI: `[name]`, `key = value`, `#` and `;` comment lines), keys lowercased.
    static func parseProfiles(_ text: String) -> [String: [String: String]] {
        var profiles: [String: [String: String]] = [:]
        var current: String?
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                var name = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
                // The config file's spelling (`[profile work]`) is accepted too.
                if name.hasPrefix("profile ") { name = name.dropFirst(8).trimmingCharacters(in: .whitespaces) }
                current = name
                profiles[name, default: [:]] = profiles[name] ?? [:]
                continue
            }
            guard let current, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            profiles[current, default: [:]][key] = value
        }
        return profiles
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }
}
