#!/usr/bin/env python3
"""Checks the documentation: fails when a public declaration of the library modules has no /// comment above it,
when a "SPEC §N" (or a bare "§N.M") anywhere in the repository names a section docs/SPEC.md does not have, and when
a link in the README, docs/ or a DocC article points to a file that does not exist or a heading that is not in it.

    check-docs.py DIR...      (the modules whose public declarations must be documented)

Protocol conformances the standard library documents (==, hash(into:), description) are exempt.
"""
import functools
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "docs" / "SPEC.md"

DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:nonisolated\s+)?(?:public|open)\s+"
                         r"(?:(?:static|final|mutating|nonisolated|override|private\(set\)|internal\(set\))\s+)*"
                         r"(func|var|let|struct|enum|class|protocol|init|typealias|subscript|case|extension|actor)\b")
EXEMPT = re.compile(r"(static func ==|func hash\(into|var description: String|var debugDescription)")


PUBLIC_ENUM = re.compile(r"^\s*(?:@\w+\s+)*public\s+(?:indirect\s+)?enum\b")
CASE = re.compile(r"^\s*case\s+\w")


def undocumented(path):
    lines = path.read_text().splitlines()
    depth, public_enum_depths = 0, []
    for number, line in enumerate(lines):
        code = line.split("//")[0]
        match = DECLARATION.match(line)
        in_public_enum = bool(public_enum_depths) and depth == public_enum_depths[-1] + 1
        needs_doc = (match and not EXEMPT.search(line) and match.group(1) != "extension") or (in_public_enum and CASE.match(line))
        if PUBLIC_ENUM.match(line):
            public_enum_depths.append(depth)
        depth += code.count("{") - code.count("}")
        while public_enum_depths and depth <= public_enum_depths[-1] and "}" in code:
            public_enum_depths.pop()
        if not needs_doc:
            continue
        previous = number - 1
        while previous >= 0 and lines[previous].strip().startswith("@"):
            previous -= 1
        above = lines[previous].strip() if previous >= 0 else ""
        if not (above.startswith("///") or above.endswith("*/")):
            yield number + 1, line.strip()


SECTION_HEADING = re.compile(r"^#{2,4} (\d+(?:\.\d+)*)\.? ")
SECTION_REFERENCE = re.compile(r"§ ?(\d+(?:\.\d+)*)")
# Where references and links are looked for: text the project writes (not the build folders, not images).
TEXT_SUFFIXES = {".swift", ".md", ".py", ".sh", ".json", ".c", ".h", ".txt", ".args"}
SKIPPED_FOLDERS = {".build", ".git", "out", ".swiftpm"}


def text_files():
    for path in sorted(ROOT.rglob("*")):
        parts = set(path.relative_to(ROOT).parts)
        if path.is_file() and (path.suffix in TEXT_SUFFIXES or path.name == "Makefile") \
                and not any(p in SKIPPED_FOLDERS or p.startswith(".build") for p in parts):
            yield path


@functools.cache
def spec_sections():
    """The section numbers docs/SPEC.md has, from its headings (`## 5. Overlay`, `### 15.2 Inspector column`)."""
    return {m.group(1) for line in SPEC.read_text().splitlines() if (m := SECTION_HEADING.match(line))}


def missing_sections():
    """(path, line, reference) for every § reference to a section SPEC does not have."""
    sections = spec_sections()
    for path in text_files():
        for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            for match in SECTION_REFERENCE.finditer(line):
                if match.group(1) not in sections:
                    yield path, number, match.group(0)


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped (letters, digits, spaces, - and _ kept), spaces
    to hyphens."""
    text = re.sub(r"`|\*\*|\[([^]]*)\]\([^)]*\)", lambda m: m.group(1) or "", heading.strip().lower())
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
    return kept.replace(" ", "-")


@functools.cache
def anchors(path):
    """Every anchor the headings of a Markdown file give (a repeated heading gets -1, -2 … as on GitHub)."""
    seen, found, fenced = {}, set(), False
    for line in path.read_text().splitlines():
        if line.startswith("```"):
            fenced = not fenced
        if fenced or not (m := re.match(r"^#{1,6} (.+)$", line)):
            continue
        base = slug(m.group(1))
        found.add(base if base not in seen else "%s-%d" % (base, seen[base]))
        seen[base] = seen.get(base, 0) + 1
    return found


LINK = re.compile(r'!?\[(?:[^]\[]|\[[^]]*\])*\]\(([^)\s]+)(?:\s+"[^"]*")?\)')


def broken_links():
    """(path, line, target, why) for every relative link in the README, docs/ and the DocC articles that leads nowhere."""
    pages = [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md")) + sorted((ROOT / "Sources").glob("*/*.docc/*.md")) \
        + sorted((ROOT / "Examples").glob("*/README.md"))
    for page in pages:
        fenced = False
        for number, line in enumerate(page.read_text().splitlines(), 1):
            if line.startswith("```"):
                fenced = not fenced
            if fenced:
                continue
            for match in LINK.finditer(re.sub(r"`[^`]*`", "", line)):
                target = match.group(1)
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, doc:
                    continue
                file, _, anchor = target.partition("#")
                resolved = (page.parent / file).resolve() if file else page
                if not resolved.exists():
                    yield page, number, target, "no such file"
                elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
                    yield page, number, target, "no heading with that anchor in %s" % resolved.relative_to(ROOT)


def main():
    missing = [(path, number, line) for folder in sys.argv[1:] for path in sorted(Path(folder).rglob("*.swift"))
               for number, line in undocumented(path)]
    for path, number, line in missing:
        print("%s:%d: public declaration without a /// comment: %s" % (path, number, line))
    print("check-docs: %d public declarations without documentation" % len(missing))
    references = list(missing_sections())
    for path, number, reference in references:
        print("%s:%d: %s names a section docs/SPEC.md does not have" % (path.relative_to(ROOT), number, reference))
    print("check-docs: %d references to sections docs/SPEC.md does not have (it has %d)" % (len(references), len(spec_sections())))
    links = list(broken_links())
    for path, number, target, why in links:
        print("%s:%d: the link %s leads nowhere: %s" % (path.relative_to(ROOT), number, target, why))
    print("check-docs: %d links to a missing file or heading" % len(links))
    sys.exit(1 if missing or references or links else 0)


if __name__ == "__main__":
    main()
