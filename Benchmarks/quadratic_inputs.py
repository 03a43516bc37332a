#!/usr/bin/env python3
"""Inputs that were quadratic (issue 40, findings 3 and 7): seconds and bytes of messages, before and after.

Finding 3: `ripplegen validate` on a document whose DOCTYPE has an internal subset, which libxml2 parsed (in
quadratic time) before the subset was refused: one `<!ATTLIST>` enumeration of 100,000 values (689 KB) and
128 Ki attributes with defaults. Finding 7: single-run `--check` against a committed file of 80,000 lines that
share nothing with the generated one (a line diff of the whole file, printed whole).

With LARGE=1 (the default) two more: a 10,000,000-byte attribute value (libxml2 said "internal error" before
finding 10's fix) and a committed file of 16 MiB of empty lines (16,777,216 lines).

Each command runs RUNS times with every binary given (label=path), best time kept; the table goes to stdout and,
with OUT=FILE, to that file.

    BINARIES="before=/tmp/ripplegen-main after=.build/release/ripplegen" RUNS=1 Benchmarks/quadratic_inputs.py
"""
import os
import subprocess
import tempfile
import time

BINARIES = [item.split("=", 1) for item in os.environ.get("BINARIES", "current=.build/release/ripplegen").split()]
RUNS = int(os.environ.get("RUNS", "3"))
ROOT = '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10"/>\n'


def subset(declarations):
    return "<!DOCTYPE svg [\n" + declarations + "\n]>\n" + ROOT


def cases(directory):
    """(name, command arguments, file path, file text); the file is written before the runs."""
    def file(name, text):
        return os.path.join(directory, name), text
    enumeration = subset('<!ATTLIST svg a (' + "|".join(f"v{i}" for i in range(100_000)) + ') "v0">')
    defaults = subset("<!ATTLIST svg " + " ".join(f'a{i} CDATA "1"' for i in range(128 * 1024)) + ">")
    committed = "".join(f"line {i}\n" for i in range(80_000))
    path, text = file("enumeration.svg", enumeration)
    yield "validate: `<!ATTLIST>` enumeration of 100,000 values", ["validate", path], path, text
    path, text = file("defaults.svg", defaults)
    yield "validate: 131,072 attributes with defaults", ["validate", path], path, text
    path, text = file("ring.svg", committed)
    yield "`--style ring -o ring.svg --check`, 80,000 committed lines", ["--style", "ring", "-o", path, "--check"], path, text
    if os.environ.get("LARGE", "1") == "1":
        path, text = file("attribute.svg", ROOT.replace("/>", ' id="' + "x" * 10_000_000 + '"/>'))
        yield "validate: one attribute value of 10,000,000 bytes (finding 10)", ["validate", path], path, text
        path, text = file("empty.svg", "\n" * (16 << 20))
        yield "`--check`, 16 MiB of empty lines committed", ["--style", "ring", "-o", path, "--check"], path, text


def main():
    directory = tempfile.mkdtemp(prefix="ripplegen-quadratic-")
    header = "| input | size | " + " | ".join(f"{label}: exit, best of {RUNS}, stderr" for label, _ in BINARIES) + " |"
    lines = [header, "|---|---:|" + "---:|" * len(BINARIES)]
    print(lines[0], lines[1], sep="\n", flush=True)
    for name, arguments, path, text in cases(directory):
        with open(path, "w") as handle:
            handle.write(text)
        cells = []
        for _, binary in BINARIES:
            best = None
            for _ in range(RUNS):
                start = time.perf_counter()
                result = subprocess.run([binary] + arguments, capture_output=True)
                elapsed = time.perf_counter() - start
                best = elapsed if best is None else min(best, elapsed)
            cells.append(f"{result.returncode}, {best:.2f} s, {len(result.stderr):,} B")
        lines.append(f"| {name} | {os.path.getsize(path) / 1e3:,.0f} KB | " + " | ".join(cells) + " |")
        print(lines[-1], flush=True)
    if "OUT" in os.environ:
        with open(os.environ["OUT"], "w") as handle:
            handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
