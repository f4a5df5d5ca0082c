# splitview: `make run` opens the demo window, `make test` runs every test headless.
# Both install missing system packages first (apt-get, as root or through sudo).

# FriBidi and HarfBuzz order and shape text beyond Latin; DejaVu draws Latin, Greek, Cyrillic, Hebrew and Arabic,
# WenQuanYi Micro Hei (5 MB) Chinese and Japanese, Noto Color Emoji (10 MB) emoji in colour, and Symbola other
# symbols, and emoji in one colour where no colour font is installed; all found per character through fontconfig.
SYSTEM_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev libx11-dev libxext-dev libxi-dev libwayland-dev libdbus-1-dev \
	libfribidi-dev libharfbuzz-dev fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji fonts-symbola libssl3 pkg-config
PKG_CONFIG_MODULES := sdl2 SDL2_ttf SDL2_image fontconfig x11 xext xi wayland-client dbus-1 fribidi harfbuzz
FONT_FILES := /usr/share/fonts/truetype/wqy/wqy-microhei.ttc /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf \
	/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf
# What the live-window checks of `make test` add: a virtual X server, xdotool to use it, xprop to read titles,
# xrdb to set the desktop's Xft.dpi, openbox to send _NET_WM_SYNC_REQUEST, xwd and convert for its screenshots, xfwm4
# (with a D-Bus session for its settings) to send extended sync requests; for the AT-SPI checks a session bus
# (dbus-daemon, dbus-run-session), at-spi2-core's bus launcher and registry, and pyatspi for Debian's /usr/bin/python3;
# Orca, speech-dispatcher and its espeak-ng module for the Orca checks; Mesa's OpenGL (llvmpipe, GLX and EGL) for the
# checks with --renderer gpu; setpriv (util-linux) to run the settings attacks as two unprivileged users; tesseract with
# Hebrew, Arabic and Japanese to read typed text back from screenshots.
MULTIARCH := $(shell gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
# OpenSSL's libcrypto, which the demo's users scene opens (dlopen) for scrypt when a password is first hashed.
RUNTIME_FILES := /usr/lib/$(MULTIARCH)/libcrypto.so.3
LIVE_PACKAGES := xvfb xdotool x11-utils x11-xserver-utils python3 openbox x11-apps imagemagick libxext6 libxfixes3 xfwm4 \
	dbus-daemon at-spi2-core python3-pyatspi python3-gi libglib2.0-bin gsettings-desktop-schemas procps orca speech-dispatcher speech-dispatcher-espeak-ng util-linux \
	libgl1-mesa-dri libglx-mesa0 libegl-mesa0 tesseract-ocr tesseract-ocr-heb tesseract-ocr-ara tesseract-ocr-jpn
LIVE_COMMANDS := Xvfb tesseract /usr/share/tesseract-ocr/5/tessdata/heb.traineddata /usr/share/tesseract-ocr/5/tessdata/ara.traineddata \
	/usr/share/tesseract-ocr/5/tessdata/jpn.traineddata xdotool xprop xrdb python3 openbox xwd convert xfwm4 xwininfo dbus-daemon \
	dbus-run-session /usr/libexec/at-spi-bus-launcher /usr/bin/python3 /usr/lib/python3/dist-packages/pyatspi/__init__.py \
	/usr/lib/python3/dist-packages/gi/__init__.py gsettings /usr/share/glib-2.0/schemas/org.gnome.desktop.a11y.interface.gschema.xml pgrep \
	speech-dispatcher /usr/bin/orca /usr/lib/speech-dispatcher-modules/sd_espeak-ng setpriv \
	/usr/lib/$(MULTIARCH)/dri/swrast_dri.so /usr/lib/$(MULTIARCH)/libGLX_mesa.so.0 /usr/lib/$(MULTIARCH)/libEGL_mesa.so.0
# The X input checks add a real Xorg with the dummy video driver and the inputtest input driver (a touchscreen, a pointer
# with XInput 2.1 scroll valuators and a keyboard, fed through sockets), and xinput to look at its devices.
XORG_PACKAGES := xserver-xorg-core xserver-xorg-video-dummy xinput xdotool x11-utils
XORG_COMMANDS := Xorg xinput xdotool xprop /usr/lib/xorg/modules/input/inputtest_drv.so /usr/lib/xorg/modules/drivers/dummy_drv.so
# The Wayland checks add wayvnc to use a headless sway (run as an unprivileged user) through VNC, python3-venv for
# vncdotool (from PyPI, into LIVE_VENV under .build, never installed globally), and Xwayland in a second sway for a
# pointer with XInput 2 scroll classes (smooth scrolling; Xvfb's pointers have none), with xdotool for its Ctrl+Q.
WAYLAND_PACKAGES := sway wayvnc python3-venv xwayland xdotool
LIVE_VENV := .build/live-venv
VNCDOTOOL_VERSION := 1.4.2
# What `make compare` adds: real windows under Xvfb, xdotool and XTEST to drive them, X DAMAGE to see them paint,
# libadwaita's demo and GTK 4's paned demo to compare with, Mesa's OpenGL for the OpenGL rows, and the X input checks'
# Xorg (with xrandr to read its rate) for the drag on a 144 Hz display.
COMPARE_PACKAGES := xvfb xdotool libxdamage-dev libxtst-dev libadwaita-1-examples gtk-4-examples libgl1-mesa-dri libglx-mesa0
COMPARE_BUILD := .build/compare
SWIFT_BUILD_FLAGS ?=
# The release build of the demo, as make compare and make soak measure it: the Swift runtime and FoundationEssentials linked in
# (86 shared libraries loaded → 72, 17 ms less to start, 6 MB less resident), with lld's packed relative relocations
# (2 MB of relocations → 17 KB, the executable still position-independent) and only what other libraries need exported
# (14,000 symbols → 700), and the functions a window runs laid out together (scripts/release.order, written by
# make release-order, and scripts/release-text.ld for the compiler's helpers that have no symbol to list: 10.5 MB of
# code resident after the first frame → 4.8 MB). SwiftPM does not rebuild for new
# -Xswiftc flags, nor relink for a new order file or linker script: after changing them, remove
# .build/x86_64-unknown-linux-gnu/release (or only its splitview, to relink). docs/performance.md has the figures.
# libstdc++ is linked in as well (only the Swift runtime uses it; its shared library cost 1.4 MB resident, most of
# it relocated on load): the static stdlib's link asks for -lstdc++, which lld finds first in $(STATIC_CXX), a folder
# holding only GCC's libstdc++.a.
STATIC_CXX := $(CURDIR)/.build/static-cxx
RELEASE_FLAGS := --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
	-Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/release.order -Xlinker --no-warn-symbol-ordering \
	-Xlinker --script=$(CURDIR)/scripts/release-text.ld -Xswiftc -L$(STATIC_CXX)
# Tests never need a display: SDL's dummy driver and the software renderer.
# LC_ALL=C.UTF-8: the tours and tests are written left to right, and --direction auto would mirror them in a Hebrew
# or Arabic desktop locale (the right-to-left ones pass --direction rtl themselves).
TEST_ENV := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy LC_ALL=C.UTF-8

.PHONY: run test unit live-venv build deps bench compare docs controls tour screenshots demo gifs valgrind soak clean print-release-flags release-order static-cxx number-facts

run: deps build
	.build/debug/splitview $(ARGS)

build:
	swift build $(SWIFT_BUILD_FLAGS)

# The whole of make test in one locale, left to right (see TEST_ENV): the live checks start splitview themselves.
test: export LC_ALL = C.UTF-8
test: deps
	@./scripts/install-deps.sh $(LIVE_PACKAGES) -- -- $(LIVE_COMMANDS)
	@./scripts/install-deps.sh $(WAYLAND_PACKAGES) -- -- sway swaymsg wayvnc Xwayland xdotool
	@./scripts/install-deps.sh $(XORG_PACKAGES) -- -- $(XORG_COMMANDS)
	$(MAKE) --no-print-directory live-venv
	swift build $(SWIFT_BUILD_FLAGS)
	$(TEST_ENV) swift test $(SWIFT_BUILD_FLAGS)
	@# Keyboard and pointer fuzz: 3 seeds × 10 scene set-ups × 900 random steps (27,030 in all), every frame checked; a
	@# failure is shrunk to a short script in out/fuzz/ with the command that replays it.
	python3 Tests/Fuzz/fuzz.py "$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)/splitview" --seeds 1 2 3 --steps 900 --jobs 2
	@# The restore test: 1,000 launch → resize → quit → relaunch cycles at random sizes, the width where the user put it.
	python3 Tests/Restore/restore_cycles.py "$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)/splitview"
	@# The live checks, in two lanes side by side (scripts/run-lanes.py; they mostly wait on windows, servers and screen
	@# readers, each on X displays and buses of its own; the settings contention, which keeps both cores busy, comes last,
	@# beside checks that time nothing): the X11 and Wayland window checks with both renderers, SDL's
	@# software one and OpenGL (Mesa's llvmpipe here), for which SDL re-creates the window; the X input checks with the
	@# default (OpenGL on Xorg, and software for the touchpad once more); the AT-SPI and Orca checks with the default
	@# (software under Xvfb); a stand-in XDG desktop portal on a private bus changing each appearance setting while the
	@# window runs, both renderers; Orca once more in Hebrew (the split's words in the desktop's language, Orca itself in
	@# English); the settings file attacked by other users, and saved by six instances in a loop for 20 s, one stopped
	@# (SIGSTOP) for 10 s holding its lock; typed text read back by OCR, and text at its extremes.
	export SPLITVIEW="$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)/splitview" && python3 scripts/run-lanes.py \
		--lane 'python3 Tests/Live/live_window_checks.py "$$SPLITVIEW" --renderer software' \
			'python3 Tests/Live/xorg_input_checks.py "$$SPLITVIEW"' \
			'$(LIVE_VENV)/bin/python Tests/Live/wayland_checks.py "$$SPLITVIEW" --renderer software' \
			'$(LIVE_VENV)/bin/python Tests/Live/wayland_checks.py "$$SPLITVIEW" --renderer gpu' \
			'python3 Tests/Live/settings_contention.py "$$SPLITVIEW"' \
		--lane 'python3 Tests/Live/live_window_checks.py "$$SPLITVIEW" --renderer gpu' \
			'/usr/bin/python3 Tests/Live/atspi_checks.py "$$SPLITVIEW"' '/usr/bin/python3 Tests/Live/desktop_settings_checks.py "$$SPLITVIEW"' \
			'/usr/bin/python3 Tests/Live/orca_checks.py "$$SPLITVIEW"' '/usr/bin/python3 Tests/Live/orca_checks.py "$$SPLITVIEW" --lang he_IL.UTF-8' \
			'python3 Tests/Live/settings_attacks.py "$$SPLITVIEW"' 'python3 Tests/Live/text_ocr_checks.py "$$SPLITVIEW"' \
			'python3 Tests/Live/text_extremes.py "$$SPLITVIEW"'
	python3 scripts/check-modules.py
	python3 scripts/check-docs.py Sources/SplitKit Sources/SplitKitStorage Sources/SplitKitSDL Sources/SplitKitScripting Sources/SplitKitApp Sources/SplitKitATSPI Sources/SplitKitDesktop
	$(MAKE) --no-print-directory docs
	./scripts/check-example.sh
	@# The tours under valgrind, on a copy of this build without its DWARF 5 (make valgrind builds one with lines).
	@./scripts/install-deps.sh valgrind binutils -- -- valgrind objcopy
	./scripts/valgrind.sh "$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)/splitview"

# The edit-test loop: only the pure core's tests (SplitKitTests: layout, gestures, the reducer, focus, widgets), no
# window, no SDL. They build in a package of their own (Tests/Unit, linking to SplitKit and its tests) so that only
# SplitKit and its tests compile: in this package `swift test --filter` would build SDL's side, the demo and crypto first.
unit:
	swift test --package-path Tests/Unit --scratch-path .build-unit $(SWIFT_BUILD_FLAGS)

# A Python of its own for the Wayland checks, with vncdotool from PyPI (python3-venv is installed when ensurepip is missing).
live-venv:
	@python3 -c 'import ensurepip' 2>/dev/null || ./scripts/install-deps.sh python3-venv -- -- ensurepip
	@$(LIVE_VENV)/bin/python -c 'import vncdotool' 2>/dev/null || { rm -rf $(LIVE_VENV) && python3 -m venv $(LIVE_VENV) && \
		$(LIVE_VENV)/bin/pip install --quiet --disable-pip-version-check vncdotool==$(VNCDOTOOL_VERSION); }

# Rewrites the Controls tables of docs/demo.md from the list the `?` overlay shows (Sources/SplitDemo/Help/Controls.swift).
controls: build
	python3 scripts/update-controls.py .build/debug/splitview docs/demo.md

# The DocC catalogs of the libraries (Sources/NAME/NAME.docc) into .build-docs/NAME; any warning fails.
DOC_MODULES := SplitKit SplitKitStorage SplitKitSDL SplitKitScripting SplitKitApp SplitKitATSPI SplitKitDesktop
docs: build
	@# The symbol graphs come from the debug build's compiled modules (scripts/symbol-graphs.sh), so the libraries
	@# compile once for make test; each catalog reads its own module's graphs (extensions of other modules included).
	rm -rf .build-docs/symbol-graphs
	./scripts/symbol-graphs.sh "$$(swift build $(SWIFT_BUILD_FLAGS) --show-bin-path)" .build-docs/symbol-graphs $(DOC_MODULES)
	@for m in $(DOC_MODULES); do \
		rm -rf .build-docs/graphs-$$m && mkdir -p .build-docs/graphs-$$m && cp .build-docs/symbol-graphs/$$m.symbols.json .build-docs/symbol-graphs/$$m@*.symbols.json .build-docs/graphs-$$m/ 2>/dev/null; \
		echo "docc: $$m"; \
		docc convert Sources/$$m/$$m.docc --additional-symbol-graph-dir .build-docs/graphs-$$m --output-path .build-docs/$$m \
			--fallback-display-name $$m --fallback-bundle-identifier org.splitview.$$m --warnings-as-errors || exit 1; \
	done

# Replays every tour script headless into out/NAME/ (screenshots and state logs).
# NAME.args beside a script holds extra options it needs (for example --primary-edge trailing).
tour: deps build
	@for s in Assets/Scripts/*.json; do \
		name=$$(basename $$s .json); \
		args=$$(cat Assets/Scripts/$$name.args 2>/dev/null); \
		echo "tour: $$name $$args"; \
		rm -rf out/$$name; \
		$(TEST_ENV) .build/debug/splitview --headless --script $$s --out out/$$name \
			--settings out/$$name/settings.json $$args || exit 1; \
	done

# A headless tour of each scene under valgrind; any invalid read or write fails.
valgrind: deps
	@./scripts/install-deps.sh valgrind -- -- valgrind
	./scripts/valgrind.sh

# Records which functions a window runs (both renderers, under callgrind) into scripts/release.order, which the release
# build lays out first; run it after large changes (make compare prints how much of the file the build still has).
release-order: deps static-cxx
	@./scripts/install-deps.sh valgrind binutils $(COMPARE_PACKAGES) -- -- valgrind objcopy Xvfb xdotool
	swift build -c release --product splitview $(RELEASE_FLAGS)
	python3 scripts/release-order.py .build/release/splitview

# Writes Sources/SplitKitStorage/Localization/LocaleNumberFacts+Table.swift again from ICU's number formats (after a
# Swift update changes ICU: LocaleNumberFactsTests then fails and names the first line that differs), then checks the
# new table, built in, against ICU.
number-facts: deps
	SPLITVIEW_WRITE_NUMBER_FACTS=1 $(TEST_ENV) swift test $(SWIFT_BUILD_FLAGS) --filter LocaleNumberFactsTests/theTableIsWhatICUSaysNow
	$(TEST_ENV) swift test $(SWIFT_BUILD_FLAGS) --filter LocaleNumberFactsTests

# Random scripts (100,000 steps) over every scene with SPEC's invariants checked on every frame and memory
# watched, then 200 SIGKILLs during settings saves (docs/robustness.md). SOAK_ARGS="--steps 300000" for more.
soak: deps static-cxx
	swift build -c release --product splitview $(RELEASE_FLAGS)
	python3 Tests/Soak/soak.py .build/release/splitview $(SOAK_ARGS)

# Plays every tour live in the window, one after another (DEMO_ARGS="--slow-motion 3" to slow them down).
demo: deps build
	@for s in Assets/Scripts/tour-*.json; do \
		name=$$(basename $$s .json); \
		args=$$(cat Assets/Scripts/$$name.args 2>/dev/null); \
		echo "demo: $$name $$args"; \
		rm -rf out/demo/$$name; \
		.build/debug/splitview --script $$s --out out/demo/$$name --settings out/demo/$$name/settings.json $$args $(DEMO_ARGS) || exit 1; \
	done

# The animated GIFs of the README and docs/demo.md: the gif-*.json scripts recorded headless frame by frame, made into GIFs
# with ImageMagick and gifsicle (installed when missing).
GIFS := overlay-swipe resize-bands compact-back-swipe drilldown inspector-column rail sheet
gifs: deps build
	@./scripts/install-deps.sh imagemagick gifsicle -- -- identify gifsicle
	@for g in $(GIFS); do \
		rm -rf out/gif-$$g; \
		$(TEST_ENV) .build/debug/splitview --headless --script Assets/Scripts/gif-$$g.json --out out/gif-$$g \
			--record out/gif-$$g/frames $$(cat Assets/Scripts/gif-$$g.args) || exit 1; \
		./scripts/make-gif.sh out/gif-$$g/frames docs/images/$$g.gif || exit 1; \
	done

# Regenerates the screenshots of docs/ from the tour scripts (needs imagemagick for `convert`).
screenshots: tour
	cp out/tour-tiled/tiled-dragged.png docs/images/tiled.png
	cp out/tour-overlay/overlay-shown.png docs/images/overlay.png
	cp out/tour-overlay/overlay-tracking.png docs/images/overlay-tracking.png
	cp out/tour-collapse/collapsed.png docs/images/collapsed.png
	convert out/tour-compact/compact-list.png out/tour-compact/compact-detail.png \
		out/tour-compact/compact-swiping-back.png -bordercolor "#9A9AA0" -border 1 +append docs/images/compact.png
	cp out/tour-users/users-location.png docs/images/users.png
	convert out/tour-users/users-personal.png out/tour-users/users-credentials.png out/tour-users/users-edit.png \
		-crop 832x420+368+0 +repage -bordercolor "#9A9AA0" -border 1 +append -resize 66% docs/images/users-screens.png
	convert out/tour-users/users-compact-menu.png out/tour-users/users-compact-location.png \
		-bordercolor "#9A9AA0" -border 1 +append docs/images/users-compact.png
	cp out/tour-columns/columns-animating.png docs/images/columns.png
	cp out/tour-columns/columns-switch-on.png docs/images/columns-switch.png
	cp out/tour-columns/columns-inspector.png docs/images/inspector.png
	convert out/tour-narrow/narrow-list.png out/tour-narrow/narrow-menu.png out/tour-narrow/narrow-personal.png \
		out/tour-narrow/narrow-edit.png out/tour-narrow/narrow-location.png out/tour-narrow/narrow-credentials.png \
		out/tour-narrow/narrow-help.png -bordercolor "#9A9AA0" -border 1 +append -resize 70% docs/images/users-narrow.png
	convert out/tour-help/help-tiled.png -resize 66% docs/images/help.png
	convert out/tour-scripts/typed-mixed.png -crop 1200x500+0+0 +repage -resize 75% docs/images/scripts.png
	convert out/tour-rtl/rtl-tiled.png out/tour-rtl/rtl-overlay.png out/tour-rtl/rtl-compact-detail.png -resize x300 \
		-bordercolor "#9A9AA0" -border 1 +append docs/images/rtl.png
	convert out/tour-hidpi/hidpi-overlay.png -crop 1000x560+0+0 +repage docs/images/hidpi.png
	convert out/tour-drilldown/drill-thread.png out/tour-drilldown/drill-message.png out/tour-drilldown/drill-three-levels.png \
		-resize x300 -bordercolor "#9A9AA0" -border 1 +append docs/images/drilldown.png
	convert out/tour-inspector/inspector-beside.png -resize x300 docs/images/inspector-beside.png
	convert out/tour-inspector/inspector-over.png -resize x300 docs/images/inspector-over.png
	convert out/tour-inspector/inspector-sheet.png -resize x300 docs/images/inspector-sheet.png
	convert out/tour-keyboard/keyboard-separator.png out/tour-keyboard/keyboard-detail.png \
		out/tour-keyboard/keyboard-overlay.png -resize x300 -bordercolor "#9A9AA0" -border 1 +append docs/images/keyboard.png
	convert out/tour-snap-anchors/anchors-start.png out/tour-snap-anchors/anchors-slow-settling.png \
		out/tour-snap-anchors/anchors-slow-settled.png out/tour-snap-anchors/anchors-fast-settling.png \
		out/tour-snap-anchors/anchors-fast-settled.png -crop 760x132+0+0 +repage -bordercolor "#9A9AA0" -border 1 -append \
		docs/images/snap-anchors.png
	@for t in tour-tiled tour-overlay tour-compact tour-users; do \
		args=$$(cat Assets/Scripts/$$t.args 2>/dev/null); \
		rm -rf out/dark/$$t; \
		$(TEST_ENV) .build/debug/splitview --headless --theme dark --script Assets/Scripts/$$t.json --out out/dark/$$t \
			--settings out/dark/$$t/settings.json $$args > /dev/null || exit 1; \
	done
	convert out/dark/tour-tiled/tiled-dragged.png out/dark/tour-overlay/overlay-shown.png \
		out/dark/tour-compact/compact-detail.png -resize x400 -bordercolor "#48484A" -border 1 +append docs/images/dark.png

bench: deps
	@# A release build folder from before the libraries gained or moved files fails ("has no member", missing inputs):
	@# start it again from nothing once, as check-example.sh does for the examples.
	cd Benchmarks && (swift build -c release >/dev/null 2>&1 || rm -rf .build/*/release .build/release)
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark

