"""The `preview` part: the page of `ripplegen preview -o FILE.html`, loaded from a file: URL.

Checks (one report line each):
- preview/page contents: one section per built-in style × {smil, css}, each with an <img> (data: URI, decoded),
  an inline <svg> and a <div> whose CSS background-image is a data: URI.
- preview/page console: no console errors or warnings while the page loads and animates (Chromium: the
  browser log of Selenium's goog:loggingPrefs; Firefox: the content process's console service and console-API
  storage for the page's window, plus a second load inside an <iframe> whose docShell reports CSS errors;
  WebKit: a hook first in the page's <head>, the page served over HTTP while capturing: drivers.WebKit).
- preview/page network: the only request is the page itself (Chromium: DevTools Network.requestWillBeSent from
  the performance log; Firefox: a parent-process observer of file and http channels; WebKit: the log of the
  HTTP server the page comes from while capturing); data: URIs are not
  requests. Also performance.getEntriesByType('resource') is empty and no attribute, inline style or style
  sheet of the page refers to anything but data: URIs and #fragments.
- preview/page live: the live section (one, after the style sections): the real elements of LIVE, each of
  its own class (exactly, so the asset's rules and script are the only ones that apply), size and shape,
  with the command and the HTML to paste; the page's inline <style> and <script> elements hold exactly the
  files `ripplegen --format web` writes for that command (no src, no other scripts); each style sheet
  applied (the element is position: relative); each
  script ran and answers its own class only: a synthetic pointerdown (dispatchEvent, not a real press)
  gives that element one new disc with running animations and no other element one, and after the
  pointerup, its animations finished at once (finish(): no fade is waited for), every disc is gone (its
  container removed); no error event fires meanwhile.
- preview/page twins: an <img> or a CSS background runs its document on the wall clock, out of the page's
  reach; each one gets a twin (twins.js): the element's own URL fetched and its bytes laid over it as a blob:
  <iframe>, the same document, of its own, that can be paused and seeked. Every twin loads an SVG document.
- preview/<style> <format>/<img|inline|background>: every rendering animates and is not blank. The page's own
  animations (inline SMIL: pauseAnimations + setCurrentTime; CSS and the live decorations: getAnimations,
  pause + currentTime) and the twins are seeked to each of TIMES (seek.js) and screenshotted: at least two
  frames that are not blank must differ (more than 0.1 % of the rendering's pixels by more than 2/255) and at least one must show
  something other than the figure's backdrop (#90a4ae). The frames are the same in every run, whatever the
  machine's load. The live decorations (ring, pulse: web/live) are checked the same way, cropped to their stage.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Optional

from PIL import Image, ImageChops

from checks import Errors
from conformance import SEEK_JS, TWINS_JS, Line, _safe
from drivers import Browser
from rgtool import Ripplegen

VIEWPORT = (1400, 2400)     # the page is ~7700 px tall at this width: four scroll positions
# The times every rendering is seeked to (s; whole milliseconds, Gecko's SMIL clock). Chosen over every built-in
# cycle (material 0.375, splash 0.45, ring 0.7, fill 0.9, pulse 2.3 s) so that each rendering shows at least two
# different frames and one frame with ink: seeked frames are the same in every run, so a pass is not luck.
TIMES = (0.05, 0.2, 0.6, 1.1)
# Material is faint (black at alpha 0.12 over the backdrop: at most 21/255 from it), so two of its frames differ
# by less than the conformance checks' 8/255 while its opacity is above ~0.5; shots of the same rendering in
# the same browser have no noise to forgive, so a lower channel threshold is used here.
CHANNEL = 2                 # a pixel differs when some channel differs by more than 2/255
DIFF_FRACTION = 0.001       # two shots differ: > 0.1 % of the rendering's pixels differ
INK_FRACTION = 0.001        # a shot is not blank: > 0.1 % of its pixels differ from the backdrop
KINDS = {"img": "img", "inline": "inline", "CSS background": "background"}
# The live section, in page order: heading, style and flags, class, element, size (CSS px), border radius.
LIVE = (
    ("material", ["--style", "material"], "rg-material", "button", (120, 120), "0px"),
    ("material, unbounded", ["--style", "material", "--unbounded"], "rg-material-u", "button", (120, 120), "0px"),
    ("material, rounded", ["--style", "material"], "rg-material-r", "button", (120, 120), "24px"),
    ("material, wide", ["--style", "material"], "rg-material-w", "button", (320, 56), "0px"),
    ("splash", ["--style", "splash"], "rg-splash", "button", (120, 120), "0px"),
    ("fill", ["--style", "fill"], "rg-fill", "button", (120, 120), "0px"),
    ("ring", ["--style", "ring"], "rg-ring", "div", (100, 100), "0px"),
    ("pulse", ["--style", "pulse"], "rg-pulse", "div", (100, 100), "0px"),
)

LAYOUT_JS = r"""
const sections = Array.from(document.querySelectorAll('section:not(#live)')).map((sec) => {
  const h2 = sec.querySelector('h2');
  const figures = Array.from(sec.querySelectorAll('figure')).map((fig) => {
    const el = fig.firstElementChild;
    const cap = fig.querySelector('figcaption');
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return {
      caption: cap ? cap.textContent.trim() : '',
      tag: el.localName,
      rect: [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height],
      complete: el.localName === 'img' ? el.complete : null,
      naturalWidth: el.localName === 'img' ? el.naturalWidth : null,
      src: el.localName === 'img' ? (el.getAttribute('src') || '').slice(0, 40) : null,
      backgroundImage: cs.backgroundImage.slice(0, 40),
      backdrop: getComputedStyle(fig).backgroundColor,
    };
  });
  return {id: sec.id, title: h2 ? h2.textContent.trim() : '', figures: figures};
});
// Every URL the markup or its style sheets refer to (attributes, inline styles, <style> text, @import).
const urls = [];
const URL_ATTRS = ['src', 'href', 'srcset', 'data', 'poster', 'action', 'formaction', 'background', 'cite',
                   'longdesc', 'manifest', 'ping', 'icon', 'archive', 'codebase'];
