"""Reads typed text back from what is drawn: Assets/Scripts/tour-scripts.json types Hebrew, Arabic, Japanese and a
mixed line into the users scene's name field and saves it (headless, SDL's dummy video driver); tesseract (with
Debian's heb, ara and jpn data) reads the Name row of each screenshot back (a label: no caret beside the text), and what it reads must be what was typed, in the order typed
(a right-to-left line drawn in typing order reads back reversed; unjoined Arabic or boxes read as something else).

Then interface text in a right-to-left window (issue 36): the users scene with --direction rtl, its first user renamed
"Swift 6.3 שוחררה עם שיפורים ב-Linux" (a Hebrew sentence that starts with a Latin word); the Name row, a label drawn in
the interface's direction, must read right to left: "Swift" at the right, then the Hebrew words, "Linux" at the left.
Read by a line laid out by its first strong letter (left to right, "Swift" at the left) it comes back out of order.

Usage: text_ocr_checks.py SPLITVIEW_BINARY
"""
import json
import os
import subprocess
import sys
import tempfile
import time
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from livecheck import check, summary  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAME_ROW = (735, 75, 395, 30)  # the users scene's Name row, its value: x, y, width, height in the 1200×800 window
READ_AS = {"hebrew": "heb", "arabic": "ara", "japanese": "jpn"}


def typed_texts(script):
    """Each shot's name and the text typed before it."""
    texts, last = {}, None
    for step in script:
        if "text" in step:
            last = step["text"]
        if "shot" in step and step["shot"].startswith("typed-") and last:
            texts[step["shot"][len("typed-"):]] = last
    return texts


def normalised(text):
    """What OCR gives, without what it adds around a line: direction marks, stray punctuation (dots, colons, a
    row's edge read as '|' or '>'), and spaces."""
    text = unicodedata.normalize("NFC", text)
    return "".join(c for c in text if c not in "\u200e\u200f|.,:;'`>" and not c.isspace())


MIXED_TITLE = "Swift 6.3 שוחררה עם שיפורים ב-Linux"
RTL_NAME_ROW = (140, 75, 330, 30)  # the Name row's value right to left: the row mirrored into the window's left half


def mixed_title_script():
    """The users scene right to left: the first user (its row at the right) renamed to MIXED_TITLE and shown."""
    steps = [{"tap": [1050, 72]}, {"wait": 0.5}, {"expect": {"selection": "Ava Lindqvist", "screen": "personal"}},
             {"tap": [300, 90]}, {"wait": 0.6}, {"expect": {"screen": "edit:name", "editText": "Ava Lindqvist"}}]
    steps += [{"key": "Backspace"}] * len("Ava Lindqvist")
    steps += [{"text": MIXED_TITLE}, {"key": "Return"}, {"wait": 0.6},
              {"expect": {"users.0": MIXED_TITLE, "screen": "personal", "direction": "rtl"}}, {"shot": "rtl-title"}]
    return steps


def words(image, language):
    """The words tesseract reads in `image` (one line) with the x of each word's left edge."""
    tsv = subprocess.run(["tesseract", image, "-", "-l", language, "--psm", "7", "tsv"], capture_output=True,
                         text=True).stdout
    found = []
    for line in tsv.splitlines()[1:]:
        cells = line.split("\t")
        if len(cells) == 12 and cells[0] == "5" and cells[11].strip():
            found.append((int(cells[6]), cells[11].strip().strip("\u200e\u200f")))
    return found


def right_to_left(found):
    """The words as read right to left: by their left edges, rightmost first."""
    return [word for _, word in sorted(found, key=lambda w: -w[0])]


def check_interface_direction(binary, env):
    out = tempfile.mkdtemp(prefix="splitview-ocr-rtl-")
    script = os.path.join(out, "mixed-title.json")
    with open(script, "w") as f:
        json.dump(mixed_title_script(), f, ensure_ascii=False)
    run = subprocess.run([binary, "--headless", "--script", script, "--out", out, "--settings", os.path.join(out, "settings.json"),
                          "--scene", "users", "--direction", "rtl"], env=env, capture_output=True, text=True)
    check("the mixed title is saved as a name right to left", run.returncode == 0,
          "exit %d %s" % (run.returncode, run.stderr.strip()[-300:]))
    crop = os.path.join(out, "read-rtl-title.png")
    x, y, w, h = RTL_NAME_ROW
    subprocess.run(["convert", os.path.join(out, "rtl-title.png"), "-crop", "%dx%d+%d+%d" % (w, h, x, y), "-scale", "400%",
                    "-colorspace", "Gray", crop], check=True)
    # Hebrew data reads the Hebrew words (and the Latin ones as Hebrew letters); with English data too, it reads the
    # Latin words. Each must come in the order written when read right to left.
    hebrew = [word for word in right_to_left(words(crop, "heb")) if word in ("שוחררה", "עם", "שיפורים")]
    check("the Hebrew words of the mixed title read right to left in order (tesseract -l heb)",
          hebrew == ["שוחררה", "עם", "שיפורים"], "read %r" % right_to_left(words(crop, "heb")))
    mixed = right_to_left(words(crop, "heb+eng"))
    keys = [key for word in mixed for key in ("Swift", "שוחררה", "שיפורים", "Linux") if key in word]
    check("the mixed title starts at the right with 'Swift' and ends at the left with 'Linux' (tesseract -l heb+eng)",
          keys == ["Swift", "שוחררה", "שיפורים", "Linux"], "read right to left %r" % mixed)


def main():
    binary = os.path.abspath(sys.argv[1])
    started = time.monotonic()
    script_path = os.path.join(ROOT, "Assets", "Scripts", "tour-scripts.json")
    with open(script_path) as f:
        texts = typed_texts(json.load(f))
    out = tempfile.mkdtemp(prefix="splitview-ocr-")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([binary, "--headless", "--script", script_path, "--out", out, "--settings",
                          os.path.join(out, "settings.json"), "--scene", "users"], env=env, capture_output=True, text=True)
    check("the typing tour plays (its expects include the field's text)", run.returncode == 0,
          "exit %d %s" % (run.returncode, run.stderr.strip()[-300:]))
    for name, language in READ_AS.items():
        shot = os.path.join(out, "typed-%s.png" % name)
        crop = os.path.join(out, "read-%s.png" % name)
        x, y, w, h = NAME_ROW
        subprocess.run(["convert", shot, "-crop", "%dx%d+%d+%d" % (w, h, x, y), "-scale", "400%", "-colorspace", "Gray", crop],
                       check=True)
        read = subprocess.run(["tesseract", crop, "-", "-l", language, "--psm", "7"], capture_output=True, text=True).stdout.strip()
        check("%s typed into a field reads back as typed (tesseract -l %s)" % (name, language),
              normalised(read) == normalised(texts[name]), "typed %r, read %r" % (texts[name], read))
    check_interface_direction(binary, env)
    return summary("text OCR checks", started)


if __name__ == "__main__":
    sys.exit(main())
