#!/usr/bin/env python3
"""The screenshots of docs/serve.md, taken from a running `ripplegen serve` in headless Chromium.

    RIPPLEGEN=.build/debug/ripplegen python3 Tests/Browser/serve_screenshots.py [FOLDER]

Writes FOLDER (default docs/serve)/editor.png (material paused mid-press, 0.06 s, on the dark background: a
white ripple at 0.3 on a 160×100 indigo button pressed at 40,60) and easing.png (the easing editor with pulse's
springs beside a curve of one's own) and lottie.png (pulse as --format lottie, its rlottie preview beside the
others, paused at 0.9 s). Each waits for the page's update to show (body[data-done]), not for time.
"""

from __future__ import annotations

import io
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
try:
    import selenium, PIL  # noqa: F401,E401
except ImportError:  # the browser venv (Scripts/browser-deps.sh)
    venv = Path(os.environ.get("BROWSER_VENV", HERE / ".venv")) / "bin" / "python"
    if venv.exists() and Path(sys.executable) != venv:
        os.execv(str(venv), [str(venv), __file__, *sys.argv[1:]])
    raise
from PIL import Image  # noqa: E402
from serving import served  # noqa: E402

BINARY = os.environ.get("RIPPLEGEN", str(ROOT / ".build/debug/ripplegen"))
SHOWN = ("const b = document.body.dataset; return !b.pending && b.done && b.done === b.generation"
         " && [...document.querySelectorAll('#grid iframe')].every(f => f.dataset.loaded)")


def wait(browser, script, timeout=60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if browser.js(script):
            return True
        time.sleep(0.05)
    raise TimeoutError(script)


def shoot(browser, url, query, crop=None):
    browser.load(url + query)
    wait(browser, SHOWN)
    image = Image.open(io.BytesIO(browser.screenshot_png()))
    if crop:
        box = browser.js("""const e = document.querySelector(arguments[0]); e.scrollIntoView({ block: 'start' });
            const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]""", crop)
        image = Image.open(io.BytesIO(browser.screenshot_png())).crop(tuple(round(v) for v in box))
    return image


def main():
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs/serve")
    with served(BINARY, height=900) as (browser, url):
        shoot(browser, url, "&style=material&bg=dark&paused=1&at=0.06&--color=white&--opacity=0.3&--size=160x100&--origin=40,60"
              "&--background=%23283593"
              ).save(folder / "editor.png", optimize=True)
        shoot(browser, url, "&style=pulse&--easing=cubic-bezier(0.2,0.9,0.3,1)",
              crop='.option[data-kind="easing"]').save(folder / "easing.png", optimize=True)
        shoot(browser, url, "&style=pulse&format=lottie&paused=1&at=0.9&--rings=3&--color=%231e88e5"
              ).save(folder / "lottie.png", optimize=True)


if __name__ == "__main__":
    main()
