"""The inspector column in a real window (issue 28), for live_window_checks.py: shown by its toolbar button, its
separator dragged 1:1 frame by frame and the width saved, Ctrl+Alt+I hiding it, and in a narrower window (xdotool
windowsize) over the detail, brought in by a drag from the right edge and sent away by a click on the dim, and taking
the keyboard focus in and giving it back; beside the detail as F9 slides the list shut and open, the detail keeping its
minimum in every frame (issue 33's fuzz).
"""
import json
import os
import time

from livecheck import check, wait_for


def inspector_checks(App, work):
    """`App(*args)` opens splitview with its state log, as live_window_checks.py's App does."""
    app = App("--size", "1200x800", settings="inspector-settings.json")
    last = lambda: app.records()[-1]
    app.xdotool("mousemove", "--window", "WINDOW", "150", "154", "click", "1")
    wait_for(lambda: last()["stack"] == ["Items", "Item 3"], timeout=5)
    app.xdotool("mousemove", "--window", "WINDOW", "1174", "22", "click", "1")
    beside = wait_for(lambda: last()["inspectorColumn"] == {"x": 840, "y": 0, "w": 360, "h": 800}, timeout=5)
    check("the inspector's toolbar button slides it in beside the detail: 360 | 464 | 360",
          beside and last()["secondary"]["w"] == 464 and last()["primary"]["w"] == 360,
          "inspectorColumn %s, secondary %s" % (last()["inspectorColumn"], last()["secondary"]))

    # Its separator, grabbed 4 points in at 836, held and moved 10 points at a time: every frame drawn during the drag
    # shows the inspector's edge under the pointer, the detail giving or taking the difference.
    start = len(app.records())
    app.xdotool("mousemove", "--window", "WINDOW", "836", "400", "mousedown", "1")
    for x in range(846, 906, 10):
        app.xdotool("mousemove", "--window", "WINDOW", str(x), "400")
        wait_for(lambda: last()["inspectorColumn"] and last()["inspectorColumn"]["w"] == 360 - (x - 836), timeout=2)
    app.xdotool("mouseup", "1")
    wait_for(lambda: last()["userInspectorWidth"] == 300, timeout=5)
    seen = [(r["inspectorColumn"]["x"], r["inspectorColumn"]["w"], r["secondary"]["w"]) for r in app.records()[start:]
            if r["interaction"] == "inspectorSeparatorDrag"]
    one_to_one = all(x == 1200 - w and secondary == 1200 - 368 - 8 - w for x, w, secondary in seen)
    widths = sorted({w for _, w, _ in seen}, reverse=True)
    check("dragging its separator 60 points right narrows it 1:1 in every frame, the detail taking the room",
          seen and one_to_one and widths[-1] == 300 and last()["userInspectorWidth"] == 300,
          "%d frames, widths %s, saved %s" % (len(seen), widths, last()["userInspectorWidth"]))

    app.xdotool("key", "ctrl+alt+i")
    hidden = wait_for(lambda: last()["inspectorColumn"] is None and last()["secondary"]["w"] == 832, timeout=5)
    check("Ctrl+Alt+I hides it, the detail taking the whole width back", hidden, "inspectorColumn %s" % last()["inspectorColumn"])
    app.xdotool("key", "ctrl+alt+i")
    wait_for(lambda: last()["inspectorColumn"] == {"x": 900, "y": 0, "w": 300, "h": 800}, timeout=5)

    # 840 points: the overlay band, no room beside the detail.
    app.xdotool("windowsize", "WINDOW", "840", "800")
    over = wait_for(lambda: last()["window"]["w"] == 840 and last()["inspectorPlacement"] == "over"
                    and last()["inspectorColumn"] == {"x": 540, "y": 0, "w": 300, "h": 800}, timeout=5)
    check("in an 840-point window it is over the detail, from the right edge", over,
          "placement %s, inspectorColumn %s" % (last()["inspectorPlacement"], last()["inspectorColumn"]))
    app.xdotool("mousemove", "--window", "WINDOW", "200", "400", "click", "1")
    gone = wait_for(lambda: last()["inspectorColumn"] is None, timeout=5)
    check("a click on the dimmed detail sends it away", gone, "inspectorColumn %s" % last()["inspectorColumn"])
    start = len(app.records())
    app.xdotool("mousemove", "--window", "WINDOW", "836", "400", "mousedown", "1")
    for x in range(816, 596, -20):
        app.xdotool("mousemove", "--window", "WINDOW", str(x), "400")
        wait_for(lambda: last()["inspectorColumn"] is not None and last()["interaction"] == "swipe", timeout=1)
    app.xdotool("mouseup", "1")
    settled = wait_for(lambda: last()["inspectorColumn"] and last()["inspectorColumn"]["x"] == 540
                       and last()["interaction"] == "idle", timeout=5)
    tracked = [r["inspectorColumn"]["x"] for r in app.records()[start:] if r["interaction"] == "swipe" and r["inspectorColumn"]]
    check("a drag from the right edge brings it in over the detail, following the pointer, and it settles open",
          settled and len(tracked) >= 3 and tracked == sorted(tracked, reverse=True),
          "x while dragged %s, settled %s" % (tracked[:8], bool(settled)))
    # From the keyboard: Esc sends it away, the focus goes back where it was once it has gone; Ctrl+Alt+I brings it
    # back with the focus inside, where Tab stays while everything else is dimmed.
    section = len(app.records())
    app.xdotool("key", "Escape")
    wait_for(lambda: last()["inspectorColumn"] is None, timeout=5)
    for _ in range(6):  # Tab on to the inspector's button (the detail toolbar's last, after the host's Flag)
        app.xdotool("key", "Tab")
        if wait_for(lambda: last()["keyboardFocus"] == "split.inspectorButton", timeout=1):
            break
    app.xdotool("key", "ctrl+alt+i")
    # In the inspector: its details (Item 3's), or its panel itself if it shows nothing to focus.
    in_inspector = {"mail.inspector", "split.inspector"}
    inside = wait_for(lambda: last()["inspectorColumn"] and last()["inspectorColumn"]["x"] == 540
                      and last()["keyboardFocus"] in in_inspector, timeout=5)
    app.xdotool("key", "Tab")
    stays = wait_for(lambda: last()["keyboardFocus"] in in_inspector, timeout=2)
    start = len(app.records())
    app.xdotool("key", "Escape")
    back = wait_for(lambda: last()["inspectorColumn"] is None and last()["keyboardFocus"] == "split.inspectorButton", timeout=5)
    while_going = {r["keyboardFocus"] for r in app.records()[start:] if r["inspectorColumn"]}
    ok = inside and stays and back and len(while_going) == 1 and while_going <= in_inspector
    changes = []  # on failure, the frames where the focus or the inspector's edge changed, to see what happened
    for r in app.records()[section:]:
        seen = (r["keyboardFocus"], (r["inspectorColumn"] or {}).get("x"), r["interaction"])
        if not ok and (not changes or changes[-1][1:] != seen):
            changes.append((r["frame"],) + seen)
    check("Ctrl+Alt+I over the detail takes the keyboard focus in, Tab keeps it there, and Esc gives it back to the "
          "inspector's button once it has slid away", ok,
          "inside %s, Tab kept it %s, focus while it went %s, then %s (selection %s)%s"
          % (bool(inside), bool(stays), sorted(while_going), last()["keyboardFocus"], last()["selection"],
             "; frames %s" % changes if changes else ""))
    app.xdotool("key", "ctrl+q")
    status, _, err = app.finish()
    try:
        with open(os.path.join(work, "inspector-settings.json")) as f:
            saved = json.load(f)["scenes"]["mail"]["inspectorWidth"]
    except (OSError, ValueError, KeyError) as error:
        saved = error
    check("its dragged width is in the settings after Ctrl+Q", status == 0 and saved == 300, "status %s, inspectorWidth %s" % (status, saved))


