"""The `media` part: the CSS format under emulated `prefers-reduced-motion: reduce` and `forced-colors: active`.

For every built-in style at its defaults with `--format css` (one report line per style × mode):

- reduce        (`--reduced-motion static`, the default) under reduced motion: no animation
                (`document.getAnimations()` is empty); every element the document's
                `@media (prefers-reduced-motion: reduce)` block names has that block's transform and opacity as
                its computed style; those values are a frame of the model (the time T of the first cycle whose
                `--evaluate` scale/opacity/translate equal them, to 2e-3) and each layer's measured box and
                opacity equal `--evaluate T`.
- reduce@0.2    (`--reduced-motion-at 0.2`) under reduced motion: no animation; boxes and opacity equal
                `--evaluate 0.2`; computed values equal the block's.
- reduce-slow   (`--reduced-motion slow`) under reduced motion: the same animations as the document's normal
                rules, each with 4× the duration and 4× the delay (`effect.getComputedTiming()`).
- reduce-none   (`--reduced-motion none`) under reduced motion: the normal animations, 1× timing, running.
- reduce/img    (the default document as an <img>: its own document, which no page rule reaches) under reduced
                motion: two screenshots 0.3 s apart are the same and equal the document shown inline beside it.
                Skipped in Chromium, whose DevTools emulation does not reach <img> documents.
- no-emulation  (default document, no emulation): the normal animations, 1× timing, running (sanity).
- forced-colors (default document) with `forced-colors: active` emulated: each shape's computed fill (or stroke,
                for stroked shapes) is CanvasText as the same page resolves it for `color: CanvasText`; without
                emulation it is the asset's own colour. Chromium is checked with both light and dark colour
                schemes (CanvasText black, then white), so no style's colour can pass by coincidence.

Chromium emulates with DevTools `Emulation.setEmulatedMedia`; Firefox with preferences set at run time through
Marionette (`ui.prefersReducedMotion`; `browser.display.document_color_use = 2` with a distinctive foreground
colour for forced colours), which needs Firefox started with -remote-allow-system-access (drivers.py does).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Optional

import checks
import drivers
import rgtool
import serve
from checks import Errors
from conformance import TWINS_JS, Line, _measure, _safe, page, strip_prolog, svg_size
from drivers import Browser, BrowserUnavailable
from rgtool import Ripplegen, fmt_time, parse_clock

REDUCE = {"prefers-reduced-motion": "reduce"}
MODES = ("reduce", "reduce@0.2", "reduce-slow", "reduce-none", "reduce/img", "no-emulation", "forced-colors")
IMG_DECODED_JS = ("const done = arguments[arguments.length - 1]; const i = document.images[0];"
                  "i.decode().catch(() => null).then(() => requestAnimationFrame(() => requestAnimationFrame(() => "
                  "done([i.complete, i.naturalWidth]))));")
# Resolves after two frames of the page (what was laid out is painted: a decoded image, a twin just loaded).
PAINTED_JS = ("const done = arguments[arguments.length - 1];"
              "requestAnimationFrame(() => requestAnimationFrame(() => done(true)));")
# Resolves when the document timeline has moved on by at least two frames from its value now.
TIMELINE_ADVANCES_JS = ("const done = arguments[arguments.length - 1]; const t0 = document.timeline.currentTime;"
                        "const step = (n) => requestAnimationFrame(() => n > 1 && document.timeline.currentTime > t0 "
                        "? done(document.timeline.currentTime - t0) : step(n + 1)); step(0);")
# The names of the animations of the twin's document (twins.js) that are not idle.
TWIN_ANIMATIONS_JS = ("const d = document.querySelector('iframe.rg-twin').contentDocument;"
                      "return d.getAnimations().filter((a) => a.playState !== 'idle').map((a) => a.animationName || a.id || '?');")
# Browsers whose emulation cannot reach a document inside an <img> (measured: the ring's CSS document as an <img>
# keeps animating, 12 % of its pixels changing between shots 0.23 s apart, under DevTools' reduced motion).
IMG_UNREACHED = {"chromium": "DevTools Emulation.setEmulatedMedia does not reach documents inside an <img> "
                             "(measured: the <img> keeps animating under emulated reduced motion)"}
AT = 0.2
SLOW_FACTOR = 4.0
MATCH_TOLERANCE = 2e-3     # the block's values (4 decimals) against the model's at the found time
COMPUTED_TOLERANCE = 1e-3  # computed transform/opacity against the block's values
TIMING_TOLERANCE_MS = 1.0
# How WebKit gets each mode (its driver emulates nothing; drivers.WebKit).
WEBKIT_HOW = {"reduce": "WebKit's own matching (GTK animations off)",
              "forced": "page's media rules rewritten (WebKit has no forced colours), dark: root color-scheme"}
PROBE = '<span id="canvastext-probe" style="color: CanvasText">CanvasText</span>'

STATE_JS = r"""
const svg = document.querySelector('svg');
const anims = document.getAnimations().map((a) => {
  const t = a.effect.getComputedTiming();
  const target = a.effect.target;
  return {name: a.animationName || a.id || '?', playState: a.playState, duration: t.duration, delay: t.delay,
          iterations: t.iterations, currentTime: a.currentTime,
          target: target ? (target.getAttribute('class') || target.localName) : null};
});
// A paint attribute as the element inherits it (minified documents write the layers' shared paint on the root).
const inherited = (el, name) => {
  for (let n = el; n && n.getAttribute; n = n.parentNode) {
    const v = n.getAttribute(name);
    if (v !== null) return v;
  }
  return null;
};
const classed = Array.from(svg.querySelectorAll('[class]')).map((el) => {
  const cs = getComputedStyle(el);
  return {cls: el.getAttribute('class'), tag: el.localName, transform: cs.transform, opacity: parseFloat(cs.opacity),
          fillAttr: inherited(el, 'fill'), strokeAttr: inherited(el, 'stroke'), fill: cs.fill, stroke: cs.stroke};
});
return {
  reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
  forced: matchMedia('(forced-colors: active)').matches,
  canvasText: getComputedStyle(document.getElementById('canvastext-probe')).color,
  animations: anims,
  classed: classed,
};
"""


# ----------------------------------------------------------------------------------------------------------
# What the document says

def style_text(doc: str) -> str:
    m = re.search(r"<style\b[^>]*>(.*?)</style>", doc, re.S)
    if not m:
        return ""
    return m.group(1).replace("<![CDATA[", "").replace("]]>", "")


def media_block(css: str, query: str) -> Optional[str]:
    """The body of the first `@media QUERY { … }` block (brace-matched), or None."""
    m = re.search(r"@media\s*\(\s*" + re.escape(query).replace(r"\ ", r"\s*") + r"\s*\)\s*\{", css)
    if not m:
        return None
    depth, i = 1, m.end()
    while i < len(css) and depth:
        depth += {"{": 1, "}": -1}.get(css[i], 0)
        i += 1
    return css[m.end():i - 1]


def without_media(css: str) -> str:
    out, i = [], 0
    for m in re.finditer(r"@media[^{]*\{", css):
        if m.start() < i:
            continue
        out.append(css[i:m.start()])
        depth, j = 1, m.end()
        while j < len(css) and depth:
            depth += {"{": 1, "}": -1}.get(css[j], 0)
            j += 1
        i = j
    out.append(css[i:])
    return "".join(out)


def class_rules(css: str) -> dict[str, dict[str, str]]:
    """`.cls { prop: value; … }` → {cls: {prop: value}} (no nesting; keyframes are skipped)."""
    rules: dict[str, dict[str, str]] = {}
    for m in re.finditer(r"(?<![\w-])\.([A-Za-z_][\w-]*)\s*\{([^{}]*)\}", css):
        decls = {}
        for d in m.group(2).split(";"):
            if ":" in d:
                k, v = d.split(":", 1)
                decls[k.strip()] = v.strip()
        rules.setdefault(m.group(1), {}).update(decls)
    return rules


def animations(rules: dict[str, dict[str, str]]) -> dict[str, tuple[float, float]]:
    """{keyframes name: (duration s, delay s)} from the `animation` shorthands of the rules."""
    out = {}
    for decls in rules.values():
        value = decls.get("animation")
        if not value or value == "none":
            continue
        # Split the animation list at top-level commas only (a cubic-bezier() has commas of its own).
        for part in re.split(r",(?![^(]*\))", value):
            words = part.split()
            times = [parse_clock(w) for w in words[1:] if re.fullmatch(r"-?\d+(\.\d+)?m?s", w)]
            if words and times:
                out[words[0]] = (times[0], times[1] if len(times) > 1 else 0.0)
    return out


def transform_matrix(value: str) -> list[float]:
    """A CSS transform list of translate()/scale() (or matrix()/none) → [a, b, c, d, e, f]."""
    m = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
    if not value or value.strip() == "none":
        return m
    for fn, args in re.findall(r"([a-zA-Z]+)\(([^)]*)\)", value):
        nums = [float(re.sub(r"(px|deg)$", "", a.strip())) for a in re.split(r"[\s,]+", args.strip()) if a.strip()]
        if fn == "matrix":
            n = nums
        elif fn == "scale":
            n = [nums[0], 0.0, 0.0, nums[1] if len(nums) > 1 else nums[0], 0.0, 0.0]
        elif fn == "translate":
            n = [1.0, 0.0, 0.0, 1.0, nums[0], nums[1] if len(nums) > 1 else 0.0]
        else:
            raise ValueError(f"unsupported transform function {fn}() in {value!r}")
        a, b, c, d, e, f = m
        m = [a * n[0] + c * n[1], b * n[0] + d * n[1], a * n[2] + c * n[3], b * n[2] + d * n[3],
             a * n[4] + c * n[5] + e, b * n[4] + d * n[5] + f]
    return m


def _rgb(value: Optional[str]) -> Optional[tuple[int, int, int]]:
    if not value:
        return None
    v = value.strip().lower()
    m = re.fullmatch(r"#([0-9a-f]{3}|[0-9a-f]{6})", v)
    if m:
        h = m.group(1)
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)
    m = re.match(r"rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)", v)
    if m:
        return int(m.group(1)), int(m.group(2)), int(m.group(3))
    return None


# ----------------------------------------------------------------------------------------------------------

class StyleDocs:
    def __init__(self, rg: Ripplegen, style: str, mutate: Optional[Callable[[str, str], str]] = None):
        self.style = style
        name, _, variant = style.partition("+")  # "ring+minify": the style with --minify
        self.flags = ["--style", name, "--format", "css"] + (["--minify"] if variant == "minify" else [])
        variants = {"static": [], "at": ["--reduced-motion-at", fmt_time(AT)], "slow": ["--reduced-motion", "slow"],
                    "none": ["--reduced-motion", "none"]}
        self.docs = {}
        for key, extra in variants.items():
            doc = rg.run([*self.flags, *extra])
            self.docs[key] = mutate(key, doc) if mutate else doc
        self.smil = rg.document(["--style", name], "smil")


def _load(browser: Browser, workdir: Path, name: str, doc: str) -> dict:
    path = workdir / f"{_safe(name)}.html"
    path.write_text(page(name, strip_prolog(doc) + PROBE))
    browser.load(path.as_uri())
    return browser.js(STATE_JS)


def _check_emulation(state: dict, e: Errors, reduce: bool, forced: bool = False) -> None:
    if state["reduce"] != reduce:
        e.violations.append(f"matchMedia('(prefers-reduced-motion: reduce)') is {state['reduce']}, expected {reduce}: "
                            f"the emulation is not in effect")
    if state["forced"] != forced:
        e.violations.append(f"matchMedia('(forced-colors: active)') is {state['forced']}, expected {forced}: "
                            f"the emulation is not in effect")


def _check_block(doc: str, state: dict, e: Errors) -> dict[str, dict[str, str]]:
    """Computed transform/opacity of every element the reduce block names equal the block's values."""
    css = style_text(doc)
    block = media_block(css, "prefers-reduced-motion: reduce")
    if block is None:  # minified documents use the boolean form, true exactly for `reduce`
        block = media_block(css, "prefers-reduced-motion")
    if block is None:
        e.violations.append("the document has no @media (prefers-reduced-motion: reduce) block")
        return {}
    rules = class_rules(block)
    for cls, decls in rules.items():
        elements = [c for c in state["classed"] if cls in c["cls"].split()]
        if not elements:
            e.violations.append(f"the block names .{cls}, which no element has")
        for el in elements:
            if "transform" in decls:
                want, got = transform_matrix(decls["transform"]), transform_matrix(el["transform"])
                err = max(abs(a - b) for a, b in zip(want, got))
                if not err <= COMPUTED_TOLERANCE * max(1.0, max(abs(v) for v in want)):
                    e.violations.append(f".{cls} computed transform {el['transform']} ≠ the block's "
                                        f"{decls['transform']} (max |Δ| {err:.4f})")
            if "opacity" in decls:
                err = abs(float(decls["opacity"]) - el["opacity"])
                e.opacity = max(e.opacity, err)
                if not err <= COMPUTED_TOLERANCE:
                    e.violations.append(f".{cls} computed opacity {el['opacity']:.4f} ≠ the block's {decls['opacity']}")
    return rules


