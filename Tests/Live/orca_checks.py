#!/usr/bin/python3
"""Orca checks: what the Orca screen reader says while the sidebar's separator is used from the keyboard.

    /usr/bin/python3 orca_checks.py SPLITVIEW [--lang he_IL.UTF-8]

Starts Xvfb and a private session bus (dbus-run-session, as atspi_checks.py does), and in it speech-dispatcher
(espeak-ng, audio to ALSA's null device), splitview (1200x800, with its state log) until it is on the AT-SPI desktop,
and Debian's Orca with a debug file of its own. Presses F8 (focus the separator), Right, Right, Home, End, Return
(collapse) and Return (expand) with xdotool, waits after each key until Orca's debug file is quiet, and prints what
Orca spoke ("SPEECH OUTPUT") and brailled ("BRAILLE LINE"). Then each check prints PASS or FAIL with what Orca spoke:
the window when Orca starts, the separator's name and width on focus, the width after each key ("N points", N the
state log's primary width), "sidebar hidden" on collapse. A tool that cannot start is a FAIL with its log's tail,
never a skip; the whole run ends within 120 s.

Orca is neither started with --replace (that SIGKILLs every other Orca of the user) nor as a process called "orca"
(Orca refuses to start when `pgrep -x orca` finds one), so the checks can run beside a user's Orca.

With --lang, splitview runs in that locale (Orca stays in C.UTF-8) and the separator's keys are checked in its words
("רוחב סרגל הצד", "360 נקודות", "סרגל הצד מוסתר" for Hebrew); Orca's own keys are the English run's.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

from livecheck import X11App, check, free_display, stop, summary, tail, wait_for

STARTED = time.monotonic()
TIMEOUT = 120
ORCA_CLI = "/usr/bin/orca"
ESPEAK_MODULE = "/usr/lib/speech-dispatcher-modules/sd_espeak-ng"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")

# The keys, each with its check's name, what the state log must show after it (a field's value, or "moved": the
# primary's width changed) and what Orca must say ("{points}": that width as "N points", the separator's valuetext).
STEPS = [
    ("F8", "F8 focuses the separator and Orca speaks its name and width", ("separatorFocused", True),
     ["{name}", "{points}"]),
    ("Right", "Right moves the separator and Orca speaks the new width", "moved", ["{points}"]),
    ("Right", "Right again moves it and Orca speaks the new width", "moved", ["{points}"]),
    ("Home", "Home moves it to its minimum and Orca speaks the width", "moved", ["{points}"]),
    ("End", "End moves it to its maximum and Orca speaks the width", "moved", ["{points}"]),
    # After key moves Return would accept them (issue 38); Space still collapses and expands.
    ("space", "Space collapses the sidebar and Orca says so", ("primaryCollapse", 1), ["{hidden}"]),
    ("space", "Space again expands it and Orca speaks the width", ("primaryCollapse", 0), ["{points}"]),
    # Orca's own commands: the window offers each key to Orca first (the registry's NotifyListenersSync), as GTK does.
    ("Insert+h", "Orca+H starts Orca's learn mode: Orca's own keys work in this window", ("primaryCollapse", 0),
     ["learn mode"]),
    ("F9", "in learn mode Orca takes F9 and names it, and the sidebar stays", ("primaryCollapse", 0), ["F9"]),
    ("Escape", "Esc ends learn mode", ("primaryCollapse", 0), ["xiting learn mode"]),
    ("F9", "F9 is splitview's again: the sidebar collapses", ("primaryCollapse", 1), []),
]

# The split's words the checks listen for, by the language splitview runs in (SplitKitStorage's catalogs); `--lang`
# checks the separator's keys only (the first seven steps), Orca's own keys being the English run's.
WORDS = {
    "en": {"name": "Sidebar width", "points": "%g points", "hidden": "sidebar hidden"},
    "he": {"name": "רוחב סרגל הצד", "points": "%g נקודות", "hidden": "סרגל הצד מוסתר"},
}
APP_LANG = "ORCA_CHECK_APP_LANG"  # the locale splitview runs in, from the outside run to the inside one


def app_words():
    """The words of the language splitview runs in, and the steps checked in it."""
    language = os.environ.get(APP_LANG, "en")[:2]
    return WORDS.get(language, WORDS["en"]), STEPS if language == "en" else STEPS[:7]


# speech-dispatcher's configuration. With no sound server (its default, PulseAudio, is absent headless) espeak-ng's
# audio fails, speech-dispatcher stops answering and Orca hangs in its next speak(): ALSA's null device takes it.
SPEECHD_CONF = ('LogLevel 3\nAudioOutputMethod "alsa"\nAudioALSADevice "default"\n'
                'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\n'
                'SymbolsPreproc "char"\nSymbolsPreprocFile "symbols.dic"\nInclude "clients/*.conf"\n')

# Orca's command-line program, run in this process with three changes: the process is not named "orca" and does not
# look for other Orcas (so it neither waits for nor disturbs another), and its debug file is line-buffered (each
# line is there as soon as Orca writes it, and nothing is lost when it is stopped).
ORCA_LAUNCHER = r'''
import runpy, sys
debug_file, cli = sys.argv[1], sys.argv[2]
sys.argv = ["orca"] + sys.argv[3:] + ["--debug-file", debug_file]
ns = runpy.run_path(cli, run_name="orca_cli")
g = ns["main"].__globals__
set_name = g["setProcessName"]
g["setProcessName"] = lambda name: set_name("orca-check")
g["otherOrcas"] = lambda: []
g["open"] = lambda path, mode="r", *a, **kw: (open(path, mode, buffering=1, errors="replace") if path == debug_file
                                              else open(path, mode, *a, **kw))
sys.exit(ns["main"]())
'''

SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'(?:\s*(?:voice=\S+)?\s*\{.*\})?\s*$")
BRAILLE = re.compile(r"BRAILLE LINE:\s+'(.*)'\s*$")


def finish():
    sys.exit(summary("orca checks", STARTED))


# ---------------------------------------------------------------------------------------------------------------
# Outside: Xvfb and the session bus, then this script again inside dbus-run-session.

def outside(binary):
    missing = [tool for tool in ("Xvfb", "dbus-run-session", "xdotool", "speech-dispatcher") if not shutil.which(tool)]
    missing += [path for path in (ORCA_CLI, ESPEAK_MODULE) if not os.path.exists(path)]
    missing += [] if any(os.path.exists(p) for p in BUS_LAUNCHERS) else ["at-spi-bus-launcher"]
    if subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True).returncode != 0:
        missing.append("pyatspi for /usr/bin/python3")
    check("Orca and its stack are installed", not missing, "missing: " + ", ".join(missing) if missing
          else "Xvfb, dbus, at-spi2-core, speech-dispatcher with espeak-ng, Orca, pyatspi")
    display = free_display(240, 299)  # atspi_checks.py takes 140 … 239
    if missing or not check("a free X display", display is not None, display or "none of :240 … :299"):
        finish()
    work = tempfile.mkdtemp(prefix="splitview-orca-")
    xlog = os.path.join(work, "xvfb.log")
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-noreset"],
                            stdout=open(xlog, "w"), stderr=subprocess.STDOUT)
    try:
        up = wait_for(lambda: os.path.exists("/tmp/.X11-unix/X" + display[1:]) or xvfb.poll() is not None, timeout=10)
        if not (up and xvfb.poll() is None):
            check("Xvfb starts", False, "%s: exit %s; log: %s" % (display, xvfb.poll(), tail(xlog)))
            finish()
        status = run_session(binary, work, display)
    finally:
        stop(xvfb)
        if not os.environ.get("KEEP_ORCA_WORK"):
            shutil.rmtree(work, ignore_errors=True)
    sys.exit(status)


def run_session(binary, work, display):
    """Runs the checks inside a new session bus with a home of their own and English messages (Orca's words are checked);
    their exit status. The bus and all in it are a process group of their own, ended as a whole when the run is over."""
    env = dict(os.environ, DISPLAY=display, HOME=os.path.join(work, "home"), XDG_RUNTIME_DIR=os.path.join(work, "run"),
               GSETTINGS_BACKEND="memory", LANG="C.UTF-8")
    for name in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "GDK_SCALE", "NO_AT_BRIDGE", "AT_SPI_BUS_ADDRESS", "DBUS_SESSION_BUS_ADDRESS",
                 "SPEECHD_ADDRESS", "LC_ALL", "LANGUAGE", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env.pop(name, None)
    os.makedirs(env["HOME"])
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700)
    bus_log = os.path.join(work, "bus.log")
    session = subprocess.Popen(["dbus-run-session", "--", "/usr/bin/python3", os.path.abspath(__file__), "--inside", binary, work],
                               env=env, stdout=subprocess.PIPE, stderr=open(bus_log, "w"), start_new_session=True,
                               text=True, errors="replace")
    tallied = []

    def relay():  # the inner output, without the registry's hello on the same stdout
        for line in session.stdout:
            if not line.startswith("SpiRegistry daemon is running"):
                print(line, end="", flush=True)
            if line.startswith("orca checks: "):
                tallied.append(line)
    relaying = threading.Thread(target=relay, daemon=True)
    relaying.start()
    try:
        status = session.wait(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        status = None
    for sig in (signal.SIGTERM, signal.SIGKILL):  # whatever is left of the group (all of it on a timeout)
        try:
            os.killpg(session.pid, sig)
        except ProcessLookupError:
            break
        wait_for(lambda: session.poll() is not None, timeout=3)
    relaying.join(timeout=5)
    if status is None:
        check("the checks end within %d s" % TIMEOUT, False, "Orca's debug file ends: %s; the bus log: %s"
              % (tail(os.path.join(work, "orca.debug")), tail(bus_log)))
    elif not tallied:  # the inner run ended before its summary (a crash: its traceback is in the bus log)
        check("the checks inside the session bus run to the end", False, "exit %s; the bus log: %s" % (status, tail(bus_log, 8)))
    return 1 if status is None or not tallied else status


# ---------------------------------------------------------------------------------------------------------------
# Inside the session bus.

def inside(binary, work):
    daemons = []
    try:
        daemons.append(start_speech(work))
        if os.environ.get(APP_LANG):  # splitview in that language; Orca, started after, in the session's C.UTF-8
            os.environ["LANG"] = os.environ[APP_LANG]
        app = X11App(binary, os.path.join(work, "settings.json"), os.path.join(work, "state.jsonl"), "--size", "1200x800")
        os.environ["LANG"] = "C.UTF-8"
        daemons.append(app.proc)
        registered, seen = on_desktop(app.proc.pid) if app.window else (False, [])
        if not check("splitview is on the AT-SPI desktop", registered,
                     "window %s; applications: %s" % (app.window, ", ".join(seen) or "none")):
            stop(app.proc)
            err = app.proc.communicate()[1].strip().splitlines()[-5:]
            print("splitview: exit %s; stderr: %s" % (app.proc.returncode, " | ".join(err) or "empty"))
            finish()
        orca, debug = start_orca(work)
        daemons.append(orca)
        transcript = run_keys(app, orca, debug)
        check("Orca reads the window when it starts", said(transcript[0][1], "splitview frame"), "spoke %r" % transcript[0][1])
        check_keys(transcript)
        if os.environ.get(APP_LANG, "en")[:2] == "en" and orca.poll() is None:
            sheet_speech(app, debug)
    finally:
        for proc in reversed(daemons):
            stop(proc)
    finish()


def sheet_speech(app, debug):
    """Issue 39: in a compact window (500 × 800, Item 3 on top) Ctrl+Alt+I opens the inspector's sheet with the focus on
    its handle, and Orca speaks its name and height; Return moves it to full height, and Orca says so; Esc closes it."""
    app.xdotool("windowsize", "WINDOW", "500", "800")
    wait_for(lambda: app.last().get("window", {}).get("w") == 500, timeout=5)
    app.xdotool("mousemove", "--window", "WINDOW", "150", "154", "click", "1")
    wait_for(lambda: app.last().get("stack") == ["Items", "Item 3"] and app.last().get("interaction") == "idle", timeout=5)
    debug.settle()
    debug.read_new()
    steps = [("ctrl+alt+i", "compact: Ctrl+Alt+I opens the inspector's sheet at half height, the focus on its handle, and Orca "
              "speaks its name and height", "half", ["Inspector height", "half height"]),
             ("Return", "Return on the handle raises the sheet to full height and Orca says so", "full", ["full height"]),
             ("Escape", "Esc closes the sheet", "closed", [])]
    for key, name, detent, phrases in steps:
        subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True, timeout=5)
        debug.settle()
        spoken, _ = debug.read_new()
        record = settled(app)
        sheet = record.get("inspectorSheet") or {}
        focus_ok = detent == "closed" or record.get("keyboardFocus") == "split.inspectorSheetHandle"
        check(name, sheet.get("detent") == detent and focus_ok and all(said(spoken, phrase) for phrase in phrases),
              "spoke %r; state log: inspectorSheet %s, keyboardFocus %s" % (spoken, sheet, record.get("keyboardFocus")))


def start(work, name, args):
    """A daemon of the run, its output into NAME.log: (process, log path)."""
    log = os.path.join(work, name + ".log")
    return subprocess.Popen(args, stdout=open(log, "w"), stderr=subprocess.STDOUT), log


def start_speech(work):
    """speech-dispatcher on the run's own socket, with no idle timeout, audio to ALSA's null device (a FAIL if it
    does not start); its process."""
    conf = os.path.join(work, "speechd-conf")
    os.makedirs(conf)
    for sub in ("clients", "modules"):  # the system's client and module settings (espeak-ng.conf)
        os.symlink("/etc/speech-dispatcher/" + sub, os.path.join(conf, sub))
    with open(os.path.join(conf, "speechd.conf"), "w") as f:
        f.write(SPEECHD_CONF)
    with open(os.path.join(os.environ["HOME"], ".asoundrc"), "w") as f:
        f.write("pcm.!default { type null }\n")
    sock = os.path.join(os.environ["XDG_RUNTIME_DIR"], "speechd.sock")
    proc, log = start(work, "speechd", ["speech-dispatcher", "--run-single", "--timeout", "0", "--config-dir", conf,
                                        "--communication-method", "unix_socket", "--socket-path", sock,
                                        "--log-dir", work, "--pid-file", os.path.join(work, "speechd.pid")])
    up = wait_for(lambda: os.path.exists(sock) or proc.poll() is not None, timeout=10) and proc.poll() is None
    if not check("speech-dispatcher starts", up, "on its own socket" if up else "exit %s; log: %s" % (proc.poll(), tail(log))):
        stop(proc)
        finish()
    os.environ["SPEECHD_ADDRESS"] = "unix_socket:" + sock  # where Orca finds it
    return proc


def on_desktop(pid):
    """Whether the process is an application on the AT-SPI desktop (registered before Orca looks), and what is."""
    import pyatspi
    seen = []

    def registered():
        try:
            apps = [a for a in pyatspi.Registry.getDesktop(0) if a is not None]
            seen[:] = ["%s (pid %d)" % (a.name, a.get_process_id()) for a in apps]
            return any(a.get_process_id() == pid for a in apps)
        except Exception as error:  # noqa: BLE001 — the registry may still be starting
            seen[:] = [repr(error)]
            return False
    return wait_for(registered, timeout=15, step=0.1), seen


def start_orca(work):
    """Orca with preferences of its own, key echo off (the transcript holds only what splitview made it say), once
    its startup is complete (a FAIL if not): its process and debug file."""
    debug = DebugLog(os.path.join(work, "orca.debug"))
    prefs = os.path.join(work, "orca-prefs")
    os.makedirs(prefs)
    started = time.monotonic()
    proc, log = start(work, "orca", ["/usr/bin/python3", "-c", ORCA_LAUNCHER, debug.path, ORCA_CLI, "-u", prefs,
                                     "--disable", "key-echo"])
    up = wait_for(lambda: proc.poll() is not None or "ORCA: Startup complete" in debug.text(), timeout=30, step=0.1)
    if not check("Orca starts", up and proc.poll() is None, "in %.1f s" % (time.monotonic() - started) if proc.poll() is None
                 else "exit %s; output: %s; debug file: %s" % (proc.poll(), tail(log), tail(debug.path, 3))):
        stop(proc)
        finish()
    return proc, debug


class DebugLog:
    """Orca's debug file, read in pieces: what was written since the last read."""

    def __init__(self, path):
        self.path, self.offset = path, 0

    def text(self):
        if not os.path.exists(self.path):
            return ""
        with open(self.path, errors="replace") as f:
            return f.read()

    def read_new(self):
        """(spoken, brailled) since the last read; a line still being written is left for the next."""
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            data = f.read()
        data = data[:data.rfind(b"\n") + 1]
        self.offset += len(data)
        lines = data.decode("utf-8", "replace").splitlines()
        return [m.group(1) for m in map(SPEECH.search, lines) if m], [m.group(1) for m in map(BRAILLE.search, lines) if m]

    def settle(self, quiet=0.4, idle=1.0, most=3.0):
        """Waits for Orca to be done with a key: until the file, having grown, has not grown for `quiet` seconds; or
        has not grown at all for `idle` seconds (the key made Orca do nothing); at most `most` seconds."""
        start = last_change = time.monotonic()
        first = last = os.path.getsize(self.path)
        while True:
            time.sleep(0.05)
            now, size = time.monotonic(), os.path.getsize(self.path)
            if size != last:
                last, last_change = size, now
            if (last != first and now - last_change >= quiet) or (last == first and now - start >= idle) or now - start >= most:
                return


def run_keys(app, orca, debug):
    """Presses the keys; the transcript, printed: (key, spoken, brailled, state log record after it), "start" first."""
    debug.settle(quiet=0.5, idle=2, most=5)  # Orca presents the active window when it starts
    transcript = [("start",) + debug.read_new() + (app.last(),)]
    for key, *_ in app_words()[1]:
        if orca.poll() is not None:
            break
        subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=True, timeout=5)
        debug.settle()
        transcript.append((key,) + debug.read_new() + (settled(app),))
    version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "orca"], capture_output=True, text=True).stdout
    print("Orca %s, splitview at 1200x800 in %s (key → speech   [braille]):" % (version or "?", os.environ.get(APP_LANG, "C.UTF-8")))
    for key, spoken, brailled, _ in transcript:
        print("  %-7s %s%s" % (key, " / ".join(spoken) or "(nothing)", "   [%s]" % brailled[-1].strip() if brailled else ""))
    check("Orca runs to the end", orca.poll() is None, "still running" if orca.poll() is None else "exit %s" % orca.poll())
    return transcript + [("-", [], [], {})] * (len(app_words()[1]) + 1 - len(transcript))  # keys never pressed fail


