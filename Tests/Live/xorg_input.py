"""A real X input stack for the live checks: Xorg with the dummy video driver and the `inputtest` input driver
(xserver-xorg-core ships it: man 4 inputtestdrv), so touches, a pointer with XInput 2.1 scroll valuators and a
keyboard come in as from real devices, through the server's own event processing (touch delivery, pointer
emulation, the scroll valuators' emulated wheel buttons, enter and leave) instead of XTEST.

    xorg = Xorg(work)          # starts it on a free display; XorgError (with the log's errors) when it cannot
    xorg.env()                 # an environment with its DISPLAY
    xorg.touch_down(0, 100, 200); xorg.touch_move(0, 140, 200); xorg.touch_up(0, 140, 200)
    xorg.pointer_move(dx, dy); xorg.pointer_to(x, y); xorg.button(1, True)
    xorg.scroll(horizontal=-30)         # valuator units: SCROLL_INCREMENT (120) is one notch
    xorg.key(KEY_CONTROL_L, True)
    xorg.stop()

Positions are screen pixels. Each event is followed by the driver's WaitForSync (unless sync=False): when the call
returns, the server has processed it and sent it to the clients. The driver takes one connection per device and
does not accept another once it is closed, so each device's connection stays open for the server's life.

The protocol (/usr/include/xorg/xf86-input-inputtest-protocol.h of xserver-xorg-dev, protocol 1.1) is mirrored in
ctypes structures, which lay out fields as the C compiler does (no header or compiler needed at run time): 4-byte
enums, the 64-valuator arrays of doubles 8-aligned (4 bytes of padding after the 8-byte mask, and after the button
event's three fields). The sizes are asserted on import against gcc's sizeof() for the header on x86-64 (the same
on any LP64 ABI): the driver drops the connection, for good, when an event's length is not its struct's size.

Xorg runs as root here (make test as root, CI as root): `Xorg :N -config xorg.conf -configdir xorg.conf.d -noreset
-nolisten tcp -logfile Xorg.log -novtswitch -sharevts -keeptty` needs no GPU and no input hardware; with a console
it shares the current VT (its log says "using VT number 1") and never switches, and without one (no /dev/tty0) it
runs all the same. No window manager runs.
"""
import ctypes
import os
import socket
import struct
import subprocess
import time

from livecheck import free_display, tail, wait_for

# Protocol 1.1 (xf86-input-inputtest-protocol.h).
PROTOCOL = (1, 1)
EVENT_CLIENT_VERSION, EVENT_WAIT_FOR_SYNC, EVENT_MOTION, EVENT_PROXIMITY, EVENT_BUTTON, EVENT_KEY, EVENT_TOUCH = range(7)
RESPONSE_SERVER_VERSION, RESPONSE_SYNC_FINISHED = 0, 1
MAX_VALUATORS = 64
# xf86PostTouchEvent's types are XInput 2's event types.
XI_TOUCH_BEGIN, XI_TOUCH_UPDATE, XI_TOUCH_END = 18, 19, 20
TOUCH_AXIS_MAX = 0xffff  # the touch device's X and Y valuators run 0 ... 65535 across the screen
SCROLL_INCREMENT = 120  # the driver's SetScrollValuator increment on axes 2 (horizontal) and 3 (vertical): one notch
AXIS_HSCROLL, AXIS_VSCROLL = 2, 3
# X keycodes (evdev + 8) of the server's default XKB keymap (evdev rules, pc105, us).
KEY_CONTROL_L, KEY_Q, KEY_ESCAPE, KEY_F9 = 37, 24, 9, 75


class EventHeader(ctypes.Structure):
    _fields_ = [("length", ctypes.c_uint32), ("type", ctypes.c_uint32)]  # enum xf86ITEventType: 4 bytes


