/// The version `fittoday --version` prints; raise it with every release.
enum FitTodayVersion {
    static let current = "0.9.0"
}
