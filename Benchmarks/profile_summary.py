#!/usr/bin/env python3
"""Summarizes a callgrind profile of ripplegen: the top functions by inclusive instructions, and a breakdown
by phase (process start, DTD loading, templates, model, string building, validation, lint, gzip, writing).

    profile_summary.py CALLGRIND.OUT [--top N] [--json OUT.json] [--assets N]

Reads `callgrind_annotate --inclusive=yes` and demangles Swift names with `swift demangle --simplified`.
Callgrind attributes the cost of recursive calls to each level (`f'2`), so recursive entries are left
out of the listing and every phase is measured at a non-recursive entry point. A phase whose function is
inlined or renamed shows as n/a (the listing still has everything).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

LINE = re.compile(r"^\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+(.*?)(?:\s+\[([^\]]*)\])?$")

# Wrapper frames that only forward the cost (they would crowd the listing).
NOISE = re.compile(
    r"thunk|partial apply|\(below main\)|__libc_start|libc_start_call_main|^0x[0-9a-f]+$|_dispatch_|dispatch_apply|"
    r"dispatch_sync|DispatchQueue\.concurrentPerform|___swift_dispatch|reabstraction|^\$s[A-Za-z0-9_]+$|"
    r"_dl_sysdep_start|dl_main$|^main$|ripplegen_main|RippleGen\.run|BatchCommand\.run|GenerateCommand\.run|"
    r"ValidateCommand\.run|closure #1 in static BatchRunner\.run")

# (phase, regex on the demangled name, note). Measured at the largest matching non-recursive entry.
PHASES = [
    ("dynamic loading before main (ld.so relocations, libraries)", r"^_dl_start$", "process start"),
    ("DTD loading: catalog lookup + xmlParseDTD (once per validator)", r"SVGDTDLoader\.locked\(", ""),
    ("  of which: XML catalog resolution", r"SVGDTDLoader\.resolve\(", ""),
    ("  of which: parsing the DTD", r"SVGDTDLoader\.parse\(", ""),
    ("freeing the DTD at exit (xmlFreeDtd)", r"^xmlFreeDtd$", ""),
    ("built-in style templates: all five decoded from JSON at first use (BuiltinStyles.decoded)",
     r"one-time initialization function for decoded$", ""),
    ("batch: styles loaded up front (BatchStyles.init)", r"BatchStyles\.init\(for:\)", ""),
    ("batch: manifest + plan", r"BatchPlan\.jobs\(for:", ""),
    ("batch: per-asset work (BatchWorker.make)", r"BatchWorker\.make\(_:thread:\)", ""),
    ("(per asset) model: resolve the style (GenerateCommand.resolve)", r"GenerateCommand\.resolve\(_:source:", ""),
    ("(per asset) rendering: model → tree → bytes, once (DocumentRenderer.renderBytes)", r"DocumentRenderer\.renderBytes\(_:options:\)", ""),
    ("  of which: CSS serializer (tree)", r"^CSSKeyframesSerializer\.document\(for:context:\)$", ""),
    ("  of which: reduced-motion calm frame (calmFrameTime)", r"calmFrameTime\.getter", ""),
    ("  of which: SMIL serializer (tree)", r"^SMILSerializer\.document\(for:context:\)$", ""),
    ("  of which: tree → bytes with the prefix marked (XMLRenderer.renderMarking)", r"XMLRenderer\.renderMarking\(_:marker:\)$", ""),
    ("(per asset) validation: SVGValidator.validate (parse + DTD + lint)", r"SVGValidator\.validate\(_:file:allowing:\)", ""),
    ("  of which: libxml2 parse (xmlCtxtReadMemory)", r"^xmlCtxtReadMemory$", ""),
    ("  of which: libxml2 DTD validation (xmlValidateDtd)", r"^xmlValidateDtd$", ""),
    ("  of which: profile lint (SVGLinter.lint)", r"SVGLinter\.lint\(_:file:\)$", ""),
    ("(per asset) gzip size (zlib compress2 -9)", r"Gzip\.size\(of:\)$", ""),
    ("(per asset) writing files (atomic write; instructions only, not the time in the kernel)", r"OutputWriter\.write\(_:to:\)$", ""),
]


def load(path: str):
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--auto=no", "--threshold=100", path],
                          check=True, capture_output=True, text=True).stdout
    rows = []
    total = None
    for line in text.splitlines():
        m = LINE.match(line)
        if not m:
            continue
        ir = int(m.group(1).replace(",", ""))
        location = m.group(3)
        if location == "PROGRAM TOTALS":
            total = ir
            continue
        file, _, function = location.partition(":")
        rows.append([ir, file, function, m.group(4) or ""])
    names = "\n".join(r[2] for r in rows)
    try:
        demangled = subprocess.run(["swift", "demangle", "--simplified"], input=names, check=True,
                                   capture_output=True, text=True).stdout.split("\n")
        if len(demangled) >= len(rows):
            for r, d in zip(rows, demangled):
                r[2] = d
    except (OSError, subprocess.CalledProcessError):
        pass
    return total, rows


def calls(path: str, function: str) -> int | None:
    """How many times `function` (a plain C name) was called, from callgrind's caller tree."""
    text = subprocess.run(["callgrind_annotate", "--tree=caller", "--auto=no", "--threshold=100", path],
                          check=True, capture_output=True, text=True).stdout
    count, block = 0, []
    for line in text.splitlines():
        if not line.strip():
            block = []
            continue
        block.append(line)
        if re.search(r"\*\s+\S*:" + re.escape(function) + r"\s", line + " "):
            for caller in block[:-1]:
                m = re.search(r"\((\d+)x\)", caller)
                if m:
                    count += int(m.group(1))
            return count
    return None


