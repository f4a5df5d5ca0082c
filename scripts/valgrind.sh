#!/usr/bin/env bash
# Runs a headless tour of each scene under valgrind and fails on any invalid read or write (freed memory
# read at exit, a texture destroyed after its renderer ...). Valgrind 3.19 cannot read Swift's DWARF 5, so
# this builds a DWARF 4 copy in .build-valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product splitview --scratch-path .build-valgrind -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 >/dev/null
binary=.build-valgrind/debug/splitview
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=0
for tour in tour-tiled tour-overlay tour-compact tour-devices tour-users tour-columns tour-narrow tour-hidpi; do
  args=$(cat "Assets/Scripts/$tour.args" 2>/dev/null || true)
  # shellcheck disable=SC2086
  SDL_VIDEODRIVER=dummy valgrind --log-file="$out/$tour.log" "$binary" --headless --script "Assets/Scripts/$tour.json" \
    --out "$out/$tour" --settings "$out/$tour/settings.json" $args >/dev/null 2>&1 || { echo "valgrind: $tour failed to run"; failed=1; }
  invalid=$(grep -cE "Invalid (read|write|free)" "$out/$tour.log" || true)
  echo "valgrind: $tour: $invalid invalid reads or writes"
  if [ "$invalid" != 0 ]; then
    grep -A12 -E "Invalid (read|write|free)" "$out/$tour.log" | head -40
    failed=1
  fi
done
exit $failed
