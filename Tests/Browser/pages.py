"""The `press` part on real pages: what web developers' pages do to a ripple (issue 20's findings), one check each.

- pages/disabled      `<button disabled>`, a button in `<fieldset disabled>` and one in an `inert` subtree get no
                      ripple; an enabled button beside them does (so the check cannot pass by rippling nothing).
- pages/shadow        a button with the class inside an open shadow root (the sheet linked inside it) and a host
                      with the class (its shadow root links the sheet): each press draws the model's ripple inside
                      the shadow root, and the host's `:active` fallback stays off.
- pages/hidden        an element hidden (display: none) or removed during the fade keeps no container and shows no
                      ghost ripple when it comes back (six open/close cycles).
- pages/after         the page's own `::after` (a dropdown caret) keeps its content and the element its width; the
                      no-script fallback washes `:active` and is off while the script runs.
- pages/css           ordinary page rules (`.t i{width:1em}`, `.t > *{position:relative}`, `* + *` margins, a
                      `:last-child` rule, transforms): the ripple equals the model and the element never moves or
                      grows during a press.
- pages/trusted-types `require-trusted-types-for 'script'`: a press ripples, no error, nothing leaks.
- pages/replaced      `<input type=submit>` and `<img>` with the class: no error and no container left behind.
- pages/keys          Space/Enter typed in a textarea inside a rippling card do not ripple the card; Space on a link
                      does not ripple it, Enter does.
- pages/script-twice  the script included twice: one ripple per press.
"""

from __future__ import annotations

import time

import press

MATERIAL = ["--style", "material"]
# The page's errors, kept in the DOM (Marionette's scripts do not see a page's own globals).
ERRORS_JS = ("<script>{const d=document.documentElement.dataset,p=m=>d.errors=JSON.stringify([...JSON.parse(d.errors||'[]'),m]);"
             "addEventListener('error',e=>p(String(e.message)));addEventListener('unhandledrejection',e=>p('rejection: '+e.reason))}</script>")
PAGE_ERRORS = "return JSON.parse(document.documentElement.dataset.errors||'[]')"


def count(browser, selector: str, root: str | None = None) -> int:
    """Elements matching `selector` in the document, or in the shadow root of the element `root`."""
    return browser.js("const r=arguments[1]?document.querySelector(arguments[1]).shadowRoot:document;"
                      "return r.querySelectorAll(arguments[0]).length", selector, root)


def center(browser, selector: str) -> tuple[float, float]:
    r = browser.js("const e=document.querySelector(arguments[0]);const r=e.getBoundingClientRect();"
                   "return [r.left+r.width/2,r.top+r.height/2]", selector)
    return r[0], r[1]


def keys(page: press.Page, *values: str) -> None:
    steps = []
    for value in values:
        steps += [{"type": "keyDown", "value": value}, {"type": "pause", "duration": 30}, {"type": "keyUp", "value": value}]
    page.actions([{"type": "key", "id": "kb", "actions": steps}])


def disabled(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-dis"
    body = (f'<button id="d" class="t {n}" disabled style="left:20px;top:20px;width:120px;height:60px">d</button>'
            f'<fieldset disabled style="position:absolute;left:160px;top:10px;width:160px;height:90px;margin:0">'
            f'<button id="f" class="t {n}" style="left:10px;top:10px;width:120px;height:60px">f</button></fieldset>'
            f'<div inert><button id="n" class="t {n}" style="left:340px;top:20px;width:120px;height:60px">n</button></div>'
            f'<button id="e" class="t {n}" style="left:20px;top:120px;width:120px;height:60px">e</button>')
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, body=body)
    errors = []
    for host in ("d", "f", "e"):
        x, y = center(browser, "#" + host)
        page.press(x, y, 300)
    # An inert element cannot be hit or focused: the events a script or an assistive tool may still send it.
    browser.js("const n=document.getElementById('n');for(const t of ['pointerdown','pointerup'])"
               "n.dispatchEvent(new PointerEvent(t,{bubbles:true,composed:true,pointerId:7,clientX:400,clientY:50}))")
    for host, want in (("d", 0), ("f", 0), ("n", 0), ("e", 1)):
        got = count(browser, f"#{host}>{n}-c:not(.z)")
        if got != want:
            errors.append(f"#{host}: {got} ripple container(s) after a press (expected {want})")
    return errors


SHADOW_JS = """<script>{
const cls = document.currentScript.dataset.cls;
customElements.define('x-box', class extends HTMLElement { constructor() { super();
  this.attachShadow({mode: 'open'}).innerHTML = `<link rel="stylesheet" href="${cls}.css">
    <button id="in" class="t ${cls}" style="left:0;top:0;width:180px;height:120px">inside</button>`; } });
customElements.define('y-box', class extends HTMLElement { constructor() { super();
  this.attachShadow({mode: 'open'}).innerHTML = `<link rel="stylesheet" href="${cls}.css">
    <span style="display:block;width:180px;height:120px">host</span>`; } });
}</script>"""

