"""The `press` part for looping decorations (`ring`, `pulse` with `--format web`): no press, the class alone.

- decor/STYLE         elements of three sizes (wide, tall, square) get the decoration from the class alone;
                      every animation on the page is found by `document.getAnimations()`, paused and seeked, and
                      each layer's box (the fill geometry: a ring's stroke taken off) and opacity equal
                      `ripplegen --evaluate` for that element's size at every sample time; after the element is
                      resized the decoration follows the new size; an element given the class later gets it too,
                      and one whose class is taken away loses it.
- decor/reduced-motion  under `prefers-reduced-motion: reduce` the ring's and the pulse's animations are paused, and
                      each layer's box and opacity are the model's at the still frame (`--reduced-motion-at`).
- decor/ring-radius   a ring on a card with four different corner radii: its layer's computed corners are the card's.
- decor/pulse-clip    a pulse's container is clipped (computed overflow hidden), and not with data-ripple~=unbounded.
"""

from __future__ import annotations

import press

SIZES = {"a": (90, 50), "b": (60, 120), "c": (150, 150)}
TIMES = {"ring": [0.0, 0.05, 0.2, 0.41, 0.69, 0.93], "pulse": [0.0, 0.1, 0.45, 0.95, 1.3, 1.75, 2.2, 2.6]}
STROKE = {"ring": 4, "pulse": None}

MEASURE_JS = """
const [ids, cls, times, stroke] = arguments;
const anims = document.getAnimations(); if (times[0] !== null) anims.forEach(a => a.pause());
const out = {};
for (const id of ids) {
  const h = document.getElementById(id), c = h.querySelector(':scope>' + cls + '-c');
  if (!c) { out[id] = null; continue; }
  const cr = c.getBoundingClientRect(), rows = [];
  for (const t of times) {
    if (t !== null) anims.forEach(a => a.currentTime = t * 1000);
    rows.push([...c.children].map(i => {
      const r = i.getBoundingClientRect();
      // A ring's box includes its border; the model's box is the ellipse's own (its stroke scales with it).
      const k = stroke ? r.width / (i.offsetWidth || 1) : 0, d = stroke ? stroke * k : 0;
      return [r.left - cr.left + d / 2, r.top - cr.top + d / 2, r.width - d, r.height - d,
              +getComputedStyle(i).opacity * +getComputedStyle(c).opacity];
    }));
  }
  out[id] = {rows, size: [cr.width, cr.height]};
}
return {out, count: anims.length};
"""


# Resolves once every named element has its decoration with its size given to the sheet (loop.js: a
# MutationObserver adds the container, a ResizeObserver writes --W/--H on it), one frame later (the animations of
# a new container start at the next style update); false after 600 frames. Waits for the engine's answer, not for
# time: no check samples the wall clock.
DECORATED_JS = """
const [cls, ids] = arguments, done = arguments[arguments.length - 1];
const ready = () => ids.every((id) => {
  const c = document.querySelector('#' + id + '>' + cls + '-c');
  return c && Math.abs(parseFloat(c.style.getPropertyValue('--W')) - c.clientWidth) < 0.5
           && Math.abs(parseFloat(c.style.getPropertyValue('--H')) - c.clientHeight) < 0.5;
});
const step = (n) => requestAnimationFrame(() => ready() ? requestAnimationFrame(() => done(true))
                                                         : n > 600 ? done(false) : step(n + 1));
step(0);
"""


def decorated(browser, name: str, ids) -> list[str]:
    """Waits for the decorations of the elements `ids` (DECORATED_JS); an error when they never come."""
    if browser.js_async(DECORATED_JS, name, list(ids)):
        return []
    return [f"{', '.join('#' + i for i in ids)}: no decoration of its size after 600 frames"]


def evaluate(rg: str, style: str, size, times) -> list[list[list[float]]]:
    import json
    data = json.loads(press.run([rg, "--style", style, "--size", f"{size[0]:g}x{size[1]:g}",
                                 "--evaluate", ",".join(f"{t:g}" for t in times)]))
    return [[layer["box"] + [layer["visibleOpacity"]] for layer in frame["layers"]] for frame in data["frames"]]


def body(name: str) -> str:
    return "".join(f'<div id="{i}" class="t {name}" style="left:{40 + 200 * k}px;top:60px;width:{w}px;height:{h}px"></div>'
                   for k, (i, (w, h)) in enumerate(SIZES.items()))