def _no_animations(state: dict, e: Errors, notes: list[str]) -> None:
    notes.append(f"{len(state['animations'])} animations")
    if state["animations"]:
        names = ", ".join(f"{a['name']} ({a['playState']})" for a in state["animations"][:4])
        e.violations.append(f"{len(state['animations'])} animation(s) under reduced motion, expected none: {names}")


def _layer_classes(state: dict) -> list[str]:
    """The layer shapes' classes in document order (layer i ↔ the i-th shape with a class)."""
    return [c["cls"].split()[0] for c in state["classed"]
            if c["tag"] in ("circle", "ellipse", "path", "rect", "polygon", "polyline", "line")]


def _model_time(rg: Ripplegen, sd: StyleDocs, rules: dict, layer_classes: list[str],
                state: Optional[dict] = None) -> tuple[Optional[float], float]:
    """The time of the first cycle at which the model's layers have the block's scale/opacity/translate.

    A minified block leaves out a value the element already has; for a layer the block names, such a
    value is taken from the element's computed style (which `_check_block` compared with the block)."""
    computed = {c["cls"].split()[0]: c for c in (state or {}).get("classed", [])}
    targets = []
    for i, cls in enumerate(layer_classes):
        decls = dict(rules.get(cls, {}))
        if decls and cls in computed:
            decls.setdefault("transform", computed[cls]["transform"])
            decls.setdefault("opacity", str(computed[cls]["opacity"]))
        if "transform" in decls:
            targets.append((i, "scale", transform_matrix(decls["transform"])[0]))
        if "opacity" in decls:
            targets.append((i, "opacity", float(decls["opacity"])))
        move = rules.get(cls + "-move", rules.get(cls + "-m", {}))
        if "transform" in move:
            mm = transform_matrix(move["transform"])
            targets.append((i, "tx", mm[4]))
            targets.append((i, "ty", mm[5]))
    if not targets:
        return None, float("inf")

    def error(layers: list[dict]) -> float:
        worst = 0.0
        for i, key, want in targets:
            if i >= len(layers):
                return float("inf")
            layer = layers[i]
            got = {"scale": layer["scale"], "opacity": layer["opacity"],
                   "tx": layer["translate"][0], "ty": layer["translate"][1]}[key]
            worst = max(worst, abs(got - want))
        return worst

    cycle, begin = rgtool.smil_timing(sd.smil)
    stop = max(0.0, begin) + cycle
    best_t, best_err = None, float("inf")
    for step, span in ((0.001, None), (0.00001, 0.0012)):
        if span is None:
            grid = [round(i * step, 6) for i in range(int(stop / step) + 1)]
        else:
            grid = [round(best_t + (i - int(span / step)) * step, 6) for i in range(2 * int(span / step) + 1)]
            grid = [t for t in grid if 0 <= t <= stop]
        frames = rg.evaluate(sd.flags, grid)["frames"]
        for f in frames:
            err = error(f["layers"])
            if err < best_err:
                best_t, best_err = f["t"], err
    return best_t, best_err