# splitview, a bare SDL2 window (Benchmarks/Compare/bare_sdl.c; the same from Swift, Floor) and libadwaita's demo in
# real windows under Xvfb, driven by the same xdotool sequences: one table with ratios and the targets
# (docs/performance.md).
compare: deps static-cxx
	@./scripts/install-deps.sh $(COMPARE_PACKAGES) $(XORG_PACKAGES) x11-xserver-utils -- xdamage xtst -- Xvfb xdotool \
		adwaita-1-demo gtk4-demo /usr/lib/$(MULTIARCH)/dri/swrast_dri.so $(XORG_COMMANDS) xrandr
	swift build -c release --product splitview $(RELEASE_FLAGS)
	mkdir -p $(COMPARE_BUILD)
	cc -O2 -Wall -o $(COMPARE_BUILD)/bare_sdl Benchmarks/Compare/bare_sdl.c -lSDL2
	cc -O2 -Wall -o $(COMPARE_BUILD)/xwatch Benchmarks/Compare/xwatch.c -lX11 -lXdamage
	cc -O2 -Wall -o $(COMPARE_BUILD)/xdrag Benchmarks/Compare/xdrag.c -lX11 -lXtst -lXdamage
	@# The floor: the bare window from Swift, linked as splitview is (what the runtime and FoundationEssentials cost).
	swift build -c release --package-path Benchmarks/Compare/Floor --scratch-path .build/floor $(RELEASE_FLAGS)
	python3 scripts/release-order.py .build/release/splitview --check
	python3 Benchmarks/Compare/compare.py --splitview .build/release/splitview --floor .build/floor/release/floor \
		--bare $(COMPARE_BUILD)/bare_sdl --xwatch $(COMPARE_BUILD)/xwatch --xdrag $(COMPARE_BUILD)/xdrag $(COMPARE_ARGS)

# The flags of the measured release build, for scripts/profile.sh.
print-release-flags: static-cxx
	@echo $(RELEASE_FLAGS)

# The folder the release build finds libstdc++.a in (RELEASE_FLAGS); GCC's comes with the Swift toolchain's libstdc++-12-dev.
static-cxx:
	@archive=$$(cc -print-file-name=libstdc++.a); case "$$archive" in /*) ;; *) \
		echo "make: no libstdc++.a for the release build; install it with: apt-get install libstdc++-12-dev" >&2; exit 1;; esac; \
		mkdir -p $(STATIC_CXX) && ln -sfn "$$archive" $(STATIC_CXX)/libstdc++.a

deps:
	@./scripts/install-deps.sh $(SYSTEM_PACKAGES) -- $(PKG_CONFIG_MODULES) -- $(FONT_FILES) $(RUNTIME_FILES)

clean:
	rm -rf .build .build-* out
