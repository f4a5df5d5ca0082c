#!/usr/bin/env python3
"""Fails when a public declaration of the library modules has no /// documentation comment above it.

    check-docs.py DIR...

Protocol conformances the standard library documents (==, hash(into:), description) are exempt.
"""
import re
import sys
from pathlib import Path

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


def main():
    missing = [(path, number, line) for folder in sys.argv[1:] for path in sorted(Path(folder).rglob("*.swift"))
               for number, line in undocumented(path)]
    for path, number, line in missing:
        print("%s:%d: public declaration without a /// comment: %s" % (path, number, line))
    print("check-docs: %d public declarations without documentation" % len(missing))
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