def _compare_boxes(browser: Browser, rg: Ripplegen, flags: list[str], t: float, e: Errors) -> None:
    expected = rg.evaluate(flags, [t])["frames"][0]["layers"]
    svgs = _measure(browser, 0.0, False)
    checks.compare_frame(t, expected, svgs[0]["layers"], e)


def _check_timing(state: dict, expected: dict[str, tuple[float, float]], factor: float, e: Errors,
                  running: bool) -> str:
    got = {}
    for a in state["animations"]:
        got.setdefault(a["name"], a)
    if not expected:
        e.violations.append("the document declares no animation")
    if not state["animations"]:
        e.violations.append("no animation is running")
    for name, (duration, delay) in expected.items():
        a = got.get(name)
        if a is None:
            e.violations.append(f"animation {name} is missing (have {sorted(got)})")
            continue
        for what, want, have in (("duration", duration * 1000 * factor, a["duration"]),
                                 ("delay", delay * 1000 * factor, a["delay"])):
            if not isinstance(have, (int, float)) or abs(have - want) > TIMING_TOLERANCE_MS:
                e.violations.append(f"{name}: {what} {have} ms, expected {want:g} ms ({factor:g}× {what} of the "
                                    f"document's normal rule)")
        if running and a["playState"] not in ("running", "finished"):
            e.violations.append(f"{name}: playState {a['playState']}, expected running (or finished, when finite)")
    extra = sorted(set(got) - set(expected))
    if extra:
        e.violations.append(f"unexpected animations {extra}")
    durations = sorted({round(a["duration"]) for a in state["animations"] if isinstance(a["duration"], (int, float))})
    return f"{len(state['animations'])} animations, durations {', '.join(f'{d:g}' for d in durations)} ms"


