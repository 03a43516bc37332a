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

Each check has a mutant (a deliberately wrong expectation, or the action left out or swapped), evaluated in the
same run and printed as its own line, "(mutant caught)": it must fail, since a check that cannot fail proves
nothing. A mutant of an expectation is the check's condition against the wrong value, on the same page state; a
mutant of an action is the condition read without the action, just before it (a spec not edited, a button not
pressed), or, for the conflict's actions (no change on disk; the other button), in a conflict set up again at
the end. The checks of PREREQUISITES have none: the others stand on them.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import io
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
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
# Checks without a mutant: what the others stand on.
PREREQUISITES = {"the page renders its previews", "the gallery is shown", "--repeat is a control for smil", "material's smil shows them"}


def recorder(results):
    """`check(what, ok[, mutant])`: records a check and whether it holds against its mutant (which it must not)."""
    def check(what, ok, *mutant):
        assert (not mutant) == (what in PREREQUISITES), f"a check without a mutant, or a prerequisite with one: {what}"
        results.append((what, bool(ok), bool(mutant[0]) if mutant else None))
    return check


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


def link_bytes(browser, selector):
    """The bytes behind a download link of the page (read in the page, as `downloads` does), or None."""
    found = browser.js_async("""const done = arguments[arguments.length - 1], a = document.querySelector(arguments[0]);
        if (!a) return done(null);
        fetch(a.href || a.src).then(r => r.blob()).then(b => { const f = new FileReader(); f.onload = () => done(String(f.result).split(',')[1] || ''); f.readAsDataURL(b); })
            .catch(() => done(null));""", selector)
    return None if found is None else base64.b64decode(found)


def image_bytes(browser, format_name):
    """The bytes of the image a format's figure shows (its blob), or None."""
    return link_bytes(browser, '#grid figure[data-format="' + format_name + '"] img')


def lottie_drawn(png, colour):
    """Whether an APNG (the Lottie preview) has several frames, some pixel painted near `colour` (r, g, b)."""
    from PIL import Image
    image = Image.open(io.BytesIO(png))
    frames, seen = getattr(image, "n_frames", 1), False
    for index in range(frames):
        image.seek(index)
        data = image.convert("RGBA").tobytes()
        seen = seen or any(data[i + 3] > 128 and all(abs(data[i + k] - colour[k]) < 40 for k in range(3)) for i in range(0, len(data), 4))
    return frames > 1 and seen


def export_matches_cli(browser, work):
    """Exports every format (the button), then: the archive's README lists a command line per format, and every
    entry is the CLI's file for its line run in serve's folder. Returns (whether it holds, whether it holds
    against the mutant: the lines with another opacity, a description)."""
    browser.js("document.getElementById('export').click()")
    made = wait(browser, """const a = document.getElementById('exportLink'), s = document.getElementById('exportStatus');
        return (!a.hidden && a.dataset.generation === document.body.dataset.done) || s.classList.contains('error') && s.textContent""", timeout=120)
    archive = link_bytes(browser, "#exportLink") if made is True else None
    if archive is None:
        return False, False, f"no archive: {made}"
    with zipfile.ZipFile(io.BytesIO(archive)) as z:
        entries = {info.filename: z.read(info) for info in z.infolist()}
        names = [info.filename for info in z.infolist()]
        fixed = all(info.date_time == (1980, 1, 1, 0, 0, 0) for info in z.infolist())
    readme = entries.get("README.md", b"").decode()
    lines = [line for line in readme.splitlines() if line.startswith("ripplegen ")]
    def expected(extra):
        files = {"README.md": entries.get("README.md")}
        for line in lines:
            files.update(cli_files(line + extra, work))
        return files
    formats = [shlex.split(line)[shlex.split(line).index("--format") + 1] for line in lines]
    offered = browser.js("return [...document.getElementById('format').options].map(o => o.value)")
    holds = lambda extra: names[0] == "README.md" and sorted(formats) == sorted(offered) and entries == expected(extra) and fixed
    return holds(""), holds(" --opacity 0.5"), f"{len(lines)} command lines, {len(names)} entries"


