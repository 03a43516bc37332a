"""Several styles on one page, from the folder layouts `batch` writes (issue 36, docs/web.md "Several styles on one
page"): material, splash and fill, one element each, pressed for real; each ripple's box and opacity (× its
container's, the sheet's) at 20 times equal `ripplegen --evaluate` for that element, press point and hold, as press.py's
values checks (the page's own event times; a tap measured while it plays).

- layouts/shared         `"engine": "shared"`: each style's sheet, the styles' scripts (two before the engine, whose
                         queue must take them, one after) and `ripplegen.js`.
- layouts/bundle         `"engine": "bundle"`: `ripplegen.css` and `ripplegen.js` alone.
- layouts/bundle-module  `"engine": "bundle"`: `ripplegen.css` and `import { attach } from "./ripplegen.mjs"`.

Mutants (`mutants()`): the shared engine ignores the queue; a style's program left out of the bundle's script, of its
module; a style's sheet left out of the bundle's.
"""

from __future__ import annotations

import json
from pathlib import Path

import press

STYLES = ["material", "splash", "fill"]
HOSTS = {"material": (40, 40, 180, 120), "splash": (260, 40, 200, 90), "fill": (40, 220, 150, 150)}  # left, top, w, h

HEAD = """<!doctype html><html><head><meta charset="utf-8">{links}
<style>body{{margin:0;background:#fff}} .t{{position:absolute;border:0;padding:0;background:#fff;font:14px sans-serif}}</style>
</head><body>
{hosts}
<script>for(const n of ["pointerdown","pointerup"])addEventListener(n,e=>{{const d=document.documentElement.dataset,a=JSON.parse(d.ev||"[]");a.push([n,e.timeStamp,e.clientX,e.clientY]);d.ev=JSON.stringify(a)}},true)</script>
{scripts}
</body></html>"""


def folder(rg: str, workdir: Path, engine: str) -> Path:
    """The three styles written by `batch` with `"engine": engine` into a folder of their own."""
    out = workdir / f"layout-{engine}"
    manifest = workdir / f"layout-{engine}.json"
    manifest.write_text(json.dumps({"engine": engine, "defaults": {"format": "web"},
                                    "assets": [{"name": s, "style": s} for s in STYLES]}))
    press.run([rg, "batch", str(manifest), "-o", str(out)])
    return out


def page(browser, out: Path, links: list[str], scripts: str) -> None:
    hosts = "\n".join(f'<button id="{s}" class="t rg-{s}" style="left:{l}px;top:{t}px;width:{w}px;height:{h}px">{s}</button>'
                      for s, (l, t, w, h) in HOSTS.items())
    html = out / "page.html"
    html.write_text(HEAD.format(links="".join(f'<link rel="stylesheet" href="{n}">' for n in links), hosts=hosts, scripts=scripts)
                    .replace("<head>", "<head>" + press.FREEZE_JS, 1))
    browser.viewport(640, 480)
    browser.load(press.SERVER.url(html))
    press.next_frames(browser)


class OnPage(press.Page):
    """press.Page's pointer actions and measure, on the page already loaded, for one style's elements."""

    def __init__(self, browser, cls: str):
        self.browser, self.cls = browser, cls


def values(browser, rg: str, out: Path) -> list[str]:
    """Each style's element pressed off-centre (held 150 ms; fill, a tap, 20 ms): its ripple is the model's."""
    errors = []
    for style, (left, top, w, h) in HOSTS.items():
        p = OnPage(browser, f"rg-{style}")
        flags = ["--style", style]
        p.clear_events()
        p.press(left + 0.3 * w, top + 0.6 * h, 150 if press.held(flags) else 20)
        data = p.measure(style)
        ev = {e[0]: e for e in data["ev"]}
        if data["count"] != 1 or "pointerdown" not in ev:
            errors.append(f"{style}: {data['count']} ripple(s) after one press (expected 1)")
            continue
        if abs(data["size"][0] - w) > 1 or abs(data["size"][1] - h) > 1:
            errors.append(f"{style}: the container is {data['size'][0]:g}×{data['size'][1]:g} px, not the element's {w}×{h} (its sheet?)")
            p.finish(style)
            continue
        origin = (ev["pointerdown"][2] - left, ev["pointerdown"][3] - top)
        hold = (ev["pointerup"][1] - ev["pointerdown"][1]) / 1000 if press.held(flags) else None
        expected = press.evaluate(rg, flags, data["size"], origin, hold, press.TIMES)
        errors += [f"{style}: {e}" for e in press.compare(data["out"], expected, press.TIMES)][:3]
        p.finish(style)
    return errors


def shared(browser, rg, workdir, mutate) -> list[str]:
    out = folder(rg, workdir, "shared")
    if mutate:
        mutate(out / "material.css", out / "ripplegen.js")
    # Two styles' scripts before the engine (their programs wait in its queue), one after it.
    scripts = "".join(f'<script src="{n}"></script>' for n in ("material.js", "splash.js", "ripplegen.js", "fill.js"))
    page(browser, out, [f"{s}.css" for s in STYLES], scripts)
    return values(browser, rg, out)


def bundle(browser, rg, workdir, mutate) -> list[str]:
    out = folder(rg, workdir, "bundle")
    if mutate:
        mutate(out / "ripplegen.css", out / "ripplegen.js")
    page(browser, out, ["ripplegen.css"], '<script src="ripplegen.js"></script>')
    return values(browser, rg, out)


def bundle_module(browser, rg, workdir, mutate) -> list[str]:
    out = folder(rg, workdir, "bundle")
    if mutate:
        mutate(out / "ripplegen.css", out / "ripplegen.js")
    page(browser, out, ["ripplegen.css"], '<script type="module">import { attach } from "./ripplegen.mjs"; attach(document);'
         'document.documentElement.dataset.attached = "1";</script>')
    # A module runs after the document is parsed: wait until it has attached (marked in the DOM, which Marionette's
    # scripts see, unlike the page's own properties).
    browser.js_async("const done=arguments[arguments.length-1],t=()=>document.documentElement.dataset.attached?done():setTimeout(t,10);t()")
    return values(browser, rg, out)


CHECKS = [("layouts/shared", shared), ("layouts/bundle", bundle), ("layouts/bundle-module", bundle_module)]


def mutants() -> list[tuple[str, list[str], object]]:
    def ignores_queue(css, js):
        # The shared engine takes the styles that come after it only (`queue?.map?.(add)` gone).
        press.edit_re(js, r"(§)\?\.map\?\.\(§\)", "0")

    def program_left_out(css, js):
        press.edit_re(js, r'\n\(self\.ripplegen=self\.ripplegen\|\|\[\]\)\.push\(\{c:"rg-fill".*\n', "\n")

    def module_program_left_out(css, js):
        press.edit_re(js.with_suffix(".mjs"), r'\[\{c:"rg-material"', '[{c:"rg-none"')

    def sheet_left_out(css, js):
        text = css.read_text()
        start = text.index("/* ripplegen: Splash ripple")
        end = text.index("/* ripplegen:", start + 1)
        css.write_text(text[:start] + text[end:])

    return [
        ("the shared engine ignores its queue", ["layouts/shared"], ignores_queue),
        ("a program left out of the bundle's script", ["layouts/bundle"], program_left_out),
        ("a program left out of the bundle's module", ["layouts/bundle-module"], module_program_left_out),
        ("a sheet left out of the bundle's", ["layouts/bundle"], sheet_left_out),
    ]
