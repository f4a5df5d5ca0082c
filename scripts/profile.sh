#!/usr/bin/env bash
# Profiles splitview as `make compare` drives it under Xvfb (issue 37): OpenGL drag and resizes, software start-up and memory.
#
#   scripts/profile.sh [drag] [resize] [startup] [memory] [controls]     (default: all five)
#
# Recordings and reports (*.txt) go to $OUT (default /tmp/splitview-profile); docs/performance.md ("Where the time
# goes") quotes the reports. Needs root (perf's uprobes, /proc/PID/pagemap), perf, heaptrack, Xvfb, xdotool and the
# X headers `make compare` installs. splitview is built in release with symbols: Swift keeps frame pointers, Mesa and
# SDL do not, hence --call-graph dwarf. The drag is compare's (xdrag: 120 motions over 240 px on the mail scene's
# separator), the resizes compare's 60 (1100 to 420 points wide and back, 16 ms apart), each also run on the bare SDL
# window as the baseline. The uprobes this adds (probe_splitview:*, probe_libSDL2:*) are removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-/tmp/splitview-profile}
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(drag resize startup memory controls)
mkdir -p "$OUT" .build/compare
# As make compare builds it (its RELEASE_FLAGS), with symbols.
swift build -c release --product splitview $(make -s -f Makefile print-release-flags) -Xswiftc -g
bin=$PWD/.build/release/splitview
cc -O2 -Wall -o .build/compare/xdrag Benchmarks/Compare/xdrag.c -lX11 -lXtst -lXdamage
cc -O2 -Wall -o .build/compare/bare_sdl Benchmarks/Compare/bare_sdl.c -lSDL2
xdrag=$PWD/.build/compare/xdrag bare=$PWD/.build/compare/bare_sdl
report="python3 scripts/profile_report.py"
sdl=$(ldd "$bin" | awk '/libSDL2-2.0/ { print $3 }')
sdl=$(readlink -f "$sdl")

# A free display (no lock file), and nothing of Wayland.
n=140
while [ -e /tmp/.X$n-lock ] || [ -e /tmp/.X11-unix/X$n ]; do n=$((n + 1)); done
export DISPLAY=:$n
unset WAYLAND_DISPLAY
Xvfb "$DISPLAY" -screen 0 1600x1000x24 -nolisten tcp -noreset >/dev/null 2>&1 &
xvfb=$!
app=
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  wait "$xvfb" 2>/dev/null || true
  rm -f "/tmp/.X$n-lock"
  perf probe -q -d 'probe_splitview:*' -d 'probe_libSDL2:*' 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 1 200); do [ -S /tmp/.X11-unix/X$n ] && break; sleep 0.05; done
kill -0 "$xvfb" || { echo "profile: Xvfb could not start on $DISPLAY" >&2; exit 1; }

# uprobes: SDL's draw calls with their sizes (rectangle or destination in rsi/rcx), its frames, and the start-up phases
# at splitview's functions (found by their mangled names; a renamed or inlined one stops the script here).
perf probe -q -d 'probe_splitview:*' -d 'probe_libSDL2:*' 2>/dev/null || true
for f in SDL_RenderPresent SDL_RenderFlush SDL_RenderSetClipRect SDL_SetTextureAlphaMod SDL_CreateTexture \
  SDL_UpdateTexture SDL_DestroyTexture SDL_SetRenderTarget SDL_RenderReadPixels; do
  perf probe -q -x "$sdl" -a "$f"
