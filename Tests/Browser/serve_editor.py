#!/usr/bin/env python3
"""The `ripplegen serve` editor page in real browsers (Chromium, Firefox, WebKit).

    RIPPLEGEN=.build/debug/ripplegen python3 Tests/Browser/serve_editor.py [--browser NAME …] [--self-test]

Per engine, against `serve --spec mine.json` (a ring spec of another colour) run in a fresh folder: the
command line under `--spec` makes the previews' bytes; the controls (a format's refused flags absent, the
style's own web refusals too); a control changes the previews; each format the menu offers is previewed and
its downloads equal what the CLI writes for the command line shown (web: its three files), Lottie not offered;
the previews and downloads are the newest update's whatever order renders finish in; the state in the
address survives a reload; undo, redo, reset; a spec edited on disk reaches the page; the lost update (an edit
in the page, a change on disk, a save: 409, both versions shown, the file kept), keeping one's own and keeping
the file's; a bad spec's line and column. Nothing waits for time to pass: the page numbers its updates (body[data-generation],
data-done, data-pending) and each check waits for the update its change started.

`--self-test` runs each check against a deliberately wrong expectation (the mutant named after the check),
which must fail: a check that cannot fail proves nothing.
"""

from __future__ import annotations

import argparse
import base64
import os
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
import serve_editor_designer as designer  # noqa: E402

BINARY = str(Path(os.environ.get("RIPPLEGEN", str(ROOT / ".build/debug/ripplegen"))).resolve())
# The served spec: ring in another colour, so a command line without --spec (the default ring) differs.
SPEC_COLOUR = "#00aa00"
# Checks whose self-test keeps their expectation: what the others stand on.
PREREQUISITES = {"the page renders its previews", "--repeat is a control for smil", "material's smil shows them"}


def wait(browser, script, *arguments, timeout=30.0):
    """Polls a condition in the page until it holds (a limit, not a pause: the condition ends the wait)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = browser.js(script, *arguments)
        if value:
            return value
        time.sleep(0.05)
    return None


SETTLED = ("const b = document.body.dataset; return !b.pending && b.done && b.done === b.generation"
           " && [...document.querySelectorAll('#grid figure')].every(f => f.dataset.generation === b.done) && b.done")


def settle(browser):
    """Waits for the update the last change started (none pending) to show in every preview."""
    return wait(browser, SETTLED)


def select(browser, element, value):
    browser.js("const s = document.getElementById(arguments[0]); s.value = arguments[1]; s.dispatchEvent(new Event('change'));", element, value)
    return settle(browser)


def set_control(browser, flag, value):
    browser.js("""const i = document.querySelector('#options [data-flag="' + arguments[0] + '"]');
        i.value = arguments[1]; i.dispatchEvent(new Event('input'));""", flag, value)
    return settle(browser)


def command(browser):
    return browser.js("return document.getElementById('command').textContent")


def has(browser, flag):
    return browser.js("return !!document.querySelector('#options [data-flag=\"' + arguments[0] + '\"]')", flag)


def downloads(browser, format_name):
    """The download links of a format's figure: {file name: bytes}."""
    found = browser.js_async("""const done = arguments[arguments.length - 1];
        const links = [...document.querySelectorAll('#grid figure[data-format="' + arguments[0] + '"] .files a')];
        // data: URLs of the blobs (read in the page: no typed array crosses into the driver's sandbox).
        Promise.all(links.map(a => fetch(a.href).then(r => r.blob()).then(b => new Promise(ok => {
            const f = new FileReader(); f.onload = () => ok([a.download, String(f.result).split(',')[1] || '']); f.readAsDataURL(b); }))))
            .then(done).catch(() => done(null));""", format_name)
    return {name: base64.b64decode(data) for name, data in found or []}


def cli_files(line, folder):
    """The files the CLI writes for a command line shown by the page, run in serve's folder."""
    words = shlex.split(line)[1:]
    out = words.index("-o")
    with tempfile.TemporaryDirectory() as target:
        name = words[out + 1]
        words[out + 1] = str(Path(target) / name)
        run = subprocess.run([BINARY, *words], capture_output=True, cwd=folder)
        if run.returncode:
            return {"error": run.stderr}
        return {path.name: path.read_bytes() for path in Path(target).iterdir()}


