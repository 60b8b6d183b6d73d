"""Team benchmarks for `make bench` (docs/scale.md): a team of BENCH_TEAM athletes (default 200), each with a year of
seeded history, built whole, then rebuilt the morning after one new session each, against the sum of as many solo
`build` processes after one more session each; and the gather alone for 1 000 and 10 000 summaries
(BENCH_GATHER, comma-separated counts). BENCH_ONLY=team runs only these."""
import json
import os
import shutil
import subprocess
import time

TEAM = int(os.environ.get("BENCH_TEAM", "200"))
GATHER = [int(n) for n in os.environ.get("BENCH_GATHER", "1000,10000").split(",") if n]
CORES = os.cpu_count() or 1


def _run(fittoday, arguments, cwd, env=None):
    subprocess.run([fittoday, *arguments], cwd=cwd, check=True, stdout=subprocess.DEVNULL, env=env)


def _timed(fittoday, arguments, cwd):
    start = time.perf_counter()
    _run(fittoday, arguments, cwd)
    return time.perf_counter() - start


def _make_team(fittoday, folder, count, today):
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    _run(fittoday, ["team", "init", "--name", "Bench"], folder)
    programs = ["gzclp", "531-bbb", "5x5", ""]
    for index in range(count):
        athlete = f"a{index:05d}"
        _run(fittoday, ["team", "add", athlete, "--name", f"Athlete {index}", "--goal", "strength", "--equipment", "full-gym",
                        "--date", "2025-11-01"], folder)
        program = programs[index % len(programs)]
        _run(fittoday, ["dev", "seed", "--athlete", athlete, "--days", "365", "--seed", str(index + 1)]
             + (["--program", program] if program else []), folder)


def _log_one_session(fittoday, folder, count, day):
    for index in range(count):
        _run(fittoday, ["log", "--athlete", f"a{index:05d}", "--date", day, "--set", "Supino reto com barra:5x60", "--quiet"], folder)


def bench_team(rows, notes, fittoday, work, today, row):
    folder = os.path.join(work, "team")
    print(f"Seeding a team of {TEAM} athletes with a year of history each...", flush=True)
    _make_team(fittoday, folder, TEAM, today)
    out = os.path.join(folder, "public")
    build = ["team", "build", "--offline", "--date", today, "--out", out, "--jobs", str(CORES)]
    full = _timed(fittoday, build, folder)
    rows.append(row(f"team build, {TEAM} athletes (full)", [full], unit="s", scale=1.0))
    noop = _timed(fittoday, build, folder)
    rows.append(row(f"team build, {TEAM} athletes (nothing new)", [noop], unit="s", scale=1.0))
    # The morning: one new session each, then the team build.
    _log_one_session(fittoday, folder, TEAM, today)
    morning = _timed(fittoday, build, folder)
    rows.append(row(f"team build, morning ({TEAM} new sessions)", [morning], unit="s", scale=1.0))
    # The same morning as solo builds: one more session each, then a `build` process per athlete.
    _log_one_session(fittoday, folder, TEAM, today)
    solo = 0.0
    for index in range(TEAM):
        athlete = f"a{index:05d}"
        solo += _timed(fittoday, ["build", "--athlete", athlete, "--offline", "--date", today, "--quiet",
                                  "--out", os.path.join(out, "athletes", athlete)], folder)
    rows.append(row(f"{TEAM} solo builds, morning (sum)", [solo], unit="s", scale=1.0))
    notes.append(f"morning team build/sum of solo builds = {morning / solo:.2f} (target <= 0.5)")
    notes.append(f"athletes per hour per core, morning team build = {TEAM / morning * 3600 / CORES:,.0f} ({CORES} cores)")
    # The gather alone, from summaries only: copies of one real summary under other ids, no database.
    with open(os.path.join(folder, "athletes", "a00000", "team-summary.json")) as handle:
        sample = json.load(handle)
    for count in GATHER:
        gather_folder = os.path.join(work, f"gather-{count}")
        shutil.rmtree(gather_folder, ignore_errors=True)
        os.makedirs(os.path.join(gather_folder, "athletes"))
        shutil.copy(os.path.join(folder, "team.toml"), gather_folder)
        for index in range(count):
            athlete = f"g{index:06d}"
            os.makedirs(os.path.join(gather_folder, "athletes", athlete))
            summary = dict(sample, id=athlete, name=f"Athlete {index}")
            with open(os.path.join(gather_folder, "athletes", athlete, "team-summary.json"), "w") as handle:
                json.dump(summary, handle)
        seconds = _timed(fittoday, ["team", "build", "--gather", "--date", today, "--quiet"], gather_folder)
        rows.append(row(f"team gather, {count} summaries", [seconds], unit="s", scale=1.0))
        shutil.rmtree(gather_folder, ignore_errors=True)
    shutil.rmtree(folder, ignore_errors=True)
