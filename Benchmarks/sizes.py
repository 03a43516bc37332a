#!/usr/bin/env python3
"""Bytes of every built-in style's documents (raw and `gzip -9 -n`), explicit and `--minify`, against the
published anchor that does the nearest job (sizes from docs/reference/web-assets.md §1), as Markdown;
then the same assets as Lottie JSON (`--format lottie`) beside the minified SVG formats.

    sizes.py RIPPLEGEN [--json OUT.json]

Every document is also checked with `xmllint --nonet --noout --dtdvalidfpi "-//W3C//DTD SVG 1.1//EN"`.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

FPI = "-//W3C//DTD SVG 1.1//EN"

# (label, ripplegen arguments, anchor, anchor bytes by format, whether the anchor does the same job)
ASSETS = [
    ("ring", [], "svg-spinners pulse-ring", {"smil": 683, "css": 461}, True),
    ("ring --rings 3", ["--rings", "3"], "svg-spinners pulse-rings-3", {"smil": 1994, "css": 853}, True),
    ("ring --rings 2", ["--rings", "2"], "SVG-Loaders rings.svg", {"smil": 1784}, True),
    ("fill", [], "SVG-Loaders puff.svg (SMIL), svg-spinners pulse-ring (CSS)", {"smil": 1460, "css": 461}, False),
    ("material", [], "SVG-Loaders puff.svg (SMIL), svg-spinners pulse-ring (CSS)", {"smil": 1460, "css": 461}, False),
    ("splash", [], "SVG-Loaders puff.svg (SMIL), svg-spinners pulse-ring (CSS)", {"smil": 1460, "css": 461}, False),
    ("pulse", [], "svg-spinners pulse-rings-3", {"smil": 1994, "css": 853}, False),
]


def measure(rg: str, style: str, extra: list[str], fmt: str, minify: bool, folder: Path) -> dict:
    out = folder / f"{style}-{'-'.join(extra) or 'default'}-{fmt}-{'min' if minify else 'pretty'}.svg"
    cmd = [rg, "--style", style, *extra, "--format", fmt, "-o", str(out)] + (["--minify"] if minify else [])
    subprocess.run(cmd, check=True)
    data = out.read_bytes()
    gz = subprocess.run(["gzip", "-9", "-n", "-c", str(out)], check=True, capture_output=True).stdout
    valid = subprocess.run(["xmllint", "--nonet", "--noout", "--dtdvalidfpi", FPI, str(out)], capture_output=True).returncode == 0
    return {"bytes": len(data), "gzip": len(gz), "valid": valid, "has_title": b"<title>" in data}


def measure_lottie(rg: str, style: str, extra: list[str], minify: bool, folder: Path) -> dict:
    out = folder / f"{style}-{'-'.join(extra) or 'default'}-lottie-{'min' if minify else 'pretty'}.json"
    cmd = [rg, "--style", style, *extra, "--format", "lottie", "-o", str(out)] + (["--minify"] if minify else [])
    subprocess.run(cmd, check=True)
    data = out.read_bytes()
    gz = subprocess.run(["gzip", "-9", "-n", "-c", str(out)], check=True, capture_output=True).stdout
    return {"bytes": len(data), "gzip": len(gz)}


def lottie_rows(rg: str, folder: Path, records: list[dict]) -> list[str]:
    """One row per asset: Lottie explicit and minified, beside the minified SMIL and CSS documents."""
    svg = {(r["asset"], r["format"]): r["minified"] for r in records}
    rows = []
    for label, args, *_ in ASSETS:
        style = label.split()[0]
        pretty = measure_lottie(rg, style, args, False, folder)
        small = measure_lottie(rg, style, args, True, folder)
        records.append({"asset": label, "format": "lottie", "pretty": pretty, "minified": small})
        smil, css = svg[(label, "smil")], svg[(label, "css")]
        rows.append(f"| `{label}` | {pretty['bytes']:,} / {pretty['gzip']:,} | **{small['bytes']:,}** / {small['gzip']:,} | "
                    f"{smil['bytes']:,} / {smil['gzip']:,} | {css['bytes']:,} / {css['gzip']:,} |")
    return rows


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__.strip().splitlines()[3].strip(), file=sys.stderr)
        return 64
    rg = argv[1]
    json_out = argv[argv.index("--json") + 1] if "--json" in argv else None
    rows, records = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for label, args, anchor, limits, same_job in ASSETS:
            style, extra = label.split()[0], args
            for fmt in ("smil", "css"):
                pretty = measure(rg, style, extra, fmt, False, Path(tmp))
                small = measure(rg, style, extra, fmt, True, Path(tmp))
                limit = limits.get(fmt)
                ok = limit is not None and small["bytes"] <= limit and small["valid"] and small["has_title"]
                verdict = "—" if limit is None else ("**met**" if ok else "**not met**") + ("" if same_job else " (not the same job)")
                records.append({"asset": label, "format": fmt, "pretty": pretty, "minified": small,
                                "anchor": anchor if limit else None, "anchor_bytes": limit, "met": ok if limit else None,
                                "same_job": same_job})
                valid = "yes" if pretty["valid"] and small["valid"] else "**no**"
                rows.append(f"| `{label}` | {fmt} | {pretty['bytes']:,} / {pretty['gzip']:,} | **{small['bytes']:,}** / "
                            f"{small['gzip']:,} | {valid} | {anchor if limit else '—'} | "
                            f"{f'{limit:,}' if limit else '—'} | {verdict} |")
    print("| asset | format | explicit: bytes / gzip | `--minify`: bytes / gzip | DTD-valid | nearest anchor | anchor bytes | minified ≤ anchor |")
    print("|---|---|---:|---:|---|---|---:|---|")
    print("\n".join(rows))
    with tempfile.TemporaryDirectory() as tmp:
        lottie = lottie_rows(rg, Path(tmp), records)
    print()
    print("| asset | Lottie explicit: bytes / gzip | Lottie `--minify`: bytes / gzip | SMIL `--minify` | CSS `--minify` |")
    print("|---|---:|---:|---:|---:|")
    print("\n".join(lottie))
    if json_out:
        Path(json_out).write_text(json.dumps(records, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