class ValuatorData(ctypes.Structure):
    _fields_ = [("has_unaccelerated", ctypes.c_uint32),
                ("mask", ctypes.c_uint8 * ((MAX_VALUATORS + 7) // 8)),
                # 4 bytes of padding here (ctypes adds it as the C compiler does): the doubles are 8-aligned.
                ("valuators", ctypes.c_double * MAX_VALUATORS),
                ("unaccelerated", ctypes.c_double * MAX_VALUATORS)]

    def set(self, axis, value):
        self.mask[axis // 8] |= 1 << (axis % 8)
        self.valuators[axis] = value


class EventClientVersion(ctypes.Structure):
    _fields_ = [("header", EventHeader), ("major", ctypes.c_uint16), ("minor", ctypes.c_uint16)]


class EventWaitForSync(ctypes.Structure):
    _fields_ = [("header", EventHeader)]


class EventMotion(ctypes.Structure):
    _fields_ = [("header", EventHeader), ("is_absolute", ctypes.c_uint32), ("valuators", ValuatorData)]


class EventButton(ctypes.Structure):
    _fields_ = [("header", EventHeader), ("is_absolute", ctypes.c_int32), ("button", ctypes.c_int32),
                ("is_press", ctypes.c_uint32), ("valuators", ValuatorData)]


class EventKey(ctypes.Structure):
    _fields_ = [("header", EventHeader), ("key_code", ctypes.c_int32), ("is_press", ctypes.c_uint32)]


class EventTouch(ctypes.Structure):
    _fields_ = [("header", EventHeader), ("touchid", ctypes.c_uint32), ("touch_type", ctypes.c_uint32),
                ("valuators", ValuatorData)]


# sizeof() of each struct as gcc lays out the header (x86-64): the driver compares the length with these.
EXPECTED_SIZES = {ValuatorData: 1040, EventClientVersion: 12, EventWaitForSync: 8, EventMotion: 1056, EventButton: 1064,
                  EventKey: 16, EventTouch: 1056}


def layout_mismatches():
    """How the structures differ from the driver's (an ABI other than LP64's): a list of sentences, empty when none."""
    wrong = ["%s is %d bytes, the driver's is %d" % (s.__name__, ctypes.sizeof(s), size)
             for s, size in EXPECTED_SIZES.items() if ctypes.sizeof(s) != size]
    offsets = (ValuatorData.valuators.offset, EventButton.valuators.offset, EventTouch.valuators.offset)
    return wrong + ([] if offsets == (16, 24, 16) else ["valuator offsets %s, the driver's (16, 24, 16)" % (offsets,)])


class XorgError(Exception):
    """Xorg or one of its devices could not be started or used; the message ends with the server log's errors and tail."""


def log_report(log, lines=10):
    """The (EE) lines of Xorg's log (its legend and the missing system bus left out) and its last lines, on one line."""
    try:
        with open(log, errors="replace") as f:
            errors = [line.strip() for line in f if "(EE)" in line and "(WW) warning, (EE) error" not in line
                      and "dbus-core" not in line]
    except OSError:
        errors = []
    return "errors: %s; last lines: %s" % (" | ".join(errors[-8:]) or "none", tail(log, lines))


def event(cls, kind, **fields):
    e = cls(**fields)
    e.header.length = ctypes.sizeof(cls)
    e.header.type = kind
    return e


class Device:
    """One inputtest device's connection: the version handshake, events, and WaitForSync."""

    def __init__(self, name, path, log, timeout=10):
        self.name, self.path, self.log = name, path, log
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        try:
            self.sock.connect(path)
            self.sock.sendall(bytes(event(EventClientVersion, EVENT_CLIENT_VERSION, major=PROTOCOL[0], minor=PROTOCOL[1])))
            length, kind = struct.unpack("=II", self._read(8))
            body = self._read(length - 8)
        except OSError as error:
            raise XorgError("%s: no connection to the inputtest driver at %s: %s; Xorg's log: %s"
                            % (name, path, error, log_report(log)))
        if kind != RESPONSE_SERVER_VERSION or length != 12:
            raise XorgError("%s: the driver answered the version with type %d, %d bytes" % (name, kind, length))
        self.server_version = struct.unpack("=HH", body)

    def _read(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise OSError("the driver closed the connection")
            data += chunk
        return data

    def send(self, e, sync=True):
        try:
            self.sock.sendall(bytes(e))
        except OSError as error:
            raise XorgError("%s: cannot send to the driver: %s; Xorg's log: %s" % (self.name, error, log_report(self.log)))
        if sync:
            self.sync()

    def sync(self):
        """Returns once the server has processed every event sent so far (the driver's WaitForSync)."""
        try:
            self.sock.sendall(bytes(event(EventWaitForSync, EVENT_WAIT_FOR_SYNC)))
            length, kind = struct.unpack("=II", self._read(8))
            if length > 8:
                self._read(length - 8)
        except OSError as error:
            raise XorgError("%s: no answer to WaitForSync: %s; Xorg's log: %s" % (self.name, error, log_report(self.log)))
        if kind != RESPONSE_SYNC_FINISHED:
            raise XorgError("%s: the driver answered WaitForSync with type %d" % (self.name, kind))

    def close(self):
        self.sock.close()


CONFIG = """\
Section "ServerFlags"
    Option "AutoAddDevices" "false"
    Option "AutoEnableDevices" "false"
    Option "AutoAddGPU" "false"
    Option "AutoBindGPU" "false"
    Option "DontVTSwitch" "true"
    Option "BlankTime" "0"
    Option "StandbyTime" "0"
    Option "SuspendTime" "0"
    Option "OffTime" "0"
EndSection

Section "Device"
    Identifier "dummy"
    Driver "dummy"
    VideoRam {videoram}
EndSection

Section "Monitor"
    Identifier "monitor"
    HorizSync 5.0-1000.0
    VertRefresh 5.0-200.0
    Modeline "{w}x{h}" {clock:.2f} {w} {hss} {hse} {ht} {h} {vss} {vse} {vt} +hsync +vsync
    Option "DPMS" "false"
EndSection

Section "Screen"
    Identifier "screen"
    Device "dummy"
    Monitor "monitor"
    DefaultDepth 24
    SubSection "Display"
        Depth 24
        Modes "{w}x{h}"
        Virtual {w} {h}
    EndSubSection
EndSection

Section "InputDevice"
    Identifier "touch"
    Driver "inputtest"
    Option "SocketPath" "{work}/touch.sock"
    Option "DeviceType" "Touch"
    Option "TouchCount" "{touches}"
EndSection

Section "InputDevice"
    Identifier "pointer"
    Driver "inputtest"
    Option "SocketPath" "{work}/pointer.sock"
    Option "DeviceType" "Pointer"
    Option "AccelerationScheme" "none"
EndSection

Section "InputDevice"
    Identifier "keyboard"
    Driver "inputtest"
    Option "SocketPath" "{work}/keyboard.sock"
    Option "DeviceType" "Keyboard"
EndSection

Section "ServerLayout"
    Identifier "layout"
    Screen "screen"
    InputDevice "touch"
    InputDevice "pointer" "CorePointer"
    InputDevice "keyboard" "CoreKeyboard"
EndSection
"""

DEVICES = ("touch", "pointer", "keyboard")


class Xorg:
    """Xorg on a free display (`display`, e.g. ":310") with the dummy video driver, a `size` screen, and three
    inputtest devices: a direct touchscreen (`touches` touches), a relative pointer (7 buttons, no acceleration,
    horizontal and vertical scroll valuators on axes 2 and 3 with increment 120) and a keyboard. Its files go in
    `work` (config, log, device sockets). Raises XorgError, with the log's tail, when it cannot start."""

    def __init__(self, work, size=(1600, 1200), touches=5, displays=(310, 399), timeout=20, refresh=60):
        mismatches = layout_mismatches()
        if mismatches:  # the driver would drop the connection for good at the first event
            raise XorgError("the inputtest structures do not match the driver's layout: " + "; ".join(mismatches))
        self.work, self.size = work, size
        os.makedirs(work, exist_ok=True)
        self.config = os.path.join(work, "xorg.conf")
        self.confdir = os.path.join(work, "xorg.conf.d")  # empty: nothing of the machine's own xorg.conf.d
        os.makedirs(self.confdir, exist_ok=True)
        with open(os.path.join(self.confdir, "README.conf"), "w") as f:  # Xorg reports an empty folder as an error
            f.write("# Nothing: the devices and the screen are all in ../xorg.conf.\n")
        w, h = size
        with open(self.config, "w") as f:
            # A `refresh` Hz mode (60 unless asked) of exactly w × h with a GTF-like blanking (the monitor section takes
            # no reduced blanking); VideoRam (KiB) holds the 32-bit framebuffer with room to spare.
            ht, vt = (w * 27 // 20 + 7) // 8 * 8, h + 50
            f.write(CONFIG.format(w=w, h=h, hss=w + 64, hse=w + 256, ht=ht, vss=h + 1, vse=h + 4, vt=vt,
                                  clock=ht * vt * refresh / 1e6, videoram=max(32768, w * h * 4 * 2 // 1024),
                                  work=work, touches=touches))
        self.proc, self.devices, self.display = None, {}, None
        # What the pointer's scroll valuators have been sent so far: the server's value of each (it adds them up
        # from 0), whose remainder modulo SCROLL_INCREMENT is what it carries towards its next emulated wheel button.
        self.scrolled = {AXIS_HSCROLL: 0.0, AXIS_VSCROLL: 0.0}
        self.log = os.path.join(work, "Xorg.log")
        for _ in range(3):  # another server may take the display between our look and Xorg's lock
            self.display = free_display(*displays)
            if not self.display:
                raise XorgError("no free X display from :%d to :%d" % displays)
            error = self._start(timeout)
            if error is None or "already active" not in error:
                break
        if error:
            raise XorgError("Xorg did not start on %s: %s" % (self.display, error))
        try:
            self.devices = {name: Device(name, os.path.join(work, name + ".sock"), self.log) for name in DEVICES}
        except XorgError:
            self.stop()
            raise
        self.touch, self.pointer, self.keyboard = (self.devices[name] for name in DEVICES)
        # The touch valuators span the screen: a mode other than the one asked for would put every touch elsewhere.
        try:
            shown = subprocess.run(["xdotool", "getdisplaygeometry"], env=self.env(), capture_output=True, text=True)
        except OSError as error:
            self.stop()
            raise XorgError("cannot ask the screen's size: xdotool: %s" % error)
        if shown.stdout.split() != [str(w), str(h)]:
            self.stop()
            raise XorgError("the screen is %s, not %dx%d; Xorg's log: %s" % (
                (shown.stdout + shown.stderr).strip(), w, h, log_report(self.log)))

    def _start(self, timeout):
        for name in DEVICES:  # the driver removes a stale socket itself; an old one must not pass for a new one
            try:
                os.unlink(os.path.join(self.work, name + ".sock"))
            except FileNotFoundError:
                pass
        self.command = ["Xorg", self.display, "-config", self.config, "-configdir", self.confdir, "-noreset",
                        "-nolisten", "tcp", "-logfile", self.log, "-novtswitch", "-sharevts", "-keeptty"]
        output = os.path.join(self.work, "Xorg.out")
        try:
            self.proc = subprocess.Popen(self.command, stdin=subprocess.DEVNULL, stdout=open(output, "w"),
                                         stderr=subprocess.STDOUT)
        except OSError as error:
            return "cannot run %s: %s" % (self.command[0], error)
        number = self.display[1:]
        ready = lambda: os.path.exists("/tmp/.X11-unix/X" + number) and all(
            os.path.exists(os.path.join(self.work, name + ".sock")) for name in DEVICES)
        wait_for(lambda: ready() or self.proc.poll() is not None, timeout=timeout, step=0.05)
        if self.proc.poll() is None and ready():
            return None
        status = self.proc.poll()
        if status is None:
            self.stop()
        return "status %s after %s; its output: %s; its log's %s" % (
            status, " ".join(self.command), tail(output, 3), log_report(self.log))

    def env(self, **extra):
        """The environment with this server's DISPLAY (and no Wayland or forced SDL video driver)."""
        env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "GDK_SCALE")}
        env["DISPLAY"] = self.display
        env.update(extra)
        return env

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def log_tail(self, lines=10):
        return log_report(self.log, lines)

    # Touchscreen (screen pixels; the valuators span the screen, 65536 units to its width and height).

    def _touch(self, kind, touch_id, x, y, sync):
        e = event(EventTouch, EVENT_TOUCH, touchid=touch_id, touch_type=kind)
        w, h = self.size
        # The server maps valuator v to v × width / 65536 (rescaleValuatorAxis: axis max + 1); the 1/1000 pixel
        # keeps the 16.16 fixed point of the event (truncated) from landing a hair short of a whole pixel.
        e.valuators.set(0, max(0, min(TOUCH_AXIS_MAX, (x + 0.001) * (TOUCH_AXIS_MAX + 1) / w)))
        e.valuators.set(1, max(0, min(TOUCH_AXIS_MAX, (y + 0.001) * (TOUCH_AXIS_MAX + 1) / h)))
        self.touch.send(e, sync)

    def touch_down(self, touch_id, x, y, sync=True):
        self._touch(XI_TOUCH_BEGIN, touch_id, x, y, sync)

    def touch_move(self, touch_id, x, y, sync=True):
        self._touch(XI_TOUCH_UPDATE, touch_id, x, y, sync)

    def touch_up(self, touch_id, x, y, sync=True):
        self._touch(XI_TOUCH_END, touch_id, x, y, sync)

    # Pointer (relative, no acceleration: a motion of dx moves the cursor dx pixels).

    def pointer_move(self, dx, dy, sync=True):
        e = event(EventMotion, EVENT_MOTION, is_absolute=0)
        e.valuators.set(0, dx)
        e.valuators.set(1, dy)
        self.pointer.send(e, sync)

    def pointer_position(self):
        """Where the cursor is (screen pixels), asked of the server."""
        out = subprocess.run(["xdotool", "getmouselocation", "--shell"], env=self.env(), capture_output=True,
                             text=True).stdout
        fields = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return int(fields["X"]), int(fields["Y"])

    def pointer_to(self, x, y, steps=1):
        """Moves the cursor to (x, y) with relative motions of this pointer (not XTEST, which would make the
        master pointer switch devices), in `steps` motions."""
        for i in range(steps):
            px, py = self.pointer_position()
            left = steps - i
            self.pointer_move(round((x - px) / left), round((y - py) / left))
        return self.pointer_position()

    def button(self, button, press, sync=True):
        e = event(EventButton, EVENT_BUTTON, is_absolute=0, button=button, is_press=1 if press else 0)
        self.pointer.send(e, sync)

    def scroll(self, horizontal=0.0, vertical=0.0, sync=True):
        """One motion of the scroll valuators, in valuator units (SCROLL_INCREMENT is a notch; negative is left or
        up), as a touchpad's two fingers send them: the server adds them up and makes wheel buttons 4–7 at each
        whole increment."""
        e = event(EventMotion, EVENT_MOTION, is_absolute=0)
        if horizontal:
            e.valuators.set(AXIS_HSCROLL, horizontal)
        if vertical:
            e.valuators.set(AXIS_VSCROLL, vertical)
        self.pointer.send(e, sync)
        self.scrolled[AXIS_HSCROLL] += horizontal
        self.scrolled[AXIS_VSCROLL] += vertical

    # Keyboard (X keycodes).

    def key(self, keycode, press, sync=True):
        self.keyboard.send(event(EventKey, EVENT_KEY, key_code=keycode, is_press=1 if press else 0), sync)

    def keys(self, *keycodes):
        """Presses the keys in order and lets them go in reverse: a chord such as Ctrl+Q."""
        for k in keycodes:
            self.key(k, True)
        for k in reversed(keycodes):
            self.key(k, False)

    def stop(self):
        for device in self.devices.values():
            device.close()
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
