#!/usr/bin/env python3
"""Measures splitview, a bare SDL2 window and libadwaita's demo in real windows under Xvfb, driven by the
same xdotool sequences, and prints tables with ratios and the targets of issue 9, for SDL's software renderer
and for its OpenGL one (Mesa's llvmpipe under Xvfb), plus the drag latency of a separator.

    compare.py --splitview PATH --bare PATH --xwatch PATH --xdrag PATH [--floor PATH] [--runs 3] [--display :97]

--floor is Benchmarks/Compare/Floor's program, the bare window opened from Swift with the runtime and FoundationEssentials
linked in as splitview's are: its first window and memory (software renderer) tell what those cost before splitview
does anything of its own.

Every program is started under xwatch, which reports when its window maps and each time it paints (X DAMAGE),
so all are timed the same way whatever toolkit draws them. CPU comes from /proc (every thread), memory
from /proc/PID/status (peak RSS) and smaps_rollup (private dirty pages: what the process wrote itself).
splitview's storm is also read from its state log, one line per presented frame, timestamped as it arrives.
libadwaita's demo runs with GSK's cairo renderer next to the software renderers and with its default (OpenGL)
next to the OpenGL ones.

The drag: xdrag (XTEST) presses button 1 on a separator and moves the pointer 240 pixels in 120 motions, one
at a time: it times each motion as it sends it and the window's next paint (its own X DAMAGE), waits for that
paint (100 ms at most: a miss) and sends the next motion a random 2-19 ms later, so motions land anywhere in
a program's frame cycle and each paint belongs to one motion (see xdrag.c). For splitview, the bare SDL window
and GTK 4's paned demo (gtk4-demo --run=panes, cairo and OpenGL), all at 1200x800.

The same drag again on a 144 Hz display: Xorg with the dummy video driver and a 1280x960 mode at 144 Hz
(Tests/Live/xorg_input.py, as root), the next motion a random 2 to 2 + 6.9 ms (one refresh) after each paint, for
splitview and GTK 4's paned: a program that paces its frames by the display's refresh answers within one.
"""
import argparse
import json
import math
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
# The drag: 120 motions, 240 pixels to the right; the next motion a random 2 to 2 + DRAG_SPREAD ms after a paint.
DRAG_STEPS, DRAG_DX, DRAG_SPREAD_MS, DRAG_TIMEOUT_MS = 120, 240, 16.7, 100
HIGH_REFRESH = 144  # Hz, the second display's; its screen 1280x960 (the dummy driver's clock stops at 300 MHz)
SPLITVIEW_GRAB = (364, 400)  # the mail scene's separator is x = 360..368 at 1200 wide
BARE_GRAB = (360, 400)  # bare_sdl's separator: 3/10 of the width


class Watched:
    """A program started under xwatch: its process, window, map time and paint times."""

    def __init__(self, xwatch, argv, env):
        self.proc = subprocess.Popen([xwatch] + argv, stdout=subprocess.PIPE, env=env, text=True)
        self.started = self.pid = self.first_map = self.mapped = self.window = None
        self.paints = []
        self.maps = 0  # windows mapped: SDL replaces its first one when it switches it to OpenGL
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
                    self.maps += 1
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
        return [(at, json.loads(line)["window"]["w"]) for at, line in list(self.lines) if at >= t]

    def separators_since(self, t):
        return [json.loads(line)["separator"]["x"] for at, line in list(self.lines) if at >= t]


def drive(window, widths):
    """Resizes the window through `widths` with xdotool, STEP_PAUSE apart; returns when the last one was sent."""
    last = None
    for width in widths:
        subprocess.run(["xdotool", "windowsize", window, str(width), str(HEIGHT)], check=True)
        last = time.monotonic()
        time.sleep(STEP_PAUSE)
    return last


def row(xdrag, window, y):
    """The brightness (r + g + b) of every pixel of row y of the window."""
    out = subprocess.run([xdrag, "--row", window, str(y)], capture_output=True, text=True, check=True).stdout
    return [int(v) for v in out.split()[1:]]