# Holds the gallery's file requests until two are in flight at once (the page asks for them concurrently; one
# after another, the second is never sent while the first is held, and the wait ends without it).
GATE = """const w = window.wrappedJSObject || window, real = w.fetch, page = f => EXPORT(f, w);
    let release; const gate = new Promise(r => release = r);
    STATE_INIT;
    w.fetch = page(function (url, init) {
        if (!String(url).startsWith('/gallery/')) return real.call(w, url, init);
        STATE.sent++; STATE.open++; STATE.most = Math.max(STATE.most, STATE.open);
        if (STATE.open >= 2) release();
        return new w.Promise(page((resolve, reject) => gate.then(() => real.call(w, url, init))
            .then(r => { STATE.open--; resolve(r); }, e => { STATE.open--; reject(e); })));
    });"""


def gate_gallery(browser):
    initial = "{ sent: 0, open: 0, most: 0 }"
    if hasattr(browser, "client"):  # Firefox (Marionette): from the system sandbox, as hold_renders does
        script = (GATE.replace("EXPORT(f, w)", "Components.utils.exportFunction(f, w)")
                  .replace("STATE_INIT", f"w.galleryGate = Components.utils.cloneInto({initial}, w)").replace("STATE", "w.galleryGate"))
        browser.client.execute_script(script, script_args=[], sandbox="system")
    else:
        browser.js(GATE.replace("EXPORT(f, w)", "f").replace("STATE_INIT", f"w.galleryGate = {initial}").replace("STATE", "w.galleryGate"))


GALLERY = {"assets": [
    {"name": "ring", "style": "ring", "args": {"color": "#ff0000", "repeat": 2}},
    {"name": "typo", "style": "rign"},
    {"name": "press", "style": "material", "format": "web"},
    {"name": "fill", "style": "fill", "format": "png", "args": {"at": 0.2}},
]}


def run_gallery(browser):
    """`serve --manifest`: every entry shown (the failure with its message), the files asked for concurrently and
    equal to `batch`'s, an entry opening in the editor."""
    results = []
    check = recorder(results)
    with serving(browser, "serve-gallery-", {"assets.json": json.dumps(GALLERY)}, ["--manifest", "assets.json"]) as (work, browser):
        manifest = work / "assets.json"
        check("the gallery is shown", wait(browser, "return document.getElementById('gallery').dataset.done", timeout=60))
        # A change of the manifest shows the gallery again, its files asked for with the gate in place.
        gate_gallery(browser)
        changed = dict(GALLERY, assets=GALLERY["assets"] + [{"name": "ring-3", "style": "ring", "args": {"rings": 3}}])
        replacement = work / "assets.new"
        replacement.write_text(json.dumps(changed))
        os.replace(replacement, manifest)
        # Eight files: ring.svg, the misspelt entry, the web entry's four (css, js, mjs, d.mts), fill.png, ring-3.svg.
        figures = """return document.getElementById('gallery').dataset.done === '8' && [...document.querySelectorAll('#gallery figure')]
            .map(f => [f.dataset.state, f.textContent])"""
        shown = wait(browser, figures, timeout=90) or []
        most = browser.js("return ((window.wrappedJSObject || window).galleryGate || {}).most")
        check(f"the gallery's files are asked for concurrently (at most {most} at once)", (most or 0) >= 2, most == 1)
        states = [state for state, _ in shown]
        expected = ["shown", "failed"] + ["shown"] * 6
        check(f"every entry is shown, a failure with its message: {states}",
              states == expected and "rign" in shown[1][1], states == ["shown"] * 7)
        # The files are batch's (mutant: the ring of another colour).
        out = work / "out"
        subprocess.run([BINARY, "batch", "assets.json", "-o", "out"], cwd=work, capture_output=True)
        page = {}
        for index in range(8):
            data = link_bytes(browser, f'#gallery figure[data-index="{index}"] .files a')
            if data is not None:
                page[browser.js("return document.querySelector(arguments[0]).download", f'#gallery figure[data-index="{index}"] .files a')] = data
        mutant = dict(page, **{"ring.svg": page.get("ring.svg", b"").replace(b"#ff0000", b"#00ff00")})
        batch = {p.name: p.read_bytes() for p in out.iterdir()} if out.exists() else {}
        same = lambda files: len(files) == 7 and all(batch.get(n) == b for n, b in files.items())
        check(f"each file shown is batch's: {sorted(page)}", same(page), same(mutant))
        # An entry opens in the editor: its style, format and flags (mutant: another colour expected).
        browser.js("document.querySelector('#gallery figure[data-index=\"0\"] a.open').click()")
        # The editor's address holds what differs from its defaults (ring is the default style: not named).
        wait(browser, "return new URLSearchParams(location.search).get('--repeat') === '2' && document.body.dataset.done")
        settle(browser)
        colour = browser.js("const i = document.querySelector('#options [data-flag=\"--color\"]'); return i && i.value")
        opened = "--repeat 2" in command(browser) and browser.js("return document.getElementById('style').value") == "ring"
        check("clicking an entry opens it in the editor", colour == "#ff0000" and opened, colour == "#00ff00" and opened)
    return results


