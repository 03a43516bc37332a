"""The `press` part on real pages: what web developers' pages do to a ripple (issue 20's findings), one check each.

- pages/disabled      `<button disabled>`, a button in `<fieldset disabled>` and one in an `inert` subtree get no
                      ripple; an enabled button beside them does (so the check cannot pass by rippling nothing).
- pages/shadow        a button with the class inside an open shadow root (the sheet linked inside it) and a host
                      with the class (its shadow root links the sheet): each press draws the model's ripple inside
                      the shadow root, and the host's `:active` fallback stays off.
- pages/hidden        an element hidden (display: none), removed, or whose animations the page cancels during the
                      fade (in the frame where the ripple is 230 ms in) keeps no container and shows no ghost ripple
                      when it comes back, once the ripple ended (six open/close cycles).
- pages/after         the page's own `::after` (a dropdown caret) keeps its content and the element its width; the
                      no-script fallback (`@media (scripting: none)`, made to match through CSSOM) washes `:active`,
                      and nothing washes it while the script runs.
- pages/css           ordinary page rules (`.t i{width:1em}`, `.t > *{position:relative}`, `* + *` margins, a
                      `:last-child` rule, transforms): the ripple equals the model and the element never moves or
                      grows during a press.
- pages/trusted-types `require-trusted-types-for 'script'`: a press ripples, no error, nothing leaks.
- pages/replaced      `<input type=submit>` and `<img>` with the class: no error (until every animation ended) and no
                      container left behind.
- pages/keys          Space/Enter typed in a textarea inside a rippling card do not ripple the card; Space on a link
                      does not ripple it, Enter does.
- pages/script-twice  the script included twice: one ripple per press.
- pages/nodes         four rapid clicks on a chip: once the ripples end the element has no container left, its
                      `innerHTML` is what it was and the page's `.chip > *:last-child` rule still matches its label.
- pages/html          after a press `<html>` has no style attribute (nothing is written outside the element).
- pages/pseudo        the page's `button i::before{content:"✓"}` (and `::after`) does not reach the layer, nor
                      `button>*::before` (and `::after`) the container: their pseudo-elements are not generated
                      (computed `display` or `content` `none`).
- pages/closed-shadow a component with `attachShadow({mode: "closed"})` links the sheet inside and calls the module's
                      `attach(shadowRoot)` (FILE.mjs): a press ripples inside the closed root, and the container goes
                      after the release (the component reports its root's containers on a `probe` event).
- pages/api           `press(element, point)` from FILE.mjs returns a function; the ripple is there (held) once its
                      press phase has finished, and goes once that function is called; `press(element)` then `release(element)` too.
- pages/events        `ripplestart` and `rippleend` reach a bubble listener on the document, from a button and from
                      one inside an open shadow root (composed: retargeted to its host); `detail` is
                      {className, x, y} with the press point in the element's padding box; at `rippleend` no
                      container is left.
- pages/data-ripple   `none` on an ancestor: no ripple; `centered`: pressed near a corner, the ripple starts at the
                      centre (a plain element beside it starts at the point); `unbounded`: the container is not
                      clipped (overflow visible; the plain one's hidden).
- pages/aria-disabled `aria-disabled="true"` on a button and on a link's ancestor: no ripple; an enabled button does.

Each check has a mutant in `mutants()`; the script's are edits of the minified engine by regular expression (`§`
is any minified name, see press.edit_re) or wrappers of the module's exports, and fail the self-test line when
they do not apply.
"""

from __future__ import annotations

import re
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
    # Counted while the pointer is held: a container exists only while its ripple runs, so a count after the
    # release would depend on how fast a loaded machine got there.
    for host, want in (("d", 0), ("f", 0), ("e", 1)):
        x, y = center(browser, "#" + host)
        held_down(page, x, y, 60)
        got = count(browser, f"#{host}>{n}-c")
        let_go(page)
        if got != want:
            errors.append(f"#{host}: {got} ripple container(s) while pressed (expected {want})")
    # An inert element cannot be hit or focused: the events a script or an assistive tool may still send it
    # (counted before the pointerup).
    got = browser.js("const n=document.getElementById('n');"
                     "n.dispatchEvent(new PointerEvent('pointerdown',{bubbles:true,composed:true,pointerId:7,clientX:400,clientY:50}));"
                     "const c=n.querySelectorAll(':scope>' + arguments[0] + '-c').length;"
                     "n.dispatchEvent(new PointerEvent('pointerup',{bubbles:true,composed:true,pointerId:7,clientX:400,clientY:50}));"
                     "return c", n)
    if got != 0:
        errors.append(f"#n: {got} ripple container(s) while pressed (expected 0)")
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

