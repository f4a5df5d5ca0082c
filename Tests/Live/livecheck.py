"""What the live checks share (live_window_checks.py under Xvfb, xorg_input_checks.py on a real Xorg with xorg_input.py's
devices, wayland_checks.py under a headless sway, atspi_checks.py and orca_checks.py on a private session bus): the PASS/FAIL lines and their tally, waiting with a limit, log tails,
a free X display, the state log, a window on X11, stopping a process, an Xvfb with a private session bus for the checks
that need D-Bus (AT-SPI, the desktop's settings), and the one way they start a headless sway (as an unprivileged user,
with a runtime directory of its own, Xwayland on request).

Each check prints PASS or FAIL with what it saw; `summary` prints the tally, and the exit status is 1 if any failed.
"""
import glob
import json
import os
import pwd
import subprocess
import sys
import time

failures = []

USER = "splitview-live"  # who runs sway and its clients when the checks run as root (sway refuses root)


def check(name, ok, seen):
    print("%s  %s (%s)" % ("PASS" if ok else "FAIL", name, seen), flush=True)
    if not ok:
        failures.append(name)
    return ok


def wait_for(predicate, timeout=10, step=0.02):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    return predicate()


def tail(path, lines=5):
    """The last lines of a log, on one line (for a failure report)."""
    try:
        with open(path, errors="replace") as f:
            return " | ".join(f.read().strip().splitlines()[-lines:]) or "empty"
    except (OSError, TypeError):
        return "none"


def state_log(path):
    """The records of splitview's --state-log so far (JSON lines; a line still being written is left out). Read as
    bytes and decoded line by line: a line still being written may end inside a character (the title's "—"), and
    decoding the whole file as text then failed, which made the log look empty for that moment. A whole line that is
    not JSON is an error, not an empty log."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return []
    return [json.loads(line) for line in data.split(b"\n")[:-1]]  # the last piece: a line still being written, or ""


def abstract_x_sockets():
    """The X display numbers whose abstract socket (@/tmp/.X11-unix/XN) is open in this network namespace. An X server
    listens there as well as on the file, and a private /tmp (a clean CI run under `unshare --mount`) hides the lock
    and socket files of servers that still hold those names: a new server cannot bind one, and a client reaches the
    old server first."""
    try:
        with open("/proc/net/unix") as table:
            names = [line.split()[-1] for line in table if line.rstrip().endswith(tuple("0123456789"))]
    except OSError:
        return set()
    prefix = "@/tmp/.X11-unix/X"
    return {int(name[len(prefix):]) for name in names if name.startswith(prefix) and name[len(prefix):].isdigit()}


RESERVED_DISPLAYS = "/tmp/.splitview-x-displays"  # one file per display number a running check has picked


def reserve_display(n):
    """Reserves X display number `n` for this process (a file created exclusively, holding our pid), so checks that
    run side by side (scripts/run-lanes.py) never both pick it between one's choice and its server taking the number.
    A reservation of ours is ours to use again; one whose process has ended is taken over. True when we hold it."""
    if not os.path.isdir(RESERVED_DISPLAYS):
        os.makedirs(RESERVED_DISPLAYS, exist_ok=True)
        try:
            os.chmod(RESERVED_DISPLAYS, 0o1777)  # anyone's checks may reserve, as anyone may start an X server
        except OSError:
            pass
    path = os.path.join(RESERVED_DISPLAYS, str(n))
    for _ in range(2):
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            try:
                with open(path) as f:
                    holder = int(f.read().strip() or 0)
            except (OSError, ValueError):
                holder = 0
            if holder == os.getpid():
                return True
            if holder > 0 and os.path.exists("/proc/%d" % holder):
                return False
            try:  # its process has ended (or it is still being written, then the next number will do)
                if holder > 0:
                    os.unlink(path)
            except OSError:
                pass
            continue
        with os.fdopen(fd, "w") as f:
            f.write(str(os.getpid()))
        return True
    return False


def free_display(first=90, last=199):
    """An X display number from `first` to `last` nobody holds (neither its socket nor its lock file exists, nor its
    abstract socket, nor another running check's reservation), reserved for this process; or None."""
    taken = abstract_x_sockets()
    for n in range(first, last + 1):
        if n not in taken and not os.path.exists("/tmp/.X11-unix/X%d" % n) and not os.path.exists("/tmp/.X%d-lock" % n) \
                and reserve_display(n):
            return ":%d" % n
    return None


def stop(proc, timeout=5):
    """Terminates a process we started, killed if it has not gone within `timeout` seconds."""
    if proc and proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def summary(name, started):
    """Prints the tally; the exit status the script should end with."""
    print("%s: %s in %.1f s" % (name, "all passed" if not failures else "%d failed: %s" % (len(failures), ", ".join(failures)),
                                time.monotonic() - started))
    return 1 if failures else 0


def run_under_xvfb_and_bus(script, binary, work, displays, screen, env_set=None, env_drop=(), args=(), timeout=300):
    """Runs `script --inside BINARY WORK ARGS…` with /usr/bin/python3 inside a private session bus (dbus-run-session), on
    an Xvfb of its own (the first free display of `displays`, a (first, last) pair; a screen of `screen`, `-noreset`,
    so no reset between one window and the next refuses a connection), with `env_set` set and `env_drop` unset in its
    environment: its exit status. A failure to start, or a run past `timeout` seconds, is a FAIL and status 1 (the
    session bus and what it started end with the inner run). Xvfb's log is WORK/xvfb.log."""
    display = free_display(*displays)
    if display is None:
        check("a free X display", False, "none of :%d … :%d" % displays)
        return 1
    xlog = os.path.join(work, "xvfb.log")
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
                            stdout=open(xlog, "w"), stderr=subprocess.STDOUT)
    env = dict(os.environ, DISPLAY=display, **(env_set or {}))
    for name in env_drop:
        env.pop(name, None)
    try:
        if not wait_for(lambda: os.path.exists("/tmp/.X11-unix/X" + display[1:]), timeout=10):
            check("Xvfb starts", False, "no socket for %s after 10 s; log: %s" % (display, tail(xlog)))
            return 1
        inner = subprocess.run(["dbus-run-session", "--", "/usr/bin/python3", os.path.abspath(script), "--inside", binary, work]
                               + list(args), env=env, timeout=timeout)
        return inner.returncode
    except subprocess.TimeoutExpired:
        check("the checks end within %d s" % timeout, False, "dbus-run-session was still running")
        return 1
    finally:
        stop(xvfb)


