"""The checks that drive a browser: per-case conformance, several assets in one page, embedding."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from PIL import Image

import checks
from checks import Errors
import serve
from drivers import Browser
from rgtool import Case, Plan, Ripplegen, fmt_time

MEASURE_JS = (Path(__file__).parent / "measure.js").read_text()
SEEK_JS = (Path(__file__).parent / "seek.js").read_text()     # seek the page and its twins, no measuring
TWINS_JS = (Path(__file__).parent / "twins.js").read_text()   # seekable twins of <img>s and CSS backgrounds
SET_BODY_JS = "document.body.innerHTML = arguments[0]; return document.querySelectorAll('svg').length;"

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>{title}</title>
<style>html, body {{ margin: 0; padding: 0; background: #ffffff; overflow: hidden; }} body > svg {{ display: block; }}</style>
</head><body>{body}</body></html>
"""


def page(title: str, body: str) -> str:
    return PAGE.format(title=html.escape(title), body=body)


def svg_size(document: str) -> tuple[int, int]:
    m = re.search(r"<svg\b[^>]*>", document)
    if not m:
        raise ValueError("no <svg> start tag")
    tag = m.group(0)
    w = re.search(r'\bwidth="([\d.]+)"', tag)
    h = re.search(r'\bheight="([\d.]+)"', tag)
    if not (w and h):
        raise ValueError(f"<svg> without width/height: {tag}")
    return int(round(float(w.group(1)))), int(round(float(h.group(1))))


def strip_prolog(document: str) -> str:
    return re.sub(r"^\s*<\?xml[^>]*\?>\s*", "", document)


@dataclass
class Line:
    """One report line: a browser × case × format (or an embedding/collision check)."""
    browser: str
    label: str
    fmt: str
    errors: Errors
    artifacts: list[str] = field(default_factory=list)
    note: str = ""
    skipped: bool = False
    summary: str = ""  # replaces the box/opacity/pixel summary (embedding lines)

    @property
    def ok(self) -> bool:
        return self.errors.ok


def _measure(browser: Browser, t: float, seek: bool) -> list[dict]:
    result = browser.js_async(MEASURE_JS, t, seek)
    if not result or not result.get("ok"):
        raise RuntimeError(f"{browser.name}: measuring failed: {result}")
    return result["svgs"]


def prime(browser: Browser) -> None:
    """A first seek right after a page load, whose result is discarded. Chromium sometimes keeps showing the
    compositor's running frame after the very first pause+seek of a CSS animation that was still pending
    (computed style right, pixels stale, e.g. a disc at opacity 0.07 where the model says 0); from the second
    seek on, the compositor shows the seeked time."""
    browser.js_async(MEASURE_JS, 0.0123, True)