def compare_all(browser, rg, style, name, sizes, label) -> list[str]:
    times = TIMES[style]
    data = browser.js(MEASURE_JS, list(sizes), name, times, STROKE[style])
    errors = []
    for host, size in sizes.items():
        got = data["out"].get(host)
        if not got:
            errors.append(f"{host} ({size[0]}x{size[1]}): no decoration")
            continue
        if [round(v) for v in got["size"]] != list(size):
            errors.append(f"{host}: the container is {got['size']}, the element {size}")
        expected = evaluate(rg, style, size, times)
        for t, measured, model in zip(times, got["rows"], expected):
            if len(measured) != len(model):
                errors.append(f"{host} t={t:g}: {len(measured)} layers, the model has {len(model)}")
                continue
            for k, (m, e) in enumerate(zip(measured, model)):
                errors += [f"{host} {size[0]}x{size[1]} layer {k}: {v}" for v in press.compare([m], [e], [t], label)][:2]
    return errors[:6]


def decoration(browser, rg, workdir, mutate, style: str) -> list[str]:
    name = f"rg-d{style}"
    page = press.Page(browser, rg, ["--style", style], workdir, name, mutate, body=body(name))
    errors = decorated(browser, name, SIZES) or compare_all(browser, rg, style, name, SIZES, f"decor/{style}")
    # The element grows, another gets the class, one loses it: the decorations follow.
    browser.js("const [n]=arguments;Object.assign(document.getElementById('a').style,{width:'130px',height:'70px'});"
               "const d=document.body.appendChild(document.createElement('div'));d.id='late';d.className='t';"
               "d.style.cssText='left:40px;top:300px;width:100px;height:40px';setTimeout(()=>d.classList.add(n),30);"
               "document.getElementById('b').classList.remove(n)", name)
    browser.js("document.getAnimations().forEach(a=>a.play())")
    errors += decorated(browser, name, ("a", "late")) or compare_all(browser, rg, style, name, {"a": (130, 70), "late": (100, 40)}, f"decor/{style}")
    shown = browser.js("const c=document.querySelector('#b>'+arguments[0]+'-c');return c?getComputedStyle(c).display:'gone'", name)
    if shown not in ("none", "gone", "inline"):
        errors.append(f"#b lost the class but its decoration still draws (container display {shown})")
    return errors


def reduced(browser, rg, workdir, mutate) -> list[str]:
    errors = []
    for style in ("ring", "pulse"):
        name = f"rg-dreduce{style}"
        # The page loads under the preference; the class is then taken away and given back, so the
        # decoration starts again under the rules as they are (WebKit's emulation rewrites the page's media
        # rules just after a load, while its animations already run).
        browser.emulate_media({"prefers-reduced-motion": "reduce"})
        try:
            page = press.Page(browser, rg, ["--style", style], workdir, name, mutate, body=body(name))
            errors += decorated(browser, name, ("c",))
            browser.js("const e=document.getElementById('c');e.classList.remove(arguments[0]);e.offsetWidth;"
                       "e.classList.add(arguments[0])", name)
            errors += decorated(browser, name, ("c",))
            states = browser.js("return document.getAnimations().map(a=>a.playState)")
            # The still frame's time, from the first layer (its template delay is 0): the sheet's calm frame.
            still = -browser.js("const i=document.querySelector('#c>'+arguments[0]+'-c>i'),a=i&&i.getAnimations()[0];"
                                "return a?a.effect.getTiming().delay:0", name) / 1000
            # Read where the paused animations are, unseeked: the sheet's own delays put each layer there.
            data = browser.js(MEASURE_JS, ["c"], name, [None], STROKE[style])
        finally:
            browser.emulate_media({})
        if not states or any(s != "paused" for s in states):
            errors.append(f"{style}: under reduced motion the decoration's animations are {states} (expected paused)")
            continue
        got = data["out"].get("c")
        if not got:
            errors.append(f"{style}: no decoration under reduced motion")
            continue
        model = evaluate(rg, style, SIZES["c"], [still])[0]
        if len(got["rows"][0]) != len(model):
            errors.append(f"{style}: {len(got['rows'][0])} layers under reduced motion, the model has {len(model)}")
            continue
        for k, (m, e) in enumerate(zip(got["rows"][0], model)):
            errors += [f"{style} layer {k} under reduced motion (t={still:g}): {v}"
                       for v in press.compare([m], [e], [still], "decor/reduced-motion")][:2]
    return errors[:6]


