#!/usr/bin/env python3
"""Main-thread cost of a press ripple in headless Chromium: `--format web` against a naive baseline.

    web_press.py RIPPLEGEN [--presses N] [--rounds R] [--pause MS] [--bytes]

For material, splash and fill (`--format web`) and for a naive ripple of our own (a script that appends a
disc on pointerdown and animates its width, height, left, top and opacity with requestAnimationFrame until
0.45 s later, the way many hand-written ripples do), a page holds one 200×120 button. N presses (default 5)
of 200 ms, 400 ms apart (--pause: a ripple that outlives the gap overlaps the next press), are made with
WebDriver pointer actions while DevTools `Performance.getMetrics`
counts main-thread TaskDuration, ScriptDuration, LayoutCount, LayoutDuration, RecalcStyleCount and
RecalcStyleDuration; each round's deltas are divided by the number of presses, and the median of R rounds
(default 5; a round loads and presses every page once, in turn) is printed per asset, with the bytes of the
files as written and gzipped (gzip -9 -n). The same
page without any ripple, pressed the same way, is the baseline: the last two columns are each asset's layouts
and style time per press beyond it (issue 20's budget: at most one layout and 1 ms of style work). Three rows
measure the engine's floor: one CSS opacity animation, one Web Animation, and a press with its release as two
Web Animations with literal values.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "Tests" / "Browser"))
sys.path.insert(0, str(HERE))

NAIVE_JS = """document.addEventListener("pointerdown",e=>{const h=e.target.closest(".naive");if(!h)return;
const r=h.getBoundingClientRect(),d=document.createElement("span"),t0=performance.now();h.appendChild(d);
const f=()=>{const b=h.getBoundingClientRect(),p=Math.min((performance.now()-t0)/450,1),R=Math.hypot(b.width,b.height)*p;
Object.assign(d.style,{position:"absolute",borderRadius:"50%",background:"#000",left:(e.clientX-b.left-R)+"px",
top:(e.clientY-b.top-R)+"px",width:2*R+"px",height:2*R+"px",opacity:.12*(1-p)});p<1?requestAnimationFrame(f):d.remove()};f()});
"""
NAIVE_CSS = ".naive{position:relative;overflow:hidden}\n"
# The engine's floor: one element whose opacity a plain CSS animation fades on each press (a class toggled on
# pointerdown), the least a CSS-animated ripple can cost per press in this Chromium.
FLOOR_CSS = ".floor i{position:absolute;inset:0;background:#000;opacity:0}.floor.p i{animation:floor 375ms linear}" \
            "@keyframes floor{from{opacity:.12}to{opacity:0}}\n"
FLOOR_JS = """const b=document.querySelector("button");b.append(document.createElement("i"));
document.addEventListener("pointerdown",e=>{if(e.target.closest(".floor")){b.classList.remove("p");b.offsetWidth;b.classList.add("p")}});
"""
# The same with Web Animations: one opacity animation of a lasting element started by the script, no class, no
# layout read. Its cost is the engine's fixed cost of an animation's start and end on the compositor.
WAAPI_CSS = ".waapi i{position:absolute;inset:0;background:#000;opacity:0}\n"
WAAPI_JS = """const b=document.querySelector("button"),i=b.appendChild(document.createElement("i"));
document.addEventListener("pointerdown",e=>{if(e.target.closest(".waapi"))i.animate([{opacity:.12},{opacity:0}],{duration:375})});
"""


def page(workdir: Path, name: str, css: str, js: str) -> Path:
    (workdir / f"{name}.css").write_text(css)
    (workdir / f"{name}.js").write_text(js)
    html = workdir / f"{name}.html"
    html.write_text(f'<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="{name}.css">'
                    f'<style>body{{margin:0}}button{{position:absolute;left:20px;top:20px;width:200px;height:120px;border:0}}</style>'
                    f'<button class="{name}">press</button><script src="{name}.js"></script>')
    return html


def measure(browser, html: Path, presses: int, rounds: int, pause: int = 400) -> dict:
    browser.load(html.as_uri())
    time.sleep(0.3)
    cdp = browser.driver.execute_cdp_cmd
    cdp("Performance.enable", {})
    samples = {key: [] for key in ("TaskDuration", "ScriptDuration", "LayoutCount", "LayoutDuration", "RecalcStyleCount",
                                   "RecalcStyleDuration")}
    for _ in range(rounds):
        before = {m["name"]: m["value"] for m in cdp("Performance.getMetrics", {})["metrics"]}
        steps = []
        for k in range(presses):
            steps += [{"type": "pointerMove", "x": 60 + 20 * k, "y": 50 + 10 * k, "duration": 0}, {"type": "pointerDown", "button": 0},
                      {"type": "pause", "duration": 200}, {"type": "pointerUp", "button": 0}, {"type": "pause", "duration": pause}]
        browser.driver.execute("actions", {"actions": [{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": steps}]})
        browser.driver.execute("clearActionState")
        time.sleep(0.5)
        after = {m["name"]: m["value"] for m in cdp("Performance.getMetrics", {})["metrics"]}
        for key in samples:
            samples[key].append((after[key] - before[key]) / presses)
    return {key: statistics.median(values) for key, values in samples.items()}


def gz(path: Path) -> int:
    """`gzip -9 -n`'s size of the file alone."""
    return len(gzip.compress(path.read_bytes(), 9, mtime=0))