class X11App:
    """splitview in an X11 window (on the DISPLAY of the environment), with its state log; the window is found
    through xdotool by the process's id once the first frame is logged (None if none showed within 10 s)."""

    def __init__(self, binary, settings, log, *args):
        self.log = log
        self.proc = subprocess.Popen([binary, "--settings", settings, "--state-log", log] + list(args),
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.window = wait_for(self._find_window)

    def _find_window(self):
        # The first frame logged means the window shown is the final one: with an OpenGL renderer SDL re-creates
        # the X window, and a check that acts between the two finds the first window or no state yet. (A log that is
        # no plain file, a FIFO, is someone else's to read.)
        if not os.path.exists(self.log) or os.path.isfile(self.log) and not self.records():
            return None
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)],
                               capture_output=True, text=True).stdout.split()
        return found[0] if found else None

    def records(self):
        return state_log(self.log)

    def last(self):
        records = self.records()
        return records[-1] if records else {}

    def xdotool(self, *args):
        """xdotool with WINDOW in its arguments standing for the window's id."""
        subprocess.run(["xdotool"] + [a.replace("WINDOW", self.window) for a in args], check=True)

    def cpu(self):
        """Seconds of CPU all the process's threads have used."""
        return process_cpu(self.proc.pid)


def process_cpu(pid):
    """Seconds of CPU all the threads of process `pid` have used."""
    total = 0
    for task in os.listdir("/proc/%d/task" % pid):
        with open("/proc/%d/task/%s/schedstat" % (pid, task)) as f:
            total += int(f.read().split()[0])
    return total / 1e9


