#!/usr/bin/env python3
"""Soak: random scripts over every scene with SPEC's invariants checked on every frame, memory watched, random
SIGKILLs during settings saves, and random quit signals (SIGTERM, SIGINT, SIGHUP) in the middle of drags.

    soak.py SPLITVIEW [--steps 100000] [--kills 200] [--quits 40] [--seed 1]

Prints the counts, and exits 1 on any fault (a crash, a hang, a refused script), any invariant broken, memory
that keeps growing after warm-up, a settings file that is not whole after a kill, or a quit signal that did not
end the program within 5 s with the width on screen saved.
"""
import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Live"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fuzz"))
from livecheck import state_log  # noqa: E402  (the live checks' reader of --state-log, shared)
from randomsteps import SCENES, check_frame, scene_keys, script as random_script  # noqa: E402  (the fuzz's steps and invariants, shared)


class Watch:
    """Samples a process's resident memory while it runs."""

    def __init__(self, pid):
        self.pid, self.samples, self.stop = pid, [], False
        threading.Thread(target=self._run, daemon=True).start()

    def _run(self):
        while not self.stop:
            try:
                with open("/proc/%d/status" % self.pid) as f:
                    self.samples.append(next(int(l.split()[1]) for l in f if l.startswith("VmRSS:")) / 1024)
            except (OSError, StopIteration):
                return
            time.sleep(0.1)


