"""FitToday benchmarks: builds a realistic database, times FitToday (and Hugo, when installed) on it and
prints a table of median, min and max. Run with `make bench`; see Benchmarks/README.md.

Environment: BENCH_SESSIONS (default 10000), BENCH_RUNS (default 5), BENCH_IMPORT_ROWS (default 100000),
BENCH_TMPFS (default 1: also build into /dev/shm; 0: on disk only; only: in memory only), BENCH_ONLY (builds: only the build benchmarks;
import: only the import, export and restore benchmarks; history-import: only the Fitbod against Strong import; images: the image cache, the builds against a failing
image host and the renditions; renditions: only a cold build making 300 images' renditions), BENCH_SESSIONS_LARGE (default 100000; 0 skips the large
build), BENCH_HISTORY_IMPORT_ROWS (default 16000), BENCH_TEAM and BENCH_GATHER (Benchmarks/team.py; BENCH_ONLY=team: only those),
BENCH_REFERENCE (default d18470d: the full build side by side with that commit's, Benchmarks/reference.py; BENCH_ONLY=reference:
only that).
"""
import datetime
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "Benchmarks", ".work")
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "data", "free-exercise-db")
SESSIONS = int(os.environ.get("BENCH_SESSIONS", "10000"))
# Peak resident memory of the full build of the BENCH_SESSIONS site, in MiB (issue 39: it had risen to 85).
PEAK_MEMORY_TARGET_MIB = 60
RUNS = int(os.environ.get("BENCH_RUNS", "5"))
IMPORT_ROWS = int(os.environ.get("BENCH_IMPORT_ROWS", "100000"))
# Issue 51: a Fitbod export of this many rows imports in at most HISTORY_IMPORT_RATIO times a Strong export's time.
HISTORY_IMPORT_ROWS = int(os.environ.get("BENCH_HISTORY_IMPORT_ROWS", "16000"))
HISTORY_IMPORT_RATIO = 2.0
SESSIONS_LARGE = int(os.environ.get("BENCH_SESSIONS_LARGE", "100000"))
TODAY = "2026-11-22"


def binary(name):
    """The installed copy of a product (see `prepare`)."""
    return os.path.join(WORK, "bin", name)


def run_measured(command, cwd=WORK):
    """Runs a command; returns (seconds, peak resident memory in MiB)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(command)}\n{stderr}")
    return elapsed, usage.ru_maxrss / 1024


def fittoday(*arguments, cwd=WORK, program=None):
    subprocess.run([program or binary("fittoday"), *arguments], cwd=cwd, check=True, stdout=subprocess.DEVNULL)


def row(name, seconds_list, target="", unit="ms", scale=1000.0):
    values = [s * scale for s in seconds_list]
    return {"name": name, "median": statistics.median(values), "min": min(values), "max": max(values), "unit": unit, "target": target}


def prepare(data=True, products=("fittoday", "fittoday-bench")):
    print(f"Building release binaries and a database with {SESSIONS} sessions..." if data else "Building release binaries...", flush=True)
    # The binary `make install` installs: release, with the Swift runtime linked in (a program that loads it from
    # shared libraries spends a third of a rebuild with nothing to do just starting). Copied as `make install`
    # copies it: the file the linker has just written starts a few milliseconds slower (more page faults) than
    # a copy of it, which is what a person runs.
    for product in products:
        subprocess.run(["swift", "build", "-c", "release", "--product", product, "--static-swift-stdlib"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(os.path.join(WORK, "bin"))
    for product in products:
        subprocess.run(["install", "-m", "755", os.path.join(ROOT, ".build", "release", product), binary(product)], check=True)
    if data:
        make_data(WORK, SESSIONS)
    settle()


def warm_up(command, out, cwd=WORK):
    """One full build and one rebuild, not timed, before the timed ones of each generator: the first runs of a
    program just installed start slower (measured here: a rebuild with nothing to do took 31 ms the first time and
    27 ms from then on), which is not what a person running it every day sees."""
    shutil.rmtree(out, ignore_errors=True)
    run_measured(command, cwd=cwd)
    run_measured(command, cwd=cwd)


def settle():
    """Flushes what was just written (the database, the binaries) before anything is timed: the kernel writing
    it back in the background meanwhile took a few milliseconds from every short build measured after it."""
    os.sync()
    time.sleep(1)


def write_settings(folder, content=None):
    """The folder's fittoday.toml: the library of `content` (this checkout's by default) and an image cache of its own
    (empty, the builds run offline), so that the figures do not depend on what the machine's user cache holds."""
    content = content or os.path.join(ROOT, "content")
    with open(os.path.join(folder, "fittoday.toml"), "w") as f:
        f.write(f'[site]\ncontent_dir = "{content}"\n\n[images]\ncache_dir = "{os.path.join(folder, "image-cache")}"\n')


