#!/usr/bin/env python3
"""How long `ripplegen validate` takes on the worst documents its bounds accept (issue 22), per megabyte.

The bounds (docs/cli.md, Bounds): a file of at most 16 MiB, at most 200,000 elements, at most 256 attributes on
one element. libxml2's attribute handling is quadratic in one element's attributes, so the worst accepted
documents are the ones at those limits: elements of 256 attributes until the element bound or the size bound,
the most elements (200,000 small ones), and long attribute values. Each is validated RUNS times and the best time
is reported with its size and seconds per MB; one past a bound is shown refused (exit 65) at once. Then the
hostile documents of Tests/RippleValidationTests/HostileInputTests (entity loops, a quadratic entity blow-up, absurd
nesting), which the unit tests check for their diagnostics only: how long they take is measured here.

    RIPPLEGEN=.build/release/ripplegen Benchmarks/validate_bounds.py
"""
import os
import subprocess
import sys
import tempfile
import time

RIPPLEGEN = os.environ.get("RIPPLEGEN", ".build/release/ripplegen")
RUNS = int(os.environ.get("RUNS", "3"))
HEAD = '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">'
LIMIT_BYTES = 16 * 1024 * 1024
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "validation")


def crowded(attributes, elements):
    one = "<g " + " ".join(f'a{i}="1"' for i in range(attributes)) + "/>"
    return HEAD + one * elements + "</svg>\n"


def documents():
    per = len(crowded(256, 1)) - len(HEAD) - len("</svg>\n")
    yield "256 attributes × as many elements as 16 MiB holds", crowded(256, min(199_999, (LIMIT_BYTES - 200) // per)), 1
    yield "199,999 empty elements", HEAD + "<g/>" * 199_999 + "</svg>\n", 1
    yield "199,999 circles of 5 attributes", HEAD + '<circle cx="1" cy="2" r="3" fill="red" opacity="0.5"/>' * 199_999 + "</svg>\n", 1
    yield "one 9 MB attribute value", HEAD + '<g id="' + "x" * 9_000_000 + '"/></svg>\n', 1
    yield "one past a bound: 257 attributes", crowded(257, 1), 65
    yield "one past a bound: 200,001 elements", HEAD + "<g/>" * 200_000 + "</svg>\n", 65
    # The hostile documents (exit 1: refused as invalid, nothing expanded or read).
    for name in ("hostile-billion-laughs", "hostile-billion-laughs-attribute", "hostile-xxe"):
        with open(os.path.join(FIXTURES, name + ".svg")) as fixture:
            yield f"hostile: {name}.svg", fixture.read(), 1
    references = "&a;" * 4_000
    yield ("hostile: one 40,000-byte entity referenced 8,000 times",
           '<!DOCTYPE svg [<!ENTITY a "' + "a" * 40_000 + '">]>\n' + HEAD[:-1] + f'><desc>{references}</desc>'
           + f'<title id="{references}"/></svg>\n', 1)
    yield "hostile: elements nested 100,001 deep", HEAD + "<g>" * 100_000 + "</g>" * 100_000 + "</svg>\n", 65


def main():
    directory = tempfile.mkdtemp(prefix="ripplegen-bounds-")
    print("| document | size | exit | best of %d | s per MB |" % RUNS)
    print("|---|---:|---:|---:|---:|")
    for name, text, expected in documents():
        path = os.path.join(directory, "doc.svg")
        with open(path, "w") as file:
            file.write(text)
        size = os.path.getsize(path) / 1e6
        best = None
        for _ in range(RUNS):
            start = time.perf_counter()
            result = subprocess.run([RIPPLEGEN, "validate", path], capture_output=True)
            elapsed = time.perf_counter() - start
            best = elapsed if best is None else min(best, elapsed)
        # Accepted documents exit 0 or 1 (undeclared attributes are invalid: checked all the same); refused, 65.
        if result.returncode not in ({0, 1} if expected == 1 else {expected}):
            sys.exit(f"{name}: exit {result.returncode}, expected {expected}: {result.stderr[:300]!r}")
        print(f"| {name} | {size:.1f} MB | {result.returncode} | {best:.2f} s | {best / size:.2f} |")


if __name__ == "__main__":
    main()
