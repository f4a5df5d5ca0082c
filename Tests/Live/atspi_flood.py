"""Issue 25: a client on the accessibility bus floods the window with fire-and-forget value sets, as fast as D-Bus
takes them; the window must go on answering keys, and quit at once, with the last value it showed saved.

Used by atspi_checks.py inside its session bus: `flood_checks(app_factory, find_separator)`. The value sets go
straight onto the bus (Gio, NO_REPLY_EXPECTED: nobody waits for an answer), to the separator's Value.CurrentValue
of the application's own connection, found by its process id.
"""
import json
import threading
import time

from livecheck import check, wait_for

SETS = 20_000


def unique_name(connection, pid):
    """The bus name (":1.N") of the process `pid` on `connection`'s bus, or None."""
    from gi.repository import Gio, GLib
    names = connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames",
                                 None, GLib.VariantType("(as)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    for name in names:
        if not name.startswith(":"):
            continue
        try:
            owner = connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                         "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)), GLib.VariantType("(u)"),
                                         Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
        except GLib.Error:
            continue
        if owner == pid:
            return name
    return None


def accessibility_bus():
    """A connection of our own to the accessibility bus (its address from org.a11y.Bus on the session bus)."""
    from gi.repository import Gio, GLib
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()[0]
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    return Gio.DBusConnection.new_for_address_sync(address, flags, None, None)


class Flood(threading.Thread):
    """SETS value sets of the separator, rising from 200 to 639 (so a later value is a larger one), sent as fast as the
    bus takes them."""

    def __init__(self, connection, bus_name, path):
        super().__init__(daemon=True)
        self.connection, self.bus_name, self.path = connection, bus_name, path
        self.sent, self.last_value, self.seconds = 0, None, None

    def run(self):
        from gi.repository import Gio, GLib
        started = time.monotonic()
        for i in range(SETS):
            value = 200 + i * 440 // SETS
            message = Gio.DBusMessage.new_method_call(self.bus_name, self.path, "org.freedesktop.DBus.Properties", "Set")
            message.set_body(GLib.Variant("(ssv)", ("org.a11y.atspi.Value", "CurrentValue", GLib.Variant("d", float(value)))))
            message.set_flags(Gio.DBusMessageFlags.NO_REPLY_EXPECTED)
            try:
                self.connection.send_message(message, Gio.DBusSendMessageFlags.NONE)
            except GLib.Error:
                break  # the window quit: its name is gone
            self.sent, self.last_value = i + 1, value
        try:
            self.connection.flush_sync(None)
        except GLib.Error:
            pass
        self.seconds = time.monotonic() - started


def flood_checks(make_app, find_separator, frame_of):
    """A window, flooded twice: a key pressed during the first flood, Ctrl+Q during the second."""
    app = make_app()
    frame = frame_of(app)
    separator = find_separator(frame) if frame is not None else None
    connection = accessibility_bus()
    bus_name = unique_name(connection, app.proc.pid)
    if not check("the flood finds the separator and the window's bus name", separator is not None and bus_name is not None,
                 "separator %s, bus name %s" % (separator and separator.path, bus_name)):
        app.quit()
        return
    path = separator.path

    flood = Flood(connection, bus_name, path)
    flood.start()
    wait_for(lambda: flood.sent >= 2000, timeout=10, step=0.005)  # well under way
    pressed = time.monotonic()
    app.xdotool("key", "F8")
    focused = wait_for(lambda: app.last().get("keyboardFocus") == "split.separator", timeout=30, step=0.005)
    answered = time.monotonic() - pressed
    sent_then = flood.sent
    flood.join(timeout=60)
    moved = sorted({r["primary"]["w"] for r in app.records()})
    check("%d value sets sent in %.1f s: the window answers F8 within 1 s (the focus moved %.2f s after the key, %d sets "
          "sent by then)" % (SETS, flood.seconds or -1, answered, sent_then),
          bool(focused) and answered <= 1.0 and flood.sent == SETS,
          "keyboardFocus %s; the separator took %d widths from %s to %s" % (app.last().get("keyboardFocus"), len(moved),
                                                                          moved[0] if moved else None, moved[-1] if moved else None))

    flood = Flood(connection, bus_name, path)
    flood.start()
    wait_for(lambda: flood.sent >= 2000, timeout=10, step=0.005)
    pressed = time.monotonic()
    app.xdotool("key", "ctrl+q")
    gone = wait_for(lambda: app.proc.poll() is not None, timeout=30, step=0.005)
    took = time.monotonic() - pressed
    flood.join(timeout=60)
    shown = app.last().get("primary", {}).get("w")
    try:
        with open(app.settings) as f:
            saved = json.load(f)["scenes"]["mail"]["primaryWidth"]
    except (OSError, ValueError, KeyError) as error:
        saved = "none (%s)" % error
    # The values rise: the saved width is the window's last (its last frame, or a value it took after that frame and
    # before the quit), never an older one, and nothing the flood sent after the quit.
    check("Ctrl+Q during a flood ends the window within 1 s (%.2f s), with its last width saved" % took,
          bool(gone) and app.proc.returncode == 0 and took <= 1.0 and isinstance(saved, (int, float))
          and shown is not None and shown <= saved <= (flood.last_value or 0),
          "exit %s; last width shown %s, saved %s; the flood had sent %d sets (last value %s)"
          % (app.proc.returncode, shown, saved, flood.sent, flood.last_value))
    app.quit()
