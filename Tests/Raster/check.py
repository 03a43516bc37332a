#!/usr/bin/env python3
"""End-to-end proof of the raster formats (issue 15): ripplegen's APNG, WebP and GIF files decoded by Pillow,
every frame compared with the `--format png --at T` still frame at the frame's start time, loop fields and
total durations checked against the contract, frame counts cross-checked by apngdis, webpinfo and gifsicle.

    RIPPLEGEN=.build/debug/ripplegen Tests/Raster/.venv/bin/python Tests/Raster/check.py [--self-test]

--self-test also makes mutants of the files (one frame's start moved by half a frame, the loop count off by one)
and fails unless every mutant is caught. Needs Scripts/raster-deps.sh (Pillow in Tests/Raster/.venv).

Allowances (per frame):
  APNG, WebP: at most 1 % of pixels off by more than 8/255 in some channel (both are lossless: in practice 0).
  GIF: against the still matted over --background or white (alpha 0 stays transparent), at most 2 % of pixels off
       by more than 16/255: the palette allowance (exact when a file has at most 255 colours, median cut beyond).
Durations: APNG exact fractions, WebP milliseconds, GIF centiseconds: the total must be the run's length rounded
to the format's unit, and each frame's start (the sum of earlier durations) must be a frame boundary k/fps to
within the format's rounding (0.01 ms, 0.5 ms, 5 ms); the frame is compared with the still at k/fps.
"""
import io
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

from PIL import Image, ImageChops

RIPPLEGEN = os.environ.get("RIPPLEGEN", ".build/debug/ripplegen")

# (name, flags, run seconds, loops, plays): the run is one period for a loop, else the run's end E; the file
# lasts exactly the run (issue 22), and a finite run's last frame shows the end state, the still at E.
CASES = [
    ("ring", ["--style", "ring"], 0.7, True, 0),
    ("fill", ["--style", "fill"], 0.45, False, 1),
    ("material", ["--style", "material"], None, False, 1),
    ("splash", ["--style", "splash"], None, False, 1),
    ("pulse", ["--style", "pulse"], 2.3, True, 0),
    ("ring-repeat3-12fps-x2", ["--style", "ring", "--repeat", "3", "--fps", "12", "--scale", "2"], 0.7, False, 3),
    ("fill-background", ["--style", "fill", "--background", "#336699", "--fps", "24"], 0.45, False, 1),
    # Six overlapping translucent rings: about 1,600 colours once matted, so the APNG stays RGBA and the GIF's
    # palette is a median cut (every pixel still within 2/255 of its still: the colours are ramps).
    ("pulse-6-rings-median-cut", ["--style", "pulse", "--rings", "6", "--color", "#e91e63", "--fps", "10"], 2.3, True, 0),
]
FORMATS = {"apng": ".png", "webp": ".webp", "gif": ".gif"}


def run(arguments):
    result = subprocess.run([RIPPLEGEN] + arguments, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"ripplegen {' '.join(arguments)} failed ({result.returncode}): {result.stderr}")
    return result


def flag(flags, name, default):
    return flags[flags.index(name) + 1] if name in flags else default


class Stills:
    """`--format png --at T` frames of one case, rendered once per time (the one-run model: --repeat 1)."""

    def __init__(self, flags, directory):
        self.flags = strip(flags, "--fps")
        if "--repeat" in self.flags:
            self.flags = strip(self.flags, "--repeat") + ["--repeat", "1"]
        self.directory = directory
        self.cache = {}

    def at(self, seconds):
        key = round(seconds, 6)
        if key not in self.cache:
            path = os.path.join(self.directory, f"still-{len(self.cache)}.png")
            run(self.flags + ["--format", "png", "--at", f"{key:.6f}", "-o", path])
            self.cache[key] = Image.open(path).convert("RGBA")
        return self.cache[key]


def strip(flags, name):
    out, skip = [], False
    for index, word in enumerate(flags):
        if skip:
            skip = False
            continue
        if word == name:
            skip = True
            continue
        out.append(word)
    return out


def decode(path):
    """(frames as RGBA images, durations in ms, loop field or None)."""
    image = Image.open(path)
    frames, durations = [], []
    for index in range(image.n_frames):
        image.seek(index)
        image.load()
        frames.append(image.convert("RGBA").copy())
        durations.append(float(image.info.get("duration", 0)))
    return frames, durations, image.info.get("loop")


def matted(still, matte):
    """The still as a GIF shows it: alpha 0 transparent, partial alpha composited over the matte."""
    over = Image.alpha_composite(Image.new("RGBA", still.size, matte + (255,)), still)
    over.putalpha(still.getchannel("A").point(lambda a: 0 if a == 0 else 255))
    return over


def off_fraction(decoded, expected, threshold):
    """The fraction of pixels where some channel differs by more than `threshold` (pixels transparent in both
    count as equal whatever their colour channels hold)."""
    if decoded.size != expected.size:
        return 1.0
    difference = ImageChops.difference(decoded, expected)
    largest = difference.getchannel("R")
    for band in "GBA":
        largest = ImageChops.lighter(largest, difference.getchannel(band))
    over = largest.point(lambda v: 255 if v > threshold else 0)
    transparent = ImageChops.multiply(decoded.getchannel("A").point(lambda a: 255 if a == 0 else 0),
                                      expected.getchannel("A").point(lambda a: 255 if a == 0 else 0))
    off = ImageChops.subtract(over, transparent)
    return off.histogram()[255] / (decoded.size[0] * decoded.size[1])