CORNERS = ("borderTopLeftRadius", "borderTopRightRadius", "borderBottomRightRadius", "borderBottomLeftRadius")


def ring_radius(browser, rg, workdir, mutate) -> list[str]:
    """A ring on a rounded card: its layer has the card's corners (border-radius inherited), not its own."""
    name = "rg-dradius"
    body = (f'<div id="card" class="t {name}" style="left:40px;top:60px;width:200px;height:120px;'
            f'border-radius:16px 24px 8px 0px"></div>')
    press.Page(browser, rg, ["--style", "ring"], workdir, name, mutate, body=body)
    if decorated(browser, name, ("card",)):
        return ["no decoration on the card"]
    got = browser.js("const h=document.getElementById('card'),i=h.querySelector(':scope>'+arguments[0]+'-c>i');"
                     "return i&&arguments[1].map(p=>[getComputedStyle(h)[p],getComputedStyle(i)[p]])", name, list(CORNERS))
    if not got:
        return ["no decoration"]
    return [f"{p}: the ring's layer has {b}, the card {a}" for p, (a, b) in zip(CORNERS, got) if a != b]


def pulse_clip(browser, rg, workdir, mutate) -> list[str]:
    """A pulse is clipped to its element (container overflow hidden) unless the element has data-ripple~=unbounded."""
    name = "rg-dclip"
    body = (f'<div id="pb" class="t {name}" style="left:40px;top:60px;width:120px;height:80px"></div>'
            f'<div id="pu" class="t {name}" data-ripple="icon unbounded" style="left:240px;top:60px;width:120px;height:80px"></div>')
    press.Page(browser, rg, ["--style", "pulse"], workdir, name, mutate, body=body)
    errors = decorated(browser, name, ("pb", "pu"))
    for host, want in (("pb", "hidden"), ("pu", "visible")):
        got = browser.js("const c=document.querySelector('#'+arguments[0]+'>'+arguments[1]+'-c');return c&&getComputedStyle(c).overflowX",
                         host, name)
        if got != want:
            errors.append(f"#{host}{' (data-ripple~=unbounded)' if host == 'pu' else ''}: the pulse's container overflow is {got} (expected {want})")
    return errors


CHECKS = [("decor/ring", lambda *a: decoration(*a, "ring")), ("decor/pulse", lambda *a: decoration(*a, "pulse")),
          ("decor/reduced-motion", reduced), ("decor/ring-radius", ring_radius), ("decor/pulse-clip", pulse_clip)]


def add_checks(check, browser, rg, workdir, mutate) -> None:
    for label, run in CHECKS:
        check(label, lambda run=run: run(browser, rg, workdir, mutate))


def mutants() -> list[tuple[str, list[str], object]]:
    edit = press.edit
    return [
        # The old decoration: a ring fitted to the height, as an image would be.
        ("a ring fitted to the height", ["decor/ring"], lambda css, js: edit(css, "width:calc(1px*2*(var(--W)/2 + 2))",
                                                                                   "width:calc(1px*2*(var(--H)/2 + 2))")),
        ("sizes read once", ["decor/ring"], lambda css, js: press.edit_engine(js, r"(§)\.observe\((§)\)",
                                                                          r"\1.observe(\2),setTimeout(()=>\1.unobserve(\2),50)")),
        # The pulse's rings all stopped at the first ring's still frame (their own delays lost).
        ("reduced-motion delays lost", ["decor/reduced-motion"],
         lambda css, js: "var(--r)" in css.read_text() and edit(css, "animation-delay:var(--r)", "animation-delay:-910ms")),
        ("a ring with corners of its own", ["decor/ring-radius"],
         lambda css, js: press.edit_re(css, r"(>i\{all:unset;position:absolute;)border-radius:inherit", r"\1border-radius:50%")),
        ("a pulse never clipped", ["decor/pulse-clip"], lambda css, js: edit(css, ":not([data-ripple~=unbounded])>&{overflow:hidden}", "")),
        ("a pulse clipped whatever data-ripple says", ["decor/pulse-clip"],
         lambda css, js: edit(css, ":not([data-ripple~=unbounded])>&{overflow:hidden}", "&{overflow:hidden}")),
    ]