def separator_near(pixels, x, reach=10):
    """The darkest column within `reach` of x, if it stands out (a separator line or grip); else None."""
    lo, hi = max(0, x - reach), min(len(pixels), x + reach + 1)
    near = pixels[lo:hi]
    if not near or max(near) - min(near) < 30:
        return None
    return lo + near.index(min(near))


def percentile(values, fraction):
    """Nearest rank: the smallest value with at least `fraction` of the values at or below it."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(len(ordered) * fraction - 1e-9) - 1)] if ordered else None


def drag(app, xdrag, grab, tail=None, spread=DRAG_SPREAD_MS):
    """The drag latency figures for a program already showing its window at 1200 x HEIGHT; the next motion a random
    2 to 2 + `spread` ms after each paint."""
    x, y = grab
    before = separator_near(row(xdrag, app.window, y), x)
    cpu, start = app.cpu(), time.monotonic()
    out = subprocess.run([xdrag, app.window, str(x), str(y), str(DRAG_DX), str(DRAG_STEPS), str(spread),
                          str(DRAG_TIMEOUT_MS)], capture_output=True, text=True, check=True).stdout
    app.settle(start, quiet=0.3)
    result = {"drag_cpu": Watched.cpu_between(cpu, app.cpu())}
    after = separator_near(row(xdrag, app.window, y), x + DRAG_DX)
    motions = [line.split()[2:4] for line in out.splitlines() if line.startswith("motion ")]
    latencies = [float(p) - float(t) for t, p in motions if float(p) >= 0]
    result["drag_motions"] = len(motions)
    result["drag_misses"] = len(motions) - len(latencies)
    if latencies:
        result["drag_median"] = statistics.median(latencies)
        result["drag_p95"] = percentile(latencies, 0.95)
    if motions:
        result["drag_wall"] = float(motions[-1][0]) - float(motions[0][0])
    result["drag_moved"] = after - before if before is not None and after is not None else None
    if tail:
        positions = tail.separators_since(start)
        result["drag_frames"] = len(positions)
        result["drag_positions"] = len(set(positions))
    return result


def measure(name, argv, env, xwatch, xdrag, state_log=None, grab=None):
    app = Watched(xwatch, argv, env)
    result = {}
    tail = None
    try:
        app.wait_for_window()
        tail = LogTail(state_log) if state_log else None
        app.settle(time.monotonic(), quiet=0.5)  # SDL may replace its first window; wait for the one it keeps
        result["first_window"] = app.first_window()
        result["maps"] = app.maps
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
        result["peak_rss"], result["private"] = app.memory()
        if grab:  # last, so that it does not count in the memory figures
            start = time.monotonic()
            subprocess.run(["xdotool", "windowsize", app.window, "1200", str(HEIGHT)], check=True)
            app.settle(start, quiet=0.3)
            result.update(drag(app, xdrag, grab, tail))
    finally:
        if tail:
            tail.stop_flag = True
        app.stop()
    return result


def measure_drag(argv, env, xwatch, xdrag, grab=None, spread=DRAG_SPREAD_MS):
    """A program resized to 1200 x HEIGHT and dragged at `grab`; without one (GTK's paned demo), its handle is found
    in a row of pixels an eighth of the way down (the upper pane's vertical handle, the darkest column away from the
    window's edges)."""
    app = Watched(xwatch, argv, env)
    try:
        app.wait_for_window()
        app.settle(time.monotonic(), quiet=0.5)
        start = time.monotonic()
        subprocess.run(["xdotool", "windowsize", app.window, "1200", str(HEIGHT)], check=True)
        app.settle(start, quiet=0.5)
        if grab is None:
            y = HEIGHT // 8
            pixels = row(xdrag, app.window, y)
            inner = pixels[24:-24]
            if not inner or max(inner) - min(inner) < 30:
                raise RuntimeError("no paned handle found in row %d of %s" % (y, argv[0]))
            grab = (24 + inner.index(min(inner)), y)
        return drag(app, xdrag, grab, spread=spread)
    finally:
        app.stop()


def measure_start(argv, env, xwatch):
    """Only the time to first window and the memory: for the floor program, which does nothing else worth measuring."""
    app = Watched(xwatch, argv, env)
    try:
        app.wait_for_window()
        app.settle(time.monotonic(), quiet=0.5)
        result = {"first_window": app.first_window()}
        result["peak_rss"], result["private"] = app.memory()
        return result
    finally:
        app.stop()


def high_refresh_runs(args, env, gsk, work):
    """splitview and GTK 4's paned dragged on Xorg's dummy driver with a HIGH_REFRESH Hz mode, args.runs times each;
    {key: [results]}, and the refresh rate xrandr reports (or why there was no such display)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "Live"))
    import xorg_input
    spread = 1000 / HIGH_REFRESH
    runs = {("splitview", r): [] for r in (SOFTWARE, GPU)}
    runs.update({("panes", r): [] for r in (SOFTWARE, GPU)})
    try:
        xorg = xorg_input.Xorg(os.path.join(work, "xorg"), size=(1280, 960), refresh=HIGH_REFRESH)
    except (xorg_input.XorgError, OSError) as error:
        return runs, "no %d Hz display: %s" % (HIGH_REFRESH, error)
    shown = os.environ["DISPLAY"]
    os.environ["DISPLAY"] = xorg.display  # for xdotool and xdrag
    try:
        modes = subprocess.run(["xrandr"], env=xorg.env(), capture_output=True, text=True).stdout
        rate = next((w.rstrip("*+") for line in modes.splitlines() for w in line.split() if "*" in w), "?")
        for run in range(args.runs):
            for renderer in (SOFTWARE, GPU):
                settings = os.path.join(work, "settings-%d-%s-%d.json" % (HIGH_REFRESH, renderer, run))
                jobs = [(("splitview", renderer), lambda: measure_drag(
                            [args.splitview, "--size", "1200x%d" % HEIGHT, "--settings", settings, "--renderer", renderer],
                            dict(env, DISPLAY=xorg.display), args.xwatch, args.xdrag, SPLITVIEW_GRAB, spread)),
                        (("panes", renderer), lambda: measure_drag(
                            [args.gtk_demo, "--run=panes"], dict(gsk[renderer], DISPLAY=xorg.display), args.xwatch,
                            args.xdrag, None, spread))]
                for key, job in jobs:
                    print("compare: run %d/%d at %d Hz, %s (%s) ..." % (run + 1, args.runs, HIGH_REFRESH, key[0], key[1]),
                          file=sys.stderr, flush=True)
                    try:
                        runs[key].append(job())
                    except (RuntimeError, OSError, subprocess.SubprocessError) as error:
                        print("compare: %s (%s) at %d Hz, run %d: %s" % (key[0], key[1], HIGH_REFRESH, run + 1, error),
                              file=sys.stderr, flush=True)
                        runs[key].append({})
        return runs, "Xorg's dummy driver, xrandr: %s Hz" % rate
    finally:
        os.environ["DISPLAY"] = shown
        xorg.stop()


# The two renderers: splitview's and bare_sdl's --renderer values; GTK's cairo renderer and its default (OpenGL).
SOFTWARE, GPU = "software", "gpu"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--splitview", required=True)
    parser.add_argument("--bare", required=True)
    parser.add_argument("--xwatch", required=True)
    parser.add_argument("--xdrag", required=True)
    parser.add_argument("--floor", help="Benchmarks/Compare/Floor's program: the bare window from Swift with FoundationEssentials")
    parser.add_argument("--adwaita", default=shutil.which("adwaita-1-demo") or "/usr/bin/adwaita-1-demo")
    parser.add_argument("--gtk-demo", default=shutil.which("gtk4-demo") or "/usr/bin/gtk4-demo")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--display", default=":97")
    args = parser.parse_args()

    # The programs were just built: until the kernel writes a new executable back to disk, the pages of it a process
    # maps count as private memory written (splitview 15.2 MB against 6.0 after a sync, 3 new copies each way).
    os.sync()
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
    gsk = {SOFTWARE: dict(gtk_env, GSK_RENDERER="cairo"), GPU: gtk_env}  # GTK's default: OpenGL

    def splitview(renderer, run):
        log = os.path.join(work, "state-%s-%d.jsonl" % (renderer, run))
        settings = os.path.join(work, "settings-%s-%d.json" % (renderer, run))  # fresh: the drag saves its width
        argv = [args.splitview, "--size", "1200x%d" % HEIGHT, "--settings", settings, "--state-log", log,
                "--renderer", renderer]
        return measure("splitview", argv, env, args.xwatch, args.xdrag, state_log=log, grab=SPLITVIEW_GRAB)

    jobs = []  # (key, job), in the order they run
    for renderer in (SOFTWARE, GPU):
        jobs += [
            (("bare", renderer), lambda run, r=renderer: measure(
                "bare", [args.bare, r], env, args.xwatch, args.xdrag, grab=BARE_GRAB)),
            (("splitview", renderer), lambda run, r=renderer: splitview(r, run)),
            (("adwaita", renderer), lambda run, r=renderer: measure(
                "adwaita", [args.adwaita], gsk[r], args.xwatch, args.xdrag)),
            (("panes", renderer), lambda run, r=renderer: measure_drag(
                [args.gtk_demo, "--run=panes"], gsk[r], args.xwatch, args.xdrag)),
        ]
    if args.floor:  # right after the bare window and splitview on the software renderer, in the same conditions
        jobs.insert(2, (("floor", SOFTWARE), lambda run: measure_start([args.floor, SOFTWARE], env, args.xwatch)))
    runs = {key: [] for key, _ in jobs}
    try:
        for run in range(args.runs):
            for key, job in jobs:
                print("compare: run %d/%d, %s (%s) ..." % (run + 1, args.runs, key[0], key[1]), file=sys.stderr,
                      flush=True)
                try:
                    runs[key].append(job(run))
                except (RuntimeError, OSError, subprocess.SubprocessError) as error:
                    # One program that cannot be measured (no window, no handle found) leaves its cells empty ("–")
                    # and fails its checks; the others are still measured and the tables printed.
                    print("compare: %s (%s), run %d: %s" % (key[0], key[1], run + 1, error), file=sys.stderr, flush=True)
                    runs[key].append({})
        high, display = high_refresh_runs(args, env, gsk, work)
    finally:
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)
    sys.exit(report(runs, args.runs, high, display))


def report(runs, count, high, display):
    def values(key, figure, runs=runs):
        return [r[figure] for r in runs[key] if r.get(figure) is not None]

    def median(key, figure, runs=runs):
        v = values(key, figure, runs)
        return statistics.median(v) if v else None

    def span(key, figure, scale, digits, runs=runs):
        v = values(key, figure, runs)
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
    print("\n%d runs each under Xvfb; ranges are min–max, ratios compare medians." % count)
    for renderer, title in ((SOFTWARE, "Software renderers: SDL's software renderer, GSK's cairo renderer"),
                            (GPU, "OpenGL renderers (Mesa llvmpipe under Xvfb): SDL's opengl renderer with vsync, "
                                  "GSK's default")):
        bare, split, adw = ("bare", renderer), ("splitview", renderer), ("adwaita", renderer)
        print("\n%s\n" % title)
        print("| figure | bare SDL2 window | splitview | libadwaita demo | splitview ÷ bare | libadwaita ÷ splitview |")
        print("| --- | --- | --- | --- | --- | --- |")
        for label, figure, scale, digits in rows:
            print("| %s | %s | %s | %s | %s | %s |" % (
                label, span(bare, figure, scale, digits), span(split, figure, scale, digits),
                span(adw, figure, scale, digits), ratio(median(split, figure), median(bare, figure)),
                ratio(median(adw, figure), median(split, figure))))
        print("| storm: final size on screen after the last event, from the state log (ms) | – | %s | – | | |"
              % span(split, "storm_lag", 1000, 1))
        frames = values(split, "storm_frames")
        sizes = runs[split][0].get("storm_sizes") if runs[split] else None
        print("| storm: frames presented / distinct sizes | – | %s / %s | – | | |"
              % ("–".join(str(f) for f in sorted(set(frames))), sizes))
        maps = sorted(set(values(bare, "maps") + values(split, "maps")))
        if maps != [1]:
            print("| windows mapped (SDL replaces its first window to use OpenGL) | %s | %s | %s | | |" % (
                span(bare, "maps", 1, 0), span(split, "maps", 1, 0), span(adw, "maps", 1, 0)))

    floor, bare, split = ("floor", SOFTWARE), ("bare", SOFTWARE), ("splitview", SOFTWARE)
    if runs.get(floor):
        print("\nThe floor: the bare window opened from Swift (Benchmarks/Compare/Floor), linked as splitview is, with the "
              "Swift runtime and FoundationEssentials in it; software renderers. What lies between it and splitview is splitview's "
              "own work\n")
        print("| figure | bare SDL2 window | Swift floor | splitview | floor ÷ bare | splitview ÷ floor |")
        print("| --- | --- | --- | --- | --- | --- |")
        for label, figure, scale, digits in (r for r in rows if r[1] in ("first_window", "peak_rss", "private")):
            print("| %s | %s | %s | %s | %s | %s |" % (
                label, span(bare, figure, scale, digits), span(floor, figure, scale, digits),
                span(split, figure, scale, digits), ratio(median(floor, figure), median(bare, figure)),
                ratio(median(split, figure), median(floor, figure))))

    columns = [(("bare", SOFTWARE), "bare SDL2, software"), (("splitview", SOFTWARE), "splitview, software"),
               (("panes", SOFTWARE), "GTK 4 paned, cairo"), (("bare", GPU), "bare SDL2, OpenGL"),
               (("splitview", GPU), "splitview, OpenGL"), (("panes", GPU), "GTK 4 paned, OpenGL")]
    drag_rows = [
        ("pointer motion to the next paint, median (ms)", "drag_median", 1000, 1),
        ("pointer motion to the next paint, p95 (ms)", "drag_p95", 1000, 1),
        ("motions with no paint within %d ms (of %d)" % (DRAG_TIMEOUT_MS, DRAG_STEPS), "drag_misses", 1, 0),
        ("separator moved (px, of %d)" % DRAG_DX, "drag_moved", 1, 0),
        ("CPU for the drag (s)", "drag_cpu", 1, 3),
        ("wall time for the drag (s)", "drag_wall", 1, 2),
    ]
    print("\nDrag latency: %d pointer motions over %d px on the separator, each sent a random 2–%.0f ms after the "
          "paint for the one before (1200x%d windows)\n" % (DRAG_STEPS, DRAG_DX, 2 + DRAG_SPREAD_MS, HEIGHT))
    print("| figure | " + " | ".join(title for _, title in columns) + " |")
    print("| --- |" + " --- |" * len(columns))
    for label, figure, scale, digits in drag_rows:
        print("| %s | %s |" % (label, " | ".join(span(key, figure, scale, digits) for key, _ in columns)))
    print("| frames / distinct separator positions during the drag, from the state log | %s |" % " | ".join(
        "%s / %s" % (span(key, "drag_frames", 1, 0), span(key, "drag_positions", 1, 0)) if key[0] == "splitview"
        else "–" for key, _ in columns))

    high_columns = [(("splitview", SOFTWARE), "splitview, software"), (("panes", SOFTWARE), "GTK 4 paned, cairo"),
                    (("splitview", GPU), "splitview, OpenGL"), (("panes", GPU), "GTK 4 paned, OpenGL")]
    print("\nThe same drag on a %d Hz display (%s), the next motion 2–%.1f ms after each paint\n"
          % (HIGH_REFRESH, display, 2 + 1000 / HIGH_REFRESH))
    print("| figure | " + " | ".join(title for _, title in high_columns) + " |")
    print("| --- |" + " --- |" * len(high_columns))
    for label, figure, scale, digits in drag_rows[:4]:
        print("| %s | %s |" % (label, " | ".join(span(key, figure, scale, digits, high) for key, _ in high_columns)))

    checks = []
    # Issue 9's targets for start-up and memory compare splitview as it starts by default (auto: the software renderer
    # under Xvfb, which has no GPU) with a bare SDL window on OpenGL, the renderer SDL picks by default where GLX is
    # offered, as under Xvfb (here with vsync, as splitview's OpenGL renderer has it): what a user gets from either.
    # Like for like, a bare software window starts faster and smaller still; the tables show by how much.
    default, bare_default = ("splitview", SOFTWARE), ("bare", GPU)
    first, bare_first = median(default, "first_window"), median(bare_default, "first_window")
    checks.append(("defaults", "time to first window ≤ 1.3× the bare SDL window",
                   first is not None and bare_first is not None and first <= 1.3 * bare_first))
    rss, bare_rss = values(default, "peak_rss"), median(bare_default, "peak_rss")
    checks.append(("defaults", "peak RSS ≤ the bare SDL window's + 10 MB",
                   bool(rss) and bare_rss is not None and max(rss) <= bare_rss + 10))
    for renderer in (SOFTWARE, GPU):
        bare, split = ("bare", renderer), ("splitview", renderer)
        cpu, bare_cpu = median(split, "resize_cpu"), median(bare, "resize_cpu")
        checks.append((renderer, "CPU for 60 resizes ≤ 2× the bare SDL window on the same renderer",
                       cpu is not None and bare_cpu is not None and cpu <= 2 * bare_cpu))
        checks.append((renderer, "idle CPU 0 (under 1 ms in 5 s)",
                       len(values(split, "idle_cpu")) == count and all(v < 0.001 for v in values(split, "idle_cpu"))))
        lags = values(split, "storm_lag")
        checks.append((renderer, "storm: final size within one refresh (16.7 ms) of the last event",
                       len(lags) == count and all(v <= REFRESH for v in lags)))
        frames, sizes = values(split, "storm_frames"), len(STORM)
        checks.append((renderer, "storm: frames ≤ distinct sizes + 2",
                       bool(frames) and all(f <= sizes + 2 for f in frames)))
        followed = [r for r in runs[split] if r.get("drag_misses") == 0 and r.get("drag_moved") == DRAG_DX
                    and r.get("drag_positions", 0) >= DRAG_STEPS]
        checks.append((renderer, "drag: a paint for every motion, and the separator followed the pointer",
                       len(followed) == count))
    # Issue 37's targets: close to a bare window like for like, and ahead of GTK 4's paned on every drag figure.
    def at_most(a, b, factor=1.0):
        return a is not None and b is not None and a <= factor * b
    checks.append((GPU, "issue 37: drag CPU ≤ GTK 4 paned's on OpenGL",
                   at_most(median(("splitview", GPU), "drag_cpu"), median(("panes", GPU), "drag_cpu"))))
    checks.append((GPU, "issue 37: CPU for 60 resizes ≤ 1.3× the bare SDL window on OpenGL",
                   at_most(median(("splitview", GPU), "resize_cpu"), median(("bare", GPU), "resize_cpu"), 1.3)))
    checks.append((SOFTWARE, "issue 37: time to first window ≤ 1.5× the bare SDL window on the software renderer",
                   at_most(median(("splitview", SOFTWARE), "first_window"), median(("bare", SOFTWARE), "first_window"), 1.5)))
    checks.append((SOFTWARE, "issue 37: peak RSS ≤ 2× the bare SDL window's on the software renderer",
                   at_most(median(("splitview", SOFTWARE), "peak_rss"), median(("bare", SOFTWARE), "peak_rss"), 2)))
    for renderer in (SOFTWARE, GPU):
        checks.append((renderer, "issue 37: drag latency median ≤ GTK 4 paned's",
                       at_most(median(("splitview", renderer), "drag_median"), median(("panes", renderer), "drag_median"))))
        checks.append((renderer, "issue 37: drag latency p95 ≤ one refresh (16.7 ms)",
                       at_most(median(("splitview", renderer), "drag_p95"), REFRESH)))
    for renderer in (SOFTWARE, GPU):
        checks.append((renderer, "issue 37: on a %d Hz display, drag latency p95 ≤ one refresh (%.1f ms)" % (
            HIGH_REFRESH, 1000 / HIGH_REFRESH), at_most(median(("splitview", renderer), "drag_p95", high), 1 / HIGH_REFRESH)))
        checks.append((renderer, "issue 37: on a %d Hz display, drag latency median ≤ GTK 4 paned's" % HIGH_REFRESH,
                       at_most(median(("splitview", renderer), "drag_median", high),
                               median(("panes", renderer), "drag_median", high))))
    print()
    for renderer, text, ok in checks:
        print("%s  %s: %s" % ("PASS" if ok else "FAIL", renderer, text))
    return 0 if all(ok for _, _, ok in checks) else 1


if __name__ == "__main__":
    main()
