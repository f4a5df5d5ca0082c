#!/usr/bin/env python3
"""Text extremes (issue 34): what no field, paste or settings file may do to a frame. Each run is headless with
--stats (every frame drawn, and timed whole: the input it delivers, building, drawing) in the users scene or the
column lab; what a field keeps is checked exactly with the scripts' `expect` steps, and each run's slowest frame is
printed — a figure, not a check: speed belongs in benchmarks, and this machine is shared.

    text_extremes.py SPLITVIEW_BINARY

- a ZWJ chain of 5,000 emoji typed into the name field: one character, cut to its first 31 scalars (16 emoji);
- 1 MB of combining marks on one letter typed and saved: the letter and 30 marks; then a start with that file,
  and one with a settings file whose name is the whole megabyte (planted): cut when read, with a warning;
- 187 joined emoji (👩‍💻) and 18 chains of 16 different emoji (288 colour glyphs): as many as 2,000 bytes hold;
- an invalid email of 1 MB: the field keeps 2,000 bytes, the message quotes 31 characters and "…";
- 136 different recommended ZWJ emoji (👩🏽‍💻 …, 2,000 bytes), each drawn for the first time;
- 1 MB typed into the lab's snap-anchors field.

Before issue 34's fixes (the base build, 2026-11-27): the 5,000-emoji chain drew one frame in 28–40 s and 609 MB;
1 MB of marks gave 1.2 s frames, and 260–800 ms frames at every later start once saved.
Each check prints PASS or FAIL with what it saw; the exit status is 1 if any failed.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from livecheck import check, summary  # noqa: E402

NAME = "Ava Lindqvist"
ZWJ, WOMAN, ACUTE = "\u200d", "\U0001F469", "\u0301"
# The users scene at 1200 × 800: Ava, then her name's (or email's) edit screen, the caret at the end.
OPEN_NAME = [{"tap": [150, 72]}, {"wait": 0.5}, {"tap": [900, 90]}, {"wait": 0.5}, {"expect": {"screen": "edit:name"}},
             {"key": "End"}]
OPEN_EMAIL = [{"tap": [150, 72]}, {"wait": 0.5}, {"tap": [900, 134]}, {"wait": 0.5}, {"expect": {"screen": "edit:email"}},
              {"key": "End"}]
SAVED = [{"key": "Return"}, {"wait": 0.6}, {"expect": {"screen": "personal"}}]
# Emoji shown as emoji by default (Unicode's Emoji_Presentation): emoticons, transport, supplemental symbols.
EMOJI = [chr(c) for c in list(range(0x1F600, 0x1F650)) + list(range(0x1F680, 0x1F6C6)) + list(range(0x1F90D, 0x1F93B))
         + list(range(0x1F93C, 0x1F946)) + list(range(0x1F947, 0x1FA00))]


def typed(text, keeps, then=()):
    """The name field given `text` at its end, keeping `keeps`."""
    return OPEN_NAME + [{"text": text}, {"wait": 0.2}, {"expect": {"editText": keeps}}] + list(then)


def stats(output):
    """The slowest frame of a --stats run and the slowest of its phases, in ms: a headless run times each frame's
    update (the input it delivers, and the animations) as well as its build and render."""
    return {name: float(ms) for name, ms in re.findall(r"^\s+(update|build|render|frame)\s.*max ([0-9.]+) ms", output, re.M)}


def run(binary, name, script, out, scene="users", settings=None):
    """Plays `script`, checks that every expectation held, prints its slowest frame; returns the run."""
    path = os.path.join(out, name + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(script, f, ensure_ascii=False)
    settings = settings or os.path.join(out, name + "-settings.json")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    started = time.monotonic()
    done = subprocess.run([binary, "--headless", "--scene", scene, "--script", path, "--out", os.path.join(out, name),
                           "--settings", settings, "--stats"], env=env, capture_output=True, text=True, timeout=600)
    slowest = stats(done.stdout + done.stderr)
    print("      %s: slowest frame %s ms (slowest update %s, build %s, render %s ms), %.1f s in all"
          % (name, slowest.get("frame"), slowest.get("update"), slowest.get("build"), slowest.get("render"), time.monotonic() - started))
    expect_failures = [line for line in done.stderr.splitlines() if "expect failed" in line]
    check("%s: every expectation held" % name, done.returncode == 0,
          "exit %d %s" % (done.returncode, " | ".join(expect_failures)[-400:] or done.stderr.strip()[-300:]))
    return done


def main():
    binary = os.path.abspath(sys.argv[1])
    started = time.monotonic()
    out = tempfile.mkdtemp(prefix="splitview-text-extremes-")

    chain = ZWJ.join([WOMAN] * 5000)
    run(binary, "zwj-chain-5000", typed(chain, NAME + ZWJ.join([WOMAN] * 16)), out)

    marks = "a" + ACUTE * 500_000
    kept = NAME + "a" + ACUTE * 30
    saved = os.path.join(out, "marks-settings.json")
    run(binary, "marks-1mb", typed(marks, kept, SAVED + [{"expect": {"users.0": kept}}]), out, settings=saved)
    run(binary, "marks-saved-restart", [{"wait": 0.3}, {"tap": [150, 72]}, {"wait": 0.6}, {"expect": {"users.0": kept}}], out,
        settings=saved)

    with open(saved, encoding="utf-8") as f:
        planted = json.load(f)
    login = next(iter(planted["users"]))
    planted["users"][login]["name"] = "Ava" + ACUTE * 500_000
    planted_path = os.path.join(out, "planted-settings.json")
    with open(planted_path, "w", encoding="utf-8") as f:
        json.dump(planted, f, ensure_ascii=False)
    done = run(binary, "planted-1mb-name", [{"wait": 0.3}, {"tap": [150, 72]}, {"wait": 0.6},
                                            {"expect": {"users.0": "Ava" + ACUTE * 30, "selection": "Ava" + ACUTE * 30}}],
               out, settings=planted_path)
    check("the planted name's cut is told", "'name' (1000003 bytes) is longer than splitview keeps" in done.stderr,
          done.stderr.strip()[-300:])

    technologist = WOMAN + ZWJ + "\U0001F4BB"
    run(binary, "zwj-emoji-187", typed(technologist * 187, NAME + technologist * 180), out)  # 11 bytes each: 180 fit
    chains = [ZWJ.join(EMOJI[16 * i:16 * (i + 1)]) for i in range(20)]  # 109 bytes each: 18 fit beside the name
    run(binary, "emoji-288-glyphs", typed("".join(chains), NAME + "".join(chains[:18])), out)

    people, tones = ["\U0001F469", "\U0001F468", "\U0001F9D1"], ["", "\U0001F3FB", "\U0001F3FC", "\U0001F3FD", "\U0001F3FE", "\U0001F3FF"]
    jobs = ["\U0001F4BB", "\U0001F52C", "\U0001F3A8", "\U0001F680", "\U0001F692", "\U0001F373", "\U0001F393", "\U0001F3A4"]
    sequences = [person + tone + ZWJ + job for job in jobs for person in people for tone in tones]
    fits, size = [], 0
    for sequence in sequences:
        size += len(sequence.encode())
        if size > 2000:
            break
        fits.append(sequence)
    run(binary, "zwj-emoji-different", OPEN_NAME + [{"key": "Backspace"}] * len(NAME) + [{"text": "".join(sequences)}, {"wait": 0.2},
                                                                                           {"expect": {"editText": "".join(fits)}}], out)

    email = " " + "x" * 1_000_000  # a space: not an email
    quoted = ("ava.lindqvist@example.com " + "x" * 31)[:31]  # the message quotes 31 characters and "…"
    message = "“\u2068" + quoted + "…\u2069” is not an email address, like name@example.com."
    run(binary, "email-1mb", OPEN_EMAIL + [{"text": email}, {"wait": 0.2}, {"key": "Return"}, {"wait": 0.3},
                                           {"expect": {"editing": "email", "editMessage": message}}], out)

    anchors = [{"tap": [923, 437]}, {"text": "5" * 1_000_000}, {"wait": 0.3},
               {"expect": {"anchorsText": "5" * 200, "focus": 5}}]
    run(binary, "anchors-1mb", anchors, out, scene="columns")
    return summary("text extremes", started)


if __name__ == "__main__":
    sys.exit(main())
