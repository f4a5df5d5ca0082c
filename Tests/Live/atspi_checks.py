#!/usr/bin/python3
"""AT-SPI checks: splitview's window as a screen reader sees it, on the real accessibility stack.

    /usr/bin/python3 atspi_checks.py SPLITVIEW

Starts Xvfb and a private session bus (dbus-run-session), where at-spi2-core's bus launcher and registry start on
demand as on a desktop; opens splitview there and uses it through pyatspi (Debian's python3-pyatspi, hence
/usr/bin/python3 rather than another python on PATH), as Orca or Accerciser would: finds the application and its
frame, prints the tree, reads and sets the separator's value, presses the sidebar button in the overlay band,
reads the list's rows and selects one, and follows focus events while Tab, F6 and F8 move the focus. Nodes are
found by role first, then their names are checked. What the window did is read from its state log. Each check
prints PASS or FAIL with what it saw; a tool that cannot start is a FAIL with the reason, never a skip.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

from atspi_flood import flood_checks
from livecheck import X11App, check, run_under_xvfb_and_bus, stop, summary, wait_for

STARTED = time.monotonic()


def finish():
    sys.exit(summary("atspi checks", STARTED))


# ---------------------------------------------------------------------------------------------------------------
# Outside: Xvfb and the session bus, then this script again inside dbus-run-session.

def outside(binary):
    missing = [tool for tool in ("Xvfb", "dbus-run-session", "dbus-daemon", "xdotool") if not shutil.which(tool)]
    launcher = next((p for p in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher") if os.path.exists(p)), None)
    if launcher is None:
        missing.append("at-spi-bus-launcher (at-spi2-core)")
    probe = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True, text=True)
    if probe.returncode != 0:
        reason = (probe.stderr.strip().splitlines() or ["no reason given"])[-1]
        missing.append("pyatspi for /usr/bin/python3 (python3-pyatspi: %s)" % reason)
    check("the AT-SPI stack is installed", not missing, "missing: " + ", ".join(missing) if missing else "Xvfb, dbus, %s, pyatspi" % launcher)
    if missing:
        finish()
    work = tempfile.mkdtemp(prefix="splitview-atspi-")
    try:
        status = run_under_xvfb_and_bus(__file__, binary, work, displays=(140, 239), screen="2560x1600x24",
                                        env_drop=("WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "GDK_SCALE", "NO_AT_BRIDGE",
                                                  "AT_SPI_BUS_ADDRESS", "DBUS_SESSION_BUS_ADDRESS"))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    sys.exit(status)

# ---------------------------------------------------------------------------------------------------------------
# Inside the session bus.

class App(X11App):
    """splitview in a window, with its state log and --stats (which says whether the bridge was on)."""

    def __init__(self, binary, work, *args):
        self.settings = os.path.join(work, "settings.json")
        super().__init__(binary, self.settings, os.path.join(work, "state.jsonl"), "--stats", *args)

    def settled(self, predicate, timeout=5):
        """Waits until the newest record satisfies predicate and nothing moves; returns that record (or the newest)."""
        def ok():
            r = self.last()
            return r if r and predicate(r) and r.get("interaction") == "idle" else None
        return wait_for(ok, timeout=timeout) or self.last()

    def quit(self):
        try:
            subprocess.run(["xdotool", "key", "ctrl+q"], check=False)
            return self.proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.communicate()


def inside(binary, work):
    try:
        import pyatspi
        from gi.repository import GLib
    except Exception as error:  # noqa: BLE001 — any import failure is the same FAIL
        check("pyatspi imports", False, error)
        finish()

    app = App(binary, work, "--size", "1200x800")
    if not app.window:
        app.proc.kill()
        out, err = app.proc.communicate()
        check("splitview opens a window", False, err.strip()[-300:])
        finish()
    wait_for(lambda: app.records(), timeout=10)

    def applications():
        try:
            return [a for a in pyatspi.Registry.getDesktop(0) if a is not None]
        except Exception:  # noqa: BLE001 — the registry may still be starting
            return []

    started = time.monotonic()
    found = wait_for(lambda: next((a for a in applications() if a.name == "splitview"), None), timeout=15)
    check("the application is on the desktop", found is not None,
          "%r after %.1f s; applications: %s" % (found.name if found else None, time.monotonic() - started,
                                                   [a.name for a in applications()]))
    if found is None:
        out, err = app.quit()
        print("splitview said: %s %s" % (out.strip()[-400:], err.strip()[-400:]))
        finish()
    try:
        run_checks(pyatspi, GLib, app, found)
    finally:
        out, err = app.quit()
        status = [line.strip() for line in (out or "").splitlines() if "accessibility:" in line]
        check("splitview exits cleanly and says the bridge was on", app.proc.returncode == 0 and status and "on (" in status[0],
              "exit %s, %s%s" % (app.proc.returncode, status[0] if status else "no accessibility line",
                                ("; stderr: " + err.strip()[-300:]) if err and err.strip() else ""))
    wait_for(lambda: not any(a.name == "splitview" for a in applications()), timeout=10)
    check_scale(pyatspi, binary, work, applications)
    wait_for(lambda: not any(a.name == "splitview" for a in applications()), timeout=10)
    flooded = os.path.join(work, "flood")  # settings and state log of their own
    os.makedirs(flooded, exist_ok=True)

    def frame_of(app):
        found = wait_for(lambda: next((a for a in applications() if a.name == "splitview"
                                       and a.get_process_id() == app.proc.pid), None), timeout=15)
        return found[0] if found is not None and found.childCount else None
    flood_checks(lambda: App(binary, flooded, "--size", "1200x800"), find_separator, frame_of)
    finish()


def check_scale(pyatspi, binary, work, applications):
    """At 2 pixels per point, extents are in the screen's pixels: the frame covers the window, the separator twice its points."""
    global pyatspi_module
    pyatspi_module = pyatspi
    app = App(binary, work, "--size", "1000x600", "--scale", "2")
    try:
        found = wait_for(lambda: next((a for a in applications() if a.name == "splitview"), None), timeout=15)
        frame = found[0] if found is not None and found.childCount else None
        separator = find_separator(frame) if frame is not None else None
        record = app.settled(lambda r: True)
        geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", app.window], capture_output=True, text=True).stdout
        geo = dict(line.split("=", 1) for line in geometry.split() if "=" in line)
        window_box = tuple(int(geo.get(k, -1)) for k in ("X", "Y", "WIDTH", "HEIGHT"))
        points = record.get("separator") or {}
        box = extents(separator) if separator is not None else None
        expected = (window_box[0] + round(points.get("x", -1) * 2), window_box[1] + round(points.get("y", -1) * 2),
                    round(points.get("w", -1) * 2), round(points.get("h", -1) * 2))
        check("at --scale 2 extents are the screen's pixels", frame is not None and extents(frame) == window_box and box == expected,
              "window %s px, frame %s; separator %s points → %s px, expected %s"
              % (window_box, extents(frame) if frame is not None else None, points, box, expected))
    finally:
        app.quit()


