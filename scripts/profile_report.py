#!/usr/bin/env python3
"""Turns the recordings of scripts/profile.sh into the tables of docs/performance.md ("Where the time goes").

    profile_report.py frames SCRIPT [BASELINE]   perf script -F comm,tid,ip,sym,dso of a drag or resize (and of the
                                                 bare window's): samples by thread, loop stage and library
    profile_report.py calls SCRIPT               perf script -F event,trace of the SDL uprobes: calls per frame, pixels
    profile_report.py startup TIMELINE... -- SAMPLED...
                                                 perf script --show-task-events of start-ups with the phase uprobes:
                                                 each phase's median wall time (TIMELINE: uprobes only) and what its
                                                 samples were doing (SAMPLED: uprobes and cpu-clock with call stacks)
    profile_report.py heap FOLDED                heaptrack_print --flamegraph-cost-type peak -F output, demangled
    profile_report.py pages PID                  what a live process's resident pages are: groups of mappings, and the
                                                 ELF sections of its libraries' resident pages (root: /proc/PID/pagemap)
"""
import collections
import os
import re
import statistics
import struct
import subprocess
import sys


def demangle(names):
    names = list(names)
    out = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names), capture_output=True,
                         text=True).stdout.splitlines()
    return dict(zip(names, out)) if len(out) == len(names) else {n: n for n in names}


def library(dso):
    """A sample's library, grouped: splitview's own code, the Swift runtime, Mesa, llvmpipe's JIT code, SDL ..."""
    name = dso.rsplit("/", 1)[-1]
    if name == "splitview":
        return "splitview (Swift)"
    if name.startswith(("libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime")):
        return "Swift runtime/Foundation"
    if name.startswith(("swrast_dri", "libGL", "libglapi")):
        return "Mesa (swrast_dri, GL)"
    if name.startswith(("[JIT]", "perf-")):
        return "llvmpipe JIT code"
    if name.startswith("libSDL2"):
        return "SDL2"
    if name.startswith(("libX", "libxcb")):
        return "Xlib/xcb"
    if name.startswith("[kernel"):
        return "kernel"
    if name.startswith(("libc.so", "ld-linux")):
        return "libc/ld.so"
    return name


def stacks(stream):
    """(comm, time or None, event text, frames innermost first) for each record of `perf script` output: a header line,
    then one tab-indented line per frame."""
    header, frames = None, []
    for line in stream:
        if line.startswith("\t"):
            m = re.match(r"\s*[0-9a-f]+ (.*) \((.*)\)$", line.rstrip())
            if m and header:
                frames.append((m.group(1), m.group(2)))
            continue
        if header:
            yield header + (frames,)
        header, frames = None, []
        m = re.match(r"\s*(\S+)\s+(\d+)(?:\s+([\d.]+):)?\s*(.*)$", line)
        if m:
            header = (m.group(1), float(m.group(3)) if m.group(3) else None, m.group(4))
    if header:
        yield header + (frames,)


def leaf_library(frames):
    return next((library(d) for _, d in frames if d != "inlined"), "?")


# The stages of splitview's loop, by a piece of the mangled name: the innermost one on a sample's stack names it.
STAGES = [
    ("WindowRunnerC3run", "loop: other"),
    ("WindowRunnerC6handle", "input: scene.handle (reducer, layout)"),
    ("DesktopWindowC10waitEvents", "waiting for events (SDL event pump, X)"),
    ("WindowRunnerC19updateAccessibility", "accessibility update"),
    ("WindowRunnerC12presentFrame", "presentFrame: other"),
    ("C11displayList", "build: scene.displayList()"),
    ("DisplayListRendererC4draw_", "render: DisplayListRenderer.draw"),
    ("TextCacheC", "render: TextCache (fit, texture)"),
    ("WindowC4flipyyF", "present: SDL_RenderPresent (swap)"),
    ("StateLog", "state log (--state-log)"),
]


def thread_of(comm):
    return "llvmpipe threads" if comm.startswith("llvmpipe") else ("main thread" if comm in ("splitview", "bare_sdl")
                                                                   else comm)