const cssUrls = (text) => {
  for (const m of text.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)) urls.push(m[2]);
  for (const m of text.matchAll(/@import\s+(['"])(.*?)\1/g)) urls.push(m[2]);
};
for (const el of document.querySelectorAll('*')) {
  for (const a of Array.from(el.attributes)) {
    if (URL_ATTRS.includes(a.localName)) urls.push(a.value);
    if (a.localName === 'style') cssUrls(a.value);
  }
  if (el.localName === 'style') cssUrls(el.textContent);
}
return {
  sections: sections,
  height: document.documentElement.scrollHeight,
  width: document.documentElement.scrollWidth,
  urls: urls.filter((u) => !/^\s*(data:|#)/i.test(u)).map((u) => u.slice(0, 120)),
  resources: performance.getEntriesByType('resource').map((e) => e.name.slice(0, 120)),
  navigation: performance.getEntriesByType('navigation').map((e) => e.name),
};
"""

# Asynchronous. The live section as laid out, its inline <style>/<script> texts, then each press element
# given a synthetic pointerdown (its disc count and that of every other element read at once) and pointerup;
# then every press animation is finished and the discs must be removed (within 600 frames). Error events are
# recorded throughout.
LIVE_JS = r"""
const done = arguments[arguments.length - 1];
const errors = [];
const onError = (e) => errors.push(String(e.message || e.type) + (e.filename ? ' (' + e.filename + ':' + e.lineno + ')' : ''));
window.addEventListener('error', onError);
const sections = Array.from(document.querySelectorAll('section#live'));
const all = Array.from(document.querySelectorAll('section')).map((s) => s.id);
const sec = sections[0];
const items = sec ? Array.from(sec.querySelectorAll(':scope > .live')).map((item) => {
  const el = item.querySelector('.stage > *');
  const r = el ? el.getBoundingClientRect() : null;
  const stage = item.querySelector('.stage').getBoundingClientRect();
  const cs = el ? getComputedStyle(el) : null;
  return {
    heading: (item.querySelector('h3') || {}).textContent || '',
    tag: el ? el.localName : '', className: el ? el.className : '', count: item.querySelectorAll('.stage > *').length,
    size: r ? [r.width, r.height] : null, radius: cs ? cs.borderTopLeftRadius : '', position: cs ? cs.position : '',
    stage: [stage.left + window.scrollX, stage.top + window.scrollY, stage.width, stage.height],
    backdrop: getComputedStyle(item.querySelector('.stage')).backgroundColor,
    // A decoration's container (its layers, its running animations), which its script adds.
    decor: el && el.className ? ((c) => c ? [c.children.length, c.getAnimations({subtree: true}).filter((a) => a.playState === 'running').length]
                                          : null)(el.querySelector(':scope > ' + el.className + '-c')) : null,
    command: (item.querySelector('code') || {}).textContent || '',
    paste: (item.querySelector('pre') || {}).textContent || '',
  };
}) : [];
const styles = Array.from(document.querySelectorAll('style')).filter((e) => e.parentElement === document.head);
const scripts = Array.from(document.querySelectorAll('script'));
const page = {
  sections: all, liveCount: sections.length, liveHeading: sec ? ((sec.querySelector('h2') || {}).textContent || '') : '',
  items: items,
  styles: styles.map((e) => e.textContent), sheetRules: styles.map((e) => e.sheet ? e.sheet.cssRules.length : -1),
  scripts: scripts.map((e) => ({src: e.getAttribute('src'), type: e.getAttribute('type'), text: e.textContent})),
};
const elements = sec ? Array.from(sec.querySelectorAll('.stage > *')) : [];
// The discs of presses still playing (a press's container is removed when its ripple ends); a looping
// decoration (ring, pulse: not a button) keeps its container for good.
const discs = (el) => el.className && el.localName === 'button' ? el.querySelectorAll(':scope > ' + el.className + '-c > i').length : 0;
const presses = [];
let id = 7000;
for (const el of elements) {
  if (el.localName !== 'button') continue;
  const before = elements.map(discs);
  const r = el.getBoundingClientRect();
  const init = {bubbles: true, cancelable: true, composed: true, pointerId: ++id, pointerType: 'mouse', isPrimary: true,
                button: 0, buttons: 1, clientX: r.left + r.width * 0.3, clientY: r.top + r.height * 0.4};
  el.dispatchEvent(new PointerEvent('pointerdown', init));
  const after = elements.map(discs);
  const container = el.querySelector(':scope > ' + el.className + '-c');
  const running = container ? container.getAnimations({subtree: true}).filter((a) => a.playState === 'running').length : 0;
  el.dispatchEvent(new PointerEvent('pointerup', Object.assign({}, init, {buttons: 0})));
  presses.push({className: el.className, container: !!container, running: running,
                gained: elements.map((e, k) => [e.className, after[k] - before[k]]).filter((g) => g[1] !== 0)});
}
// The presses' animations run to their end at once (finish(): a finish event at the end time, on which the
// engine removes the container), so no check waits for a fade to play out; then frames until the discs are gone.
for (const el of elements) {
  if (!el.className || el.localName !== 'button') continue;
  for (const c of el.querySelectorAll(':scope > ' + el.className + '-c')) {
    for (const a of c.getAnimations({subtree: true})) {
      try { a.finish(); } catch (e) { errors.push('a press animation cannot finish: ' + e); }
    }
  }
}
let frames = 0;
const wait = () => requestAnimationFrame(() => {
  frames += 1;
  const left = elements.map(discs).reduce((a, b) => a + b, 0);
  if (left === 0 || frames > 600) {
    window.removeEventListener('error', onError);
    done(Object.assign(page, {presses: presses, discsLeft: left, waited: frames, errors: errors}));
  } else {
    wait();
  }
});
wait();
"""

# Resolves when every <img> is decoded (or failed to: the contents line says so).
IMAGES_DECODED_JS = ("const done = arguments[arguments.length - 1];"
                     "Promise.all(Array.from(document.images, (i) => i.decode().catch(() => null))).then(() => done(true));")
# The style sections' <img> and CSS-background renderings (the first child of each figure; inline ones are <svg>).
TWIN_SELECTOR = "section:not(#live) figure > img:first-child, section:not(#live) figure > div:first-child"
SCROLL_JS = "window.scrollTo(0, arguments[0]); return [window.scrollX, window.scrollY];"
FRAME_HOST = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>console host</title></head>
<body><iframe id="frame" src="about:blank" style="width:1400px;height:900px;border:0"></iframe></body></html>
"""


def _rgb(css: str) -> tuple[int, int, int]:
    m = re.match(r"rgba?\((\d+),\s*(\d+),\s*(\d+)", css or "")
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))) if m else (0x90, 0xa4, 0xae)


def differing(a: Image.Image, b: Image.Image) -> float:
    """Fraction of pixels whose largest channel difference exceeds CHANNEL."""
    if a.size != b.size:
        return 1.0
    r, g, bl = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).split()
    largest = ImageChops.lighter(ImageChops.lighter(r, g), bl)
    return largest.point(lambda v: 255 if v > CHANNEL else 0).histogram()[255] / float(a.width * a.height)


def ink_fraction(image: Image.Image, backdrop: tuple[int, int, int]) -> float:
    """Fraction of pixels that differ from the backdrop colour by more than CHANNEL in some channel."""
    return differing(image, Image.new("RGB", image.size, backdrop))


def short(text: str, limit: int = 110) -> str:
    text = " / ".join(part.strip() for part in text.splitlines() if part.strip())
    return text if len(text) <= limit else text[:limit - 1] + "…"


class Rendering:
    def __init__(self, style: str, fmt: str, kind: str, rect: list[float], backdrop: tuple[int, int, int]):
        self.style, self.fmt, self.kind = style, fmt, kind
        x, y, w, h = rect
        self.box = (int(round(x)), int(round(y)), int(round(x + w)), int(round(y + h)))
        self.backdrop = backdrop
        self.shots: list[Image.Image] = []
        self.times: list[float] = []     # the seeked time of each shot
        self.inks: list[float] = []
        self.changes: list[float] = []   # the largest difference of each new shot from any earlier one
        self.inked_changes: list[float] = []  # the same, among the shots that show ink only

    def add(self, shot: Image.Image, t: float) -> None:
        self.inks.append(ink_fraction(shot, self.backdrop))
        self.changes.append(max((differing(shot, s) for s in self.shots), default=0.0))
        if self.inks[-1] > INK_FRACTION:
            self.inked_changes.append(max((differing(shot, s) for s, ink in zip(self.shots, self.inks)
                                           if ink > INK_FRACTION), default=0.0))
        self.shots.append(shot)
        self.times.append(t)

    @property
    def animates(self) -> bool:
        # Two frames that both show something differ: a blank frame (a rendering invisible at that time, or not
        # painted) beside a still one is no animation.
        return max(self.inked_changes, default=0.0) > DIFF_FRACTION

    @property
    def visible(self) -> bool:
        return max(self.inks, default=0.0) > INK_FRACTION


def _shoot(browser: Browser, renderings: list[Rendering], page_height: int) -> None:
    """Per scroll position, the page and its twins seeked to each of TIMES, a screenshot each."""
    vw, vh = VIEWPORT
    remaining = sorted(renderings, key=lambda r: r.box[1])
    while remaining:
        top = max(0, remaining[0].box[1] - 8)
        top = min(top, max(0, page_height - vh))
        window = [r for r in remaining if r.box[1] >= top and r.box[3] <= top + vh]
        if not window:
            raise RuntimeError(f"a rendering of {remaining[0].box[3] - remaining[0].box[1]} px does not fit the "
                               f"{vh} px viewport")
        sx, sy = browser.js(SCROLL_JS, top)
        for t in TIMES:
            seeked = browser.js_async(SEEK_JS, t)
            if not seeked or not seeked.get("ok"):
                raise RuntimeError(f"{browser.name}: seeking the page failed: {seeked}")
            shot = browser.screenshot(vw, vh)
            for r in window:
                x0, y0, x1, y1 = r.box
                r.add(shot.crop((x0 - int(sx), y0 - int(sy), x1 - int(sx), y1 - int(sy))), t)
        remaining = [r for r in remaining if r not in window]


def _twins(browser: Browser, renderings: list[Rendering], e: Errors) -> None:
    """Each <img> and CSS background rendering gets its twin (twins.js): its own bytes in a seekable <iframe>."""
    made = browser.js_async(TWINS_JS, TWIN_SELECTOR)
    for t in made:
        if not t["twin"]:
            e.violations.append(f"{t['kind']} {t['id']} ({t['url']}…): no twin: {t['error']}")
    kinds = sorted(t["kind"] for t in made if t["twin"])
    wanted = sorted(r.kind for r in renderings if r.kind in ("img", "background"))
    if kinds != wanted:
        e.violations.append(f"twins made for {kinds.count('img')} <img> and {kinds.count('background')} backgrounds, "
                            f"expected {wanted.count('img')} and {wanted.count('background')}")


def _check_live(browser: Browser, rg: Ripplegen, workdir: Path, label: str) -> tuple[Line, list[Rendering]]:
    """The live section's line, and a rendering per decoration (its stage) for the screenshot checks."""
    e = Errors()
    live = browser.js_async(LIVE_JS)
    if live["liveCount"] != 1:
        e.violations.append(f"{live['liveCount']} live sections (section#live), expected 1")
    elif live["sections"][-1] != "live":
        e.violations.append(f"the live section is not the last section (sections {live['sections']})")
    if live["liveCount"] and live["liveHeading"] != "live (web)":
        e.violations.append(f"live section heading {live['liveHeading']!r}, expected 'live (web)'")
    items = live["items"]
    if [i["heading"] for i in items] != [h for h, *_ in LIVE]:
        e.violations.append(f"live elements {[i['heading'] for i in items]}, expected {[h for h, *_ in LIVE]}")
    classes = [cls for _, _, cls, *_ in LIVE]
    renderings: list[Rendering] = []
    sheets, scripts = live["styles"][1:], live["scripts"]
    if len(live["styles"]) != 1 + len(LIVE) or any(n <= 0 for n in live["sheetRules"]):
        e.violations.append(f"{len(live['styles'])} <style> elements in <head> with {live['sheetRules']} rules, "
                            f"expected the page's and one per live element, each with rules")
    if len(scripts) != len(LIVE) or any(sc["src"] is not None or sc["type"] is not None for sc in scripts):
        e.violations.append(f"<script> elements {[(sc['src'], sc['type']) for sc in scripts]}: expected "
                            f"{len(LIVE)} inline classic scripts (no src, no type)")
    for k, (heading, flags, cls, tag, size, radius) in enumerate(LIVE):
        item = next((i for i in items if i["heading"] == heading), None)
        if item is None:
            e.violations.append(f"{heading}: missing")
            continue
        name = f"{heading} ({cls})"
        if item["count"] != 1 or item["tag"] != tag or item["className"] != cls:
            e.violations.append(f"{name}: {item['count']} element(s), <{item['tag']} class={item['className']!r}>, "
                                f"expected one <{tag} class={cls!r}>")
        if not item["size"] or any(abs(a - b) > 0.5 for a, b in zip(item["size"], size)) or item["radius"] != radius:
            e.violations.append(f"{name}: {item['size']} px, border radius {item['radius']}, expected {list(size)} px, {radius}")
        if item["position"] != "relative":
            e.violations.append(f"{name}: position {item['position']!r}: its style sheet's :where(.{cls}) rule did not apply")
        command = ["ripplegen", *flags, "--format", "web", "--id-prefix", cls, "-o", f"{cls}.css"]
        shown = item["command"].split()
        if sorted(shown) != sorted(command) or shown[:3] != command[:3]:
            e.violations.append(f"{name}: command {item['command']!r}, expected {' '.join(command)!r} (any flag order)")
        paste = [f'<link rel="stylesheet" href="{cls}.css">'] + ([f'<script src="{cls}.js" defer></script>']
                                                                 if tag == "button" else []) + [f'<{tag} class="{cls}">…</{tag}>']
        if item["paste"].splitlines() != paste:
            e.violations.append(f"{name}: HTML to paste {item['paste'].splitlines()}, expected {paste}")
        # The inline files are the files the command writes.
        css = workdir / f"{_safe(label)}-live-{cls}.css"
        rg.run_uncached([*command[1:-1], str(css)])
        for kind, inline, text in (("style sheet", sheets, css.read_text()), ("script", [sc["text"] for sc in scripts],
                                                                          css.with_suffix(".js").read_text())):
            if k >= len(inline) or inline[k].strip() != text.strip():
                e.violations.append(f"{name}: inline {kind} {k + 1} is not the generated {cls}"
                                    f"{'.css' if kind == 'style sheet' else '.js'} ({len(text)} bytes)")
        if tag == "div":
            if not item["decor"] or item["decor"][0] < 1 or item["decor"][1] < 1:
                e.violations.append(f"{name}: decoration container (layers, running animations) {item['decor']}: "
                                    f"the decoration's script and sheet did not apply")
            if item["stage"][2] >= 1 and item["stage"][3] >= 1:
                renderings.append(Rendering(heading, "web", "live", item["stage"], _rgb(item["backdrop"])))
        else:
            press = next((p for p in live["presses"] if p["className"] == cls), None)
            if press is None:
                e.violations.append(f"{name}: not pressed")
            elif not press["container"] or press["running"] < 1 or press["gained"] != [[cls, 1]]:
                e.violations.append(f"{name}: a synthetic pointerdown gave container {press['container']}, "
                                    f"{press['running']} running animations, new discs {press['gained']}: expected "
                                    f"one disc in this element only, animating (its script did not run or answers "
                                    f"another class)")
    if live["discsLeft"]:
        e.violations.append(f"{live['discsLeft']} disc(s) still there {live['waited']} frames after the pointerups "
                            f"and their animations' finish()")
    for message in live["errors"]:
        e.violations.append(f"error event: {short(message)}")
    line = Line(browser.name, f"{label}/page", "live", e,
                summary=f"{len(items)} live elements ({', '.join(classes)}); {len(live['presses'])} synthetic presses, "
                        f"discs removed {live['waited']} frame(s) after release and finish(); {len(scripts)} inline scripts")
    return line, renderings


def run_preview(browser: Browser, rg: Ripplegen, workdir: Path, failures_dir: Optional[Path] = None,
                mutate: Optional[Callable[[str], str]] = None, label: str = "preview",
                animate: bool = True) -> list[Line]:
    """The page's contents, console and network lines, then (animate) one line per rendering."""
    path = workdir / f"{_safe(label)}.html"
    rg.run_uncached(["preview", "-o", str(path)])
    if mutate:
        path.write_text(mutate(path.read_text()))
    url = path.as_uri()
    styles = rg.styles()

    browser.viewport(*VIEWPORT)
    browser.begin_capture()
    browser.load(url)
    browser.js_async(IMAGES_DECODED_JS)
    layout = browser.js(LAYOUT_JS)

    # Contents.
    contents = Errors()
    found: dict[tuple[str, str], dict] = {}
    renderings: list[Rendering] = []
    for sec in layout["sections"]:
        m = re.fullmatch(r"(\S+) \((smil|css)\)", sec["title"])
        if not m:
            contents.violations.append(f"section {sec['id']}: heading {sec['title']!r} is not 'STYLE (smil|css)'")
            continue
        key = (m.group(1), m.group(2))
        if key in found:
            contents.violations.append(f"{key[0]} ({key[1]}) shown twice")
        found[key] = sec
        kinds = [KINDS.get(f["caption"], f["caption"]) for f in sec["figures"]]
        if sorted(kinds) != sorted(KINDS.values()):
            contents.violations.append(f"{sec['title']}: figures {kinds}, expected {sorted(KINDS.values())}")
        for f, kind in zip(sec["figures"], kinds):
            if kind == "img" and not (f["tag"] == "img" and f["complete"] and f["naturalWidth"]
                                      and f["src"].startswith("data:image/svg+xml")):
                contents.violations.append(f"{sec['title']} img: not a decoded data:image/svg+xml <img> "
                                           f"(tag {f['tag']}, complete {f['complete']}, naturalWidth "
                                           f"{f['naturalWidth']}, src {f['src']!r}…)")
            if kind == "inline" and f["tag"] != "svg":
                contents.violations.append(f"{sec['title']} inline: a <{f['tag']}>, expected an inline <svg>")
            if kind == "background" and not f["backgroundImage"].startswith('url("data:image/svg+xml'):
                contents.violations.append(f"{sec['title']} background: background-image "
                                           f"{f['backgroundImage']!r}…, expected a data:image/svg+xml URI")
            if kind in KINDS.values() and f["rect"][2] >= 1 and f["rect"][3] >= 1:
                renderings.append(Rendering(key[0], key[1], kind, f["rect"], _rgb(f["backdrop"])))
    expected = {(s, fmt) for s in styles for fmt in ("smil", "css")}
    for s, fmt in sorted(expected - set(found)):
        contents.violations.append(f"no section for {s} ({fmt})")
    for s, fmt in sorted(set(found) - expected):
        contents.violations.append(f"a section for {s} ({fmt}), which is not a built-in style × format")
    lines = [Line(browser.name, f"{label}/page", "contents", contents,
                  summary=f"{len(found)} sections ({len(styles)} styles × smil, css), {len(renderings)} renderings "
                          f"(img, inline, CSS background); page {layout['width']}×{layout['height']} px")]
    live_line, live_renderings = _check_live(browser, rg, workdir, label)
    lines.append(live_line)
    renderings += live_renderings

    # Console and network, captured over the load and the live presses (before the twins, whose blob: URLs are
    # the harness's, not the page's).
    console, requests = browser.end_capture()
    # Animation: the page's own animations and the twins of its <img>s and backgrounds, seeked (before Firefox's
    # second load below, which leaves the page).
    if animate:
        twins = Errors()
        _twins(browser, renderings, twins)
        lines.append(Line(browser.name, f"{label}/page", "twins", twins,
                          summary=f"{sum(1 for r in renderings if r.kind in ('img', 'background'))} <img> and "
                                  f"background renderings, each one's own bytes in a seekable <iframe> over it"))
        _shoot(browser, renderings, int(layout["height"]))
    else:
        renderings = []

    if browser.name == "firefox":
        host = workdir / "preview-console-host.html"
        host.write_text(FRAME_HOST)
        console += [f"(in an iframe with CSS error reporting) {m}" for m in browser.console_in_frame(host.as_uri(), url)]
    e = Errors()
    for m in console:
        e.violations.append(f"console: {short(m)}")
    lines.append(Line(browser.name, f"{label}/page", "console", e,
                      summary=f"{len(console)} console errors/warnings over the page load and the live presses"
                              + (" and a second load in an iframe reporting CSS errors" if browser.name == "firefox"
                                 else " (a hook first in <head>, the page over HTTP)" if browser.name == "webkit"
                                 else "")))

    e = Errors()
    others = [r for r in requests if not r.startswith("data:") and r.split("#")[0] != url]
    data_count = sum(1 for r in requests if r.startswith("data:"))
    if url not in [r.split("#")[0] for r in requests]:
        e.violations.append(f"the request log does not show the page itself ({len(requests)} entries): "
                            f"the capture is broken")
    for r in others:
        e.violations.append(f"request: {short(r)}")
    for r in layout["resources"]:
        e.violations.append(f"performance resource entry: {short(r)}")
    for u in layout["urls"]:
        e.violations.append(f"the page refers to {short(u)!r} (not a data: URI or #fragment)")
    lines.append(Line(browser.name, f"{label}/page", "network", e,
                      summary=f"requests: the page + {len(others)} other(s)"
                              + (f" ({data_count} data: URIs, not network)" if data_count else "")
                              + f"; {len(layout['resources'])} resource timing entries; "
                              f"{len(layout['urls'])} non-data: URL references"))

    for r in sorted(renderings, key=lambda r: (styles.index(r.style) if r.style in styles else 99, r.fmt, r.kind)):
        e = Errors()
        e.samples = len(r.shots)
        if not r.animates:
            e.violations.append(f"does not animate: seeked to {', '.join(f'{t:g}' for t in r.times)} s, its "
                                f"frames that are not blank differ in at most "
                                f"{max(r.inked_changes, default=0) * 100:.2f} % of pixels by more than {CHANNEL}/255 "
                                f"(limit {DIFF_FRACTION * 100:g} %)")
        if not r.visible:
            e.violations.append(f"blank: no screenshot shows more than {INK_FRACTION * 100:g} % of pixels other than "
                                f"the backdrop {'#%02x%02x%02x' % r.backdrop} (max "
                                f"{max(r.inks, default=0) * 100:.2f} %)")
        line = Line(browser.name, f"{label}/{r.style}", f"{r.fmt}/{r.kind}", e,
                    summary=f"seeked{' (its twin)' if r.kind in ('img', 'background') else ''} to "
                            f"{', '.join(f'{t:g}' for t in r.times)} s: changed "
                            f"{' '.join(f'{c * 100:.1f}' for c in r.changes[1:])} % (vs earlier frames); "
                            f"not blank in {sum(1 for i in r.inks if i > INK_FRACTION)}/{len(r.inks)}")
        if not e.ok and failures_dir is not None:
            failures_dir.mkdir(parents=True, exist_ok=True)
            for i, shot in enumerate(r.shots):
                p = failures_dir / f"{browser.name}-{_safe(label)}-{r.style}-{r.fmt}-{r.kind}-{i}.png"
                shot.save(p)
                line.artifacts.append(str(p))
        lines.append(line)
    browser.js(SCROLL_JS, 0)
    return lines
