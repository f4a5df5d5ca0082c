#!/usr/bin/env python3
"""Checks that an article's code is the example's code: every ```swift or ```json block must appear, line for
line and in order, in one of the given files (so the article compiles and runs because the example does).

    check-article.py ARTICLE.md FILE...
"""
import re
import sys


def blocks(markdown):
    """The fenced code blocks tagged swift or json, as lists of lines."""
    return [body.split("\n") for body in re.findall(r"```(?:swift|json)\n(.*?)\n```", markdown, re.S)]


def contains(lines, block):
    """True when `block` is a run of consecutive lines of `lines` (trailing spaces ignored)."""
    lines = [l.rstrip() for l in lines]
    block = [l.rstrip() for l in block]
    return any(lines[i:i + len(block)] == block for i in range(len(lines) - len(block) + 1))


def main():
    article, files = sys.argv[1], sys.argv[2:]
    sources = {path: open(path).read().split("\n") for path in files}
    found = blocks(open(article).read())
    stale = [b for b in found if not any(contains(lines, b) for lines in sources.values())]
    for block in stale:
        print("check-article: %s has code that is not in %s:\n    %s" % (article, ", ".join(files), "\n    ".join(block[:4])))
    if not found:
        print("check-article: %s has no code blocks" % article)
    print("check-article: %d of %d code blocks of %s are the example's code" % (len(found) - len(stale), len(found), article))
    sys.exit(1 if stale or not found else 0)


if __name__ == "__main__":
    main()
