"""The `preview` part: the page of `ripplegen preview -o FILE.html`, loaded from a file: URL.

Checks (one report line each):
- preview/page contents: one section per built-in style × {smil, css}, each with an <img> (data: URI, decoded),
  an inline <svg> and a <div> whose CSS background-image is a data: URI.
- preview/page console: no console errors or warnings while the page loads and animates (Chromium: the
  browser log of Selenium's goog:loggingPrefs; Firefox: the content process's console service and console-API
  storage for the page's window, plus a second load inside an <iframe> whose docShell reports CSS errors).
- preview/page network: the only request is the page itself (Chromium: DevTools Network.requestWillBeSent from
  the performance log; Firefox: a parent-process observer of file and http channels); data: URIs are not
  requests. Also performance.getEntriesByType('resource') is empty and no attribute, inline style or style
  sheet of the page refers to anything but data: URIs and #fragments.
- preview/<style> <format>/<img|inline|background>: every rendering animates and is not blank. Wall-clock
  screenshots ~0.35 s apart (the page cannot be paused: <img> and CSS backgrounds have no clock to seek):
  at least two shots must differ (more than 0.1 % of the rendering's pixels by more than 2/255) and at least
  one must show something other than the figure's backdrop (#90a4ae). Press styles are invisible for part of
  each cycle (material: ~25 % of its 0.375 s, pulse: ~40 % of 2.3 s) or cover their view unchanged for a while,
  so shots continue (3 to 7, at the irregular SCHEDULE) until every rendering in view has passed.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Callable, Optional

from PIL import Image, ImageChops

from checks import Errors
from conformance import Line, _safe
from drivers import Browser
from rgtool import Ripplegen

VIEWPORT = (1400, 2400)     # the page is ~6100 px tall at this width: three scroll positions
# When the screenshots start (s after the first one), ~0.35 s apart but irregular: a steady 0.35 s step nearly
# aliases with material's 0.375 s cycle (each shot 25 ms earlier in the cycle, so six shots can all land in the
# ~130 ms where the disc covers the whole view at full opacity and look identical). These offsets spread the
# shots' phases over every built-in cycle (0.375, 0.45, 0.7, 0.9, 2.3 s): after 4 shots no gap between phases is
# over 0.43 of a cycle up to 0.9 s, after 7 none is over 0.31 (±30 ms jitter included).
SCHEDULE = (0.0, 0.35, 0.61, 0.88, 1.33, 1.62, 1.94)
MIN_SHOTS = 3
MAX_SHOTS = len(SCHEDULE)
SETTLE = 0.15               # after a scroll, before the first shot (offscreen animations may be throttled)
# Material is faint (black at alpha 0.12 over the backdrop: at most 21/255 from it), so two of its frames differ
# by less than the conformance checks' 8/255 while its opacity is above ~0.5; shots of the same rendering in
# the same browser have no noise to forgive, so a lower channel threshold is used here.
CHANNEL = 2                 # a pixel differs when some channel differs by more than 2/255
DIFF_FRACTION = 0.001       # two shots differ: > 0.1 % of the rendering's pixels differ
INK_FRACTION = 0.001        # a shot is not blank: > 0.1 % of its pixels differ from the backdrop
KINDS = {"img": "img", "inline": "inline", "CSS background": "background"}

LAYOUT_JS = r"""
const sections = Array.from(document.querySelectorAll('section')).map((sec) => {
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

IMAGES_DONE_JS = "return Array.from(document.images).every((i) => i.complete);"
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
        self.stamps: list[float] = []
        self.inks: list[float] = []
        self.changes: list[float] = []   # the largest difference of each new shot from any earlier one

    def add(self, shot: Image.Image, stamp: float) -> None:
        self.inks.append(ink_fraction(shot, self.backdrop))
        self.changes.append(max((differing(shot, s) for s in self.shots), default=0.0))
        self.shots.append(shot)
        self.stamps.append(stamp)

    @property
    def animates(self) -> bool:
        return max(self.changes, default=0.0) > DIFF_FRACTION

    @property
    def visible(self) -> bool:
        return max(self.inks, default=0.0) > INK_FRACTION

    @property
    def done(self) -> bool:
        return self.animates and self.visible


def _shoot(browser: Browser, renderings: list[Rendering], page_height: int) -> None:
    """Screenshots per scroll position until every rendering in view animates and is visible."""
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
        time.sleep(SETTLE)
        t0 = time.monotonic()
        for k in range(MAX_SHOTS):
            delay = t0 + SCHEDULE[k] - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            stamp = time.monotonic()
            shot = browser.screenshot(vw, vh)
            for r in window:
                x0, y0, x1, y1 = r.box
                r.add(shot.crop((x0 - int(sx), y0 - int(sy), x1 - int(sx), y1 - int(sy))), stamp)
            if k + 1 >= MIN_SHOTS and all(r.done for r in window):
                break
        remaining = [r for r in remaining if r not in window]


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
    deadline = time.monotonic() + 10
    while not browser.js(IMAGES_DONE_JS) and time.monotonic() < deadline:
        time.sleep(0.05)
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

    # Animation: wall-clock screenshots.
    if animate:
        _shoot(browser, renderings, int(layout["height"]))
    else:
        renderings = []

    # Console and network, captured over the load and the screenshots.
    console, requests = browser.end_capture()
    if browser.name == "firefox":
        host = workdir / "preview-console-host.html"
        host.write_text(FRAME_HOST)
        console += [f"(in an iframe with CSS error reporting) {m}" for m in browser.console_in_frame(host.as_uri(), url)]
    e = Errors()
    for m in console:
        e.violations.append(f"console: {short(m)}")
    lines.append(Line(browser.name, f"{label}/page", "console", e,
                      summary=f"{len(console)} console errors/warnings over the page load and the screenshots"
                              + (" and a second load in an iframe reporting CSS errors" if browser.name == "firefox"
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
            e.violations.append(f"does not animate: {len(r.shots)} screenshots over "
                                f"{r.stamps[-1] - r.stamps[0]:.2f} s differ in at most "
                                f"{max(r.changes, default=0) * 100:.2f} % of pixels by more than {CHANNEL}/255 "
                                f"(limit {DIFF_FRACTION * 100:g} %)")
        if not r.visible:
            e.violations.append(f"blank: no screenshot shows more than {INK_FRACTION * 100:g} % of pixels other than "
                                f"the backdrop {'#%02x%02x%02x' % r.backdrop} (max "
                                f"{max(r.inks, default=0) * 100:.2f} %)")
        gaps = [b - a for a, b in zip(r.stamps, r.stamps[1:])]
        line = Line(browser.name, f"{label}/{r.style}", f"{r.fmt}/{r.kind}", e,
                    summary=f"{len(r.shots)} shots {min(gaps, default=0):.2f}–{max(gaps, default=0):.2f} s apart: "
                            f"changed {' '.join(f'{c * 100:.1f}' for c in r.changes[1:])} % (vs earlier shots); "
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