def inspector_collapse_checks(App):
    """A 1000-point window with the inspector asked for 360: beside the detail it gets the 324 the detail's 360 leave.
    F9 slides the list shut and open again; in every frame drawn the detail keeps its 360 (the inspector widened at once
    as the list began to go, and the detail lost 36 points for a frame)."""
    app = App("--size", "1000x800", "--inspector-width", "360", settings="inspector-collapse-settings.json")
    last = lambda: app.records()[-1]
    app.xdotool("mousemove", "--window", "WINDOW", "150", "154", "click", "1")
    wait_for(lambda: last()["stack"] == ["Items", "Item 3"], timeout=5)
    app.xdotool("key", "ctrl+alt+i")
    # Frames stop once nothing moves on screen: the last one drawn may show a spring a hair short of its end.
    beside = wait_for(lambda: last()["inspectorColumn"] and last()["inspectorColumn"]["w"] == 324
                      and last()["inspectorProgress"] > 0.99, timeout=5)
    time.sleep(0.3)
    start = len(app.records())
    app.xdotool("key", "F9")
    shut = wait_for(lambda: last()["primaryCollapse"] > 0.99 and last()["inspectorColumn"]["w"] >= 359, timeout=5)
    time.sleep(0.3)
    app.xdotool("key", "F9")
    opened = wait_for(lambda: last()["primaryCollapse"] < 0.01 and last()["inspectorColumn"]["w"] <= 325, timeout=5)
    frames = app.records()[start:]
    detail = [r["secondary"]["w"] for r in frames]
    inspector = sorted({r["inspectorColumn"]["w"] for r in frames})
    check("F9 with the inspector beside the detail: the list slides shut and back, the inspector following it and the "
          "detail keeping its 360 in every frame", beside and shut and opened and len(frames) > 4 and min(detail) >= 360,
          "beside %s, shut %s, open again %s; %d frames, detail %s ... %s wide, inspector %s ... %s; last %s" % (
              bool(beside), bool(shut), bool(opened), len(frames), min(detail or [0]), max(detail or [0]), inspector[:1],
              inspector[-1:], {k: last()[k] for k in ("primaryCollapse", "inspectorColumn", "inspectorProgress")}))
    app.xdotool("key", "ctrl+q")
    app.finish()