def soak(binary, work, steps_total, rng):
    steps_done = frames = faults = breaks = 0
    growth = []
    per_scene = max(1, steps_total // len(SCENES))
    for name, args in SCENES:
        steps = random_script(rng, per_scene, scene_keys(binary, args), size=(1000, 700))
        script = os.path.join(work, "soak-%s.json" % name)
        with open(script, "w") as f:
            json.dump(steps, f)
        out = os.path.join(work, "out-" + name)
        proc = subprocess.Popen([binary, "--headless", "--script", script, "--out", out, "--settings",
                                 os.path.join(work, "soak-settings-%s.json" % name)] + args,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        watch = Watch(proc.pid)
        try:
            _, err = proc.communicate(timeout=1800)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
            err = "hung: " + err
        watch.stop = True
        if proc.returncode != 0:
            faults += 1
            print("soak: FAULT in %s: exit %s: %s" % (name, proc.returncode, err.strip()[:400]))
        scene_breaks = scene_frames = 0
        with open(os.path.join(out, "state.jsonl")) as f:
            for line in f:
                record = json.loads(line)
                scene_frames += 1
                problems = check_frame(record)
                if problems:
                    scene_breaks += 1
                    if scene_breaks <= 5:
                        print("soak: %s frame %s: %s" % (name, record["frame"], "; ".join(text for _, text in problems)))
        breaks += scene_breaks
        frames += scene_frames
        steps_done += len(steps)
        s = watch.samples
        if len(s) >= 8:
            warm = max(s[len(s) // 4: len(s) // 2])
            late = max(s[-len(s) // 4:])
            growth.append((name, warm, late))
        shutil.rmtree(out, ignore_errors=True)
        print("soak: %-14s %6d steps, %7d frames, %d invariant breaks, RSS %s" % (
            name, len(steps), scene_frames, scene_breaks,
            "%.0f → %.0f MB after warm-up" % (growth[-1][1], growth[-1][2]) if growth and growth[-1][0] == name else "n/a"))
    leaks = [g for g in growth if g[2] > g[1] * 1.10 + 5]
    return steps_done, frames, faults, breaks, leaks


def kills(binary, work, count, rng):
    """Kills the program at random moments while it saves its settings; every file must stay whole."""
    settings = os.path.join(work, "kill-settings.json")
    script = os.path.join(work, "kill.json")
    # F8 focuses the separator (Tab walks every control since issue 19), then the arrows move it and save the width.
    steps = [{"key": "F8"}] + [{"key": rng.choice(["Right", "Left", "Shift+Right", "Shift+Left"])} for _ in range(4000)]
    with open(script, "w") as f:
        json.dump(steps, f)
    torn = killed = 0
    for i in range(count):
        proc = subprocess.Popen([binary, "--headless", "--script", script, "--out", os.path.join(work, "kill-out"),
                                 "--settings", settings], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.05, 0.6))
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            killed += 1
        proc.wait()
        if os.path.exists(settings):
            try:
                with open(settings) as f:
                    document = json.load(f)
                width = document["scenes"]["mail"]["primaryWidth"]
                assert isinstance(width, (int, float)) and 0 < width < 10000
            except Exception as error:  # noqa: BLE001 - any unreadable file is a torn file
                torn += 1
                print("soak: kill %d left a torn settings file: %s" % (i, error))
                os.remove(settings)
    leftovers = [n for n in os.listdir(work) if n.startswith(".kill-settings.json.") and n.endswith(".tmp")]
    # One more run cleans temporary files of killed saves.
    subprocess.run([binary, "--headless", "--script", script, "--out", os.path.join(work, "kill-out"), "--settings", settings],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    after = [n for n in os.listdir(work) if n.startswith(".kill-settings.json.") and n.endswith(".tmp")]
    return killed, torn, len(leftovers), len(after)


def quits(binary, work, count, rng):
    """Sends SIGTERM, SIGINT or SIGHUP at random moments to a window (SDL's dummy video driver) playing slow separator
    drags as a tour: each must end the tour within 5 s (status 1, "stopped before its end (SIG…)"), ending a drag under
    way as a release, so the settings hold the width of the last frame logged. Returns (signals sent, failures)."""
    names = {signal.SIGTERM: "SIGTERM", signal.SIGINT: "SIGINT", signal.SIGHUP: "SIGHUP"}
    sent = failed = 0
    for i in range(count):
        # Drags chained from where the last one left the separator (grabbed 4 points in), inside 220 ... 620: no clamp.
        width, steps = 360, []
        for _ in range(6):
            target = rng.randint(220, 620)
            steps.append({"drag": {"from": [width + 4, 300], "to": [target + 4, 300], "duration": round(rng.uniform(0.3, 1.5), 2)}})
            width = target
        script, settings, log = (os.path.join(work, "quit.json"), os.path.join(work, "quit-settings.json"),
                                 os.path.join(work, "quit-state.jsonl"))
        with open(script, "w") as f:
            json.dump(steps, f)
        for path in (settings, log):
            if os.path.exists(path):
                os.remove(path)
        proc = subprocess.Popen([binary, "--script", script, "--settings", settings, "--state-log", log, "--out",
                                 os.path.join(work, "quit-out")], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                env=dict(os.environ, NO_AT_BRIDGE="1"))
        time.sleep(rng.uniform(0.3, 4))
        which = rng.choice(list(names))
        if proc.poll() is not None:
            continue  # the tour ended first
        proc.send_signal(which)
        sent += 1
        try:
            _, err = proc.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
            failed += 1
            print("soak: quit %d: %s did not end the program within 5 s" % (i, names[which]))
            continue
        records = state_log(log)
        if not records:
            continue  # the signal came before the window was up: its default action ended the program
        shown = records[-1]["primary"]["w"]
        try:
            with open(settings) as f:
                saved = json.load(f)["scenes"]["mail"]["primaryWidth"]
        except OSError:
            saved = 360 if shown == 360 else None  # nothing moved yet: nothing to save
        except (ValueError, KeyError) as error:
            saved = "unreadable: %s" % error
        stopped = "stopped before its end (%s)" % names[which] in err
        if proc.returncode != 1 or not stopped or saved != shown:
            failed += 1
            print("soak: quit %d: %s gave status %s, saved %s with %s on screen; %s" % (
                i, names[which], proc.returncode, saved, shown, err.strip()[:200]))
    return sent, failed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("splitview")
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--quits", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="splitview-soak-")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    try:
        started = time.monotonic()
        steps, frames, faults, breaks, leaks = soak(os.path.abspath(args.splitview), work, args.steps, rng)
        killed, torn, leftovers, after = kills(os.path.abspath(args.splitview), work, args.kills, rng)
        signalled, unsaved = quits(os.path.abspath(args.splitview), work, args.quits, rng)
        print()
        print("soak: %d random steps over %d scene setups, %d frames checked, %d faults, %d invariant breaks"
              % (steps, len(SCENES), frames, faults, breaks))
        print("soak: memory %s" % ("flat after warm-up in every run" if not leaks else "GREW: %s" % leaks))
        print("soak: %d SIGKILLs during saves, %d torn settings files; %d temporary files left by kills, %d after the next run"
              % (killed, torn, leftovers, after))
        print("soak: %d quit signals in the middle of tours of drags, %d not ending the program within 5 s with the width on screen saved"
              % (signalled, unsaved))
        print("soak: %.0f s" % (time.monotonic() - started))
        ok = faults == 0 and breaks == 0 and not leaks and torn == 0 and after == 0 and killed >= min(args.kills, 1) \
            and unsaved == 0 and signalled >= min(args.quits, 1)
        sys.exit(0 if ok else 1)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
