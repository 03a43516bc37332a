"""The editor's designer controls and previews (issue 37, items 2–4), checked by Tests/Browser/serve_editor.py
in each engine: sliders over the flag table's ranges, the easing editor (a handle dragged, a named easing
chosen, the style's springs drawn), the press origin picked on a preview, named colours and currentColor in
the colour picker, every preview centred and scaled to one square, the timeline spanning the animation, the
replay (button and auto-replay), the preview background, bytes and gzip bytes, the embed snippets.

Each check has a mutant, evaluated in the same run: the check's condition against a wrong expectation, or read
without its action (a button not pressed), which must not hold. Nothing waits for time to
pass: each waits for the page's state (the update its change started, a frame loaded, an animation finished).
"""

from __future__ import annotations

import zlib

OPTION = "document.querySelector('#options [data-flag=\"' + arguments[0] + '\"]').closest('.option')"


def gzip_size(data: bytes) -> int:
    """zlib's default level in a gzip wrapper, as CompressionStream("gzip") writes it."""
    packer = zlib.compressobj(6, zlib.DEFLATED, 31)
    return len(packer.compress(data) + packer.flush())


def run(browser, check, h):
    """The checks, from material with the CSS format and every option at its default (serve_editor.py's state
    after its reset check). `h`: serve_editor's helpers (settle, select, set_control, command, downloads, wait)."""
    # The timeline spans the animation: material's 0.375 s (mutant: the old fixed 0–2 s).
    h.settle(browser)
    length = h.wait(browser, "return document.querySelector('#grid figure[data-format=\"css\"] iframe').dataset.loaded"
                             " && document.getElementById('time').max")
    check(f"the timeline spans the animation (material: {length} s)", length == "0.375", length == "2")

    # Sliders with the flag table's ranges and units (from /schema): --duration is logarithmic over 0.001–86400 s;
    # a quarter of the way is 0.0964 s, and the timeline follows (mutant: the old fixed 2 s).
    title = browser.js("return " + OPTION + ".querySelector('.slider').title", "--duration")
    browser.js(f"const s = {OPTION}.querySelector('.slider'); s.value = 250; s.dispatchEvent(new Event('input'));", "--duration")
    h.settle(browser)
    field = browser.js(f"return [{OPTION}.querySelector('[data-flag]').value, {OPTION}.querySelector('output').textContent]", "--duration")
    length = h.wait(browser, "return document.body.dataset.length === '0.0964' && document.getElementById('time').max", timeout=10)
    line = h.command(browser)
    follows = lambda want: (title == "--duration: 0.001–86400 s, logarithmic" and field == [want, want + " s"]
                            and f"--duration {want}" in line and length == want)
    check(f"a slider over the flag's range and unit ({title}: {field}), the timeline following ({length})", follows("0.0964"), follows("2"))
    browser.js(f"const s = {OPTION}.querySelector('.slider'); s.value = 0.5; s.dispatchEvent(new Event('input'));", "--opacity")
    h.settle(browser)
    half, linear = "--opacity 0.5" in h.command(browser), browser.js("return " + OPTION + ".querySelector('.slider').max", "--opacity") == "1"
    check("--opacity's slider is linear over 0–1", half and linear, not half and linear)
    h.set_control(browser, "--duration", "")
    h.set_control(browser, "--opacity", "")

    # Named colours and currentColor in the colour picker's text (mutant: black expected).
    h.set_control(browser, "--color", "rebeccapurple")
    named = browser.js("return " + OPTION + ".querySelector('.picker').value", "--color")
    h.set_control(browser, "--color", "currentColor")
    current = browser.js(f"return [{OPTION}.classList.contains('invalid'), {OPTION}.querySelector('.picker').value]", "--color")
    check(f"the colour picker takes a named colour ({named}) and currentColor ({current})",
          named == "#663399" and current == [False, "#222222"] and "--color currentColor" in h.command(browser),
          named == "#000000" and current == [False, "#222222"] and "--color currentColor" in h.command(browser))
    h.set_control(browser, "--color", "")

    # A change puts the render in the SMIL and CSS frames in place (no new frame): the new document's animations
    # start from 0, not from where the old ones were. The old ones are moved to 100 s first, so nothing but a
    # restart reads below it (mutant: the old documents' times, which a root kept with new children would show).
    frames = "[...document.querySelectorAll('#grid figure[data-format=\"smil\"] iframe, #grid figure[data-format=\"css\"] iframe')]"
    times = f"""const [s, c] = {frames}.map(f => f.contentDocument);
        return [s.documentElement.getCurrentTime(), ...c.getAnimations().map(a => a.currentTime / 1000),
                [s, c].every(d => new XMLSerializer().serializeToString(d).includes('#123456'))]"""
    # The frames and their documents' roots are marked: the frames must stay, the roots must be new ones.
    moved = browser.js(f"""const [s, c] = {frames}.map(f => (f.dataset.kept = '1', f.contentDocument.documentElement.dataset.old = '1', f.contentDocument));
        s.documentElement.setCurrentTime(100); c.getAnimations().forEach(a => {{ a.currentTime = 100000; }});""" + times.split(";", 1)[1])
    h.set_control(browser, "--color", "#123456")
    fresh = browser.js(times)
    in_place = browser.js(f"const f = {frames}; return f.length === 2 && f.every(x => x.dataset.kept && !x.contentDocument.documentElement.dataset.old)")
    restarted = lambda t: len(t) > 2 and t[-1] and all(x < 100 for x in t[:-1])
    check(f"a change puts the new render in the SVG frames in place, its animations from 0 ({fresh})",
          restarted(fresh) and in_place, restarted(moved[:-1] + [True]) and in_place)
    h.set_control(browser, "--color", "")

    # Every preview centred and scaled to one square; an SVG document fills it (mutant: its own 100 px).
    sizes = browser.js("""const box = v => { const r = v.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; };
        const views = [...document.querySelectorAll('#grid figure .view')].map(box);
        return [views, box(document.querySelector('#grid figure[data-format="css"] iframe').contentDocument.documentElement)]""")
    views, svg = sizes
    square = len(views) == 5 and all(v == views[0] for v in views) and views[0][0] == views[0][1] > 150
    check(f"every preview in one square, an SVG scaled to fill it: {views[0]} ×{len(views)}, the SVG {svg}",
          square and svg == views[0], square and svg == [100, 100])

    # Replay: a one-shot ends; the button plays every preview again (mutant: not pressed, read before it is).
    h.wait(browser, """const d = document.querySelector('#grid figure[data-format="css"] iframe').contentDocument, a = d.getAnimations();
        return a.length > 0 && a.every(x => x.playState === 'finished')""", timeout=10)
    before = browser.js("return +(document.body.dataset.replays || 0)")
    playing = """const d = document.querySelector('#grid figure[data-format="css"] iframe').contentDocument;
        return d.getAnimations().every(x => x.playState === 'running') && +(document.body.dataset.replays || 0)"""
    unpressed = browser.js(playing)
    browser.js("document.getElementById('replayNow').click()")
    check("a one-shot replays (the button)", browser.js(playing) == before + 1, unpressed == before + 1)
    # Auto-replay: the page replays it at each end by itself (mutant: left off, waited for as long before it is on).
    before = browser.js("return +(document.body.dataset.replays || 0)")
    replays = "return +(document.body.dataset.replays || 0) > arguments[0]"
    off = h.wait(browser, replays, before, timeout=5) and "replay=1" in browser.js("return location.search")
    before = browser.js("return +(document.body.dataset.replays || 0)")
    browser.js("document.getElementById('replay').click()")
    replayed = h.wait(browser, replays, before, timeout=5)
    check("auto-replay plays a one-shot again at its end", replayed and "replay=1" in browser.js("return location.search"), off)
    browser.js("document.getElementById('replay').click()")

    # The preview background: dark, a checkerboard, a colour of one's own, kept in the address (mutant: white).
    shade = []
    for choice in ("dark", "checker", "custom"):
        h.select(browser, "background", choice)
        if choice == "custom":
            browser.js("const c = document.getElementById('backgroundColour'); c.value = '#336699'; c.dispatchEvent(new Event('input'));")
        shade.append(browser.js("""const s = getComputedStyle(document.querySelector('#grid figure[data-format="smil"] .view'));
            return s.backgroundImage.includes('conic-gradient') ? 'checker' : s.backgroundColor"""))
    kept = "bg=%23336699" in browser.js("return location.search")
    check(f"the preview background switches: {shade}", shade == ["rgb(18, 18, 18)", "checker", "rgb(51, 102, 153)"] and kept,
          shade == ["rgb(255, 255, 255)", "checker", "rgb(51, 102, 153)"] and kept)
    h.select(browser, "background", "light")

    # Bytes and gzip bytes under each preview: the download's length, and its gzip (zlib level 6) within a few
    # bytes (mutant: the gzip size expected to be the byte count).
    figures = {}
    for format_name in ("smil", "css", "web", "png"):
        h.wait(browser, "const f = document.querySelector('#grid figure[data-format=\"' + arguments[0] + '\"]'); return f.dataset.sized === f.dataset.generation",
               format_name, timeout=10)
        shown = browser.js("return [...document.querySelectorAll('#grid figure[data-format=\"' + arguments[0] + '\"] .sizes span')].map(s => [+s.dataset.bytes, +s.dataset.gzip])",
                           format_name)
        files = list(h.downloads(browser, format_name).values())
        figures[format_name] = [(len(f), gzip_size(f), *s) for f, s in zip(files, shown)]
    close = lambda want, got: abs(want - got) <= max(16, want // 20)
    sized = lambda gzip: (all(len(rows) == (4 if name == "web" else 1) for name, rows in figures.items())
                          and all(b == pb and gzip(b, g, pg) for rows in figures.values() for b, g, pb, pg in rows))
    check(f"bytes and gzip bytes under each preview (file, zlib, page): {figures}",
          sized(lambda b, g, pg: close(g, pg)), sized(lambda b, g, pg: pg == b))

    # The embed snippets: the web format's <link>, class and <script> (the class the preview's button has), an
    # SVG's <img> with its size and title (mutant: another style's class).
    snippets = browser.js("return Object.fromEntries([...document.querySelectorAll('#grid figure')].map(f => [f.dataset.format, f.querySelector('.embed pre').textContent]))")
    button = browser.js("return document.querySelector('#grid figure[data-format=\"web\"] iframe').contentDocument.querySelector('button').classList[0]")
    embeds = lambda web_class: (f'<button class="{web_class}">' in snippets["web"] and '<link rel="stylesheet" href="ripple.css">' in snippets["web"]
                                and '<script src="ripple.js" defer></script>' in snippets["web"]
                                and snippets["css"].startswith('<img src="ripple-css.svg" width="100" height="100" alt="Material ripple">')
                                and '<img src="ripple.png" width="100" height="100" alt="">' == snippets["png"]
                                and snippets["gif"].startswith('<img src="ripple.gif"'))
    check(f"an embed snippet per format (the web preview's button: {button})", embeds(button), embeds("rg-ring"))

    # The press origin, set by clicking the preview where the press goes (a quarter across, 70 % down the view).
    h.select(browser, "format", "smil")
    browser.js("""const f = document.querySelector('#grid figure[data-format="smil"] iframe'), r = f.getBoundingClientRect();
        f.contentDocument.documentElement.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: r.width * 0.25, clientY: r.height * 0.7 }));""")
    h.settle(browser)
    origin = browser.js("return " + OPTION + ".querySelector('[data-flag]').value", "--origin")
    taken = "--origin 25,70" in h.command(browser)
    check(f"clicking a preview sets the press origin ({origin})", origin == "25,70" and taken, origin == "70,25" and taken)
    h.set_control(browser, "--origin", "")

    # The easing editor: a handle dragged moves the curve's control point, the previews take the curve; a named
    # easing from its menu (mutant: another curve expected).
    value = browser.js(f"""const o = {OPTION}, svg = o.querySelector('svg.curve'), handle = svg.querySelector('[data-handle="1"]');
        const m = svg.getScreenCTM(), at = (x, y) => {{
            const p = new DOMPoint(14 + x * 120, 14 + (1 - y) * 120).matrixTransform(m);
            return {{ bubbles: true, pointerId: 1, isPrimary: true, clientX: p.x, clientY: p.y }};
        }};
        handle.dispatchEvent(new PointerEvent('pointerdown', at(0.42, 0)));
        svg.dispatchEvent(new PointerEvent('pointermove', at(0.1, 0.5)));
        svg.dispatchEvent(new PointerEvent('pointermove', at(0.2, 0.9)));
        svg.dispatchEvent(new PointerEvent('pointerup', at(0.2, 0.9)));
        return o.querySelector('[data-flag]').value""", "--easing")
    h.settle(browser)
    smil = h.downloads(browser, "smil").get("ripple.svg", b"").decode()
    path = browser.js("return " + OPTION + ".querySelector('path.bezier').getAttribute('d')", "--easing")
    drawn = ("--easing 'cubic-bezier(0.2,0.9,0.58,1)'" in h.command(browser) and "0.2 0.9 0.58 1" in smil
             and path == "M14,134 C38,26 83.6,14 134,14")
    check(f"a handle of the easing editor dragged: {value}, the curve {path}",
          value == "cubic-bezier(0.2,0.9,0.58,1)" and drawn, value == "cubic-bezier(0.1,0.5,0.58,1)" and drawn)
    browser.js(f"const m = {OPTION}.querySelector('select.easing-names'); m.value = 'standard'; m.dispatchEvent(new Event('change'));", "--easing")
    h.settle(browser)
    named = "--easing standard" in h.command(browser)
    check("a named easing from the editor's menu", named, not named)
    h.set_control(browser, "--easing", "")

    # The style's springs drawn beside the curve (pulse: scale and opacity on spring(0.5); mutant: none).
    h.select(browser, "style", "pulse")
    springs = browser.js("return [...document.querySelectorAll('.curve-editor figure.spring figcaption')].map(c => c.textContent)")
    described = all(s.startswith("spring(0.5): response 0.5 s, settles in 0.735 s") for s in springs)
    check(f"the style's springs are drawn: {springs}", len(springs) == 2 and described, len(springs) == 0 and described)
    h.select(browser, "style", "material")
    h.select(browser, "format", "css")
