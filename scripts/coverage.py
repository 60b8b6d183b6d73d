#!/usr/bin/env python3
"""Line coverage per layer from the last `swift test --enable-code-coverage` run (`make coverage`).

Reads the merged profile SwiftPM leaves in .build/debug/codecov with llvm-cov from the Swift toolchain, counting
the test bundle and the debug `fittoday` (the command-line suites run the release one, which is not instrumented;
the tests that kill a build at a step run the debug one), prints one line per layer
(`coverage FitTodayDomain 83.4%`) and fails when a layer is below its gate.
"""
import json
import os
import shutil
import subprocess
import sys

# Layer, the source folder it is measured on, the lowest line coverage accepted (percent).
GATES = [
    ("FitTodayDomain", "Sources/FitTodayDomain/", 80.0),
    ("FitTodaySite", "Sources/FitTodaySite/", 70.0),
    ("FitTodayData", "Sources/FitTodayData/", 60.0),
]


def tool(name):
    for candidate in (os.path.join("/opt/swift/usr/bin", name), shutil.which(name)):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    sys.exit(f"coverage: {name} not found (it comes with the Swift toolchain, /opt/swift/usr/bin)")


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.chdir(root)
    build = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True).stdout.strip()
    codecov = os.path.join(build, "codecov")
    raw = sorted(os.path.join(codecov, f) for f in os.listdir(codecov) if f.endswith(".profraw")) if os.path.isdir(codecov) else []
    if not raw:
        sys.exit("coverage: no profile found; run the tests with coverage first (make coverage does)")
    profile = os.path.join(codecov, "layers.profdata")
    # Every profile of the run, the test bundle's and each `fittoday` process's, merged into one.
    subprocess.run([tool("llvm-profdata"), "merge", "-sparse", "-o", profile, *raw], check=True)
    objects = [os.path.join(build, "FitTodayPackageTests.xctest"), os.path.join(build, "fittoday")]
    objects = [o for o in objects if os.path.exists(o)]
    command = [tool("llvm-cov"), "export", "-summary-only", "-instr-profile", profile, objects[0]]
    for other in objects[1:]:
        command += ["-object", other]
    command += ["-ignore-filename-regex", r"(\.build|Tests|Benchmarks)/"]
    report = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
    totals = {name: [0, 0] for name, _, _ in GATES}
    for data in report["data"]:
        for entry in data["files"]:
            path = os.path.relpath(entry["filename"], root)
            for name, folder, _ in GATES:
                if path.startswith(folder):
                    lines = entry["summary"]["lines"]
                    totals[name][0] += lines["covered"]
                    totals[name][1] += lines["count"]
    failed = []
    for name, _, gate in GATES:
        covered, count = totals[name]
        percent = 100.0 * covered / count if count else 0.0
        print(f"coverage {name} {percent:.1f}%")
        if percent < gate:
            failed.append(f"{name} {percent:.1f}% < {gate:.0f}%")
    if failed:
        sys.exit("coverage below the gate: " + ", ".join(failed))


if __name__ == "__main__":
    main()
