"""Reads typed text back from what is drawn: Assets/Scripts/tour-scripts.json types Hebrew, Arabic, Japanese and a
mixed line into the users scene's name field and saves it (headless, SDL's dummy video driver); tesseract (with
Debian's heb, ara and jpn data) reads the Name row of each screenshot back (a label: no caret beside the text), and what it reads must be what was typed, in the order typed
(a right-to-left line drawn in typing order reads back reversed; unjoined Arabic or boxes read as something else).

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
    return summary("text OCR checks", started)


if __name__ == "__main__":
    sys.exit(main())