def frames_report(path, baseline=None):
    total, by_lib, stages, stage_libs, callers, own = 0, collections.Counter(), collections.Counter(), \
        collections.Counter(), collections.Counter(), collections.Counter()
    for comm, _, _, frames in stacks(open(path)):
        if not frames:
            continue
        total += 1
        thread, lib = thread_of(comm), leaf_library(frames)
        by_lib[(thread, lib)] += 1
        stage = "(rasterising what the main thread submitted)" if thread == "llvmpipe threads" else "other"
        if thread == "main thread":
            stage = next((label for sym, _ in frames for key, label in reversed(STAGES) if key in sym), "other")
            if lib == "splitview (Swift)":
                own[frames[0][0]] += 1
            else:
                caller = next((s for s, d in frames if d.endswith("/splitview") or (d == "inlined" and s.startswith("$s"))), "?")
                callers[(caller, lib)] += 1
        stages[(thread, stage)] += 1
        stage_libs[(thread, stage, lib)] += 1
    ms = lambda n: n / FREQUENCY * 1000
    print("%d samples at %d Hz (%.0f ms of CPU under perf)" % (total, FREQUENCY, ms(total)))
    base, base_total = collections.Counter(), 0
    if baseline:
        for comm, _, _, frames in stacks(open(baseline)):
            if frames:
                base_total += 1
                base[(thread_of(comm), leaf_library(frames))] += 1
        print("baseline %s: %d samples (%.0f ms)" % (baseline, base_total, ms(base_total)))
    print("\nby thread and library (self)%s:" % (", and the baseline's" if baseline else ""))
    for key in sorted(set(by_lib) | set(base), key=lambda k: -by_lib[k]):
        if by_lib[key] + base[key] >= total / 200:
            extra = "   baseline %5.0f ms  difference %+5.0f ms" % (ms(base[key]), ms(by_lib[key] - base[key])) if baseline else ""
            print("  %5.1f%%  %5.0f ms  %s / %s%s" % (100.0 * by_lib[key] / total, ms(by_lib[key]), key[0], key[1], extra))
    print("\nby stage of the loop:")
    for (thread, stage), n in stages.most_common():
        parts = ", ".join("%s %.1f%%" % (lib, 100.0 * m / total) for (t, s, lib), m in stage_libs.most_common()
                          if (t, s) == (thread, stage) and m >= total / 300)
        print("  %5.1f%%  %s / %s: %s" % (100.0 * n / total, thread, stage, parts))
    names = demangle(set(own) | {c for c, _ in callers})
    print("\nmain thread in libraries, by the innermost splitview function on the stack:")
    for (sym, lib), n in callers.most_common(8):
        print("  %5.1f%%  %s <- %s" % (100.0 * n / total, lib, names.get(sym, sym)[:110]))
    print("\nsplitview's own code (self), top 8:")
    for sym, n in own.most_common(8):
        print("  %5.2f%%  %s" % (100.0 * n / total, names.get(sym, sym)[:110]))


def calls_report(path):
    counts, pixels, frames = collections.Counter(), collections.Counter(), 0
    for line in open(path):
        parts = line.split()
        if not parts:
            continue
        event = parts[0].rstrip(":").split(":")[-1]
        if event == "SDL_RenderPresent":
            frames += 1
        m = re.search(r"w=(-?\d+) h=(-?\d+)", line)
        names = {"fillr": "SDL_RenderFillRect", "copyr": "SDL_RenderCopy", "copyexr": "SDL_RenderCopyEx"}
        if m and event in names:
            pixels[event] += max(0, int(m.group(1))) * max(0, int(m.group(2)))
        counts[names.get(event, event)] += 1
    print("frames presented: %d" % frames)
    for event in ("SDL_CreateTexture", "SDL_UpdateTexture", "SDL_DestroyTexture", "SDL_SetRenderTarget",
                  "SDL_RenderReadPixels"):
        counts.setdefault(event, 0)  # texture churn and read-back: none is a finding too
    for event, n in counts.most_common():
        print("  %6.1f per frame  %s" % (n / max(frames, 1), event))
    for event, label in (("fillr", "SDL_RenderFillRect"), ("copyr", "SDL_RenderCopy"), ("copyexr", "SDL_RenderCopyEx")):
        print("  %6.2f Mpx per frame (unclipped)  %s" % (pixels[event] / max(frames, 1) / 1e6, label))


