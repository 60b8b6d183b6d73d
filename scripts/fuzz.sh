#!/usr/bin/env bash
# Builds the fuzz targets of Fuzz/ with libFuzzer and the address sanitizer, and runs them (docs/fuzzing.md).
#
#   scripts/fuzz.sh          every target for FUZZ_SECONDS (default 60) each, from the seeds in Fuzz/Corpus/<target>
#                            plus what earlier runs found (Fuzz/.build/corpus/<target>, not in git)
#   scripts/fuzz.sh ci       every target for FUZZ_CI_SECONDS (default 3) over the seeds only: every seed (and
#                            every crash found so far, kept among them) runs first, so a regression fails CI
#
# FUZZ_TARGETS="FuzzTOML FuzzProgram" runs only those. Exits 1 when any target crashed, hung, leaked or broke an
# assertion; the input is kept as Fuzz/.build/findings/<target>/crash-<sha1> (or timeout-, leak-, oom-).
set -uo pipefail
cd "$(dirname "$0")/../Fuzz"

mode=${1:-run}
seconds=${FUZZ_SECONDS:-60}
[ "$mode" = ci ] && seconds=${FUZZ_CI_SECONDS:-3}
targets=${FUZZ_TARGETS:-"FuzzWorkoutCSV FuzzTOML FuzzTemplates FuzzJSONRestore FuzzWorkoutLog FuzzFreeExerciseDB FuzzProgram FuzzPreviewPath FuzzPreviewRequest FuzzMultipartForm FuzzMarkdown FuzzRendition"}
# After a libFuzzer crash, Swift's crash reporter was seen to hang for minutes holding the output pipe.
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer reports what the Swift runtime keeps for the process's life (metadata caches) as leaks.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

started=$(date +%s)
mkdir -p .build
echo "fuzz: building the targets (libFuzzer + address sanitizer)"
if ! swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library > .build/fuzz-build.log 2>&1; then
    grep -v "ld.gold: warning" .build/fuzz-build.log | tail -40
    echo "fuzz: the build failed"
    exit 1
fi
echo "fuzz: built in $(( $(date +%s) - started )) s"
bin=$(swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --show-bin-path)

failed=0
for target in $targets; do
    seeds=Corpus/$target
    findings=.build/findings/$target
    logs=.build/logs
    mkdir -p "$findings" "$logs"
    if [ "$mode" = ci ]; then
        # New inputs go to a folder thrown away: CI only replays and briefly explores.
        work=$(mktemp -d)
    else
        work=.build/corpus/$target
        mkdir -p "$work"
    fi
    before=$(ls "$findings" | wc -l)
    log=$logs/$target.log
    "$bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$findings/" "$work" "$seeds" > "$log" 2>&1
    status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    found=$(( $(ls "$findings" | wc -l) - before ))
    units=$(ls "$seeds" | wc -l)
    if [ "$mode" != ci ]; then units="$units seeds + $(ls "$work" | wc -l) found"; else units="$units seeds"; rm -rf "$work"; fi
    if [ $status -ne 0 ] || [ "$found" -gt 0 ]; then
        failed=1
        echo "fuzz: $target: FAILED after ${runs:-?} runs ($units, ${coverage:-?} edges): $found new input(s) in Fuzz/$findings"
        grep -E "FUZZ ASSERTION FAILED|ERROR: (AddressSanitizer|libFuzzer|LeakSanitizer)|Fatal error|SUMMARY" "$log" | head -5 | sed 's/^/    /'
        echo "    log: Fuzz/$log"
    else
        echo "fuzz: $target: ${runs:-?} runs in ${seconds} s, nothing found ($units, ${coverage:-?} edges)"
    fi
done
echo "fuzz: done in $(( $(date +%s) - started )) s"
exit $failed