SHADOW_MEASURE_JS = """
const [sel, cls, times] = arguments;
const host = document.querySelector(sel), root = host.shadowRoot;
const el = root.getElementById('in') || host;
const cs = [...(el === host ? root : el).children].filter(e => e.localName === cls + '-c' && e.className !== 'z'), c = cs[cs.length - 1];
const shadow = getComputedStyle(host).boxShadow;
if (!c) return {count: 0, shadow};
const i = c.lastElementChild, anims = c.getAnimations({subtree: true}); anims.forEach(a => a.pause());
const cr = c.getBoundingClientRect(), out = [];
for (const t of times) {
  anims.forEach(a => a.currentTime = t * 1000);
  const r = i.getBoundingClientRect();
  out.push([r.left - cr.left, r.top - cr.top, r.width, r.height, +getComputedStyle(i).opacity * +getComputedStyle(c).opacity]);
}
anims.forEach(a => a.finish());
return {count: cs.length, out, size: [cr.width, cr.height], shadow, rect: [cr.left, cr.top]};
"""


def shadow(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-sh"
    body = (f'<x-box id="xb" style="position:absolute;left:20px;top:20px;width:180px;height:120px"></x-box>'
            f'<y-box id="yb" class="{n}" style="position:absolute;left:240px;top:20px;width:180px;height:120px"></y-box>'
            + SHADOW_JS.replace("<script>", f'<script data-cls="{n}">'))
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, body=body)
    time.sleep(0.2)  # the shadow roots' sheets load
    errors = []
    for sel, (left, top) in (("#xb", (20, 20)), ("#yb", (240, 20))):
        x, y = left + 50, top + 40
        page.clear_events()
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": x, "y": y, "duration": 0}, {"type": "pointerDown", "button": 0},
            {"type": "pause", "duration": 120}]}], release=False)
        pressed = browser.js(SHADOW_MEASURE_JS, sel, n, [])
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerUp", "button": 0}]}])
        data = browser.js(SHADOW_MEASURE_JS, sel, n, press.TIMES)
        if data["count"] == 0:
            errors.append(f"{sel}: no ripple inside the shadow root")
            continue
        if sel == "#yb" and "inset" in pressed["shadow"]:
            errors.append(f"{sel}: the :active fallback ({pressed['shadow']}) shows beside the ripple")
        ev = {e[0]: e for e in browser.js("return JSON.parse(document.documentElement.dataset.ev||'[]')")}
        hold = (ev["pointerup"][1] - ev["pointerdown"][1]) / 1000
        origin = (ev["pointerdown"][2] - data["rect"][0], ev["pointerdown"][3] - data["rect"][1])
        expected = press.evaluate(rg, MATERIAL, data["size"], origin, hold, press.TIMES)
        errors += [f"{sel}: {e}" for e in press.compare(data["out"], expected, press.TIMES, "pages/shadow")][:3]
    return errors


def hidden(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-hide"
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate)
    left, top, w, h, _ = press.HOSTS["sq"]
    errors = []
    browser.js("window.__sq=document.getElementById('sq')")
    for cycle in range(6):
        page.press(left + 30 + cycle, top + 40, 40)
        time.sleep(0.23)  # into the fade (material fades for 0.15 s from 0.225 s after the press)
        # A menu closing on click: hidden (even cycles) or taken out of the page (odd ones), then back.
        browser.js("const e=window.__sq;arguments[0]?e.remove():e.style.display='none'", cycle % 2)
        time.sleep(0.4)
        browser.js("const e=window.__sq;if(!e.isConnected)document.body.prepend(e);e.style.display=''")
    time.sleep(0.1)
    left_over = count(browser, f"#sq>{n}-c:not(.z)")
    if left_over:
        errors.append(f"{left_over} ripple container(s) left after 6 hide/show and remove/insert cycles during the fade (expected 0)")
    ghosts = browser.js("return document.getElementById('sq').getAnimations({subtree:true}).length")
    if ghosts:
        errors.append(f"{ghosts} animation(s) replay in the element after it was shown again (a ghost ripple)")
    return errors


