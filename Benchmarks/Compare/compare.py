#!/usr/bin/env python3
"""Measures splitview, a bare SDL2 window and libadwaita's demo in real windows under Xvfb, driven by the
same xdotool sequences, and prints one table with ratios and the targets of issue 9.

    compare.py --splitview PATH --bare PATH --xwatch PATH [--runs 3] [--display :97]

Every program is started under xwatch, which reports when its window maps and each time it paints (X DAMAGE),
so all three are timed the same way whatever toolkit draws them. CPU comes from /proc (every thread), memory
from /proc/PID/status (peak RSS) and smaps_rollup (private dirty pages: what the process wrote itself). splitview's storm is also read from its
state log, one line per presented frame, timestamped as it arrives.
"""
import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
HEIGHT = 800
# 60 live resizes across both breakpoints (600 and 900): 1100 down to 420 and back, a drag at ~60 Hz.
RESIZES = [round(1100 - 680 * i / 29) for i in range(30)] + [round(420 + 680 * i / 29) for i in range(30)]
STORM = [600 + 6 * i for i in range(100)]  # issue 9's storm: 100 resizes 16 ms apart
STEP_PAUSE = 0.016
REFRESH = 1 / 60


class Watched:
    """A program started under xwatch: its process, window, map time and paint times."""

    def __init__(self, xwatch, argv, env):
        self.proc = subprocess.Popen([xwatch] + argv, stdout=subprocess.PIPE, env=env, text=True)
        self.started = self.pid = self.first_map = self.mapped = self.window = None
        self.paints = []
        self.lock = threading.Lock()
        self.ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            parts = line.split()
            with self.lock:
                if parts[0] == "start":
                    self.started, self.pid = float(parts[1]), int(parts[2])
                elif parts[0] == "map":
                    self.mapped, self.window = float(parts[1]), parts[2]
                    self.first_map = self.first_map or self.mapped
                    self.ready.set()
                elif parts[0] == "damage":
                    self.paints.append(float(parts[1]))
                elif parts[0] == "exit":
                    self.ready.set()

    def wait_for_window(self, timeout=30):
        if not self.ready.wait(timeout) or self.window is None:
            raise RuntimeError("no window appeared within %d s" % timeout)

    def first_window(self):
        """Seconds from start to the mapping of the window the program kept (SDL may map one and replace it)."""
        with self.lock:
            return self.mapped - self.started

    def cpu(self):
        """Seconds of CPU used by every thread so far (precise per-thread counters; the tick-based total
        when a thread ended in between, since ended threads leave the per-thread counters)."""
        tasks = {}
        for task in os.listdir("/proc/%d/task" % self.pid):
            try:
                with open("/proc/%d/task/%s/schedstat" % (self.pid, task)) as f:
                    tasks[task] = int(f.read().split()[0]) / 1e9
            except OSError:
                pass
        with open("/proc/%d/stat" % self.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        ticks = (int(fields[11]) + int(fields[12])) / CLOCK_TICKS
        return tasks, ticks

    @staticmethod
    def cpu_between(before, after):
        (tasks0, ticks0), (tasks1, ticks1) = before, after
        if set(tasks0) <= set(tasks1):
            return sum(tasks1.values()) - sum(tasks0.values())
        return ticks1 - ticks0

    def memory(self):
        """Peak RSS and private dirty memory (pages the process wrote: heap, stacks, data), in MB. Private clean
        pages are left out: they are library code no other running process happens to map, so they depend on
        what else runs (a second Swift program makes the Swift runtime's 20 MB shared)."""
        with open("/proc/%d/status" % self.pid) as f:
            peak = next(int(l.split()[1]) for l in f if l.startswith("VmHWM:")) / 1024
        private = 0
        with open("/proc/%d/smaps_rollup" % self.pid) as f:
            for line in f:
                if line.startswith("Private_Dirty:"):
                    private += int(line.split()[1])
        return peak, private / 1024

    def settle(self, after, quiet=0.4, timeout=15):
        """Waits until the program has not painted for `quiet` seconds; returns its last paint after `after`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                last = self.paints[-1] if self.paints else 0
            if time.monotonic() - max(last, after) >= quiet:
                break
            time.sleep(0.02)
        with self.lock:
            later = [t for t in self.paints if t >= after]
        return later[-1] if later else None

    def stop(self):
        if self.pid:
            try:
                os.kill(self.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            if self.pid:
                os.kill(self.pid, signal.SIGKILL)
            self.proc.kill()
            self.proc.wait()


class LogTail:
    """Timestamps each line of splitview's state log as it arrives."""

    def __init__(self, path):
        self.path, self.lines, self.stop_flag = path, [], False
        self.thread = threading.Thread(target=self._tail, daemon=True)
        self.thread.start()

    def _tail(self):
        while not os.path.exists(self.path) and not self.stop_flag:
            time.sleep(0.001)
        with open(self.path) as f:
            partial = ""
            while not self.stop_flag:
                chunk = f.readline()
                if not chunk:
                    time.sleep(0.0005)
                    continue
                partial += chunk
                if partial.endswith("\n"):
                    self.lines.append((time.monotonic(), partial))
                    partial = ""

    def widths_since(self, t):
        import json
        return [(at, json.loads(line)["window"]["w"]) for at, line in list(self.lines) if at >= t]


def drive(window, widths):
    """Resizes the window through `widths` with xdotool, STEP_PAUSE apart; returns when the last one was sent."""
    last = None
    for width in widths:
        subprocess.run(["xdotool", "windowsize", window, str(width), str(HEIGHT)], check=True)
        last = time.monotonic()
        time.sleep(STEP_PAUSE)
    return last


def measure(name, argv, env, xwatch, state_log=None):
    app = Watched(xwatch, argv, env)
    result = {}
    try:
        app.wait_for_window()
        tail = LogTail(state_log) if state_log else None
        app.settle(time.monotonic(), quiet=0.5)  # SDL may replace its first window; wait for the one it keeps
        result["first_window"] = app.first_window()
        before = app.cpu()
        time.sleep(5)
        result["idle_cpu"] = Watched.cpu_between(before, app.cpu())

        before, start = app.cpu(), time.monotonic()
        drive(app.window, RESIZES)
        last_paint = app.settle(start)
        result["resize_cpu"] = Watched.cpu_between(before, app.cpu())
        result["resize_wall"] = (last_paint or time.monotonic()) - start

        start = time.monotonic()
        last_event = drive(app.window, STORM)
        last_paint = app.settle(start)
        result["storm_paint_lag"] = (last_paint - last_event) if last_paint else None
        if tail:
            frames = tail.widths_since(start)
            final = next((at for at, w in frames if w == STORM[-1]), None)
            result["storm_lag"] = final - last_event if final else None
            result["storm_frames"] = len(frames)
            result["storm_sizes"] = len(STORM)
            tail.stop_flag = True
        result["peak_rss"], result["private"] = app.memory()
    finally:
        app.stop()
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--splitview", required=True)
    parser.add_argument("--bare", required=True)
    parser.add_argument("--xwatch", required=True)
    parser.add_argument("--adwaita", default=shutil.which("adwaita-1-demo") or "/usr/bin/adwaita-1-demo")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--display", default=":97")
    args = parser.parse_args()

    xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    if xvfb.poll() is not None:
        sys.exit("compare: Xvfb could not start on %s (another server there? pass --display)" % args.display)
    work = tempfile.mkdtemp(prefix="splitview-compare-")
    os.environ["DISPLAY"] = args.display  # for xdotool too
    env = dict(os.environ)
    env.pop("WAYLAND_DISPLAY", None)
    gtk_env = dict(env, NO_AT_BRIDGE="1", GTK_A11Y="none", DBUS_SESSION_BUS_ADDRESS="disabled:")
    apps = ["bare", "splitview", "adwaita"]
    runs = {app: [] for app in apps}
    try:
        for run in range(args.runs):
            for app in apps:
                print("compare: run %d/%d, %s ..." % (run + 1, args.runs, app), file=sys.stderr, flush=True)
                if app == "bare":
                    runs[app].append(measure(app, [args.bare], env, args.xwatch))
                elif app == "splitview":
                    log = os.path.join(work, "state-%d.jsonl" % run)
                    argv = [args.splitview, "--size", "1200x%d" % HEIGHT, "--settings", os.path.join(work, "settings.json"),
                            "--state-log", log]
                    runs[app].append(measure(app, argv, env, args.xwatch, state_log=log))
                else:
                    runs[app].append(measure(app, [args.adwaita], gtk_env, args.xwatch))
    finally:
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)
    sys.exit(report(runs, args.runs))


