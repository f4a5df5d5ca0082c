#!/usr/bin/env bash
# Builds the examples (separate packages depending on this one by path) with zero warnings, checks they fetch
# nothing the libraries do not need and stay within their line budgets, and replays their tours headless:
# Examples/Minimal (at most 80 lines: its list is the library's, its scene a SplitScene) and Examples/Notes (at most
# 80; its width must survive a relaunch, a headless run keeps it in a file of its own, and its tour walks the keyboard
# focus, as the state log's keyboardFocus shows); Examples/HostLoop (at most 295: its loop does all
# that SplitKitApp's WindowRunner does — window manager sync, a lost display, the screen reader's keys), an SDL
# program with its own loop, is used live under Xvfb (Tests/Live/hostloop_checks.py). Also checks that SplitKitSDL
# depends on no D-Bus: an SDL embedder links libdbus only when it adds SplitKitATSPI. The code of the DocC articles and of
# the README must be the examples' code (scripts/check-article.py).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

# The examples build in one folder: the libraries they share compile once (the second and third examples then take
# seconds, not a minute each), and the library's own warnings show in the first example's build.
scratch="$root/.build-examples"

# build EXAMPLE MAX_LINES: builds it warning-free, checks its dependencies and its size; prints its binary.
build() {
  local name=$1 max=$2 log
  cd "$root/Examples/$name"
  log=$(mktemp)
  if ! swift build --scratch-path "$scratch" >"$log" 2>&1; then
    # A build folder from before library files were added or moved fails ("missing inputs", or types the stale
    # module map does not see): start it again once from nothing.
    rm -rf "$scratch"
    if ! swift build --scratch-path "$scratch" >"$log" 2>&1; then
      echo "example $name: the build failed:" >&2; cat "$log" >&2; exit 1
    fi
  fi
  if grep -q "warning:" "$log"; then
    echo "example $name: the build has warnings:" >&2; grep "warning:" "$log" >&2; exit 1
  fi
  rm -f "$log"
  # An app that depends on the libraries gets only what they need: not the tests' property-based testing package.
  if swift package show-dependencies 2>&1 | grep -q "swift-property-based"; then
    echo "example $name: depending on the libraries pulls in swift-property-based, which only the tests use:" >&2
    swift package show-dependencies >&2; exit 1
  fi
  lines=$(cat Sources/$name/*.swift | wc -l)
  if [ "$lines" -gt "$max" ]; then
    echo "example $name: $lines lines of Swift; it must stay within $max" >&2; exit 1
  fi
  echo "$(swift build --scratch-path "$scratch" --show-bin-path 2>/dev/null | tail -1)/$name"
}

# expect_shots FOLDER NAME...: each NAME.png was written and is not empty.
expect_shots() {
  local folder=$1; shift
  for shot in "$@"; do
    [ -s "$folder/$shot.png" ] || { echo "example: no $shot.png in $folder"; exit 1; }
  done
}

minimal=$(build Minimal 80)
out=$(mktemp -d)
SDL_VIDEODRIVER=dummy "$minimal" --headless "$root/Examples/Minimal/tour.json" "$out"
expect_shots "$out" tiled overlay compact compact-list
echo "example Minimal: built without warnings, $(cat "$root"/Examples/Minimal/Sources/Minimal/*.swift | wc -l) lines of Swift, tour passed (keyboard focus included)"

notes=$(build Notes 80)
config=$(mktemp -d)  # the user's ~/.config, which a headless run must leave alone
XDG_CONFIG_HOME="$config" SDL_VIDEODRIVER=dummy "$notes" --headless "$root/Examples/Notes/tour.json" "$out/notes"
expect_shots "$out/notes" tiled overlay compact compact-list focus
grep -q '"primaryWidth" : 280' "$out/notes/width.json" || { echo "example Notes: the dragged width was not saved in the run's own file"; exit 1; }
[ ! -e "$config/splitkit-notes" ] || { echo "example Notes: a headless run wrote into the user's config folder"; exit 1; }
XDG_CONFIG_HOME="$config" SDL_VIDEODRIVER=dummy "$notes" --headless "$root/Examples/Notes/relaunch.json" "$out/notes-again" \
  --width-store "$out/notes/width.json"
# Issue 36: a touchpad back swipe in compact ends inside advance(to:); the same note tapped again opens again.
XDG_CONFIG_HOME="$config" SDL_VIDEODRIVER=dummy "$notes" --headless "$root/Examples/Notes/back-swipe.json" "$out/notes-back-swipe"
python3 "$root/scripts/check-article.py" "$root/Sources/SplitKit/SplitKit.docc/BuildingANotesApp.md" \
  "$root/Examples/Notes/Package.swift" "$root/Examples/Notes/Sources/Notes/main.swift" "$root/Examples/Notes/tour.json"
# The README's short example is an excerpt of Notes too.
python3 "$root/scripts/check-article.py" "$root/README.md" "$root/Examples/Notes/Sources/Notes/main.swift"
echo "example Notes: built without warnings, $(cat "$root"/Examples/Notes/Sources/Notes/*.swift | wc -l) lines of Swift, tour passed (keyboard focus included), width kept across launches"

hostloop=$(build HostLoop 295)
python3 "$root/Tests/Live/hostloop_checks.py" "$hostloop"
python3 "$root/scripts/check-article.py" "$root/Sources/SplitKitSDL/SplitKitSDL.docc/EmbeddingInYourOwnSDLLoop.md" \
  "$root/Examples/HostLoop/Package.swift" "$root"/Examples/HostLoop/Sources/HostLoop/*.swift
echo "example HostLoop: built without warnings, $(cat "$root"/Examples/HostLoop/Sources/HostLoop/*.swift | wc -l) lines of Swift, used live with both renderers and at scale 2"

cd "$root"
swift package dump-package | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
def closure(name, seen):
    for dependency in targets.get(name, {}).get("dependencies", []):
        inner = next(iter(dependency.values()))[0]
        if inner not in seen:
            seen.add(inner)
            closure(inner, seen)
    return seen
bus = closure("SplitKitSDL", set()) & {"CDBus", "SplitKitATSPI", "SplitKitDBus", "SplitKitDesktop"}
sys.exit("SplitKitSDL depends on %s: every SDL embedder would link libdbus" % ", ".join(sorted(bus)) if bus else 0)'
echo "SplitKitSDL: no D-Bus among its dependencies"
rm -rf "$out" "$config"
