#!/usr/bin/env python3
"""Writes the release build's function order (scripts/release.order): the functions a window runs, laid out together.

    release-order.py BINARY [--out scripts/release.order]     record a session under callgrind, write the order
    release-order.py BINARY --check [--out ...]                how many of the listed functions the binary still has

The release executable is 19 MB of code, Swift's runtime and Foundation linked in, and the code a window runs
(1.3 MB) was spread over all of it: the kernel maps a file's pages in blocks around each one touched, so 10.5 MB of
code was resident after the first frame. lld's --symbol-ordering-file puts the listed functions first, together,
when each has a section of its own (-function-sections, the Makefile's RELEASE_FLAGS).

BINARY is a release build with symbols. Its session runs twice under valgrind's callgrind, once per renderer, in a
private Xvfb driven by xdotool: the first frame, a separator drag, two resizes across the bands, a row clicked, a key,
Ctrl+Q. The first session is a first start: no fontconfig answers kept, no settings file. The second is a usual one: it
finds the first's answers and reads the settings the first saved. Both write a state log, as make compare, the tours
and the tests do: left out, the log's functions lay spread over the code, 19 pages of it that kept 1.1 MB resident
around them. The functions of the executable that ran are kept in the order callgrind lists them, names several
objects each define too (an outlined copy, a closure's thunk: 31 names, 149 copies, 7.6 KB in the order of 161eb11).
lld brings every copy of such a name forward: in the project's objects each is a small section of its own; a copy in
a toolchain library built without function sections brings that object's whole code along, as any function listed
there does (each such object of 161eb11 held other listed functions already). Left out, each copy of ours was a call
into its object's far place that kept 64 KB around it resident. The compiler's helpers with no symbol at all
(sections .text..L*) are gathered by scripts/release-text.ld instead.
Valgrind 3.19 cannot read Swift's DWARF 5, so a copy without debug information is profiled.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "release.order")
HEADER = """\
# The functions a splitview window runs, first in the release executable (lld --symbol-ordering-file, see
# scripts/release-order.py, which wrote this file: make release-order). Names the build no longer has are skipped.
"""


def defined(binary):
    """The function names BINARY defines (nm)."""
    listing = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    return {parts[2] for parts in (line.split(None, 2) for line in listing.splitlines())
            if len(parts) == 3 and parts[1] in "tTwW"}


def listed(path):
    with open(path) as handle:
        return [line.strip() for line in handle if line.strip() and not line.startswith("#")]


def callgrind_functions(path, binary_name):
    """Functions of the object named BINARY_NAME in a callgrind output, in the order they first appear."""
    objects, functions, current, seen = {}, {}, None, {}
    pattern = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")
    with open(path, errors="replace") as handle:
        for line in handle:
            match = pattern.match(line.rstrip("\n"))
            if not match:
                continue
            kind, number, name = match.groups()
            table = objects if kind.endswith("ob") else functions
            if name:
                table[number] = name
            if kind == "ob":
                current = objects.get(number)
            elif kind == "fn" and current and os.path.basename(current) == binary_name:
                function = re.sub(r"'\d+$", "", functions[number])  # callgrind's recursion depth suffix
                if not function.startswith(("0x", "(")):
                    seen.setdefault(function, None)
    return list(seen)


def free_display():
    number = 150
    while os.path.exists("/tmp/.X%d-lock" % number) or os.path.exists("/tmp/.X11-unix/X%d" % number):
        number += 1
    return ":%d" % number


def session_environment(display, work):
    """A window's environment: the private display, and a cache folder of the session's own, where the first session
    finds no fontconfig answers kept (so the order has a first start's functions) and the second finds them (a usual
    start's). Mesa's shader cache stays the user's: a new one would make llvmpipe compile its shaders again, which under
    callgrind takes minutes."""
    users = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")  # Mesa adds mesa_shader_cache to either
    env = dict(os.environ, DISPLAY=display, XDG_CACHE_HOME=os.path.join(work, "cache"),
               MESA_SHADER_CACHE_DIR=os.environ.get("MESA_SHADER_CACHE_DIR", users))
    env.pop("WAYLAND_DISPLAY", None)
    return env


def separator_x(state_log):
    """The separator's x in the first frame the state log records."""
    with open(state_log) as log:
        return int(json.loads(log.readline())["separator"]["x"])


def session(binary, renderer, out, display, work):
    env = session_environment(display, work)
    settings = os.path.join(work, "settings.json")  # the second session reads what the first saved
    state_log = os.path.join(work, "state-%s.jsonl" % renderer)
    program = subprocess.Popen(
        ["valgrind", "--tool=callgrind", "--demangle=no", "--dump-instr=no", "--callgrind-out-file=" + out,
         binary, "--renderer", renderer, "--size", "1200x800", "--settings", settings, "--state-log", state_log],
        env=env, stdout=subprocess.DEVNULL, stderr=open(out + ".log", "w"))

    def xdotool(*args):
        return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True).stdout.strip()

    window = ""
    for _ in range(180):
        window = xdotool("search", "--name", "splitview")
        if window or program.poll() is not None:
            break
        time.sleep(1)
    if not window:
        program.kill()
        sys.exit("release-order: no window under callgrind (%s); see %s.log" % (renderer, out))
    window = window.split()[0]
    time.sleep(15)  # the first frame, at valgrind's pace
    grab = separator_x(state_log) + 3  # where the settings put it
    xdotool("mousemove", "--window", window, str(grab), "300")
    time.sleep(1)
    xdotool("mousedown", "1")
    for step in range(1, 11):
        xdotool("mousemove", "--window", window, str(grab + 20 * step), "300")
        time.sleep(0.3)
    xdotool("mouseup", "1")
    time.sleep(2)
    for size in (("800", "700"), ("500", "700"), ("1300", "800")):  # overlay, compact, tiled again
        xdotool("windowsize", window, *size)
        time.sleep(4)
    xdotool("mousemove", "--window", window, "100", "200")
    xdotool("click", "1")
    time.sleep(2)
    xdotool("key", "Down")
    time.sleep(2)
    xdotool("key", "ctrl+q")
    try:
        program.wait(timeout=180)
    except subprocess.TimeoutExpired:
        program.kill()
        sys.exit("release-order: splitview did not quit under callgrind (%s)" % renderer)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    names = defined(args.binary)
    if args.check:
        functions = listed(args.out)
        found = sum(1 for name in functions if name in names)
        print("release order: %d of the %d functions in %s are in %s" % (
            found, len(functions), os.path.relpath(args.out), args.binary))
        return
    for tool in ("valgrind", "Xvfb", "xdotool", "objcopy"):
        if not shutil.which(tool):
            sys.exit("release-order: %s is missing (make release-order installs it)" % tool)
    work = tempfile.mkdtemp(prefix="splitview-order-")
    display = free_display()
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        stripped = os.path.join(work, "splitview")
        subprocess.run(["objcopy", "--strip-debug", args.binary, stripped], check=True)
        order = {}
        for renderer in ("software", "gpu"):
            out = os.path.join(work, "callgrind-%s.out" % renderer)
            session(stripped, renderer, out, display, work)
            for function in callgrind_functions(out, "splitview"):
                if function in names:
                    order.setdefault(function, None)
    finally:
        xvfb.terminate()
        xvfb.wait()
    with open(args.out + ".new", "w") as handle:
        handle.write(HEADER)
        handle.write("\n".join(order) + "\n")
    os.replace(args.out + ".new", args.out)
    shutil.rmtree(work, ignore_errors=True)
    print("release-order: %d functions written to %s" % (len(order), os.path.relpath(args.out)))


if __name__ == "__main__":
    main()