def make_data(folder, sessions, binary=None, content=None):
    """A FitToday folder with the library and `sessions` seeded sessions, today's check-in and plan (made by `binary`
    with the library of `content`: this FitToday's and this checkout's by default)."""
    os.makedirs(folder, exist_ok=True)
    write_settings(folder, content)
    fittoday("init", "--goal", "hypertrophy", "--equipment", "full-gym", "--frequency", "5", "--quiet", cwd=folder, program=binary)
    if os.path.exists(os.path.join(SHARED, "exercises.json")):
        fittoday("import", "exercises", os.path.join(SHARED, "exercises.json"), "--quiet", cwd=folder, program=binary)
    else:
        print("  ../shared is absent: the library has only the curated exercises", flush=True)
    days = max(sessions // 5 * 7 // 5, 30)
    fittoday("dev", "seed", "--sessions", str(sessions), "--days", str(days), "--until", TODAY, "--quiet", cwd=folder, program=binary)
    fittoday("checkin", "--focus", "upper", "--soreness", "2", "--date", TODAY, "--quiet", cwd=folder, program=binary)
    fittoday("plan", "generate", "--date", TODAY, "--quiet", cwd=folder, program=binary)


def has_build_command():
    result = subprocess.run([binary("fittoday"), "build", "--help"], capture_output=True, text=True)
    return result.returncode == 0 and "fittoday build" in result.stdout


def bench_queries(rows):
    output = subprocess.run([binary("fittoday-bench"), "queries", "--db", os.path.join(WORK, "fittoday.sqlite"), "--runs", "300"],
                            check=True, capture_output=True, text=True).stdout
    for line in output.splitlines():
        result = json.loads(line)
        rows.append({"name": result["name"], "median": result["median_ms"], "min": result["min_ms"], "max": result["max_ms"],
                     "unit": "ms", "target": "< 1 ms" if "last" in result["name"] else ""})


def bench_micro(rows):
    """In-process figures a whole build hides: each of the history's reads, and the template renderer alone."""
    for arguments in (["site-data", "--db", os.path.join(WORK, "fittoday.sqlite"), "--runs", "5"], ["render", "--runs", "10"]):
        output = subprocess.run([binary("fittoday-bench"), *arguments], check=True, capture_output=True, text=True).stdout
        for line in output.splitlines():
            result = json.loads(line)
            rows.append({"name": result["name"], "median": result["median_ms"], "min": result["min_ms"], "max": result["max_ms"],
                         "unit": "ms", "target": ""})


def bench_program(rows, notes):
    """Today's program day from a 10 000-session history: 300 program days (the target), then all 10 000 (reported)."""
    for program_days in (300, 10000):
        database = os.path.join(WORK, f"program-{program_days}.sqlite")
        output = subprocess.run([binary("fittoday-bench"), "program", "--db", database, "--sessions", "10000",
                                 "--program-days", str(program_days), "--runs", "10"],
                                check=True, capture_output=True, text=True).stdout
        for line in output.splitlines():
            result = json.loads(line)
            target = "< 50 ms" if "target" in result["name"] else ""
            rows.append({"name": result["name"], "median": result["median_ms"], "min": result["min_ms"], "max": result["max_ms"],
                         "unit": "ms", "target": target})
            if target:
                notes.append(f"program day from 10 000 sessions = {result['median_ms']:.1f} ms (target < 50 ms)")


def files_written(output):
    """The 'N arquivos gravados' count of a build's summary line (0 when absent)."""
    for word in output.split(","):
        if "gravados" in word or "files written" in word:
            return int(word.split()[0])
    return 0


def bench_fittoday_builds(rows, memory, place, root, notes):
    """Full, no-op and one-new-session builds of the site into `root`/public; returns (full, no-op, new session)
    medians, and notes how many files the no-op and the new-session rebuilds wrote."""
    out = os.path.join(root, "public")
    command = [binary("fittoday"), "build", "--out", out, "--date", TODAY, "--offline"]
    warm_up(command + ["--quiet"], out)
    full, peaks = [], []
    for _ in range(RUNS):
        shutil.rmtree(out, ignore_errors=True)
        seconds, peak = run_measured(command + ["--quiet"])
        full.append(seconds)
        peaks.append(peak)
    rows.append(row(f"FitToday full build (clean output), {place}", full, unit="s", scale=1))
    noop, rewritten = [], 0
    for _ in range(RUNS):
        seconds, _ = run_measured(command + ["--quiet"])
        noop.append(seconds)
    summary = subprocess.run(command, cwd=WORK, check=True, capture_output=True, text=True).stdout
    rewritten = files_written(summary)
    rows.append(row(f"FitToday no-op rebuild, {place}", noop, target=f"<= 5% of full; {rewritten} files written", unit="s", scale=1))
    def rebuilds(prepare, day):
        """RUNS rebuilds into `out` for `day`, each after `prepare(index)`: their seconds and files written."""
        seconds, written = [], []
        for index in range(RUNS):
            prepare(index)
            elapsed, summary = run_with_summary([binary("fittoday"), "build", "--out", out, "--date", day(index), "--offline"])
            seconds.append(elapsed)
            written.append(files_written(summary))
        return seconds, written

    # One new session on the benchmark's day (before its newest session, which is later that day).
    after, written = rebuilds(lambda index: fittoday(
        "log", "--status", "completed", "--date", TODAY, "--set", f"Supino reto com barra:10x{60 + index}",
        "--set", f"Agachamento livre com barra:8x{80 + index}", "--quiet"), lambda index: TODAY)
    rows.append(row(f"FitToday rebuild after one new session, {place}", after,
                    target=f"<= 10% of full, <= 30 files; {max(written)} files written at most", unit="s", scale=1))
    notes.append(f"one new session, {place}: {statistics.median(after) / statistics.median(full):.3f} of a full build "
                 f"(target <= 0.1), {min(written)}–{max(written)} files written (target <= 30)")
    # The cron job's next mornings: a new day, its check-in and plan, and a session logged since (on TODAY: `log`
    # refuses days after the machine's own date).
    start = datetime.date.fromisoformat(TODAY)

    def next_day(index):
        return (start + datetime.timedelta(days=index + 1)).isoformat()

    def morning(index):
        fittoday("checkin", "--focus", "lower", "--soreness", "1", "--date", next_day(index), "--quiet")
        fittoday("plan", "generate", "--date", next_day(index), "--quiet")
        fittoday("log", "--status", "completed", "--date", TODAY, "--set", f"Agachamento livre com barra:8x{90 + index}", "--quiet")

    mornings, morning_written = rebuilds(morning, next_day)
    rows.append(row(f"FitToday rebuild the next morning, {place}", mornings,
                    target=f"new day, check-in, plan and a session; {max(morning_written)} files written at most", unit="s", scale=1))
    notes.append(f"next morning, {place}: {statistics.median(mornings) / statistics.median(full):.3f} of a full build, "
                 f"{min(morning_written)}–{max(morning_written)} files written")
    # Back to the day the other benchmarks build.
    subprocess.run(command + ["--quiet"], cwd=WORK, check=True, stdout=subprocess.DEVNULL)
    memory["FitToday"] = max(peaks + [memory.get("FitToday", 0)])
    return statistics.median(full), statistics.median(noop), statistics.median(after)


def run_with_summary(command, cwd=WORK):
    """Runs a build and returns (seconds, its summary line)."""
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, check=True, capture_output=True, text=True)
    return time.perf_counter() - start, result.stdout