def expected_loop(fmt, plays):
    if fmt == "gif":
        return None if plays == 1 else (0 if plays == 0 else plays - 1)
    return plays


def expected_total_ms(run_seconds):
    return run_seconds * 1000


def second_opinion(fmt, path, count, directory):
    """The frame count as Debian's own tools see it, when they are installed."""
    if fmt == "webp" and shutil.which("webpinfo"):
        out = subprocess.run(["webpinfo", "-summary", path], capture_output=True, text=True)
        assert out.returncode == 0, f"webpinfo rejects {path}: {out.stdout[-300:]}"
        frames = int(out.stdout.split("Number of frames:")[1].split()[0])
        return "webpinfo", frames
    if fmt == "gif" and shutil.which("gifsicle"):
        out = subprocess.run(["gifsicle", "--info", path], capture_output=True, text=True)
        assert out.returncode == 0, f"gifsicle rejects {path}: {out.stderr}"
        return "gifsicle", int(out.stdout.split(" images")[0].split()[-1])
    if fmt == "apng" and shutil.which("apngdis"):
        work = tempfile.mkdtemp(dir=directory)
        copy = os.path.join(work, "a.png")
        shutil.copy(path, copy)
        subprocess.run(["apngdis", copy, "f"], capture_output=True, cwd=work)
        return "apngdis", len([n for n in os.listdir(work) if n.startswith("f") and n.endswith(".png")])
    return None, count


def check_file(fmt, path, case, stills, fps):
    """Problems of one file (empty when it meets the contract)."""
    name, flags, run_seconds, loops, plays = case
    frames, durations, loop = decode(path)
    problems = []
    if loop != expected_loop(fmt, plays):
        problems.append(f"loop field {loop}, expected {expected_loop(fmt, plays)}")
    unit = {"apng": 0.01, "webp": 1, "gif": 10}[fmt]
    # How far a start may be from its frame boundary k/fps: the format's rounding (APNG stores exact fractions).
    tolerance = {"apng": 0.01, "webp": 0.5, "gif": 5}[fmt] + 1e-6
    if run_seconds is not None:
        total = expected_total_ms(run_seconds)
        if abs(sum(durations) - total) > unit / 2 + 1e-6:
            problems.append(f"total {sum(durations):.3f} ms, expected {total:.3f} ms")
    matte = tuple(int(flag(flags, "--background", "#ffffff")[i:i + 2], 16) for i in (1, 3, 5))
    start, worst = 0.0, 0.0
    for index, frame in enumerate(frames):
        boundary = round(start * fps / 1000)
        if abs(start - boundary * 1000 / fps) > tolerance:
            problems.append(f"frame {index} starts at {start:.2f} ms, off the 1/{fps} s grid (nearest {boundary * 1000 / fps:.2f} ms)")
        # A finite run's last frame is the model's final frame: the still at the run's end.
        final = not loops and index == len(frames) - 1
        still = stills.at((run_seconds if run_seconds is not None else sum(durations) / 1000) if final else boundary / fps)
        if fmt == "gif":
            fraction, limit = off_fraction(frame, matted(still, matte), 16), 0.02
        else:
            fraction, limit = off_fraction(frame, still, 8), 0.01
        worst = max(worst, fraction)
        if fraction > limit:
            problems.append(f"frame {index} at {start:.2f} ms: {fraction:.2%} of pixels off (at most {limit:.0%})")
        start += durations[index]
    tool, count = second_opinion(fmt, path, len(frames), os.path.dirname(path))
    if count != len(frames):
        problems.append(f"{tool} sees {count} frames, Pillow {len(frames)}")
    return problems, len(frames), worst, sum(durations)


def main():
    self_test = "--self-test" in sys.argv
    directory = tempfile.mkdtemp(prefix="ripplegen-raster-")
    failures, caught, mutants = [], 0, 0
    for case in CASES:
        name, flags = case[0], case[1]
        fps = int(flag(flags, "--fps", "30"))
        stills = Stills(flags, directory)
        for fmt, extension in FORMATS.items():
            path = os.path.join(directory, f"{name}-{fmt}{extension}")
            run(flags + ["--format", fmt, "-o", path])
            problems, count, worst, total = check_file(fmt, path, case, stills, fps)
            size = os.path.getsize(path)
            status = "ok" if not problems else "FAIL"
            print(f"{status} {name} {fmt}: {count} frames, {total:.1f} ms, {size} bytes, worst frame {worst:.3%} of pixels off")
            failures += [f"{name} {fmt}: {p}" for p in problems]
            if self_test and name in ("ring", "material", "pulse", "ring-repeat3-12fps-x2"):
                for label, mutant in Mutants.of(fmt, path, fps):
                    mutants += 1
                    mutant_path = path + ".mutant" + extension
                    with open(mutant_path, "wb") as out:
                        out.write(mutant)
                    found, _, _, _ = check_file(fmt, mutant_path, case, stills, fps)
                    caught += bool(found)
                    print(f"  mutant {label}: {'caught: ' + found[0] if found else 'NOT CAUGHT'}")
                    if not found:
                        failures.append(f"{name} {fmt}: mutant '{label}' was not caught")
    if self_test:
        print(f"mutants: {caught} of {mutants} caught")
    for failure in failures:
        print("FAIL", failure)
    print("raster: ok" if not failures else f"raster: {len(failures)} failures")
    return 1 if failures else 0


from mutants import Mutants  # noqa: E402  (the byte-level mutants, next to this file)

if __name__ == "__main__":
    sys.exit(main())