def _safe(s: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", s)


def save_artifacts(failures_dir: Path, stem: str, t: float, shots: dict[str, Image.Image],
                   masks: dict[str, Image.Image]) -> list[str]:
    failures_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    prefix = f"{_safe(stem)}-t{fmt_time(t)}"
    for name, image in shots.items():
        p = failures_dir / f"{prefix}-{name}.png"
        image.save(p)
        paths.append(str(p))
    static = shots.get("static")
    for name, mask in masks.items():
        if static is None:
            continue
        p = failures_dir / f"{prefix}-diff-{name}.png"
        checks.diff_image(static, mask).save(p)
        paths.append(str(p))
    return paths


def run_case(browser: Browser, rg: Ripplegen, case: Case, plan: Plan, workdir: Path,
             failures_dir: Optional[Path] = None, formats: tuple[str, ...] = ("smil", "css"),
             mutate: Optional[dict[str, Callable[[str], str]]] = None, label: Optional[str] = None) -> list[Line]:
    """Seek each format to every planned time, compare boxes/opacity with --evaluate and pixels with --at."""
    label = label or case.label
    mutate = mutate or {}
    times = plan.times
    frames = {f["t"]: f["layers"] for f in rg.evaluate(case.args, times)["frames"]}
    expected = [frames[t] if t in frames else frames[min(frames, key=lambda x: abs(x - t))] for t in times]
    docs = {}
    for fmt in formats:
        doc = rg.document(case.args, fmt)
        if fmt in mutate:
            doc = mutate[fmt](doc)
        docs[fmt] = doc
    width, height = svg_size(next(iter(docs.values())))
    browser.viewport(width, height)

    shots: dict[str, dict[float, Image.Image]] = {}
    errors: dict[str, Errors] = {}
    stem = f"{browser.name}-{label}"
    for fmt, doc in docs.items():
        path = workdir / f"{_safe(label)}-{fmt}.html"
        path.write_text(page(f"{label} {fmt}", strip_prolog(doc)))
        browser.load(path.as_uri())
        prime(browser)
        errors[fmt] = Errors()
        shots[fmt] = {}
        for t, layers in zip(times, expected):
            svgs = _measure(browser, t, True)
            compare_frame_svgs(t, layers, svgs, errors[fmt])
            shots[fmt][t] = browser.screenshot(width, height)

    # The static frames (--at): one page, the body replaced per time.
    static_path = workdir / "static.html"
    static_path.write_text(page("static frame", ""))
    browser.load(static_path.as_uri())
    errors["static"] = Errors()
    shots["static"] = {}
    for t, layers in zip(times, expected):
        browser.js(SET_BODY_JS, strip_prolog(rg.frame(case.args, t)))
        svgs = _measure(browser, t, False)
        compare_frame_svgs(t, layers, svgs, errors["static"])
        shots["static"][t] = browser.screenshot(width, height)

    masks: dict[float, dict[str, Image.Image]] = {t: {} for t in times}
    for fmt in docs:
        for t in times:
            masks[t][fmt] = checks.compare_pixels(t, shots[fmt][t], shots["static"][t], errors[fmt], fmt)

    lines = []
    for fmt in (*docs, "static"):
        e = errors[fmt]
        line = Line(browser.name, label, fmt if fmt != "static" else "static(--at)", e)
        if not e.ok and failures_dir is not None:
            for t in e.failing_times[:3]:
                line.artifacts += save_artifacts(
                    failures_dir, f"{stem}-{fmt}", t, {k: shots[k][t] for k in (*docs, "static")}, masks[t])
        lines.append(line)
    return lines


def compare_frame_svgs(t: float, expected_layers: list[dict], svgs: list[dict], errors: Errors) -> None:
    if len(svgs) != 1:
        errors.violations.append(f"t={t:g}: {len(svgs)} top-level <svg> elements in the page, expected 1")
        errors.failing_times.append(t)
        return
    checks.compare_frame(t, expected_layers, svgs[0]["layers"], errors)


# ----------------------------------------------------------------------------------------------------------
# Several assets inline in one page: each must behave exactly as alone (no id / keyframe-name collision).

def run_together(browser: Browser, rg: Ripplegen, cases: list[Case], fmt: str, times: list[float], workdir: Path,
                 failures_dir: Optional[Path] = None, label: str = "together",
                 mutate_docs: Optional[Callable[[list[str]], list[str]]] = None) -> Line:
    docs = [rg.document(c.args, fmt) for c in cases]
    if mutate_docs:
        docs = mutate_docs(docs)
    sizes = [svg_size(d) for d in docs]
    width = max(w for w, _ in sizes)
    height = sum(h for _, h in sizes)
    path = workdir / f"{_safe(label)}-{fmt}.html"
    path.write_text(page(label, "\n".join(strip_prolog(d) for d in docs)))
    browser.viewport(width, height)
    browser.load(path.as_uri())
    prime(browser)
    errors = Errors()
    evaluations = [{f["t"]: f["layers"] for f in rg.evaluate(c.args, times)["frames"]} for c in cases]
    shots: dict[float, Image.Image] = {}
    rects = None
    for t in times:
        svgs = _measure(browser, t, True)
        if len(svgs) != len(cases):
            errors.violations.append(f"t={t:g}: {len(svgs)} top-level <svg> elements, expected {len(cases)}")
            continue
        rects = [s["rect"] for s in svgs]
        for i, (case, svg) in enumerate(zip(cases, svgs)):
            checks.compare_frame(t, evaluations[i][t], svg["layers"], errors, where=f"[{case.label}] ")
        shots[t] = browser.screenshot(width, height)
    # Pixels: each asset's region against its own static frame rendered alone.
    static_path = workdir / "static.html"
    static_path.write_text(page("static frame", ""))
    browser.load(static_path.as_uri())
    artifacts = []
    for case, (x, y, w, h), (sw, sh) in zip(cases, rects or [], sizes):
        browser.viewport(sw, sh)
        for t in times:
            if t not in shots:
                continue
            browser.js(SET_BODY_JS, strip_prolog(rg.frame(case.args, t)))
            browser.js_async(MEASURE_JS, t, False)
            static = browser.screenshot(sw, sh)
            region = shots[t].crop((int(round(x)), int(round(y)), int(round(x)) + sw, int(round(y)) + sh))
            before = len(errors.violations)
            mask = checks.compare_pixels(t, region, static, errors, f"[{case.label}] {fmt} (in the shared page)")
            if len(errors.violations) > before and failures_dir is not None and len(artifacts) < 12:
                artifacts += save_artifacts(failures_dir, f"{browser.name}-{label}-{fmt}-{case.style}", t,
                                            {fmt: region, "static": static}, {fmt: mask})
    line = Line(browser.name, label, fmt, errors, artifacts,
                note=" + ".join(c.label for c in cases))
    return line


# ----------------------------------------------------------------------------------------------------------
# Embedding: <img src>, CSS background-image and inline; each animates, none blank or broken. An <img> or a
# background runs its document on the wall clock, out of the page's reach: its twin (twins.js: the element's own
# bytes in an <iframe> over it) is seeked instead, beside the inline one (seek.js).

EMBED_CASE = Case("ring", "embed", ["--size", "120x120", "--duration", "1", "--easing", "linear",
                                    "--color", "#1e88e5", "--stroke-width", "8", "--background", "#ffe0b2"])
EMBED_INK = (0x1e, 0x88, 0xe5)        # the ring colour
EMBED_TIMES = (0.1, 0.4, 0.75)        # s, seeked (the ring's cycle is 1 s)
# Every <img> decoded and two animation frames drawn since (the screenshot of the elements themselves).
IMAGES_JS = ("const done = arguments[arguments.length - 1];"
             "Promise.all(Array.from(document.images, (i) => i.decode().catch(() => null))).then(() => "
             "requestAnimationFrame(() => requestAnimationFrame(() => "
             "done(Array.from(document.images, (i) => [i.id, i.complete, i.naturalWidth, i.naturalHeight])))));")
EMBED_BACKGROUND = (0xff, 0xe0, 0xb2)  # the view's background rect


def _fraction(image: Image.Image, predicate) -> float:
    raw = image.convert("RGB").tobytes()
    hits = sum(1 for i in range(0, len(raw), 3) if predicate((raw[i], raw[i + 1], raw[i + 2])))
    return hits / float(image.width * image.height)


def _is_background(p) -> bool:
    return all(abs(a - b) <= 8 for a, b in zip(p, EMBED_BACKGROUND))


def _is_ink(p) -> bool:
    # The ring colour over white or over the background at any opacity: red drops the most, blue least.
    r, g, b = p
    return (255 - r) > 30 and (255 - r) > (255 - g) + 10 and b >= g - 4


def run_embedding(browser: Browser, rg: Ripplegen, workdir: Path, failures_dir: Optional[Path] = None,
                  mutate: Optional[Callable[[str], str]] = None, label: str = "embedding") -> list[Line]:
    docs = {}
    for fmt in ("smil", "css"):
        doc = rg.document(EMBED_CASE.args, fmt)
        if mutate:
            doc = mutate(doc)
        docs[fmt] = doc
        (workdir / f"{_safe(label)}-{fmt}.svg").write_text(doc)
    w, h = svg_size(docs["smil"])
    gap = 12
    cells = []
    body = []
    kinds = ("img", "background", "inline")
    for row, fmt in enumerate(("smil", "css")):
        for col, kind in enumerate(kinds):
            x, y = col * (w + gap), row * (h + gap)
            cid = f"cell-{kind}-{fmt}"
            style = f"position:absolute; left:{x}px; top:{y}px; width:{w}px; height:{h}px;"
            src = f"{_safe(label)}-{fmt}.svg"
            if kind == "img":
                body.append(f'<img id="{cid}" src="{src}" width="{w}" height="{h}" alt="ripple" style="{style} display:block">')
            elif kind == "background":
                body.append(f'<div id="{cid}" style="{style} background: url({src}) 0 0 / {w}px {h}px no-repeat;"></div>')
            else:
                body.append(f'<div id="{cid}" style="{style}">{strip_prolog(docs[fmt])}</div>')
            cells.append((kind, fmt, x, y))
    vw, vh = len(kinds) * (w + gap), 2 * (h + gap)
    path = workdir / f"{_safe(label)}.html"
    path.write_text(page(label, "\n".join(body)))
    browser.viewport(vw, vh)
    # Over HTTP: WebKit cannot fetch a file: URL from a file: page, and the twins need the elements' own bytes.
    with serve.Served(workdir) as server:
        browser.load(server.url(path))
        images_ok = browser.js_async(IMAGES_JS)
        # The elements themselves, once: decoded and not blank (the asset's background is in every frame).
        plain = browser.screenshot(vw, vh)
        # Then each <img> and background gets its twin (its own bytes in a seekable <iframe> over it) and the
        # page is seeked: every frame is the same in every run.
        twins = browser.js_async(TWINS_JS, "img, div[id^=cell-background]")
        shots = []
        for t in EMBED_TIMES:
            seeked = browser.js_async(SEEK_JS, t)
            if not seeked or not seeked.get("ok"):
                raise RuntimeError(f"{browser.name}: seeking the embedding page failed: {seeked}")
            shots.append(browser.screenshot(vw, vh))
    times = ", ".join(f"{t:g}" for t in EMBED_TIMES)
    lines = []
    for kind, fmt, x, y in cells:
        e = Errors()
        crops = [s.crop((x, y, x + w, y + h)) for s in shots]
        cid = f"cell-{kind}-{fmt}"
        if kind == "img":
            info = next((i for i in images_ok if i[0] == cid), None)
            if not info or not info[1] or not info[2]:
                e.violations.append(f"<img> not decoded (complete, naturalWidth, naturalHeight = {info[1:] if info else None})")
        if kind != "inline":
            twin = next((tw for tw in twins if tw["id"] == cid), None)
            if not twin or not twin["twin"]:
                e.violations.append(f"no seekable twin of the {kind}: {twin['error'] if twin else 'not found'}")
        own = _fraction(plain.crop((x, y, x + w, y + h)), _is_background)
        if own < 0.1:
            e.violations.append(f"the {kind} itself is blank or broken: only {own * 100:.1f} % of the cell shows "
                                f"the asset's background colour")
        backgrounds = [_fraction(c, _is_background) for c in crops]
        inks = [_fraction(c, _is_ink) for c in crops]
        for i, (bg, ink) in enumerate(zip(backgrounds, inks)):
            if bg < 0.1:
                e.violations.append(f"frame {i}: blank or broken: only {bg * 100:.1f} % of the cell shows the "
                                    f"asset's background colour (the view is {120 * 120 / (w * h) * 100:.0f} % of it)")
        if max(inks) < 0.01:
            e.violations.append(f"no screenshot shows the ring colour (max {max(inks) * 100:.2f} % of pixels)")
        changes = [checks.pixel_difference(a, b)[0] for a, b in zip(crops, crops[1:])]
        if max(changes) < 0.005:
            e.violations.append(f"does not animate: seeked to {times} s, its frames differ in at most "
                                f"{max(changes) * 100:.2f} % of pixels")
        e.samples = len(crops)
        line = Line(browser.name, f"{label}/{kind}", fmt, e,
                    summary=f"animates: {', '.join(f'{c * 100:.1f} %' for c in changes)} of pixels changed between "
                            f"frames seeked{' (its twin)' if kind != 'inline' else ''} to {times} s; asset background on "
                            f"{', '.join(f'{b * 100:.0f} %' for b in backgrounds)}, ring colour on "
                            f"{', '.join(f'{i * 100:.1f} %' for i in inks)} of the cell")
        if not e.ok and failures_dir is not None:
            failures_dir.mkdir(parents=True, exist_ok=True)
            for i, c in enumerate(crops):
                p = failures_dir / f"{browser.name}-{_safe(label)}-{kind}-{fmt}-{i}.png"
                c.save(p)
                line.artifacts.append(str(p))
        lines.append(line)
    return lines
