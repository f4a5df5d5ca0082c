"""Random script steps over the demo's scenes, and the state log's invariants: what the fuzz (make test) and the
soak (make soak) share.

A step is one of the script steps docs/SPEC.md §8.1 lists: keys from the scene's own list (`splitview --print-keys`,
often several in a row, as people type them), taps, double-taps, drags, touchpad scrolls, touches, wheels, the mouse's
back button, typed text, waits, and resizes through every band (the breakpoints themselves included).
"""
import subprocess

# Scene set-ups: a name, and the options that make it.
SCENES = [("mail", []), ("users", ["--scene", "users"]), ("columns", ["--scene", "columns"]),
          ("mail-zero", ["--fraction", "0", "--min-primary", "0"]), ("mail-trailing", ["--primary-edge", "trailing"]),
          ("mail-reduced", ["--reduce-motion"]), ("users-dark", ["--scene", "users", "--theme", "dark"]),
          ("mail-rtl", ["--direction", "rtl"]),
          ("mail-rail", ["--rail-width", "64", "--text-scale", "1.25", "--contrast", "high"]),
          ("mail-sheet", ["--compact-inspector", "peek", "--theme", "dark"])]

# Ctrl+Q ends a script (nothing may follow it), so it is left out.
QUIT = "Ctrl+Q"
TEXTS = ["a", "Zoë", "\u200b", "日本", " ", "x@y.z", "?", "שלום", "ab\u0301"]


def scene_keys(binary, options):
    """The keys the scene takes, as `splitview --print-keys` lists them (the split's bindings, the program's and the
    scene's own), without Ctrl+Q."""
    listed = subprocess.run([binary, "--print-keys"] + options, capture_output=True, text=True, check=True).stdout
    keys = [k for k in listed.split("\n") if k and k != QUIT]
    if not keys:
        raise SystemExit("randomsteps: %s --print-keys %s listed no keys" % (binary, " ".join(options)))
    return keys


def random_steps(rng, size, keys):
    """One or more steps: a key burst types several keys in a row. `size` is the window's, updated by resizes."""
    if rng.random() < 0.25:
        return [{"key": rng.choice(keys)} for _ in range(rng.randint(2, 6))]
    return [random_step(rng, size, keys)]


def random_step(rng, size, keys):
    w, h = size
    x, y = rng.uniform(0, w), rng.uniform(0, h)
    kind = rng.random()
    if kind < 0.08:
        width = rng.choice([rng.randint(320, 1400), rng.choice([599, 600, 601, 899, 900, 901])])
        size[0], size[1] = width, rng.randint(240, 900)
        return {"resize": [size[0], size[1]]}
    if kind < 0.26:
        return {"tap": [round(x), round(y)]}
    if kind < 0.36:
        return {"drag": {"from": [round(x), round(y)], "to": [round(rng.uniform(-50, w + 50)), round(rng.uniform(0, h))],
                         "duration": round(rng.uniform(0, 0.4), 3)}}
    if kind < 0.44:
        return {"scroll": {"at": [round(x), round(y)], "dx": round(rng.uniform(-600, 600)), "dy": round(rng.uniform(-200, 200)),
                           "duration": round(rng.uniform(0, 0.3), 3)}}
    if kind < 0.49:
        return {"touch": {"from": [round(x), round(y)], "to": [round(rng.uniform(0, w)), round(y)], "duration": round(rng.uniform(0, 0.3), 3)}}
    if kind < 0.51:
        return {"back": True}
    if kind < 0.53:
        return {"doubleTap": [round(x), round(y)]}
    if kind < 0.80:
        return {"key": rng.choice(keys)}
    if kind < 0.84:
        return {"text": rng.choice(TEXTS)}
    if kind < 0.88:
        return {"wheel": {"at": [round(x), round(y)], "dy": round(rng.uniform(-300, 300))}}
    return {"wait": round(rng.choice([0, 0.02, 0.1, 0.3, 0.8]), 2)}


def script(rng, steps, keys, size=(1200, 800)):
    """A random script of at least `steps` steps, starting with a resize to `size`."""
    size = list(size)
    out = [{"resize": size[:]}]
    while len(out) < steps + 1:
        out += random_steps(rng, size, keys)
    return out[:steps + 1]


