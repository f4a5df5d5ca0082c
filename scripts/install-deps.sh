#!/usr/bin/env bash
# Installs the Debian packages splitview needs when they are missing: apt-get as root, or through sudo.
# Usage: install-deps.sh PACKAGE... -- PKG_CONFIG_MODULE... [-- COMMAND...]
# (commands that must be on PATH, such as Xvfb for the targets that open real windows; an absolute path must
# exist, for programs off PATH and files such as a Python module)
set -euo pipefail

packages=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do packages+=("$1"); shift; done
[ $# -gt 0 ] && shift
modules=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do modules+=("$1"); shift; done
[ $# -gt 0 ] && shift
commands=("$@")

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
for module in "${modules[@]}"; do
  if ! pkg-config --exists "$module" 2>/dev/null; then missing+=("$module"); fi
done
for cmd in "${commands[@]}"; do
  if [[ "$cmd" == /* ]]; then
    [ -e "$cmd" ] || missing+=("$cmd")
  else
    command -v "$cmd" >/dev/null 2>&1 || missing+=("$cmd")
  fi
done
# The UI font: any sans-serif fontconfig knows about; DejaVu is the one we install.
if ! command -v fc-match >/dev/null 2>&1 || [ -z "$(fc-match -f '%{file}' sans-serif 2>/dev/null)" ]; then
  missing+=(font)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "splitview: missing ${missing[*]}; installing: ${packages[*]}"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "splitview: error: apt-get not found. Install the equivalents of: ${packages[*]} with your package manager." >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run=(sudo)
elif command -v sudo >/dev/null 2>&1 && [ -t 0 ]; then
  run=(sudo)   # interactive: sudo asks for the password
else
  echo "splitview: error: installing packages needs root. Run as root, or set up sudo, or install them yourself:" >&2
  echo "  sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}"
