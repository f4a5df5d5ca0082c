#!/usr/bin/env python3
"""Settings attacks: another local user tries to take a victim's settings over, in a folder both can write to.

    settings_attacks.py SPLITVIEW        (as root: it makes the two users and runs each with setpriv)

Issue 25: splitview used to save through a temporary file with a predictable name (`.settings.json.PID.tmp`),
opened with O_CREAT|O_TRUNC: a symbolic link planted under that name made the save overwrite another of the victim's
files, and a planted empty 0666 file became `settings.json`, the attacker's, readable by them — the users scene's
passwords in plain text included. Here `splitview-attacker` plants, under every name the old scheme would use for
the next 2000 process ids and some more, symbolic links to a private file of `splitview-victim`'s and empty 0666
files; then the victim runs splitview headless on a settings file in that folder and changes a password (users
scene) and the list's width. Checks: the victim's other file is untouched; `settings.json` is a plain file of the
victim's, mode 0600, which the attacker cannot read; nothing planted was written; the file holds a password hash,
never the password. Each check prints PASS or FAIL with what it saw; the exit status is 1 if any failed.
"""
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time

from livecheck import check, summary, system_user

VICTIM, ATTACKER = "splitview-victim", "splitview-attacker"
NEW_PASSWORD = "aurora-borealis-25"
# The users scene at 1200 × 800: Ava, her Credentials, the current and new password, Return; then the mail list's
# width in the same settings file, through --scene mail below.
CHANGE_PASSWORD = [{"tap": [150, 72]}, {"wait": 0.5}, {"tap": [478, 226]}, {"wait": 0.5}, {"tap": [900, 180]},
                   {"text": "northern-lights"}, {"key": "Tab"}, {"text": NEW_PASSWORD}, {"key": "Return"}, {"wait": 0.3},
                   {"expect": {"passwordMessage": "Password changed."}}]
MOVE_SEPARATOR = [{"drag": {"from": [364, 300], "to": [464, 300], "duration": 0.2}}, {"wait": 0.3},
                  {"expect": {"primary.w": 460}}]


def as_user(user, args, **kwargs):
    """Runs `args` as `user` (uid, gid), with no other groups and a clean environment."""
    uid, gid = user
    env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "LANG": "C.UTF-8", "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(["setpriv", "--reuid=%d" % uid, "--regid=%d" % gid, "--clear-groups"] + args,
                          env=env, capture_output=True, text=True, timeout=120, **kwargs)