def check_frame(record):
    """The invariants one state log record breaks, as (name, sentence) pairs (docs/SPEC.md §2, §4, §5, §15): the
    name stays the same from run to run, so that a shrunk script can be checked to fail the same way."""
    problems = []
    w, h = record["window"]["w"], record["window"]["h"]
    limits = record.get("limits") or {}
    frames = {k: record[k] for k in ("primary", "separator", "secondary") if record.get(k)}
    for name, f in frames.items():
        if f["w"] < 0 or f["h"] < 0:
            problems.append(("negative-size", "%s has a negative size %s" % (name, f)))
        if name != "primary" and (f["x"] < -0.5 or f["x"] + f["w"] > w + 0.5 or f["y"] < 0 or f["y"] + f["h"] > h + 0.5):
            if not (record["collapsed"] and name == "secondary" and f["x"] <= w):  # a page sliding in from the edge
                problems.append(("outside-window", "%s %s outside the %sx%s window" % (name, f, w, h)))
    compact = w < limits.get("compactBreakpoint", 600)
    if record["sizeClass"] != ("compact" if compact else "regular"):
        problems.append(("size-class", "size class %s at width %s" % (record["sizeClass"], w)))
    for field in ("overlayProgress", "primaryCollapse", "inspectorProgress"):
        if not 0 <= record.get(field, 0) <= 1:
            problems.append(("progress", "%s %s outside 0...1" % (field, record[field])))
    sep = record.get("separator")
    if sep and not record["collapsed"]:
        # Tiled: primary | separator | secondary edge to edge (a collapsing primary slides off its edge keeping its
        # width), on either side; an inspector column may take the secondary's far side.
        p, sec = record["primary"], record["secondary"]
        if sec["x"] < p["x"]:  # the primary at the right
            ok = sec["x"] + sec["w"] == sep["x"] and sep["x"] + sep["w"] == p["x"]
        else:
            ok = p["x"] + p["w"] == sep["x"] and sep["x"] + sep["w"] == sec["x"]
        if not ok:
            problems.append(("tiled-frames", "tiled frames %s | %s | %s across %s" % (p, sep, sec, w)))
        problems += width_limits(record, limits)
    problems += stack_matches_selection(record)
    problems += sheet_frame(record)
    return problems


def sheet_frame(record):
    """The compact inspector's sheet (docs/SPEC.md §15.5): its position within 0 ... 2, a detent by name, and its frame
    the window's width, standing on the window's bottom, no higher than the window; closed to its peek bar, it slides
    with the detail page it belongs to (its x the page's, `secondary.x` when collapsed), else it is at the left edge
    (which one it is drawn as, the position cannot say: with reduced motion the sheet is drawn at its detent)."""
    sheet = record.get("inspectorSheet")
    if sheet is None:
        return []
    problems = []
    w, h = record["window"]["w"], record["window"]["h"]
    if not 0 <= sheet.get("position", -1) <= 2 or sheet.get("detent") not in ("closed", "half", "full"):
        problems.append(("sheet-position", "inspector sheet %s" % sheet))
    frame = record.get("inspectorColumn")
    # Closed (drawn so: with reduced motion a sheet is drawn at its detent while its position still moves) at its
    # page's x, else at the left edge.
    off_edge = frame is not None and abs(frame["x"]) > 0.5 and abs(frame["x"] - record["secondary"]["x"]) > 0.5
    if frame is not None and (off_edge or abs(frame["w"] - w) > 0.5 or abs(frame["y"] + frame["h"] - h) > 0.5
                              or frame["h"] <= 0 or frame["y"] < -0.5):
        problems.append(("sheet-frame", "inspector sheet %s in a %sx%s window" % (frame, w, h)))
    return problems


def width_limits(record, limits):
    """Tiled and at rest (no width animation, the primary open or shut but not sliding, no inspector sliding, nothing
    held): an open primary within its minimum and maximum; the secondary at least its minimum unless neither the primary
    nor an inspector beside it could give way (each already at its own minimum: §2 rule 3, §15.2); an inspector
    beside within its limits."""
    shut = record["primaryCollapse"]
    at_rest = record.get("inspectorProgress", 0) in (0, 1) and record.get("interaction") == "idle" and shut in (0, 1)
    if not limits or record.get("widthAnimating") or not at_rest:
        return []
    problems = []
    pw, sw = record["primary"]["w"], record["secondary"]["w"]
    lo, hi = limits["minimumPrimary"], limits["maximumPrimary"]
    if shut == 0 and not lo - 0.5 <= pw <= max(lo, hi) + 0.5:
        problems.append(("primary-limits", "tiled primary %s wide outside its limits %s...%s (rule %s)" % (
            pw, lo, hi, record["primaryWidthRule"])))
    inspector = record.get("inspectorColumn") if record.get("inspectorPlacement") == "beside" else None
    ilo, ihi = limits["minimumInspector"], limits["maximumInspector"]
    primary_gives = shut == 0 and pw > lo + 0.5
    inspector_gives = inspector is not None and inspector["w"] > ilo + 0.5
    if sw < limits["minimumSecondary"] - 0.5 and (primary_gives or inspector_gives):
        problems.append(("secondary-minimum", "secondary %s narrower than its minimum %s though %s could give way" % (
            sw, limits["minimumSecondary"], "the primary (%s, rule %s, minimum %s)" % (pw, record["primaryWidthRule"], lo)
            if primary_gives else "the inspector (%s, minimum %s)" % (inspector["w"], ilo))))
    if inspector and not ilo - 0.5 <= inspector["w"] <= max(ilo, ihi) + 0.5:
        problems.append(("inspector-limits", "inspector beside the detail %s wide outside its limits %s...%s" % (
            inspector["w"], ilo, ihi)))
    return problems


def stack_matches_selection(record):
    """The navigation stack shows what is selected: the primary's title first, and, when the list has a selection,
    its title as the first page above it (the detail's), in every band."""
    stack, selection = record.get("stack") or [], record.get("selection")
    if not stack:
        return [("stack", "an empty navigation stack")]
    if selection is not None and (len(stack) < 2 or stack[1] != selection):
        return [("stack", "the stack %s does not show the selection %r" % (stack, selection))]
    return []