def report(runs, count):
    def values(app, key):
        return [r[key] for r in runs[app] if r.get(key) is not None]

    def median(app, key):
        v = values(app, key)
        return statistics.median(v) if v else None

    def span(app, key, scale, digits):
        v = values(app, key)
        if not v:
            return "–"
        lo, hi = min(v) * scale, max(v) * scale
        text = ("%." + str(digits) + "f") % lo
        return text if round(lo, digits) == round(hi, digits) else text + "–" + ("%." + str(digits) + "f") % hi

    def ratio(a, b):
        return "%.2f×" % (a / b) if a is not None and b else "–"

    rows = [
        ("time to first window (s)", "first_window", 1, 3),
        ("idle CPU over 5 s (s)", "idle_cpu", 1, 3),
        ("CPU for 60 live resizes (s)", "resize_cpu", 1, 3),
        ("wall time for 60 live resizes (s)", "resize_wall", 1, 2),
        ("storm: last paint after the last event (ms)", "storm_paint_lag", 1000, 1),
        ("peak RSS (MB)", "peak_rss", 1, 1),
        ("private memory written (MB)", "private", 1, 1),
    ]
    print("\n%d runs each under Xvfb; ranges are min–max, ratios compare medians.\n" % count)
    print("| figure | bare SDL2 window | splitview | libadwaita demo | splitview ÷ bare | libadwaita ÷ splitview |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, key, scale, digits in rows:
        print("| %s | %s | %s | %s | %s | %s |" % (
            label, span("bare", key, scale, digits), span("splitview", key, scale, digits),
            span("adwaita", key, scale, digits), ratio(median("splitview", key), median("bare", key)),
            ratio(median("adwaita", key), median("splitview", key))))
    print("| storm: final size on screen after the last event, from the state log (ms) | – | %s | – | | |"
          % span("splitview", "storm_lag", 1000, 1))
    frames = values("splitview", "storm_frames")
    sizes = runs["splitview"][0].get("storm_sizes") if runs["splitview"] else None
    print("| storm: frames presented / distinct sizes | – | %s / %s | – | | |"
          % ("–".join(str(f) for f in sorted(set(frames))), sizes))

    checks = []
    first, bare_first = median("splitview", "first_window"), median("bare", "first_window")
    checks.append(("time to first window ≤ 1.3× the bare SDL window", first is not None and first <= 1.3 * bare_first))
    cpu, bare_cpu = median("splitview", "resize_cpu"), median("bare", "resize_cpu")
    checks.append(("CPU for 60 resizes ≤ 2× the bare SDL window", cpu is not None and cpu <= 2 * bare_cpu))
    rss, bare_rss = max(values("splitview", "peak_rss")), median("bare", "peak_rss")
    checks.append(("peak RSS ≤ the bare SDL window's + 10 MB", rss <= bare_rss + 10))
    checks.append(("idle CPU 0 (under 1 ms in 5 s)", all(v < 0.001 for v in values("splitview", "idle_cpu"))))
    lags = values("splitview", "storm_lag")
    checks.append(("storm: final size within one refresh (16.7 ms) of the last event",
                   len(lags) == count and all(v <= REFRESH for v in lags)))
    checks.append(("storm: frames ≤ distinct sizes + 2", bool(frames) and all(f <= sizes + 2 for f in frames)))
    print()
    for text, ok in checks:
        print("%s  %s" % ("PASS" if ok else "FAIL", text))
    return 0 if all(ok for _, ok in checks) else 1


if __name__ == "__main__":
    main()
