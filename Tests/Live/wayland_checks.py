#!/usr/bin/env python3
"""Wayland checks: splitview as a native Wayland client of a headless sway, used through wayvnc + vncdotool; and as
an X11 client of the Xwayland of another, swiped through a virtual touchpad.

    wayland_checks.py SPLITVIEW [--renderer software|gpu] [SHOTS]    (with the Python that has vncdotool: make test
                                                                    makes .build/live-venv)

SHOTS, when given, is a folder that keeps the pictures compared (live and headless, whole output and window). Every
window is opened with the renderer given (software by default; `make test` runs the checks once with each): gpu is
OpenGL (Mesa's llvmpipe here: sway's pixman renderer offers no GPU buffers), on EGL under Wayland and GLX under
Xwayland, for which SDL re-creates the window; software is SDL's software renderer under Xwayland and, on Wayland,
OpenGL told to rasterise on the CPU.

sway refuses to run as root, so as root the checks run sway, wayvnc and splitview as the unprivileged user
splitview-live (created when missing), with a private XDG_RUNTIME_DIR; as anyone else they run as themselves.
What they show: the window is native Wayland (not Xwayland), a pointer drag moves the separator 1:1, sway's
resizes walk it through the three bands, and when the output's scale becomes 2 while it runs the window draws a
new frame at 2 pixels per point with the same layout in points, as crisp as `--headless --scale 2` (a glyph crop
compared pixel by pixel; a scale-1 picture blown up 2×, by us or by sway, does not pass). Then, under Xwayland,
two-finger swipes are followed 1:1 from XInput 2's scroll valuators (Xvfb's pointers have none). Each check prints
PASS or FAIL with what it saw; a tool that cannot start is a FAIL. The exit status is 1 if any failed.
"""
import glob
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import traceback

from livecheck import Session, Sway, check, failures, state_log, stop, summary, tail, wait_for

started_apps = []  # stopped at the end whatever happened
OUTPUT = Sway.OUTPUT
OUTPUT_SIZE = (2000, 1400)  # pixels: 1000 × 700 points at scale 2, room for a 960 × 640 window in the tiled band
RENDERER = {"name": "software"}  # --renderer: every App is opened with it


class App:
    """splitview in a sway window, with its state log."""

    def __init__(self, session, sway, binary, name, *args, x11=False, **extra_env):
        """Native Wayland, or with `x11` an X11 client of sway's Xwayland."""
        self.sway = sway
        self.log = os.path.join(session.work, "app", name + ".jsonl")
        self.settings = os.path.join(session.work, "app", "settings.json")
        self.output = os.path.join(session.work, name + ".log")
        self.proc = session.popen([binary, "--settings", self.settings, "--state-log", self.log, "--renderer", RENDERER["name"]]
                                  + list(args), self.output,
                                  **({"DISPLAY": sway.x_display} if x11 else {"WAYLAND_DISPLAY": sway.display}), **extra_env)
        started_apps.append(self)
        self.view = wait_for(lambda: (sway.windows(self.proc.pid) or [None])[0], timeout=10)
        wait_for(lambda: len(self.records()) > 0, timeout=5)
        self.settle()

    def settle(self, quiet=0.4):
        """Waits until no frame came for `quiet` seconds. sway maps a new window tiled and then floats it, and its
        tree shows the new place before the window has drawn for it: until then sway still hits the old place, so a
        press there would land where the window was (the X11 checks move the pointer in first for a similar reason)."""
        count, since = len(self.records()), time.monotonic()
        deadline = since + 5
        while time.monotonic() < deadline:
            time.sleep(0.05)
            now = len(self.records())
            if now != count:
                count, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return

    def records(self):
        return state_log(self.log)

    def last(self):
        records = self.records()
        return records[-1] if records else {}

    def rect(self):
        views = self.sway.windows(self.proc.pid)
        return views[0]["rect"] if views else None

    def stop(self):
        stop(self.proc)
        return tail(self.output)


EXPECTED_RENDERER = {"software": "software", "gpu": "opengl"}  # --renderer → the state log's renderer on X11 (Xwayland)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def band(record):
    """The width band a state log record shows (SPEC §4): tiled, overlay or compact."""
    if record.get("collapsed") and record.get("sizeClass") == "compact":
        return "compact"
    if record.get("sizeClass") == "regular" and record.get("separator") is None:
        return "overlay"
    if record.get("displayMode") == "oneBesideSecondary" and record.get("separator") is not None:
        return "tiled"
    return "?"


