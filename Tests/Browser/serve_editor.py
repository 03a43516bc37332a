#!/usr/bin/env python3
"""The `ripplegen serve` editor page in real browsers (Chromium, Firefox, WebKit).

    RIPPLEGEN=.build/debug/ripplegen python3 Tests/Browser/serve_editor.py [--browser NAME …] [--self-test]

Per engine: the page builds its controls (a format's refused flags absent); a control changed in the page
changes the previews; the download shown equals what the CLI writes for the command line the page displays; a
spec edited on disk reaches the page; a bad spec shows its line and column. `--self-test` runs each check
against a deliberately wrong expectation (another colour, another command line, no disk edit, a valid spec),
which must fail: a check that cannot fail proves nothing.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
try:
    import selenium, marionette_driver, PIL  # noqa: F401,E401
except ImportError:  # the browser venv (Scripts/browser-deps.sh), as press.py does
    venv = Path(os.environ.get("BROWSER_VENV", HERE / ".venv")) / "bin" / "python"
    if venv.exists() and Path(sys.executable) != venv:
        os.execv(str(venv), [str(venv), __file__, *sys.argv[1:]])
    raise
from drivers import BrowserUnavailable, start_browser  # noqa: E402

BINARY = os.environ.get("RIPPLEGEN", str(ROOT / ".build/debug/ripplegen"))


def wait(browser, script, timeout=20.0, *arguments):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = browser.js(script, *arguments)
        if value:
            return value
        time.sleep(0.05)
    return None


def updated_after(browser, stamp):
    return wait(browser, f"return +(document.body.dataset.updated || 0) > {stamp} && !document.querySelector('#grid figure:empty')")


def set_control(browser, flag, value):
    """Changes a control and waits for the update it starts (the command line shows the value) to finish: the
    page numbers its updates and marks only the last one done, so an earlier update still in flight on a loaded
    machine cannot be mistaken for it."""
    browser.js("""const i = document.querySelector('#options [data-flag="' + arguments[0] + '"]');
        i.value = arguments[1]; i.dispatchEvent(new Event('input'));""", flag, value)
    if not wait(browser, "return document.getElementById('command').textContent.includes(arguments[0])", 20.0, value):
        return None
    mine = browser.js("return document.body.dataset.generation")
    return wait(browser, "return document.body.dataset.done === arguments[0] && !document.querySelector('#grid figure:empty')", 20.0, mine)


def download(browser, label):
    return browser.js_async("""const done = arguments[arguments.length - 1], label = arguments[0];
        const a = [...document.querySelectorAll('#downloads a')].find(link => link.textContent === label);
        if (!a) return done(null);
        // A data: URL of the blob (read in the page: no typed array crosses into the driver's sandbox).
        fetch(a.href).then(r => r.blob()).then(b => { const f = new FileReader(); f.onload = () => done(String(f.result).split(',')[1] || ''); f.readAsDataURL(b); }).catch(() => done(null));""", label)


def cli_bytes(command):
    words = shlex.split(command)[1:]
    out_index = words.index("-o")
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / words[out_index + 1]
        words[out_index + 1] = str(target)
        subprocess.run([BINARY, *words], check=True, capture_output=True)
        return target.read_bytes()


def run(name, self_test):
    results = []
    work = Path(tempfile.mkdtemp(prefix="serve-editor-"))
    spec = work / "mine.json"
    shutil.copy(ROOT / "Templates/styles/ring.json", spec)
    server = subprocess.Popen([BINARY, "serve", "--spec", str(spec)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = server.stdout.readline().strip()
    browser = start_browser(name)
    try:
        browser.viewport(1400, 1000)
        browser.load(url)
        results.append(("the page renders its previews", bool(updated_after(browser, 0))))
        has = lambda flag: browser.js("return !!document.querySelector('#options [data-flag=\"' + arguments[0] + '\"]')", flag)
        browser.js("document.getElementById('style').value = 'ring'; document.getElementById('style').dispatchEvent(new Event('change'))")
        updated_after(browser, 0)
        results.append(("--repeat is a control for smil", has("--repeat")))
        browser.js("const f = document.getElementById('format'); f.value = 'web'; f.dispatchEvent(new Event('change'))")
        time.sleep(0.3)
        results.append(("--repeat is absent for web (refused there)", not has("--repeat") if not self_test else has("--repeat")))
        browser.js("const f = document.getElementById('format'); f.value = 'smil'; f.dispatchEvent(new Event('change'))")
        time.sleep(0.3)
        colour = "#ff0000" if not self_test else "#00ff00"
        set_control(browser, "--color", "#ff0000")
        svg = browser.js_async("""const done = arguments[arguments.length - 1];
            const look = () => { const frame = document.querySelector('#grid iframe'), doc = frame && frame.contentDocument;
                doc && doc.documentElement && doc.documentElement.outerHTML.includes('<svg') ? done(doc.documentElement.outerHTML) : setTimeout(look, 50); };
            look();""")
        want = {"#ff0000": ("#f00", "#ff0000", "red"), "#00ff00": ("#0f0", "#00ff00", "lime")}[colour]
        results.append(("a control changed in the page changes the previews", any(w in (svg or "") for w in want)))
        command = browser.js("return document.getElementById('command').textContent")
        if self_test:
            command = command.replace("#ff0000", "#0000ff")
        page = base64.b64decode(download(browser, "Download smil") or "")
        results.append((f"the download equals the CLI's file for: {command}", page == cli_bytes(command)))
        before = browser.js("return document.getElementById('spec').value")
        if not self_test:
            edited = spec.read_text().replace('"name": "ring"', '"name": "edited-on-disk"')
            replacement = spec.with_name("mine.new")
            replacement.write_text(edited)
            os.replace(replacement, spec)
        seen = wait(browser, "return document.getElementById('spec').value.includes('edited-on-disk')", timeout=3)
        results.append(("a spec edited on disk reaches the page", bool(seen)))
        browser.js("""const s = document.getElementById('style'); s.value = '(spec)'; s.dispatchEvent(new Event('change'));""")
        broken = '{\n  "name": "x",\n  "summary": "y",\n  "layers": 5\n}\n' if not self_test else before
        browser.js("const t = document.getElementById('spec'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));", broken)
        shown = wait(browser, "return /:\\d+:\\d+: error:/.test(document.getElementById('specError').textContent) && document.getElementById('specError').textContent", timeout=5)
        results.append(("a bad spec shows its line and column", bool(shown)))
    finally:
        browser.quit()
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)
    return browser, results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--browser", action="append", choices=["chromium", "firefox", "webkit"])
    parser.add_argument("--self-test", action="store_true")
    options = parser.parse_args()
    failed = 0
    for name in options.browser or ["chromium", "firefox", "webkit"]:
        try:
            browser, results = run(name, options.self_test)
        except BrowserUnavailable as error:
            print(f"{name}: FAIL unavailable: {error}")
            failed += 1
            continue
        for what, ok in results:
            # In the self-test every check runs against a wrong expectation, so every one must fail.
            good = (not ok) if options.self_test else ok
            if options.self_test and what in ("the page renders its previews", "--repeat is a control for smil"):
                good = ok
            print(f"{name} {browser.version}: {'ok  ' if good else 'FAIL'} {what}{' (mutant caught)' if options.self_test and good and not ok else ''}")
            failed += not good
    print(f"{failed} failure(s)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
