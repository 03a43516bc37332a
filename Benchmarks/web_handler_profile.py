#!/usr/bin/env python3
"""Pointer-handler time of a press ripple, measured finely in one page: an exploration harness for issue 36.

    web_handler_profile.py RIPPLEGEN [--presses N] [--batch B] [--rounds R] [--browser NAME …]
                           [--variant LABEL=FILE.js …] [--only LABEL …]

Benchmarks/web_handlers.py times the handlers of a few WebDriver presses; its figures are noisy and, in Firefox
and WebKit, means of a coarse clock's steps. Here the page presses itself: N synthetic presses (default 400)
dispatch `new PointerEvent("pointerdown"/"pointerup", {bubbles, composed, clientX, clientY, pointerId, …})` on
the button, through the real listeners, in batches of B (default 20) one after another in one task, with a
pause of 0.5 s after each batch (its ripples end). Before each event the page's style and layout are brought up
to date outside the timed window (as they are when a real event comes, after a frame), so a handler pays only for
what it does itself; `performance.now()` is taken around each `dispatchEvent`. Each press is released at once, so
a release takes the same path as web_handlers.py's 200 ms presses (material's release cut is its 225 ms press
phase either way). The sums over N presses average a coarse clock away (Firefox is also started with
`privacy.reduceTimerPrecision` off: a fine clock). R rounds (default 3) go through every page, each round in its
own (seeded) order; the median per page is printed: ms per press, pointerdown + pointerup, and the ratio to the hand-written
one-span `element.animate()` ripple (web_handlers.HAND_JS), whose handler is issue 36's yardstick.

Pages: the page without ripples (dispatch alone), material, splash and fill (`--format web`), the hand-written
ripple, and any `--variant LABEL=FILE.js`: a script in place of material.js under material's sheet (a scratch
copy of material.js with one part removed or replaced attributes that part's cost).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "Tests" / "Browser"))
sys.path.insert(0, str(HERE))

# The page's own runner (a page script, so Firefox's driver sandbox plays no part): `__run(presses, batch)`
# writes its result, [pointerdown ms, pointerup ms] per press, to the body's `data-result`.
RUNNER_JS = """<script>window.__run=async(presses,batch)=>{
const b=document.querySelector("button"),r=b.getBoundingClientRect(),flush=()=>{b.offsetWidth;getComputedStyle(b).color};
const ev=(type,k)=>new PointerEvent(type,{bubbles:true,composed:true,cancelable:true,pointerId:1,pointerType:"mouse",isPrimary:true,
button:0,buttons:type=="pointerdown"?1:0,clientX:r.left+30+(k%16)*9,clientY:r.top+20+(k%9)*9});
let down=0,up=0,t,e;
for(let k=0;k<presses;){for(let j=0;j<batch&&k<presses;j++,k++){
flush();e=ev("pointerdown",k);t=performance.now();b.dispatchEvent(e);down+=performance.now()-t;
flush();e=ev("pointerup",k);t=performance.now();b.dispatchEvent(e);up+=performance.now()-t}
await new Promise(go=>setTimeout(go,500))}
document.body.dataset.result=JSON.stringify([down/presses,up/presses])};</script>"""


def page(workdir: Path, number: int, cls: str, css: str, js: str) -> Path:
    """web_press.py's page (one 200×120 button of the class `cls`) in a folder of its own, with the runner."""
    import web_press
    folder = workdir / f"page{number}"
    folder.mkdir()
    html = web_press.page(folder, cls, css, js)
    html.write_text(html.read_text() + RUNNER_JS)
    return html


def measure(browser, html: Path, presses: int, batch: int) -> tuple[float, float]:
    """One round on the page: [pointerdown, pointerup] handler ms per press."""
    browser.load(html.as_uri())
    time.sleep(0.3)
    browser.js(f"(window.wrappedJSObject || window).__run({presses}, {batch}); return 0")
    deadline = time.time() + 30 + presses / batch
    while time.time() < deadline:
        result = browser.js("return document.body.dataset.result || null")
        if result:
            down, up = json.loads(result)
            return down, up
        time.sleep(0.2)
    raise RuntimeError(f"{html.name}: no result")


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("ripplegen")
    p.add_argument("--presses", type=int, default=400)
    p.add_argument("--batch", type=int, default=20)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--browser", action="append", choices=["chromium", "firefox", "webkit"])
    p.add_argument("--variant", action="append", default=[], metavar="LABEL=FILE.js")
    p.add_argument("--only", action="append", metavar="LABEL", help="measure only these pages (none, rg-material, rg-splash, rg-fill, hand, or a variant's label)")
    args = p.parse_args()
    import drivers
    import web_handlers
    engines = args.browser or ["chromium", "firefox", "webkit"]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        # (label, the button's class, sheet, script)
        assets = [("none", "none", "", "")]
        for style in ("material", "splash", "fill"):
            name = f"rg-{style}"
            subprocess.run([args.ripplegen, "--style", style, "--id-prefix", name, "--format", "web", "-o", str(work / f"{name}.css")], check=True)
            assets.append((name, name, (work / f"{name}.css").read_text(), (work / f"{name}.js").read_text()))
        assets.append(("hand", "hand", web_handlers.HAND_CSS, web_handlers.HAND_JS))
        material_css = assets[1][2]
        for spec in args.variant:
            label, _, file = spec.partition("=")
            assets.append((label, "rg-material", material_css, Path(file).read_text()))
        if args.only:
            assets = [a for a in assets if a[0] in args.only or a[0] == "hand"]
        pages = [(label, page(work, k, cls, css, js)) for k, (label, cls, css, js) in enumerate(assets)]
        results: dict[str, dict[str, tuple[float, float]]] = {}
        for engine in engines:
            browser = {"chromium": drivers.Chromium, "firefox": lambda: drivers.Firefox(prefs=web_handlers.FIREFOX_FINE_CLOCK),
                       "webkit": drivers.WebKit}[engine]()
            browser.start()
            try:
                browser.viewport(640, 480)
                samples: dict[str, list[tuple[float, float]]] = {}
                # Each round in its own order (seeded): a browser that slows down over a run (Firefox did)
                # does not charge the pages at the end of the list.
                order = random.Random(36)
                for _ in range(args.rounds):
                    for label, html in order.sample(pages, len(pages)):
                        samples.setdefault(label, []).append(measure(browser, html, args.presses, args.batch))
                for label, values in samples.items():
                    results.setdefault(label, {})[engine] = (statistics.median(v[0] for v in values), statistics.median(v[1] for v in values))
            finally:
                browser.quit()
    print(f"ms per press, pointerdown + pointerup ({args.presses} synthetic presses, median of {args.rounds} rounds; x: over hand)")
    print("| page | " + " | ".join(engines) + " |")
    print("|---|" + "---:|" * len(engines))
    for label, by_engine in results.items():
        cells = []
        for e in engines:
            d, u = by_engine[e]
            hand = sum(results.get("hand", {}).get(e, (0, 0)))
            cells.append(f"{d + u:.3f} ({d:.3f} + {u:.3f})" + (f" {((d + u) / hand):.2f}x" if hand else ""))
        print(f"| {label} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