# Phase marks: the first hit of each uprobe. The font thread's marks fall among the main thread's, so each run's
# marks are taken in time order, and a phase runs from its mark to the next one in that run; the label says what
# begins at the mark.
PHASES = [
    ("exec", "exec to main: loading the libraries, relocations, static initialisers"),
    ("main", "main: the command line, the settings file (the words on a thread of their own)"),
    ("fontpath", "the font thread's FontLocator.fontPath begins: fontconfig loads its configuration"),
    ("fontpath_ret", "fontconfig has answered: the font thread goes on to the faces"),
    ("sdlstart", "SDLVideo.start: SDL_Init(VIDEO), the X connection"),
    ("sdlstart_ret", "SDL window and renderer, DesktopWindow, SDLHostWindow; the words taken and the scene made; StateLog, "
                     "WindowRunner.init"),
    ("fontset", "FontSet (SDL_ttf) on the font thread"),
    ("a11y", "AccessibilityBridge.init (its thread started)"),
    ("a11y_ret", "first scene.displayList()"),
    ("draw", "first DisplayListRenderer.draw"),
    ("draw_ret", "to the first SDL_RenderPresent"),
    ("renderpresent", None),
]

# What a start-up sample was doing: the first rule with a frame on the stack (or its library) names it.
CATEGORIES = [
    ("the window image's first touch (kernel shmem_fault)", lambda s, lib: "shmem_fault" in s),
    ("Swift runtime: type metadata, conformance lookups",
     lambda s, lib: any(f.startswith(("swift_getTypeByMangled", "swift_getGenericMetadata", "__swift_instantiate"))
                        or "conformsToProtocol" in f for f in s)),
    ("fontconfig (configuration parsed, fonts matched)",
     lambda s, lib: any(f.startswith(("Fc", "XML_", "csdl_fontconfig")) for f in s)
     or lib in ("libfontconfig.so.1.12.0", "libexpat.so.1.8.10")),
    ("font faces opened (TTF_OpenFont*)", lambda s, lib: any(f.startswith("TTF_OpenFont") for f in s)),
    ("text rendered (TTF_Render*, FontSet.renderSurface, colour glyphs)",
     lambda s, lib: any(f.startswith("TTF_Render") or "renderSurface" in f or "renderRun" in f or "colourCluster" in f
                        for f in s)),
    ("glyphs loaded to measure text (FT_Load_Glyph via TTF_Size*: a seek and a read per glyph)",
     lambda s, lib: any(f.startswith(("FT_Load_Glyph", "TTF_Size")) for f in s)),
    ("HarfBuzz shaping", lambda s, lib: any(f.startswith("hb_") for f in s)),
    ("textures (SDL_CreateTexture*, SDL_UpdateTexture)",
     lambda s, lib: any(f.startswith(("SDL_CreateTexture", "SDL_UpdateTexture")) for f in s)),
    ("ld.so: symbol relocations", lambda s, lib: any(f.startswith("_dl_relocate_object") for f in s)),
    ("ld.so: mapping libraries", lambda s, lib: any(f.startswith("_dl_map_object") for f in s)),
    ("static initialisers (_dl_init)", lambda s, lib: any(f.startswith("_dl_init") for f in s)),
    ("Bundle.module, string catalogs (Foundation)", lambda s, lib: any("Bundle" in f or "Catalog" in f for f in s)),
]


def startup_marks(path):
    marks, samples = {}, []
    for comm, t, rest, frames in stacks(open(path)):
        if t is None:
            continue
        if "PERF_RECORD_COMM exec" in rest:
            marks.setdefault("exec", t)
        elif rest.startswith("probe_"):
            name = rest.split()[0].rstrip(":").split(":")[1]
            name = "renderpresent" if name == "SDL_RenderPresent" else name.replace("_ret__return", "_ret")
            marks.setdefault(name, t)
        elif frames:
            samples.append((t, frames))
    return marks, samples


