#!/usr/bin/python3
"""The desktop's settings, live: splitview follows a stand-in XDG desktop portal that changes them while it runs.

    /usr/bin/python3 desktop_settings_checks.py SPLITVIEW [--renderer software|gpu ...]

Issue 38, point 3. Starts Xvfb and a private session bus (dbus-run-session); on it, this script stands in for the
XDG desktop portal (org.freedesktop.portal.Desktop, its Settings interface: ReadAll, Read, ReadOne and the
SettingChanged signal, with GLib's Gio from Debian's python3-gi, hence /usr/bin/python3). For each renderer it opens
splitview with the portal saying dark, a green accent and the standard text size, and checks that the first frame is
already dark and green; then changes each setting while the window runs — contrast, reduced motion, the text size,
light — and reads from the state log and a screenshot that the window followed each within 2 s; sends the same
signal from another connection (not the portal), which must change nothing; sends values of the wrong type and out
of range, which must count as no preference; and checks the window draws nothing while nothing changes. Last, a run
with --contrast normal --text-scale 1 --theme dark under a portal saying high contrast, 1.5 and light keeps the
command line's. Each check prints PASS or FAIL with what it saw; a tool that cannot start is a FAIL, never a skip.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from livecheck import X11App, check, run_under_xvfb_and_bus, summary, wait_for

STARTED = time.monotonic()
PORTAL = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
IFACE = "org.freedesktop.portal.Settings"
XML = """<node><interface name="org.freedesktop.portal.Settings">
  <method name="ReadAll"><arg type="as" direction="in"/><arg type="a{sa{sv}}" direction="out"/></method>
  <method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
  <method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
  <signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
  <property name="version" type="u" access="read"/>
</interface></node>"""


def finish():
    sys.exit(summary("desktop settings checks", STARTED))


def outside(binary, renderers):
    missing = [tool for tool in ("Xvfb", "dbus-run-session", "xdotool", "import", "convert", "gsettings") if not shutil.which(tool)]
    schemas = subprocess.run(["gsettings", "list-schemas"], capture_output=True, text=True).stdout.split() if shutil.which("gsettings") else []
    missing += ["GNOME's schema %s (gsettings-desktop-schemas)" % s for s in ("org.gnome.desktop.interface", "org.gnome.desktop.a11y.interface")
                if s not in schemas]
    probe = subprocess.run(["/usr/bin/python3", "-c", "from gi.repository import Gio, GLib"], capture_output=True, text=True)
    if probe.returncode != 0:
        missing.append("GLib's Gio for /usr/bin/python3 (python3-gi): " + (probe.stderr.strip().splitlines() or ["?"])[-1])
    check("the tools are installed", not missing, "missing: " + ", ".join(missing) if missing else "Xvfb, dbus, xdotool, ImageMagick, Gio")
    if missing:
        finish()
    work = tempfile.mkdtemp(prefix="splitview-desktop-")
    try:
        status = run_under_xvfb_and_bus(__file__, binary, work, displays=(150, 249), screen="1600x1000x24", env_set={"NO_AT_BRIDGE": "1"},
                                        env_drop=("WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "GDK_SCALE", "DBUS_SESSION_BUS_ADDRESS", "GTK_THEME"),
                                        args=renderers)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    sys.exit(status)


class Portal:
    """The stand-in portal: owns org.freedesktop.portal.Desktop on the session bus and answers from `values`."""

    def __init__(self, Gio, GLib):
        self.Gio, self.GLib = Gio, GLib
        self.values = {}
        self.calls = []
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
        self.bus.register_object(PATH, info, self._call, self._property, None)
        self.loop = GLib.MainLoop()
        threading.Thread(target=self.loop.run, daemon=True).start()
        owned = threading.Event()
        Gio.bus_own_name_on_connection(self.bus, PORTAL, Gio.BusNameOwnerFlags.NONE, lambda *a: owned.set(), None)
        self.owned = owned.wait(5)

    def set(self, namespace, key, signature, value, emit=True):
        variant = self.GLib.Variant(signature, value)
        self.values[(namespace, key)] = variant
        if emit:
            self.bus.emit_signal(None, PATH, IFACE, "SettingChanged", self.GLib.Variant("(ssv)", (namespace, key, variant)))

    def _call(self, connection, sender, path, interface, method, parameters, invocation):
        self.calls.append(method)
        V = self.GLib.Variant
        if method == "ReadAll":
            wanted = parameters.unpack()[0]
            result = {}
            for (namespace, key), variant in self.values.items():
                if not wanted or namespace in wanted:
                    result.setdefault(namespace, {})[key] = variant
            invocation.return_value(V("(a{sa{sv}})", (result,)))
        elif method in ("Read", "ReadOne"):
            namespace, key = parameters.unpack()
            variant = self.values.get((namespace, key))
            if variant is None:
                invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such key")
            else:
                invocation.return_value(V("(v)", (V("v", variant) if method == "Read" else variant,)))

    def _property(self, connection, sender, path, interface, name):
        return self.GLib.Variant("u", 2)


def pixel(display, x, y):
    """The screen's colour at x, y as (r, g, b)."""
    shot = tempfile.mktemp(suffix=".png")
    subprocess.run(["import", "-display", display, "-window", "root", shot], check=True)
    text = subprocess.run(["convert", shot, "-format", "%%[fx:int(255*p{%d,%d}.r)],%%[fx:int(255*p{%d,%d}.g)],%%[fx:int(255*p{%d,%d}.b)]"
                           % (x, y, x, y, x, y), "info:"], capture_output=True, text=True).stdout
    os.remove(shot)
    return tuple(int(v) for v in text.strip().split(","))


