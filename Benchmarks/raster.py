#!/usr/bin/env python3
"""The raster formats' bytes and speed (issue 15), beside the SVG: for every built-in style at 30 fps,
the SVG (smil), APNG, WebP and GIF sizes; the saving against a naive full-frame encoding of the same frames
(Benchmarks/RasterSavings prints that table: the naive files are made by the encoders with merging and cropping off);
and frames per second rendered + encoded by a release build, one format per run and the three formats of one
`batch` asset (whose frames are rendered once).

    Benchmarks/raster.py [--ripplegen PATH] [--runs N] [-o Benchmarks/raster-results.md]

Not part of CI. Builds ripplegen in release mode unless --ripplegen is given (SCRATCH, default /tmp/benchbuild).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STYLES = ["ring", "fill", "material", "splash", "pulse"]
FORMATS = [("apng", ".png"), ("webp", ".webp"), ("gif", ".gif")]


def build():
    scratch = os.environ.get("SCRATCH", "/tmp/benchbuild")
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", scratch, "--product", "ripplegen"], cwd=ROOT, check=True)
    return os.path.join(scratch, "release", "ripplegen")


def timed(command, runs, cwd):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, cwd=cwd, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def savings_table():
    """The naive comparison, from Benchmarks/RasterSavings (which fails when APNG is over 75 % of naive)."""
    scratch = os.environ.get("SCRATCH", "/tmp/benchbuild")
    run = subprocess.run(["swift", "run", "-c", "release", "--scratch-path", scratch, "raster-savings"],
                         cwd=ROOT, check=True, capture_output=True, text=True)
    table = [line for line in run.stdout.splitlines() if line.startswith("|")]
    text = "\n".join(table) + "\n"
    rendered = {}
    for line in table[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        rendered[cells[0]] = int(cells[1].split("→")[0])
    return text, rendered


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ripplegen")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("-o", default=os.path.join(ROOT, "Benchmarks", "raster-results.md"))
    arguments = parser.parse_args()
    binary = arguments.ripplegen or build()
    work = tempfile.mkdtemp(prefix="ripplegen-raster-bench-")
    table, rendered = savings_table()
    size_rows, speed_rows = [], []
    for style in STYLES:
        svg = os.path.join(work, f"{style}.svg")
        subprocess.run([binary, "--style", style, "-o", svg], check=True)
        sizes = [str(os.path.getsize(svg))]
        speeds = []
        for fmt, extension in FORMATS:
            path = os.path.join(work, f"{style}{extension}")
            seconds = timed([binary, "--style", style, "--format", fmt, "-o", path], arguments.runs, work)
            sizes.append(str(os.path.getsize(path)))
            speeds.append(f"{rendered[style] / seconds:.0f}")
        manifest = os.path.join(work, f"{style}.json")
        with open(manifest, "w") as out:
            json.dump({"assets": [{"name": style, "style": style, "format": [f for f, _ in FORMATS]}]}, out)
        seconds = timed([binary, "batch", manifest, "-o", os.path.join(work, "out")], arguments.runs, work)
        size_rows.append(f"| {style} | " + " | ".join(sizes) + " |")
        speed_rows.append(f"| {style} | {rendered[style]} | " + " | ".join(speeds) + f" | {rendered[style] / seconds:.0f} |")
    load = os.getloadavg()[0]
    text = "\n".join([
        "# Raster formats: bytes and speed",
        "",
        f"Made by `Benchmarks/raster.py` (release build, median of {arguments.runs} runs, 1-minute load {load:.2f}); every built-in",
        "style at its defaults, 30 fps, one run per file (a loop's period, or the finite run ending on its final frame).",
        "",
        "## Bytes per format, beside the SVG",
        "",
        "| style | SVG (smil) | APNG | WebP | GIF |",
        "|---|---|---|---|---|",
        *size_rows,
        "",
        "## Against a naive full-frame encoding of the same frames",
        "",
        "Naive: every rendered frame whole (APNG as RGBA, WebP every frame a key frame, GIF whole frames cleared each time);",
        "ripplegen: identical frames merged, frames cropped to what changed, APNG with one exact palette (≤ 256 colours).",
        "",
        table.rstrip(),
        "",
        "## Frames per second, rendered + encoded",
        "",
        "Frames rendered ÷ wall time of one `ripplegen --format F -o FILE` process (start-up and style resolution included);",
        "the last column is one `batch` asset with `format: [apng, webp, gif]`: the frames rendered once, encoded three times.",
        "",
        "| style | frames | APNG | WebP | GIF | batch: all three |",
        "|---|---|---|---|---|---|",
        *speed_rows,
        "",
    ])
    with open(arguments.o, "w") as out:
        out.write(text)
    print(text)


if __name__ == "__main__":
    sys.exit(main())
