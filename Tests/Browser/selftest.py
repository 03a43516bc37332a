"""--self-test: prove the harness catches broken documents.

Each mutation post-processes a generated document in Python (the Swift code is never touched) the way a
serializer bug would break it, runs the same checks as the conformance run, and asserts that they fail. The
unmutated documents are run as controls and must pass. Prints what each mutation was caught by.
"""

from __future__ import annotations

import base64
import re
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import conformance
import drivers
import media
import preview
import rgtool
from conformance import Line
from rgtool import Case, Ripplegen

RING = Case("ring", "default")
RING_BLUE = Case("ring", "blue-150x60", ["--size", "150x60", "--duration", "1.1", "--easing", "linear",
                                         "--color", "#1e88e5"])
MATERIAL = Case("material", "default")
MATERIAL_ORIGIN = Case("material", "origin-150x100", ["--origin", "20,30", "--size", "150x100", "--hold", "0.5"])
FILL = Case("fill", "default")
SPLASH = Case("splash", "default")
PULSE = Case("pulse", "default")


def sub(pattern: str, replacement: str, count: int = 0) -> Callable[[str], str]:
    def mutate(doc: str) -> str:
        out, n = re.subn(pattern, replacement, doc, count=count)
        if n == 0:
            raise AssertionError(f"mutation pattern {pattern!r} not found in the document")
        return out
    return mutate


def chain(*fns: Callable[[str], str]) -> Callable[[str], str]:
    def mutate(doc: str) -> str:
        for f in fns:
            doc = f(doc)
        return doc
    return mutate


def third_spline_linear(doc: str) -> str:
    """Pulse: one Bézier piece of the first ring's spring (scale) becomes linear."""
    m = re.search(r'(<animateTransform[^>]*keySplines=")([^"]*)(")', doc)
    if not m:
        raise AssertionError("no keySplines on an animateTransform")
    pieces = m.group(2).split(";")
    pieces[2] = "0 0 1 1"
    return doc[:m.start(2)] + ";".join(pieces) + doc[m.end(2):]


def rename_names(docs: list[str]) -> list[str]:
    """Two CSS rings whose generated names collide: the second uses the first one's keyframe/class name."""
    first = re.search(r"@keyframes (ring-[0-9a-f]+)-0", docs[0]).group(1)
    second = re.search(r"@keyframes (ring-[0-9a-f]+)-0", docs[1]).group(1)
    return [docs[0], docs[1].replace(second, first), *docs[2:]]


def same_clip_id(docs: list[str]) -> list[str]:
    """Two SMIL documents whose <clipPath> ids collide: url(#id) resolves to the first element with that id, so
    the 150×100 material (second) is clipped by the 100×100 fill's rectangle (first)."""
    fill_id = re.search(r'<clipPath id="([^"]+)"', docs[0]).group(1)
    material_id = re.search(r'<clipPath id="([^"]+)"', docs[1]).group(1)
    return [docs[0], docs[1].replace(material_id, fill_id), *docs[2:]]


def drop_media(query: str) -> Callable[[str, str], str]:
    """Every variant document of the media part without its `@media (QUERY) { … }` block."""
    def mutate(variant: str, doc: str) -> str:
        start = doc.find(f"@media ({query})")
        if start < 0:
            if variant == "none" and query.startswith("prefers-reduced-motion"):
                return doc  # --reduced-motion none writes no such block
            raise AssertionError(f"no @media ({query}) block in the {variant} document")
        depth, i = 0, doc.index("{", start)
        while True:
            depth += {"{": 1, "}": -1}.get(doc[i], 0)
            i += 1
            if depth == 0:
                return doc[:start] + doc[i:]
    return mutate


def slow_twice(variant: str, doc: str) -> str:
    """--reduced-motion slow: the reduce block's durations and delays 2× instead of 4×."""
    if variant != "slow":
        return doc
    start = doc.index("@media (prefers-reduced-motion: reduce)")
    end = doc.index("}\n      }", start)
    block = re.sub(r"(\d+(?:\.\d+)?)s\b", lambda m: f"{float(m.group(1)) / 2:g}s", doc[start:end])
    return doc[:start] + block + doc[end:]


def still_frame_off_model(variant: str, doc: str) -> str:
    """The static still frame of pulse's first ring at scale 1.8 instead of the model's value."""
    if variant != "static":
        return doc
    out, n = re.subn(r"(@media \(prefers-reduced-motion: reduce\) \{\s*\.[\w-]+ \{ animation: none; transform: )"
                     r"scale\([\d.]+\)", r"\1scale(1.8)", doc, count=1)
    if n == 0:
        raise AssertionError("no static transform in the reduce block")
    return out