# Crispness: grey levels 0 ... 255 of a glyph crop against the headless `--scale 2` picture of the same crop.
CRISP_MEAN = 1.0       # mean absolute difference below this
CRISP_FAR = 0.001      # and fewer than this share of pixels more than 64 grey levels off


def compare(image, reference):
    """(mean absolute difference, share of pixels off by more than 64, dark pixels, dark pixels of the reference)."""
    from PIL import ImageChops
    a, b = image.convert("L"), reference.convert("L")
    histogram = ImageChops.difference(a, b).histogram()
    count = sum(histogram)
    mean = sum(level * n for level, n in enumerate(histogram)) / count
    dark = lambda img: sum(img.histogram()[:128])
    return mean, sum(histogram[65:]) / count, dark(a), dark(b)


def crisp(figures):
    return figures[0] < CRISP_MEAN and figures[1] < CRISP_FAR


def describe(figures):
    return "mean |Δ| %.2f, %.2f%% of pixels off by > 64, %d dark pixels vs %d" % (
        figures[0], 100 * figures[1], figures[2], figures[3])


def main():
    binary = os.path.abspath(sys.argv[1])
    arguments = sys.argv[2:]
    if arguments[:1] == ["--renderer"]:
        if arguments[1:2] not in (["software"], ["gpu"]):
            sys.exit("wayland checks: --renderer takes software or gpu")
        RENDERER["name"], arguments = arguments[1], arguments[2:]
    shots = arguments[0] if arguments else None
    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="splitview-wayland-")
    session = Session(work)
    copy = os.path.join(work, "splitview")  # where the unprivileged user can run it
    shutil.copy2(binary, copy)
    os.chmod(copy, 0o755)
    try:
        native_checks(session, copy, binary, work)
        # A sway of its own, with Xwayland, on an output of another size, in a session (runtime folder) of its own.
        to_the_end("the Xwayland checks run to the end", xwayland_smooth_scroll_checks, Session(os.path.join(work, "xwayland")), copy)
    finally:
        for app in started_apps:
            app.stop()
        if shots:
            os.makedirs(shots, exist_ok=True)
            for picture in glob.glob(os.path.join(work, "*.png")) + glob.glob(os.path.join(work, "headless", "*.png")):
                shutil.copy(picture, shots)
        if failures:
            print("wayland checks: logs kept in %s" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)
    return summary("wayland checks (%s renderer)" % RENDERER["name"], started)


def to_the_end(name, checks, *args):
    """Runs `checks`: one that cannot go on is a failure with its reason, not a silent stop."""
    try:
        checks(*args)
    except Exception as error:
        check(name, False, "%s: %s at %s" % (type(error).__name__, error, traceback.format_tb(error.__traceback__)[-1].strip()))


def native_checks(session, copy, binary, work):
    """splitview as a native Wayland client, seen and driven through wayvnc."""
    try:
        from vncdotool import api as vnc
        from PIL import Image  # noqa: F401 (vncdotool's dependency; the comparisons use it)
    except ImportError as error:
        check("vncdotool can be imported", False, "%s — run with the Python of .build/live-venv (make test makes it)" % error)
        return
    sway = Sway(session, OUTPUT_SIZE, config=["focus_follows_mouse no",
                                              # Floating: the window keeps the size it asks for, and `resize set` sets any size.
                                              'for_window [app_id="splitview"] floating enable'])
    wayvnc = None
    try:
        if not check("sway starts headless as %s (uid %d) with its own XDG_RUNTIME_DIR" % (session.name, session.uid),
                     sway.error is None, sway.error or "WAYLAND_DISPLAY %s, IPC %s" % (sway.display, os.path.basename(sway.socket))):
            return
        outputs = json.loads(sway.msg("-t", "get_outputs") or "[]")
        check("sway's output %s is %d×%d at scale 1" % ((OUTPUT,) + OUTPUT_SIZE),
              any(o["name"] == OUTPUT and o["rect"]["width"] == OUTPUT_SIZE[0] and o["scale"] == 1 for o in outputs),
              [(o["name"], o["rect"]["width"], o["rect"]["height"], o["scale"]) for o in outputs])
        port = free_port()
        wayvnc_log = os.path.join(work, "wayvnc.log")
        try:
            wayvnc = session.popen(["wayvnc", "--output", OUTPUT, "127.0.0.1", str(port)], wayvnc_log,
                                   WAYLAND_DISPLAY=sway.display)
        except OSError as error:
            check("wayvnc serves the output on 127.0.0.1", False, "cannot run: %s" % error)
            return

        def listening():
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                return True
            except OSError:
                return wayvnc.poll() is not None and "exited"
        up = wait_for(listening, timeout=10, step=0.1)
        if not check("wayvnc serves the output on 127.0.0.1", up is True,
                     "port %d" % port if up is True else "status %s; its log: %s" % (wayvnc.poll(), tail(wayvnc_log))):
            return
        try:
            client = vnc.connect("127.0.0.1::%d" % port, timeout=10)
            client.mouseMove(OUTPUT_SIZE[0] - 1, OUTPUT_SIZE[1] - 1)
        except Exception as error:  # vncdotool reports a failed connection with several exception types
            check("vncdotool connects to wayvnc", False, "%s: %s" % (type(error).__name__, error))
            return
        try:
            to_the_end("the checks run to the end", run_checks, session, sway, client, copy, binary, work)
            # Last: it ends this sway.
            to_the_end("the compositor loss check runs to the end", compositor_loss_checks, session, sway, client, copy)
        finally:
            try:
                client.disconnect()
            except Exception:  # noqa: BLE001 - the server went with sway
                pass
            vnc.shutdown()
    finally:
        for app in started_apps:
            app.stop()
        stop(wayvnc)
        sway.stop()


