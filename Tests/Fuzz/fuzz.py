#!/usr/bin/env python3
"""Keyboard and pointer fuzz (make test): random scripts over every scene set-up, for a fixed set of seeds, each run
headless; no run may crash, hang or be refused, and every frame of the state log must keep the invariants
(randomsteps.check_frame: frames inside the window, widths inside their limits, progress in 0...1, the stack
showing the selection).

    fuzz.py SPLITVIEW [--seeds 1 2 3] [--steps 900] [--jobs 2] [--out DIR]

A failure is shrunk to a short script that fails the same way, written to DIR (out/fuzz by default) with the command
that replays it; the exit status is 1. The same seeds give the same scripts, so a failure found here is found again.
Runs go side by side (--jobs, each in a folder of its own: a headless run keeps one core busy), reported in order.
"""
import argparse
import concurrent.futures
import json
import os
import random
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import randomsteps  # noqa: E402

TIMEOUT = 300  # seconds for one run: far beyond what any script here takes, so only a hang reaches it


def run(binary, options, steps, work):
    """Plays `steps` headless; returns None when the run kept every rule, else a (kind, detail) pair: the kind is what
    shrinking keeps constant (the crash's first line, or the invariant's first words)."""
    path = os.path.join(work, "script.json")
    with open(path, "w") as f:
        json.dump(steps, f, ensure_ascii=False)
    out, settings = os.path.join(work, "out"), os.path.join(work, "settings.json")
    if os.path.exists(settings):
        os.remove(settings)  # every run starts from no saved settings, so that it fails or passes on its own
    try:
        proc = subprocess.run([binary, "--headless", "--script", path, "--out", out, "--settings", settings] + options,
                              capture_output=True, text=True, timeout=TIMEOUT, env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
    except subprocess.TimeoutExpired:
        return ("hang", "no end within %d s" % TIMEOUT)
    if proc.returncode != 0:
        lines = [l for l in proc.stderr.splitlines() if l.strip()]
        fatal = next((l for l in lines if "Fatal error" in l or "error:" in l), lines[0] if lines else "")
        # The crash's message and where it happened in our code (Swift's backtrace names the files), not its registers.
        frames = [l.strip() for l in lines if " at /" in l][:8]
        return ("exit %d: %s" % (proc.returncode, fatal.strip()[:160]), "\n".join(frames or lines[-12:]))
    with open(os.path.join(out, "state.jsonl")) as f:
        for line in f:
            record = json.loads(line)
            problems = randomsteps.check_frame(record)
            if problems:
                return ("invariant " + problems[0][0],
                        "frame %s (t %s): %s" % (record["frame"], record["t"], "; ".join(text for _, text in problems)))
    return None


def shrink(binary, options, steps, kind, work, budget=200):
    """A shorter script that fails with the same kind: the shortest failing prefix (bisection), then chunks of steps
    removed while it still fails, halving the chunk down to single steps (delta debugging); the first step, a resize
    to the run's size, stays. At most `budget` runs."""
    runs = 0

    def fails(candidate):
        nonlocal runs
        runs += 1
        found = run(binary, options, candidate, work)
        return found is not None and found[0] == kind

    lo, hi = 1, len(steps)  # steps[:hi] fails; steps[:lo] is not known to
    while lo < hi and runs < budget:
        mid = (lo + hi) // 2
        if fails(steps[:mid]):
            hi = mid
        else:
            lo = mid + 1
    steps = steps[:hi]
    chunk = max(1, (len(steps) - 1) // 2)
    while runs < budget:
        i = len(steps) - chunk
        while i >= 1 and runs < budget:
            candidate = steps[:i] + steps[i + chunk:]
            if fails(candidate):
                steps = candidate
            i -= chunk
        if chunk == 1:
            break
        chunk = max(1, chunk // 2)
    return steps


def fuzz_one(binary, name, options, keys, seed, steps_per_run, out_dir, shown_binary):
    """One scene set-up and seed: its random script played, and shrunk when it fails. The line to print, and whether it
    failed."""
    rng = random.Random("%s/%d" % (name, seed))
    steps = randomsteps.script(rng, steps_per_run, keys)
    with tempfile.TemporaryDirectory(prefix="splitview-fuzz-") as work:
        found = run(binary, options, steps, work)
        if found is None:
            return "fuzz: %-14s seed %d: %d steps, %d keys to choose from: ok" % (name, seed, len(steps), len(keys)), len(steps), False
        kind, detail = found
        short = shrink(binary, options, steps, kind, work)
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "%s-seed%d.json" % (name, seed))
    with open(path, "w") as f:
        json.dump(short, f, ensure_ascii=False, indent=1)
    return ("fuzz: %-14s seed %d: FAILED: %s\n    %s\n    shrunk from %d to %d steps: %s\n    replay: %s --headless "
            "--script %s --out out/replay %s" % (name, seed, kind, detail.replace("\n", "\n    "), len(steps), len(short),
                                                  json.dumps(short, ensure_ascii=False)[:600], shown_binary, path,
                                                  " ".join(options))), len(steps), True


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("splitview")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--steps", type=int, default=900, help="steps per scene set-up and seed")
    parser.add_argument("--jobs", type=int, default=2, help="runs side by side")
    parser.add_argument("--out", default="out/fuzz")
    args = parser.parse_args()
    binary = os.path.abspath(args.splitview)
    started, total, failures = time.monotonic(), 0, 0
    runs = []
    for name, options in randomsteps.SCENES:
        keys = randomsteps.scene_keys(binary, options)
        runs += [(name, options, keys, seed) for seed in args.seeds]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = [pool.submit(fuzz_one, binary, name, options, keys, seed, args.steps, args.out, args.splitview)
                   for name, options, keys, seed in runs]
        for result in results:  # in order, each as soon as it and those before it are done
            line, steps, failed = result.result()
            print(line, flush=True)
            total += steps
            failures += failed
    print("fuzz: %d steps over %d scene set-ups and seeds %s, %d failed, %.0f s" % (
        total, len(randomsteps.SCENES), " ".join(map(str, args.seeds)), failures, time.monotonic() - started), flush=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
