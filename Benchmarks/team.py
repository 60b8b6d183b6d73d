"""Team benchmarks for `make bench` (docs/scale.md): a team of BENCH_TEAM athletes (default 200), each with a year of
seeded history, built whole, then rebuilt the morning after one new session each, against the sum of as many solo
`build` processes after one more session each; and the gather alone for 1 000 and 10 000 summaries
(BENCH_GATHER, comma-separated counts); and the inbox's pull (docs/inbox.md): the same morning with each athlete's
session arriving as one log in their inbox, on moto's S3 server behind the tests' front (counting every request),
against the morning whose sessions were logged by hand (BENCH_INBOX=0 leaves it out). BENCH_ONLY=team runs only these."""
import json
import os
import resource
import shutil
import socket
import subprocess
import sys
import time
import uuid

TEAM = int(os.environ.get("BENCH_TEAM", "200"))
GATHER = [int(n) for n in os.environ.get("BENCH_GATHER", "1000,10000").split(",") if n]
CORES = os.cpu_count() or 1


def _run(fittoday, arguments, cwd, env=None):
    subprocess.run([fittoday, *arguments], cwd=cwd, check=True, stdout=subprocess.DEVNULL, env=env)


def _timed(fittoday, arguments, cwd):
    start = time.perf_counter()
    _run(fittoday, arguments, cwd)
    return time.perf_counter() - start


def _cpu(fittoday, arguments, cwd, env=None):
    """CPU seconds (user + system) of one run of FitToday, its own process only."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    _run(fittoday, arguments, cwd, env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_port(port, seconds=60):
    deadline = time.time() + seconds
    while time.time() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.1)
    return False


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
    if os.environ.get("BENCH_INBOX", "1") != "0":
        _bench_inbox(rows, notes, fittoday, folder, out, today, build, row)
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


def _bench_inbox(rows, notes, fittoday, folder, out, today, build, row):
    """The morning with and without the inbox, side by side: one session an athlete logged by hand, then one arriving
    as a log in each athlete's inbox; the CPU the pull adds, and the requests it makes an athlete."""
    try:
        import boto3  # noqa: F401 (moto's server and boto3: `make setup` installs them)
    except ImportError:
        notes.append("inbox pull: skipped (moto[server] and boto3 are not installed; make setup installs them)")
        return
    front_script = os.path.join(os.path.dirname(__file__), "..", "Tests", "FitTodayCLITests", "Support", "s3_post_front.py")
    moto_port, front_port = _free_port(), _free_port()
    logs = open(os.path.join(folder, "front.log"), "w")
    moto = subprocess.Popen([sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(moto_port)], stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    front = None
    try:
        if not _wait_port(moto_port):
            notes.append("inbox pull: skipped (moto's server did not start)")
            return
        front = subprocess.Popen([sys.executable, front_script, "--upstream", f"http://127.0.0.1:{moto_port}", "--port", str(front_port),
                                  "--secret", "bench-secret", "--access-key", "AKIABENCH"], stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=logs)
        if not _wait_port(front_port):
            notes.append("inbox pull: skipped (the S3 front did not start)")
            return
        import boto3
        from botocore.config import Config
        s3 = boto3.client("s3", endpoint_url=f"http://127.0.0.1:{front_port}", aws_access_key_id="AKIABENCH",
                          aws_secret_access_key="bench-secret", region_name="us-east-1",
                          config=Config(signature_version="s3v4", s3={"addressing_style": "path"}))
        s3.create_bucket(Bucket="bench-inbox")
        env = dict(os.environ, AWS_ACCESS_KEY_ID="AKIABENCH", AWS_SECRET_ACCESS_KEY="bench-secret", AWS_SESSION_TOKEN="")
        # The same morning twice, by the same command: by hand, then through the inbox, each after the site settled.
        # Not --offline, which skips a store: the images from an empty folder, so that nothing reaches the network.
        os.makedirs(os.path.join(folder, "no-images"), exist_ok=True)
        pulling = [arg for arg in build if arg != "--offline"] + ["--image-source", os.path.join(folder, "no-images")]
        _run(fittoday, pulling, folder)
        _log_one_session(fittoday, folder, TEAM, today)
        by_hand = _cpu(fittoday, pulling, folder)
        with open(os.path.join(folder, "team.toml"), "a") as handle:
            handle.write(f'\n[inbox]\nstore = "s3://bench-inbox/logs"\nendpoint = "http://127.0.0.1:{front_port}"\npath_style = true\n')
        _run(fittoday, pulling, folder, env)
        for index in range(TEAM):
            log_id = str(uuid.UUID(int=index + 1, version=4))
            log = {"format": "fittoday-workout-log", "version": 1, "date": today, "log_id": log_id, "revision": 1, "plan_id": None,
                   "plan_title": "Bench", "sets": [{"position": 1, "exercise_id": "supino-reto-com-barra", "kind": "working", "set": 1,
                                                    "reps": 5, "weight_kg": 60}]}
            s3.put_object(Bucket="bench-inbox", Key=f"logs/a{index:05d}/{log_id}-1.json", Body=json.dumps(log).encode(),
                          ContentType="application/json")
        # The front logs a request after answering it: the last upload's line may still be on its way.
        time.sleep(1)
        counted_from = os.path.getsize(logs.name)
        pulled = _cpu(fittoday, pulling, folder, env)
        time.sleep(1)
        left = s3.list_objects_v2(Bucket="bench-inbox", Prefix="logs/a").get("KeyCount", 0)
        with open(logs.name) as handle:
            handle.seek(counted_from)
            lines = [line for line in handle if '"' in line]
        per_athlete = {}
        for line in lines:
            request = line.split('"')[1]
            for index in range(TEAM):
                athlete = f"a{index:05d}"
                if f"logs%2F{athlete}%2F" in request or f"logs/{athlete}/" in request:
                    kind = "list" if "list-type" in request else request.split(" ")[0]
                    per_athlete.setdefault(athlete, []).append(kind)
                    break
        lists = max((kinds.count("list") for kinds in per_athlete.values()), default=0)
        most = max((len(kinds) for kinds in per_athlete.values()), default=0)
        rows.append(row(f"team build, morning, {TEAM} sessions by hand (CPU)", [by_hand], unit="s", scale=1.0))
        rows.append(row(f"team build, morning, {TEAM} sessions from the inbox (CPU)", [pulled], unit="s", scale=1.0))
        notes.append(f"inbox pull: {TEAM - left} of {TEAM} logs taken in; per athlete at most {lists} list and {most - lists} other requests "
                     f"(target: 1 list, at most 3 others); the pull's CPU = {(pulled - by_hand) / by_hand:+.0%} of the morning build's (target <= 15%)")
    finally:
        for child in (front, moto):
            if child is not None:
                child.terminate()
                try:
                    child.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    child.kill()
        logs.close()
