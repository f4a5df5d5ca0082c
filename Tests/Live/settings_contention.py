#!/usr/bin/env python3
"""Saves under contention and a stall: six instances share one settings file, one of them stopped holding its lock.

    settings_contention.py SPLITVIEW [--seconds 20] [--stall 10] [--stall-after 13]

Issue 34. Six loops run `splitview --headless` over and over on one settings file for `--seconds`, each saving a
member of its own at the end of every run, so each loop's last edit can be told apart in the file: the mail list's
width (F8 and Left or Right), the users list's, the columns lab's, the mail inspector's width (an item, Ctrl+Alt+I,
the inspector's separator), Ben Okafor's name and Chloé Martin's (the users scene's edit screen). The file starts
with 350 KB of a member splitview does not know, kept as it is by every save, so that a save holds the lock long
enough to be caught holding it. After `--stall-after` seconds the first run seen holding the lock on the folder
(`flock`, in /proc/locks) is stopped with SIGSTOP for `--stall` seconds, then continued: the others wait for it.

Checks: no run fails (exit status 0, nothing on standard error but the notices of a save that waits for the lock and
of one saved after waiting); every loop's last edit is in the file at the end; the unknown member is whole; no
temporary file is left. The splitview of issue 33 lost 4 or 5 of the 6 last edits in each of three runs (no run
failed): after a 2 s wait the others saved without the lock and without a word, and the stopped run, continued, wrote
what it had read over them. (Its start-up clean-up could also remove another run's temporary file between its
creation and its lock, `renaming over …: No such file or directory`, rarely: SettingsContentionTests checks that.)
Each check prints PASS or FAIL with what it saw; the exit status is 1 if any failed.
"""
import argparse
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

from livecheck import check, summary

# Notices that are not failures: a save that waits for the lock, and one saved after waiting.
NOTICES = re.compile(r"waits and is saved when|saved to .* after waiting|waiting up to")


def nudges(rng):
    """F8's separator moved 1 to 4 steps one way, so the run's width differs from the one it started at."""
    key = rng.choice(["Left", "Right"])
    return [{"key": key} for _ in range(rng.randint(1, 4))] + [{"wait": 0.05}]


def rename(row, name):
    """The users scene: a user's row, the Name field, the old name cleared, `name` typed and saved."""
    return ([{"tap": [150, row]}, {"wait": 0.4}, {"tap": [900, 90]}, {"wait": 0.5}, {"key": "End"}]
            + [{"key": "Backspace"}] * 24 + [{"text": name}, {"key": "Return"}, {"wait": 0.3},
                                              {"expect": {"editing": None}}])


