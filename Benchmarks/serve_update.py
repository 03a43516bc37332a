#!/usr/bin/env python3
"""How long `ripplegen serve`'s editor page takes to show a change, per built-in style, in a real browser.

    serve_update.py RIPPLEGEN [--changes N] [--browser NAME]

Starts `RIPPLEGEN serve`, opens its page (headless Chromium by default, driven as Tests/Browser does), and for
each built-in style selects it, then changes `--color` N times (default 20) with the colour picker, alternating
two colours. Each change is timed in the page's own clock (performance.now), from the moment before the
picker's input event to:
- **shown**: every preview but the animated image in place — the SMIL and CSS documents and the web
  preview's frame loaded (each fetched from the server), the PNG still decoded, the downloads and sizes set
  (body[data-shownAt]); the issue's budget is 150 ms for this;
- **animated**: the animated image (GIF) decoded too (body[data-doneAt]); it starts after the others and
  may arrive later without holding them back.
The median and the worst of the N are printed per style, with the browser's version and the machine's load
(`/proc/loadavg`) before and after.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "Tests" / "Browser"))

STYLES = ["ring", "fill", "material", "splash", "pulse"]
COLOURS = ["#ff0000", "#1e88e5"]


def wait(browser, script, *arguments, timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = browser.js(script, *arguments)
        if value:
            return value
        time.sleep(0.01)
    raise TimeoutError(script)


SETTLED = "const b = document.body.dataset; return !b.pending && b.done === b.generation && b.done"


def change(browser, colour):
    """Picks `colour` with --color's picker; returns (shown, animated) in ms from the change."""
    started, before = browser.js("""const p = document.querySelector('#options [data-flag="--color"]').closest('.option').querySelector('.picker');
        const t = performance.now(), g = +(document.body.dataset.generation || 0);
        p.value = arguments[0]; p.dispatchEvent(new Event('input'));
        return [t, g];""", colour)
    wait(browser, "const b = document.body.dataset; return +b.done > arguments[0] && b.done === b.generation && !b.pending", before)
    shown, done = browser.js("return [+document.body.dataset.shownAt, +document.body.dataset.doneAt]")
    return shown - started, done - started


def measure(browser, style, changes):
    browser.js("const s = document.getElementById('style'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))", style)
    wait(browser, SETTLED)
    figures = []
    for _ in range(changes + 1):
        shown = browser.js("return document.querySelector('#options [data-flag=\"--color\"]').value")
        figures.append(change(browser, COLOURS[1] if shown == COLOURS[0] else COLOURS[0]))
    return figures[1:]  # the first pick after a style change also loads that style's frames' first documents


def stats(values):
    return f"{statistics.median(values):>7.0f} {max(values):>6.0f}"


def loadavg():
    return Path("/proc/loadavg").read_text().split()[:3]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ripplegen")
    parser.add_argument("--changes", type=int, default=20)
    parser.add_argument("--browser", default="chromium", choices=["chromium", "firefox", "webkit"])
    options = parser.parse_args()
    from serving import served  # the browser venv's selenium (Scripts/browser-deps.sh)

    with served(options.ripplegen, options.browser) as (browser, url):
        browser.load(url)
        wait(browser, SETTLED)
        print(f"serve_update: {options.browser} {browser.version}, {options.changes} picks of --color per style; load average before {' '.join(loadavg())}")
        print(f"{'':<9} {'shown (all but GIF)':^15}   {'animated (GIF)':^15}")
        print(f"{'style':<9} {'median':>7} {'worst':>6}   {'median':>7} {'worst':>6}  (ms, change → in place)")
        for style in STYLES:
            figures = measure(browser, style, options.changes)
            print(f"{style:<9} {stats([s for s, _ in figures])}   {stats([a for _, a in figures])}", flush=True)
        print(f"load average after {' '.join(loadavg())}")


if __name__ == "__main__":
    main()
