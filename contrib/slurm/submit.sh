#!/bin/bash
# Queues a team build on Slurm: SHARDS array tasks, then the gather once all of them succeeded.
#   FITTODAY_TEAM=/shared/team SHARDS=8 FITTODAY_BUILD_ARGS="--out /shared/site --date 2026-11-28" contrib/slurm/submit.sh
# With WAIT=1 it returns when the gather has ended, with the gather's exit status (sbatch --wait).
# Prints the two job ids. Every variable is passed to the jobs (sbatch --export=ALL).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
: "${FITTODAY_TEAM:?set FITTODAY_TEAM to the team folder}"
shards="${SHARDS:-4}"
case "$shards" in ''|*[!0-9]*|0) echo "SHARDS must be a whole number above 0" >&2; exit 2 ;; esac
export FITTODAY_TEAM
shards_job="$(sbatch --parsable --export=ALL --array="0-$((shards - 1))" "$here/team-shards.sbatch")"
shards_job="${shards_job%%;*}"
echo "$shards_job"
if [ "${WAIT:-0}" = "1" ]; then
    sbatch --parsable --wait --export=ALL --dependency="afterok:$shards_job" --kill-on-invalid-dep=yes "$here/team-gather.sbatch"
else
    sbatch --parsable --export=ALL --dependency="afterok:$shards_job" --kill-on-invalid-dep=yes "$here/team-gather.sbatch"
fi