def _check_advancing(browser: Browser, state: dict, e: Errors) -> str:
    """Running animations' currentTime grows with the document's animation clock: read again once the timeline
    has advanced (a few animation frames; no wall-clock pause)."""
    browser.js_async(TIMELINE_ADVANCES_JS)
    later = {a["name"]: a for a in browser.js(STATE_JS)["animations"]}
    advanced = 0
    for a in state["animations"]:
        b = later.get(a["name"])
        if b is None:
            continue
        if a["playState"] == "running" and b["playState"] == "running":
            if not (b["currentTime"] or 0) > (a["currentTime"] or 0):
                e.violations.append(f"{a['name']}: currentTime stays at {a['currentTime']} ms (not running)")
            else:
                advanced += 1
        elif b["playState"] == "finished" and a["iterations"] != float("inf") and a["iterations"] is not None:
            if not (b["currentTime"] or 0) > 0:
                e.violations.append(f"{a['name']}: finished at currentTime {b['currentTime']}")
            advanced += 1
        elif b["playState"] not in ("running", "finished"):
            e.violations.append(f"{a['name']}: playState {b['playState']}")
    return f"{advanced} advancing or finished"


def _painted(el: dict) -> list[tuple[str, str, Optional[str]]]:
    """[(property, computed value, attribute value)] for the painted properties of a shape."""
    out = []
    for prop, attr in (("fill", el["fillAttr"]), ("stroke", el["strokeAttr"])):
        if attr is None and prop == "stroke":
            continue
        if attr is not None and attr.strip() == "none":
            continue
        out.append((prop, el[prop], attr if attr is not None else "#000000"))
    return out


