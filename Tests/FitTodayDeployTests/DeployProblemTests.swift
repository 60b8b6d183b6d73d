import FitTodayDeploy
import FitTodayDomain
import Testing

/// Each way a deploy stops: its sentence in both languages and its documented exit code (docs/deploy.md).
@Suite struct DeployProblemTests {
    static let every: [(DeployProblem, Int32)] = [
        (.targetMissing, 12), (.targetInvalid(text: "http://x", setting: "--target"), 12), (.endpointInvalid(text: "ftp://x"), 12),
        (.siteMissing(folder: "public"), 2),
        (.credentialsMissing, 20), (.profileMissing(profile: "work", file: "/home/ana/.aws/credentials"), 20),
        (.credentialsRefused(code: "SignatureDoesNotMatch", uploaded: 0, total: 9), 20),
        (.credentialsRefused(code: "ExpiredToken", uploaded: 4, total: 9), 20), (.bucketMissing(bucket: "site"), 21),
        (.endpointUnreachable(endpoint: "http://127.0.0.1:9", uploaded: 0, total: 0), 22),
        (.endpointUnreachable(endpoint: "http://127.0.0.1:9", uploaded: 3, total: 1200), 22),
        (.serverFailed(status: 500, uploaded: 5, total: 1200), 23), (.tooManyDeletes(count: 1300, limit: 256), 24),
    ]

    @Test func everyProblemHasASentenceInBothLanguagesAndItsExitCode() {
        for (problem, code) in Self.every {
            let error = FitTodayError.deploy(problem)
            #expect(error.category.exitCode == code, "\(problem)")
            let portuguese = error.message(.ptBR), english = error.message(.en)
            #expect(portuguese != english && !portuguese.isEmpty && english.hasSuffix("."), "\(problem)")
            #expect(!english.contains("DeployProblem") && !english.contains("S3Failure"), "\(problem)")
        }
        #expect(FitTodayError.deploy(.serverFailed(status: 500, uploaded: 5, total: 1200)).message(.en)
            == "The storage failed (HTTP 500) after 5 of 1,200 uploads; nothing was deleted and the published site is still whole. Run fittoday deploy again to finish.")
        #expect(FitTodayError.deploy(.tooManyDeletes(count: 1300, limit: 256)).message(.ptBR).contains("1.300"))
    }

    /// The Domain holds deploy's problems without knowing them: two errors are equal exactly when their problems are.
    @Test func aDeployProblemInsideTheDomainsErrorIsEqualOnlyToItself() {
        #expect(FitTodayError.deploy(.targetMissing) == .deploy(.targetMissing))
        #expect(FitTodayError.deploy(.bucketMissing(bucket: "a")) != .deploy(.bucketMissing(bucket: "b")))
        #expect(FitTodayError.deploy(.credentialsMissing) != .deploy(.targetMissing))
        #expect(FitTodayError.deploy(.credentialsMissing) != .unexpected)
    }

    /// A secret in the configuration file is found where the file is read (the Data layer), with deploy's exit code
    /// for a setting and its sentence.
    @Test func aSecretInTheConfigurationFileIsAConfigurationError() {
        let error = FitTodayError.credentialsInConfiguration(key: "deploy.secret", file: "fittoday.toml")
        #expect(error.category.exitCode == 12)
        #expect(error.message(.en).contains("deploy.secret") && error.message(.ptBR).contains("fittoday.toml"))
        #expect(error.message(.en) != error.message(.ptBR))
    }
}