def states(acc):
    return sorted(pyatspi_module.stateToString(s) for s in acc.getState().getStates())


def extents(acc):
    try:
        e = acc.queryComponent().getExtents(pyatspi_module.DESKTOP_COORDS)
        return (e.x, e.y, e.width, e.height)
    except NotImplementedError:
        return None


def describe(acc):
    text = "%s %r" % (acc.getRoleName(), acc.name)
    box = extents(acc)
    if box:
        text += " @%d,%d %dx%d" % box
    try:
        v = acc.queryValue()
        text += " value %g in %g…%g step %g" % (v.currentValue, v.minimumValue, v.maximumValue, v.minimumIncrement)
    except NotImplementedError:
        pass
    try:
        actions = acc.queryAction()
        if actions.nActions:
            text += " actions " + ",".join(actions.getName(i) for i in range(actions.nActions))
    except NotImplementedError:
        pass
    text += " {" + " ".join(states(acc)) + "}"
    return text


def walk(acc, depth=0, limit=400):
    """Every object under acc (itself first) with its depth, in reading order."""
    out = [(acc, depth)]
    for child in acc:
        if child is None or len(out) >= limit:
            continue
        out += walk(child, depth + 1, limit - len(out))
    return out


def find(root, role, name=None):
    for acc, _ in walk(root):
        if acc.getRoleName() == role and (name is None or name(acc.name)):
            return acc
    return None


def has_value(acc):
    try:
        acc.queryValue()
        return True
    except NotImplementedError:
        return False


def find_separator(root):
    """The separator: a split pane with a value (the sidebar's width), as GTK 3 exposes its GtkPaned (a SEPARATOR's value
    Orca never speaks); the split pane that holds the columns has none."""
    return next((acc for acc, _ in walk(root) if acc.getRoleName() == "split pane" and has_value(acc)), None)


pyatspi_module = None