# Every shadow root's <link> style sheet has loaded (SHADOW_JS's elements).
SHEETS_LOADED = ("return [...document.querySelectorAll('x-box, y-box')].every((h) => "
                 "[...h.shadowRoot.querySelectorAll('link')].every((l) => l.sheet))")

SHADOW_MEASURE_JS = """
const [sel, cls, times] = arguments;
const host = document.querySelector(sel), root = host.shadowRoot;
const el = root.getElementById('in') || host;
const cs = [...(el === host ? root : el).children].filter(e => e.localName === cls + '-c'), c = cs[cs.length - 1];
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
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, body=body, freeze=True)
    if not wait_until(browser, SHEETS_LOADED):
        return ["the shadow roots' style sheets did not load"]
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


# One open/close cycle of `hidden`, in the page: in the first frame where the newest ripple's animations are 230 ms
# in (material fades for 0.15 s from 0.225 s after the press), the element is hidden, taken out of the page, or its
# animations cancelled (a framework's exit cleanup) and hidden. Answers the animations' time then (ms), or null
# when no ripple ran.
HIDE_IN_FADE_JS = """
const [cls, mode] = arguments, done = arguments[arguments.length - 1], e = window.__sq;
const c = [...e.querySelectorAll(':scope>' + cls + '-c')].pop(), anims = c ? c.getAnimations({subtree: true}) : [];
if (!anims.length) return done(null);
const frame = () => {
  const at = Math.max(...anims.map(a => a.currentTime || 0));
  if (at < 230 && anims.some(a => a.playState === 'running')) return requestAnimationFrame(frame);
  if (mode == 2) e.getAnimations({subtree: true}).forEach(a => a.cancel());
  mode == 1 ? e.remove() : e.style.display = 'none';
  done(at);
};
requestAnimationFrame(frame);
"""


def hidden(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-hide"
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate)
    left, top, w, h, _ = press.HOSTS["sq"]
    errors = []
    browser.js("window.__sq=document.getElementById('sq')")
    # The ripple's own end is waited for while the element is away (its container goes, or it never would); then
    # the element comes back. No clock: the hide happens at the animations' time, the show at the container's end.
    gone = f"return !window.__sq.querySelector(':scope>{n}-c')"
    for cycle in range(6):
        page.press(left + 30 + cycle, top + 40, 40)
        if browser.js_async(HIDE_IN_FADE_JS, n, cycle % 3) is None:
            errors.append(f"cycle {cycle + 1}: no ripple to hide during its fade")
            break
        wait_until(browser, gone)  # a container kept is counted below
        browser.js("const e=window.__sq;if(!e.isConnected)document.body.prepend(e);e.style.display=''")
    press.next_frames(browser)
    left_over = count(browser, f"#sq>{n}-c")
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
        if not scripts:
            # The fallback is for browsers that run no script (`@media (scripting: none)`); this one does, so the
            # sheet's scripting media rules are made to match, as such a browser would have them.
            switched = browser.js("const s=[...document.styleSheets].find(s=>(s.href||'').endsWith(arguments[0]+'.css'));let n=0;"
                                  "for(const r of s.cssRules)if(r.media&&/scripting/.test(r.media.mediaText))r.media.mediaText='all',n++;"
                                  "return n", n)
            if not switched:
                errors.append("the sheet has no @media (scripting: none) fallback")
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
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=HOSTILE, body=body, freeze=True)
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
        if [round(v) for v in data["size"]] != [w, h]:
            errors.append(f"{host}: the container is {data['size']}, the element {w}x{h}")
            page.finish(host)
            continue
        expected = press.evaluate(rg, MATERIAL, data["size"], origin, hold, press.TIMES)
        errors += [f"{host}: {e}" for e in press.compare(data["out"], expected, press.TIMES, "pages/css")][:3]
        page.finish(host)
    return errors


def trusted_types(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-tt"
    head = "<meta http-equiv=\"Content-Security-Policy\" content=\"require-trusted-types-for 'script'\">" + ERRORS_JS
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=head)
    left, top, w, h, _ = press.HOSTS["sq"]
    held_down(page, left + 40, top + 40, 150)  # counted while held: a container lives only while its ripple runs
    got = browser.js(f"return [...document.querySelectorAll('#sq>{n}-c')].map(c=>c.children.length)")
    let_go(page)
    errors = [f"page error: {e}" for e in browser.js(PAGE_ERRORS)]
    if got != [1]:
        errors.append(f"containers while pressed (their layers): {got} (expected [1])")
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
    # An error of the ripple's own would come at the latest when its animations end: wait until none runs.
    if not wait_until(browser, "return document.getAnimations().every(a=>a.playState!='running')"):
        errors.append("animations still run after both presses")
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
    if count(browser, f"#card>{n}-c"):
        errors.append("Space/Enter typed in a textarea rippled the card around it")
    browser.js("document.getElementById('lnk').focus()")
    keys(page, " ")
    if count(browser, f"#lnk>{n}-c"):
        errors.append("Space rippled a link (links activate on Enter only)")
    browser.js("document.getElementById('lnk').addEventListener('click',e=>e.preventDefault())")
    page.actions([{"type": "key", "id": "kb", "actions": [{"type": "keyDown", "value": "\ue007"}, {"type": "pause", "duration": 60}]}],
                 release=False)
    if count(browser, f"#lnk>{n}-c") != 1:
        errors.append("Enter on a focused link gave no ripple")
    page.actions([{"type": "key", "id": "kb", "actions": [{"type": "keyUp", "value": "\ue007"}]}])
    return errors


def script_twice(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-2x"
    # The ripples started, as the page saw them (a second copy's container may not stay in the page: the first
    # copy's container element removes any it did not make, so the containers alone can miss it).
    head = "<script>document.addEventListener('ripplestart',()=>document.documentElement.dataset.starts=+(document.documentElement.dataset.starts||0)+1)</script>"
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, scripts=2, head=head)
    left, top, w, h, _ = press.HOSTS["sq"]
    held_down(page, left + 30, top + 30, 60)  # counted while held: a container lives only while its ripple runs
    got = count(browser, f"#sq>{n}-c")
    starts = browser.js("return +(document.documentElement.dataset.starts||0)")
    let_go(page)
    return [] if got == starts == 1 else [f"{got} ripples ({starts} ripplestart) for one press with the script included twice (expected 1)"]


def wait_until(browser, script: str, timeout: float = 2.0, *args) -> bool:
    """Polls `script` (it returns a boolean) until it is true or `timeout` seconds have passed."""
    end = time.monotonic() + timeout
    while True:
        if browser.js(script, *args):
            return True
        if time.monotonic() > end:
            return False
        time.sleep(0.05)


def held_down(page: press.Page, x: float, y: float, ms: int = 80) -> None:
    page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
        {"type": "pointerMove", "x": int(x), "y": int(y), "duration": 0}, {"type": "pointerDown", "button": 0},
        {"type": "pause", "duration": ms}]}], release=False)


def let_go(page: press.Page) -> None:
    page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
        {"type": "pointerUp", "button": 0}]}])


def nodes(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-nodes"
    head = "<style>.chip > *:last-child{color:rgb(0, 128, 0)}</style>"
    body = (f'<button id="chip" class="t chip {n}" style="left:20px;top:20px;width:160px;height:48px">'
            f'<span>label</span><b id="icon">x</b></button>')
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=head, body=body)
    before = browser.js("return document.getElementById('chip').innerHTML")
    # Containers added, as the page saw them: after four quick clicks on a loaded machine their ripples may be
    # gone before a count could run.
    browser.js("const n=arguments[0];window.__added=0;new MutationObserver(r=>r.forEach(m=>m.addedNodes.forEach(a=>"
               "window.__added+=a.localName==n+'-c'))).observe(document.getElementById('chip'),{childList:true})", n)
    x, y = center(browser, "#chip")
    steps = [{"type": "pointerMove", "x": int(x), "y": int(y), "duration": 0}]
    for _ in range(4):  # four rapid clicks
        steps += [{"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 20},
                  {"type": "pointerUp", "button": 0}, {"type": "pause", "duration": 30}]
    page.actions([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": steps}])
    errors = [] if browser.js("return window.__added") else ["no ripple after 4 clicks"]
    wait_until(browser, f"return !document.querySelector('#chip>{n}-c')")
    after = browser.js("const c=document.getElementById('chip');return [c.innerHTML,getComputedStyle(document.getElementById('icon')).color]")
    if after[0] != before:
        errors.append(f"innerHTML after the ripples {after[0]!r}, before {before!r}")
    if after[1] != "rgb(0, 128, 0)":
        errors.append(f"the page's `.chip > *:last-child` rule no longer matches the label (colour {after[1]})")
    return errors


def html_untouched(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-html"
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate)
    left, top, w, h, _ = press.HOSTS["sq"]
    held_down(page, left + 30, top + 30, 60)  # counted while held: a container lives only while its ripple runs
    errors = [] if count(browser, f"#sq>{n}-c") else ["no ripple"]
    let_go(page)
    if not wait_until(browser, f"return !document.querySelector('#sq>{n}-c')"):  # the ripple has ended
        errors.append("the ripple stays after the release")
    style = browser.js("return document.documentElement.getAttribute('style')")
    return errors + ([] if style is None else [f"<html> has style={style!r} (nothing may be written outside the element)"])


def pseudo(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-pseudo"
    head = ('<style>button i::before{content:"\\2713";font:40px sans-serif;color:red}button i::after{content:"\\2713"}'
            'button>*::before{content:"\\2713";font:40px sans-serif}button>*::after{content:"x";display:block}</style>')
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=head)
    left, top, w, h, _ = press.HOSTS["sq"]
    held_down(page, left + 60, top + 60, 100)
    # A pseudo-element is generated unless its computed `display` or `content` is `none` (`normal` is `none` for
    # ::before and ::after); the sheet gives them `display: none`.
    got = browser.js("const c=document.querySelector('#sq>'+arguments[0]+'-c'),i=c&&c.firstElementChild,"
                     "s=(e,p,k=getComputedStyle(e,p))=>k.display=='none'?'none':k.content;"
                     "return i&&[s(i,'::before'),s(i,'::after'),s(c,'::before'),s(c,'::after')]", n)
    let_go(page)
    if not got:
        return ["no ripple"]
    return [f"the {what}'s {p} is generated with content {c} (the page's `button {rule}{p}` reaches the ripple)"
            for (what, rule, p), c in zip((("layer", "i", "::before"), ("layer", "i", "::after"),
                                            ("container", ">*", "::before"), ("container", ">*", "::after")), got)
            if c not in ("none", "normal")]


CLOSED_JS = """<script type="module">
import {attach} from "./NAME.mjs";
customElements.define("z-box", class extends HTMLElement { constructor() { super();
  const root = this.attachShadow({mode: "closed"});
  root.innerHTML = `<link rel="stylesheet" href="NAME.css"><button class="t NAME" style="left:0;top:0;width:180px;height:120px">in</button>`;
  attach(root);
  // What a test may know of the closed root, on request: per container, its animations.
  this.addEventListener("probe", () => this.dataset.probe = JSON.stringify(
    [...root.querySelectorAll("NAME-c")].map(c => c.getAnimations({subtree: true}).length)));
} });
</script>"""
PROBE = "(z=>(z.dispatchEvent(new Event('probe')),JSON.parse(z.dataset.probe||'null')))(document.getElementById('zb'))"
PROBE_JS = "return " + PROBE


def closed_shadow(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-closed"
    body = ('<z-box id="zb" style="position:absolute;display:block;left:20px;top:20px;width:180px;height:120px"></z-box>'
            + CLOSED_JS.replace("NAME", n))
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, body=body)
    if not wait_until(browser, f"return !!{PROBE}"):
        return ["the component did not start (its module did not load)"]
    held_down(page, 70, 60, 100)
    pressed = browser.js(PROBE_JS)
    let_go(page)
    errors = []
    if len(pressed) != 1 or not pressed[0]:
        errors.append(f"pressed: containers in the closed root (their animations) {pressed} (expected one, running)")
    if not wait_until(browser, f"return {PROBE}.length==0"):
        errors.append(f"released: containers left in the closed root {browser.js(PROBE_JS)}")
    return errors


API_JS = """<script type="module">
import {press, release} from "./NAME.mjs";
const d = document.body.dataset;
let end;
document.addEventListener("cmd", () => {
  const el = document.getElementById("sq"), r = el.getBoundingClientRect();
  if (d.cmd == "press") d.got = typeof (end = press(el, {x: r.left + 30, y: r.top + 40}));
  else if (d.cmd == "end") end();
  else if (d.cmd == "centre") press(el);
  else release(el);
});
document.body.dataset.ready = 1;
</script>"""


def api(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-api"
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=API_JS.replace("NAME", n))
    if not wait_until(browser, "return !!document.body.dataset.ready"):
        return ["the module did not load"]
    cmd = lambda c: browser.js("document.body.dataset.cmd=arguments[0];document.dispatchEvent(new Event('cmd'))", c)
    ripples = f"return [...document.querySelectorAll('#sq>{n}-c')].map(c=>c.getAnimations({{subtree:true}}).length)"
    gone = f"return !document.querySelector('#sq>{n}-c')"
    errors = []
    cmd("press")
    if browser.js("return document.body.dataset.got") != "function":
        errors.append(f"press() returned a {browser.js('return document.body.dataset.got')} (expected the release function)")
    # Past the press phase (every animation of the held ripple finished, filling forwards): a held ripple stays.
    wait_until(browser, f"const c=document.querySelector('#sq>{n}-c');return !c||c.getAnimations({{subtree:true}}).every(a=>a.playState=='finished')")
    if len(got := browser.js(ripples)) != 1:
        errors.append(f"press(element, point) held past its press phase: {got} (expected one ripple)")
    cmd("end")
    if not wait_until(browser, gone):
        errors.append("the ripple stays after its release function was called")
    cmd("centre")
    if len(got := browser.js(ripples)) != 1 or not got[0]:
        errors.append(f"press(element): {got} (expected one running ripple)")
    cmd("release")
    if not wait_until(browser, gone):
        errors.append("the ripple stays after release(element)")
    return errors


EVENTS_JS = """<script>{const d=document.documentElement.dataset;for(const t of ["ripplestart","rippleend"])
document.addEventListener(t,e=>{const a=JSON.parse(d.rv||"[]");a.push([t,e.target.id,e.bubbles,e.composed,e.detail&&e.detail.className,
e.detail&&e.detail.x,e.detail&&e.detail.y,document.querySelectorAll("#sq>*").length]);d.rv=JSON.stringify(a)})}</script>"""


def events(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-ev"
    body = (f'<button id="sq" class="t {n}" style="left:40px;top:40px;width:180px;height:180px"></button>'
            f'<x-box id="xb" style="position:absolute;left:260px;top:40px;width:180px;height:120px"></x-box>'
            + SHADOW_JS.replace("<script>", f'<script data-cls="{n}">'))
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=EVENTS_JS, body=body)
    if not wait_until(browser, SHEETS_LOADED):
        return ["the shadow root's style sheet did not load"]
    errors = []
    for host, (x, y) in (("sq", (70, 80)), ("xb", (310, 80))):
        # detail.x/y: the press point in the element's padding box (the button inside #xb has the UA's border).
        ex, ey = browser.js("const h=document.getElementById(arguments[0]),e=h.shadowRoot?h.shadowRoot.getElementById('in'):h,"
                            "r=e.getBoundingClientRect();return [arguments[1]-r.left-e.clientLeft,arguments[2]-r.top-e.clientTop]", host, x, y)
        browser.js("document.documentElement.dataset.rv='[]'")
        page.press(x, y, 80)
        wait_until(browser, "return JSON.parse(document.documentElement.dataset.rv).length>=2")
        seen = browser.js("return JSON.parse(document.documentElement.dataset.rv)")
        if [s[0] for s in seen] != ["ripplestart", "rippleend"]:
            errors.append(f"#{host}: a document listener saw {[s[0] for s in seen]} (expected ripplestart, rippleend)")
            continue
        for t, target, bubbles, composed, cls, dx, dy, children in seen:
            if target != host or not bubbles or not composed or cls != n or abs(dx - ex) > 1 or abs(dy - ey) > 1:
                errors.append(f"#{host} {t}: target #{target}, bubbles {bubbles}, composed {composed}, detail {cls} "
                              f"({dx}, {dy}) (expected #{host}, true, true, {n} ({ex}, {ey}))")
            if host == "sq" and t == "rippleend" and children:
                errors.append(f"#{host}: rippleend while {children} container(s) are left")
    return errors


def data_ripple(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-opt"
    hosts = {"dn": "", "dc": ' data-ripple="centered"', "du": ' data-ripple="unbounded"', "dp": ""}
    body = "".join((f'<div data-ripple="none">{{}}</div>' if i == "dn" else "{}").format(
        f'<button id="{i}" class="t {n}"{a} style="left:{20 + 140 * k}px;top:20px;width:120px;height:60px">{i}</button>')
        for k, (i, a) in enumerate(hosts.items()))
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, body=body)
    state = ("const c=document.querySelector('#'+arguments[0]+'>'+arguments[1]+'-c');if(!c)return null;"
             "const a=c.getAnimations({subtree:true});a.forEach(x=>{x.pause();x.currentTime=0});"
             "const r=c.getBoundingClientRect(),i=c.firstElementChild.getBoundingClientRect();a.forEach(x=>x.play());"
             "return [getComputedStyle(c).overflowX,i.left+i.width/2-r.left,i.top+i.height/2-r.top]")
    got = {}
    for k, host in enumerate(hosts):
        held_down(page, 20 + 140 * k + 15, 20 + 12, 60)
        got[host] = browser.js(state, host, n)
        let_go(page)
    errors = []
    if got["dn"] is not None:
        errors.append("#dn (inside data-ripple=none) rippled")
    for host, want in (("dc", (60, 30)), ("dp", (15, 12))):
        if not got[host] or abs(got[host][1] - want[0]) > 1 or abs(got[host][2] - want[1]) > 1:
            errors.append(f"#{host} pressed at (15, 12): the ripple starts at {got[host] and got[host][1:]} (expected {want})")
    for host, want in (("du", "visible"), ("dp", "hidden")):
        if not got[host] or got[host][0] != want:
            errors.append(f"#{host}: the container's overflow is {got[host] and got[host][0]} (expected {want})")
    return errors


def aria_disabled(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-aria"
    body = (f'<button id="ad" class="t {n}" aria-disabled="true" style="left:20px;top:20px;width:120px;height:60px">d</button>'
            f'<div aria-disabled="true"><a id="aa" href="#x" class="t {n}" style="left:160px;top:20px;width:120px;height:60px">a</a></div>'
            f'<button id="ae" class="t {n}" style="left:300px;top:20px;width:120px;height:60px">e</button>')
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, body=body)
    errors = []
    for host, want in (("ad", 0), ("aa", 0), ("ae", 1)):
        x, y = center(browser, "#" + host)
        held_down(page, x, y, 60)
        got = count(browser, f"#{host}>{n}-c")
        let_go(page)
        if got != want:
            errors.append(f"#{host}: {got} ripple container(s) while pressed (expected {want})")
    return errors


CHECKS = [("pages/disabled", disabled), ("pages/shadow", shadow), ("pages/hidden", hidden), ("pages/after", after),
          ("pages/css", css), ("pages/trusted-types", trusted_types), ("pages/replaced", replaced),
          ("pages/keys", key_targets), ("pages/script-twice", script_twice), ("pages/nodes", nodes),
          ("pages/html", html_untouched), ("pages/pseudo", pseudo), ("pages/closed-shadow", closed_shadow), ("pages/api", api),
          ("pages/events", events), ("pages/data-ripple", data_ripple), ("pages/aria-disabled", aria_disabled)]


def add_checks(check, browser, rg, workdir, mutate) -> None:
    import lifecycle  # issue 36's checks (they import this module's helpers)
    for label, body in CHECKS + lifecycle.CHECKS:
        check(label, lambda body=body: body(browser, rg, workdir, mutate))


INNER_HTML = ('{const c=Document.prototype.createElement;Document.prototype.createElement=function(n){const e=c.call(this,n);'
              'if(/-c$/.test(n))e.appendChild=e.append=function(){this.innerHTML+="<i></i>";return this.lastChild};return e}}\n')


def mutants() -> list[tuple[str, list[str], object]]:
    """(name, checks that must fail, mutate(css_path, js_path)): each brings one of the bugs back."""
    import lifecycle
    edit, edit_re, engine = press.edit, press.edit_re, press.edit_engine

    def after_fallback(css, js):
        # The old fallback: an ::after of the element's own, shown on :active (and the sheet's no-script one gone).
        edit_re(css, r"\n@media \(scripting:none\)[^\n]*", "")
        text = css.read_text().splitlines()
        cls = css.stem
        text.append(f'.{cls}::after{{content:"";position:absolute;inset:0;border-radius:inherit;pointer-events:none;'
                    f'background:#000;opacity:0}}.{cls}:active::after{{opacity:.12}}')
        css.write_text("\n".join(text) + "\n")

    return [
        ("disabled controls ripple", ["pages/disabled"], lambda css, js: engine(js, re.escape(":disabled,[inert],"), "")),
        # At a document listener, the target of an event from inside a shadow root is its host.
        ("the event's target instead of its composed path", ["pages/shadow"],
         lambda css, js: engine(js, r"(§)\.composedPath\(\)", r"((e,a=[])=>{for(;e;e=e.parentNode)a.push(e);return a})(\1.target)")),
        ("a host's container in its light DOM", ["pages/shadow"], lambda css, js: engine(js, r"(§)\.shadowRoot\|\|\1\)", r"\1)")),
        # A cancelled animation ends its ripple (`oncancel`): without that, a ripple whose animations the page
        # cancels waits for a finish event that never comes.
        ("cancelled animations keep their container", ["pages/hidden"],
         lambda css, js: engine(js, r"(§)\.oncancel=§,", r"\1.oncancel=null,")),
        ("the fallback owns ::after", ["pages/after"], after_fallback),
        ("no reset of page rules", ["pages/css"], lambda css, js: edit(css, "all:unset;", "")),
        # Only an engine that enforces Trusted Types can see it (press.main skips it elsewhere).
        # The layers made with markup: the container the engine creates appends them through innerHTML.
        ("innerHTML", ["pages/trusted-types"], lambda css, js: js.write_text(INNER_HTML + js.read_text())),
        ("keys ripple anywhere", ["pages/keys"], lambda css, js: engine(js, r'\|\|§\[0\]!=(§)\|\|(?:§\.key==" "|" "==§\.key)&&\1\.matches\("a"\)', "")),
        # Each copy of the script its own mark (on the root and on the event): each listens and answers.
        ("listeners per inclusion", ["pages/script-twice"], lambda css, js: engine(js, r'(§)=Symbol\.for\("ripplegen"\)', r"\1=Symbol()")),
        ("containers kept in replaced elements", ["pages/replaced"], lambda css, js: engine(js, r',img,input[^"]*"', '"')),
        ("a finished ripple keeps its container", ["pages/nodes"], lambda css, js: engine(js, r"\)&&\(§\.remove\(\),", ")&&(0,")),
        ("a style on <html>", ["pages/html"],
         lambda css, js: js.write_text('document.documentElement.style.setProperty("--rg-s","none");' + js.read_text())),
        ("the layer's pseudo-elements open to the page", ["pages/pseudo"],
         lambda css, js: edit_re(css, r"(>i\{[^{]*)&::before,&::after\{display:none\}", r"\1")),
        ("the container's pseudo-elements open to the page", ["pages/pseudo"],
         lambda css, js: edit_re(css, r"(#_#_\)\{[^{]*)&::before,&::after\{display:none\}", r"\1")),
        # A closed shadow root cannot be seen from the document: the module's attach(root) must listen on it.
        ("attach ignores its root", ["pages/closed-shadow"],
         lambda css, js: press.wrap_export(js.with_suffix(".mjs"), "attach", "root=>f(document)")),
        ("press() returns a release that does nothing", ["pages/api"],
         lambda css, js: press.wrap_export(js.with_suffix(".mjs"), "press", "(...a)=>(f(...a),()=>0)")),
        ("events not composed", ["pages/events"], lambda css, js: engine(js, "composed:!0", "composed:!1")),
        ("data-ripple=none ignored", ["pages/data-ripple"], lambda css, js: engine(js, re.escape(",[data-ripple~=none]"), "")),
        ("data-ripple=centered ignored", ["pages/data-ripple"], lambda css, js: engine(js, '"centered"', '"no-such-option"')),
        ("data-ripple=unbounded ignored", ["pages/data-ripple"], lambda css, js: engine(js, '"unbounded"', '"no-such-option"')),
        ("aria-disabled ripples", ["pages/aria-disabled"], lambda css, js: engine(js, re.escape("[aria-disabled=true],"), "")),
    ] + lifecycle.mutants()
