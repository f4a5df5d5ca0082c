#!/usr/bin/env python3
"""The restore test (issue 38): launch → resize → quit → relaunch, 1,000 times, and the width stays where the user put it.

    restore_cycles.py SPLITVIEW [--cycles 1000] [--jobs 2] [--seed 38]

Each cycle is one headless run of the demo with the settings file the cycle before left: launched at a random size
(every band, from 320 × 240 to 2400 × 1400), then random resizes, taps, keys (F9, Escape, Tab, F8 and Escape on the
separator) and waits that must not move the remembered width, and quit. About one cycle in seven, launched wide
enough for the width, drags the separator instead to a new width (no clamp, no snap), which is then what the user put.
After every cycle:
- the file holds exactly the width the user last dragged to, byte for byte unchanged by cycles without a drag, and
  does not exist before the first drag (nothing is saved before the user chooses);
- the run's first frame had loaded that width (`userPrimaryWidth`), and showed it where the window leaves it room;
- no frame showed the primary, open in the tiled band, narrower than its minimum or zero wide.
Chains of cycles run side by side (--jobs), each with its own file; a failure prints the cycle's script to replay.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import threading

MINIMUM, MAXIMUM, MINIMUM_SECONDARY = 200, 640, 360  # the mail scene's limits (SPEC §2)
OVERLAY_BREAKPOINT, COMPACT_BREAKPOINT = 900, 600
DRAG_SIZE = (1200, 800)  # room for any width the user can choose: 1200 − 8 − 360 ≥ 640


def room(width):
    """The widest the primary can be beside the secondary in a window `width` points wide (SPEC §2)."""
    return width - 8 - MINIMUM_SECONDARY


def shown_width(chosen, width):
    """The primary's width on screen in a tiled window `width` wide for the user's `chosen` width."""
    return min(max(chosen, MINIMUM), MAXIMUM, room(width))


def random_size(rng):
    return [rng.randint(320, 2400), rng.randint(240, 1400)]


def idle_steps(rng, size):
    """Steps that must leave the remembered width alone."""
    steps = []
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(["resize", "resize", "tap", "key", "wait", "focus"])
        if kind == "resize":
            size = random_size(rng)
            steps.append({"resize": size})
        elif kind == "tap":
            steps.append({"tap": [rng.randint(0, size[0] - 1), rng.randint(0, size[1] - 1)]})
        elif kind == "key":
            steps.append({"key": rng.choice(["F9", "Escape", "Tab"])})
        elif kind == "focus":
            steps += [{"key": "F8"}, {"key": "Escape"}]
        else:
            steps.append({"wait": round(rng.uniform(0.05, 0.6), 2)})
    return steps + [{"wait": 0.5}]


def run(binary, work, chain, cycle, size, steps):
    script = os.path.join(work, "script-%d.json" % chain)
    log = os.path.join(work, "state-%d.jsonl" % chain)
    with open(script, "w") as f:
        json.dump(steps, f)
    if os.path.exists(log):
        os.remove(log)
    result = subprocess.run(
        [binary, "--headless", "--script", script, "--out", os.path.join(work, "out-%d" % chain),
         "--settings", os.path.join(work, "settings-%d.json" % chain), "--state-log", log,
         "--size", "%dx%d" % tuple(size)],
        capture_output=True, text=True, timeout=60)
    with open(log) as f:
        frames = [json.loads(line) for line in f if line.strip()]
    return result, frames


def chain_of_cycles(binary, work, chain, cycles, seed, failures, lock):
    rng = random.Random(seed * 1000 + chain)
    settings = os.path.join(work, "settings-%d.json" % chain)
    chosen = None  # what the user last dragged the width to
    for cycle in range(cycles):
        drag = chosen is None and cycle >= 3 or rng.random() < 1 / 7
        if drag:
            size = list(DRAG_SIZE)
            start = shown_width(chosen if chosen is not None else 0.3 * size[0], size[0])
            target = rng.randint(MINIMUM + 10, MAXIMUM - 10)
            grab = start + 4  # the middle of the separator's 8-point hit area
            steps = [{"drag": {"from": [grab, 300], "to": [grab + target - start, 300], "duration": 0.2}},
                     {"wait": 0.5}] + idle_steps(rng, size)
        else:
            size = random_size(rng)
            steps = idle_steps(rng, size)
        before = open(settings, "rb").read() if os.path.exists(settings) else None
        result, frames = run(binary, work, chain, cycle, size, steps)
        problems = []
        if result.returncode != 0:
            problems.append("exit status %d: %s" % (result.returncode, result.stderr.strip()[-400:]))
        if frames:
            first = frames[0]
            if first["userPrimaryWidth"] != chosen:
                problems.append("the first frame loaded %r, the user had chosen %r" % (first["userPrimaryWidth"], chosen))
            if (chosen is not None and first["sizeClass"] == "regular" and size[0] >= OVERLAY_BREAKPOINT
                    and first["primaryCollapse"] == 0 and abs(first["primary"]["w"] - shown_width(chosen, size[0])) > 0.5):
                problems.append("the first frame showed %s points, %s expected at %d wide" % (
                    first["primary"]["w"], shown_width(chosen, size[0]), size[0]))
            for frame in frames:
                tiled_open = (frame["displayMode"] == "oneBesideSecondary" and frame["primaryCollapse"] == 0
                              and not frame["dragging"] and not frame["widthAnimating"])
                if tiled_open and frame["primary"]["w"] < min(MINIMUM, room(frame["window"]["w"])) - 0.5:
                    problems.append("frame %d showed the open primary %s points wide" % (frame["frame"], frame["primary"]["w"]))
                    break
        else:
            problems.append("no frames in the state log")
        if drag and frames:
            chosen = start + (target - start)  # the drag is 1:1
            last = frames[-1]["userPrimaryWidth"]
            if last is None or abs(last - chosen) > 0.5:
                problems.append("the drag to %s left the user width at %r" % (chosen, last))
            else:
                chosen = last
        after = open(settings, "rb").read() if os.path.exists(settings) else None
        if chosen is None and after is not None:
            problems.append("a settings file was written before the user chose a width: %r" % after[:200])
        elif not drag and after != before:
            problems.append("a cycle without a drag changed the file: %r → %r" % (before, after))
        elif chosen is not None:
            saved = json.loads(after or b"{}").get("scenes", {}).get("mail", {}).get("primaryWidth")
            if saved is None or abs(saved - chosen) > 1e-9 or saved <= 0:
                problems.append("the file holds %r, the user put %r" % (saved, chosen))
        if problems:
            with lock:
                failures.append("chain %d, cycle %d (size %s, steps %s):\n  %s" % (
                    chain, cycle, size, json.dumps(steps), "\n  ".join(problems)))
            return


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--cycles", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=38)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="splitview-restore-")
    failures, lock = [], threading.Lock()
    per_chain = [args.cycles // args.jobs + (1 if j < args.cycles % args.jobs else 0) for j in range(args.jobs)]
    threads = [threading.Thread(target=chain_of_cycles, args=(args.binary, work, j, n, args.seed, failures, lock))
               for j, n in enumerate(per_chain)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if failures:
        print("restore: FAILED (files in %s)" % work)
        for failure in failures:
            print(failure)
        sys.exit(1)
    subprocess.run(["rm", "-rf", work])
    print("restore: %d launch → resize → quit → relaunch cycles in %d chains: the width stayed where the user put it"
          % (args.cycles, args.jobs))


if __name__ == "__main__":
    main()