def run_checks(pyatspi, GLib, app, application):
    global pyatspi_module
    pyatspi_module = pyatspi
    frame = application[0] if application.childCount else None
    title = subprocess.run(["xdotool", "getwindowname", app.window], capture_output=True, text=True).stdout.strip()
    geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", app.window], capture_output=True, text=True).stdout
    geo = dict(line.split("=", 1) for line in geometry.split() if "=" in line)
    window_box = tuple(int(geo.get(k, -1)) for k in ("X", "Y", "WIDTH", "HEIGHT"))
    check("the application's only child is the frame, named by the window's title, where the window is",
          application.childCount == 1 and frame is not None and frame.getRoleName() == "frame" and frame.name == title
          and extents(frame) == window_box,
          "toolkit %s, %d child: %s; window %r at %s" % (application.get_toolkit_name(), application.childCount,
                                                         describe(frame) if frame else None, title, window_box))
    if frame is None:
        return

    print("tree:")
    for acc, depth in walk(frame):
        print("  " + "  " * depth + describe(acc))

    # Registered and read, the window still sleeps while nothing happens: the bridge's thread waits in poll.
    app.settled(lambda r: True)
    time.sleep(0.5)
    frames, cpu = len(app.records()), app.cpu()
    time.sleep(2)
    check("idle with the bridge on: no frames and no CPU in 2 s", len(app.records()) == frames and app.cpu() - cpu < 0.05,
          "%d → %d frames, %.3f s CPU" % (frames, len(app.records()), app.cpu() - cpu))

    # The split pane and its parts, found by role; then their names.
    split = find(frame, "split pane")
    separator = find_separator(frame)
    panels = [acc for acc, _ in walk(split)] if split else []
    panel_names = [acc.name for acc in panels if acc.getRoleName() == "panel"]
    check("a split pane named after the list holds panels named by their pages and the separator", split is not None
          and split.name == "Items" and separator is not None and "Items" in panel_names and any(n in ("No selection",) or n.startswith("Item ") for n in panel_names if n != "Items"),
          "split pane %r, panels %s, separator %r" % (split.name if split else None, panel_names, separator.name if separator else None))
    if separator is None:
        return

    # The separator: value = the primary's width, min, max and step.
    value = separator.queryValue()
    record = app.settled(lambda r: True)
    width = record.get("primary", {}).get("w")
    check("the separator is named, focusable, and its value is the primary's width within its range",
          separator.name == "Sidebar width" and "focusable" in states(separator)
          and value.minimumValue <= value.currentValue <= value.maximumValue and abs(value.currentValue - width) < 0.5,
          "%r: value %g in %g…%g step %g; state log primary width %s" % (separator.name, value.currentValue, value.minimumValue,
                                                                        value.maximumValue, value.minimumIncrement, width))

    # Setting the value moves the separator.
    target = min(value.maximumValue, max(value.minimumValue, round(value.currentValue + 60)))
    value.currentValue = target
    record = app.settled(lambda r: abs(r.get("primary", {}).get("w", -1) - target) < 0.5)
    check("setting the separator's value moves it", abs(record.get("primary", {}).get("w", -1) - target) < 0.5
          and abs(separator.queryValue().currentValue - target) < 0.5,
          "set %g: state log primary width %s, value read back %g" % (target, record.get("primary", {}).get("w"),
                                                                   separator.queryValue().currentValue))

    # GrabFocus on the separator gives it the keyboard focus.
    grabbed = separator.queryComponent().grabFocus()
    record = app.settled(lambda r: r.get("keyboardFocus") == "split.separator")
    check("GrabFocus on the separator focuses it", grabbed and record.get("keyboardFocus") == "split.separator"
          and "focused" in states(separator),
          "grabFocus %s; state log keyboardFocus %r; states %s" % (grabbed, record.get("keyboardFocus"), states(separator)))

    # The list's rows and the selection.
    lists = [acc for acc, _ in walk(frame) if acc.getRoleName() == "list"]
    items = lists[0] if lists else None
    rows = [child.name for child in items] if items else []
    check("the list has the 20 rows Item 1 … Item 20", rows == ["Item %d" % i for i in range(1, 21)],
          "%d rows: %s" % (len(rows), ", ".join(rows[:3] + ["…"] + rows[-2:]) if rows else "no list"))
    if items is not None:
        selection = items.querySelection()
        before = selection.nSelectedChildren
        chosen = selection.selectChild(2)
        record = app.settled(lambda r: r.get("selection") is not None)
        # The bridge publishes the frame's tree after the frame the state log records: read the selection once it is there.
        selected = wait_for(lambda: selection.nSelectedChildren and selection.getSelectedChild(0), timeout=3)
        secondary = [acc.name for acc, _ in walk(split) if acc.getRoleName() == "panel"]
        check("Selection.SelectChild(2) selects Item 3 and the detail shows it",
              chosen and before == 0 and selected and selected.name == "Item 3" and "selected" in states(items[2])
              and str(record.get("selection")) in ("Item 3", "2", "3") and "Item 3" in secondary,
              "selected before %d; SelectChild %s; state log selection %r; selected child %r; panels %s"
              % (before, chosen, record.get("selection"), selected.name if selected else None, secondary))

    inspector_checks(app, frame)
    fill_checks(app, frame)
    sheet_checks(app, frame)

    # The overlay band: the sidebar button shows the primary over the detail.
    app.xdotool("windowsize", "WINDOW", "800", "800")
    record = app.settled(lambda r: r.get("window", {}).get("w") == 800)
    button = wait_for(lambda: find(frame, "push button", lambda n: "sidebar" in n.lower()), timeout=5)
    name_before = button.name if button else None
    if button is not None:
        button.queryAction().doAction(0)
    record = app.settled(lambda r: r.get("overlayProgress") == 1)
    name_after = button.name if button else None
    primary = find(frame, "panel", lambda n: n == "Items")
    check("in the overlay band the sidebar button's action shows the sidebar",
          button is not None and record.get("overlayProgress") == 1 and name_before == "Show sidebar" and name_after == "Hide sidebar"
          and primary is not None and "showing" in states(primary),
          "window %s wide, %s; button %r → %r; state log overlayProgress %s, displayMode %s"
          % (record.get("window", {}).get("w"), record.get("displayMode"), name_before, name_after,
             record.get("overlayProgress"), record.get("displayMode")))
    if button is not None:
        button.queryAction().doAction(0)
        record = app.settled(lambda r: r.get("overlayProgress") == 0)
        check("pressed again, it hides the sidebar", record.get("overlayProgress") == 0 and button.name == "Show sidebar",
              "overlayProgress %s, button %r" % (record.get("overlayProgress"), button.name))
    app.xdotool("windowsize", "WINDOW", "1200", "800")
    app.settled(lambda r: r.get("window", {}).get("w") == 1200)

    follow_focus(pyatspi, GLib, app, frame)