def run_checks(session, sway, client, copy, binary, work):
    app = App(session, sway, copy, "window", "--size", "1200x800")
    if not check("splitview opens a window in sway", app.view is not None and app.records(),
                 "app_id %s, %d records; its output: %s" % (app.view and app.view.get("app_id"), len(app.records()), tail(app.output))):
        app.stop()
        return
    record = app.last()
    check("the window is native Wayland: videoDriver wayland, an xdg_shell view (not Xwayland)",
          record.get("videoDriver") == "wayland" and app.view.get("shell") == "xdg_shell",
          "videoDriver %s, shell %s, pixelScale %s" % (record.get("videoDriver"), app.view.get("shell"), record.get("pixelScale")))
    # On Wayland, drawing on the CPU is OpenGL on Mesa's llvmpipe (SDL 2's software renderer would draw 1 pixel a point).
    drawn = (record.get("renderer"), record.get("rasterizer") or "")
    check("the window draws with the %s renderer" % RENDERER["name"],
          drawn[0] == "opengl" and (RENDERER["name"] == "gpu" or drawn[1].startswith("llvmpipe")),
          "state log renderer %s, rasterizer %s" % drawn)

    # A drag of the separator through wayvnc's virtual pointer: the separator follows the pointer 1:1 in every frame.
    rect = app.rect()
    start = record["separator"]["x"]
    x0, y = rect["x"] + start + 4, rect["y"] + 300  # 4 points into the 8-point separator
    client.mouseMove(x0, y)
    time.sleep(0.1)
    client.mouseDown(1)
    wait_for(lambda: app.last().get("dragging") is True, timeout=3)
    first = len(app.records())
    for step in range(10, 160, 10):
        client.mouseMove(x0 + step, y)
        wait_for(lambda: app.last()["separator"]["x"] == start + step, timeout=2)
    client.mouseUp(1)
    wait_for(lambda: app.last().get("dragging") is False, timeout=3)
    seen = [r["separator"]["x"] - start for r in app.records()[first:]]
    end = app.last()
    check("a vncdotool drag moves the separator 1:1 (window at %d,%d)" % (rect["x"], rect["y"]),
          seen and set(seen) <= set(range(0, 160, 10)) and seen[-1] == 150 and end["primary"]["w"] == start + 150,
          "pointer moved 150 points; separator.x %d → %d, primary.w %d; offsets per frame %s"
          % (start, end["separator"]["x"], end["primary"]["w"], seen))

    # sway's resizes walk the window through the bands (SPEC §4: compact below 600, overlay below 900).
    walked = []
    for width, expected in ((800, "overlay"), (500, "compact"), (1000, "tiled"), (1200, "tiled")):
        done = sway.command("[app_id=splitview] resize set width %d px height 800 px" % width)
        got = wait_for(lambda: app.last().get("window", {}).get("w") == width and app.last(), timeout=5)
        walked.append((width, band(got) if got else "no frame", expected, done))
    check("swaymsg resize walks the window through the bands",
          all(b == e and ok for _, b, e, ok in walked), ", ".join("%d: %s" % (w, b) for w, b, _, _ in walked))

    # The output's scale becomes 2 while the window is open: a new frame at 2 pixels per point, same layout.
    sway.command("[app_id=splitview] resize set width 960 px height 640 px")
    before = wait_for(lambda: app.last().get("window") == {"w": 960, "h": 640} and app.last(), timeout=5)
    frames = len(app.records())
    changed = sway.command("output %s scale 2" % OUTPUT)
    after = wait_for(lambda: next((r for r in app.records()[frames:] if r.get("pixelScale") == 2), None), timeout=5)
    layout = lambda r: {k: r.get(k) for k in ("window", "primary", "separator", "secondary", "displayMode")} if r else None
    check("swaymsg output %s scale 2: the state log's pixelScale becomes 2" % OUTPUT, bool(changed and after),
          "pixelScale %s → %s, %d new frame(s)" % (before and before.get("pixelScale"), after and after.get("pixelScale"),
                                                   len(app.records()) - frames))
    check("at scale 2 the layout in points is the one before, drawn with twice the pixels",
          after is not None and layout(after) == layout(before),
          "window %s points = %s pixels, separator.x %s, primary.w %s" % (
              after and after["window"], after and "%g×%g" % (after["window"]["w"] * 2, after["window"]["h"] * 2),
              after and after["separator"]["x"], after and after["primary"]["w"]))

    # Crispness: the live picture against the headless --scale 2 one of the same scene (same settings).
    sway.command("[app_id=splitview] move position 0 0")
    client.mouseMove(OUTPUT_SIZE[0] - 1, OUTPUT_SIZE[1] - 1)  # out of the window: no pointer in the picture
    time.sleep(0.5)
    rect = app.rect()
    live = capture(client, work, "live-scale2", rect, 2)

    # Moved to another output at scale 1 and back (SDL sees these itself: the surface leaves and enters outputs).
    made = sway.command("create_output")
    second = next((o["name"] for o in json.loads(sway.msg("-t", "get_outputs") or "[]") if o["name"] != OUTPUT), None)
    scales = []
    if made and second:
        sway.command("output %s position %d 0 scale 1" % (second, OUTPUT_SIZE[0]))
        for output, scale in ((second, 1), (OUTPUT, 2)):
            frames = len(app.records())
            sway.command("[app_id=splitview] move container to output %s" % output)
            got = wait_for(lambda: next((r for r in app.records()[frames:] if r.get("pixelScale") == scale), None), timeout=5)
            scales.append((output, got.get("pixelScale") if got else "no frame at %s" % scale,
                           got and layout(got) == layout(before)))
    check("moved to an output at scale 1 and back, the window draws at 1 and then 2, same layout",
          len(scales) == 2 and all(ok for _, _, ok in scales),
          "; ".join("%s: pixelScale %s%s" % (o, sc, "" if ok else ", layout changed") for o, sc, ok in scales)
          if scales else "no second output: create_output %s" % made)
    app.stop()
    reference_dir = os.path.join(work, "headless")
    os.makedirs(reference_dir, exist_ok=True)
    shutil.copy(app.settings, os.path.join(reference_dir, "settings.json"))  # the dragged width
    script = os.path.join(work, "shot.json")
    references = {}
    for scale in (1, 2):
        with open(script, "w") as f:
            json.dump([{"wait": 0.1}, {"shot": "scale%d" % scale}], f)
        done = subprocess.run([binary, "--headless", "--script", script, "--out", reference_dir, "--size", "960x640",
                               "--scale", str(scale), "--settings", os.path.join(reference_dir, "settings.json")],
                              capture_output=True, text=True, env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
        path = os.path.join(reference_dir, "scale%d.png" % scale)
        if done.returncode != 0 or not os.path.exists(path):
            check("headless --scale %d shot" % scale, False, "status %d: %s" % (done.returncode, done.stderr.strip()[:200]))
            return
        from PIL import Image
        references[scale] = Image.open(path).convert("RGB")
    if live is None:
        check("vncdotool captures the output", False, "no picture")
        return
    # The first five rows' labels ("Item 1" … "Item 5"): points 8 … 88 across, 44 … 264 down.
    glyphs = (16, 88, 176, 528)
    figures = compare(live.crop(glyphs), references[2].crop(glyphs))
    check("at scale 2 the list's text is as crisp as headless --scale 2 (glyph crop %d×%d px)"
          % (glyphs[2] - glyphs[0], glyphs[3] - glyphs[1]), crisp(figures), describe(figures))
    whole = compare(live, references[2])
    check("the whole window matches headless --scale 2", crisp(whole), describe(whole))
    from PIL import Image
    blown_up = references[1].resize(references[2].size, Image.Resampling.BILINEAR)
    figures = compare(blown_up.crop(glyphs), references[2].crop(glyphs))
    check("the measure tells: headless --scale 1 blown up 2× does not pass as crisp", not crisp(figures), describe(figures))

    # And what sway shows of a window that does not draw at the output's scale (SDL's high-DPI turned off): blurred.
    blurred = App(session, sway, copy, "no-highdpi", "--size", "960x640", SDL_VIDEO_HIGHDPI_DISABLED="1")
    ready = wait_for(lambda: blurred.rect() and blurred.last().get("pixelScale") == 1, timeout=5)
    sway.command("[app_id=splitview] move position 0 0")
    client.mouseMove(OUTPUT_SIZE[0] - 1, OUTPUT_SIZE[1] - 1)
    time.sleep(0.5)
    picture = capture(client, work, "live-no-highdpi", blurred.rect(), 2) if ready else None
    blurred.stop()
    if picture is None:
        check("a window without high-DPI at scale 2 (sway blows it up) does not pass as crisp", False,
              "no window or no picture; pixelScale %s" % blurred.last().get("pixelScale"))
        return
    figures = compare(picture.crop(glyphs), references[2].crop(glyphs))
    check("a window without high-DPI at scale 2 (sway blows it up) does not pass as crisp", not crisp(figures),
          "pixelScale %s; %s" % (blurred.last().get("pixelScale"), describe(figures)))


def compositor_loss_checks(session, sway, client, copy):
    """The compositor's loss is a quit (issue 34): sway killed in the middle of a separator drag, splitview ends the
    drag where it was, saves that width and exits with status 1, saying why (before, SDL's quit came quietly)."""
    sway.command("output %s scale 1" % OUTPUT)  # the checks before left it at 2: VNC's pixels are points again
    app = App(session, sway, copy, "loss", "--size", "960x640")
    sway.command("[app_id=splitview] move position 0 0")
    wait_for(lambda: app.rect() and app.rect()["x"] == 0, timeout=3)
    rect, start = app.rect(), app.last()["separator"]["x"]
    x0, y = rect["x"] + start + 4, rect["y"] + 300
    client.mouseMove(x0, y)
    time.sleep(0.1)
    client.mouseDown(1)
    wait_for(lambda: app.last().get("dragging") is True, timeout=3)
    for step in (20, 40, 60):
        client.mouseMove(x0 + step, y)
        wait_for(lambda: app.last()["separator"]["x"] == start + step, timeout=2)
    shown = app.last()
    sway.proc.kill()
    ended = wait_for(lambda: app.proc.poll() is not None, timeout=5)
    said = tail(app.output)
    try:
        with open(app.settings) as f:
            saved = json.load(f)["scenes"]["mail"]["primaryWidth"]
    except (OSError, ValueError, KeyError) as error:
        saved = error
    check("sway killed in the middle of a drag: splitview quits within 5 s with status 1, saying why, and the width on "
          "screen is saved", ended and app.proc.returncode == 1 and "Wayland compositor closed the connection" in said
          and shown.get("dragging") is True and saved == shown["primary"]["w"] == start + 60,
          "status %s, width on screen %s (dragging %s), saved %s; it said: %s" % (
              app.proc.poll(), shown["primary"]["w"], shown.get("dragging"), saved, said.strip()[-200:]))


def xwayland_smooth_scroll_checks(session, copy):
    """Smooth touchpad scrolling on X11 (XInput 2 scroll valuators): Xvfb's devices have no scroll class, Xwayland's
    pointer has, so the window runs as an X11 client of the Xwayland of a headless sway, and wl_virtual_pointer.py
    swipes two fingers through the compositor. Xwayland turns each axis event of v units into a scroll valuator
    change of v / 10 with an increment of 1 (a notch), and sends an emulated button 6 or 7 each time the value
    crosses a whole number, with the motion's time: 48 × v / 10 points an event (as SDL gives the same fingers on
    Wayland), and the buttons must not count. The window, the virtual pointer and xdotool all run as the sway's
    user, whom its Xwayland lets in."""
    sway = Sway(session, (800, 700), xwayland=True)  # the window, tiled, fills the output: 800 points wide
    app = None
    try:
        if not check("sway with Xwayland runs", sway.error is None,
                     sway.error or "DISPLAY %s and WAYLAND_DISPLAY %s" % (sway.x_display, sway.display)):
            return
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "wl_virtual_pointer.py")) as f:
            pointer_script = f.read()  # on its standard input: the session's user may not read this folder

        def fingers(*commands):
            done = session.run(["python3", "-", "--size", "800", "700"] + list(commands), input=pointer_script,
                               WAYLAND_DISPLAY=sway.display)
            return done.returncode == 0 or done.stderr.strip()

        app = App(session, sway, copy, "xwayland", x11=True)
        record = wait_for(lambda: app.last().get("window", {}).get("w") == 800 and app.last(), timeout=5) or app.last()
        check("under Xwayland the window is 800 wide, in the overlay band, drawn with the %s renderer" % RENDERER["name"],
              record.get("window", {}).get("w") == 800 and record.get("displayMode") == "secondaryOnly"
              and record.get("videoDriver") == "x11" and (app.view or {}).get("shell") == "xwayland"
              and record.get("renderer") == EXPECTED_RENDERER[RENDERER["name"]],
              "window %s, %s; videoDriver %s, %s view, renderer %s" % (
                  record.get("window"), record.get("displayMode"), record.get("videoDriver"), (app.view or {}).get("shell"),
                  record.get("renderer")))
        width = record["primary"]["w"]
        # The pointer comes in, then ten axis events of -3: each pulls the overlay out 14.4 points, the first too (the
        # valuators' values the server holds when the pointer enters are the baselines, issue 24). Once it has
        # settled open, ten of +3 take the valuator from -3.0 back to about 0: 144 points, and the server's
        # emulated button-7 presses at the whole numbers crossed would close it 48 points further each if they
        # counted. One virtual pointer for both: a new one is a new X device.
        moved = fingers("move", "400", "300", "sleep", "0.3", "swipe", "-30", "0", "10", "sleep", "1.5",
                        "swipe", "30", "0", "10", "sleep", "0.3")
        pulled, pushed = round(10 * 14.4 / width, 4), round(1 - 10 * 14.4 / width, 4)
        time.sleep(0.2)
        runs, previous = [], None
        for r in app.records():
            if r["interaction"] == "swipe":
                if previous != "swipe":
                    runs.append([])
                runs[-1].append(r["overlayProgress"])
            previous = r["interaction"]
        check("a two-finger swipe through Xwayland pulls the overlay out in 14.4-point steps, 1:1, from the first event",
              moved is True and len(runs) == 2 and max(runs[0]) == pulled and len(set(runs[0])) >= 3
              and round(14.4 / width, 4) in runs[0],
              "%s; %s of %d points expected, progress per frame %s" % (moved, pulled, width, runs[:1]))
        settled = [r["overlayProgress"] for r in app.records() if r["interaction"] != "swipe"]
        check("it settles open once the fingers stop", 1 in settled, "progress when not swiping %s" % sorted(set(settled))[-3:])
        check("swiping back closes it 144 points in 10 events; the server's emulated notches are not counted",
              len(runs) == 2 and min(runs[1]) == pushed, "%s expected, progress per frame %s" % (pushed, runs[1:]))
    finally:
        if app:
            # Through XTEST to the focused window, as in the X11 checks.
            try:
                session.run(["xdotool", "key", "ctrl+q"], timeout=10, DISPLAY=sway.x_display)
            except (OSError, subprocess.TimeoutExpired) as error:
                print("xdotool: %s" % error)
            if not wait_for(lambda: app.proc.poll() is not None, timeout=5):
                check("the window under Xwayland quits on Ctrl+Q", False, "killed")
            app.stop()
        sway.stop()


def capture(client, work, name, rect, scale):
    """The window's pixels from wayvnc (rect in points, output coordinates), saved as NAME.png in `work`."""
    from PIL import Image
    path = os.path.join(work, name + "-output.png")
    try:
        client.captureScreen(path)
    except Exception as error:
        print("capture failed: %s: %s" % (type(error).__name__, error))
        return None
    if not rect:
        return None
    picture = Image.open(path).convert("RGB").crop((rect["x"] * scale, rect["y"] * scale, (rect["x"] + rect["width"]) * scale,
                                                   (rect["y"] + rect["height"]) * scale))
    picture.save(os.path.join(work, name + ".png"))
    return picture


if __name__ == "__main__":
    sys.exit(main())
