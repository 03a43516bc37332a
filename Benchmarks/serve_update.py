#!/usr/bin/env python3
"""How long `ripplegen serve`'s editor page takes to show a change, per built-in style, in a real browser.

    serve_update.py RIPPLEGEN [--changes N] [--browser NAME]

Starts `RIPPLEGEN serve`, opens its page (headless Chromium by default, driven as Tests/Browser does), and for
each built-in style selects it, then changes `--color` N times (default 10), alternating two colours. Two
figures per change: the page's own ("updated in N ms": from the start of its update to the last preview in
place, every format rendered by the server and the frames and images replaced) and the whole, from the
change to that moment (the page waits 60 ms for more typing before it updates). The median, the 95th
percentile and the worst of the N are printed per style, with the browser's version. The issue's budget is
150 ms per update.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "Tests" / "Browser"))

STYLES = ["ring", "fill", "material", "splash", "pulse"]


def wait(browser, script, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = browser.js(script)
        if value:
            return value
        time.sleep(0.02)
    raise TimeoutError(script)


def change(browser, script, *arguments):
    """Runs `script` (which changes a control) and waits for the page's next update; returns (the page's own
    figure: from the update's start to the last preview in place; the whole: from the change, the page's 60 ms
    wait for more typing included), in ms."""
    started = browser.js("const t = Date.now(); " + script + "; return t;", *arguments)
    try:
        wait(browser, f"return +(document.body.dataset.updated || 0) >= {started}")
    except TimeoutError:
        print("serve_update: no update:", browser.js("return [document.body.dataset.updated, document.getElementById('status').textContent, document.getElementById('style').value, document.querySelector('#options [data-flag=\"--color\"]').value]"), started)
        raise
    done, status = browser.js("return [+document.body.dataset.updated, document.getElementById('status').textContent]")
    match = re.search(r"updated in (\d+) ms", status or "")
    if not match:
        raise RuntimeError(f"no figure in the status line: {status!r}")
    return int(match.group(1)), done - started


def measure(browser, style, changes):
    # Choosing the style shown already changes nothing, so the page starts no update for it.
    if browser.js("return document.getElementById('style').value") != style:
        change(browser, "const s = document.getElementById('style'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))", style)
    figures = []
    for _ in range(changes):
        time.sleep(0.05)
        figures.append(change(browser, """const i = document.querySelector('#options [data-flag="--color"]');
            i.value = i.value === arguments[0] ? arguments[1] : arguments[0]; i.dispatchEvent(new Event('input'))""", "#ff0000", "#1e88e5"))
    return figures


def row(style, figures):
    def stats(values):
        values = sorted(values)
        p95 = values[max(0, int(round(0.95 * len(values))) - 1)]
        return f"{statistics.median(values):>7.0f} {p95:>5} {values[-1]:>6}"
    return f"{style:<9} {stats([f for f, _ in figures])}   {stats([w for _, w in figures])}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ripplegen")
    parser.add_argument("--changes", type=int, default=10)
    parser.add_argument("--browser", default="chromium", choices=["chromium", "firefox", "webkit"])
    options = parser.parse_args()
    from drivers import start_browser  # the browser venv's selenium (Scripts/browser-deps.sh)

    server = subprocess.Popen([options.ripplegen, "serve"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = server.stdout.readline().strip()
    browser = start_browser(options.browser)
    try:
        browser.viewport(1400, 1000)
        browser.load(url)
        wait(browser, "return +(document.body.dataset.updated || 0) > 0")
        print(f"serve_update: {options.browser} {browser.version}, {options.changes} changes of --color per style")
        print(f"{'':<9} {'update (the page figure)':^20}   {'change → shown':^20}")
        print(f"{'style':<9} {'median':>7} {'p95':>5} {'worst':>6}   {'median':>7} {'p95':>5} {'worst':>6}  (ms)")
        for style in STYLES:
            print(row(style, measure(browser, style, options.changes)))
    finally:
        browser.quit()
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