# rlottie hidden from one server: in a mount namespace of its own, /dev/null is bound over the library, so
# dlopen fails as it does where librlottie0-1 is not installed (the rest of the machine keeps it).
RLOTTIE = next(iter(sorted(Path("/usr/lib").glob("*/librlottie.so.0-1"))), None)
WITHOUT_RLOTTIE = ["unshare", "--mount", "sh", "-c", 'mount --bind /dev/null "$0" && exec "$@"', str(RLOTTIE)]


def can_hide_rlottie():
    return RLOTTIE is not None and subprocess.run([*WITHOUT_RLOTTIE, "true"], capture_output=True).returncode == 0


def run_without_rlottie(browser):
    """`serve` where rlottie cannot be loaded: the Lottie preview says so, naming the package; its download and
    the other previews work (mutant: the preview expected drawn)."""
    results = []
    check = recorder(results)
    with serving(browser, "serve-no-rlottie-", {}, [], wrapper=WITHOUT_RLOTTIE, query="&style=ring&format=lottie") as (work, browser):
        settle(browser)
        message = browser.js("""const v = document.querySelector('#grid figure[data-format="lottie"]').children[1];
            return v.classList.contains('error') ? v.textContent : v.tagName""") or ""
        line = command(browser)
        works = downloads(browser, "lottie") == cli_files(line, work) and preview_shown(browser, "smil")
        said = "librlottie0-1" in message and "the downloads do not" in message
        check(f"without rlottie the Lottie preview says so ({message[:60]}…), the rest works",
              works and said, works and message == "IMG")
    return results


@contextlib.contextmanager
def serving(browser, prefix, files, arguments, wrapper=(), query=""):
    """`ripplegen serve ARGUMENTS` (run through `wrapper`, if any) in a fresh folder holding `files` ({name:
    text}), and `browser` at its page (`query` added to its address); the server stopped and the folder removed
    afterwards. One browser per engine serves every session (each server has its own port: its own origin)."""
    work = Path(tempfile.mkdtemp(prefix=prefix))
    for file, text in files.items():
        (work / file).write_text(text)
    server = subprocess.Popen([*wrapper, BINARY, "serve", *arguments], cwd=work, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = server.stdout.readline().strip() + query
    try:
        browser.viewport(1400, 1000)
        browser.load(url)
        yield work, browser
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)