class Loop:
    """One instance: runs splitview again and again, remembering what its last run left in its member."""

    def __init__(self, name, scene, member, work):
        self.name, self.scene, self.member = name, scene, member
        self.script = os.path.join(work, name + ".json")
        self.log = os.path.join(work, name + ".jsonl")
        self.runs = 0
        self.failures = []  # (run, status, standard error)
        self.notices = 0
        self.last = None  # the value its last run left in its member
        self.child = None  # the run going on

    def steps(self, rng):
        if self.member[0] == "users":
            self.expected = "%s r%d" % (self.name.split("-")[0].capitalize(), self.runs)
            return rename(128 if self.member[1] == "ben.okafor" else 184, self.expected)
        if self.member[2] == "inspectorWidth":
            # The list, F6 to the detail and to the inspector, Shift+Tab back to the inspector's separator (however many
            # toolbar buttons the detail's width leaves room for).
            return [{"key": "Down"}, {"key": "Return"}, {"key": "Ctrl+Alt+I"}, {"wait": 0.6}, {"key": "Tab"},
                    {"key": "F6"}, {"key": "F6"}, {"key": "Shift+Tab"},
                    {"expect": {"keyboardFocus": "split.inspectorSeparator"}}] + nudges(rng)
        return [{"key": "F8"}] + nudges(rng)

    def value_from_log(self):
        if self.member[0] == "users":
            return self.expected
        with open(self.log) as f:
            last = json.loads(f.read().strip().splitlines()[-1])
        return last["userInspectorWidth" if self.member[2] == "inspectorWidth" else "userPrimaryWidth"]

    def run(self, binary, settings, until, seed):
        rng = random.Random(seed)
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LC_ALL="C.UTF-8")
        while time.monotonic() < until:
            self.runs += 1
            with open(self.script, "w") as f:
                json.dump(self.steps(rng), f)
            self.child = subprocess.Popen([binary, "--headless", "--scene", self.scene, "--script", self.script,
                                           "--settings", settings, "--state-log", self.log],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
            _, err = self.child.communicate()
            lines = [line for line in err.splitlines() if line.strip()]
            self.notices += sum(1 for line in lines if NOTICES.search(line))
            problems = [line for line in lines if not NOTICES.search(line)]
            if self.child.returncode != 0 or problems:
                self.failures.append((self.runs, self.child.returncode, " | ".join(problems)[-300:]))
            else:
                self.last = self.value_from_log()


def lock_holders(folder):
    """The process ids /proc/locks shows holding a flock on `folder` (not waiting for one)."""
    info = os.stat(folder)
    device = "%02x:%02x:%d" % (os.major(info.st_dev), os.minor(info.st_dev), info.st_ino)
    holders = []
    with open("/proc/locks") as f:
        for line in f:
            fields = line.split()
            if "->" not in line and len(fields) >= 6 and fields[1] == "FLOCK" and fields[5] == device:
                holders.append(int(fields[4]))
    return holders


def stall(loops, folder, after, seconds, started, stalled):
    """Stops the first run seen holding the folder's lock after `after` s for `seconds`, then continues it."""
    while time.monotonic() < started + after:
        time.sleep(0.05)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        children = {loop.child.pid: loop for loop in loops if loop.child and loop.child.poll() is None}
        for pid in set(lock_holders(folder)) & set(children):
            try:
                os.kill(pid, signal.SIGSTOP)
            except ProcessLookupError:
                continue
            time.sleep(0.05)  # the stop has taken effect: a stopped process releases nothing
            if pid in lock_holders(folder):
                stalled.update(loop=children[pid].name, pid=pid, at=time.monotonic() - started)
                time.sleep(seconds)
                os.kill(pid, signal.SIGCONT)
                stalled["resumed"] = time.monotonic() - started
                return
            os.kill(pid, signal.SIGCONT)  # it let go just before the stop: try again
        time.sleep(0.001)


def member_value(document, member):
    if member[0] == "users":
        return document.get("users", {}).get(member[1], {}).get("name")
    return document.get("scenes", {}).get(member[1], {}).get(member[2])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--stall", type=float, default=10)
    parser.add_argument("--stall-after", type=float, default=13)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="splitview-contention-")
    try:
        folder = os.path.join(work, "config")
        os.makedirs(folder)
        settings = os.path.join(folder, "settings.json")
        padding = [{"k%d" % i: "v" * 20} for i in range(10000)]
        with open(settings, "w") as f:
            json.dump({"version": 1, "scenes": {}, "padding": padding}, f)
        loops = [Loop("mail-list", "mail", ("scenes", "mail", "primaryWidth"), work),
                 Loop("users-list", "users", ("scenes", "users", "primaryWidth"), work),
                 Loop("columns-list", "columns", ("scenes", "columns", "primaryWidth"), work),
                 Loop("mail-inspector", "mail", ("scenes", "mail", "inspectorWidth"), work),
                 Loop("ben", "users", ("users", "ben.okafor"), work),
                 Loop("chloé", "users", ("users", "chloe.martin"), work)]
        until = time.monotonic() + args.seconds
        threads = [threading.Thread(target=loop.run, args=(binary, settings, until, n)) for n, loop in enumerate(loops)]
        stalled = {}
        staller = threading.Thread(target=stall, args=(loops, folder, args.stall_after, args.stall, started, stalled))
        for thread in threads + [staller]:
            thread.start()
        for thread in threads + [staller]:
            thread.join()
        ended = time.monotonic() - started
        check("a run is stopped for %g s while it holds the settings lock" % args.stall, "pid" in stalled,
              "%s (pid %s) stopped at %.1f s, continued at %.1f s" % (
                  stalled.get("loop"), stalled.get("pid"), stalled.get("at", 0), stalled.get("resumed", 0))
              if stalled else "no run was seen holding the lock")
        runs = sum(loop.runs for loop in loops)
        failed = [(loop.name,) + failure for loop in loops for failure in loop.failures]
        check("no run fails to save", not failed, "%d runs in %.1f s, %d failed, %d notices of a wait for the lock%s" % (
            runs, ended, len(failed), sum(loop.notices for loop in loops),
            "".join("; %s run %d: exit %d, %s" % failure for failure in failed[:4])))
        with open(settings) as f:
            document = json.load(f)
        lost = [(loop.name, loop.last, member_value(document, loop.member)) for loop in loops
                if loop.last is None or member_value(document, loop.member) != loop.last]
        check("every instance's last edit is in the file", not lost, "%d of %d lost%s" % (
            len(lost), len(loops), "".join("; %s: last run left %r, the file has %r" % edit for edit in lost)))
        check("the member splitview does not know is whole", document.get("padding") == padding,
              "%d of %d entries" % (len(document.get("padding") or []), len(padding)))
        leftovers = [name for name in os.listdir(folder) if name.endswith(".tmp")]
        check("no temporary file is left", not leftovers, ", ".join(leftovers) or "none")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return summary("settings contention", started)


if __name__ == "__main__":
    sys.exit(main())