# Holds the page's renders whose request names `colour` until the next update is done (body[data-done] changes
# first for it: the held one cannot finish), then lets them go: the older update's results arrive last. In the
# page's own window: Marionette runs a script in a sandbox whose `window.fetch` is not the page's, so in Firefox
# the wrapper is exported into the page from a system sandbox.
HOLD = """const w = window.wrappedJSObject || window, held = arguments[0], real = w.fetch, page = f => EXPORT(f, w);
    let release; const gate = new Promise(r => release = r);
    STATE = { sent: 0, answered: 0 };
    new MutationObserver((_, o) => { o.disconnect(); release(); }).observe(document.body, { attributeFilter: ['data-done'] });
    w.fetch = page(function (url, init) {
        if (!(init && typeof init.body === 'string' && init.body.includes(held))) return real.call(w, url, init);
        STATE.sent++;
        return new w.Promise(page((resolve, reject) => gate.then(() => real.call(w, url, init))
            .then(r => { STATE.answered++; resolve(r); }, e => { STATE.answered++; reject(e); })));
    });"""
HELD = "const held = (window.wrappedJSObject || window).heldRenders || {}; "


def hold_renders(browser, colour):
    if hasattr(browser, "client"):  # Firefox (Marionette): from the system sandbox, counting in the page
        browser.client.execute_script(HOLD.replace("EXPORT(f, w)", "Components.utils.exportFunction(f, w)")
                                      .replace("STATE = {", "w.heldRenders = Components.utils.cloneInto({").replace("answered: 0 };", "answered: 0 }, w);")
                                      .replace("STATE", "w.heldRenders"), script_args=[colour], sandbox="system")
    else:
        browser.js(HOLD.replace("EXPORT(f, w)", "f").replace("STATE", "w.heldRenders"), colour)


def preview_shown(browser, format_name):
    """The format's figure shows its preview (a loaded image or frame), not an error."""
    return wait(browser, """const f = document.querySelector('#grid figure[data-format="' + arguments[0] + '"]'), v = f && f.children[1];
        if (!v || v.classList.contains('error')) return false;
        if (v.tagName === 'IMG') return v.complete && v.naturalWidth > 0;
        const d = v.contentDocument; return !!(d && d.readyState === 'complete' && d.documentElement && d.documentElement.outerHTML.length > 200);""",
                format_name, timeout=20)


