#!/usr/bin/env python3
"""How fast the release binary refuses each input one past a bound of docs/cli.md's bounds table (budget: 0.1 s).

The probes are the ones `BoundsTableTests` runs (it checks the exit code, the message and that nothing is
written; it asserts no time): its `exportTheProbes` test writes them as JSON, and this script times each with the
release binary, best of RUNS wall-clock runs, and prints a Markdown table. Exit 1 when a refusal is over budget.

    swift build --build-tests && swift build -c release --product ripplegen
    RIPPLEGEN=.build/release/ripplegen python3 Benchmarks/bound_refusals.py
"""
import json
import os
import subprocess
import sys
import tempfile
import time

RIPPLEGEN = os.path.abspath(os.environ.get("RIPPLEGEN", ".build/release/ripplegen"))
RUNS = int(os.environ.get("RUNS", "3"))
BUDGET = float(os.environ.get("BUDGET", "0.1"))
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def probes():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "probes.json")
        subprocess.run(["swift", "test", "--skip-build", "--filter", "BoundsTableTests/exportTheProbes"], cwd=ROOT,
                       env={**os.environ, "RIPPLEGEN_BOUNDS_PROBES": path}, check=True, capture_output=True)
        with open(path) as file:
            return json.load(file)


def timed(probe):
    best = None
    for _ in range(RUNS):
        with tempfile.TemporaryDirectory() as folder:
            for name, text in probe["files"].items():
                with open(os.path.join(folder, name), "w") as file:
                    file.write(text)
            start = time.perf_counter()
            result = subprocess.run([RIPPLEGEN] + probe["arguments"], cwd=folder, capture_output=True, stdin=subprocess.DEVNULL)
            elapsed = time.perf_counter() - start
        if result.returncode != probe["exit"]:
            sys.exit(f"{probe['subject']}: exit {result.returncode}, expected {probe['exit']}: {result.stderr[:300]!r}")
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    over = []
    print(f"| bound, one past it | exit | best of {RUNS} (s) |")
    print("|---|---:|---:|")
    for probe in probes():
        seconds = timed(probe)
        flag = " **over budget**" if seconds > BUDGET else ""
        print(f"| {probe['subject']} | {probe['exit']} | {seconds:.3f}{flag} |")
        if seconds > BUDGET:
            over.append(probe["subject"])
    print(f"\n{'all' if not over else len(over)} refusals {'within' if not over else 'over'} the {BUDGET} s budget"
          + (f": {', '.join(over)}" if over else ""))
    sys.exit(1 if over else 0)


if __name__ == "__main__":
    main()