def startup_report(timelines, sampled):
    keys = [k for k, _ in PHASES]
    walls, offsets, totals = collections.defaultdict(list), collections.defaultdict(list), []
    for path in timelines:
        marks, _ = startup_marks(path)
        if any(k not in marks for k in keys):
            print("%s: probes missing: %s" % (path, [k for k in keys if k not in marks]), file=sys.stderr)
            continue
        totals.append((marks["renderpresent"] - marks["exec"]) * 1000)
        ordered = sorted((marks[k], k) for k in keys)
        for (t, k), (t_next, _) in zip(ordered, ordered[1:]):
            walls[k].append((t_next - t) * 1000)
            offsets[k].append((t - marks["exec"]) * 1000)
    cats, counts = collections.defaultdict(collections.Counter), collections.Counter()
    for path in sampled:
        marks, samples = startup_marks(path)
        if any(k not in marks for k in keys):
            continue
        starts = sorted((marks[k], k) for k in keys)
        for t, frames in samples:
            key = next((k for t0, k in reversed(starts) if t >= t0), None)
            if key in (None, "renderpresent"):
                continue
            counts[key] += 1
            syms = [s for s, _ in frames]
            lib = next((d.rsplit("/", 1)[-1] for _, d in frames if d != "inlined"), "?")
            cats[key][next((label for label, rule in CATEGORIES if rule(syms, lib)), "other: " + library("/" + lib))] += 1
    print("exec to the first SDL_RenderPresent: median %.1f ms over %d runs (%s)" % (
        statistics.median(totals), len(totals), " ".join("%.0f" % t for t in totals)))
    labels = dict(PHASES)
    for key in sorted(walls, key=lambda k: statistics.median(offsets[k])):
        wall = statistics.median(walls[key])
        print("\n%6.1f ms  at %5.1f ms  %s" % (wall, statistics.median(offsets[key]), labels[key]))
        n = counts[key]
        for cat, c in cats[key].most_common(6):
            if c >= n / 25:
                print("          %3.0f%% (~%.1f ms)  %s" % (100.0 * c / n, wall * c / n, cat))


HEAP_RULES = [  # (label, frame prefixes or "*" substrings): the first rule with a match on the stack wins
    ("emoji strikes and glyph scaling (FontSet+Strikes, GlyphScaler)", ["*FontSet.colour", "*GlyphScaler", "*Strikes"]),
    ("font faces opened (TTF_OpenFont*, FreeType faces)", ["TTF_OpenFont"]),
    ("text rendered to surfaces and textures (TTF_Render*, TextCache.texture)", ["TTF_Render", "*TextCache.texture", "*renderSurface"]),
    ("glyphs loaded to measure text (TTF_Size*, FT_Load_Glyph; SDL_ttf's glyph cache)", ["TTF_Size", "FT_Load_Glyph"]),
    ("fontconfig (configuration, font list, matches)", ["Fc", "csdl_fontconfig"]),
    ("HarfBuzz shaping", ["hb_"]),
    ("corner and shadow textures (ShapeCache)", ["*ShapeCache"]),
    ("text widths and fitted strings (TextCache, TextMeasure)", ["*TextCache", "*TextMeasure"]),
    ("accessibility bridge (SplitKitATSPI, libdbus)", ["*AccessibilityBridge", "*SplitKitATSPI", "dbus_"]),
    ("state log and settings", ["*StateLog", "*Settings"]),
    ("SDL and X11 (window, input method, Xlib)", ["SDL_", "X", "_X", "xcb", "csdl_platform"]),
    ("Swift runtime: metadata and conformance caches", ["swift_getGenericMetadata", "*conformsToProtocol",
                                                        "swift_getTypeByMangled", "__swift_instantiate", "swift::"]),
    ("localised strings and bundles (Foundation)", ["*Bundle", "*Catalog", "*forDesktop"]),
    ("scene, split state, display lists (splitview's Swift)", ["*SplitView", "*Scene", "*DisplayList", "*WindowRunner"]),
    ("libraries' start-up (static constructors)", ["_dl_init", "call_init"]),
]


def heap_report(path):
    totals = collections.Counter()
    for line in open(path):
        stack, _, cost = line.rstrip().rpartition(" ")
        frames = stack.split(";")
        label = next((label for label, keys in HEAP_RULES
                      if any(k[1:] in f if k[0] == "*" else f.startswith(k) for f in frames for k in keys)), "other")
        totals[label] += int(cost)
    all_bytes = sum(totals.values())
    print("heap at its peak: %.2f MB" % (all_bytes / 1048576))
    for label, n in totals.most_common():
        print("  %5.2f MB  %4.1f%%  %s" % (n / 1048576, 100.0 * n / all_bytes, label))