def run(name, self_test):
    results = []
    check = lambda what, ok: results.append((what, bool(ok)))
    work = Path(tempfile.mkdtemp(prefix="serve-editor-"))
    spec = work / "mine.json"
    spec.write_text((ROOT / "Templates/styles/ring.json").read_text().replace('"color": "#ffff00"', f'"color": "{SPEC_COLOUR}"'))
    server = subprocess.Popen([BINARY, "serve", "--spec", "mine.json"], cwd=work, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = server.stdout.readline().strip()
    browser = start_browser(name)
    try:
        browser.viewport(1400, 1000)
        browser.load(url)
        check("the page renders its previews", settle(browser))

        # The command line under --spec makes the previews' bytes (mutant: the line without --spec FILE).
        line = command(browser)
        if self_test:
            line = line.replace(" --spec mine.json", "")
        check(f"under --spec the command line makes the download: {line}",
              "--spec mine.json" in line and downloads(browser, "smil") == cli_files(line, work))

        select(browser, "style", "ring")
        check("--repeat is a control for smil", has(browser, "--repeat"))
        select(browser, "format", "web")
        check("--repeat is absent for web (refused there)", has(browser, "--repeat") == self_test)
        select(browser, "style", "material")
        hidden = [flag for flag in ("--hold", "--duration", "--stroke-width") if not has(browser, flag)]
        check("material's web hides --hold, --duration, --stroke-width (the style's own refusals)",
              (hidden == []) if self_test else len(hidden) == 3 and has(browser, "--color"))
        select(browser, "format", "smil")
        check("material's smil shows them", all(has(browser, flag) for flag in ("--hold", "--duration", "--stroke-width")))
        select(browser, "style", "ring")

        # A control changes the previews (mutant: another colour expected).
        set_control(browser, "--color", "#ff0000")
        svg = wait(browser, """const d = document.querySelector('#grid figure[data-format="smil"] iframe').contentDocument;
            return d && d.documentElement && d.documentElement.outerHTML.includes('<svg') && d.documentElement.outerHTML;""")
        want = ("#0f0", "#00ff00", "lime") if self_test else ("#f00", "#ff0000", "red")
        check("a control changed in the page changes the previews", any(w in (svg or "") for w in want))

        # Easier controls: a colour picker beside the text, following it both ways; a select for a choice of
        # words; a slider over a parameter's range (mutants: another colour picked; a text field expected).
        browser.js("""const p = document.querySelector('#options [data-flag="--color"]').closest('.option').querySelector('.picker');
            p.value = '#336699'; p.dispatchEvent(new Event('input'));""")
        settle(browser)
        picked = "#336699" in command(browser)
        set_control(browser, "--color", "red")
        follows = browser.js("return document.querySelector('#options [data-flag=\"--color\"]').closest('.option').querySelector('.picker').value")
        check("the colour picker sets --color, and follows a colour typed by name",
              picked and follows == ("#00ff00" if self_test else "#ff0000"))
        kinds = browser.js("""const f = flag => document.querySelector('#options [data-flag="' + flag + '"]');
            const s = f('--rings').closest('.option').querySelector('.slider');
            return [f('--profile').tagName, [...f('--profile').options].map(o => o.value).join(','), s && s.min + '-' + s.max]""")
        check(f"a choice of words is a select, --rings has a slider over its range: {kinds}",
              kinds == (["INPUT", "svg11,svg2", None] if self_test else ["SELECT", ",svg11,svg2", "1-12"]))

        # A value refused for its flag marks its own field with the CLI's message; the previews keep their last
        # good render, and its download (mutant: the previews replaced by the error).
        good = downloads(browser, "smil")
        set_control(browser, "--color", "#1e")
        marked = browser.js("""const o = document.querySelector('#options [data-flag="--color"]').closest('.option');
            return o.classList.contains('invalid') && o.querySelector('.problem').textContent""") or ""
        kept = browser.js("return [...document.querySelectorAll('#grid figure')].every(f => f.classList.contains('stale') && f.children[1].tagName !== 'DIV')")
        check("a bad value marks its own field; every preview keeps its last good render",
              "--color: '#1e' is not a colour" in marked and (not kept if self_test else kept) and downloads(browser, "smil") == good)
        set_control(browser, "--color", "#ff0000")
        check("the field is cleared when its value is taken",
              browser.js("return !document.querySelector('.option.invalid') && !document.querySelector('#grid figure.stale')") != self_test)

        # Every format the menu offers: previewed, and its downloads are the CLI's files for the command line
        # (mutant: the command line with another opacity).
        offered = browser.js("return [...document.getElementById('format').options].map(o => o.value)")
        check("the menu offers the previewed formats, not Lottie",
              offered == ["smil", "css", "web", "apng", "webp", "gif", "png"] + (["lottie"] if self_test else []))
        for format_name in offered:
            select(browser, "format", format_name)
            line = command(browser) + (" --opacity 0.5" if self_test else "")
            page = downloads(browser, format_name)
            cli = cli_files(line, work)
            expected = ["ripple.css", "ripple.js", "ripple.mjs"] if format_name == "web" else [Path(shlex.split(line)[-1]).name]
            check(f"{format_name}: previewed, and the downloads {sorted(page)} are the CLI's files",
                  preview_shown(browser, format_name) and sorted(page) == sorted(expected) and page == cli)
        select(browser, "format", "smil")

        # Whatever order renders finish in, every preview and download is the newest update's: the renders of
        # an update are held until the next update is done (mutant: the held, older colour expected).
        hold_renders(browser, "#aa0000")
        browser.js("const i = document.querySelector('#options [data-flag=\"--color\"]'); i.value = '#aa0000'; i.dispatchEvent(new Event('input'));")
        wait(browser, HELD + "return held.sent >= 5")
        set_control(browser, "--color", "#0000bb")
        wait(browser, HELD + "return held.answered === held.sent")
        settled = settle(browser)
        smil = downloads(browser, "smil").get("ripple.svg", b"").decode()
        expect = ("#a00", "#aa0000") if self_test else ("#00b", "#0000bb")
        check("the previews and downloads are the newest update's, whatever order renders finish in",
              settled and any(e + q in smil for e in expect for q in "\"';)") and "#0000bb" in command(browser))
        browser.js("location.reload()")

        # The state is in the address: a reload keeps it (mutant: another colour expected).
        wait(browser, "return document.readyState === 'complete' && document.body.dataset.generation === '1'")
        settle(browser)
        select(browser, "style", "material")
        select(browser, "format", "css")
        set_control(browser, "--color", "#123456")
        line = command(browser)
        browser.load(browser.js("return location.href"))
        settle(browser)
        value = browser.js("return document.querySelector('#options [data-flag=\"--color\"]').value")
        check("a reload keeps the state (the address holds it)",
              command(browser) == line and value == ("#654321" if self_test else "#123456") and browser.js("return document.getElementById('format').value") == "css")

        # Undo, redo, reset (mutants: the undone value expected after the undo; the value kept by a reset).
        set_control(browser, "--color", "#222222")
        set_control(browser, "--opacity", "0.5")
        browser.js("document.getElementById('undo').click()")
        settle(browser)
        after_undo = command(browser)
        browser.js("document.getElementById('undo').click()")
        settle(browser)
        twice = browser.js("return document.querySelector('#options [data-flag=\"--color\"]').value")
        browser.js("document.getElementById('redo').click()")
        settle(browser)
        check("undo and redo step through the changes",
              ("--opacity 0.5" in after_undo if self_test else "--opacity" not in after_undo and "#222222" in after_undo)
              and twice == "#123456" and "#222222" in command(browser))
        browser.js("document.getElementById('reset').click()")
        settle(browser)
        check("reset puts every option at its default",
              ("#222222" in command(browser)) if self_test else command(browser) == "ripplegen --style material --format css -o ripple-css.svg")
        designer.run(browser, check, self_test, sys.modules[__name__])
        select(browser, "style", "(spec)")

        # A spec edited on disk reaches the page (mutant: no edit made).
        if not self_test:
            replacement = spec.with_name("mine.new")
            replacement.write_text(spec.read_text().replace('"name": "ring"', '"name": "edited-on-disk"'))
            os.replace(replacement, spec)
        check("a spec edited on disk reaches the page",
              wait(browser, "return document.getElementById('spec').value.includes('edited-on-disk')", timeout=5))

        # The lost update: an edit in the page, a change on disk, a save: 409, both versions shown, the file
        # kept (mutant: no change on disk, so the save goes through).
        text = browser.js("return document.getElementById('spec').value")
        mine = text.replace('"summary": "', '"summary": "edited in the page; ').replace(SPEC_COLOUR, "#aa00aa")
        browser.js("const t = document.getElementById('spec'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));", mine)
        settle(browser)
        check("with an unsaved spec the page says the command line makes the previews once saved",
              browser.js("return document.getElementById('commandNote').hidden") == self_test)
        # The frames show the unsaved text too, as the downloads do (mutant: the saved colour expected).
        edited = "#00aa00" if self_test else "#aa00aa"
        framed = wait(browser, """const d = document.querySelector('#grid figure[data-format="css"] iframe').contentDocument;
            return d && d.documentElement && d.documentElement.outerHTML.includes(arguments[0]);""", edited, timeout=10)
        check("an unsaved spec edit is in every preview and download",
              framed and edited in downloads(browser, "css").get("ripple-css.svg", b"").decode())
        theirs = spec.read_text().replace('"name": "edited-on-disk"', '"name": "changed-on-disk"')
        if not self_test:
            version = browser.js("return document.getElementById('theirsVersion').textContent")
            replacement = spec.with_name("mine.new")
            replacement.write_text(theirs)
            os.replace(replacement, spec)
            # The page's poll has brought the new version (it shows it beside the edit).
            wait(browser, "return !document.getElementById('conflict').hidden && document.getElementById('theirs').textContent.includes('changed-on-disk')")
        browser.js("document.getElementById('save').click()")
        shown = wait(browser, """return /changed on disk/.test(document.getElementById('saveStatus').textContent) && !document.getElementById('conflict').hidden
            && document.getElementById('mine').textContent === arguments[0] && document.getElementById('theirs').textContent === arguments[1]""",
                     mine, theirs, timeout=10)
        check("the lost update: a save over a change on disk is refused (409), both versions shown, the file kept",
              shown and spec.read_text() == theirs)

        # Keeping one's own saves it over the file (mutant: the file's kept instead).
        browser.js("document.getElementById(arguments[0]).click()", "keepFile" if self_test else "keepMine")
        saved = wait(browser, "return document.getElementById('conflict').hidden && document.getElementById('saveStatus').textContent.startsWith('Saved')", timeout=10)
        check("keeping mine saves it over the file", saved and spec.read_text() == mine)

        # Keeping the file's drops the page's edit and leaves the file (mutant: mine kept instead).
        edit = mine.replace("edited in the page; ", "edited again; ")
        browser.js("const t = document.getElementById('spec'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));", edit)
        settle(browser)
        disk = mine.replace('"name": "edited-on-disk"', '"name": "changed-again"')
        replacement = spec.with_name("mine.new")
        replacement.write_text(disk)
        os.replace(replacement, spec)
        wait(browser, "return !document.getElementById('conflict').hidden && document.getElementById('theirs').textContent.includes('changed-again')")
        browser.js("document.getElementById('save').click()")
        wait(browser, "return /changed on disk/.test(document.getElementById('saveStatus').textContent)", timeout=10)
        browser.js("document.getElementById(arguments[0]).click()", "keepMine" if self_test else "keepFile")
        taken = wait(browser, """return document.getElementById('conflict').hidden && document.getElementById('spec').value === arguments[0]
            && !document.getElementById('saveStatus').textContent""", disk, timeout=10)
        check("keeping the file's drops the page's edit and leaves the file", taken and spec.read_text() == disk)

        # A bad spec shows its line and column (mutant: a valid spec).
        broken = '{\n  "name": "x",\n  "summary": "y",\n  "layers": 5\n}\n' if not self_test else mine
        browser.js("const t = document.getElementById('spec'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));", broken)
        settle(browser)
        check("a bad spec shows its line and column",
              wait(browser, "return /:\\d+:\\d+: error:/.test(document.getElementById('specError').textContent)", timeout=5))

        # The served spec's springs are set in the easing editor: a spring's slider sets that spring's response in
        # the spec's text, the other left (mutant: the text expected unchanged).
        pulse = (ROOT / "Templates/styles/pulse.json").read_text()
        browser.js("const t = document.getElementById('spec'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));", pulse)
        settle(browser)
        wait(browser, "return document.querySelectorAll('.curve-editor figure.spring .slider').length === 2", timeout=10)
        before = downloads(browser, "smil")
        caption = browser.js("""const s = document.querySelector('.curve-editor figure.spring .slider'); s.value = 600; s.dispatchEvent(new Event('input'));
            return s.closest('figure').querySelector('figcaption').textContent""")
        settle(browser)
        response = caption.split(")")[0] + ")" if caption else ""
        text = browser.js("return document.getElementById('spec').value")
        want = pulse if self_test else pulse.replace('"spring(0.5)"', f'"{response}"', 1)
        check(f"a spring of the served spec set by its slider: {response}",
              response.startswith("spring(1.8") and text == want and '"spring(0.5)"' in text
              and before and downloads(browser, "smil") not in ({}, before))
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
        passed = 0
        for what, ok in results:
            # In the self-test every check runs against a wrong expectation, so every one must fail.
            prerequisite = what in PREREQUISITES
            good = ok if (prerequisite or not options.self_test) else not ok
            print(f"{name} {browser.version}: {'ok  ' if good else 'FAIL'} {what}{' (mutant caught)' if options.self_test and good and not prerequisite else ''}")
            failed += not good
            passed += good
        print(f"{name}: {passed}/{len(results)}")
    print(f"{failed} failure(s)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
