#!/usr/bin/env python3
"""Raster work against the bounds (issue 40, finding 8): how long the raster formats take on the heaviest specs
and command lines the bounds accept, and how fast what is past them is refused.

The pixels are bounded (64 megapixels a file, raster.md); what else a frame costs grows with the outlines it
draws: 64 layers (the spec bound) of a 10,000-segment path (the path bound) are 640,000 segments a frame. Before
the work bound (`RasterLimit.maximumWork`: 500,000 outline segments drawn for one file) such a spec was accepted for
any number of frames. Each case below is run with every binary given (a release build before and after), best of
RUNS, as CPU seconds (user + system) and wall seconds, with a time limit (LIMIT seconds, default 120): a run past
it is killed and reported with the CPU time it had used (the single-frame case gives the time per frame, so an
estimate of the whole). Exit codes and the first line of a refusal are reported beside the times.

    Benchmarks/raster_work.py BEFORE_BINARY AFTER_BINARY [--runs N] [--limit S]

Not part of CI or run.sh (it takes minutes with an old binary); the figures are in docs/cli.md (Bounds) and in
Benchmarks/results.md.
"""
import argparse
import json
import os
import subprocess
import tempfile
import time


def zigzag(segments):
    """`path:` data of `segments` commands: a move, lines up and down, a close."""
    return "path:M0 0" + "".join("l1 1" if k % 2 == 0 else "l1 -1" for k in range(segments - 2)) + "Z"


def spec(copies, path_segments, duration=0.7, track_segments=256):
    """The issue's spec: `copies` copies of a stroked layer with `track_segments` scale segments, its shape a path."""
    scale = [{"at": round(k * duration / track_segments, 6), "dur": round(duration / track_segments, 6), "from": 1 + k % 2,
              "to": 2 - k % 2} for k in range(track_segments)]
    return {
        "name": "heavy", "summary": "raster work", "source": "Benchmarks/raster_work.py",
        "defaults": {"size": [100, 100], "color": "#ffff00", "strokeWidth": 4, "duration": duration, "repeat": 1,
                     "easing": "linear", "shape": zigzag(path_segments)},
        "layers": [{"count": copies, "size": ["W/2", "H/2"], "paint": "stroke", "center": ["px", "py"],
                    "tracks": {"scale": scale}}],
    }


# (name, spec arguments or None for a built-in, command line)
CASES = [
    ("one still, 64 layers × 10,000-segment path (640,000 segments: the issue's spec)", dict(copies=64, path_segments=10_000),
     ["--format", "png", "--at", "0.3", "-o", "x.png"]),
    ("one still, 48 layers × 10,000 (480,000: the heaviest frame inside the bound)", dict(copies=48, path_segments=10_000),
     ["--format", "png", "--at", "0.3", "-o", "x.png"]),
    ("APNG of 48 × 10,000, 21 frames at 30 fps (10.1 M segments)", dict(copies=48, path_segments=10_000), ["--format", "apng", "-o", "x.png"]),
    ("APNG of 48 × 10,000 over 9,960 frames of 84 × 40 px (332 s at 30 fps, --size 40x40: 33 megapixels; 4.8 G segments)",
     dict(copies=48, path_segments=10_000, duration=332), ["--format", "apng", "--size", "40x40", "-o", "x.png"]),
    ("GIF of 48 × 10,000, 21 frames (10.1 M segments)", dict(copies=48, path_segments=10_000), ["--format", "gif", "-o", "x.gif"]),
    ("filmstrip of 120 frames of 48 × 10,000 (57.6 M segments)", dict(copies=48, path_segments=10_000), ["--filmstrip", "120", "-o", "x.png"]),
    ("APNG, 100 frames of one 5,000-segment path at 100 × 100 px (500,000: at the bound)", dict(copies=1, path_segments=5_000, duration=1),
     ["--format", "apng", "--fps", "100", "-o", "x.png"]),
    ("GIF, 10 frames of 10 layers × 5,000 at 400 × 400 px, --scale 4 (500,000: at the bound, 1600 × 1600 px frames)",
     dict(copies=10, path_segments=5_000, duration=1), ["--format", "gif", "--fps", "10", "--size", "400x400", "--scale", "4", "-o", "x.gif"]),
    ("WebP of the same (500,000, 1600 × 1600 px)", dict(copies=10, path_segments=5_000, duration=1),
     ["--format", "webp", "--fps", "10", "--size", "400x400", "--scale", "4", "-o", "x.webp"]),
]


def run(binary, case_spec, arguments, directory, limit):
    """One run: (CPU seconds, wall seconds, exit code or None when killed at the time limit, first line of stderr).

    CPU time (user + system, from wait4) is reported beside the wall time: the machine is shared, and under load
    the wall time says more about the other processes than about ripplegen."""
    command = [binary] + (["--spec", "s.json"] if case_spec is not None else []) + arguments
    start = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(command, cwd=directory, stdout=subprocess.DEVNULL, stderr=errors)
        killed = False
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - start > limit:
                process.kill()
                pid, status, usage = os.wait4(process.pid, 0)
                killed = True
                break
            time.sleep(0.02)
        wall = time.perf_counter() - start
        errors.seek(0)
        message = (errors.read().decode(errors="replace").strip().splitlines() or [""])[0][:160]
    code = None if killed else os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, wall, code, message


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binaries", nargs="+", help="ripplegen builds to compare (release), e.g. before and after")
    parser.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", "1")))
    parser.add_argument("--limit", type=float, default=float(os.environ.get("LIMIT", "120")))
    options = parser.parse_args()
    print("| case | " + " | ".join(options.binaries) + " |")
    print("|---|" + "---|" * len(options.binaries))
    with tempfile.TemporaryDirectory() as directory:
        for name, spec_arguments, arguments in CASES:
            if spec_arguments is not None:
                with open(os.path.join(directory, "s.json"), "w") as file:
                    json.dump(spec(**spec_arguments), file)
            cells = []
            for binary in options.binaries:
                cpu, wall, code, message = min(run(binary, spec_arguments, arguments, directory, options.limit) for _ in range(options.runs))
                if code is None:
                    cells.append(f"killed after {wall:.0f} s wall, {cpu:.1f} s CPU")
                else:
                    cells.append(f"{cpu:.2f} s CPU ({wall:.2f} s wall), exit {code}" + (f": {message}" if code else ""))
            print(f"| {name} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