def bench_floor(rows, root, database):
    """The floor of a full build on this machine: copying the very files FitToday wrote (`cp -r` between two
    folders of `root`) plus reading every session and set with the sqlite3 shell. Returns its median."""
    site = os.path.join(root, "public")
    copy = os.path.join(root, "floor-copy")
    reads = "SELECT * FROM workout_session; SELECT logged_set.*, exercise.name FROM logged_set JOIN exercise ON exercise.id = logged_set.exercise_id;"
    copies, queries = [], []
    for _ in range(RUNS):
        shutil.rmtree(copy, ignore_errors=True)
        copies.append(run_measured(["cp", "-r", site, copy])[0])
        queries.append(run_measured(["sqlite3", "-readonly", database, reads])[0])
    shutil.rmtree(copy, ignore_errors=True)
    floor = [a + b for a, b in zip(copies, queries)]
    rows.append(row("floor: cp -r of FitToday's output", copies, unit="s", scale=1))
    rows.append(row("floor: sqlite3 reads every session and set", queries, unit="s", scale=1))
    rows.append(row("floor: both", floor, unit="s", scale=1))
    return statistics.median(floor)


def bench_large(rows, memory, notes, root, per_session_small):
    """The BENCH_SESSIONS_LARGE-session site built into `root`: time, peak memory, and time per session next to
    the BENCH_SESSIONS site's (linear in the data: about the same)."""
    folder = os.path.join(WORK, "large")
    print(f"Seeding a database with {SESSIONS_LARGE} sessions...", flush=True)
    make_data(folder, SESSIONS_LARGE)
    settle()
    out = os.path.join(root, "large-public")
    command = [binary("fittoday"), "build", "--out", out, "--date", TODAY, "--offline", "--quiet"]
    full, peaks = [], []
    for _ in range(max(1, min(RUNS, 3))):
        shutil.rmtree(out, ignore_errors=True)
        seconds, peak = run_measured(command, cwd=folder)
        full.append(seconds)
        peaks.append(peak)
    noop = run_measured(command, cwd=folder)[0]
    shutil.rmtree(out, ignore_errors=True)
    rows.append(row(f"FitToday full build, {SESSIONS_LARGE} sessions, in memory", full, target="linear in the data", unit="s", scale=1))
    rows.append(row(f"FitToday no-op rebuild, {SESSIONS_LARGE} sessions", [noop], unit="s", scale=1))
    memory[f"FitToday, {SESSIONS_LARGE} sessions"] = max(peaks)
    per_session = statistics.median(full) / SESSIONS_LARGE
    notes.append(f"{SESSIONS_LARGE} sessions: {per_session * 1e6:.0f} µs a session against {per_session_small * 1e6:.0f} µs "
                 f"at {SESSIONS} (ratio {per_session / per_session_small:.2f}; 1.0 is linear); peak memory {max(peaks):.0f} MB "
                 f"(target < 200 MB)")