def run(browser):
    results = []
    check = recorder(results)
    text = (ROOT / "Templates/styles/ring.json").read_text().replace('"color": "#ffff00"', f'"color": "{SPEC_COLOUR}"')
    with serving(browser, "serve-editor-", {"mine.json": text}, ["--spec", "mine.json"]) as (work, browser):
        spec = work / "mine.json"
        check("the page renders its previews", settle(browser))

        # The command line under --spec makes the previews' bytes (mutant: the line without --spec FILE).
        line, smil = command(browser), downloads(browser, "smil")
        makes = lambda line: "--spec mine.json" in line and smil == cli_files(line, work)
        check(f"under --spec the command line makes the download: {line}", makes(line), makes(line.replace(" --spec mine.json", "")))

        # The hand-off: every format at once, one archive of the CLI's files and a README of the command lines
        # (with --spec FILE for the served spec).
        exported, mutant, about = export_matches_cli(browser, work)
        check(f"the export holds every format's CLI files and their command lines ({about})", exported, mutant)

        select(browser, "style", "ring")
        check("--repeat is a control for smil", has(browser, "--repeat"))
        select(browser, "format", "web")
        shown = has(browser, "--repeat")
        check("--repeat is absent for web (refused there)", not shown, shown)
        select(browser, "style", "material")
        hidden = [flag for flag in ("--hold", "--duration", "--stroke-width") if not has(browser, flag)]
        check("material's web hides --hold, --duration, --stroke-width (the style's own refusals)",
              len(hidden) == 3 and has(browser, "--color"), hidden == [])
        select(browser, "format", "smil")
        check("material's smil shows them", all(has(browser, flag) for flag in ("--hold", "--duration", "--stroke-width")))
        select(browser, "style", "ring")

        # A control changes the previews (mutant: another colour expected).
        set_control(browser, "--color", "#ff0000")
        svg = wait(browser, """const d = document.querySelector('#grid figure[data-format="smil"] iframe').contentDocument;
            return d && d.documentElement && d.documentElement.outerHTML.includes('<svg') && d.documentElement.outerHTML;""")
        shows = lambda colour: any(w in (svg or "") for w in colour)
        check("a control changed in the page changes the previews", shows(("#f00", "#ff0000", "red")), shows(("#0f0", "#00ff00", "lime")))

        # Easier controls: a colour picker beside the text, following it both ways; a select for a choice of
        # words; a slider over a parameter's range (mutants: another colour picked; a text field expected).
        browser.js("""const p = document.querySelector('#options [data-flag="--color"]').closest('.option').querySelector('.picker');
            p.value = '#336699'; p.dispatchEvent(new Event('input'));""")
        settle(browser)
        picked = "#336699" in command(browser)
        set_control(browser, "--color", "red")
        follows = browser.js("return document.querySelector('#options [data-flag=\"--color\"]').closest('.option').querySelector('.picker').value")
        check("the colour picker sets --color, and follows a colour typed by name",
              picked and follows == "#ff0000", picked and follows == "#00ff00")
        kinds = browser.js("""const f = flag => document.querySelector('#options [data-flag="' + flag + '"]');
            const s = f('--rings').closest('.option').querySelector('.slider');
            return [f('--profile').tagName, [...f('--profile').options].map(o => o.value).join(','), s && s.min + '-' + s.max]""")
        check(f"a choice of words is a select, --rings has a slider over its range: {kinds}",
              kinds == ["SELECT", ",svg11,svg2", "1-12"], kinds == ["INPUT", "svg11,svg2", None])

        # A value refused for its flag marks its own field with the CLI's message; the previews keep their last
        # good render, and its download (mutant: the previews replaced by the error).
        good = downloads(browser, "smil")
        set_control(browser, "--color", "#1e")
        marked = browser.js("""const o = document.querySelector('#options [data-flag="--color"]').closest('.option');
            return o.classList.contains('invalid') && o.querySelector('.problem').textContent""") or ""
        kept = browser.js("return [...document.querySelectorAll('#grid figure')].every(f => f.classList.contains('stale') && f.children[1].tagName !== 'DIV')")
        marks = "--color: '#1e' is not a colour" in marked and downloads(browser, "smil") == good
        check("a bad value marks its own field; every preview keeps its last good render", marks and kept, marks and not kept)
        set_control(browser, "--color", "#ff0000")
        cleared = browser.js("return !document.querySelector('.option.invalid') && !document.querySelector('#grid figure.stale')")
        check("the field is cleared when its value is taken", cleared, not cleared)

        # Every format the menu offers: previewed, and its downloads are the CLI's files for the command line
        # (mutant: the command line with another opacity).
        offered = browser.js("return [...document.getElementById('format').options].map(o => o.value)")
        every = ["smil", "css", "web", "lottie", "dotlottie", "apng", "webp", "gif", "png"]
        check("the menu offers every previewed format, Lottie and dotLottie included", offered == every, offered == every[:-1])
        for format_name in offered:
            select(browser, "format", format_name)
            line, page, shown = command(browser), downloads(browser, format_name), preview_shown(browser, format_name)

            def made_by(line):
                expected = ["ripple.css", "ripple.js", "ripple.mjs", "ripple.d.mts"] if format_name == "web" else [Path(shlex.split(line)[-1]).name]
                return shown and sorted(page) == sorted(expected) and page == cli_files(line, work)
            check(f"{format_name}: previewed, and the downloads {sorted(page)} are the CLI's files", made_by(line), made_by(line + " --opacity 0.5"))
            if format_name in ("lottie", "dotlottie"):
                # Shown as rlottie draws the file: an animated image of the ripple in --color (mutant: green).
                drawn = image_bytes(browser, format_name)
                check(f"{format_name}: the preview is the file as rlottie draws it (several frames, the ripple's colour)",
                      drawn is not None and lottie_drawn(drawn, (255, 0, 0)), drawn is not None and lottie_drawn(drawn, (0, 255, 0)))
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
        newest = lambda expect: settled and any(e + q in smil for e in expect for q in "\"';)") and "#0000bb" in command(browser)
        check("the previews and downloads are the newest update's, whatever order renders finish in",
              newest(("#00b", "#0000bb")), newest(("#a00", "#aa0000")))
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
        kept = command(browser) == line and browser.js("return document.getElementById('format').value") == "css"
        check("a reload keeps the state (the address holds it)", kept and value == "#123456", kept and value == "#654321")

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
        redone = twice == "#123456" and "#222222" in command(browser)
        check("undo and redo step through the changes", "--opacity" not in after_undo and "#222222" in after_undo and redone,
              "--opacity 0.5" in after_undo and redone)
        browser.js("document.getElementById('reset').click()")
        settle(browser)
        line = command(browser)
        check("reset puts every option at its default", line == "ripplegen --style material --format css -o ripple-css.svg", "#222222" in line)
        designer.run(browser, check, sys.modules[__name__])
        select(browser, "style", "(spec)")

        # A spec edited on disk reaches the page (mutant: no edit made, waited for as long before the edit).
        reached = "return document.getElementById('spec').value.includes('edited-on-disk')"
        unedited = wait(browser, reached, timeout=5)
        replacement = spec.with_name("mine.new")
        replacement.write_text(spec.read_text().replace('"name": "ring"', '"name": "edited-on-disk"'))
        os.replace(replacement, spec)
        check("a spec edited on disk reaches the page", wait(browser, reached, timeout=5), unedited)

        # The lost update: an edit in the page, a change on disk, a save: 409, both versions shown, the file
        # kept (mutant: no change on disk, so the save goes through).
        text = browser.js("return document.getElementById('spec').value")
        mine = text.replace('"summary": "', '"summary": "edited in the page; ').replace(SPEC_COLOUR, "#aa00aa")
        browser.js("const t = document.getElementById('spec'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));", mine)
        settle(browser)
        hidden = browser.js("return document.getElementById('commandNote').hidden")
        check("with an unsaved spec the page says the command line makes the previews once saved", not hidden, hidden)
        # The frames show the unsaved text too, as the downloads do (mutant: the saved colour expected, read once the
        # frame shows the edit).
        frame_has = """const d = document.querySelector('#grid figure[data-format="css"] iframe').contentDocument;
            return d && d.documentElement && d.documentElement.outerHTML.includes(arguments[0]);"""
        framed = wait(browser, frame_has, "#aa00aa", timeout=10)
        css = downloads(browser, "css").get("ripple-css.svg", b"").decode()
        check("an unsaved spec edit is in every preview and download", framed and "#aa00aa" in css,
              framed and browser.js(frame_has, "#00aa00") and "#00aa00" in css)
        theirs = spec.read_text().replace('"name": "edited-on-disk"', '"name": "changed-on-disk"')
        replace_on_disk(browser, spec, theirs, "changed-on-disk")
        browser.js("document.getElementById('save').click()")
        shown = wait(browser, REFUSED, mine, theirs, timeout=10)
        lost_update = ("the lost update: a save over a change on disk is refused (409), both versions shown, the file kept",
                       shown and spec.read_text() == theirs)

        # Keeping one's own saves it over the file (mutant: the file's kept instead).
        browser.js("document.getElementById('keepMine').click()")
        saved = wait(browser, SAVED, timeout=10)
        keep_mine = ("keeping mine saves it over the file", saved and spec.read_text() == mine)

        # Keeping the file's drops the page's edit and leaves the file (mutant: mine kept instead).
        edit = mine.replace("edited in the page; ", "edited again; ")
        browser.js("const t = document.getElementById('spec'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));", edit)
        settle(browser)
        disk = mine.replace('"name": "edited-on-disk"', '"name": "changed-again"')
        replace_on_disk(browser, spec, disk, "changed-again")
        browser.js("document.getElementById('save').click()")
        wait(browser, "return /changed on disk/.test(document.getElementById('saveStatus').textContent)", timeout=10)
        browser.js("document.getElementById('keepFile').click()")
        taken = wait(browser, TAKEN, disk, timeout=10)
        keep_file = ("keeping the file's drops the page's edit and leaves the file", taken and spec.read_text() == disk)

        # A bad spec shows its line and column (mutant: a valid spec, waited for as long).
        shows_error = "return /:\\d+:\\d+: error:/.test(document.getElementById('specError').textContent)"
        type_spec(browser, mine)
        valid = wait(browser, shows_error, timeout=5)
        type_spec(browser, '{\n  "name": "x",\n  "summary": "y",\n  "layers": 5\n}\n')
        check("a bad spec shows its line and column", wait(browser, shows_error, timeout=5), valid)

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
        sets = lambda want: (response.startswith("spring(1.8") and text == want and '"spring(0.5)"' in text
                             and before and downloads(browser, "smil") not in ({}, before))
        check(f"a spring of the served spec set by its slider: {response}", sets(pulse.replace('"spring(0.5)"', f'"{response}"', 1)), sets(pulse))

        # The conflict's mutants, each in a conflict of its own (the page holds an unsaved edit: the spring's).
        # No change on disk: the save goes through, so the lost update's condition must not hold.
        browser.js("document.getElementById('save').click()")
        wait(browser, SAVED, timeout=10)
        check(*lost_update, browser.js(REFUSED, mine, theirs) and spec.read_text() == theirs)
        # The other button: "Keep the file's" where the check keeps mine, "Keep mine" where it keeps the file's.
        for (what, ok), wrong, mark in ((keep_mine, "keepFile", "mutant one"), (keep_file, "keepMine", "mutant two")):
            ours = browser.js("return document.getElementById('spec').value").replace('"summary": "', f'"summary": "{mark} in the page; ', 1)
            type_spec(browser, ours)
            theirs = ours.replace(f"{mark} in the page", f"{mark} on disk")
            replace_on_disk(browser, spec, theirs, f"{mark} on disk")
            browser.js("document.getElementById('save').click()")
            refused = wait(browser, REFUSED, ours, theirs, timeout=10)
            browser.js("document.getElementById(arguments[0]).click()", wrong)
            if wrong == "keepFile":  # the file's taken: keeping mine's condition must not hold
                wait(browser, TAKEN, theirs, timeout=10)
                mutant = browser.js(SAVED) and spec.read_text() == ours
            else:  # mine saved: keeping the file's condition must not hold
                wait(browser, SAVED, timeout=10)
                mutant = browser.js(TAKEN, theirs) and spec.read_text() == theirs
            check(what, ok, not refused or mutant)  # a conflict that did not arise catches nothing
    return results