def callee_cost(path: str, caller: str, callee: str) -> int:
    """Instructions spent in calls from functions matching `caller` to functions matching `callee` (regexes on
    demangled names), from callgrind's calling tree."""
    text = subprocess.run(["callgrind_annotate", "--tree=calling", "--auto=no", "--threshold=100", path],
                          check=True, capture_output=True, text=True).stdout
    try:
        text = subprocess.run(["swift", "demangle", "--simplified"], input=text, check=True,
                              capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pass
    total, inside = 0, False
    for line in text.splitlines():
        if not line.strip():
            inside = False
            continue
        m = re.match(r"^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+([*>])\s+(.*)$", line)
        if not m:
            continue
        if m.group(2) == "*":
            inside = re.search(caller, m.group(3)) is not None
        elif inside and re.search(callee, m.group(3)):
            total += int(m.group(1).replace(",", ""))
    return total


def summarize(path: str, top: int = 25, assets: int | None = None) -> dict:
    total, rows = load(path)
    dtd_parses = calls(path, "xmlParseDTD")
    # A batch worker makes its validator (a DTD load) inside its first BatchWorker.make: not per-asset work.
    worker_dtd = callee_cost(path, r"BatchWorker\.make\(_:session:\)", r"ValidationSession\.init\(environment:\)")
    plain = [r for r in rows if not re.search(r"'\d+$", r[2])]  # recursion levels double-count
    listing = []
    seen = set()
    for ir, file, function, obj in sorted(plain, key=lambda r: -r[0]):
        name = function.removeprefix("specialized ")
        if NOISE.search(name) or name in seen:
            continue
        seen.add(name)
        where = obj.rsplit("/", 1)[-1] if obj else file.rsplit("/", 1)[-1]
        listing.append({"ir": ir, "share": ir / total, "function": name, "object": where})
        if len(listing) >= top:
            break
    phases = []
    for label, pattern, _ in PHASES:
        rx = re.compile(pattern)
        matches = [r[0] for r in plain if rx.search(r[2].removeprefix("specialized "))]
        ir = max(matches) if matches else None
        phases.append({"phase": label, "ir": ir, "share": (ir / total) if ir is not None else None})
    main_ir = max((r[0] for r in plain if r[2] == "ripplegen_main"), default=None)
    if dtd_parses:
        for p in phases:
            if p["phase"].startswith("DTD loading"):
                p["phase"] += f" — {dtd_parses} DTD parse{'s' if dtd_parses != 1 else ''} in this run"
    for p in phases:
        if "BatchWorker.make" in p["phase"] and p["ir"] is not None and worker_dtd:
            p["ir"] -= worker_dtd
            p["share"] = p["ir"] / total
            p["phase"] += " (without the worker's own DTD load inside it)"
    return {"file": path, "total_ir": total, "main_ir": main_ir, "assets": assets, "top": listing, "phases": phases,
            "dtd_parses": dtd_parses}


def markdown(summary: dict, title: str) -> str:
    total = summary["total_ir"]
    per = ""
    if summary.get("assets"):
        make = next((p["ir"] for p in summary["phases"] if "BatchWorker.make" in p["phase"] and p["ir"]), None)
        check = next((p["ir"] for p in summary["phases"] if "SVGValidator.validate" in p["phase"] and p["ir"]), None)
        if make:
            per = f" ({make / summary['assets']:,.0f} per asset in `BatchWorker.make`, {(total - make) / 1e6:,.0f} M fixed)"
        elif check:
            per = f" ({check / summary['assets']:,.0f} per file in `SVGValidator.validate`, {(total - check) / 1e6:,.0f} M fixed)"
    out = [f"**{title}** — {total:,} instructions in total{per}", "",
           "| phase | instructions | share |", "|---|---:|---:|"]
    for p in summary["phases"]:
        if p["ir"] is None:
            continue
        out.append(f"| {p['phase']} | {p['ir']:,} | {p['share'] * 100:.1f} % |")
    out += ["", f"Top {len(summary['top'])} functions by inclusive instructions (`callgrind_annotate --inclusive=yes`, "
            "wrappers and recursion levels left out):", "", "| inclusive | share | function | object |", "|---:|---:|---|---|"]
    for t in summary["top"]:
        fn = t["function"].replace("|", "\\|")
        if len(fn) > 110:
            fn = fn[:107] + "…"
        out.append(f"| {t['ir']:,} | {t['share'] * 100:.1f} % | `{fn}` | {t['object']} |")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    args = argv[1:]
    top, json_out, assets, title = 25, None, None, None
    files = []
    while args:
        a = args.pop(0)
        if a == "--top":
            top = int(args.pop(0))
        elif a == "--json":
            json_out = args.pop(0)
        elif a == "--assets":
            assets = int(args.pop(0))
        elif a == "--title":
            title = args.pop(0)
        else:
            files.append(a)
    if len(files) != 1:
        print(__doc__.strip().splitlines()[3].strip(), file=sys.stderr)
        return 64
    summary = summarize(files[0], top, assets)
    print(markdown(summary, title or files[0]))
    if json_out:
        with open(json_out, "w") as f:
            json.dump(summary, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
