"""ripplegen wrapper, the case table and the choice of sample times."""

from __future__ import annotations

import json
import math
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional


class RipplegenError(RuntimeError):
    pass


class Ripplegen:
    """Runs the ripplegen binary: documents, static frames (--at) and the model's evaluator (--evaluate)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._cache: dict[tuple, str] = {}

    def check(self) -> str:
        if not self.path.is_file():
            raise RipplegenError(f"ripplegen binary not found at {self.path} (set RIPPLEGEN or build it: swift build)")
        return self.run(["--version"]).strip()

    def run(self, args: list[str]) -> str:
        key = tuple(args)
        if key in self._cache:
            return self._cache[key]
        proc = subprocess.run([str(self.path), *args], capture_output=True, text=True)
        if proc.returncode != 0:
            raise RipplegenError(f"ripplegen {' '.join(args)} exited {proc.returncode}: {proc.stderr.strip()}")
        self._cache[key] = proc.stdout
        return proc.stdout

    def run_uncached(self, args: list[str]) -> str:
        """Run ripplegen for its side effect (e.g. `preview -o FILE`), every time."""
        proc = subprocess.run([str(self.path), *args], capture_output=True, text=True)
        if proc.returncode != 0:
            raise RipplegenError(f"ripplegen {' '.join(args)} exited {proc.returncode}: {proc.stderr.strip()}")
        return proc.stdout

    def styles(self) -> list[str]:
        """The built-in style names (`ripplegen styles`)."""
        return [line.split()[0] for line in self.run(["styles"]).splitlines() if line.strip()]

    def document(self, flags: list[str], fmt: str) -> str:
        return self.run([*flags, "--format", fmt])

    def frame(self, flags: list[str], t: float) -> str:
        return self.run([*flags, "--at", fmt_time(t)])

    def evaluate(self, flags: list[str], times: list[float]) -> dict:
        """The model's frames, with boxes measured from the viewBox's top-left corner (as measure.js does)."""
        out = json.loads(self.run([*flags, "--evaluate", ",".join(fmt_time(t) for t in times)]))
        vx, vy = out["viewBox"][0], out["viewBox"][1]
        for frame in out["frames"]:
            for layer in frame["layers"]:
                x, y, w, h = layer["box"]
                layer["box"] = [x - vx, y - vy, w, h]
        return out


def fmt_time(t: float) -> str:
    s = f"{t:.6f}".rstrip("0").rstrip(".")
    return "0" if s in ("", "-0") else s


@dataclass
class Case:
    style: str
    name: str
    flags: list[str] = field(default_factory=list)

    @property
    def label(self) -> str:
        return f"{self.style}/{self.name}"

    @property
    def args(self) -> list[str]:
        return ["--style", self.style, *self.flags]

    @property
    def command(self) -> str:
        return "ripplegen " + " ".join(_quote(a) for a in self.args)


def _quote(a: str) -> str:
    return a if re.fullmatch(r"[A-Za-z0-9_.,:/=+-]+", a) else "'" + a.replace("'", "'\\''") + "'"


# Every built-in style at its defaults and at least two non-default cases.
CASES: list[Case] = [
    Case("ring", "default"),
    Case("ring", "200x80-repeat2.5-delay-0.2", ["--size", "200x80", "--repeat", "2.5", "--delay", "-0.2",
                                                "--easing", "standard", "--background", "#eeeeee"]),
    Case("ring", "origin-delay0.3-repeat2", ["--origin", "20,30", "--delay", "0.3", "--repeat", "2",
                                             "--stroke-width", "6", "--color", "#1e88e5"]),
    # a finite run that ended before the document starts (delay + duration × repeat ≤ 0): the final frame holds
    Case("ring", "ended-before-start", ["--repeat", "1.25", "--delay", "-0.5", "--duration", "0.4"]),
    Case("fill", "default"),
    Case("fill", "edge-160x90-origin", ["--radius-rule", "edge", "--size", "160x90", "--origin", "30,20"]),
    Case("fill", "repeat3-rounded-clip", ["--repeat", "3", "--origin", "10,80", "--clip", "rounded:12",
                                          "--color", "#e53935"]),
    Case("material", "default"),
    Case("material", "unbounded-hold0.5", ["--unbounded", "--hold", "0.5", "--origin", "20,30", "--size", "150x100"]),
    # literal release after the expansion: the ripple vanishes at once (SMIL keyTimes "…;1;1", CSS 99.9999 %/100 %)
    Case("material", "literal-hold0.25-end-jump", ["--release-rule", "literal", "--hold", "0.25", "--origin", "80,20",
                                                   "--state", "selected"]),
    # a jump inside the cycle (SMIL keyTimes "…;0.6667;0.6667;…", CSS 66.6667 %/66.6668 %), repeated
    Case("material", "literal-hold0.2-repeat2-mid-jump", ["--release-rule", "literal", "--hold", "0.2", "--repeat", "2"]),
    Case("splash", "default"),
    Case("splash", "disappear-opacity", ["--disappear", "opacity", "--size", "200x120", "--origin", "40,30"]),
    Case("splash", "heart-hold0.2-repeat2", ["--shape", "heart", "--hold", "0.2", "--repeat", "2"]),
    Case("pulse", "default"),
    Case("pulse", "rings4-stagger0.2-delay-0.5", ["--rings", "4", "--stagger", "0.2", "--delay", "-0.5"]),
    Case("pulse", "160x100-origin-repeat2", ["--size", "160x100", "--origin", "40,30", "--repeat", "2",
                                             "--period", "1.5"]),
    # --rings: one @keyframes shared by every ring, each with its own delay
    Case("ring", "rings3", ["--rings", "3"]),
    # --minify: centre folded into the viewBox, circles, implicit 0 %/100 % keyframes, shorthand easing,
    # default SMIL attributes left out
    Case("ring", "minify", ["--minify"]),
    Case("ring", "minify-rings3-repeat2-delay0.2", ["--minify", "--rings", "3", "--repeat", "2", "--delay", "0.2"]),
    Case("fill", "minify", ["--minify"]),
    Case("material", "minify-literal-hold0.2-repeat2", ["--minify", "--release-rule", "literal", "--hold", "0.2",
                                                         "--repeat", "2"]),
    Case("splash", "minify-origin", ["--minify", "--origin", "40,30", "--size", "200x120"]),
    Case("pulse", "minify", ["--minify"]),
]


# ----------------------------------------------------------------------------------------------------------
# Sample times

_CLOCK = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*(ms|s|min|h)?\s*$")


def parse_clock(value: str) -> float:
    m = _CLOCK.match(value)
    if not m:
        raise ValueError(f"unsupported clock value {value!r}")
    number = float(m.group(1))
    return number * {"ms": 0.001, "s": 1.0, "min": 60.0, "h": 3600.0, None: 1.0}[m.group(2)]


def smil_timing(smil_document: str) -> tuple[float, float]:
    """(cycle, first begin) from a SMIL document's animation elements."""
    durs = [parse_clock(v) for v in re.findall(r'\bdur="([^"]+)"', smil_document)]
    begins = [parse_clock(v) for v in re.findall(r'\bbegin="([^"]+)"', smil_document)]
    if not durs:
        # No animation element: every layer is still (e.g. a run that ended before time 0 is written as
        # its final frame). Any cycle samples it; one second spreads the samples over the first second.
        return 1.0, 0.0
    return max(durs), (min(begins) if begins else 0.0)


