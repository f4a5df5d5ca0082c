#!/bin/sh
# Writes the public symbol graphs of the named modules from an existing build's compiled modules, for DocC.
# Usage: scripts/symbol-graphs.sh BUILD_DIR OUTPUT_DIR MODULE...  (BUILD_DIR: `swift build --show-bin-path`)
# swift-symbolgraph-extract reads the .swiftmodule files the build already wrote, so the docs need no second compile
# of the libraries (a build with -emit-symbol-graph took about 80 s more in make test). It needs every C module the
# libraries import: the module maps of this package's C targets, in Sources and the ones SwiftPM writes for include/.
set -eu
build=$1 out=$2
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
clang_flags=""
for map in "$root"/Sources/*/module.modulemap "$build"/*.build/module.modulemap; do
	[ -f "$map" ] && clang_flags="$clang_flags -Xcc -fmodule-map-file=$map"
done
for include in "$root"/Sources/*/include; do
	[ -d "$include" ] && clang_flags="$clang_flags -Xcc -I -Xcc $include"
done
# System library targets with a pkgConfig name (CDBus: dbus-1) take their include folders from pkg-config, as SwiftPM does.
for module in $(sed -n 's/.*pkgConfig: *"\([^"]*\)".*/\1/p' "$root/Package.swift"); do
	for flag in $(pkg-config --cflags-only-I "$module"); do clang_flags="$clang_flags -Xcc $flag"; done
done
# What a library re-exports (`@_exported import`, as SplitKitSDL does SplitKit and SDL's C module) is part of its
# documented surface, as -emit-symbol-graph writes it: read from the sources, not listed here.
reexported=$(sed -n 's/^@_exported import \([A-Za-z0-9_]*\).*/\1/p' "$root"/Sources/*/*.swift | sort -u | paste -sd, -)
mkdir -p "$out"
for module in "$@"; do
	# shellcheck disable=SC2086
	swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
		-I "$build/Modules" -module-cache-path "$build/ModuleCache" $clang_flags \
		-minimum-access-level public -experimental-allowed-reexported-modules="$reexported" \
		-output-dir "$out" || { echo "symbol-graphs.sh: no symbol graph for $module (is $build a complete build?)" >&2; exit 1; }
done
