// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FitToday",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "fittoday", targets: ["fittoday"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Entities, rules, use cases and repository protocols. Imports Foundation only.
        .target(name: "FitTodayDomain"),
        // A small TOML reader for fittoday.toml and content front matter.
        .target(name: "FitTodayTOML"),
        // SHA-256 in pure Swift, for cache file names and content-hashed asset names.
        .target(name: "FitTodayHashing"),
        // Memory + disk image cache with HTTP revalidation, prefetch and offline mode.
        .target(
            name: "FitTodayImageCache",
            dependencies: [
                "FitTodayHashing",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // SQLite store, configuration loading, and (later) importers.
        .target(
            name: "FitTodayData",
            dependencies: [
                "FitTodayDomain",
                "FitTodayTOML",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The composition root: parses arguments and wires the layers together.
        .executableTarget(
            name: "fittoday",
            dependencies: [
                "FitTodayDomain",
                "FitTodayData",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "FitTodayDomainTests", dependencies: ["FitTodayDomain"]),
        .testTarget(name: "FitTodayTOMLTests", dependencies: ["FitTodayTOML"]),
        .testTarget(name: "FitTodayDataTests", dependencies: ["FitTodayData", "FitTodayDomain"]),
        .testTarget(name: "FitTodayHashingTests", dependencies: ["FitTodayHashing"]),
        .testTarget(
            name: "FitTodayImageCacheTests",
            dependencies: [
                "FitTodayImageCache",
                "FitTodayHashing",
                .product(name: "Logging", package: "swift-log"),
            ],
            // The loopback HTTP server the tests start; located through #filePath.
            exclude: ["Support"]
        ),
        .testTarget(name: "FitTodayCLITests", dependencies: ["FitTodayDomain"]),
    ],
    swiftLanguageModes: [.v6]
)
