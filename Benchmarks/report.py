#!/usr/bin/env python3
"""Writes the benchmark's results (Markdown, on stdout) from the raw data run.sh left in its work folder.

    report.py WORK RIPPLEGEN --assets N --profile-assets N --mode full|quick --load-max L
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import profile_summary  # noqa: E402


def sh(*cmd: str) -> str:
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        return (r.stdout or r.stderr).strip()
    except (OSError, subprocess.TimeoutExpired):
        return "?"


def timing(work: Path, name: str) -> dict | None:
    path = work / f"t-{name}.json"
    if not path.exists():
        return None
    r = json.loads(path.read_text())["results"][0]
    return {"name": r["command"], "median": r["median"], "min": r["min"], "max": r["max"], "runs": len(r["times"]),
            "cpu": r["user"] + r["system"]}


def ms(seconds: float) -> str:
    return f"{seconds * 1000:,.0f} ms" if seconds >= 0.1 else f"{seconds * 1000:.1f} ms"


def table(rows: list[dict | None]) -> list[str]:
    out = ["| command | median | min … max | CPU (user+sys, mean) | runs |", "|---|---:|---:|---:|---:|"]
    for r in rows:
        if r:
            out.append(f"| {r['name']} | **{ms(r['median'])}** | {ms(r['min'])} … {ms(r['max'])} | {ms(r['cpu'])} | {r['runs']} |")
    return out


def verdict(ok: bool) -> str:
    return "**met**" if ok else "**not met**"


def environment(rg: str, work: Path) -> list[str]:
    cpu = next((line.split(":", 1)[1].strip() for line in sh("lscpu").splitlines() if line.startswith("Model name")), "?")
    mem = next((line.split()[1] for line in Path("/proc/meminfo").read_text().splitlines() if line.startswith("MemTotal")), "0")
    build = (work / "build.txt").read_text().split() if (work / "build.txt").exists() else ["?", "0"]
    head, changed = build[0], int(build[1]) if len(build) > 1 and build[1].isdigit() else 0
    stamp = work / "t-batch.json"
    when = (datetime.datetime.fromtimestamp(stamp.stat().st_mtime, datetime.timezone.utc) if stamp.exists()
            else datetime.datetime.now(datetime.timezone.utc))
    try:
        from lxml import etree
        lxml_v = f"lxml {'.'.join(map(str, etree.LXML_VERSION[:3]))} (its own libxml2 {'.'.join(map(str, etree.LIBXML_VERSION))})"
    except ImportError:
        lxml_v = "lxml ?"
    try:
        import selenium
        sel = f"selenium {selenium.__version__}"
    except ImportError:
        sel = "selenium ?"
    xmllint = re.search(r"using libxml version (\d+)", sh("xmllint", "--version"))
    libxml = "?"
    if xmllint:
        v = int(xmllint.group(1))
        libxml = f"{v // 10000}.{v // 100 % 100}.{v % 100}"
    return [
        f"- date: {when.strftime('%Y-%m-%d %H:%M UTC')} (the batch timings)",
        f"- machine: {cpu}, {os.cpu_count()} logical CPUs, {int(mem) // 1024:,} MiB RAM, {platform.system()} "
        f"{platform.release()}, {sh('sh', '-c', '. /etc/os-release; echo $PRETTY_NAME')}",
        f"- ripplegen: `{sh(rg, '--version')}`, release build `{rg}`, tree at {head}"
        + (f" + uncommitted changes in {changed} tracked files" if changed else ""),
        f"- {sh('swift', '--version').splitlines()[0] if sh('swift', '--version') != '?' else 'swift ?'}",
        f"- libxml2 {libxml} (ripplegen and xmllint, Debian); {lxml_v}; "
        f"Python {platform.python_version()}; {sel}",
        f"- {sh('chromium', '--version')}; {sh('hyperfine', '--version')}; {sh('valgrind', '--version')}",
    ]


def loads(work: Path) -> list[str]:
    path = work / "loads.txt"
    if not path.exists():
        return []
    out = []
    for line in path.read_text().splitlines():
        parts = line.split()
        label, when, l1, l5, l15 = parts[:5]
        extra = f", after waiting {parts[6]} s in all" if when == "before" and len(parts) > 6 else ""
        out.append(f"{label} {when}: {l1} / {l5} / {l15}{extra}")
    return out


def main(argv: list[str]) -> int:
    args = argv[1:]
    work, rg = Path(args[0]), args[1]
    opts = dict(zip(args[2::2], args[3::2]))
    assets = int(opts.get("--assets", 1000))
    passets = int(opts.get("--profile-assets", 100))
    mode = opts.get("--mode", "full")
    load_max = float(opts.get("--load-max", 0.7))
    t = {name: timing(work, name) for name in [
        "batch", "batch-unchanged", "batch-jobs1", "batch-tmpfs", "peer", "peer-unchanged",
        "floor-xmllint", "floor-validate", "floor-lxml", "cold", "cold-xmllint", "cold-novalidate", "cold-version"]}
    out: list[str] = [f"# ripplegen performance benchmark — results ({mode} run)", ""]
    if mode != "full":
        out += ["*A `--quick` smoke run: fewer assets and runs; not the figures to quote.*", ""]
    out += ["Made by `Benchmarks/run.sh`" + (" --quick" if mode != "full" else "") + "; what each figure means is in "
            "[Benchmarks/README.md](README.md).", "", "## Machine", ""] + environment(rg, work)
    load_lines = loads(work)
    if load_lines:
        worst = max(float(line.split(": ")[1].split(" / ")[0]) for line in load_lines if " before: " in line)
        out += [f"- load averages (1 / 5 / 15 min) around each timed block: " + "; ".join(load_lines)
                + (f" — **the 1-minute load was {worst} (≥ {load_max}) at a block's start: the timings are disturbed**"
                   if worst >= load_max else f" — quiet (below {load_max}) at the start of every timed block")]
    out.append("")

    eq = (work / "equivalence.txt").read_text().strip() if (work / "equivalence.txt").exists() else ""
    eq = eq.replace(str(Path(__file__).resolve().parent.parent) + "/", "")
    selftest = (work / "selftest.txt").read_text().splitlines() if (work / "selftest.txt").exists() else []
    passed = sum(1 for line in selftest if ": ok " in line)
    out += [f"## 1–2. Batch: {assets:,} assets, ripplegen vs the Python peer", "",
            f"Manifest: 5 styles × 2 formats × {assets // 10 // 10 if assets >= 100 else '?'} sizes × "
            f"{assets // 100 if assets >= 100 else '?'} colours, every asset `repeat: indefinite`. "
            "Fresh = OUT moved aside (not deleted: see README) before each run; unchanged = the same command again over a complete OUT.", ""]
    out += table([t["batch"], t["batch-unchanged"], t["batch-jobs1"], t["batch-tmpfs"], t["peer"], t["peer-unchanged"]])
    out += ["", f"- Equivalence: {eq.removeprefix('peer: ')} (so the peer builds the same documents)."
            if eq else "- Equivalence: not checked.",
            f"- The peer's validator: {passed} of {len(selftest)} self-test documents classified correctly "
            "(a valid one accepted; unknown element, transform-origin, `<style>` without type, fill=\"forwards\", "
            "bad keyTimes rejected)."]
    if (work / "xmllint-check.txt").exists():
        out.append(f"- {(work / 'xmllint-check.txt').read_text().strip()} (`xmllint --nonet --noout --dtdvalidfpi`).")
    out.append("")

    out += [f"## 3. The validation floor: validating the same {assets:,} files and nothing else", ""]
    out += table([t["floor-xmllint"], t["floor-validate"], t["floor-lxml"]])
    out += ["", "xmllint re-reads and re-parses the DTD for every file it is given (one process, but one `xmlParseDTD` "
            "per file); `ripplegen validate` and the lxml line parse it once.", ""]

    out += ["## 4. One cold asset", ""]
    out += table([t["cold"], t["cold-xmllint"], t["cold-novalidate"], t["cold-version"]])
    out += ["", "Each run is a new process; ripplegen's runs start with no ring.svg (it is written: temporary file + rename); "
            "xmllint checks that same output.", ""]

    out += ["## 5. Ratios and the issue's targets", "", "| comparison | ratio | target | |", "|---|---:|---:|---|"]

    def row(label, num, den, target, better_low=True, speedup=False):
        if not (num and den):
            return
        if speedup:
            ratio = den["median"] / num["median"]
            out.append(f"| {label} | {ratio:.1f}× faster | ≥ {target}× | {verdict(ratio >= target) if target else ''} |")
        else:
            ratio = num["median"] / den["median"]
            out.append(f"| {label} | {ratio:.2f}× | ≤ {target}× | {verdict(ratio <= target)} |")

    row("ripplegen batch vs Python peer (fresh OUT, wall)", t["batch"], t["peer"], 20, speedup=True)
    if t["batch"] and t["peer"]:
        cpu = t["peer"]["cpu"] / t["batch"]["cpu"]
        out.append(f"| … in CPU time (user+sys) | {cpu:.1f}× less | (info) | |")
    if t["batch-jobs1"] and t["peer"]:
        out.append(f"| … ripplegen `--jobs 1` vs the single-threaded peer | "
                   f"{t['peer']['median'] / t['batch-jobs1']['median']:.1f}× faster | (info) | |")
    if t["batch-unchanged"] and t["peer-unchanged"]:
        out.append(f"| … everything unchanged | {t['peer-unchanged']['median'] / t['batch-unchanged']['median']:.1f}× faster | (info) | |")
    row("ripplegen batch / xmllint over the same files", t["batch"], t["floor-xmllint"], 1.5)
    row("ripplegen batch / `ripplegen validate` over the same files", t["batch"], t["floor-validate"], 1.5)
    if t["batch-tmpfs"] and t["floor-validate"]:
        out.append(f"| … with OUT on tmpfs (no disk flush) | {t['batch-tmpfs']['median'] / t['floor-validate']['median']:.2f}× | (info) | |")
    row("cold single asset / xmllint on its output", t["cold"], t["cold-xmllint"], 2)
    if t["cold"] and t["cold-xmllint"]:
        out.append(f"| … in CPU time (user+sys) | {t['cold']['cpu'] / t['cold-xmllint']['cpu']:.2f}× | (info) | |")
    out.append("")
    out += syscalls(work, assets)

    sizes = work / "sizes.md"
    out += ["## 5b. Bytes: every style against the nearest published anchor", ""]
    if sizes.exists():
        out += [sizes.read_text().strip(), "",
                "Anchor sizes from `web-assets.md` §1 (svg-spinners' CSS files fail the SVG 1.1 DTD: `<style>` without "
                "`type`). Every ripplegen document here carries its `<title>` and passes the DTD; the minified CSS ones "
                "also carry the reduced-motion and forced-colors rules the anchors do not have. `ring --rings N` is the "
                "anchors' job (N rings on one loop); `pulse` is SwiftRipple's Pulse (per-ring scale, spring extension, "
                "staggered removal: 8 Bézier pieces per spring) and the press styles play once with a clip, which no "
                "anchor does. gzip = `gzip -9 -n`.", ""]
    else:
        out += ["(not measured)", ""]

    browser = work / "browser.md"
    out += ["## 6. Cost in the browser", ""]
    if browser.exists():
        out += [browser.read_text().strip(), "",
                "`pulse-rings-3` is reconstructed from the description in `web-assets.md` §1.2 (its sizes match the "
                "published 1994 B SMIL / 853 B CSS); `rings.svg` is the exact markup of §1.1. ms/s = main-thread task "
                "time per second of animation (DevTools `Performance.getMetrics` TaskDuration delta / wall time).", ""]
    else:
        out += ["(not measured)", ""]

    out += ["## 7. Profiles (callgrind, instruction counts)", ""]
    summaries = {}
    for name, title, n in [("cold", "(a) cold single asset: `ripplegen --style ring --repeat 25 -o ring.svg`", None),
                           ("batch", f"(b) `ripplegen batch` of {passets} assets, `--jobs 1`", passets),
                           ("validate", f"(c) the in-process floor: `ripplegen validate` over the {assets:,} files", assets)]:
        path = work / f"callgrind.{name}"
        if path.exists():
            summaries[name] = profile_summary.summarize(str(path), 25, n)
            out += [profile_summary.markdown(summaries[name], title)]
    out += dominant(summaries)
    print("\n".join(out))
    return 0


def syscalls(work: Path, assets: int) -> list[str]:
    """The kernel calls of one fresh batch (strace -f -c), per file written."""
    path = work / "strace-batch.txt"
    if not path.exists():
        return []
    counts = {}
    for line in path.read_text().splitlines():
        parts = line.split()
        if len(parts) >= 5 and parts[0][0].isdigit() and parts[-1].isidentifier():
            counts[parts[-1]] = int(parts[3])
    shown = [n for n in ("fsync", "fdatasync", "rename", "renameat2", "openat", "newfstatat", "rt_sigaction", "getpid",
                         "getrandom", "write", "read") if counts.get(n)]
    if not shown:
        return []
    return ["Kernel calls of one fresh `ripplegen batch` of all the assets (`strace -f -c`, untimed), per file written: "
            + ", ".join(f"{n} {counts[n] / assets:.1f}" for n in shown)
            + " (the whole process, start-up and DTD loading included, divided by the files). A new file costs an "
              "open of the existing path (ENOENT), an `O_CREAT|O_EXCL` open of a temporary file, one write, a close "
              "and a rename, under the one interrupt-cleanup lock (held from the temporary file to its rename). No fsync: the "
              "rename keeps every file whole, not durable across a power cut.", ""]


def dominant(summaries: dict) -> list[str]:
    """One line per profile naming what dominates, from the phase figures."""
    lines = []
    for name, what in [("cold", "cold single asset"), ("batch", "batch"), ("validate", "ripplegen validate")]:
        s = summaries.get(name)
        if not s:
            continue
        top = sorted((p for p in s["phases"] if p["share"] is not None and not p["phase"].startswith("  ")
                      and "per-asset work" not in p["phase"]), key=lambda p: -p["share"])[:4]
        lines.append(f"- **{what}**: " + "; ".join(f"{p['phase']} {p['share'] * 100:.0f} %" for p in top) + ".")
    return (["### What dominates", ""] + lines + [""]) if lines else []


if __name__ == "__main__":
    sys.exit(main(sys.argv))