def budgets(ripplegen: str, work: Path) -> None:
    """Issue 36's byte budgets, each file gzipped alone: material's sheet and script, and material + splash + fill
    on one page, with each style's own files, with batch's shared engine (`"engine": "shared"`) and with its style
    bundle (`"engine": "bundle"`: ripplegen.css and ripplegen.js, or ripplegen.mjs)."""
    own, shared, bundle = work / "own", work / "shared", work / "bundle"
    own.mkdir()
    for style in ("material", "splash", "fill"):
        subprocess.run([ripplegen, "--style", style, "--format", "web", "-o", str(own / f"{style}.css")], check=True)
    for engine, out in (("shared", shared), ("bundle", bundle)):
        manifest = work / f"{engine}.json"
        manifest.write_text(f'{{"engine": "{engine}", "defaults": {{"format": "web"}}, "assets": ['
                            + ", ".join(f'{{"name": "{s}", "style": "{s}"}}' for s in ("material", "splash", "fill")) + "]}")
        subprocess.run([ripplegen, "batch", str(manifest), "-o", str(out)], check=True, stdout=subprocess.DEVNULL)
    rows = [("material.css + material.js (budget 2,400)", [own / "material.css", own / "material.js"]),
            ("material + splash + fill, each style's own files (budget 3,600)",
             [own / f"{s}.{e}" for s in ("material", "splash", "fill") for e in ("css", "js")]),
            ("material + splash + fill beside the shared engine, ripplegen.js (budget 3,600)",
             [shared / "ripplegen.js"] + [shared / f"{s}.{e}" for s in ("material", "splash", "fill") for e in ("css", "js")]),
            ("material + splash + fill from the style bundle, ripplegen.css + ripplegen.js (budget 3,600)",
             [bundle / "ripplegen.css", bundle / "ripplegen.js"]),
            ("the same, ripplegen.css + ripplegen.mjs (the module, no bundler)", [bundle / "ripplegen.css", bundle / "ripplegen.mjs"])]
    print("| bytes (gzip -9 -n, each file alone) | B | gzip B |\n|---|---:|---:|")
    for label, files in rows:
        print(f"| {label} | {sum(f.stat().st_size for f in files):,} | {sum(gz(f) for f in files):,} |")
    print()


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("ripplegen")
    p.add_argument("--presses", type=int, default=5)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--pause", type=int, default=400, help="ms between a release and the next press (default 400)")
    p.add_argument("--bytes", action="store_true", help="print the bytes table alone (no browser)")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        budgets(args.ripplegen, Path(tmp))
    if args.bytes:
        return 0
    import drivers
    import web_handlers
    browser = drivers.Chromium()
    browser.start()
    print("| asset | css B (gzip) | js B (gzip) | task ms/press | script ms/press | layouts/press | layout ms/press "
          "| style recalcs/press | style ms/press | layouts beyond the page | style ms beyond the page |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            assets = []
            for name, flags in (("rg-material", ["--style", "material"]), ("rg-splash", ["--style", "splash"]),
                                ("rg-splash-opacity", ["--style", "splash", "--disappear", "opacity"]), ("rg-fill", ["--style", "fill"])):
                label = " ".join(flags[1:])
                subprocess.run([args.ripplegen, *flags, "--id-prefix", name, "--format", "web",
                                "-o", str(work / f"{name}.css")], check=True)
                assets.append((f"{label} (--format web)", name, (work / f"{name}.css").read_text(), (work / f"{name}.js").read_text()))
            assets.append(("naive rAF ripple", "naive", NAIVE_CSS, NAIVE_JS))
            assets.append((web_handlers.HAND_LABEL, "hand", web_handlers.HAND_CSS, web_handlers.HAND_JS))
            assets.append(("one CSS opacity animation (the engine's floor)", "floor", FLOOR_CSS, FLOOR_JS))
            assets.append(("one Web Animation of opacity (the floor without a class change)", "waapi", WAAPI_CSS, WAAPI_JS))
            assets.append((web_handlers.PAIR_LABEL, "pair", web_handlers.PAIR_CSS, web_handlers.PAIR_JS))
            assets.insert(0, ("the page without ripples (baseline)", "none", "", ""))
            pages = [page(work, name, css, js) for _, name, css, js in assets]
            # Round-robin: each round measures every page once, in order, so a drift of the machine's load
            # during the run reaches every page alike (measured one page after another, a burst of other work
            # landed on one asset's rounds and moved its figure by 40 %); the median per page over the rounds.
            samples: list[list[dict]] = [[] for _ in assets]
            for _ in range(args.rounds):
                for k, html in enumerate(pages):
                    samples[k].append(measure(browser, html, args.presses, 1, args.pause))
            results = [{key: statistics.median(m[key] for m in runs) for key in runs[0]} for runs in samples]
            base = results[0]
            for (label, name, css, js), m in zip(assets, results):
                size = lambda text: f"{len(text.encode())} ({len(gzip.compress(text.encode(), 9, mtime=0))})"
                print(f"| {label} | {size(css)} | {size(js)} | {m['TaskDuration'] * 1000:.2f} | {m['ScriptDuration'] * 1000:.2f} | "
                      f"{m['LayoutCount']:.1f} | {m['LayoutDuration'] * 1000:.2f} | {m['RecalcStyleCount']:.1f} | {m['RecalcStyleDuration'] * 1000:.2f} | "
                      f"{m['LayoutCount'] - base['LayoutCount']:.1f} | {(m['RecalcStyleDuration'] - base['RecalcStyleDuration']) * 1000:.2f} |")
            # Issue 36's style budget reads material against the hand-written ripple of the same run; beside it,
            # each style against the held press's floor (what any ripple with a release costs at least).
            style = {name: m["RecalcStyleDuration"] for (_, name, _, _), m in zip(assets, results)}
            print("\nstyle work per press, whole page: " + "; ".join(
                f"{name} {style[name] / style['hand']:.2f}x the hand-written, {style[name] / style['pair']:.2f}x the held press's floor"
                for _, name, _, _ in assets if name.startswith("rg-")) + f"; the floor {style['pair'] / style['hand']:.2f}x the hand-written")
    finally:
        browser.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