def window_origin(app):
    out = subprocess.run(["xdotool", "getwindowgeometry", app.window], capture_output=True, text=True).stdout
    position = [line for line in out.splitlines() if "Position" in line][0].split()[1].split(",")
    return int(position[0]), int(position[1])


def quit_app(app):
    try:
        press(app, "ctrl+q")
        return app.proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        app.proc.kill()
        return app.proc.communicate()


def press(app, key):
    """A key to the window under the pointer (Xvfb without a window manager gives the focus to it). Not by window id:
    with OpenGL SDL replaces the X window once, and an id read before that is gone."""
    subprocess.run(["xdotool", "mousemove", "700", "400", "key", key], check=False)


def settled(app, predicate, timeout=2.0):
    """The newest record once it satisfies predicate within timeout (None if it never did)."""
    return wait_for(lambda: (lambda r: r if r and predicate(r) else None)(app.last()), timeout=timeout)


def run_renderer(binary, work, renderer, portal):
    display = os.environ["DISPLAY"]
    A = "org.freedesktop.appearance"
    G = "org.gnome.desktop.interface"
    portal.values.clear()
    portal.set(A, "color-scheme", "u", 1, emit=False)
    portal.set(A, "accent-color", "(ddd)", (0.15, 0.55, 0.25), emit=False)
    portal.set(A, "contrast", "u", 0, emit=False)
    portal.set(A, "reduced-motion", "u", 0, emit=False)
    portal.set(G, "text-scaling-factor", "d", 1.0, emit=False)
    log = os.path.join(work, "state-%s.jsonl" % renderer)
    app = X11App(binary, os.path.join(work, "settings-%s.json" % renderer), log, "--renderer", renderer, "--size", "1400x800", "--stats")
    tag = "[%s] " % renderer
    if not app.window:
        app.proc.kill()
        check(tag + "splitview opens a window", False, app.proc.communicate()[1].strip()[-300:])
        return
    first = wait_for(lambda: app.records(), timeout=10)[0]
    check(tag + "the first frame is already in the portal's colours: dark, the green accent",
          first.get("colorScheme") == "dark" and first.get("accent") not in ("#007aff", "#0a84ff") and
          int(first.get("accent", "#000000")[3:5], 16) > int(first.get("accent", "#000000")[1:3], 16),
          "frame 0: colorScheme %s, accent %s (ReadAll calls: %d)" % (first.get("colorScheme"), first.get("accent"), portal.calls.count("ReadAll")))
    ox, oy = window_origin(app)
    dark = pixel(display, ox + 1000, oy + 600)
    check(tag + "the window is drawn dark", max(dark) < 80, "detail background %s" % (dark,))

    def change(name, namespace, key, signature, value, predicate, describe, then=None):
        frames = len(app.records())
        started = time.monotonic()
        portal.set(namespace, key, signature, value)
        if then:
            time.sleep(0.3)
            then()
        record = settled(app, predicate)
        check(tag + name, record is not None,
              "%s after %.2f s, %d frames drawn" % (describe(record or app.last()), time.monotonic() - started, len(app.records()) - frames))

    change("contrast 1: the high-contrast palette within 2 s", A, "contrast", "u", 1,
           lambda r: r.get("highContrast") is True, lambda r: "highContrast %s" % r.get("highContrast"))
    # Reduced motion changes nothing on screen until something moves: F9 hides the list, which now cross-fades in place
    # (the primary's frame never slides: it is where it was, or gone).
    change("reduced-motion 1: reduced motion, and F9's collapse cross-fades instead of sliding", A, "reduced-motion", "u", 1,
           lambda r: r.get("reducedMotion") is True and r.get("interaction") == "idle" and r.get("primaryCollapse") == 1,
           lambda r: "reducedMotion %s, primary x seen while collapsing %s" % (
               r.get("reducedMotion"), sorted({rec["primary"]["x"] for rec in app.records() if rec.get("reducedMotion")})),
           then=lambda: press(app, "F9"))
    slid = sorted({rec["primary"]["x"] for rec in app.records() if rec.get("reducedMotion")})
    check(tag + "no frame showed the list part-way", all(x in (0, -420) or x <= -400 for x in slid) and len(slid) <= 2, "primary x: %s" % slid)
    press(app, "F9")
    settled(app, lambda r: r.get("primaryCollapse") == 0 and r.get("interaction") == "idle")
    change("text-scaling-factor 1.5: text and the widths in text points grow within 2 s", G, "text-scaling-factor", "d", 1.5,
           lambda r: r.get("textScale") == 1.5 and r.get("limits", {}).get("minimumPrimary") == 300,
           lambda r: "textScale %s, minimumPrimary %s, overlayBreakpoint %s, band %s" % (
               r.get("textScale"), r.get("limits", {}).get("minimumPrimary"), r.get("limits", {}).get("overlayBreakpoint"), r.get("displayMode")))
    change("color-scheme 2: light within 2 s", A, "color-scheme", "u", 2,
           lambda r: r.get("colorScheme") == "light", lambda r: "colorScheme %s" % r.get("colorScheme"))
    time.sleep(0.3)
    light = pixel(display, ox + 1000, oy + 600)
    check(tag + "the window is drawn light", min(light) > 200, "detail background %s" % (light,))

    # Someone else on the bus sends the portal's signal: it is not from the portal's owner, and changes nothing.
    other = portal.Gio.DBusConnection.new_for_address_sync(
        os.environ["DBUS_SESSION_BUS_ADDRESS"],
        portal.Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | portal.Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
    other.emit_signal(None, PATH, IFACE, "SettingChanged", portal.GLib.Variant("(ssv)", (A, "contrast", portal.GLib.Variant("u", 0))))
    other.flush_sync(None)
    time.sleep(0.6)
    check(tag + "the same signal from another connection changes nothing", app.last().get("highContrast") is True,
          "highContrast %s after 0.6 s" % app.last().get("highContrast"))

    # Junk from the portal itself: each is no preference, nothing crashes.
    portal.set(A, "accent-color", "s", "#ff0000")
    portal.set(G, "text-scaling-factor", "d", float("nan"))
    portal.set(A, "contrast", "s", "high")
    record = settled(app, lambda r: r.get("accent") == "#007aff" and r.get("textScale") == 1 and r.get("highContrast") is False)
    check(tag + "values of the wrong type or not a number are no preference", record is not None and app.proc.poll() is None,
          "accent %s, textScale %s, highContrast %s, running %s" % (app.last().get("accent"), app.last().get("textScale"),
                                                                     app.last().get("highContrast"), app.proc.poll() is None))
    time.sleep(0.5)
    frames = len(app.records())
    time.sleep(1.0)
    check(tag + "idle while nothing changes", len(app.records()) == frames, "%d frames in 1 s" % (len(app.records()) - frames))
    out, err = quit_app(app)
    status = [line.strip() for line in out.splitlines() if "desktop settings:" in line]
    check(tag + "--stats says where the settings came from", status and "portal" in status[0], status[0] if status else out[-200:])


def flags_win(binary, work, portal):
    A = "org.freedesktop.appearance"
    portal.values.clear()
    portal.set(A, "color-scheme", "u", 2, emit=False)
    portal.set(A, "contrast", "u", 1, emit=False)
    portal.set("org.gnome.desktop.interface", "text-scaling-factor", "d", 1.5, emit=False)
    app = X11App(binary, os.path.join(work, "settings-flags.json"), os.path.join(work, "state-flags.jsonl"),
                 "--renderer", "software", "--size", "1400x800", "--contrast", "normal", "--text-scale", "1", "--theme", "dark")
    if not app.window:
        app.proc.kill()
        check("the flags run opens a window", False, app.proc.communicate()[1].strip()[-300:])
        return
    first = wait_for(lambda: app.records(), timeout=10)[0]
    portal.set(A, "reduced-motion", "u", 1)
    time.sleep(0.3)
    press(app, "F9")
    record = settled(app, lambda r: r.get("reducedMotion") is True)
    last = app.last()
    check("the command line wins: --contrast normal --text-scale 1 --theme dark under a portal saying high, 1.5, light",
          first.get("highContrast") is False and first.get("textScale") == 1 and first.get("colorScheme") == "dark"
          and record is not None and last.get("highContrast") is False and last.get("colorScheme") == "dark",
          "first frame: highContrast %s, textScale %s, colorScheme %s; after reduced-motion 1: reducedMotion %s, highContrast %s"
          % (first.get("highContrast"), first.get("textScale"), first.get("colorScheme"), last.get("reducedMotion"), last.get("highContrast")))
    quit_app(app)


def inside(binary, work, renderers):
    try:
        from gi.repository import Gio, GLib
    except Exception as error:  # noqa: BLE001
        check("Gio imports", False, error)
        finish()
    portal = Portal(Gio, GLib)
    check("the stand-in portal owns %s on the private session bus" % PORTAL, portal.owned, "owned: %s" % portal.owned)
    if not portal.owned:
        finish()
    for renderer in renderers:
        run_renderer(binary, work, renderer, portal)
    flags_win(binary, work, portal)
    gsettings_fallback(binary, work)
    finish()


def monitors_of(config_home):
    """The `gsettings monitor` processes of this check's window: those with its XDG_CONFIG_HOME, which they inherit.
    The other lane's windows run monitors of their own meanwhile, so a look for every `gsettings monitor` on the
    machine would count theirs too."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as f:
                command = f.read().split(b"\0")
            if os.path.basename(command[0]) != b"gsettings" or command[1:2] != [b"monitor"]:
                continue
            with open("/proc/%s/environ" % pid, "rb") as f:
                environment = f.read().split(b"\0")
        except (OSError, IndexError):
            continue  # ended meanwhile, or not ours to read
        if ("XDG_CONFIG_HOME=" + config_home).encode() in environment:
            found.append(pid)
    return found


def gsettings_fallback(binary, work):
    """No portal (no session bus for the app): GNOME's settings through gsettings, on a private keyfile backend,
    read at start and followed with `gsettings monitor` as they change."""
    config_home = os.path.join(work, "config")
    env = dict(os.environ, GSETTINGS_BACKEND="keyfile", XDG_CONFIG_HOME=config_home)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)

    def gset(schema, key, value):
        subprocess.run(["gsettings", "set", schema, key, value], env=env, check=True)

    gset("org.gnome.desktop.interface", "color-scheme", "prefer-dark")
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        app = X11App(binary, os.path.join(work, "settings-gsettings.json"), os.path.join(work, "state-gsettings.jsonl"),
                     "--renderer", "software", "--size", "1400x800", "--stats")
    finally:
        os.environ.clear()
        os.environ.update(saved)
    if not app.window:
        app.proc.kill()
        check("[gsettings] the window opens", False, app.proc.communicate()[1].strip()[-300:])
        return
    first = wait_for(lambda: app.records(), timeout=10)[0]
    check("[gsettings] without a portal, the first frame follows GNOME's color-scheme", first.get("colorScheme") == "dark",
          "colorScheme %s" % first.get("colorScheme"))
    started = time.monotonic()
    gset("org.gnome.desktop.interface", "text-scaling-factor", "1.25")
    gset("org.gnome.desktop.a11y.interface", "high-contrast", "true")
    # (Debian 12's schemas are GNOME 43's: no accent-color yet; the unit tests read GNOME 47's names.)
    record = settled(app, lambda r: r.get("textScale") == 1.25 and r.get("highContrast") is True, timeout=3)
    last = app.last()
    # Made at once, before `gsettings monitor` starts (0.5 s after the first reading, so that it does not compete with the
    # first frame): the reading taken when the monitors run catches them.
    check("[gsettings] changes made as the window opens are followed (read again as the monitors start)", record is not None,
          "textScale %s, highContrast %s after %.2f s" % (last.get("textScale"), last.get("highContrast"), time.monotonic() - started))
    time.sleep(0.5)
    started = time.monotonic()
    gset("org.gnome.desktop.interface", "color-scheme", "default")
    record = settled(app, lambda r: r.get("colorScheme") == "light", timeout=3)
    check("[gsettings] changes made later are followed live (gsettings monitor)", record is not None,
          "colorScheme %s after %.2f s" % (app.last().get("colorScheme"), time.monotonic() - started))
    app.proc.terminate()  # SIGTERM: the window closes as for Ctrl+Q, and the monitors must go with it
    out, err = app.proc.communicate(timeout=10)
    status = [line.strip() for line in out.splitlines() if "desktop settings:" in line]
    check("[gsettings] --stats says gsettings, and why", status and "gsettings (no session bus)" in status[0],
          status[0] if status else out[-200:])
    monitors = monitors_of(config_home)
    check("[gsettings] the monitors end with the window (closed by SIGTERM)", not monitors, "left running: %s" % monitors)

    # Killed outright (SIGKILL: nothing of the program runs), the monitors still end: they get the parent-death signal.
    os.environ.clear()
    os.environ.update(env)
    try:
        app = X11App(binary, os.path.join(work, "settings-gsettings.json"), os.path.join(work, "state-killed.jsonl"),
                     "--renderer", "software", "--size", "1400x800")
    finally:
        os.environ.clear()
        os.environ.update(saved)
    running = wait_for(lambda: len(monitors_of(config_home)) == 2, timeout=5)
    app.proc.kill()
    app.proc.communicate()
    gone = wait_for(lambda: not monitors_of(config_home), timeout=2)
    check("[gsettings] killed with SIGKILL, the window's monitors end with it", running and gone,
          "2 monitors while it ran: %s; gone within 2 s of the kill: %s" % (bool(running), bool(gone)))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--inside":
        inside(sys.argv[2], sys.argv[3], [a for a in sys.argv[4:]] or ["software"])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--renderer", action="append", choices=["software", "gpu"])
    args = parser.parse_args()
    outside(os.path.abspath(args.binary), args.renderer or ["software", "gpu"])