def inspector_checks(app, frame):
    """The inspector column (issue 28) through AT-SPI: its button's action shows it beside the detail, its separator (a
    split pane with a value, as the sidebar's) is named and set like the sidebar's, and the button hides it again."""
    button = find(frame, "push button", lambda n: n == "Show inspector")
    if button is not None:
        button.queryAction().doAction(0)
    record = app.settled(lambda r: (r.get("inspectorColumn") or {}).get("x") == 840)
    separator = wait_for(lambda: next((acc for acc, _ in walk(frame) if acc.name == "Inspector width" and has_value(acc)), None), timeout=5)
    panel = find(frame, "panel", lambda n: n == "Details")
    check("the Show inspector button's action shows the inspector beside the detail, with its panel and its separator",
          button is not None and record.get("inspectorColumn") == {"x": 840, "y": 0, "w": 360, "h": 800}
          and separator is not None and panel is not None and button.name == "Hide inspector",
          "button %r, state log inspectorColumn %s, separator %s, panel %s"
          % (button.name if button else None, record.get("inspectorColumn"), describe(separator) if separator else None, bool(panel)))
    if separator is None:
        return
    value = separator.queryValue()
    value.currentValue = 300
    record = app.settled(lambda r: (r.get("inspectorColumn") or {}).get("w") == 300)
    check("setting the inspector separator's value sets its width, saved",
          (record.get("inspectorColumn") or {}).get("w") == 300 and record.get("userInspectorWidth") == 300
          and abs(separator.queryValue().currentValue - 300) < 0.5,
          "state log inspectorColumn %s, userInspectorWidth %s" % (record.get("inspectorColumn"), record.get("userInspectorWidth")))
    button.queryAction().doAction(0)
    record = app.settled(lambda r: r.get("inspectorColumn") is None)
    check("pressed again, the button hides the inspector", record.get("inspectorColumn") is None and button.name == "Show inspector",
          "inspectorColumn %s, button %r" % (record.get("inspectorColumn"), button.name))
    # Issue 38: hidden beside the detail, the inspector keeps its separator as a grab strip: "Inspector width", collapsed,
    # whose expand action brings the inspector back.
    strip = wait_for(lambda: next((acc for acc, _ in walk(frame) if acc.name == "Inspector width" and has_value(acc)), None), timeout=5)
    actions = strip.queryAction() if strip is not None else None
    names = [actions.getName(i) for i in range(actions.nActions)] if actions else []
    hidden = describe(strip) if strip is not None else None
    hidden_value = strip.queryValue().currentValue if strip is not None else None
    if "expand" in names:
        actions.doAction(names.index("expand"))
    record = app.settled(lambda r: r.get("inspectorProgress", 0) > 0.99)
    check("the hidden inspector's grab strip is a collapsed separator whose expand action brings it back",
          strip is not None and names == ["expand"] and hidden_value == 0 and record.get("inspectorProgress", 0) > 0.99 and record.get("inspectorGrabStrip") is None,
          "strip %s, actions %s, inspectorProgress %s" % (hidden, names, record.get("inspectorProgress")))
    button.queryAction().doAction(0)
    app.settled(lambda r: r.get("inspectorColumn") is None)