@dataclass
class Plan:
    cycle: float
    begin: float
    end: Optional[float]
    times: list[float]
    kinds: dict[float, str]  # time → why it is sampled (cycle, later, end, jump)
    jumps: list[tuple[float, float]]


SAMPLES_PER_CYCLE = 10
PHASE = 0.137  # sample at (k + PHASE)/N of the cycle: away from keyframe boundaries at round fractions
JUMP_STEP = 0.001
JUMP_MARGIN = 0.001


def _layer_jump(a: dict, b: dict, scale: float) -> bool:
    if abs(a["opacity"] - b["opacity"]) > 0.1:
        return True
    return any(abs(p - q) > 0.05 * scale for p, q in zip(a["box"], b["box"]))


def find_jumps(rg: Ripplegen, flags: list[str], start: float, stop: float) -> list[tuple[float, float]]:
    """Intervals (t_i, t_i + 1 ms) over which the model changes discontinuously (an instant jump)."""
    n = int(math.ceil((stop - start) / JUMP_STEP))
    grid = [round(start + i * JUMP_STEP, 6) for i in range(n + 1)]
    frames = rg.evaluate(flags, grid)["frames"]
    scale = max([1.0] + [max(l["box"][2], l["box"][3]) for f in frames for l in f["layers"]])
    jumps = []
    for f0, f1 in zip(frames, frames[1:]):
        if any(_layer_jump(a, b, scale) for a, b in zip(f0["layers"], f1["layers"])):
            jumps.append((f0["t"], f1["t"]))
    return jumps


def ms(t: float) -> float:
    """t rounded to a whole millisecond."""
    return round(round(t * 1000) / 1000, 3)


def plan_times(rg: Ripplegen, flags: list[str], smil_document: str) -> Plan:
    cycle, begin = smil_timing(smil_document)
    end = rg.evaluate(flags, [0])["endTime"]
    first = max(0.0, begin)
    window_end = first + cycle if end is None else min(first + cycle, end)
    jumps = find_jumps(rg, flags, 0.0, window_end + 0.002)

    # Every sample is a whole millisecond: Gecko's SMIL clock counts integer milliseconds (setCurrentTime
    # rounds to the nearest one), so any other time would measure the browser's clock, not the document.
    kinds: dict[float, str] = {0.0: "start"}
    for k in range(SAMPLES_PER_CYCLE):
        kinds[ms(first + cycle * (k + PHASE) / SAMPLES_PER_CYCLE)] = "cycle"
    if end is None:
        kinds[ms(first + 3 * cycle + 0.411 * cycle)] = "later"
    else:
        later = ms(end - 0.463 * cycle)
        if later > first + cycle:
            kinds[later] = "later"
        kinds[ms(end + max(0.1, 0.25 * cycle))] = "after-end"
    for lo, hi in jumps[:6]:
        kinds[ms(lo - JUMP_MARGIN)] = "before-jump"
        kinds[ms(hi + JUMP_MARGIN)] = "after-jump"

    # Keep regular samples away from jumps (the value at a jump instant is a convention, not a check).
    times: dict[float, str] = {}
    for t, kind in sorted(kinds.items()):
        if t < 0:
            continue
        if kind in ("cycle", "later"):
            period_shift = 0.0
            for lo, hi in jumps:
                for n in range(0, 8):
                    offset = n * cycle
                    if lo - JUMP_MARGIN + offset < t < hi + JUMP_MARGIN + offset:
                        period_shift = (hi + JUMP_MARGIN + offset) - t + 0.003
            t = ms(t + period_shift)
        times[t] = kind
    return Plan(cycle=cycle, begin=begin, end=end, times=sorted(times), kinds=times, jumps=jumps)