def settled(app, quiet=0.3, most=3):
    """splitview's last state log record once none came for `quiet` seconds (an animation, such as the sidebar's
    collapse, has ended), waiting at most `most` seconds."""
    wait_for(lambda: not os.path.exists(app.log) or time.time() - os.path.getmtime(app.log) >= quiet, timeout=most)
    return app.last()


def check_keys(transcript):
    """Each key's check: the state log's record after it as expected, and Orca spoke the phrases."""
    width = lambda record: record.get("primary", {}).get("w")
    words, steps = app_words()
    for (key, name, expected, phrases), (_, spoken, _, record), (_, _, _, before) in zip(steps, transcript[1:], transcript):
        state_ok = width(record) != width(before) if expected == "moved" else record.get(expected[0]) == expected[1]
        points = words["points"] % width(record) if width(record) is not None else "(no width in the state log)"
        check(name, state_ok and all(said(spoken, phrase.format(points=points, name=words["name"], hidden=words["hidden"]))
                                     for phrase in phrases),
              "spoke %r; state log: width %s%s" % (spoken, width(record), ", collapsed" if record.get("primaryCollapse") else ""))


def said(spoken, phrase):
    """Whether Orca spoke the phrase ("360 points" not within "1360 points")."""
    return any(re.search(r"(?<![\d.])" + re.escape(phrase), s) for s in spoken)


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--inside":
        inside(os.path.abspath(sys.argv[2]), sys.argv[3])
    elif len(sys.argv) == 2:
        outside(os.path.abspath(sys.argv[1]))
    elif len(sys.argv) == 4 and sys.argv[2] == "--lang":
        os.environ[APP_LANG] = sys.argv[3]
        outside(os.path.abspath(sys.argv[1]))
    else:
        sys.exit(__doc__)
