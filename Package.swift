// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FitToday",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "fittoday", targets: ["fittoday"]),
        // The readers of outside input, for the fuzz targets of Fuzz/ (a package of its own, see docs/fuzzing.md).
        .library(name: "FitTodayParsers", targets: ["FitTodayData", "FitTodayDomain", "FitTodayTOML", "FitTodayTemplates", "FitTodaySystem", "FitTodaySite", "FitTodayImageRenditions"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The preview server of `fittoday serve`: many connections, idle timeouts, files from a folder.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Tests only: the reference the template engine is compared with, byte for byte. Pinned: another
        // version may render other bytes, and the parity tests compare with this one.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        // Entities, rules, use cases and repository protocols. Imports Foundation only.
        // Words/ holds the catalogues of words, one per locale; scripts/words.py turns them into Words.swift.
        .target(name: "FitTodayDomain", dependencies: ["FitTodayHashing"], exclude: ["Words"]),
        // A small TOML reader for fittoday.toml and content front matter, and the writer of team.toml and athlete.toml
        // (TOMLText); both tested against toml-test (TOMLConformanceTests).
        .target(name: "FitTodayTOML"),
        // SHA-256 for cache file names, keys and content-hashed asset names, by the system's libcrypto.
        .target(name: "FitTodayHashing", dependencies: ["CLibCrypto"]),
        // OpenSSL's libcrypto from the system (Debian: libssl-dev): SHA-256 only.
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"]), .brew(["openssl"])]),
        // The platform (Glibc/Darwin) behind one module: atomic file writes, the file lock, file kinds, media types.
        .target(name: "FitTodaySystem"),
        // libcurl, opened when first used rather than linked (docs/image-cache.md, "libcurl, opened when first needed"), and plain C calls for
        // its variadic ones.
        .target(name: "CLibCurl"),
        // HTTP requests through libcurl: a look at each response's head before its body, cancellation, timeouts.
        .target(name: "FitTodayHTTP", dependencies: ["CLibCurl"]),
        // `fittoday deploy`: a built site to S3-compatible storage, changed files only, signed with AWS Signature V4
        // (docs/deploy.md).
        .target(name: "FitTodayDeploy", dependencies: ["FitTodayDomain", "FitTodayHTTP", "FitTodayHashing", "FitTodaySystem"]),
        // Memory + disk image cache with HTTP revalidation, prefetch and offline mode.
        .target(
            name: "FitTodayImageCache",
            dependencies: [
                "FitTodayHashing",
                "FitTodayHTTP",
                "FitTodaySystem",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // libvips, opened when a build first makes an image rendition rather than linked (docs/images.md), and plain C
        // calls for its variadic ones.
        .target(name: "CLibVips"),
        // Image renditions sized for their place (thumb, card, page) at 1x and 2x, with libvips, kept on disk by key.
        .target(name: "FitTodayImageRenditions", dependencies: ["CLibVips", "FitTodayHashing", "FitTodaySystem"]),
        // SQLite store, configuration loading, importers (Strong, Hevy, free-exercise-db), export and backup.
        .target(
            name: "FitTodayData",
            dependencies: [
                "FitTodayDomain",
                "FitTodayTOML",
                "FitTodayHashing",
                "FitTodayHTTP",
                "FitTodaySystem",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's own calls, for the reads of every set (LoggedSetRows): GRDB's rows cost several times the reading.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // cmark-gfm from the system (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev).
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // A Mustache engine of its own: typed values, compiled templates, byte output, a strict mode. Depends on
        // nothing of FitToday.
        .target(name: "FitTodayTemplates"),
        // The incremental build's engine, whatever the pages are: what is an input (keys, fingerprints, folder stamps,
        // the files' digest), what is rewritten (`BuildPlan/`), the build's state file beside the output (GRDB), and how
        // a build is put in place (`Publisher/`: a whole site swapped in, or files replaced in place).
        .target(
            name: "FitTodayBuild",
            dependencies: [
                "FitTodayDomain",
                "FitTodayHashing",
                "FitTodaySystem",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The static site: page models, templates, Markdown, images, atomic incremental builds. It reads the data
        // through FitTodayDomain's SiteDataSource only; GRDB is for the build's own state file (SiteState).
        .target(
            name: "FitTodaySite",
            dependencies: [
                "FitTodayBuild",
                "FitTodayDomain",
                // Image renditions sized for their place (issue 43).
                "FitTodayImageRenditions",
                "FitTodayTemplates",
                "FitTodayHashing",
                "FitTodaySystem",
                "CCmarkGFM",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // Embedded in BuiltInResourceFiles.swift by scripts/embed-resources.py: the binary needs no bundle.
            exclude: ["Resources"]
        ),
        // The composition root as a library: parses arguments, wires the layers together, and builds a person's site
        // (SiteBuildRun) for `build`, `serve` and the team build alike.
        .target(
            name: "FitTodayApp",
            dependencies: [
                "FitTodayBuild",
                "FitTodayDomain",
                "FitTodayHashing",
                "FitTodayData",
                "FitTodaySite",
                "FitTodayImageCache",
                "FitTodaySystem",
                "FitTodayDeploy",
                "FitTodayImageRenditions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            // Words/ holds the commands' help texts, one file per locale; scripts/words.py turns them into HelpWords.swift.
            exclude: ["Words"]
        ),
        // The `fittoday` executable: one call into FitTodayApp.
        .executableTarget(name: "fittoday", dependencies: ["FitTodayApp"]),
        // In-process micro-benchmarks for `make bench` (Benchmarks/run.py drives everything).
        .executableTarget(
            name: "fittoday-bench",
            dependencies: ["FitTodayData", "FitTodayDomain", "FitTodayImageCache", "FitTodayTemplates"],
            path: "Benchmarks/FitTodayBench"
        ),
        // Fixtures that more than one test target uses (the example exercise of one's own content/), and the one way
        // a test starts a child process (ChildProcess: only the three standard descriptors, a deadline on every wait).
        .target(name: "FitTodayTestSupport", dependencies: ["FitTodaySystem"], path: "Tests/FitTodayTestSupport"),
        // FitTodayTOML reads the catalogues of words in the test that compares them.
        .testTarget(name: "FitTodayDomainTests", dependencies: ["FitTodayDomain", "FitTodayTOML", "FitTodayTestSupport"]),
        .testTarget(name: "FitTodayTOMLTests", dependencies: ["FitTodayTOML", "FitTodayData", "FitTodayDomain"]),
        .testTarget(
            name: "FitTodayDataTests",
            dependencies: ["FitTodayData", "FitTodayDomain", "FitTodayTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            // Fixtures/: databases of each earlier schema (SchemaFixtures), read from the source tree.
            exclude: ["Support/ai_server.py", "Fixtures"]
        ),
        .testTarget(
            name: "FitTodaySiteTests",
            dependencies: ["FitTodaySite", "FitTodayBuild", "FitTodayData", "FitTodayDomain", "FitTodayHashing", "FitTodayImageRenditions", "FitTodayTestSupport",
                           .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Support/browser_check.py", "Support/phone_check.py", "Support/search_check.py", "Support/feed_check.py",
                      "Support/calendar_check.py", "Support/offline_app_check.py", "Support/progress_check.py", "Support/chromium.py", "Golden",
                      "Support/image_bytes_check.py", "Support/print_pictures.py", "Support/make_photos.py", "Support/served_bytes_check.py",
                      "Support/outbox_check.py", "Support/print_block.py"]
        ),
        .testTarget(name: "FitTodayHashingTests", dependencies: ["FitTodayHashing", "FitTodayTestSupport"]),
        .testTarget(name: "FitTodaySystemTests", dependencies: ["FitTodaySystem", "FitTodayTestSupport"]),
        // The deploy's signer against AWS's published vectors, its plan, order, globs and settings.
        .testTarget(name: "FitTodayDeployTests", dependencies: ["FitTodayDeploy", "FitTodayDomain", "FitTodayHashing", "FitTodayData"]),
        // The template engine against the Mustache spec and, byte for byte, against swift-mustache.
        .testTarget(
            name: "FitTodayTemplateTests",
            dependencies: ["FitTodayTemplates", .product(name: "Mustache", package: "swift-mustache")]
        ),
        .testTarget(
            name: "FitTodayImageCacheTests",
            dependencies: [
                "FitTodayImageCache",
                "FitTodayHTTP",
                "FitTodayHashing",
                "FitTodaySystem",
                "FitTodayTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            // The loopback HTTP server the tests start; located through #filePath.
            exclude: ["Support"]
        ),
        // Strong/Hevy CSV import, JSON export and restore, backup; fixtures are read from the source tree.
        .testTarget(
            name: "FitTodayImportTests",
            dependencies: ["FitTodayData", "FitTodayDomain", "FitTodayTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "FitTodayImageRenditionsTests", dependencies: ["FitTodayImageRenditions", "FitTodayHashing"]),
        .testTarget(
            name: "FitTodayCLITests",
            dependencies: ["FitTodayDomain", "FitTodayTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            // The loopback S3 front that checks POST policies as S3 does, its own check, and the page's post of a log
            // (docs/inbox.md).
            exclude: ["Support/s3_post_front.py", "Support/test_s3_post_front.py", "Support/post_log.py", "Support/inbox_e2e_check.py", "Support/inbox_routes_check.py", "Support/swap_check.py"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