def mapping_group(name):
    base = name.rsplit("/", 1)[-1]
    if "/swift/" in name:
        return "Swift runtime and Foundation (libswiftCore, Foundation*, ICU, dispatch, Concurrency ...)"
    if base == "splitview":
        return "the splitview binary"
    if name.startswith("/SYSV"):
        return "the window image (X shared memory)"
    if name == "[heap]":
        return "malloc heap"
    if name.startswith("["):
        return "anonymous memory (malloc arenas, thread stacks), stack"
    if base.startswith(("libharfbuzz", "libfreetype", "libfontconfig", "libfribidi", "libexpat", "libglib", "libgraphite",
                        "libpng", "libbrotli", "libz.", "libpcre", "libSDL2_ttf", "libSDL2_image", "libjpeg", "libtiff",
                        "libwebp", "libLerc", "libjbig", "libdeflate", "liblzma", "libzstd")):
        return "text and image libraries (HarfBuzz, FreeType, fontconfig, GLib, SDL_ttf, SDL_image ...)"
    if base.startswith(("libstdc++", "libgcc_s")):
        return "libstdc++ (ICU's)"
    return "SDL2, X11, libc, sound and other libraries"


def elf_sections(path):
    result = []
    for line in subprocess.run(["readelf", "-SW", path], capture_output=True, text=True).stdout.splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
        if m and m.group(2) not in ("NULL", "NOBITS") and int(m.group(4), 16):
            result.append((int(m.group(3), 16), int(m.group(3), 16) + int(m.group(4), 16), m.group(1)))
    return result


def pages_report(pid):
    page = os.sysconf("SC_PAGE_SIZE")
    groups, written, current = collections.Counter(), collections.Counter(), None
    for line in open("/proc/%s/smaps" % pid):
        m = re.match(r"^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$", line)
        if m:
            current = mapping_group(m.group(1) or "[anon]")
        elif line.startswith("Rss:"):
            groups[current] += int(line.split()[1])
        elif line.startswith("Private_Dirty:"):
            written[current] += int(line.split()[1])
    print("resident: %.1f MB" % (sum(groups.values()) / 1024))
    for group, kb in groups.most_common():
        print("  %5.1f MB (written %4.1f)  %s" % (kb / 1024, written[group] / 1024, group))
    per = collections.defaultdict(collections.Counter)
    with open("/proc/%s/pagemap" % pid, "rb") as pagemap:
        cache = {}
        for line in open("/proc/%s/maps" % pid):
            parts = line.split()
            if len(parts) < 6 or not parts[5].startswith("/") or parts[5].startswith("/SYSV"):
                continue
            lo, hi = (int(x, 16) for x in parts[0].split("-"))
            offset, path, perms = int(parts[2], 16), parts[5], parts[1]
            sections = cache.setdefault(path, elf_sections(path))
            pagemap.seek(lo // page * 8)
            data = pagemap.read((hi - lo) // page * 8)
            for i in range(len(data) // 8):
                entry = struct.unpack_from("<Q", data, i * 8)[0]
                if not entry >> 63 & 1:
                    continue
                start = offset + i * page
                if "w" in perms and not entry >> 61 & 1:
                    name = "(written copies: relocated data)"
                else:
                    name = next((n for a, b, n in sections if a < start + page and b > start), "(headers)")
                per[path][name] += page
    print("\nresident pages of the largest files, by ELF section:")
    for path, counts in sorted(per.items(), key=lambda kv: -sum(kv[1].values()))[:8]:
        print("  %4.1f MB  %s: %s" % (sum(counts.values()) / 1048576, path.rsplit("/", 1)[-1], ", ".join(
            "%s %.2f" % (n, b / 1048576) for n, b in counts.most_common(6) if b >= 48 * 1024)))


FREQUENCY = int(os.environ.get("PERF_FREQUENCY", "4000"))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    command, args = sys.argv[1], sys.argv[2:]
    if command == "frames":
        frames_report(*args)
    elif command == "calls":
        calls_report(args[0])
    elif command == "startup":
        split = args.index("--")
        startup_report(args[:split], args[split + 1:])
    elif command == "heap":
        heap_report(args[0])
    elif command == "pages":
        pages_report(args[0])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
