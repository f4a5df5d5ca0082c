#!/usr/bin/env bash
# Turns recorded frames (frame-00000.png ...) into an animated GIF at 30 frames per second: every other
# frame of the 60 fps virtual clock, each padded to the largest frame (a resize changes the window size),
# scaled, then optimised. Usage: make-gif.sh FRAMES_DIR OUT.gif [SCALE%]
set -euo pipefail
frames=$1 out=$2 scale=${3:-75%}
size=$(identify -format '%w %h\n' "$frames"/frame-*.png | sort -n -k1,1 -k2,2 | tail -1 | tr ' ' x)
picked=$(ls "$frames"/frame-*.png | awk 'NR % 2 == 1')
# shellcheck disable=SC2086
convert -delay 1x30 $picked -background '#8E8E93' -gravity NorthWest -extent "$size" -resize "$scale" -loop 0 "$out.tmp.gif"
gifsicle -O3 --colors 128 --lossy=20 "$out.tmp.gif" -o "$out"
rm -f "$out.tmp.gif"
echo "gif: $out ($(du -k "$out" | cut -f1) KB, $(echo "$picked" | wc -l) frames of $size)"