def sheet_checks(app, frame):
    """Issue 39: in a compact window the inspector is a bottom sheet. Its button's action opens it at half height; the
    panel is modal, its first child the handle, "Inspector height", a split pane (as every separator with a value) whose
    expand and collapse move it a detent."""
    app.xdotool("windowsize", "WINDOW", "500", "800")
    app.settled(lambda r: r.get("window", {}).get("w") == 500 and r.get("detailPage") is not None)
    button = wait_for(lambda: find(frame, "push button", lambda n: n == "Show inspector"), timeout=5)
    if button is not None:
        button.queryAction().doAction(0)
    record = app.settled(lambda r: (r.get("inspectorSheet") or {}).get("detent") == "half" and (r.get("inspectorColumn") or {}).get("y") == 400)
    handle = wait_for(lambda: next((acc for acc, _ in walk(frame) if acc.name == "Inspector height"), None), timeout=5)
    panel = find(frame, "panel", lambda n: n == "Details")
    actions = handle.queryAction() if handle is not None else None
    names = [actions.getName(i) for i in range(actions.nActions)] if actions else []
    first = panel[0] if panel is not None and panel.childCount else None
    check("compact: the Show inspector button's action opens the sheet at half height, a modal panel whose first child is its handle",
          button is not None and (record.get("inspectorSheet") or {}).get("detent") == "half" and panel is not None
          and "modal" in states(panel) and handle is not None and first is not None and first.name == "Inspector height"
          and handle.queryValue().currentValue == 1 and names == ["expand", "collapse"],
          "button %s, inspectorSheet %s, panel %s, handle %s, actions %s"
          % (bool(button), record.get("inspectorSheet"), describe(panel) if panel else None, describe(handle) if handle else None, names))
    if handle is None or "expand" not in names:
        return
    actions.doAction(names.index("expand"))
    record = app.settled(lambda r: (r.get("inspectorSheet") or {}).get("detent") == "full")
    full = (record.get("inspectorSheet") or {}).get("detent") == "full" and handle.queryValue().currentValue == 2
    handle = next((acc for acc, _ in walk(frame) if acc.name == "Inspector height"), None)
    actions = handle.queryAction() if handle is not None else None
    names = [actions.getName(i) for i in range(actions.nActions)] if actions else []
    if "collapse" in names:
        actions.doAction(names.index("collapse"))
    record = app.settled(lambda r: (r.get("inspectorSheet") or {}).get("detent") == "half")
    half = (record.get("inspectorSheet") or {}).get("detent") == "half"
    handle = next((acc for acc, _ in walk(frame) if acc.name == "Inspector height"), None)
    if handle is not None:
        handle.queryAction().doAction(1)  # collapse again: closed
    record = app.settled(lambda r: (r.get("inspectorSheet") or {}).get("detent") == "closed" and r.get("inspectorColumn") is None)
    closed = (record.get("inspectorSheet") or {}).get("detent") == "closed" and record.get("inspectorColumn") is None
    check("the sheet's handle: expand takes it to full height, collapse back to half and then closed",
          full and half and closed, "full %s, half %s, closed %s (inspectorSheet %s)" % (full, half, closed, record.get("inspectorSheet")))
    app.xdotool("windowsize", "WINDOW", "1200", "800")
    app.settled(lambda r: r.get("window", {}).get("w") == 1200)


