#!/usr/bin/env python3
"""`ripplegen validate FILE` against `xmllint --noout FILE` on the same files, all inside the bounds (issue 30).

The target: `validate` within 3× `xmllint --noout` for any file inside the bounds (docs/cli.md, Bounds), and the
real errors — not libxml2's "Huge input lookup" — up to the largest accepted file. The files: the largest
comment and the largest file, the most elements, elements of the most attributes, the deepest nesting, a
ripple as ripplegen writes it, the same with errors, and a Lottie file as large as accepted (xmllint cannot read
JSON: Python's json.load is the reference there). `xmllint --dtdvalid` (the SVG 1.1 DTD, which `validate` also
checks every file against) is the same work as `validate`'s libxml2 part; plain `--noout` only parses.

Times are CPU seconds (user + system, from wait4) of the best of RUNS runs, so that other load on a shared
machine does not count; the wall time of the best run is printed beside. One past each bound is shown refused,
with its time (the target there: ≤ 0.1 s).

    RIPPLEGEN=.build/release/ripplegen Benchmarks/validate_vs_xmllint.py
    ONLY=Lottie RUNS=3 Benchmarks/validate_vs_xmllint.py     # one row
"""
import json
import os
import subprocess
import sys
import tempfile
import time

RIPPLEGEN = os.environ.get("RIPPLEGEN", ".build/release/ripplegen")
RUNS = int(os.environ.get("RUNS", "5"))
ONLY = os.environ.get("ONLY", "")  # only the files whose name contains this (the 256-attribute file takes minutes in xmllint --dtdvalid)
DTD = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd"
HEAD = '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">'
MIB = 1 << 20
FILE_LIMIT = 16 * MIB
TEXT_LIMIT = 10_000_000


def svg(body):
    return HEAD + body + "</svg>\n"


def padded(size):
    """An SVG of exactly `size` bytes: comments of a mebibyte, then spaces."""
    comment = "<!--" + "x" * (MIB - 7) + "-->"
    room = size - len(svg(""))
    return svg(comment * (room // MIB) + " " * (room % MIB))


def lottie(size):
    """A Lottie document of about `size` bytes: as many small shape layers as fit (each with a problem)."""
    layer = {"ty": 4, "ind": 0, "ip": 0, "op": 60, "st": 0, "ks": {"o": {"a": 0, "k": 100}}, "shapes": []}
    one = len(json.dumps(layer)) + 8
    layers = []
    for index in range((size - 200) // one):
        copy = dict(layer, ind=index)
        layers.append(copy)
    return json.dumps({"v": "5.7.0", "fr": 60, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": layers})


def ripple():
    result = subprocess.run([RIPPLEGEN, "--style", "pulse", "--rings", "12"], capture_output=True, text=True, check=True)
    return result.stdout


def documents():
    """(name, text, expected exits, whether xmllint can read it)"""
    yield "one comment of 10,000,000 bytes", svg("<!--" + "x" * TEXT_LIMIT + "-->"), {0}, True
    yield "16 MiB, the largest file (comments)", padded(FILE_LIMIT), {0}, True
    yield "16 MiB with errors at its end", padded(FILE_LIMIT - 40)[:-len("</svg>\n")] + '<g foo="1"/><g bar="2"/></svg>\n', {1}, True
    yield "199,999 circles of 5 attributes", svg('<circle cx="1" cy="2" r="3" fill="red" opacity="0.5"/>' * 199_999), {0}, True
    per = len("<g " + " ".join(f'a{i}="1"' for i in range(256)) + "/>")
    yield "256 attributes × as many elements as 16 MiB holds", svg(("<g " + " ".join(f'a{i}="1"' for i in range(256)) + "/>") * ((FILE_LIMIT - 200) // per)), {1}, True
    yield "256 levels of nesting", svg("<g>" * 255 + "</g>" * 255), {0}, True
    yield "pulse --rings 12 as written (2 KB)", ripple(), {0}, True
    yield "a 15 MB Lottie file (one problem per layer)", lottie(15 * MIB), {1}, False


def past():
    yield "past: 16 MiB + 1 byte", padded(FILE_LIMIT + 1)
    yield "past: a comment of 10,000,001 bytes", svg("<!--" + "x" * (TEXT_LIMIT + 1) + "-->")
    yield "past: 257 levels", svg("<g>" * 256 + "</g>" * 256)
    yield "past: 200,001 elements", svg("<g/>" * 200_000)
    yield "past: 257 attributes", svg("<g " + " ".join(f'a{i}="1"' for i in range(257)) + "/>")


def timed(command):
    """Best of RUNS: (cpu seconds, wall seconds, exit status, stderr lines)."""
    best = None
    for _ in range(RUNS):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        stderr = process.stderr.read()
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        cpu = usage.ru_utime + usage.ru_stime
        lines = stderr.count(b"\n")
        if best is None or cpu < best[0]:
            best = (cpu, wall, os.waitstatus_to_exitcode(status), lines, stderr)
    return best


def main():
    directory = tempfile.mkdtemp(prefix="ripplegen-validate-")
    print(f"| file | size | validate CPU s (wall) | exit | lines | xmllint --noout | --dtdvalid | ratio to --noout | to --dtdvalid |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    worst = 0.0
    for name, text, exits, xml in documents():
        if ONLY not in name:
            continue
        path = os.path.join(directory, "doc.json" if not xml else "doc.svg")
        with open(path, "w") as file:
            file.write(text)
        size = os.path.getsize(path) / 1e6
        ours = timed([RIPPLEGEN, "validate", path])
        if ours[2] not in exits:
            sys.exit(f"{name}: exit {ours[2]}, expected {exits}: {ours[4][:300]!r}")
        if b"Huge input lookup" in ours[4] or b"huge input lookup" in ours[4]:
            sys.exit(f"{name}: libxml2 said 'Huge input lookup'")
        if xml:
            plain = timed(["xmllint", "--noout", path])
            valid = timed(["xmllint", "--noout", "--dtdvalid", DTD, path])
            ratio, ratio_dtd = ours[0] / max(plain[0], 0.001), ours[0] / max(valid[0], 0.001)
            worst = max(worst, ratio) if size > 1 else worst
            cells = f"{plain[0]:.3f} | {valid[0]:.3f} | {ratio:.1f}× | {ratio_dtd:.1f}×"
        else:
            start = time.process_time()
            with open(path) as file:
                json.load(file)
            cells = f"json.load {time.process_time() - start:.3f} | — | — | —"
        print(f"| {name} | {size:.1f} MB | {ours[0]:.3f} ({ours[1]:.3f}) | {ours[2]} | {ours[3]} | {cells} |")
    for name, text in past():
        if ONLY not in name:
            continue
        path = os.path.join(directory, "past.svg")
        with open(path, "w") as file:
            file.write(text)
        ours = timed([RIPPLEGEN, "validate", path])
        if ours[2] != 65:
            sys.exit(f"{name}: exit {ours[2]}, expected 65: {ours[4][:300]!r}")
        print(f"| {name} | {os.path.getsize(path) / 1e6:.1f} MB | {ours[0]:.3f} ({ours[1]:.3f}) | 65 | {ours[3]} | | | | |")
    print(f"\nworst ratio to xmllint --noout over files above 1 MB: {worst:.1f}×")


if __name__ == "__main__":
    main()