def preview_external_image(html: str) -> str:
    """The preview page with one more <img> that is a file next to the page (a network request)."""
    return sub(r"</body>", '<img src="ripple-not-embedded.svg" width="10" height="10" alt="x"/></body>', 1)(html)


def preview_static_inline(html: str) -> str:
    """The preview page whose first inline <svg> (ring, SMIL) has lost its animation elements but stays visible
    (opacity 1): only the "animates" check can catch it, not the blank one."""
    start = html.index("<svg")
    end = html.index("</svg>", start)
    inline = re.sub(r"\s*<animate(Transform)?\b[^>]*/>", "", html[start:end])
    if inline == html[start:end]:
        raise AssertionError("no animation element in the first inline <svg>")
    inline = inline.replace('opacity="0"', 'opacity="1"')
    return html[:start] + inline + html[end:]


def _still(svg: str) -> str:
    """An SVG document without its animation elements or animation properties, every layer shown (opacity 1)."""
    still = strip_animation(svg).replace('opacity="0"', 'opacity="1"')
    if still == svg:
        raise AssertionError("no animation in the document")
    return still


def preview_static_embedded(prefix: str) -> Callable[[str], str]:
    """The preview page whose first data: URI after PREFIX (ring, SMIL: `<img src=` or `background:url(`) is a
    still document, so only the rendering through that element can catch it (through its twin)."""
    def mutate(html: str) -> str:
        m = re.search(re.escape(prefix) + r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", html)
        if not m:
            raise AssertionError(f"no base64 data: URI after {prefix!r}")
        still = base64.b64encode(_still(base64.b64decode(m.group(1)).decode()).encode()).decode()
        return html[:m.start(1)] + still + html[m.end(1):]
    return mutate


def preview_csp_blocks_images(html: str) -> str:
    """The preview page with a policy that refuses its data: images (a console error in both browsers, and
    no request: nothing is fetched)."""
    return sub(r"<head>", '<head><meta http-equiv="Content-Security-Policy" content="img-src \'none\'"/>', 1)(html)


def strip_animation(doc: str) -> str:
    doc = re.sub(r"\s*<animate(Transform)?\b[^>]*/>", "", doc)
    return re.sub(r"animation:[^;}]*;", "animation: none;", doc)


@dataclass
class Mutation:
    name: str
    what: str
    kind: str                  # "case", "together", "embedding", "preview" or "media"
    case: Optional[Case] = None
    fmt: str = "smil"
    mutate: Optional[Callable] = None
    together: Optional[list[Case]] = None
    styles: Optional[list[str]] = None        # media: the styles to run
    modes: Optional[tuple[str, ...]] = None   # media: the modes to run
    must_fail: tuple[str, ...] = ()           # "label fmt" of lines that must each fail (default: any line)
    # Engines in which the mutation is no bug (measured): {browser: why}. There, a mutation that passes every
    # check is reported as skipped with the reason; one that fails is still reported as caught.
    harmless_in: Optional[dict[str, str]] = None


MUTATIONS = [
    Mutation("smil-spline-to-linear", "SMIL ring: calcMode=\"spline\" → \"linear\", keySplines dropped (the ease lost)",
             "case", RING, "smil", chain(sub(r'calcMode="spline"', 'calcMode="linear"'), sub(r'\s*keySplines="[^"]*"', ""))),
    Mutation("smil-ease-swapped", "SMIL ring: keySplines ease-out \"0 0 0.58 1\" → ease-in \"0.42 0 1 1\"",
             "case", RING, "smil", sub(r'keySplines="0 0 0\.58 1"', 'keySplines="0.42 0 1 1"')),
    Mutation("css-wrong-timing-function", "CSS ring: cubic-bezier(0,0,0.58,1) → ease-in",
             "case", RING, "css", sub(r"cubic-bezier\(0,0,0\.58,1\)", "ease-in")),
    Mutation("css-material-linear", "CSS material: the scale's cubic-bezier(0.42,0,0.58,1) → linear",
             "case", MATERIAL, "css", sub(r"cubic-bezier\(0\.42,0,0\.58,1\)", "linear")),
    Mutation("css-delay-lost", "CSS pulse: ring 2's animation-delay 0.15s → 0s",
             "case", PULSE, "css", sub(r"linear 0\.15s infinite", "linear 0s infinite")),
    Mutation("smil-begin-lost", "SMIL pulse: ring 3's begin=\"0.3s\" → \"0s\"",
             "case", PULSE, "smil", sub(r'begin="0\.3s"', 'begin="0s"')),
    Mutation("smil-spring-piece-linear", "SMIL pulse: one Bézier piece of ring 1's spring (scale) → linear",
             "case", PULSE, "smil", third_spline_linear),
    Mutation("smil-no-freeze", "SMIL splash: fill=\"freeze\" dropped (the final frame is lost after the end)",
             "case", SPLASH, "smil", sub(r'\s*fill="freeze"', "")),
    Mutation("css-no-forwards", "CSS splash: animation-fill-mode forwards dropped",
             "case", SPLASH, "css", sub(r" forwards", "")),
    Mutation("smil-translate-swapped", "SMIL material --origin 20,30: translate track x/y swapped",
             "case", MATERIAL_ORIGIN, "smil", sub(r'values="-55 -20;', 'values="-20 -55;')),
    Mutation("css-opacity-value", "CSS fill: peak opacity 0.3 → 0.4",
             "case", FILL, "css", sub(r"opacity: 0\.3;", "opacity: 0.4;")),
    Mutation("smil-colour-only", "SMIL ring: stroke #ffff00 → #ff00ff (geometry and opacity unchanged: pixels only)",
             "case", RING, "smil", sub(r'stroke="#ffff00"', 'stroke="#ff00ff"')),
    Mutation("css-name-collision", "two CSS rings inline whose keyframe/class names collide",
             "together", fmt="css", mutate=rename_names, together=[RING, RING_BLUE]),
    Mutation("smil-clip-id-collision", "two SMIL documents inline whose <clipPath> ids collide",
             "together", fmt="smil", mutate=same_clip_id, together=[FILL, MATERIAL_ORIGIN],
             harmless_in={"webkit": "WebKit resolves clip-path=\"url(#id)\" to the <clipPath> inside the same "
                                    "<svg> when two inline documents share the id (measured: each uses its own), so "
                                    "the collision does not show; css-name-collision proves the together check there"}),
    Mutation("embed-not-animated", "the embedded asset with its animation elements/properties removed",
             "embedding", mutate=strip_animation),
    Mutation("media-no-reduced-motion-block", "CSS ring: the @media (prefers-reduced-motion: reduce) block removed",
             "media", mutate=drop_media("prefers-reduced-motion: reduce"), styles=["ring"],
             modes=("reduce", "reduce@0.2", "reduce-slow", "reduce/img"),
             must_fail=("media/ring reduce", "media/ring reduce@0.2", "media/ring reduce-slow", "media/ring reduce/img")),
    Mutation("media-slow-2x", "CSS material --reduced-motion slow: durations and delays 2× instead of 4×",
             "media", mutate=slow_twice, styles=["material"], modes=("reduce-slow",),
             must_fail=("media/material reduce-slow",)),
    Mutation("media-still-frame-off-model", "CSS pulse: the static reduced-motion frame's first ring at scale(1.8)",
             "media", mutate=still_frame_off_model, styles=["pulse"], modes=("reduce",),
             must_fail=("media/pulse reduce",)),
    Mutation("media-no-forced-colors-block", "CSS ring and material: the @media (forced-colors: active) block removed",
             "media", mutate=drop_media("forced-colors: active"), styles=["ring", "material"],
             modes=("forced-colors",), must_fail=("media/ring forced-colors", "media/material forced-colors")),
    Mutation("preview-external-image", "the preview page with an <img> of a file next to it",
             "preview", mutate=preview_external_image, must_fail=("preview/page network",)),
    Mutation("preview-csp-blocks-images", "the preview page with a Content-Security-Policy img-src 'none'",
             "preview", mutate=preview_csp_blocks_images, must_fail=("preview/page console",)),
    # One page for the three renderings of the ring (SMIL): each line must fail (one preview run, not three).
    Mutation("preview-static-ring", "the preview page's ring (SMIL) still inline, as its <img> and as its CSS "
             "background (no animation elements, opacity 1)", "preview",
             mutate=chain(preview_static_inline, preview_static_embedded('<img src="'),
                          preview_static_embedded("background:url(")),
             must_fail=("preview/ring smil/inline", "preview/ring smil/img", "preview/ring smil/background")),
]

PART_OF = {"case": "cases"}  # a mutation's kind → the run.py part (--only) it belongs to

SELFTEST_TIMES = [0.014, 0.1, 0.214, 0.333, 0.61]


def _first_violation(lines: list[Line]) -> str:
    for line in lines:
        if not line.ok:
            return f"{line.label} {line.fmt}: {line.errors.violations[0]}"
    return ""


def run_mutation(browser, rg: Ripplegen, m: Mutation, workdir: Path, mutated: bool) -> list[Line]:
    if m.kind == "case":
        plan = rgtool.plan_times(rg, m.case.args, rg.document(m.case.args, "smil"))
        mutate = {m.fmt: m.mutate} if mutated else None
        lines = conformance.run_case(browser, rg, m.case, plan, workdir, None, formats=(m.fmt,), mutate=mutate,
                                     label=f"{m.case.label}{'-' + m.name if mutated else ''}")
        return [l for l in lines if l.fmt == m.fmt]
    if m.kind == "media":
        return media.run_media(browser, rg, workdir, styles=m.styles, modes=m.modes,
                               mutate=m.mutate if mutated else None)
    if m.kind == "preview":
        # Mutations of the page's console or network only need the page lines (no screenshots).
        animate = not mutated or any(not k.startswith("preview/page ") for k in m.must_fail)
        return preview.run_preview(browser, rg, workdir, None, mutate=m.mutate if mutated else None, animate=animate)
    if m.kind == "together":
        return [conformance.run_together(browser, rg, m.together, m.fmt, SELFTEST_TIMES, workdir, None,
                                         label=f"together-{m.name}", mutate_docs=m.mutate if mutated else None)]
    lines = conformance.run_embedding(browser, rg, workdir, None, mutate=m.mutate if mutated else None,
                                      label=f"embedding-{m.name}" if mutated else "embedding")
    return lines


def main(args, rg: Ripplegen, here: Path) -> int:
    started = time.monotonic()
    import run
    names = run.browsers(args)
    workdir = Path(tempfile.mkdtemp(prefix="ripplegen-browser-selftest-"))
    passed = failed = skipped = 0
    for name in names:
        try:
            browser = drivers.start_browser(name)
        except Exception as e:
            print(f"{'FAIL' if args.strict else 'SKIP'} {name}: the self-test cannot run: {name} could not be started: {e}")
            skipped, failed = (skipped, failed + 1) if args.strict else (skipped + 1, failed)
            continue
        print(f"{name} {browser.version}")
        controls_done: set[str] = set()
        try:
            parts = set(args.only or [])
            for m in MUTATIONS:
                if parts and PART_OF.get(m.kind, m.kind) not in parts:
                    continue
                key = (f"{m.kind}:{m.case.label if m.case else ''}:{m.fmt}:{[c.label for c in m.together or []]}"
                       f":{m.styles or ''}:{m.modes or ''}")
                if key not in controls_done:
                    controls_done.add(key)
                    control = run_mutation(browser, rg, m, workdir, mutated=False)
                    bad = [l for l in control if not l.ok]
                    if bad:
                        failed += 1
                        print(f"FAIL {name:8} control for {m.name}: the unmutated document fails: "
                              f"{_first_violation(bad)}")
                    else:
                        passed += 1
                        what = (m.case.label if m.case else m.kind) + (
                            f" {','.join(m.styles)} {','.join(m.modes)}" if m.kind == "media" else
                            "" if m.kind == "preview" else f" {m.fmt}")
                        print(f"PASS {name:8} control {key.split(':')[0]} {what}: the unmutated document passes")
                try:
                    lines = run_mutation(browser, rg, m, workdir, mutated=True)
                except AssertionError as e:
                    failed += 1
                    print(f"FAIL {name:8} {m.name}: the mutation could not be applied: {e}")
                    continue
                caught = [l for l in lines if not l.ok and not l.skipped]
                # A line that cannot run in this browser (a SKIP line, with its reason) is not a miss, but says so.
                not_run = [l for l in lines if l.skipped]
                if m.must_fail:
                    by_name = {f"{l.label} {l.fmt}": l for l in lines}
                    missed = [k for k in m.must_fail if k not in by_name or (by_name[k].ok and not by_name[k].skipped)]
                    if missed:
                        failed += 1
                        print(f"FAIL {name:8} MISSED {m.name}: {m.what} — these lines passed (or did not run): "
                              f"{', '.join(missed)}")
                        continue
                if caught:
                    passed += 1
                    n = sum(len(l.errors.violations) for l in caught)
                    print(f"PASS {name:8} caught {m.name}: {m.what}\n"
                          f"       {n} violation(s); first: {_first_violation(caught)}")
                    for l in not_run:
                        print(f"       (not run here: {l.label} {l.fmt}: {l.note})")
                elif name in (m.harmless_in or {}):
                    skipped, failed = (skipped, failed + 1) if args.strict else (skipped + 1, failed)
                    print(f"{'FAIL' if args.strict else 'SKIP'} {name:8} {m.name}: not a bug in {name}, every check "
                          f"passed: {m.harmless_in[name]}")
                else:
                    failed += 1
                    worst = lines[0].errors if lines else None
                    print(f"FAIL {name:8} MISSED {m.name}: {m.what} — every check passed"
                          + (f" (worst: size {worst.size_abs:.4f} u, opacity {worst.opacity:.4f})" if worst else ""))
        finally:
            browser.quit()
    if args.keep:
        print(f"kept the mutated documents and pages in {workdir}")
    else:
        shutil.rmtree(workdir, ignore_errors=True)
    print(f"time: {time.monotonic() - started:.1f} s")
    if skipped:
        print(f"{skipped} skipped (could not run here)")
    print(f"{passed} passed, {failed} failed")
    if passed + failed == 0:
        return 2
    return 1 if failed else 0