def fill_checks(app, frame):
    """Issue 38: the detail toolbar's Fill window button, pressed through AT-SPI, lets the detail fill the window and
    is renamed Restore layout (what a screen reader reads on it); pressed again it brings the list back."""
    button = wait_for(lambda: find(frame, "push button", lambda n: n == "Fill window"), timeout=5)
    if button is not None:
        button.queryAction().doAction(0)
    # Frames stop once nothing moves on screen: the spring's last frame is within a hair of its end.
    record = app.settled(lambda r: r.get("fillsWindow") is True and r.get("primaryCollapse", 0) > 0.99)
    renamed = wait_for(lambda: button is not None and button.name == "Restore layout", timeout=5)
    check("the Fill window button's action lets the detail fill the window and renames it Restore layout",
          button is not None and record.get("fillsWindow") is True and bool(renamed),
          "button %r, state log fillsWindow %s, primaryCollapse %s"
          % (button.name if button else None, record.get("fillsWindow"), record.get("primaryCollapse")))
    if button is None:
        return
    button.queryAction().doAction(0)
    record = app.settled(lambda r: r.get("fillsWindow") is False and r.get("primaryCollapse", 1) < 0.01)
    check("pressed again, Restore layout brings the list back as it was", record.get("fillsWindow") is False
          and record.get("primaryCollapse") < 0.01 and wait_for(lambda: button.name == "Fill window", timeout=5),
          "fillsWindow %s, primaryCollapse %s, button %r" % (record.get("fillsWindow"), record.get("primaryCollapse"), button.name))


def follow_focus(pyatspi, GLib, app, frame):
    """Tab, Tab, F6, F6, F8, Escape: each move of the state log's keyboard focus comes with focus events naming it."""
    events = []

    def on_event(event):
        try:
            source = event.source
            events.append((time.monotonic(), event.type, event.detail1, source.getRoleName(), source.name,
                           source.get_accessible_id()))
        except Exception as error:  # noqa: BLE001 — an object gone by now is still an event
            events.append((time.monotonic(), event.type, event.detail1, "?", str(error), ""))

    pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused", "focus:")
    keys = ["Tab", "Tab", "F6", "F6", "F8", "Escape"]
    presses = []

    def press():
        if len(presses) == len(keys):
            pyatspi.Registry.stop()
            return False
        key = keys[len(presses)]
        before = app.last().get("keyboardFocus")
        subprocess.run(["xdotool", "key", key], check=False)
        presses.append((time.monotonic(), key, before))
        return True

    # A key every 0.6 s, the first once the registry has told the bus who listens.
    GLib.timeout_add(600, press)
    GLib.timeout_add(15000, lambda: pyatspi.Registry.stop() or False)  # a limit, should a step hang
    pyatspi.Registry.start()
    pyatspi.Registry.deregisterEventListener(on_event, "object:state-changed:focused", "focus:")
    final_focus = app.settled(lambda r: True).get("keyboardFocus")

    print("focus, key by key (state log keyboardFocus before → after, then the events that followed the key):")
    ok = len(presses) == len(keys)
    moves = 0
    for i, (at, key, before) in enumerate(presses):
        until = presses[i + 1][0] if i + 1 < len(presses) else float("inf")
        after = [e for e in events if at <= e[0] < until]
        focus_now = presses[i + 1][2] if i + 1 < len(presses) else final_focus
        gained = [e for e in after if e[1] == "object:state-changed:focused" and e[2] == 1]
        announced = [e for e in after if e[1].startswith("focus")]
        print("  %-6s %r → %r: %s" % (key, before, focus_now,
                                       "; ".join("%s %s %r [%s]" % (e[1], e[2], e[4], e[5]) for e in after) or "no events"))
        if focus_now != before:
            moves += 1
            if focus_now is None:
                continue  # focus left the controls (Escape): only a focused=0 is due
            # The last object to gain focus is the focused one, or in a focused list its selected row.
            if not gained or not (gained[-1][5] == focus_now or gained[-1][5].startswith(focus_now + ".")) or not announced:
                ok = False
    check("Tab, F6 and F8 move the focus and each move is announced (state-changed:focused + focus:) on the focused object",
          ok and moves >= 3, "%d keys, %d focus moves, %d events" % (len(presses), moves, len(events)))


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "--inside":
        inside(os.path.abspath(sys.argv[2]), sys.argv[3])
    elif len(sys.argv) == 2:
        outside(os.path.abspath(sys.argv[1]))
    else:
        sys.exit(__doc__)
