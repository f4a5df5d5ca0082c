#!/usr/bin/env bash
# Runs a headless tour of each scene under valgrind and fails on any invalid read or write (freed memory
# read at exit, a texture destroyed after its renderer ...).
#
#   scripts/valgrind.sh [SPLITVIEW]
#
# Valgrind 3.19 cannot read Swift's DWARF 5 (it gives up on the whole binary). Given SPLITVIEW (make test passes its
# debug build), a copy without its debug information is run: memcheck finds the same errors, and its reports name
# functions but not lines; the build is not compiled again (two minutes of make test on 2 cores). Without it, a DWARF 4
# copy is built in .build-valgrind, whose reports have file and line (make valgrind; use it to follow up a failure).
# The tours run two at a time, longest first: valgrind runs a program on one core.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [ $# -ge 1 ]; then
  binary=$out/splitview
  objcopy --strip-debug "$1" "$binary"
else
  swift build --product splitview --scratch-path .build-valgrind -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 >/dev/null
  binary=.build-valgrind/debug/splitview
fi

# tour: runs one tour under valgrind; prints its line, and the first reports when it had any. Fails when it did.
tour() {
  local tour=$1 args invalid
  args=$(cat "Assets/Scripts/$tour.args" 2>/dev/null || true)
  # shellcheck disable=SC2086
  if ! SDL_VIDEODRIVER=dummy valgrind --log-file="$out/$tour.log" "$binary" --headless --script "Assets/Scripts/$tour.json" \
    --out "$out/$tour" --settings "$out/$tour/settings.json" $args >/dev/null 2>&1; then
    echo "valgrind: $tour failed to run (its valgrind log ends:)"; tail -5 "$out/$tour.log"
    return 1
  fi
  invalid=$(grep -cE "Invalid (read|write|free)" "$out/$tour.log" || true)
  echo "valgrind: $tour: $invalid invalid reads or writes"
  if [ "$invalid" != 0 ]; then
    grep -A12 -E "Invalid (read|write|free)" "$out/$tour.log" | head -40
    return 1
  fi
}

failed=0
# Longest first (the users tour, whose password check runs scrypt, takes a minute), two at a time: a tour starts
# whenever a core is free, so the short ones fill in beside the long ones.
tours=(tour-users tour-columns tour-narrow tour-hidpi tour-devices tour-compact tour-overlay tour-tiled)
declare -A running=()
next=0
while [ $next -lt ${#tours[@]} ] || [ ${#running[@]} -gt 0 ]; do
  while [ $next -lt ${#tours[@]} ] && [ ${#running[@]} -lt 2 ]; do
    tour "${tours[next]}" >"$out/${tours[next]}.result" 2>&1 &
    running[$!]=${tours[next]}
    next=$((next + 1))
  done
  status=0
  wait -n -p finished "${!running[@]}" || status=$?
  [ "$status" = 0 ] || failed=1
  cat "$out/${running[$finished]}.result"
  unset "running[$finished]"
done
exit $failed
