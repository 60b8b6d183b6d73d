#!/usr/bin/env bash
# Runs a test command ("$@") with TMPDIR set to a folder of its own, under a time limit, and removes the folder
# afterwards whatever the outcome (docs/testing.md, "Where tests write").
#
# The folder is made in TEST_TMPDIR: by default /dev/shm (memory) when it is there and writable, else TMPDIR or /tmp.
# The tests write hundreds of thousands of small files (every `fittoday build` of a test writes a whole site); on
# a disk shared with other builds one mkdir took half a millisecond, and KilledBuildTests spent 21 s of system time
# there against 3 s in memory. TEST_TMPDIR=/tmp keeps them on disk. TEST_TIME_LIMIT (seconds, default 1800) is the
# last guard around the whole command: every wait of a test has its own deadline already.
set -uo pipefail
parent=${TEST_TMPDIR:-}
if [ -z "$parent" ]; then
    if [ -d /dev/shm ] && [ -w /dev/shm ]; then parent=/dev/shm; else parent=${TMPDIR:-/tmp}; fi
fi
folder=$(mktemp -d "$parent/fittoday-tests.XXXXXX") || exit 1
trap 'rm -rf "$folder"' EXIT
# As /tmp is: some tests run the binary as `nobody` in a folder of their own inside it.
chmod 1777 "$folder"
# The tests start Python about a hundred times (loopback servers, browser drivers, moto). Behind a version manager's
# shim (pyenv) each start first runs a dozen shell scripts, 0.1 s of CPU; the interpreter's own folder goes first.
interpreter=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || interpreter=
if [ -n "$interpreter" ] && [ "$(command -v python3)" != "$interpreter" ]; then
    PATH="$(dirname "$interpreter"):$PATH"
    export PATH
fi
TMPDIR=$folder timeout --kill-after=30 "${TEST_TIME_LIMIT:-1800}" "$@"