def main():
    binary = os.path.abspath(sys.argv[1])
    started = time.monotonic()
    if os.geteuid() != 0:
        check("the attack checks run as root (they make two users)", False, "uid %d" % os.geteuid())
        return summary("settings attacks", started)
    if not shutil.which("setpriv"):
        check("setpriv is installed (util-linux)", False, "not found")
        return summary("settings attacks", started)
    victim, attacker = system_user(VICTIM), system_user(ATTACKER)
    work = tempfile.mkdtemp(prefix="splitview-attacks-")
    try:
        os.chmod(work, 0o755)
        copy = os.path.join(work, "splitview")
        shutil.copy2(binary, copy)
        os.chmod(copy, 0o755)
        private = os.path.join(work, "victim")  # the victim's own folder, and a file of theirs in it
        os.makedirs(private)
        os.chown(private, *victim)
        os.chmod(private, 0o700)
        important = os.path.join(private, "important.txt")
        with open(important, "w") as f:
            f.write("the victim's own words\n")
        os.chown(important, *victim)
        os.chmod(important, 0o600)
        shared = os.path.join(work, "shared")  # a settings folder both can write to (no sticky bit)
        os.makedirs(shared)
        os.chmod(shared, 0o777)
        for name, steps in (("password.json", CHANGE_PASSWORD), ("separator.json", MOVE_SEPARATOR)):
            with open(os.path.join(work, name), "w") as f:
                json.dump(steps, f)
        settings = os.path.join(shared, "settings.json")

        # The attacker plants: links to the victim's file and empty 0666 files under the old scheme's names.
        with open("/proc/sys/kernel/ns_last_pid") as f:
            next_pid = int(f.read()) + 1
        plant = ("import os, sys\n"
                 "shared, important, first = sys.argv[1], sys.argv[2], int(sys.argv[3])\n"
                 "for pid in range(first, first + 2000):\n"
                 "    name = os.path.join(shared, '.settings.json.%d.tmp' % pid)\n"
                 "    if pid % 2: os.symlink(important, name)\n"
                 "    else:\n"
                 "        fd = os.open(name, os.O_CREAT | os.O_WRONLY, 0o666); os.fchmod(fd, 0o666); os.close(fd)\n"
                 "for name in ('.settings.json.tmp', '.settings.json.XXXXXX.tmp', '.settings.json.000000000000.tmp'):\n"
                 "    os.symlink(important, os.path.join(shared, name))\n")
        planted = as_user(attacker, ["python3", "-c", plant, shared, important, str(next_pid)])
        planted_names = sorted(n for n in os.listdir(shared) if n.startswith(".settings.json."))
        check("the attacker plants 2003 links and 0666 files under the temporary names", planted.returncode == 0
              and len(planted_names) == 2003, "status %d, %d planted; %s" % (planted.returncode, len(planted_names),
                                                                               planted.stderr.strip()[-200:]))

        # The victim saves, twice: a password change, then the list's width.
        runs = []
        for scene, script in (("users", "password.json"), ("mail", "separator.json")):
            done = as_user(victim, [copy, "--headless", "--scene", scene, "--size", "1200x800", "--script",
                                    os.path.join(work, script), "--out", os.path.join(private, "out-" + scene),
                                    "--settings", settings])
            runs.append((scene, done.returncode, done.stderr.strip()[-300:]))
        check("the victim's two runs save without a word", all(status == 0 and not err for _, status, err in runs),
              "; ".join("%s: exit %d %s" % run for run in runs))

        with open(important) as f:
            words = f.read()
        check("the victim's other file is untouched", words == "the victim's own words\n", repr(words[:80]))
        info = os.lstat(settings) if os.path.lexists(settings) else None
        check("settings.json is a plain file of the victim's, mode 0600",
              info is not None and stat.S_ISREG(info.st_mode) and info.st_uid == victim[0] and stat.S_IMODE(info.st_mode) == 0o600,
              "owner %s, mode %s, %s" % (info and info.st_uid, info and oct(stat.S_IMODE(info.st_mode)),
                                         "a link" if info and stat.S_ISLNK(info.st_mode) else "a file" if info else "missing"))
        peek = as_user(attacker, ["cat", settings])
        check("the attacker cannot read it", peek.returncode != 0 and not peek.stdout,
              "cat as %s: exit %d, %s" % (ATTACKER, peek.returncode, peek.stderr.strip()))
        still = [n for n in planted_names if os.path.lexists(os.path.join(shared, n))]
        written = [n for n in still if not os.path.islink(os.path.join(shared, n)) and os.path.getsize(os.path.join(shared, n)) > 0]
        check("nothing planted was written to or became the file", not written and len(still) == len(planted_names),
              "%d of %d planted files written, %d still there" % (len(written), len(planted_names), len(still)))
        try:
            with open(settings) as f:
                text = f.read()
            document = json.loads(text)
        except (OSError, ValueError) as error:
            text, document = "", {"unreadable": str(error)}
        ava = document.get("users", {}).get("ava.lindqvist", {})
        check("the file keeps the new password as a salted hash, never its text",
              NEW_PASSWORD not in text and "password" not in ava and str(ava.get("passwordHash", "")).startswith("scrypt$")
              and document.get("scenes", {}).get("mail", {}).get("primaryWidth") == 460,
              "passwordHash %s…; the password's text %s; mail primaryWidth %s" % (
                  str(ava.get("passwordHash"))[:20], "in the file" if NEW_PASSWORD in text else "not in the file",
                  document.get("scenes", {}).get("mail", {}).get("primaryWidth")))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return summary("settings attacks", started)


if __name__ == "__main__":
    sys.exit(main())