def after(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-aft"
    head = (f"<style>.caret::after{{content:'\\25BE';margin-left:6px}}"
            f".caret{{position:absolute;left:20px;top:20px;font:16px sans-serif;padding:8px 12px;border:0;background:#eee}}</style>")
    body = f'<button id="m" class="caret {n}">Menu</button><button id="p" class="caret {n}" style="top:80px">Plain</button>'
    errors = []
    for scripts in (1, 0):
        page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=head, body=body, scripts=scripts)
        state = browser.js("const m=document.getElementById('m'),s=[...document.styleSheets].find(s=>(s.href||'').endsWith(arguments[0]+'.css'));"
                           "const a=[getComputedStyle(m,'::after').content,m.getBoundingClientRect().width];s.disabled=true;"
                           "const b=[getComputedStyle(m,'::after').content,m.getBoundingClientRect().width];s.disabled=false;return [a,b]", n)
        if scripts and state[0] != state[1]:
            errors.append(f"the page's ::after and width with the ripple sheet {state[0]}, without it {state[1]}")
        x, y = center(browser, "#p")
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": int(x), "y": int(y), "duration": 0}, {"type": "pointerDown", "button": 0},
            {"type": "pause", "duration": 100}]}], release=False)
        wash = browser.js("return getComputedStyle(document.getElementById('p')).boxShadow")
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerUp", "button": 0}]}])
        if scripts and "inset" in wash:
            errors.append(f"with the script the :active fallback shows too ({wash})")
        if not scripts and "inset" not in wash:
            errors.append(f"without the script :active shows no wash (box-shadow {wash})")
    return errors


HOSTILE = ("<style>.t i{width:1em;height:1em;display:inline}.t > *{position:relative;margin:7px;padding:5px;"
           "transform:rotate(10deg);opacity:.5;float:left}.t > * + *{margin-top:20px}"
           ".t > :last-child{display:block;width:50px;height:50px;position:static;border:3px solid red}"
           ".t *{box-sizing:border-box;max-width:10px;max-height:10px;translate:4px 4px;scale:.5}</style>")


def css(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-css"
    body = "".join(f'<button id="{i}" class="t {n}" style="left:{l}px;top:{t}px;width:{w}px;height:{h}px;border-radius:{r}px">'
                   f'<span>label</span></button>' for i, (l, t, w, h, r) in press.HOSTS.items())
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=HOSTILE, body=body)
    errors = []
    for host, (fx, fy), hold_ms in (("sq", (0.3, 0.6), 150), ("wide", (0.8, 0.4), 600)):
        left, top, w, h, _ = press.HOSTS[host]
        before = browser.js("return JSON.stringify(document.getElementById(arguments[0]).getBoundingClientRect())", host)
        page.clear_events()
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": int(left + fx * w), "y": int(top + fy * h), "duration": 0},
            {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": hold_ms}]}], release=False)
        during = browser.js("return JSON.stringify(document.getElementById(arguments[0]).getBoundingClientRect())", host)
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerUp", "button": 0}]}])
        if during != before:
            errors.append(f"{host}: the element moved or grew during the press ({before} → {during})")
        data = page.measure(host)
        ev = {e[0]: e for e in data["ev"]}
        if not data["count"]:
            errors.append(f"{host}: no ripple")
            continue
        origin = (ev["pointerdown"][2] - left, ev["pointerdown"][3] - top)
        hold = (ev["pointerup"][1] - ev["pointerdown"][1]) / 1000
        expected = press.evaluate(rg, MATERIAL, data["size"], origin, hold, press.TIMES)
        if [round(v) for v in data["size"]] != [w, h]:
            errors.append(f"{host}: the container is {data['size']}, the element {w}x{h}")
        errors += [f"{host}: {e}" for e in press.compare(data["out"], expected, press.TIMES, "pages/css")][:3]
        page.finish(host)
    return errors


def trusted_types(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-tt"
    head = "<meta http-equiv=\"Content-Security-Policy\" content=\"require-trusted-types-for 'script'\">" + ERRORS_JS
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=head)
    left, top, w, h, _ = press.HOSTS["sq"]
    page.press(left + 40, top + 40, 150)
    errors = [f"page error: {e}" for e in browser.js(PAGE_ERRORS)]
    got = browser.js(f"return [...document.querySelectorAll('#sq>{n}-c:not(.z)')].map(c=>c.children.length)")
    if got != [1]:
        errors.append(f"containers after one press (their layers): {got} (expected [1])")
    return errors


def replaced(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-rep"
    pixel = "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="
    body = (f'<input id="s" type="submit" value="Send" class="t {n}" style="left:20px;top:20px;width:120px;height:50px">'
            f'<img id="g" src="{pixel}" alt="" class="t {n}" style="left:160px;top:20px;width:120px;height:50px">')
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=ERRORS_JS, body=body)
    errors = []
    for host in ("s", "g"):
        x, y = center(browser, "#" + host)
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": int(x), "y": int(y), "duration": 0}, {"type": "pointerDown", "button": 0},
            {"type": "pause", "duration": 60}]}], release=False)
        held = count(browser, f"#{host}>*")
        page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerUp", "button": 0}]}])
        if held:
            errors.append(f"#{host}: {held} element(s) appended to a replaced element, which cannot show them")
    time.sleep(0.5)
    errors += [f"page error: {e}" for e in browser.js(PAGE_ERRORS)]
    return errors