done
perf probe -q -x "$sdl" -a 'fillr=SDL_RenderFillRect w=+8(%si):s32 h=+12(%si):s32'
perf probe -q -x "$sdl" -a 'copyr=SDL_RenderCopy w=+8(%cx):s32 h=+12(%cx):s32'
perf probe -q -x "$sdl" -a 'copyexr=SDL_RenderCopyEx w=+8(%cx):s32 h=+12(%cx):s32'
phase() {  # name, mangled symbol, [ret]: a uprobe at the function's entry (and its return)
  local address
  address=$(nm "$bin" | awk -v s="$2" '$3 == s && !a { a = "0x" $1 } END { print a }')
  [ -n "$address" ] || { echo "profile: no symbol $2 in $bin" >&2; exit 1; }
  # perf takes a file offset; lld lays the code out a page further in memory than in the file.
  address=$(readelf -lW "$bin" | python3 -c 'import sys
a = int(sys.argv[1], 16)
for f in (l.split() for l in sys.stdin):
    if f and f[0] == "LOAD" and int(f[2], 16) <= a < int(f[2], 16) + int(f[5], 16): print(hex(a - int(f[2], 16) + int(f[1], 16)))' "$address")
  perf probe -q -x "$bin" -a "$1=$address"
  [ "${3:-}" != ret ] || perf probe -q -x "$bin" -a "${1}_ret=$address%return"
}
phase main splitview_main
phase fontpath '$s11SplitKitSDL11FontLocatorO8fontPath08explicitG0S2SSg_tAA0D5ErrorOYKFZ' ret
phase sdlstart '$s11SplitKitSDL8SDLVideoO5start11environment6reportSSSDyS2SG_ySSXEtKFZ' ret
phase fontset '$s11SplitKitSDL7FontSetC4pathACSS_tKcfc'
phase a11y '$s13SplitKitATSPI19AccessibilityBridgeC15applicationName11environment4wakeACSS_SDyS2SGyyYbctcfc' ret
phase draw '$s11SplitKitSDL19DisplayListRendererC4draw_5scale2iny0aB00dE0V_SdAG4RectVSgtF' ret
phases=(-e probe_libSDL2:SDL_RenderPresent)
for p in main fontpath fontpath_ret__return sdlstart sdlstart_ret__return fontset a11y a11y_ret__return draw \
  draw_ret__return; do phases+=(-e "probe_splitview:$p"); done

# Starts a program (its command line as arguments) and waits for its window: sets $app and $window.
start() {
  rm -f "$OUT/settings.json" "$OUT/state.jsonl"
  "$@" >/dev/null 2>&1 &
  app=$!
  xdotool search --sync --onlyvisible --pid "$app" >/dev/null
  sleep 1  # SDL replaces its first window when it switches it to OpenGL: the last one is the program's
  window=$(xdotool search --onlyvisible --pid "$app" | tail -1)
}
splitview() { start "$bin" --size 1200x800 --settings "$OUT/settings.json" --state-log "$OUT/state.jsonl" --renderer "$1"; }
stop() { kill "$app"; wait "$app" || true; app=; }
cpu() { { cat /proc/"$app"/task/*/schedstat 2>/dev/null || true; } | awk '{ s += $1 } END { printf "%.3f", s / 1e9 }'; }  # a thread may end meanwhile
drag() { "$xdrag" "$window" "$1" 400 240 120 16.7 100 >/dev/null; sleep 0.3; }
resizes() {  # compare's 60, then (with "storm") its 100-resize storm
  local i
  for i in $(seq 0 29); do xdotool windowsize "$window" $(((1100 * 29 - 680 * i + 14) / 29)) 800; sleep 0.016; done
  for i in $(seq 0 29); do xdotool windowsize "$window" $(((420 * 29 + 680 * i + 14) / 29)) 800; sleep 0.016; done
  sleep 0.4
  if [ "${1:-}" = storm ]; then
    for i in $(seq 0 99); do xdotool windowsize "$window" $((600 + 6 * i)) 800; sleep 0.016; done
    sleep 0.4
  fi
}
# Records `perf record ARGS` on $app while running the command after "--"; prints the CPU it used (every thread).
record() {
  local args=() perf before
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  shift
  perf record "${args[@]}" -p "$app" 2>/dev/null &
  perf=$!
  sleep 0.5
  before=$(cpu)
  "$@"
  echo "CPU $(awk "BEGIN { print $(cpu) - $before }") s (under perf)"
  kill -INT "$perf"
  wait "$perf" || true
}
samples() { record -F 4000 --call-graph dwarf,16384 -o "$1" -- "${@:2}"; }

for step in "${steps[@]}"; do
  case $step in
  drag | resize)
    if [ "$step" = drag ]; then run=(drag 364) base=(drag 360); else run=(resizes) base=(resizes); fi
    for _ in 1 2; do  # CPU without perf, as compare measures it
      splitview gpu; before=$(cpu); "${run[@]}"; echo "splitview: CPU $(awk "BEGIN { print $(cpu) - $before }") s"; stop
      start "$bare" gpu; before=$(cpu); "${base[@]}"; echo "bare window: CPU $(awk "BEGIN { print $(cpu) - $before }") s"; stop
    done >"$OUT/$step-cpu.txt"
    splitview gpu
    samples "$OUT/$step.data" "${run[@]}" | sed 's/^/splitview: /' >>"$OUT/$step-cpu.txt"
    stop
    splitview gpu
    record -e 'probe_libSDL2:*' -o "$OUT/$step-calls.data" -- "${run[@]}" >/dev/null
    stop
    start "$bare" gpu
    samples "$OUT/$step-bare.data" "${base[@]}" | sed 's/^/bare window: /' >>"$OUT/$step-cpu.txt"
    stop
    perf script -i "$OUT/$step.data" -F comm,tid,ip,sym,dso 2>/dev/null >"$OUT/$step.script"
    perf script -i "$OUT/$step-bare.data" -F comm,tid,ip,sym,dso 2>/dev/null >"$OUT/$step-bare.script"
    perf script -i "$OUT/$step-calls.data" -F event,trace 2>/dev/null >"$OUT/$step-calls.script"
    { cat "$OUT/$step-cpu.txt"; $report frames "$OUT/$step.script" "$OUT/$step-bare.script"
      echo; $report calls "$OUT/$step-calls.script"; } >"$OUT/$step.txt"
    ;;
  startup)  # exec to the first presented frame, software renderer: 10 runs with the phase uprobes only (their wall
    # times), 10 more sampled at 10 kHz (what each phase does)
    for run in $(seq 1 20); do
      rm -f "$OUT/settings.json" "$OUT/state.jsonl"
      if [ "$run" -le 10 ]; then args=("${phases[@]}"); else args=(-F 10000 --call-graph dwarf,16384 -e cpu-clock "${phases[@]}"); fi
      perf record "${args[@]}" -o "$OUT/startup-$run.data" -- "$bin" --size 1200x800 --settings "$OUT/settings.json" \
        --state-log "$OUT/state.jsonl" --renderer software >/dev/null 2>&1 &
      perf=$!
      for _ in $(seq 1 1000); do [ -s "$OUT/state.jsonl" ] && break; sleep 0.005; done
      sleep 0.2
      kill "$(pgrep -P "$perf")"
      wait "$perf" || true
      perf script -i "$OUT/startup-$run.data" --show-task-events -F comm,tid,time,event,ip,sym,dso 2>/dev/null \
        >"$OUT/startup-$run.script"
    done
    $report startup "$OUT"/startup-{1..10}.script -- "$OUT"/startup-{11..20}.script >"$OUT/startup.txt"
    ;;
  memory)  # compare's sequence (60 resizes and the storm), then what is resident; once more under heaptrack
    splitview software
    resizes storm
    { grep -E 'VmHWM|RssAnon|RssFile|RssShmem' /proc/"$app"/status; $report pages "$app"; } >"$OUT/memory.txt"
    stop
    start "$bare" software
    resizes storm
    { echo; echo "bare SDL window:"; grep VmHWM /proc/"$app"/status; $report pages "$app"; } >>"$OUT/memory.txt"
    stop
    rm -f "$OUT"/heaptrack.* "$OUT/settings.json"
    heaptrack -o "$OUT/heaptrack" "$bin" --size 1200x800 --settings "$OUT/settings.json" --renderer software >/dev/null 2>&1 &
    tracer=$!
    for _ in $(seq 1 100); do app=$(pgrep -P "$tracer" -x splitview || true); [ -n "$app" ] && break; sleep 0.05; done
    window=$(xdotool search --sync --onlyvisible --pid "$app" | tail -1)
    sleep 1
    resizes storm
    kill "$app"
    wait "$tracer" || true
    app=
    heaptrack_print -f "$OUT"/heaptrack.*zst --flamegraph-cost-type peak -F "$OUT/heap-peak.folded" >/dev/null 2>&1
    swift demangle --simplified <"$OUT/heap-peak.folded" >"$OUT/heap-peak.demangled"
    { echo; $report heap "$OUT/heap-peak.demangled"; } >>"$OUT/memory.txt"
    ;;
  controls)  # what the drag's OpenGL cost follows: the bare window with a fill instead of a clear (FILLCLEAR), EXTRA
    # more fills, each with its own clip rectangle (CLIPS); splitview with Mesa's shaders skipped (LP_PERF=no_shade)
    sed -e 's|SDL_RenderClear(renderer);|if (getenv("FILLCLEAR")) { SDL_Rect all = {0, 0, w, h}; SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE); SDL_RenderFillRect(renderer, \&all); } else SDL_RenderClear(renderer);|' \
      -e 's|SDL_RenderPresent(renderer);|for (int i = 0, n = getenv("EXTRA") ? atoi(getenv("EXTRA")) : 0; i < n; i++) { SDL_Rect r = {x + 1, h * i / n, w - x - 1, h / n + 1}; if (getenv("CLIPS")) SDL_RenderSetClipRect(renderer, \&r); SDL_RenderFillRect(renderer, \&r); } SDL_RenderSetClipRect(renderer, NULL); SDL_RenderPresent(renderer);|' \
      -e 's|#include <string.h>|#include <stdlib.h>\n#include <string.h>|' Benchmarks/Compare/bare_sdl.c >.build/compare/bare_variant.c
    cc -O2 -Wall -o .build/compare/bare_variant .build/compare/bare_variant.c -lSDL2
    threads() { local main other; main=$(awk '{ print $1 }' /proc/"$app"/task/"$app"/schedstat)
      other=$({ cat /proc/"$app"/task/*/schedstat 2>/dev/null || true; } | awk -v m="$main" '{ s += $1 } END { print s - m }'); echo "$main $other"; }
    for setting in X=1 FILLCLEAR=1 EXTRA=32 "EXTRA=32 CLIPS=1" LP_PERF=no_shade; do
      # shellcheck disable=SC2086
      if [ "$setting" = LP_PERF=no_shade ]; then start env $setting "$bin" --size 1200x800 --settings "$OUT/settings.json" --renderer gpu
        app=$(pgrep -P "$app" -x splitview || echo "$app"); x=364
      else start env $setting .build/compare/bare_variant gpu; x=360; fi
      read -r m0 o0 < <(threads)
      drag $x
      read -r m1 o1 < <(threads)
      awk -v s="$setting" -v m=$((m1 - m0)) -v o=$((o1 - o0)) \
        'BEGIN { printf "%-20s drag CPU %.3f s: main thread %.3f s, other threads %.3f s\n", s, (m + o) / 1e9, m / 1e9, o / 1e9 }'
      stop
    done >"$OUT/controls.txt"
    ;;
  *) echo "profile: unknown step $step (drag, resize, startup, memory, controls)" >&2; exit 2 ;;
  esac
  echo "profile: $step: $OUT/$step.txt"
done
