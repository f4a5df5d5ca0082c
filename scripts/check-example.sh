#!/usr/bin/env bash
# Builds Examples/Minimal (a separate package depending on this one by path) with zero warnings, checks it
# fetches nothing the libraries do not need and stays under 100 lines of Swift, and replays its tour headless:
# overlay, compact stack and back button.
set -euo pipefail
cd "$(dirname "$0")/../Examples/Minimal"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build 2>&1 | tee "$log" | grep -E "error|Build complete"; then
  echo "example: the build failed:"; cat "$log"; exit 1
fi
if grep -q "warning:" "$log"; then
  echo "example: the build has warnings:"; grep "warning:" "$log"; exit 1
fi
# An app that depends on the libraries gets only what they need: not the demo's argument parser.
if swift package show-dependencies 2>&1 | grep -q "swift-argument-parser"; then
  echo "example: depending on the libraries pulls in swift-argument-parser, which only the demo uses:"
  swift package show-dependencies; exit 1
fi
lines=$(cat Sources/Minimal/*.swift | wc -l)
if [ "$lines" -ge 100 ]; then
  echo "example: $lines lines of Swift; it must stay under 100"; exit 1
fi
out=$(mktemp -d)
SDL_VIDEODRIVER=dummy "$(swift build --show-bin-path)/Minimal" --headless tour.json "$out"
for shot in tiled overlay compact compact-list; do
  [ -s "$out/$shot.png" ] || { echo "example: no $shot.png"; exit 1; }
done
rm -rf "$out"
echo "example: built without warnings, $lines lines of Swift, tour passed"