def strong_csv(path, rows):
    """A Strong export (newer layout) of `rows` sets: workouts of 5 exercises x 4 sets, one a day."""
    exercises = ["Bench Press (Barbell)", "Squat (Barbell)", "Cable Fly Crossover Low", "Pull Up", "Hack Squat (Machine)"]
    lines = ["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"]
    for index in range(rows):
        workout, position = divmod(index, 20)
        day = time.gmtime(1420092000 + workout * 86400)
        hour = day.tm_hour % 12 or 12
        date = f"{time.strftime('%Y-%m-%d', day)} {hour}:{time.strftime('%M:%S', day)}\u202f{'AM' if day.tm_hour < 12 else 'PM'}"
        weight = 20 + (workout + position) % 80
        lines.append(f'{date},"Treino, {workout % 3}",1h 2m,{exercises[position // 4]},{position % 4 + 1},{weight}.5,{5 + workout % 8},0,0,,"nota, {workout}",')
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def bench_import_export(rows):
    csv = os.path.join(WORK, "strong.csv")
    strong_csv(csv, IMPORT_ROWS)
    first, again = [], []
    for index in range(RUNS):
        database = os.path.join(WORK, f"import-{index}.sqlite")
        fittoday("init", "--db", database, "--goal", "strength", "--equipment", "full-gym", "--quiet")
        first.append(run_measured([binary("fittoday"), "import", "strong", csv, "--db", database, "--quiet"])[0])
        again.append(run_measured([binary("fittoday"), "import", "strong", csv, "--db", database, "--quiet"])[0])
    rows.append(row(f"import strong, {IMPORT_ROWS} rows", first, target="a few seconds", unit="s", scale=1))
    rows.append(row(f"import strong again (nothing new)", again, unit="s", scale=1))
    exported = os.path.join(WORK, "export.json")
    export = [run_measured([binary("fittoday"), "export", "json", "--output", exported, "--force"])[0] for _ in range(RUNS)]
    rows.append(row(f"export json ({SESSIONS} sessions)", export, unit="s", scale=1))
    restore = []
    for index in range(RUNS):
        restore.append(run_measured([binary("fittoday"), "import", "json", exported, "--db", os.path.join(WORK, f"restored-{index}.sqlite")])[0])
    rows.append(row(f"import json into an empty database", restore, unit="s", scale=1))
    backup = [run_measured([binary("fittoday"), "backup", os.path.join(WORK, "backup.sqlite"), "--force"])[0] for _ in range(RUNS)]
    rows.append(row(f"backup ({SESSIONS} sessions)", backup, unit="s", scale=1))


