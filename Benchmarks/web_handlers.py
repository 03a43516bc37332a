#!/usr/bin/env python3
"""Pointer-handler time of a press ripple in Chromium, Firefox and WebKit: what a press adds to the interaction.

    web_handlers.py RIPPLEGEN [--presses N] [--rounds R] [--browser NAME …]

For material, splash and fill (`--format web`), a minimal hand-written `element.animate()` ripple (one span with
literal pixels, the comparison issue 27 names), the held press's floor (a press and a release as two Web
Animations, as in web_press.py) and the page without ripples, a page holds one 200×120 button.
A capture listener on `window` (registered before any other script, so it runs first) and a bubble listener
on `window` (the last to run) take `performance.now()` around each `pointerdown` and `pointerup`; their
difference is the time every handler of that event took, the ripple's included. N presses (default 10) of
200 ms are made with WebDriver pointer actions; the median over R rounds (default 5) of the mean per press
(pointerdown + pointerup, and each of the two) is printed per asset and engine, and the same for the page without ripples, whose
figure (the two window listeners alone) is the floor the others are read against. Firefox runs with a fine clock
(`privacy.reduceTimerPrecision` off: 20 µs steps instead of 1 ms); WebKit's clock steps by 1 ms, Chromium's by
0.1 ms. Benchmarks/web_handler_profile.py measures the same handlers over hundreds of in-page presses.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "Tests" / "Browser"))

# Firefox's performance.now() steps by 1 ms by default (its figures were means of 0s and 1s); with this
# preference off it steps by 20 µs (measured: the steps of consecutive readings). Chromium's steps are 0.1 ms,
# WebKit's 1 ms (no preference changes them): their means over many presses are what is read.
FIREFOX_FINE_CLOCK = {"privacy.reduceTimerPrecision": False}

# Before every other script: the first capture listener and, registered at once, the last bubble listener.
TIMING_JS = """<script>{const t=[],s={};window.__handlers=t;
for(const n of ["pointerdown","pointerup"]){addEventListener(n,()=>{s[n]=performance.now()},true);
addEventListener(n,()=>{t.push([n,performance.now()-s[n]])})}}</script>"""
# The hand-written ripple: one span per press, sized and placed with literal pixels, one animation, removed at its end.
HAND_CSS = ".hand{position:relative;overflow:hidden}\n"
HAND_JS = """document.addEventListener("pointerdown",e=>{const h=e.target.closest(".hand");if(!h)return;
const r=h.getBoundingClientRect(),R=Math.hypot(r.width,r.height),s=document.createElement("span");
s.style.cssText=`position:absolute;left:${e.clientX-r.left-R}px;top:${e.clientY-r.top-R}px;width:${2*R}px;height:${2*R}px;border-radius:50%;background:#000;pointer-events:none`;
h.append(s);s.animate([{scale:.2,opacity:.12},{scale:1,opacity:0}],{duration:450}).finished.then(()=>s.remove())});
"""

# The two yardsticks of issue 36's budgets, as the tables name them.
HAND_LABEL = "hand-written one-span element.animate() ripple"
PAIR_LABEL = "a press and a release as two Web Animations (a held press's floor)"
# The least a held press costs: a press animation (scale and opacity) on pointerdown and a release fade on its own
# element on pointerup, Web Animations with literal values, nothing else (no layout read, no custom property).
PAIR_CSS = ".pair b{position:absolute;inset:0;isolation:isolate}.pair i{position:absolute;left:0;top:0;width:100px;" \
           "height:100px;border-radius:50%;background:#000;opacity:0}\n"
PAIR_JS = """const h=document.querySelector("button"),b=h.appendChild(document.createElement("b")),i=b.appendChild(document.createElement("i"));let f;
document.addEventListener("pointerdown",e=>{if(e.target.closest(".pair")){f&&f.cancel();i.animate([{scale:.3,opacity:0},{scale:2,opacity:.12}],{duration:225,fill:"both"})}});
document.addEventListener("pointerup",()=>{f=b.animate([{opacity:1},{opacity:0}],{duration:150,fill:"forwards"})});
"""

def page(workdir: Path, name: str, css: str, js: str) -> Path:
    (workdir / f"{name}.css").write_text(css)
    (workdir / f"{name}.js").write_text(js)
    html = workdir / f"{name}.html"
    html.write_text(f'<!doctype html><meta charset="utf-8">{TIMING_JS}<link rel="stylesheet" href="{name}.css">'
                    f'<style>body{{margin:0}}button{{position:absolute;left:20px;top:20px;width:200px;height:120px;border:0}}</style>'
                    f'<button class="{name}">press</button><script src="{name}.js"></script>')
    return html


def actions(browser, steps: list[dict]) -> None:
    sequence = [{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": steps}]
    if browser.name in ("chromium", "webkit"):
        browser.driver.execute("actions", {"actions": sequence})
        browser.driver.execute("clearActionState")
    else:
        browser.client._send_message("WebDriver:PerformActions", {"actions": sequence})
        browser.client._send_message("WebDriver:ReleaseActions", {})


def measure(browser, html: Path, presses: int, rounds: int) -> tuple[float, float]:
    """The medians over rounds of the handlers' mean time per press on pointerdown and on pointerup, in ms."""
    browser.load(html.as_uri())
    time.sleep(0.3)
    downs, ups = [], []
    for _ in range(rounds):
        # Firefox's driver runs scripts in a sandbox that sees the page's own globals only through wrappedJSObject.
        browser.js("(window.wrappedJSObject || window).__handlers.length=0")
        steps = []
        for k in range(presses):
            steps += [{"type": "pointerMove", "x": 60 + 10 * k, "y": 50 + 5 * k, "duration": 0}, {"type": "pointerDown", "button": 0},
                      {"type": "pause", "duration": 200}, {"type": "pointerUp", "button": 0}, {"type": "pause", "duration": 300}]
        actions(browser, steps)
        time.sleep(0.5)
        times = browser.js("return Array.from((window.wrappedJSObject || window).__handlers)")
        if len(times) != 2 * presses:
            raise RuntimeError(f"{html.name}: {len(times)} handler times for {presses} presses")
        downs.append(sum(t for name, t in times if name == "pointerdown") / presses)
        ups.append(sum(t for name, t in times if name == "pointerup") / presses)
    return statistics.median(downs), statistics.median(ups)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("ripplegen")
    p.add_argument("--presses", type=int, default=10)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--browser", action="append", choices=["chromium", "firefox", "webkit"])
    args = p.parse_args()
    import drivers
    engines = args.browser or ["chromium", "firefox", "webkit"]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        assets = [("the page without ripples (the two timing listeners)", "none", "", "")]
        for name, flags in (("rg-material", ["--style", "material"]), ("rg-splash", ["--style", "splash"]),
                            ("rg-fill", ["--style", "fill"])):
            subprocess.run([args.ripplegen, *flags, "--id-prefix", name, "--format", "web", "-o", str(work / f"{name}.css")], check=True)
            assets.append((f"{' '.join(flags[1:])} (--format web)", name, (work / f"{name}.css").read_text(), (work / f"{name}.js").read_text()))
        assets.append((HAND_LABEL, "hand", HAND_CSS, HAND_JS))
        assets.append((PAIR_LABEL, "pair", PAIR_CSS, PAIR_JS))
        results: dict[str, dict[str, tuple[float, float]]] = {}
        for engine in engines:
            browser = {"chromium": drivers.Chromium, "firefox": lambda: drivers.Firefox(prefs=FIREFOX_FINE_CLOCK), "webkit": drivers.WebKit}[engine]()
            browser.start()
            try:
                browser.viewport(640, 480)
                for label, name, css, js in assets:
                    results.setdefault(label, {})[engine] = measure(browser, page(work, name, css, js), args.presses, args.rounds)
            finally:
                browser.quit()
    print("| asset | " + " | ".join(f"{e} handler ms/press (pointerdown + pointerup)" for e in engines) + " |")
    print("|---|" + "---:|" * len(engines))
    for label, by_engine in results.items():
        cells = (f"{sum(by_engine[e]):.3f} ({by_engine[e][0]:.3f} + {by_engine[e][1]:.3f})" for e in engines)
        print(f"| {label} | " + " | ".join(cells) + " |")
    # Issue 36's handler budget reads each style against the hand-written ripple of the same engine and run;
    # beside it, against the held press's floor.
    hand, floor = results[HAND_LABEL], results[PAIR_LABEL]
    print()
    for label, by_engine in results.items():
        if label.endswith("(--format web)"):
            print(f"{label}: " + "; ".join(f"{e} {sum(by_engine[e]) / sum(hand[e]):.2f}x the hand-written, "
                                          f"{sum(by_engine[e]) / sum(floor[e]):.2f}x the floor" for e in engines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