def key_targets(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-keys"
    body = (f'<div id="card" class="t {n}" tabindex="0" style="left:20px;top:20px;width:300px;height:150px">'
            f'<textarea id="ta" style="position:absolute;left:20px;top:20px;width:200px;height:60px"></textarea></div>'
            f'<a id="lnk" href="#nowhere" class="t {n}" style="left:20px;top:200px;width:120px;height:40px">link</a>')
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, body=body)
    errors = []
    browser.js("document.getElementById('ta').focus()")
    keys(page, " ", "\ue007")
    if count(browser, f"#card>{n}-c:not(.z)"):
        errors.append("Space/Enter typed in a textarea rippled the card around it")
    browser.js("document.getElementById('lnk').focus()")
    keys(page, " ")
    if count(browser, f"#lnk>{n}-c:not(.z)"):
        errors.append("Space rippled a link (links activate on Enter only)")
    browser.js("document.getElementById('lnk').addEventListener('click',e=>e.preventDefault())")
    page.actions([{"type": "key", "id": "kb", "actions": [{"type": "keyDown", "value": "\ue007"}, {"type": "pause", "duration": 60}]}],
                 release=False)
    if count(browser, f"#lnk>{n}-c:not(.z)") != 1:
        errors.append("Enter on a focused link gave no ripple")
    page.actions([{"type": "key", "id": "kb", "actions": [{"type": "keyUp", "value": "\ue007"}]}])
    return errors


def script_twice(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-2x"
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, scripts=2)
    left, top, w, h, _ = press.HOSTS["sq"]
    page.press(left + 30, top + 30, 80)
    got = count(browser, f"#sq>{n}-c:not(.z)")
    return [] if got == 1 else [f"{got} ripples for one press with the script included twice (expected 1)"]


CHECKS = [("pages/disabled", disabled), ("pages/shadow", shadow), ("pages/hidden", hidden), ("pages/after", after),
          ("pages/css", css), ("pages/trusted-types", trusted_types), ("pages/replaced", replaced),
          ("pages/keys", key_targets), ("pages/script-twice", script_twice)]


def add_checks(check, browser, rg, workdir, mutate) -> None:
    for label, body in CHECKS:
        check(label, lambda body=body: body(browser, rg, workdir, mutate))


def mutants() -> list[tuple[str, list[str], object]]:
    """(name, checks that must fail, mutate(css_path, js_path)): each brings one of the bugs back."""
    edit = press.edit
    def after_fallback(css, js):
        text = css.read_text().splitlines()
        cls = css.stem
        text = [line for line in text if not line.startswith(":where(." + cls + "):active")]
        text.append(f'.{cls}::after{{content:"";position:absolute;inset:0;border-radius:inherit;pointer-events:none;'
                    f'background:#000;opacity:0}}.{cls}:active::after{{opacity:.12}}')
        css.write_text("\n".join(text) + "\n")

    return [
        ("disabled controls ripple", ["pages/disabled"], lambda css, js: edit(js, '!h.closest(":disabled,[inert]")&&', "")),
        ("the event's target instead of its composed path", ["pages/shadow"],
         lambda css, js: edit(js, "h=P(v).find(e=>e.classList?.contains(C))", 'h=v.target.closest("."+C)')),
        ("a host's container in its light DOM", ["pages/shadow"], lambda css, js: edit(js, "(h.shadowRoot||h)", "h")),
        ("cancelled animations keep their container", ["pages/hidden"], lambda css, js: edit(js, "c.z=1),()=>c.remove())", "c.z=1),()=>0)")),
        ("the fallback owns ::after", ["pages/after"], after_fallback),
        ("no reset of page rules", ["pages/css"], lambda css, js: edit(css, "all:unset;", "")),
        # Only an engine that enforces Trusted Types can see it (press.main skips it elsewhere).
        ("innerHTML", ["pages/trusted-types"], lambda css, js: edit(js, 'c.append(D.createElement("i"))', 'c.innerHTML="<i></i>"')),
        ("keys ripple anywhere", ["pages/keys"], lambda css, js: edit(js, 'P(v)[0]==h&&(v.key>" "||!h.matches("a"))', "1")),
        ("listeners per inclusion", ["pages/script-twice"], lambda css, js: edit(js, "D[K]||(D[K]=1,", "(")),
        ("containers kept in replaced elements", ["pages/replaced"], lambda css, js: edit(js, "r.width?", "1?")),
    ]