def history_workouts(rows):
    """The sets both history exports hold: workouts of 5 exercises x 4 sets (the first a warm-up), one a day at
    17:30 UTC, each set (workout, exercise, set, reps, kilograms); the kilograms are pounds converted, with their
    float noise, as Fitbod writes them."""
    exercises = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Pull Up", "Bicep Curl (Dumbbell)"]
    sets = []
    for index in range(rows):
        workout, position = divmod(index, 20)
        pounds = 45 + 5 * ((workout + position) % 40)
        sets.append((workout, exercises[position // 4], position % 4, 5 + workout % 8, pounds * 0.45359237))
    return sets


def history_start(workout):
    return time.gmtime(1420133400 + workout * 86400)


def fitbod_csv(path, sets):
    """Fitbod's WorkoutExport.csv of `sets`: newest first, UTC timestamps, leading spaces, no final newline."""
    lines = ["Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier"]
    for workout, exercise, number, reps, kilograms in reversed(sets):
        date = time.strftime("%Y-%m-%d %H:%M:%S +0000", history_start(workout))
        multiplier = "2.0" if "Dumbbell" in exercise else "1.0"
        lines.append(f"{date},{exercise}, {reps},{kilograms!r},0.0,0.0,0.0,0.0,{'true' if number == 0 else 'false'},, {multiplier}")
    with open(path, "w") as f:
        f.write("\r\n".join(lines))


def strong_history_csv(path, sets):
    """A Strong export of the very sets of `fitbod_csv`, oldest first."""
    lines = ["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"]
    for workout, exercise, number, reps, kilograms in sets:
        date = time.strftime("%Y-%m-%d %H:%M:%S", history_start(workout))
        lines.append(f'{date},"Treino",1h 2m,{exercise},{"W" if number == 0 else number},{kilograms!r},{reps},0,0,,,')
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def bench_history_import(rows, notes):
    """Issue 51: a Fitbod export against a Strong export of the same sets, each into a fresh database, in turn."""
    sets = history_workouts(HISTORY_IMPORT_ROWS)
    files = {"fitbod": os.path.join(WORK, "WorkoutExport.csv"), "strong": os.path.join(WORK, "strong-history.csv")}
    fitbod_csv(files["fitbod"], sets)
    strong_history_csv(files["strong"], sets)
    times = {"fitbod": [], "strong": []}
    for index in range(RUNS):
        for app, path in files.items():
            database = os.path.join(WORK, f"history-{app}-{index}.sqlite")
            fittoday("init", "--db", database, "--goal", "strength", "--equipment", "full-gym", "--quiet")
            # Strong's times are wall-clock already; Fitbod's UTC ones are read in UTC, on the same days.
            given = ["--time-zone", "UTC"] if app == "fitbod" else ["--weight-unit", "kg"]
            command = [binary("fittoday"), "import", app, path, "--db", database, *given, "--quiet"]
            times[app].append(run_measured(command)[0])
    ratio = statistics.median(times["fitbod"]) / statistics.median(times["strong"])
    verdict = "met" if ratio <= HISTORY_IMPORT_RATIO else "NOT met"
    rows.append(row(f"import strong, {HISTORY_IMPORT_ROWS} rows (history)", times["strong"], unit="s", scale=1))
    rows.append(row(f"import fitbod, {HISTORY_IMPORT_ROWS} rows", times["fitbod"], unit="s", scale=1,
                    target=f"<= {HISTORY_IMPORT_RATIO:g}x Strong: {verdict}"))
    notes.append(f"import Fitbod/Strong, {HISTORY_IMPORT_ROWS} rows = {ratio:.2f} (target <= {HISTORY_IMPORT_RATIO:g}): {verdict}")


def bench_images(rows, notes):
    script = os.path.join(ROOT, "Tests", "FitTodayImageCacheTests", "Support", "image_server.py")
    prefetch, memory_hits, disk_hits, bound = [], [], [], 0.0
    for _ in range(min(RUNS, 3)):
        output = subprocess.run([binary("fittoday-bench"), "images", "--server", script, "--count", "100", "--latency", "0.1",
                                 "--concurrency", "5"], check=True, capture_output=True, text=True).stdout
        for line in output.splitlines():
            result = json.loads(line)
            if result["name"].startswith("prefetch"):
                prefetch.append(result["median_ms"] / 1000)
                bound = result["bound_ms"] / 1000
            elif "memory" in result["name"]:
                memory_hits.append(result["median_ms"] / 1000)
            else:
                disk_hits.append(result["median_ms"] / 1000)
    rows.append(row("prefetch 100 images, 100 ms latency, 5 at a time", prefetch, target=f"<= {bound * 1.15:.2f} s", unit="s", scale=1))
    rows.append(row("cache hit from memory (median per image)", memory_hits))
    rows.append(row("cache hit from disk (median per image)", disk_hits))
    notes.append(f"prefetch/bound = {statistics.median(prefetch) / bound:.3f} (target <= 1.15)")


def bench_failing_host(rows, notes):
    """A full build of the site whose image source fails every request (HTTP 500, or no answer at all), against the
    same build offline: a failing host is marked down after 5 failures, so it should cost seconds, not minutes."""
    script = os.path.join(ROOT, "Tests", "FitTodayImageCacheTests", "Support", "image_server.py")
    out = os.path.join(WORK, "failing-host-public")
    cache = os.path.join(WORK, "image-cache")
    offline = []
    for _ in range(min(RUNS, 3)):
        shutil.rmtree(out, ignore_errors=True)
        offline.append(run_measured([binary("fittoday"), "build", "--out", out, "--date", TODAY, "--offline", "--quiet"])[0])
    for name, flags in [("HTTP 500", ["--fail-all", "500"]), ("no answer", ["--hang-all", "120"])]:
        server = subprocess.Popen(["python3", script, "--port", "0", "--watch-stdin", *flags], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)
        try:
            port = int(server.stdout.readline().split()[1])
            times = []
            for _ in range(min(RUNS, 3)):
                shutil.rmtree(out, ignore_errors=True)
                shutil.rmtree(cache, ignore_errors=True)
                times.append(run_measured([binary("fittoday"), "build", "--out", out, "--date", TODAY, "--quiet",
                                           "--image-source", f"http://127.0.0.1:{port}/"])[0])
        finally:
            server.terminate()
            server.wait()
        rows.append(row(f"full build, image host fails every request ({name})", times, target="<= offline build + 30 s", unit="s", scale=1))
        notes.append(f"full build with a failing image host ({name}) − offline build = {statistics.median(times) - statistics.median(offline):.1f} s (target <= 30)")
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(cache, ignore_errors=True)


def rendition_sources(folder, count):
    """`count` distinct images under the library's own image paths in `folder`: free-exercise-db's photographs
    (../shared) in turn, each made distinct by bytes after its end (which decoders ignore), so that every one is a
    new original with renditions of its own to make. Returns how many were written (0 without ../shared)."""
    images = os.path.join(SHARED, "images")
    photographs = sorted(glob.glob(os.path.join(images, "*", "*.jpg")))
    library = os.path.join(SHARED, "exercises.json")
    if not photographs or not os.path.exists(library):
        return 0
    with open(library) as f:
        paths = [entry["images"][0] for entry in json.load(f) if entry.get("images")]
    shutil.rmtree(folder, ignore_errors=True)
    for index, path in enumerate(paths[:count]):
        target = os.path.join(folder, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(photographs[index % len(photographs)], "rb") as source, open(target, "wb") as out:
            out.write(source.read() + f"\nbench image {index}\n".encode())
    return min(count, len(paths))


def bench_renditions(rows, notes):
    """A cold full build that makes the renditions of 300 new images (issue 43: thumb, card and page at 1x and 2x,
    side by side on every core), against the same build with every rendition already kept, which opens no image."""
    folder = os.path.join(WORK, "rendition-images")
    written = rendition_sources(folder, 300)
    if written == 0:
        notes.append("../shared is absent: the renditions benchmark is skipped")
        return
    out = os.path.join(WORK, "renditions-public")
    renditions = os.path.join(WORK, "image-cache", "renditions")
    command = [binary("fittoday"), "build", "--out", out, "--date", TODAY, "--offline", "--quiet", "--image-source", folder]
    cold, warm, peaks = [], [], []
    for _ in range(min(RUNS, 3)):
        shutil.rmtree(out, ignore_errors=True)
        shutil.rmtree(renditions, ignore_errors=True)
        seconds, peak = run_measured(command)
        cold.append(seconds)
        peaks.append(peak)
        shutil.rmtree(out, ignore_errors=True)
        warm.append(run_measured(command)[0])
    rows.append(row(f"full build making {written} images' renditions (cold)", cold, unit="s", scale=1))
    rows.append(row(f"full build, the {written} images' renditions kept", warm, unit="s", scale=1))
    notes.append(f"renditions of {written} new images: {statistics.median(cold) - statistics.median(warm):.2f} s more than with them kept; "
                 f"peak memory {max(peaks):.0f} MiB")
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(folder, ignore_errors=True)


def bench_hugo(rows, memory, place, root):
    site = os.path.join(WORK, "hugo")
    if not os.path.exists(site):
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "hugo_site.py"), os.path.join(WORK, "fittoday.sqlite"), site], check=True)
    out = os.path.join(root, "hugo-public")
    warm_up(["hugo", "--quiet", "--destination", out], out, cwd=site)
    full, peaks = [], []
    for _ in range(RUNS):
        shutil.rmtree(out, ignore_errors=True)
        seconds, peak = run_measured(["hugo", "--quiet", "--destination", out], cwd=site)
        full.append(seconds)
        peaks.append(peak)
    rows.append(row(f"Hugo full build (clean output), {place}", full, unit="s", scale=1))
    noop = [run_measured(["hugo", "--quiet", "--destination", out], cwd=site)[0] for _ in range(RUNS)]
    rows.append(row(f"Hugo rebuild, nothing changed, {place}", noop, unit="s", scale=1))
    memory["Hugo"] = max(peaks + [memory.get("Hugo", 0)])
    return statistics.median(full), statistics.median(noop)


def output_places():
    """Where the sites are written: the project's disk, and memory (tmpfs) when the machine has one, which
    takes the disk's own noise out of the comparison of the two generators."""
    tmpfs = os.environ.get("BENCH_TMPFS", "1")
    places = [] if tmpfs == "only" else [("on disk", WORK)]
    if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) and tmpfs != "0":
        places.append(("in memory", os.path.join("/dev/shm", f"fittoday-bench-{os.getpid()}")))
    return places