def _check_img(browser: Browser, workdir: Path, name: str, doc: str, e: Errors) -> str:
    """Under reduced motion the document as an <img> (its own document: no page rule or script reaches it)
    shows what the same document shows inline, whose still frame the `reduce` line proves; and it stands still:
    its twin (twins.js: the <img>'s own bytes in an <iframe>, again a document of its own) has no animation.
    An <img>'s document cannot be asked whether it animates, and screenshots some time apart would only sample
    the wall clock; its twin can."""
    w, h = svg_size(doc)
    src = workdir / f"{_safe(name)}-reduce.svg"
    src.write_text(doc)
    path = workdir / f"{_safe(name)}-reduce-img.html"
    path.write_text(page(name, f'<div style="position:absolute;left:0;top:0">{strip_prolog(doc)}</div>'
                               f'<img src="{src.name}" width="{w}" height="{h}" alt="" '
                               f'style="position:absolute;left:0;top:{h}px;display:block">'))
    browser.viewport(max(700, w), max(700, 2 * h))
    with serve.Served(workdir) as server:  # WebKit fetches no file: URL from a file: page
        browser.load(server.url(path))
        decoded = browser.js_async(IMG_DECODED_JS)
        if not (decoded[0] and decoded[1]):
            e.violations.append(f"the <img> is not decoded (complete, naturalWidth = {decoded})")
        shot = browser.screenshot(w, 2 * h)
        twin = browser.js_async(TWINS_JS, "img")
        if not twin or not twin[0]["twin"]:
            e.violations.append(f"the <img> has no seekable twin: {twin[0]['error'] if twin else 'none made'}")
            running = []
        else:
            running = browser.js(TWIN_ANIMATIONS_JS)
        browser.js_async(PAINTED_JS)
        twin_shot = browser.screenshot(w, 2 * h)
    if running:
        e.violations.append(f"the <img>'s document animates under reduced motion: its twin runs {len(running)} "
                            f"animation(s) ({', '.join(running[:3])})")
    inline = shot.crop((0, 0, w, h))
    checks.compare_pixels(0.0, shot.crop((0, h, w, 2 * h)), inline, e, "<img> (against the inline still)")
    checks.compare_pixels(0.0, twin_shot.crop((0, h, w, 2 * h)), inline, e, "<img>'s twin (against the inline still)")
    e.samples = 2
    return (f"<img>'s twin: {len(running)} animations; the <img> and its twin differ from the inline rendering in "
            f"{e.pixels * 100:.2f} % of pixels at most")


