#!/usr/bin/env python3
"""A virtual touchpad for a wlroots compositor (zwlr_virtual_pointer_v1), spoken in the Wayland wire protocol
itself: no client library to install.

    wl_virtual_pointer.py [--size W H] COMMAND...

Commands, run in turn: `move X Y` (absolute, in an output of W × H), `swipe DX DY STEPS` (a two-finger scroll:
STEPS axis events of DX/STEPS, DY/STEPS each, source finger, 20 ms apart (a touchpad at 50 Hz: a frame between
any two even on a loaded machine), then axis_stop), `wheel DX DY` (one notch
of a wheel: source wheel, discrete steps), `sleep S`. Used by the live checks to send Xwayland smooth scrolls,
which it gives X clients as XInput 2 scroll valuators (a device with scroll classes, which Xvfb never has).
"""
import os
import socket
import struct
import sys
import time


class Wayland:
    def __init__(self):
        path = os.path.join(os.environ["XDG_RUNTIME_DIR"], os.environ.get("WAYLAND_DISPLAY", "wayland-0"))
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(path)
        self.next_id = 2
        self.buffer = b""

    def new_id(self):
        self.next_id += 1
        return self.next_id - 1

    def send(self, obj, opcode, *args):
        body = b""
        for kind, value in args:
            if kind in ("u", "o", "n"):
                body += struct.pack("<I", value)
            elif kind == "i":
                body += struct.pack("<i", value)
            elif kind == "f":  # fixed: 24.8
                body += struct.pack("<i", int(round(value * 256)))
            elif kind == "s":
                data = value.encode() + b"\0"
                body += struct.pack("<I", len(data)) + data + b"\0" * (-len(data) % 4)
        self.sock.sendall(struct.pack("<II", obj, (8 + len(body)) << 16 | opcode) + body)

    def events(self):
        """Reads what has arrived, as (object, opcode, payload)."""
        self.buffer += self.sock.recv(65536)
        while len(self.buffer) >= 8:
            obj, word = struct.unpack("<II", self.buffer[:8])
            size = word >> 16
            if len(self.buffer) < size:
                break
            yield obj, word & 0xFFFF, self.buffer[8:size]
            self.buffer = self.buffer[size:]

    def roundtrip(self, on_event):
        callback = self.new_id()
        self.send(1, 0, ("n", callback))  # wl_display.sync
        while True:
            for obj, opcode, payload in self.events():
                if obj == callback:
                    return
                if obj == 1 and opcode == 0:  # wl_display.error
                    sys.exit("wayland error: %r" % payload)
                on_event(obj, opcode, payload)


def string_at(payload, offset):
    length = struct.unpack("<I", payload[offset:offset + 4])[0]
    return payload[offset + 4:offset + 4 + length - 1].decode(), offset + 4 + length + (-length % 4)


def main(argv):
    width, height = 800, 700
    if argv[:1] == ["--size"]:
        width, height, argv = int(argv[1]), int(argv[2]), argv[3:]
    wl = Wayland()
    registry = wl.new_id()
    wl.send(1, 1, ("n", registry))  # wl_display.get_registry
    globals_ = {}

    def on_global(obj, opcode, payload):
        if obj == registry and opcode == 0:
            name = struct.unpack("<I", payload[:4])[0]
            interface, offset = string_at(payload, 4)
            globals_[interface] = name
    wl.roundtrip(on_global)
    if "zwlr_virtual_pointer_manager_v1" not in globals_:
        sys.exit("the compositor has no zwlr_virtual_pointer_manager_v1")
    manager = wl.new_id()
    wl.send(registry, 0, ("u", globals_["zwlr_virtual_pointer_manager_v1"]), ("s", "zwlr_virtual_pointer_manager_v1"),
            ("u", 1), ("n", manager))
    pointer = wl.new_id()
    wl.send(manager, 0, ("o", 0), ("n", pointer))  # create_virtual_pointer(seat: null)
    now = lambda: int(time.monotonic() * 1000) & 0xFFFFFFFF
    # Requests of zwlr_virtual_pointer_v1: 0 motion, 1 motion_absolute, 2 button, 3 axis, 4 frame, 5 axis_source,
    # 6 axis_stop, 7 axis_discrete. wl_pointer.axis: 0 vertical, 1 horizontal; axis_source: 0 wheel, 1 finger.
    i = 0
    while i < len(argv):
        command = argv[i]
        if command == "move":
            x, y = int(argv[i + 1]), int(argv[i + 2])
            wl.send(pointer, 1, ("u", now()), ("u", x), ("u", y), ("u", width), ("u", height))
            wl.send(pointer, 4)
            i += 3
        elif command == "swipe":
            dx, dy, steps = float(argv[i + 1]), float(argv[i + 2]), int(argv[i + 3])
            for _ in range(steps):
                wl.send(pointer, 5, ("u", 1))
                if dx:
                    wl.send(pointer, 3, ("u", now()), ("u", 1), ("f", dx / steps))
                if dy:
                    wl.send(pointer, 3, ("u", now()), ("u", 0), ("f", dy / steps))
                wl.send(pointer, 4)
                wl.roundtrip(lambda *a: None)
                time.sleep(0.02)
            wl.send(pointer, 5, ("u", 1))
            for axis, moved in ((1, dx), (0, dy)):
                if moved:
                    wl.send(pointer, 6, ("u", now()), ("u", axis))
            wl.send(pointer, 4)
            i += 4
        elif command == "wheel":
            dx, dy = int(argv[i + 1]), int(argv[i + 2])
            wl.send(pointer, 5, ("u", 0))
            for axis, steps in ((1, dx), (0, dy)):
                if steps:
                    wl.send(pointer, 7, ("u", now()), ("u", axis), ("f", 15.0 * steps), ("i", steps))
            wl.send(pointer, 4)
            i += 3
        elif command == "sleep":
            time.sleep(float(argv[i + 1]))
            i += 2
        else:
            sys.exit("unknown command %r" % command)
        wl.roundtrip(lambda *a: None)
    wl.send(pointer, 8)  # destroy
    wl.roundtrip(lambda *a: None)


if __name__ == "__main__":
    main(sys.argv[1:])
