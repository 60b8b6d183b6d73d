"""The full build side by side with an earlier FitToday's (issue 50: "the full build within 5% of d18470d's, built side
by side in the same run, and peak memory at or below"). The reference commit's release binary is built once, in a git
worktree of its own under Benchmarks/.reference/<commit>/ (kept for the next run), and the two binaries build the same
database in turns, so that the machine's load falls on both alike.

BENCH_REFERENCE: the commit to compare with (default d18470d; empty: skipped).
"""
import os
import shutil
import statistics
import subprocess

DEFAULT = "d18470d"


def reference_binary(root, commit):
    """The release binary of `commit` (built with `--static-swift-stdlib`, as `prepare` builds this one) and its
    library (`content/`: an earlier FitToday refuses fields it did not know yet), or None when the commit is not in
    this clone."""
    full = subprocess.run(["git", "rev-parse", "--verify", "--quiet", commit + "^{commit}"], cwd=root, capture_output=True, text=True)
    if full.returncode != 0:
        return None
    sha = full.stdout.strip()
    folder = os.path.join(root, "Benchmarks", ".reference", sha)
    built, content = os.path.join(folder, "fittoday"), os.path.join(folder, "content")
    if not os.path.isdir(content):
        os.makedirs(folder, exist_ok=True)
        archive = subprocess.run(["git", "archive", "--format=tar", sha, "content"], cwd=root, check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
    if os.path.exists(built):
        return built, content
    tree = os.path.join(folder, "tree")
    shutil.rmtree(tree, ignore_errors=True)
    subprocess.run(["git", "worktree", "prune"], cwd=root, check=True)
    subprocess.run(["git", "worktree", "add", "--detach", "--force", tree, sha], cwd=root, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        # Its resources are generated files (not in git): made by its own scripts, as its `make embed` did.
        for script in ("scripts/embed-resources.py", "scripts/words.py"):
            if os.path.exists(os.path.join(tree, script)):
                subprocess.run(["python3", script], cwd=tree, check=True, stdout=subprocess.DEVNULL)
        print(f"Building the reference {commit}'s release binary (once; kept in {folder})...", flush=True)
        subprocess.run(["swift", "build", "-c", "release", "--product", "fittoday", "--static-swift-stdlib"], cwd=tree, check=True,
                       stdout=subprocess.DEVNULL)
        subprocess.run(["install", "-m", "755", os.path.join(tree, ".build", "release", "fittoday"), built], check=True)
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", tree], cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return built, content


def bench_reference(rows, notes, root, work, today, sessions, runs, row, run_measured, make_data, write_settings, settle, current):
    """Builds the same `sessions`-session database with the reference binary and with `current`, in turns."""
    commit = os.environ.get("BENCH_REFERENCE", DEFAULT)
    if not commit:
        return
    found = reference_binary(root, commit)
    if found is None:
        notes.append(f"the reference {commit} is not in this clone: the side-by-side full build is skipped")
        return
    reference, content = found
    # Made by the reference binary (a database of the current schema would be refused by it); the current binary
    # brings its copy up to date in its warm-up.
    theirs_folder, ours_folder = os.path.join(work, "reference-theirs"), os.path.join(work, "reference-ours")
    for folder in (theirs_folder, ours_folder):
        shutil.rmtree(folder, ignore_errors=True)
    # Each with the library it ships with; the same sessions, check-in and plan.
    make_data(theirs_folder, sessions, binary=reference, content=content)
    shutil.copytree(theirs_folder, ours_folder)
    write_settings(ours_folder)
    settle()
    times = {"theirs": [], "ours": []}
    peaks = {"theirs": [], "ours": []}
    commands = {name: [binary, "build", "--out", os.path.join(folder, "public"), "--date", today, "--offline", "--quiet"]
                for name, binary, folder in (("theirs", reference, theirs_folder), ("ours", current, ours_folder))}
    for name in ("theirs", "ours"):
        # Two builds each, untimed: the first after installing starts slower, and ours migrates its copy.
        for _ in range(2):
            shutil.rmtree(os.path.join(theirs_folder if name == "theirs" else ours_folder, "public"), ignore_errors=True)
            run_measured(commands[name], cwd=theirs_folder if name == "theirs" else ours_folder)
    for _ in range(runs):
        for name, folder in (("theirs", theirs_folder), ("ours", ours_folder)):
            shutil.rmtree(os.path.join(folder, "public"), ignore_errors=True)
            seconds, peak = run_measured(commands[name], cwd=folder)
            times[name].append(seconds)
            peaks[name].append(peak)
    rows.append(row(f"full build, reference {commit}", times["theirs"], unit="s", scale=1))
    rows.append(row("full build, this FitToday, in turns with it", times["ours"], target=f"<= 1.05x {commit}'s", unit="s", scale=1))
    ratio = statistics.median(times["ours"]) / statistics.median(times["theirs"])
    memory = max(peaks["ours"]) / max(peaks["theirs"])
    notes.append(f"full build this/{commit} (same database, in turns) = {ratio:.3f} (target <= 1.05); "
                 f"peak memory {max(peaks['ours']):.0f}/{max(peaks['theirs']):.0f} MiB = {memory:.3f} (target <= 1)")
    for folder in (theirs_folder, ours_folder):
        shutil.rmtree(folder, ignore_errors=True)
