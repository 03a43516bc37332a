"""The `press` part: `--format web` ripples pressed for real in Chromium, Firefox and WebKit (WebDriver actions).

A page links the generated FILE.css and FILE.js exactly as the README says and holds three elements of the
ripple's class: a square, a wide one and a rounded one, each resized after the page loaded (so a script that
measured at load would be wrong). Checks (one report line each):

- values/STYLE…   presses at a corner, the centre and an off-centre point, held 30, 150 and 600 ms: every
                  animation of the new ripple element is paused and seeked (the pitfall of web-ripples.md §3),
                  and its box and opacity (× the container's) at 20 times equal `ripplegen --evaluate` for that
                  element size, press point and hold (the hold is the page's own pointerdown → pointerup event
                  times): box within 0.5 % + 0.05 px, opacity within 0.01. This covers the release rules' fade
                  start, the cut of an interrupted appearance and the spring. For bounded styles on the square
                  element, screenshots at 0.1 s and 0.3 s are compared with the `--at` still frame for the same
                  size, press point and hold, shown in the same page (checks.compare_pixels).
- drag            material: leaving the element fades the ripple out, coming back fades it in, releasing
                  outside removes it at once.
- keyboard        Enter on a focused element: a ripple from the centre, released on key-up (values as above).
- touch           real touches (Chromium: DevTools touch events; Firefox: Marionette's touch actions): a held
                  touch's one ripple starts after the touch delay (ripplestart at least 80 ms after the
                  touch-down's event), no second one after touch-end, and it is gone once released; a quick tap
                  ripples once. Chromium also: a cancelled touch releases it (pointercancel): the
                  release, taken in place, moves the press animations' last end past the press phase's, and the
                  ripple is gone 0.5 s later.
- twice           two quick presses give two ripples.
- end             the ripple's end (`rippleend`, its container gone) against the model's `endTime` for that hold:
                  material held 30 and 600 ms, splash, fill's tap; from 20 ms before to 300 ms after it. And a stale
                  finish event: in one animation frame a dispatched press, its animations finished (the page
                  listens for their finish too), its release: the finish event of the press phase's end, which
                  comes after the release extended the fade, must not end the ripple (150 ms of fade are left).
                  And the literal rule released late, exactly (LATE_SCRIPT): a dispatched press dated 600 ms back,
                  its animations started and finished there, its release: the ripple ends at once, though no
                  finish event comes (its animations were finished before the release changed them and still are).
- reduced-motion  under `prefers-reduced-motion: reduce` the ripple covers the element without moving.
- reduced-motion-slow  with `--reduced-motion slow`, every animation of a press plays at a quarter of the rate.
- forced-colors   under `forced-colors: active` the ripple is painted CanvasText.
- clip            a bounded red ripple on a rounded element leaves the corners white (pixels).
- transformed     an element in a translated and scaled (1.5×) parent on a scrolled page: values as above, in the
                  element's own pixels.
- current-color   `--color currentColor`: the web ripple takes the element's text colour, an inline SVG its
                  container's.
- module          the script loaded with type="module" (and with defer) answers presses.

The page's own checks (pages.py), the decorations' (decor.py), `<rg-ripple>`'s (element.py), the framework pages'
(frameworks.py: React 18 rendered on the server and hydrated, Vue 2) and several styles on one page from batch's
folder layouts (layouts.py: the shared engine, the style bundle's script and module) follow these.

A press's container exists only while its ripple runs; its animations are Web Animations that the browser starts at
its next frame, and the release evaluates the hold between the press's and the release's events, so pausing and
seeking `container.getAnimations({subtree: true})` gives the ripple at any time.

`--self-test` runs mutated files that must fail: a wrong curve, a scaled parent ignored, a wrong paint (only the screenshots see it), no
pointercancel handling, a touch that ripples at once, a fade before the expansion ends, unclipped corners, a script that measures at load, an end
that never comes, one at the first finish event (any animation's), one at a stale finish event and a release past
the end that waits for a finish event; then pages.py's
and decor.py's (`--only` picks the mutants of those checks). A check that raises NameError, SyntaxError or
ImportError (a bug of the check) stops the run: it never counts as a catch. A mutant's edit that finds nothing to change (the minified engine changed) fails its line
("the mutation did not apply"), so no mutant can pass by not mutating.

Usage: RIPPLEGEN=.build/debug/ripplegen python3 Tests/Browser/press.py [--browser chromium|firefox] [--self-test]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def _bootstrap() -> None:
    try:
        import selenium, marionette_driver, PIL  # noqa: F401
    except ImportError:
        venv = Path(os.environ.get("BROWSER_VENV", HERE / ".venv")) / "bin" / "python"
        if venv.exists() and Path(sys.executable) != venv:
            os.execv(str(venv), [str(venv), __file__, *sys.argv[1:]])
        raise


HOSTS = {  # id: (left, top, width, height after load, border-radius)
    "sq": (40, 40, 180, 180, 0),
    "wide": (260, 40, 320, 72, 0),
    "round": (40, 260, 150, 150, 40),
}
CASES = [  # (label, flags)
    ("material", ["--style", "material"]),
    ("material-unbounded", ["--style", "material", "--unbounded"]),
    ("material-literal", ["--style", "material", "--release-rule", "literal"]),
    ("splash", ["--style", "splash"]),
    ("splash-opacity", ["--style", "splash", "--disappear", "opacity"]),
    ("fill", ["--style", "fill"]),
    ("spec-press-disc", ["--spec", str(ROOT / "Fixtures/specs/press-disc.json")]),  # a user's spec with press semantics
]
HOLDS_MS = (30, 150, 600)
TIMES = [round(0.037 * k, 3) for k in range(20)]
BOX_TOLERANCE = (0.005, 0.05)
OPACITY_TOLERANCE = 0.01
REDUCE = {"prefers-reduced-motion": "reduce"}

PAGE = """<!doctype html><html><head><meta charset="utf-8">{head}<link rel="stylesheet" href="{name}.css">
<style>body{{margin:0;background:#fff}} .t{{position:absolute;border:0;padding:0;background:#fff;font:14px sans-serif}}</style>
</head><body>
{hosts}
<span id="probe" style="color:CanvasText">x</span>
<script>for(const n of ["pointerdown","pointerup","pointercancel","keydown","keyup","contextmenu","blur","visibilitychange"])(n[0]=="v"?document:window).addEventListener(n,e=>{{if(n=="blur"&&e.target!=window)return;const d=document.documentElement.dataset,a=JSON.parse(d.ev||"[]");a.push([n,e.timeStamp,e.clientX,e.clientY,e.pointerType]);d.ev=JSON.stringify(a)}},true);
addEventListener("load",()=>{{for(const [id,w,h] of {sizes})Object.assign(document.getElementById(id).style,{{width:w+"px",height:h+"px"}})}})</script>
<script {script_attrs}src="{name}.js"></script>
</body></html>"""

# A press's container exists only while its ripple runs (removed when its last animation ends): the last one is the newest.
MEASURE_JS = """
const [id, cls, times] = arguments;
const host = document.getElementById(id), cs = [...host.querySelectorAll(':scope>' + cls + '-c')];
const c = cs[cs.length - 1], e = c && c.lastElementChild;
const ev = JSON.parse(document.documentElement.dataset.ev || '[]');
if (!e) return {count: 0, ev};
const anims = c.getAnimations({subtree: true}); anims.forEach(a => a.pause());
const cr = c.getBoundingClientRect(), out = [];
for (const t of times) {
  anims.forEach(a => a.currentTime = t * 1000);
  const r = e.getBoundingClientRect();
  out.push([r.left - cr.left, r.top - cr.top, r.width, r.height, +getComputedStyle(e).opacity * +getComputedStyle(c).opacity]);
}
return {count: cs.length, out, ev, size: [cr.width, cr.height], anims: anims.length};
"""


# A check that reads a ripple after a real release (WebDriver input, then a script) pauses the page's animations
# at the release, once the engine has handled it (a listener on the window runs after the engine's capture
# listener on the document), so that a fade cannot end, and take the ripple away, before the script reads it on
# a loaded machine. The reads seek the paused animations, so the values are the same. (Firefox's values checks
# failed their first run in most CI runs: "the ripple is gone at the release".)
FREEZE_JS = """<script>{const f=()=>{for(const r of [document,...[...document.querySelectorAll('*')].map(e=>e.shadowRoot).filter(Boolean)])
for(const a of r.getAnimations())a.pause()};for(const t of ['pointerup','pointercancel','keyup'])addEventListener(t,f)}</script>"""


def next_frames(browser) -> None:
    """Returns after the page's next two animation frames (what was changed before is laid out and painted)."""
    browser.js_async("const done=arguments[arguments.length-1];requestAnimationFrame(()=>requestAnimationFrame(done))")


class Page:
    """A browser on the press page of one generated asset."""

    def __init__(self, browser, rg: str, flags: list[str], workdir: Path, name: str, mutate=None, script_attrs: str = "",
                 body: str | None = None, head: str = "", scripts: int = 1, freeze: bool = False):
        """`body` replaces the three elements (pages.py writes its own pages); `head` goes before the sheet's
        <link>; `scripts`: how often the page includes the script; `freeze`: the animations pause at every
        release (FREEZE_JS)."""
        head = head + (FREEZE_JS if freeze else "")
        self.browser, self.flags, self.cls = browser, flags, name
        css = workdir / f"{name}.css"
        run([rg, *flags, "--format", "web", "--id-prefix", name, "-o", str(css)])
        if mutate:
            mutate(css, css.with_suffix(".js"))
        hosts = "\n".join(f'<button id="{i}" class="t {name}" style="left:{l}px;top:{t}px;width:100px;height:100px;border-radius:{r}px"></button>'
                          for i, (l, t, w, h, r) in HOSTS.items())
        sizes = [[i, w, h] for i, (l, t, w, h, r) in HOSTS.items()] if body is None else []
        html = workdir / f"{name}.html"
        page = PAGE.format(name=name, hosts=hosts if body is None else body, sizes=sizes, script_attrs=script_attrs,
                           head=head)
        if scripts != 1:
            tag = f'<script {script_attrs}src="{name}.js"></script>'
            page = page.replace(tag, tag * scripts)
        html.write_text(page)
        browser.viewport(640, 480)
        browser.load(SERVER.url(html) if SERVER else html.as_uri())
        next_frames(browser)  # the load handler's sizes laid out and painted

    def actions(self, sequence: list[dict], release: bool = True) -> None:
        """Performs W3C actions; `release=False` keeps buttons held for the next call (a drag in steps)."""
        b = self.browser
        if b.name in ("chromium", "webkit"):
            b.driver.execute("actions", {"actions": sequence})
            if release:
                b.driver.execute("clearActionState")
        else:
            b.client._send_message("WebDriver:PerformActions", {"actions": sequence})
            if release:
                b.client._send_message("WebDriver:ReleaseActions", {})

    def press(self, x: float, y: float, hold_ms: int, moves: list[tuple[float, float, int]] = ()) -> None:
        steps = [{"type": "pointerMove", "x": int(x), "y": int(y), "duration": 0}, {"type": "pointerDown", "button": 0}]
        for (mx, my, pause) in moves:
            steps += [{"type": "pointerMove", "x": int(mx), "y": int(my), "duration": 0}, {"type": "pause", "duration": pause}]
        steps += [{"type": "pause", "duration": hold_ms}, {"type": "pointerUp", "button": 0}]
        self.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": steps}])

    def measure(self, host: str, times=TIMES) -> dict:
        return self.browser.js(MEASURE_JS, host, self.cls, times)

    def finish(self, host: str) -> None:
        """Ends the paused ripples of `host` (a paused ripple would stay on the page and in later screenshots)."""
        self.browser.js("document.querySelectorAll('#'+arguments[0]+'>'+arguments[1]+'-c').forEach(c=>c.getAnimations({subtree:true})"
                        ".forEach(a=>a.finish()))", host, self.cls)

    def clear_events(self) -> None:
        self.browser.js("document.documentElement.dataset.ev='[]'")


def recorder(event: str, key: str) -> str:
    """Page script that records the time of each `event` (performance.now(), the clock of the events' timeStamps)
    that reaches the window, in order, as `data-KEY` on the root; `recorded(key)` reads that list back."""
    return (f"const d=document.documentElement.dataset;d.{key}='[]';"
            f"addEventListener('{event}',()=>d.{key}=JSON.stringify([...JSON.parse(d.{key}),performance.now()]))")


def recorded(key: str) -> str:
    return f"JSON.parse(document.documentElement.dataset.{key}||'[]')"


ENDS, STARTS = recorded("re"), recorded("rs")  # each rippleend's, each ripplestart's time
END_RECORD_JS = recorder("rippleend", "re")
END_EARLY_MS, END_LATE_MS = 20, 300  # the end's window around the model's endTime (a finish event waits for a frame)
# In one task, in an animation frame (so the document timeline is that frame's time: Firefox's stands still while
# nothing animates, and finish() counts from it): a dispatched press, its animations finished (their finish events
# queued, to be dispatched at the next frame), and its release (hold ~0: material's fade runs from 225 ms to 375 ms,
# so 150 ms are left). Answers the frame's timeline time (the clock of performance.now()), or null for no ripple.
STALE_JS = """
const cls = arguments[0], done = arguments[arguments.length - 1];
requestAnimationFrame(() => {
  const h = document.getElementById('sq'), r = h.getBoundingClientRect();
  const o = {bubbles: true, composed: true, pointerId: 31, button: 0, clientX: r.left + 30, clientY: r.top + 40};
  h.dispatchEvent(new PointerEvent('pointerdown', o));
  const c = h.querySelector(':scope>' + cls + '-c');
  if (!c) return done(null);
  // The page listens for their finish too (a page watching document.getAnimations() may): Chromium queues a
  // finish event only for an animation with a listener at that moment, and the engine's comes with the release.
  c.getAnimations({subtree: true}).forEach(a => (a.addEventListener('finish', () => 0), a.finish()));
  h.dispatchEvent(new PointerEvent('pointerup', o));
  done(document.timeline.currentTime);
});
"""
TOUCH = ("chromium", "firefox")  # the engines whose driver performs a touch (WebKit's performs it as a mouse)
TOUCH_DELAY_MS = 80  # the engine's touch delay (MUI's)
TOUCH_RECORD_JS = recorder("ripplestart", "rs")
TOUCH_STARTS = f"return {STARTS}.length"
TOUCH_SEEN: list[float] = []  # what the touch check measured: ripplestart less the touch-down's event time (ms)
# The literal rule released late, made exact: a dispatched press dated 600 ms back (its event's time), its animations
# started at that time less 50 ms (as if the browser had started them at once) and finished there (their finish
# event awaited, so none is left queued), then its release: the release's end is its own time (the ripple vanishes at
# once), and its animations' time stays 50 ms past that end after the release re-keys them, so they are still
# finished (no engine then sends a finish event: an engine that waits for one never ends). Page code (a `<script>` in
# the page's head, run by an `rg-late` event whose detail is the class): a time written into the event by a
# WebDriver script is not the page's in Firefox, whose scripts see the page's objects through wrappers. Writes the
# release's `performance.now()` and whether `rippleend` fired inside its dispatch to `data-late` (`null`: no ripple).
LATE_SCRIPT = """<script>document.addEventListener('rg-late', ({detail: cls}) => {
const h = document.getElementById('sq'), r = h.getBoundingClientRect(), d = document.documentElement.dataset;
const o = {bubbles: true, composed: true, pointerId: 32, button: 0, clientX: r.left + 30, clientY: r.top + 40};
const down = new PointerEvent('pointerdown', o), t0 = performance.now() - 600;
Object.defineProperty(down, 'timeStamp', {value: t0});
h.dispatchEvent(down);
const c = h.querySelector(':scope>' + cls + '-c');
if (!c) return d.late = 'null';
Promise.all(c.getAnimations({subtree: true}).map(a => new Promise(finished => {
  a.addEventListener('finish', finished, {once: true});
  a.startTime = t0 - 50;
}))).then(() => {
  let ended = 0;
  const count = () => ended++;
  h.addEventListener('rippleend', count);
  const at = performance.now();
  h.dispatchEvent(new PointerEvent('pointerup', o));
  h.removeEventListener('rippleend', count);
  d.late = JSON.stringify([at, ended]);
});
})</script>"""
END_SEEN: list[str] = []  # what the end check measured: rippleend less the model's end (ms), per case
STALE_MIN_MS = 100  # the fade's 150 ms less a frame and some slack; a stale finish event ends it at the next frame


def end_time(rg: str, flags: list[str], size, origin, hold: float | None) -> float:
    """The model's endTime (seconds) for that size, press point and hold."""
    import json
    extra = ["--hold", f"{hold:.4f}"] if hold is not None else []
    return json.loads(run([rg, *flags, "--size", f"{size[0]:g}x{size[1]:g}", "--origin", f"{origin[0]:.4f},{origin[1]:.4f}",
                           *extra, "--evaluate", "0"]))["endTime"]


def run(command: list[str]) -> str:
    import subprocess
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}: exit {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def evaluate(rg: str, flags: list[str], size, origin, hold: float | None, times) -> list[list[float]]:
    import json
    extra = ["--hold", f"{hold:.4f}"] if hold is not None else []
    args = [rg, *flags, "--size", f"{size[0]:g}x{size[1]:g}", "--origin", f"{origin[0]:.4f},{origin[1]:.4f}", *extra,
            "--evaluate", ",".join(f"{t:g}" for t in times)]
    data = json.loads(run(args))
    return [f["layers"][0]["box"] + [f["layers"][0]["visibleOpacity"]] for f in data["frames"]]


SERVER = None  # serve.Served for the work folder: pages come over HTTP, as real ones do (serve.py says why)
WORST: dict[str, list[float]] = {}  # check label: [largest box difference in px, largest opacity difference]


def compare(measured, expected, times, label: str | None = None) -> list[str]:
    errors = []
    worst = WORST.setdefault(label, [0.0, 0.0]) if label else [0.0, 0.0]
    for t, m, e in zip(times, measured, expected):
        for k, name in enumerate(("x", "y", "width", "height")):
            scale = e[2] if k in (0, 2) else e[3]
            worst[0] = max(worst[0], abs(m[k] - e[k]))
            if abs(m[k] - e[k]) > BOX_TOLERANCE[0] * abs(scale) + BOX_TOLERANCE[1]:
                errors.append(f"t={t:g} {name} {m[k]:.3f} vs model {e[k]:.3f}")
        worst[1] = max(worst[1], abs(m[4] - e[4]))
        if abs(m[4] - e[4]) > OPACITY_TOLERANCE:
            errors.append(f"t={t:g} opacity {m[4]:.4f} vs model {e[4]:.4f}")
    return errors


def held(flags) -> bool:
    return "fill" not in flags


def values_case(page: Page, rg: str, flags: list[str], label: str) -> list[str]:
    errors = []
    for n, hold_ms in enumerate(HOLDS_MS):
        for k, (fx, fy) in enumerate(((0.02, 0.03), (0.5, 0.5), (0.3, 0.7))):
            host = list(HOSTS)[(n + k) % 3]
            left, top, w, h, radius = HOSTS[host]
            if radius and k == 0:
                fx = fy = 0.15  # the corner of a rounded element is not part of it (hit testing follows the radius)
            before = page.browser.js("return document.querySelectorAll('#'+arguments[0]+'>'+arguments[1]+'-c').length", host, page.cls)
            page.clear_events()
            # A tap ripple ignores the release and is gone after its timeline: measure it while it plays.
            page.press(left + fx * w, top + fy * h, hold_ms if held(flags) else 20)
            data = page.measure(host)
            ev = {e[0]: e for e in data["ev"]}
            if held(flags) and data["count"] <= before and {"pointerdown", "pointerup"} <= set(ev):
                # Gone already: right only when the model has it invisible from the release on (literal rule).
                hold = (ev["pointerup"][1] - ev["pointerdown"][1]) / 1000
                origin = (ev["pointerdown"][2] - left, ev["pointerdown"][3] - top)
                after = evaluate(rg, flags, (w, h), origin, hold, [hold + 0.002])[0][4]
                if after > OPACITY_TOLERANCE:
                    errors.append(f"{host} {hold_ms} ms: the ripple is gone at the release; the model shows it at {after:.3f}")
                continue
            if data["count"] == 0 or "pointerdown" not in ev:
                errors.append(f"{host} {hold_ms} ms: no ripple")
                continue
            size = data["size"]
            origin = (ev["pointerdown"][2] - left, ev["pointerdown"][3] - top)
            hold = (ev["pointerup"][1] - ev["pointerdown"][1]) / 1000 if held(flags) else None
            expected = evaluate(rg, flags, size, origin, hold, TIMES)
            found = [f"{host} at ({origin[0]:.0f},{origin[1]:.0f}) hold {hold_ms} ms: {e}" for e in compare(data["out"], expected, TIMES, label)][:3]
            if found:
                # What the page saw of that press (type, ms from its pointerdown), for a failure that does not repeat.
                found[-1] += " (events: " + ", ".join(f"{e[0]} {e[1] - ev['pointerdown'][1]:+.1f}" for e in data["ev"]) + ")"
            errors += found
            if host == "sq" and "--unbounded" not in flags and flags[1] in ("material", "fill"):
                errors += pixels(page, rg, flags, host, size, origin, hold)
            page.finish(host)
    return errors


FRAME_AT = (40, 260)  # where the --at still frame is shown beside the pressed element (over the rounded one)


def pixels(page: Page, rg: str, flags: list[str], host: str, size, origin, hold) -> list[str]:
    """Screenshots of the paused, seeked ripple against the `--at` still frame of the same size, press point and
    hold, inlined in the same page (checks.compare_pixels: at most 1 % of pixels beyond 8/255, or antialiasing)."""
    import checks
    left, top = HOSTS[host][:2]
    extra = ["--hold", f"{hold:.4f}"] if hold is not None else []
    errors = []
    for t in (0.1, 0.3):
        page.browser.js("const [id,cls,t]=arguments,c=[...document.querySelectorAll('#'+id+'>'+cls+'-c')].pop();"
                        "c.getAnimations({subtree:true}).forEach(a=>{a.pause();a.currentTime=t*1000})", host, page.cls, t)
        frame = run([rg, *flags, "--size", f"{size[0]:g}x{size[1]:g}", "--origin", f"{origin[0]:.4f},{origin[1]:.4f}", *extra,
                     "--at", f"{t:g}", "--no-validate"])
        page.browser.js("let d=document.getElementById('frame')||document.body.appendChild(document.createElement('div'));d.id='frame';"
                        "d.style.cssText='position:absolute;left:'+arguments[1]+'px;top:'+arguments[2]+'px;background:#fff;line-height:0;z-index:9';"
                        "d.innerHTML=arguments[0].replace(/^<\\?xml[^>]*>/,'')", frame, *FRAME_AT)
        next_frames(page.browser)
        shot = page.browser.screenshot(640, 480)
        page.browser.js("document.getElementById('frame').remove()")
        w, h = int(size[0]), int(size[1])
        rendered = shot.crop((left, top, left + w, top + h))
        static = shot.crop((FRAME_AT[0], FRAME_AT[1], FRAME_AT[0] + w, FRAME_AT[1] + h))
        result = checks.Errors()
        checks.compare_pixels(t, rendered, static, result, "web")
        if result.violations and os.environ.get("PRESS_FAILURES"):
            out = Path(os.environ["PRESS_FAILURES"])
            out.mkdir(parents=True, exist_ok=True)
            stem = f"{page.browser.name}-{page.cls}-{origin[0]:.0f}-{origin[1]:.0f}-{t:g}"
            rendered.save(out / f"{stem}-web.png")
            static.save(out / f"{stem}-at.png")
        errors += [f"{host}: {v}" for v in result.violations]
    return errors


def checks(browser, rg: str, workdir: Path, mutate=None, only=None) -> list[tuple[str, list[str]]]:
    """(label, errors) per check."""
    results = []

    def check(label, body):
        if only and not any(label == o or label.startswith(o.rstrip("/") + "/") for o in only):
            return
        def attempt():
            try:
                return body()
            except (MutationMissed, NameError, SyntaxError, ImportError):
                raise  # a mutant that did not apply, or a bug of the check itself: never a catch
            except Exception as e:  # a crash of a check is its failure
                return [f"{type(e).__name__}: {e}"]
        results.append((label, attempt()))  # one run: the checks wait for states and events, never for time

    for label, flags in CASES:
        def values(flags=flags, label=label):
            page = Page(browser, rg, flags, workdir, "rg-" + label, mutate, freeze=True)
            return values_case(page, rg, flags, f"values/{label}")
        check(f"values/{label}", values)

    material = ["--style", "material"]

    def drag():
        page = Page(browser, rg, material, workdir, "rg-drag", mutate)
        left, top, w, h, _ = HOSTS["sq"]
        errors = []
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": left + 50, "y": top + 50, "duration": 0}, {"type": "pointerDown", "button": 0},
            {"type": "pause", "duration": 300}, {"type": "pointerMove", "x": left + w + 60, "y": top + 50, "duration": 0},
            {"type": "pause", "duration": 200}]}], release=False)
        # The ripple's opacity relative to material's .12 (the drag fades the press's container).
        seen = ("const c=document.querySelector('#sq>rg-drag-c'),i=c&&c.firstElementChild;"
                "return i?+getComputedStyle(i).opacity*getComputedStyle(c).opacity/.12:-1")
        out = browser.js(seen)
        if not (0 <= out < 0.05):
            errors.append(f"dragged out: opacity {out} (expected faded out to 0)")
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": left + 60, "y": top + 60, "duration": 0}, {"type": "pause", "duration": 200}]}], release=False)
        back = browser.js(seen)
        if not back > 0.95:
            errors.append(f"dragged back in: opacity {back} (expected faded in to 1)")
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": left + w + 60, "y": top + 60, "duration": 0}, {"type": "pointerUp", "button": 0}]}])
        left_over = browser.js("return document.querySelectorAll('#sq rg-drag-c>i').length")
        if left_over != 0:
            errors.append(f"released outside: {left_over} ripple element(s) left (expected none at once)")
        return errors
    check("drag", drag)

    def keyboard():
        page = Page(browser, rg, material, workdir, "rg-key", mutate, freeze=True)
        left, top, w, h, _ = HOSTS["wide"]
        browser.js("document.getElementById('wide').focus()")
        page.clear_events()
        page.actions([{"type": "key", "id": "kb", "actions": [{"type": "keyDown", "value": "\ue007"}, {"type": "pause", "duration": 120},
                                                              {"type": "keyUp", "value": "\ue007"}]}])
        data = page.measure("wide")
        ev = {e[0]: e for e in data["ev"]}
        if data["count"] != 1 or "keyup" not in ev:
            return [f"{data['count']} ripples after Enter (expected 1)"]
        hold = (ev["keyup"][1] - ev["keydown"][1]) / 1000
        size = data["size"]
        expected = evaluate(rg, material, size, (size[0] / 2, size[1] / 2), hold, TIMES)
        return compare(data["out"], expected, TIMES, "keyboard")[:5]
    check("keyboard", keyboard)

    def twice():
        page = Page(browser, rg, material, workdir, "rg-twice", mutate, freeze=True)
        left, top, w, h, _ = HOSTS["sq"]
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": left + 30, "y": top + 30, "duration": 0}, {"type": "pointerDown", "button": 0},
            {"type": "pause", "duration": 20}, {"type": "pointerUp", "button": 0}, {"type": "pause", "duration": 40},
            {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 20}, {"type": "pointerUp", "button": 0}]}])
        count = browser.js("return document.querySelectorAll('#sq rg-twice-c>i').length")
        return [] if count == 2 else [f"{count} ripple elements after two presses (expected 2)"]
    check("twice", twice)

    def end():
        # The end: the container goes and `rippleend` fires when the press's last animation ends (the release,
        # taken in place, lengthens the one it extends), at the model's endTime for that hold: not before it, not
        # long after it, and never at a finish event from before the release extended that animation.
        import pages
        errors = []
        left, top, w, h, _ = HOSTS["sq"]
        # The literal rule released late (600 ms): the ripple vanishes at its release.
        for label, flags, hold_ms in (("material", material, 30), ("material", material, 600),
                                      ("material-literal", material + ["--release-rule", "literal"], 600),
                                      ("splash", ["--style", "splash"], 30), ("fill", ["--style", "fill"], 20)):
            page = Page(browser, rg, flags, workdir, "rg-end-" + label, mutate)
            browser.js(END_RECORD_JS)
            page.clear_events()
            page.press(left + 30, top + 40, hold_ms)
            if not pages.wait_until(browser, f"return {ENDS}.length>0", 3.0):
                left_over = browser.js("return document.querySelectorAll('#sq>'+arguments[0]+'-c').length", "rg-end-" + label)
                errors.append(f"{label} held {hold_ms} ms: no rippleend within 3 s of the release ({left_over} container(s) left)")
                continue
            ev = {e[0]: e for e in browser.js("return JSON.parse(document.documentElement.dataset.ev||'[]')")}
            ended = browser.js(f"return {ENDS}[0]") - ev["pointerdown"][1]
            hold = (ev["pointerup"][1] - ev["pointerdown"][1]) / 1000 if held(flags) else None
            size = browser.js("const r=document.getElementById('sq').getBoundingClientRect();return [r.width,r.height]")
            expected = 1000 * end_time(rg, flags, size, (ev["pointerdown"][2] - left, ev["pointerdown"][3] - top), hold)
            END_SEEN.append(f"{label}/{hold_ms}: {ended - expected:+.0f}")
            if not expected - END_EARLY_MS <= ended <= expected + END_LATE_MS:
                errors.append(f"{label} held {hold_ms} ms: rippleend {ended:.0f} ms after the press, the model ends at {expected:.0f} ms")
            if (n := browser.js(f"return document.querySelectorAll('#sq>rg-end-{label}-c').length")) != 0:
                errors.append(f"{label} held {hold_ms} ms: {n} container(s) left after rippleend")
        # A stale finish event: the press animations finish (their finish events queued), then the release comes in
        # the same task and extends the opacity's; its finish event from 225 ms must not end the ripple, which has
        # 150 ms of fade left.
        page = Page(browser, rg, material, workdir, "rg-end-stale", mutate)
        browser.js(END_RECORD_JS)
        started = browser.js_async(STALE_JS, "rg-end-stale")
        if started is None:
            return errors + ["stale: no ripple from a dispatched pointerdown"]
        if not pages.wait_until(browser, f"return {ENDS}.length>0", 3.0):
            return errors + ["stale: no rippleend within 3 s of the release"]
        ended = browser.js(f"return {ENDS}[0]") - started
        END_SEEN.append(f"stale: {ended:.0f} ms of 150")
        if ended < STALE_MIN_MS:
            errors.append(f"stale: rippleend {ended:.0f} ms after a release that left 150 ms of fade (the finish event "
                          "from before the release, at the press phase's end, ended it)")
        # The literal rule released late, its animations finished before the release and still finished after it:
        # the ripple vanishes at the release, with or without a finish event (LATE_SCRIPT).
        Page(browser, rg, material + ["--release-rule", "literal"], workdir, "rg-end-late", mutate, head=LATE_SCRIPT)
        browser.js(END_RECORD_JS)
        browser.js("document.dispatchEvent(new CustomEvent('rg-late', {detail: arguments[0]}))", "rg-end-late")
        if not pages.wait_until(browser, "return !!document.documentElement.dataset.late", 3.0):
            return errors + ["late: the press's animations never finished (no finish event within 3 s)"]
        late = browser.js("return JSON.parse(document.documentElement.dataset.late)")
        if late is None:
            return errors + ["late: no ripple from a dispatched pointerdown"]
        if not pages.wait_until(browser, f"return {ENDS}.length>0", 3.0):
            return errors + ["late: no rippleend within 3 s of a release past the end whose animations had finished "
                             "and stayed finished (it waited for a finish event: none comes for animations that stay finished)"]
        ended = browser.js(f"return {ENDS}[0]") - late[0]
        END_SEEN.append("late: " + ("in the release's dispatch" if late[1] else f"{ended:.0f} ms after the release"))
        if ended > END_LATE_MS:
            errors.append(f"late: rippleend {ended:.0f} ms after a release past the end (expected at the release)")
        return errors
    check("end", end)

    if browser.name in TOUCH:
        def touch():
            # Real touches: Chromium's from DevTools, Firefox's from Marionette's touch actions (trusted pointer
            # events of pointerType "touch" with their touch events). Only DevTools can cancel a touch.
            import pages
            page = Page(browser, rg, material, workdir, "rg-touch", mutate)
            left, top, w, h, _ = HOSTS["sq"]
            x, y = left + 40, top + 40
            if browser.name == "chromium":
                cdp = browser.driver.execute_cdp_cmd
                down = lambda: cdp("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
                up = lambda: cdp("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            else:
                finger = lambda release, *steps: page.actions([{"type": "pointer", "id": "finger", "parameters": {
                    "pointerType": "touch"}, "actions": list(steps)}], release=release)
                down = lambda: finger(False, {"type": "pointerMove", "x": x, "y": y, "duration": 0}, {"type": "pointerDown", "button": 0})
                up = lambda: finger(True, {"type": "pointerUp", "button": 0})
            count = "return document.querySelectorAll('#sq rg-touch-c>i').length"
            errors = []
            browser.js(TOUCH_RECORD_JS)
            down()
            # A touch's ripple waits out the delay: waited for, not timed; then when it started is read from the
            # page's clock (ripplestart less the touch-down's event time: a timer never fires early).
            if not pages.wait_until(browser, count.replace("return ", "return 1==")):
                errors.append(f"{browser.js(count)} ripples after touch-down (expected 1 once the delay is over)")
            late, kind = browser.js("const d=document.documentElement.dataset,e=JSON.parse(d.ev||'[]').find(e=>e[0]=='pointerdown');"
                                    f"return [{STARTS}[0]-(e?e[1]:NaN),e&&e[4]]")
            TOUCH_SEEN.append(late)
            if kind != "touch" or late is None or late < TOUCH_DELAY_MS - 2:
                errors.append(f"a held touch ({kind} pointer) started its ripple {late if late is None else round(late, 1)} ms "
                              f"after touch-down (expected after the {TOUCH_DELAY_MS} ms touch delay)")
            up()
            # The released ripple runs out and is removed (waited for, not timed); one pointerdown made one ripple.
            if not pages.wait_until(browser, count.replace("return ", "return 0=="), 3.0):
                errors.append(f"{browser.js(count)} ripple element(s) left 3 s after touch-end (expected the released ripple gone)")
            created = browser.js("return JSON.parse(document.documentElement.dataset.ev||'[]').filter(e=>e[0]=='pointerdown').length")
            if created != 1 or browser.js(TOUCH_STARTS) != 1:
                errors.append(f"after touch-end: {created} pointerdowns, {browser.js(TOUCH_STARTS)} ripplestart (expected one ripple)")
            # A quick tap (up as soon as the driver can: within the delay unless the machine is slow, a held touch
            # otherwise; pages/touch-delay's dispatched tap is certainly within it) ripples once, and that runs out.
            down(), up()
            if not pages.wait_until(browser, TOUCH_STARTS.replace("return ", "return 2=="), 3.0):
                errors.append(f"a quick tap: {browser.js(TOUCH_STARTS) - 1} ripplestart (expected one)")
            if not pages.wait_until(browser, count.replace("return ", "return 0=="), 3.0):
                errors.append(f"{browser.js(count)} ripple element(s) left 3 s after a tap (expected its ripple gone)")
            if browser.name != "chromium":
                return errors
            down()
            pages.wait_until(browser, count.replace("return ", "return 1<="))
            # The release is taken in place: the press animations' last end (ms after touch-down) moves from the
            # press phase's (material: 225 ms) to the release segment's (the hold then its 150 ms fade).
            ends = ("const c=[...document.querySelectorAll('#sq rg-touch-c')].pop();"
                    "return c?Math.max(...c.getAnimations({subtree:true}).map(a=>a.effect.getComputedTiming().endTime)):-1")
            pressed = browser.js(ends)
            cdp("Input.dispatchTouchEvent", {"type": "touchCancel", "touchPoints": []})
            released = browser.js(ends)
            if not released > pressed > 0:
                errors.append(f"after touchcancel the ripple's animations end at {released} ms, {pressed} ms before "
                              "(expected its release's later end)")
            if not pages.wait_until(browser, count.replace("return ", "return 0=="), 3.0):
                errors.append(f"{browser.js(count)} ripple element(s) left 3 s after touchcancel (expected the released ripple gone)")
            return errors
        check("touch", touch)

    def press_under(media: dict, flags: list[str], name: str, hold_ms: int, read):
        """A press on the square under emulated media features; `read()` runs before the emulation ends."""
        page = Page(browser, rg, flags, workdir, name, mutate, freeze=True)
        browser.emulate_media(media)
        try:
            left, top, w, h, _ = HOSTS["sq"]
            page.press(left + 20, top + 30, hold_ms)
            return read(page)
        finally:
            browser.emulate_media({})

    def last_ripple(name: str, expression: str) -> str:
        return f"const i=[...document.querySelectorAll('#sq {name}-c>i')].pop();return {expression}"

    def reduced():
        data = press_under(REDUCE, material, "rg-reduce", 100, lambda page: page.measure("sq", [0.05, 0.2]))
        errors = []
        for x, y, bw, bh, _ in data.get("out", []):
            if max(abs(x), abs(y), abs(bw - data["size"][0]), abs(bh - data["size"][1])) > 0.5:
                errors.append(f"box {x:.1f},{y:.1f} {bw:.1f}x{bh:.1f}: the ripple moves (expected a wash over the element)")
        return errors or ([] if data.get("count") else ["no feedback under reduced motion"])
    check("reduced-motion", reduced)

    def reduced_slow():
        rates = press_under(REDUCE, material + ["--reduced-motion", "slow"], "rg-slow", 100,
                            lambda page: browser.js(last_ripple("rg-slow", "i?i.getAnimations().map(a=>a.playbackRate):[]")))
        return [] if rates and all(abs(r - 0.25) < 1e-9 for r in rates) else [f"playback rates {rates} (expected 0.25 under --reduced-motion slow)"]
    check("reduced-motion-slow", reduced_slow)

    def forced():
        colors = press_under({"forced-colors": "active"}, material, "rg-forced", 300, lambda page: browser.js(last_ripple(
            "rg-forced", "[i&&getComputedStyle(i).backgroundColor,getComputedStyle(document.getElementById('probe')).color]")))
        return [] if colors[0] == colors[1] else [f"ripple painted {colors[0]}, CanvasText is {colors[1]}"]
    check("forced-colors", forced)

    def clip():
        page = Page(browser, rg, material + ["--color", "#ff0000", "--opacity", "1"], workdir, "rg-clip", mutate, freeze=True)
        left, top, w, h, radius = HOSTS["round"]
        page.press(left + w / 2, top + h / 2, 600)
        page.measure("round", [0.3])
        next_frames(browser)  # the seeked ripple painted
        shot = browser.screenshot(640, 480)
        corner = shot.getpixel((left + 3, top + 3))
        edge = shot.getpixel((left + w // 2, top + 3))
        errors = []
        if min(corner) < 240:
            errors.append(f"corner pixel {corner}: the ripple paints outside the rounded element")
        if not (edge[0] > 200 and edge[1] < 80):
            errors.append(f"top-edge pixel {edge}: the ripple does not reach the element's edge")
        return errors
    check("clip", clip)

    def transformed():
        # The element inside a translated and scaled parent, on a scrolled page: the press point and the size
        # come out in the element's own pixels (client coordinates ÷ the scale).
        page = Page(browser, rg, material, workdir, "rg-tf", mutate, freeze=True)
        scale = 1.5
        browser.js("const w=document.body.appendChild(document.createElement('div')),h=document.getElementById('sq');"
                   "w.style.cssText='position:absolute;left:0;top:40px;transform:translate(20px,10px) scale(1.5);transform-origin:0 0';"
                   "h.style.left='10px';h.style.top='10px';h.style.width='120px';h.style.height='80px';w.append(h);"
                   "document.body.style.height='2000px';scrollTo(0,30)")
        rect = browser.js("const r=document.getElementById('sq').getBoundingClientRect();return [r.left,r.top,r.width,r.height]")
        errors = []
        for (fx, fy, hold_ms) in ((0.2, 0.3, 150), (0.8, 0.6, 600)):
            page.clear_events()
            page.press(rect[0] + fx * rect[2], rect[1] + fy * rect[3], hold_ms)
            data = page.measure("sq")
            ev = {e[0]: e for e in data["ev"]}
            left, top = rect[0], rect[1]
            size = (data["size"][0] / scale, data["size"][1] / scale)
            origin = ((ev["pointerdown"][2] - left) / scale, (ev["pointerdown"][3] - top) / scale)
            hold = (ev["pointerup"][1] - ev["pointerdown"][1]) / 1000
            measured = [[x / scale, y / scale, w / scale, h / scale, o] for x, y, w, h, o in data["out"]]
            expected = evaluate(rg, material, size, origin, hold, TIMES)
            errors += [f"at ({origin[0]:.0f},{origin[1]:.0f}) of {size[0]:g}x{size[1]:g}: {e}" for e in compare(measured, expected, TIMES, "transformed")][:3]
            page.finish("sq")
        return errors
    check("transformed", transformed)

    def current_color():
        page = Page(browser, rg, material + ["--color", "currentColor"], workdir, "rg-cc", mutate)
        left, top, w, h, _ = HOSTS["sq"]
        browser.js("document.getElementById('sq').style.color='#ff0000'")
        page.press(left + 20, top + 30, 200)
        paint = browser.js("const i=[...document.querySelectorAll('#sq rg-cc-c>i')].pop();return i&&getComputedStyle(i).backgroundColor")
        errors = [] if paint == "rgb(255, 0, 0)" else [f"web ripple painted {paint}, the element's text colour is rgb(255, 0, 0)"]
        svg = run([rg, "--style", "ring", "--format", "css", "--color", "currentColor"])
        fill = browser.js("const d=document.body.appendChild(document.createElement('div'));d.style.color='#00ff00';"
                          "d.innerHTML=arguments[0].replace(/^<\\?xml[^>]*>/,'');const s=getComputedStyle(d.querySelector('ellipse,circle')).stroke;"
                          "d.remove();return s", svg)
        if fill != "rgb(0, 255, 0)":
            errors.append(f"inline SVG ring stroked {fill}, the text colour is rgb(0, 255, 0)")
        return errors
    check("current-color", current_color)

    def module():
        errors = []
        for attrs in ('type="module" ', "defer "):
            page = Page(browser, rg, material, workdir, "rg-mod", mutate, script_attrs=attrs, freeze=True)
            left, top, w, h, _ = HOSTS["sq"]
            page.press(left + 20, top + 20, 50)
            if page.measure("sq", [0.1])["count"] != 1:
                errors.append(f"<script {attrs.strip()}>: no ripple")
        return errors
    check("module", module)

    import decor
    import pages
    pages.add_checks(check, browser, rg, workdir, mutate)
    decor.add_checks(check, browser, rg, workdir, mutate)
    # `<rg-ripple>` and the framework pages (issue 36).
    import element
    import frameworks
    import layouts
    for label, body in element.CHECKS + frameworks.CHECKS + layouts.CHECKS:
        check(label, lambda body=body: body(browser, rg, workdir, mutate))
    return results


class MutationMissed(RuntimeError):
    """A mutant's edit found nothing to change: the self-test line fails (it never counts as the check catching it)."""


def edit(path: Path, old: str, new: str) -> None:
    """A mutant's edit: `old` (which must be there) becomes `new` in the file."""
    text = path.read_text()
    if old not in text:
        raise MutationMissed(f"mutation target {old!r} not in {path.name}")
    path.write_text(text.replace(old, new))


def edit_re(path: Path, pattern: str, new, count: int | None = 1) -> None:
    """A mutant's edit by regular expression: `§` in `pattern` stands for a minified identifier (esbuild's names
    change from build to build; the mutants must not). It must match `count` times (None: at least once), so a
    mutant can never pass by not mutating."""
    import re
    text, n = re.subn(pattern.replace("§", r"[\w$]+"), new, path.read_text())
    if n == 0 or (count is not None and n != count):
        raise MutationMissed(f"mutation target /{pattern}/ matched {n} times in {path.name} (expected {count or 'some'})")
    path.write_text(text)


def edit_engine(js: Path, pattern: str, new, count: int | None = 1) -> None:
    """`edit_re` on the classic script and on the module beside it (FILE.mjs), the same engine."""
    for path in (js, js.with_suffix(".mjs")):
        edit_re(path, pattern, new, count)


def wrap_export(mjs: Path, name: str, wrapper: str) -> None:
    """A mutant of the module's API: its export `name` becomes `wrapper`, a JS expression of `f` (the engine's own
    function), whatever the minifier named things."""
    import re
    text = mjs.read_text()
    found = re.findall(rf"\b([\w$]+) as {name}\b", text)
    if len(found) != 1:
        raise MutationMissed(f"export {name} found {len(found)} times in {mjs.name}")
    text = re.sub(rf"\b[\w$]+ as {name}\b", f"__{name} as {name}", text)
    mjs.write_text(text + f"\nvar __{name}=(f=>{wrapper})({found[0]});\n")


NO_CANCEL = "no pointercancel"


def mutants() -> list[tuple[str, list[str], object]]:
    """(name, checks that must fail, mutate(css_path, js_path)); the real pages' ones come from pages.py, the
    decorations' from decor.py. The script's edits are against the minified engine with the style's program in
    it (FILE.js, FILE.mjs)."""
    import decor
    import element
    import frameworks
    import layouts
    import pages
    import re

    def wrong_curve(css, js):
        edit_engine(js, re.escape('"cubic-bezier(.42,0,.58,1)"'), '"linear"', None)

    def no_cancel(css, js):
        edit_engine(js, " pointercancel", "")

    def touch_at_once(css, js):
        # A touch taken for a mouse: its ripple starts at touch-down, no delay.
        edit_engine(js, '"touch"', '"no-such-type"')

    def early_fade(css, js):
        # The release's fade begins at the hold, not after the expansion (the cut `P0=Math.max(h,.225)`).
        edit_engine(js, re.escape('P0=Math.max(h,.225)'), 'P0=h')

    def unclipped(css, js):
        # The container's clip (masked unless the engine marks it unbounded: `&:not([u]){…}`) taken away.
        edit(css, "&:not([u]){overflow:hidden;-webkit-mask-image:-webkit-radial-gradient(#fff,#000)}", "")

    def at_load(css, js):
        # Each element's rectangle as it was when the script ran (before the page resized it) is what a press reads.
        js.write_text(js.read_text() + 'document.querySelectorAll(".t").forEach(h=>{const r=h.getBoundingClientRect();'
                      'h.getBoundingClientRect=()=>r})\n')

    def wrong_paint(css, js):
        edit(css, "background:var(--rg-material-color,#000)", "background:var(--rg-material-color,#00f)")

    def unscaled(css, js):
        # Client pixels taken for the element's own: right until a parent is scaled.
        edit_engine(js, r"\*§\.offsetWidth/§\.width", "")
        edit_engine(js, r"\*§\.offsetHeight/§\.height", "")

    # The end (press-dom.js `done`): the animation that ends last `_` (the reduce over the press's animations, one
    # per layer or none, each with its end `e`) ends the ripple `M()` at its finish event, unless that event is from
    # before the release extended it (`currentTime >= e - 1`), or at once when the release `§` is past that end.
    done = (r"\((§)=(§)\.reduce\(\((§),(§)\)=>\4\?\.e>\3\.e\?\4:\3,\{e:-1\}\)\)=>\1\.e<0\|\|\1\.e<=(§)\+1\?(§)\(\):"
            r"\1\.onfinish=(§)=>\7\.currentTime>=\1\.e-1&&\6\(\)")
    last = r"(\1=\2.reduce((\3,\4)=>\4?.e>\3.e?\4:\3,{e:-1}))=>\1.e<0||\1.e<=\5+1?\6():"

    def never_ends(css, js):
        # No finish event ends it (a ripple without animations still does).
        edit_engine(js, done, last + "0")

    def first_finish(css, js):
        # Every animation's finish event ends it, whenever it is from: the first to finish (a stale event from
        # before the release, or another layer's) cuts the release's fade.
        edit_engine(js, done, last + r"\2.map(\7=>\7&&(\7.onfinish=\6))")

    def stale_finish(css, js):
        # The last animation's finish event ends it, whenever it is from.
        edit_engine(js, done, last + r"\1.onfinish=\6")

    def late_release(css, js):
        # A release past the end waits for a finish event, as the animation that ends last had one before: none
        # comes for an animation finished before its timing changed and still finished after (LATE_SCRIPT).
        edit_engine(js, done, r"(\1=\2.reduce((\3,\4)=>\4?.e>\3.e?\4:\3,{e:-1}))=>\1.e<0?\6():\1.onfinish=\7=>\7.currentTime>=\1.e-1&&\6()")

    return [
        ("wrong curve", ["values/material"], wrong_curve),
        ("ignores a scaled parent", ["transformed"], unscaled),
        ("wrong paint (only the pixels see it)", ["values/material"], wrong_paint),
        (NO_CANCEL, ["touch"], no_cancel),
        ("a touch ripples at once", ["touch"], touch_at_once),
        ("fade before the expansion ends", ["values/material"], early_fade),
        ("unclipped corners", ["clip"], unclipped),
        ("measures at load", ["values/material"], at_load),
        ("the end never comes", ["end"], never_ends),
        ("the end at the first finish event", ["end"], first_finish),
        ("a stale finish event ends the ripple", ["end"], stale_finish),
        ("a release past the end waits for a finish event", ["end"], late_release),
    ] + pages.mutants() + decor.mutants() + element.mutants() + frameworks.mutants() + layouts.mutants()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--browser", choices=("chromium", "firefox", "webkit"), action="append")
    p.add_argument("--self-test", action="store_true")
    p.add_argument("--only", action="append", help="this check, or the checks under it (values, values/fill; repeatable); "
                                                    "with --self-test: the mutants those checks must catch")
    args = p.parse_args(argv)
    _bootstrap()
    # pages.py and decor.py import this module: one module, so they see the server, the slack and WORST.
    sys.modules.setdefault("press", sys.modules[__name__])
    sys.path.insert(0, str(HERE))
    import drivers
    import serve
    rg = os.environ.get("RIPPLEGEN", str(ROOT / ".build/debug/ripplegen"))
    passed = failed = 0
    for name in args.browser or ["chromium", "firefox", "webkit"]:
        browser = drivers.BROWSERS[name]()
        try:
            browser.start()
        except drivers.BrowserUnavailable as e:
            print(f"{name}: unavailable: {e}")
            return 2
        try:
            with tempfile.TemporaryDirectory() as tmp, serve.Served(Path(tmp)) as server:
                global SERVER
                SERVER = server
                if args.self_test:
                    for label, must_fail, mutate in mutants():
                        # Touch where the driver performs it, a cancelled touch in Chromium alone (DevTools); Trusted
                        # Types only where the engine enforces them.
                        if must_fail == ["touch"] and (name not in TOUCH or label == NO_CANCEL and name != "chromium"):
                            continue
                        # --only: the mutants of those checks.
                        if args.only and not any(m == o or m.startswith(o.rstrip("/") + "/") for m in must_fail for o in args.only):
                            continue
                        if must_fail == ["pages/trusted-types"] and not browser.js("return !!window.trustedTypes"):
                            print(f"SKIP {name} self-test/{label}: {name} {browser.version} does not enforce Trusted Types")
                            continue
                        # One run: a mutant must be shown failing its check.
                        try:
                            results = checks(browser, rg, Path(tmp), mutate, only=must_fail)
                            caught = [lbl for lbl, errors in results if errors]
                            ok = bool(results) and set(caught) >= set(must_fail)
                        except MutationMissed as e:
                            failed += 1
                            print(f"FAIL {name} self-test/{label}: the mutation did not apply: {e}")
                            continue
                        passed, failed = passed + ok, failed + (not ok)
                        first = next((errors[0] for lbl, errors in results if errors), "")
                        print(f"{'PASS' if ok else 'FAIL'} {name} self-test/{label}: "
                              + (f"caught by {', '.join(caught)} ({first[:110]})" if ok else "not caught"))
                else:
                    for label, errors in checks(browser, rg, Path(tmp), only=args.only):
                        ok = not errors
                        passed, failed = passed + ok, failed + (not ok)
                        worst = WORST.pop(label, None)
                        accuracy = f" (largest difference from the model: box {worst[0]:.3f} px, opacity {worst[1]:.4f})" if worst else ""
                        if label == "end" and END_SEEN:
                            accuracy = f" (rippleend less the model's end, ms: {', '.join(END_SEEN)})"
                            END_SEEN.clear()
                        if label == "touch" and TOUCH_SEEN:
                            accuracy = f" (a held touch's ripplestart {TOUCH_SEEN[-1]:.0f} ms after touch-down)"
                            TOUCH_SEEN.clear()
                        print(f"{'PASS' if ok else 'FAIL'} {name} press/{label}{accuracy}" + ("" if ok else ": " + "; ".join(errors[:4])))
        finally:
            browser.quit()
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and passed else 1


if __name__ == "__main__":
    sys.exit(main())
