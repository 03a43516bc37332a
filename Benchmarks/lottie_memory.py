#!/usr/bin/env python3
"""Peak memory of --format lottie (issue 21): the largest document the keyframe bound allows, ordinary
documents beside it, the issue's refused one, and batch --jobs 2 making two of the largest at once.

Each command runs under `/usr/bin/time -v` (GNU time: "Maximum resident set size"); the table gives the exit
status, the file's bytes and keyframes, the peak resident memory and the wall time.

    Benchmarks/lottie_memory.py [--ripplegen PATH] [-o FILE.md]

Not part of CI. PATH defaults to .build/debug/ripplegen (build it first).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LARGEST = ["--style", "pulse", "--rings", "12", "--repeat", "93"]  # the most keyframes under the bound (25,000)
COMMANDS = [
    ("ring (default)", ["--style", "ring"]),
    ("pulse (default)", ["--style", "pulse"]),
    ("pulse --rings 12 --repeat 10", ["--style", "pulse", "--rings", "12", "--repeat", "10"]),
    ("largest allowed: pulse --rings 12 --repeat 93", LARGEST),
    ("largest allowed, --minify", LARGEST + ["--minify"]),
    ("refused: pulse --rings 12 --repeat 900 (issue 21)", ["--style", "pulse", "--rings", "12", "--repeat", "900"]),
]


def measured(command):
    """(exit status, peak resident kB, wall seconds) of one command under GNU time."""
    started = time.monotonic()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, text=True, cwd=ROOT)
    wall = time.monotonic() - started
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    return result.returncode, int(peak.group(1)) if peak else -1, wall


def keyframes(path):
    def count(node):
        if isinstance(node, dict):
            own = len(node["k"]) if node.get("a") == 1 and isinstance(node.get("k"), list) else 0
            return own + sum(count(value) for value in node.values())
        if isinstance(node, list):
            return sum(count(value) for value in node)
        return 0

    with open(path, encoding="utf-8") as handle:
        return count(json.load(handle))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ripplegen", default=os.path.join(ROOT, ".build", "debug", "ripplegen"))
    parser.add_argument("-o", dest="output")
    options = parser.parse_args()
    work = tempfile.mkdtemp(prefix="ripplegen-lottie-memory-")
    lines = ["| document | exit | bytes | keyframes | peak RSS (MB) | wall (s) |", "|---|---:|---:|---:|---:|---:|"]
    for label, arguments in COMMANDS:
        target = os.path.join(work, "out.json")
        if os.path.exists(target):
            os.remove(target)
        status, peak, wall = measured([options.ripplegen] + arguments + ["--format", "lottie", "-o", target])
        written = os.path.exists(target)
        size = "{:,}".format(os.path.getsize(target)) if written else "—"
        frames = "{:,}".format(keyframes(target)) if written else "—"
        lines.append("| `%s` | %d | %s | %s | %.1f | %.2f |" % (label, status, size, frames, peak / 1024, wall))
    manifest = os.path.join(work, "manifest.json")
    entry = {"style": "pulse", "format": "lottie", "args": {"rings": 12, "repeat": 93}}
    with open(manifest, "w", encoding="utf-8") as handle:
        json.dump({"assets": [dict(entry, name="a"), dict(entry, name="b")]}, handle)
    out = os.path.join(work, "batch")
    status, peak, wall = measured([options.ripplegen, "batch", manifest, "-o", out, "--jobs", "2"])
    total = sum(os.path.getsize(os.path.join(out, name)) for name in os.listdir(out)) if os.path.isdir(out) else 0
    lines.append("| `batch --jobs 2`, two largest allowed | %d | {:,} (both) | — | %.1f | %.2f |".format(total) % (status, peak / 1024, wall))
    version = subprocess.run([options.ripplegen, "--version"], capture_output=True, text=True).stdout.strip()
    text = "%s (%s), GNU time -v, %s\n\n%s\n" % (options.ripplegen, version or "?", time.strftime("%Y-%m-%d %H:%M"), "\n".join(lines))
    print(text)
    if options.output:
        with open(options.output, "w", encoding="utf-8") as handle:
            handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
