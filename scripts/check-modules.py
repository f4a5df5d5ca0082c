#!/usr/bin/env python3
# Keeps the module map true: each module imports only what docs/architecture.md's table allows, and nothing under
# Sources uses another module's internals (@testable). Exit 1 naming each file and import that breaks the rule.
import json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "architecture.md")

# What each module of the package may import (the package's own modules and products; the standard library's
# FoundationEssentials (not Foundation whole, nor FoundationInternationalization's ICU: docs/architecture.md says why),
# Dispatch, Synchronization and the C library are allowed everywhere; SplitKit, pure, has the C library's
# maths only).
ALLOWED = {
    "SplitKit": [],
    "SplitKitStorage": ["SplitKit", "CChildProcess"],
    "SplitKitSDL": ["SplitKit", "SplitKitStorage", "CSDL2", "CSDLPlatform", "CTextShaping"],
    "SplitKitATSPI": ["SplitKit", "SplitKitStorage", "SplitKitDBus", "CDBus"],
    "SplitKitDBus": ["CDBus"],
    "SplitKitDesktop": ["SplitKit", "SplitKitStorage", "SplitKitDBus", "CDBus"],
    "SplitKitScripting": ["SplitKit", "SplitKitSDL", "SplitKitStorage"],
    "SplitKitApp": ["SplitKit", "SplitKitSDL", "SplitKitScripting", "SplitKitStorage"],
    "SplitDemo": ["SplitKit", "SplitKitSDL", "SplitKitScripting", "SplitKitApp", "SplitKitATSPI", "SplitKitDesktop", "SplitKitStorage"],
    "splitview": ["SplitDemo"],
    "embed-strings": [],
}
C_LIBRARY = {"Glibc", "Musl", "Darwin"}
SYSTEM = {"FoundationEssentials", "Dispatch", "Synchronization"} | C_LIBRARY
IMPORT = re.compile(r"^\s*(@testable\s+|@_exported\s+|@preconcurrency\s+)?(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|func|protocol|var|let|typealias)\s+)?([A-Za-z0-9_]+)", re.M)


def table_in_doc():
    """The rows of the '## Modules' table in docs/architecture.md: module -> what it may import."""
    text = open(DOC, encoding="utf-8").read()
    section = text.split("\n## Modules\n", 1)
    if len(section) < 2:
        return None
    rows = {}
    for line in section[1].split("\n## ", 1)[0].splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 2 or not cells[0].startswith("`"):
            continue
        names = re.findall(r"`([A-Za-z0-9_]+)`", cells[1])
        rows[cells[0].strip("`")] = sorted(names)
    return rows


def main():
    problems = []
    modules = sorted(d for d in os.listdir(os.path.join(ROOT, "Sources")) if os.path.isdir(os.path.join(ROOT, "Sources", d)))
    for module in modules:
        folder = os.path.join(ROOT, "Sources", module)
        if not any(f.endswith(".swift") for _, _, files in os.walk(folder) for f in files):
            continue  # a C module or system library
        if module not in ALLOWED:
            problems.append(f"Sources/{module}: a Swift module with no row in the module table (scripts/check-modules.py and docs/architecture.md)")
            continue
        allowed = set(ALLOWED[module]) | (C_LIBRARY if module == "SplitKit" else SYSTEM)
        for base, _, files in os.walk(folder):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(base, name)
                for attribute, imported in IMPORT.findall(open(path, encoding="utf-8").read()):
                    where = os.path.relpath(path, ROOT)
                    if attribute.strip() == "@testable":
                        problems.append(f"{where}: @testable import {imported}: library code uses public API only")
                    elif imported not in allowed:
                        problems.append(f"{where}: imports {imported}, which {module} may not (it may import: "
                                        f"{', '.join(sorted(ALLOWED[module])) or 'nothing'})")
    # The package's declared dependencies keep the same rule, so the compiler enforces what the imports show.
    dump = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    for target in dump["targets"]:
        if target["type"] not in ("regular", "executable") or target["name"] not in ALLOWED:
            continue
        for dependency in target["dependencies"]:
            kind, value = next(iter(dependency.items()))
            name = value[0]
            if name not in ALLOWED[target["name"]]:
                problems.append(f"Package.swift: {target['name']} depends on {name}, which the module table does not allow")
    doc = table_in_doc()
    expected = {m: sorted(a) for m, a in ALLOWED.items()}
    if doc is None:
        problems.append("docs/architecture.md: no '## Modules' table")
    elif doc != expected:
        for m in sorted(set(doc) | set(expected)):
            if doc.get(m) != expected.get(m):
                problems.append(f"docs/architecture.md: the Modules row for {m} says {doc.get(m)}, the rule is {expected.get(m)}")
    for p in problems:
        print(f"check-modules: {p}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-modules: {len(expected)} modules import only what the module table allows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
