// swift-tools-version:5.3
// The fuzz targets of FitToday, one per reader of outside input (docs/fuzzing.md). A package of its own at tools
// 5.3, as apple/swift-protobuf's FuzzTesting is: there a `.target` with a `main.swift` built with
// `-parse-as-library` links with libFuzzer's `main`; at tools 6 SwiftPM renames the entry point and it does not.
// Build and run with `make fuzz` (or `make fuzz-ci`, which CI runs).
import PackageDescription

let parsers = Target.Dependency.product(name: "FitTodayParsers", package: "FitToday")

let package = Package(
    name: "FitTodayFuzz",
    dependencies: [
        .package(name: "FitToday", path: ".."),
    ],
    targets: [
        // What every target checks of an error or a value: a message, stability.
        .target(name: "FuzzSupport", dependencies: [parsers]),
        .target(name: "FuzzWorkoutCSV", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzTOML", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzTemplates", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzJSONRestore", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzWorkoutLog", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzFreeExerciseDB", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzProgram", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzPreviewPath", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzPreviewRequest", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzMultipartForm", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzMarkdown", dependencies: [parsers, "FuzzSupport"]),
        .target(name: "FuzzRendition", dependencies: [parsers, "FuzzSupport"]),
    ]
)