# ----------------------------------------------------------------------------------------------------------

def run_media(browser: Browser, rg: Ripplegen, workdir: Path, styles: Optional[list[str]] = None,
              mutate: Optional[Callable[[str, str], str]] = None, label: str = "media",
              modes: tuple[str, ...] = MODES, minified_too: bool = False) -> list[Line]:
    styles = styles or rg.styles()
    if minified_too:  # each style again with --minify (compact media queries, values left implicit)
        styles = list(styles) + [f"{s}+minify" for s in styles if "+" not in s]
    errors = {(s, m): Errors() for s in styles for m in modes}
    notes: dict[tuple[str, str], list[str]] = {k: [] for k in errors}
    skipped: dict[tuple[str, str], str] = {}
    docs: dict[str, StyleDocs] = {}
    for s in styles:
        try:
            docs[s] = StyleDocs(rg, s, mutate)
        except Exception as exc:
            for m in modes:
                errors[(s, m)].violations.append(f"error: {type(exc).__name__}: {exc}")

    def guarded(s: str, m: str, fn: Callable[[], None]) -> None:
        if s not in docs or m not in modes:
            return
        try:
            fn()
        except BrowserUnavailable as exc:
            skipped[(s, m)] = str(exc)
        except Exception as exc:
            errors[(s, m)].violations.append(f"error: {type(exc).__name__}: {exc}")

    browser.viewport(700, 700)
    shown = browser  # the browser the reduced-motion modes run in
    try:
        # 1. Reduced motion emulated.
        reduce_modes = [m for m in modes if m.startswith("reduce")]
        if reduce_modes:
            try:
                if browser.name == "webkit":
                    # WebKit's driver cannot emulate media, but WebKitGTK's own prefers-reduced-motion follows GTK's
                    # gtk-enable-animations, read at start: a second MiniBrowser started with it off is WebKit's
                    # real matching (drivers.WebKit), not a rewrite of the page.
                    shown = drivers.start_browser("webkit", reduced_motion=True)
                    shown.viewport(700, 700)
                else:
                    browser.emulate_media(REDUCE)
            except BrowserUnavailable as exc:
                for s in styles:
                    for m in reduce_modes:
                        skipped[(s, m)] = str(exc)
                reduce_modes = []
        for s in styles if reduce_modes else []:
            sd = docs.get(s)

            def static(s=s, sd=sd):
                e = errors[(s, "reduce")]
                state = _load(shown, workdir, f"{label}-{s}-reduce", sd.docs["static"])
                _check_emulation(state, e, True)
                _no_animations(state, e, notes[(s, "reduce")])
                rules = _check_block(sd.docs["static"], state, e)
                if rules:
                    t, err = _model_time(rg, sd, rules, _layer_classes(state), state)
                    if t is None or err > MATCH_TOLERANCE:
                        e.violations.append(f"the block's still frame is no frame of the model's first cycle "
                                            f"(closest t={t}, max |Δ| {err:.4f} > {MATCH_TOLERANCE})")
                    else:
                        notes[(s, "reduce")].append(f"still frame = model t={t:g} s (|Δ| {err:.5f})")
                        _compare_boxes(shown, rg, sd.flags, t, e)

            def at(s=s, sd=sd):
                e = errors[(s, "reduce@0.2")]
                state = _load(shown, workdir, f"{label}-{s}-reduce-at", sd.docs["at"])
                _check_emulation(state, e, True)
                _no_animations(state, e, notes[(s, "reduce@0.2")])
                _check_block(sd.docs["at"], state, e)
                _compare_boxes(shown, rg, sd.flags, AT, e)
                notes[(s, "reduce@0.2")].append(f"boxes/opacity vs --evaluate {AT:g}")

            def slow(s=s, sd=sd):
                e = errors[(s, "reduce-slow")]
                state = _load(shown, workdir, f"{label}-{s}-reduce-slow", sd.docs["slow"])
                _check_emulation(state, e, True)
                base = animations(class_rules(without_media(style_text(sd.docs["slow"]))))
                notes[(s, "reduce-slow")].append(_check_timing(state, base, SLOW_FACTOR, e, running=True)
                                                 + f" = {SLOW_FACTOR:g}× the normal rules' durations and delays")

            def none(s=s, sd=sd):
                e = errors[(s, "reduce-none")]
                state = _load(shown, workdir, f"{label}-{s}-reduce-none", sd.docs["none"])
                _check_emulation(state, e, True)
                base = animations(class_rules(without_media(style_text(sd.docs["none"]))))
                notes[(s, "reduce-none")].append(_check_timing(state, base, 1.0, e, running=True))
                notes[(s, "reduce-none")].append(_check_advancing(shown, state, e))

            def img(s=s, sd=sd):
                if browser.name in IMG_UNREACHED:
                    raise BrowserUnavailable(IMG_UNREACHED[browser.name])
                notes[(s, "reduce/img")].append(_check_img(shown, workdir, f"{label}-{s}", sd.docs["static"],
                                                           errors[(s, "reduce/img")]))

            for m, fn in (("reduce", static), ("reduce@0.2", at), ("reduce-slow", slow), ("reduce-none", none),
                          ("reduce/img", img)):
                if m in reduce_modes:
                    guarded(s, m, fn)
        if shown is not browser:
            shown.quit()
            shown = browser
        browser.emulate_media({})

        # 2. No emulation: the animations run; the shapes keep their own colours.
        for s in styles:
            sd = docs.get(s)

            def plain(s=s, sd=sd):
                state = _load(browser, workdir, f"{label}-{s}-plain", sd.docs["static"])
                if "no-emulation" in modes:
                    e = errors[(s, "no-emulation")]
                    _check_emulation(state, e, False)
                    base = animations(class_rules(without_media(style_text(sd.docs["static"]))))
                    notes[(s, "no-emulation")].append(_check_timing(state, base, 1.0, e, running=True))
                    notes[(s, "no-emulation")].append(_check_advancing(browser, state, e))
                if "forced-colors" in modes:
                    e = errors[(s, "forced-colors")]
                    _check_emulation(state, e, False)
                    for el in state["classed"]:
                        for prop, got, attr in _painted(el):
                            if _rgb(got) != _rgb(attr):
                                e.violations.append(f"without forced colours .{el['cls']} {prop} is {got}, expected the "
                                                    f"asset's {attr}")

            guarded(s, "no-emulation" if "no-emulation" in modes else "forced-colors", plain)

        # 3. Forced colours emulated.
        if "forced-colors" in modes:
            passes = ([{"forced-colors": "active", "prefers-color-scheme": "light"},
                       {"forced-colors": "active", "prefers-color-scheme": "dark"}]
                      if browser.name in ("chromium", "webkit") else [{"forced-colors": "active"}])
            distinct: dict[str, bool] = {s: False for s in styles}
            canvas_texts: set[str] = set()
            for features in passes:
                try:
                    browser.emulate_media(features)
                except BrowserUnavailable as exc:
                    for s in styles:
                        skipped[(s, "forced-colors")] = str(exc)
                    break
                for s in styles:
                    sd = docs.get(s)

                    def forced(s=s, sd=sd, features=features):
                        e = errors[(s, "forced-colors")]
                        state = _load(browser, workdir, f"{label}-{s}-forced", sd.docs["static"])
                        _check_emulation(state, e, False, forced=True)
                        ref = state["canvasText"]
                        canvas_texts.add(ref)
                        painted = 0
                        for el in state["classed"]:
                            for prop, got, attr in _painted(el):
                                painted += 1
                                if _rgb(got) != _rgb(ref):
                                    e.violations.append(
                                        f"forced colours ({', '.join(f'{k}: {v}' for k, v in features.items())}): "
                                        f".{el['cls']} {prop} is {got}, expected CanvasText = {ref} (asset {attr})")
                                if _rgb(attr) != _rgb(ref):
                                    distinct[s] = True
                        if not painted:
                            e.violations.append("no painted shape found")

                    guarded(s, "forced-colors", forced)
            for s in styles:
                if (s, "forced-colors") in skipped or s not in docs:
                    continue
                notes[(s, "forced-colors")].append(
                    f"fill/stroke = CanvasText ({', '.join(sorted(canvas_texts))}) under "
                    f"{len(passes)} emulation(s), the asset's colour without")
                if not distinct[s]:
                    errors[(s, "forced-colors")].violations.append(
                        "CanvasText equals the asset's colour in every pass: the check cannot tell them apart")
    finally:
        if shown is not browser:
            shown.quit()
        try:
            browser.emulate_media({})
        except Exception:
            pass

    lines = []
    for s in styles:
        for m in modes:
            if (s, m) in skipped:
                lines.append(Line(browser.name, f"{label}/{s}", m, Errors(), note=skipped[(s, m)], skipped=True))
                continue
            e = errors[(s, m)]
            if browser.name == "webkit":  # say how each mode was brought about: one of them is not WebKit's own
                notes[(s, m)].append(WEBKIT_HOW.get(re.match(r"[a-z]+", m).group(0), ""))
            summary = "; ".join(n for n in notes[(s, m)] if n)
            if m in ("reduce", "reduce@0.2"):
                summary = (f"size {e.size_abs:.4f} u pos {e.pos_abs:.4f} u opacity {e.opacity:.4f}; " + summary)
            lines.append(Line(browser.name, f"{label}/{s}", m, e, summary=summary or "-"))
    return lines