# The editor's conflict (the lost update): refused, both versions shown; saved; the file's version taken.
REFUSED = """return /changed on disk/.test(document.getElementById('saveStatus').textContent) && !document.getElementById('conflict').hidden
    && document.getElementById('mine').textContent === arguments[0] && document.getElementById('theirs').textContent === arguments[1]"""
SAVED = "return document.getElementById('conflict').hidden && document.getElementById('saveStatus').textContent.startsWith('Saved')"
TAKEN = """return document.getElementById('conflict').hidden && document.getElementById('spec').value === arguments[0]
    && !document.getElementById('saveStatus').textContent"""


def type_spec(browser, text):
    """Types `text` into the spec's field (an unsaved edit) and waits for its update."""
    browser.js("const t = document.getElementById('spec'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));", text)
    settle(browser)


def replace_on_disk(browser, spec, text, mark):
    """Replaces the spec on disk by `text`, and waits until the page's poll has brought it (shown beside the edit)."""
    replacement = spec.with_name("mine.new")
    replacement.write_text(text)
    os.replace(replacement, spec)
    wait(browser, "return !document.getElementById('conflict').hidden && document.getElementById('theirs').textContent.includes(arguments[0])", mark)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--browser", action="append", choices=["chromium", "firefox", "webkit"])
    options = parser.parse_args()
    failed = 0
    for name in options.browser or ["chromium", "firefox", "webkit"]:
        try:
            browser = start_browser(name)  # once per engine: the three sessions below share it
        except BrowserUnavailable as error:
            print(f"{name}: FAIL unavailable: {error}")
            failed += 1
            continue
        try:
            results = run(browser)
            results += run_gallery(browser)
            if can_hide_rlottie():
                results += run_without_rlottie(browser)
            else:
                print(f"{name}: skip the check without rlottie (it needs unshare --mount, as root, and librlottie.so.0-1)")
        finally:
            browser.quit()
        passed = total = 0
        for what, ok, mutant in results:
            # A check, then its mutant: the check against a wrong expectation or action, which must fail.
            for good, line in ((ok, what), *(((not mutant, what + " (mutant caught)"),) if mutant is not None else ())):
                print(f"{name} {browser.version}: {'ok  ' if good else 'FAIL'} {line}")
                failed, passed, total = failed + (not good), passed + good, total + 1
        print(f"{name}: {passed}/{total} ({len(results)} checks and their mutants)")
    print(f"{failed} failure(s)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