def bench_reference(rows, notes):
    """The full build side by side with BENCH_REFERENCE's (Benchmarks/reference.py)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import reference
    reference.bench_reference(rows, notes, ROOT, WORK, TODAY, SESSIONS, RUNS, row, run_measured, make_data, write_settings, settle,
                              binary("fittoday"))


def main():
    only = os.environ.get("BENCH_ONLY")
    if only == "history-import":
        prepare(data=False, products=("fittoday",))
        rows, memory, notes = [], {}, []
        bench_history_import(rows, notes)
        print_table(rows, memory, notes)
        return
    prepare(data=only not in ("team", "reference"))
    rows, memory, notes = [], {}, []
    if only == "reference":
        bench_reference(rows, notes)
        print_table(rows, memory, notes)
        return
    if only in (None, "team"):
        # The team of docs/scale.md: its own folder, its own figures.
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import team
        team.bench_team(rows, notes, binary("fittoday"), WORK, TODAY, row)
        if only == "team":
            print_table(rows, memory, notes)
            return
    if only == "program":
        bench_program(rows, notes)
        print_table(rows, memory, notes)
        return
    if only == "images":
        bench_images(rows, notes)
        bench_failing_host(rows, notes)
        bench_renditions(rows, notes)
        print_table(rows, memory, notes)
        return
    if only == "renditions":
        bench_renditions(rows, notes)
        print_table(rows, memory, notes)
        return
    if only != "builds":
        if only != "import":
            bench_queries(rows)
            bench_micro(rows)
            bench_program(rows, notes)
            bench_images(rows, notes)
            bench_failing_host(rows, notes)
            bench_renditions(rows, notes)
        bench_import_export(rows)
        bench_history_import(rows, notes)
    if only == "import":
        print_table(rows, memory, notes)
        return
    has_hugo = shutil.which("hugo") is not None
    if not has_hugo:
        notes.append("hugo is not installed (apt-get install hugo, which make bench does as root): side-by-side skipped")
    has_sqlite3 = shutil.which("sqlite3") is not None
    if not has_sqlite3:
        notes.append("the sqlite3 shell is not installed (apt-get install sqlite3): the floor is skipped")
    if not has_build_command():
        notes.append("fittoday build is not available in this version: build benchmarks skipped")
        print_table(rows, memory, notes)
        return
    bench_reference(rows, notes)
    per_session_small = None
    for place, root in output_places():
        os.makedirs(root, exist_ok=True)
        try:
            full, noop, after = bench_fittoday_builds(rows, memory, place, root, notes)
            notes.append(f"no-op/full FitToday, {place} = {noop / full:.3f} (target <= 0.05)")
            if has_sqlite3 and root != WORK:
                floor = bench_floor(rows, root, os.path.join(WORK, "fittoday.sqlite"))
                notes.append(f"full build FitToday/floor, {place} = {full / floor:.2f} (target <= 1.3)")
            if has_hugo:
                theirs = bench_hugo(rows, memory, place, root)
                notes.append(f"full build Hugo/FitToday, {place} = {theirs[0] / full:.2f}× (target >= 4)")
                notes.append(f"no-op rebuild FitToday/Hugo, {place} = {noop / theirs[1]:.3f}")
            if root != WORK or per_session_small is None:
                per_session_small = full / SESSIONS
            if SESSIONS_LARGE > 0 and root != WORK:
                bench_large(rows, memory, notes, root, per_session_small)
        finally:
            if root != WORK:
                shutil.rmtree(root, ignore_errors=True)
    print_table(rows, memory, notes)


def print_table(rows, memory, notes):
    print()
    print(f"{'benchmark':<44} {'median':>10} {'min':>10} {'max':>10}  target")
    for r in rows:
        print(f"{r['name']:<44} {r['median']:>8.3f}{r['unit']:>2} {r['min']:>8.3f}{r['unit']:>2} {r['max']:>8.3f}{r['unit']:>2}  {r['target']}")
    for name, peak in memory.items():
        # The bar of issue 39 is the 10 000-session site's (offline, its images missing): the others are only shown.
        target = f"<= {PEAK_MEMORY_TARGET_MIB} MiB: {'met' if peak <= PEAK_MEMORY_TARGET_MIB else 'NOT met'}" if name == "FitToday" else ""
        print(f"{'peak memory, full build: ' + name:<44} {peak:>8.1f}MiB  {target}")
    if "FitToday" in memory and "Hugo" in memory:
        notes.append(f"peak memory FitToday/Hugo = {memory['FitToday'] / memory['Hugo']:.3f} (target <= 0.1)")
    for note in notes:
        print("- " + note)


if __name__ == "__main__":
    main()