def system_user(name):
    """The uid and gid of the system user `name`, created (no home, no login shell) when missing; we must be root."""
    for _ in range(50):
        try:
            entry = pwd.getpwnam(name)
            return entry.pw_uid, entry.pw_gid
        except KeyError:
            pass
        # useradd refuses while another holds /etc/passwd's lock (a check in the other lane adding its own user): again.
        added = subprocess.run(["useradd", "--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin",
                                name], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if added.returncode != 0:
            time.sleep(0.1)
    raise RuntimeError("could not add the system user %s: %s" % (name, added.stdout.strip()))


class Session:
    """Who runs a compositor and its clients, and where: splitview-live (created when missing) when we are root,
    else ourselves; in `work`, with a private XDG_RUNTIME_DIR (run/), a home (home/) and app/ for state logs and
    settings. One session per compositor: each has its own sockets."""

    def __init__(self, work):
        if os.geteuid() == 0:
            (self.uid, self.gid), self.name = system_user(USER), USER
        else:
            self.uid, self.gid, self.name = os.getuid(), os.getgid(), pwd.getpwuid(os.getuid()).pw_name
        self.work = work
        self.runtime = os.path.join(work, "run")  # XDG_RUNTIME_DIR: the user's own, mode 0700
        self.home = os.path.join(work, "home")
        for path, mode in ((work, 0o755), (self.runtime, 0o700), (self.home, 0o700), (os.path.join(work, "app"), 0o755)):
            os.makedirs(path, exist_ok=True)
            os.chmod(path, mode)
            os.chown(path, self.uid, self.gid)

    def env(self, **extra):
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": self.home, "XDG_RUNTIME_DIR": self.runtime,
               "XDG_CACHE_HOME": os.path.join(self.home, ".cache"), "LANG": os.environ.get("LANG", "C.UTF-8")}
        env.update(extra)
        return env

    def _switch(self):
        return {"user": self.uid, "group": self.gid, "extra_groups": []} if os.geteuid() == 0 else {}

    def popen(self, args, log, **extra):
        """Starts `args` as the session's user with a clean environment (no DISPLAY unless given), output into `log`."""
        return subprocess.Popen(args, env=self.env(**extra), cwd=self.work, stdout=open(log, "w"),
                                stderr=subprocess.STDOUT, **self._switch())

    def run(self, args, input=None, timeout=30, **extra):
        """Runs `args` to the end as the session's user with a clean environment; its CompletedProcess (text)."""
        return subprocess.run(args, env=self.env(**extra), cwd=self.work, input=input, capture_output=True, text=True,
                              timeout=timeout, **self._switch())

    def own(self, path):
        os.chown(path, self.uid, self.gid)


class Sway:
    """A headless sway of the session's (pixman renderer, no input devices) on one output HEADLESS-1 of `size`
    pixels, with `config` lines added to its configuration. With `xwayland`, Xwayland runs from the start and
    `x_display` is its DISPLAY; else there is none. `error` is None once it runs, else why not."""

    OUTPUT = "HEADLESS-1"

    def __init__(self, session, size, config=(), xwayland=False):
        self.session = session
        self.log = os.path.join(session.work, "sway.log")
        self.x_display = None
        conf = os.path.join(session.work, "sway.conf")
        x_file = os.path.join(session.runtime, "x-display")
        with open(conf, "w") as f:
            f.write("xwayland %s\n" % ("force" if xwayland else "disable")
                    + "output %s resolution %dx%d position 0 0\n" % ((self.OUTPUT,) + tuple(size))
                    + "default_border none\ndefault_floating_border none\n"
                    + "".join(line + "\n" for line in config)
                    # sway gives the commands it runs the DISPLAY of its Xwayland.
                    + ("exec sh -c 'echo \"$DISPLAY\" > %s'\n" % x_file if xwayland else ""))
        try:
            self.proc = session.popen(["sway", "--config", conf], self.log, WLR_BACKENDS="headless",
                                      WLR_LIBINPUT_NO_DEVICES="1", WLR_RENDERER="pixman")
        except OSError as error:
            self.proc, self.socket, self.display, self.error = None, None, None, "cannot run: %s" % error
            return
        # sway names its sockets itself (wayland-N, sway-ipc.UID.PID.sock); in a runtime directory of this session's own.
        ipc = lambda: (glob.glob(os.path.join(session.runtime, "sway-ipc.*.sock")) or [None])[0]
        display = lambda: next((os.path.basename(p) for p in glob.glob(os.path.join(session.runtime, "wayland-*"))
                                if not p.endswith(".lock")), None)

        def x_display():
            try:
                with open(x_file) as f:
                    return f.read().strip() or None
            except OSError:
                return None
        up = lambda: ipc() and display() and (x_display() if xwayland else True)
        wait_for(lambda: up() or self.proc.poll() is not None, timeout=15)
        self.socket, self.display = ipc(), display()
        self.x_display = x_display() if xwayland else None
        self.error = None if up() and self.proc.poll() is None else "status %s; WAYLAND_DISPLAY %s%s; its log: %s" % (
            self.proc.poll(), self.display, ", DISPLAY %s" % self.x_display if xwayland else "", tail(self.log))

    def msg(self, *args):
        done = subprocess.run(["swaymsg", "-s", self.socket] + list(args), capture_output=True, text=True)
        return done.stdout if done.returncode == 0 else None

    def command(self, command):
        out = self.msg(command)
        return bool(out) and all(r.get("success") for r in json.loads(out))

    def windows(self, pid):
        """Every view of process `pid` in sway's tree: rect (points, output coordinates), shell, app_id."""
        out = self.msg("-t", "get_tree")
        found = []

        def walk(node):
            if node.get("pid") == pid:
                found.append(node)
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                walk(child)
        if out:
            walk(json.loads(out))
        return found

    def stop(self):
        stop(self.proc)
