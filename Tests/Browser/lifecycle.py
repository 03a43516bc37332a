"""The `press` part, issue 36's defects: a press's life from its start to its end on real pages (pages/… lines, run
with pages.py's).

- pages/closed-release  the docs' two recipes together: FILE.mjs's `attach(document)` and a closed shadow root's
                        `attach(root)`. A real press on the button inside, released on it: at the release (a
                        window listener, after the engine's) the container is still there and its animations
                        run (its fade); the document's listener, which cannot see inside, did not take it for a
                        release outside.
- pages/end-removed     a held press whose element's children a re-render replaces (the container goes with
                        them): `rippleend` still comes, once, after the release.
- pages/clock           `press()` from FILE.mjs on an element in a same-origin iframe loaded after the page: the
                        animations start at the iframe's next frame, on its clock (`performance.now()` there,
                        between its frame at press() and their `ready`), not the module's document's (which is
                        as far ahead as the iframe loaded later).
- pages/clone           `cloneNode(true)` of a pressed element, put in the page: the copy has no container (no
                        frozen disc); the original keeps its running ripple.
- pages/unclassed       `press()` on an in-flow element without the class, and a held press whose element loses
                        the class: the container covers the element (not the page's corner). In a development
                        build (`<html data-ripple-dev>`), pressing an element its own rules make `position:
                        static` warns once (`console.warn`), a positioned one never.
- pages/touch-delay     a dispatched touch shows nothing at once and nothing at all when a pointercancel (a
                        scroll) comes within the delay: a second touch pressed after it is seen starting (its
                        timer, set later with the same delay, fires after the first's) while the first never
                        does; a touch released within the delay still ripples; mouse and pen ripple at once.
- pages/lost-release    a held press ends (released in place: its animations' end moves to the release's) on a
                        window blur, a `visibilitychange` and a context menu, with no pointerup.
- pages/bounded         splash (unbounded on the web) with `data-ripple~=bounded`: its container clips (overflow
                        hidden, masked); a plain one beside it does not.
- pages/api-complete    FILE.mjs's `pressed(element)` is true from the press to `rippleend` and false otherwise;
                        `cancel(element)` ends the ripple at once (no container left, one `rippleend`), with no
                        release (no fade).

None waits for time to pass: each reads the page when an event has been handled, or waits for an event.
"""

from __future__ import annotations

import re

import press
from pages import MATERIAL, center, held_down, let_go, wait_until

# `ripplestart`/`rippleend` per element id, as the page saw them.
RECORD_JS = ("<script>{const d=document.documentElement.dataset;for(const t of ['ripplestart','rippleend'])document.addEventListener(t,"
             "e=>{const a=JSON.parse(d.rv||'[]');a.push([t,e.target.id]);d.rv=JSON.stringify(a)})}</script>")
SEEN = "return JSON.parse(document.documentElement.dataset.rv||'[]')"

CLOSED_JS = """<script type="module">
import {attach} from "./NAME.mjs";
attach(document);
customElements.define("w-box", class extends HTMLElement { constructor() { super();
  const root = this.attachShadow({mode: "closed"});
  root.innerHTML = `<link rel="stylesheet" href="NAME.css"><button class="t NAME" style="left:0;top:0;width:180px;height:120px">in</button>`;
  attach(root);
  // At a release, after the engine (a window listener in the bubble phase): the root's containers and their
  // animations' play states.
  addEventListener("pointerup", () => this.dataset.seen = JSON.stringify(
    [...root.querySelectorAll("NAME-c")].map(c => c.getAnimations({subtree: true}).map(a => a.playState))));
} });
document.body.dataset.ready = 1;
</script>"""


def closed_release(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-cr"
    body = ('<w-box id="wb" style="position:absolute;display:block;left:20px;top:20px;width:180px;height:120px"></w-box>'
            + CLOSED_JS.replace("NAME", n))
    # The module alone (a classic script would attach the document first, with an engine of its own).
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, body=body, scripts=0)
    if not wait_until(browser, "return !!document.body.dataset.ready"):
        return ["the module did not load"]
    held_down(page, 70, 60, 60)
    let_go(page)
    seen = browser.js("return JSON.parse(document.getElementById('wb').dataset.seen||'null')")
    if seen is None:
        return ["no pointerup reached the page"]
    if len(seen) != 1 or not seen[0] or any(s not in ("running", "pending") for s in seen[0]):
        return [f"released on the button: containers in the closed root (their animations' states) {seen} "
                "(expected one, running its fade: the document's listener ended it as released outside)"]
    return []


def end_removed(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-er"
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=RECORD_JS)
    x, y = center(browser, "#sq")
    held_down(page, x, y, 60)
    # A re-render: the element's children replaced (the container with them).
    browser.js("document.getElementById('sq').replaceChildren(document.createTextNode('new'))")
    let_go(page)
    errors = []
    if not wait_until(browser, SEEN + ".filter(e=>e[0]=='rippleend').length>0", 3.0):
        errors.append("no rippleend within 3 s of the release of a press whose container a re-render removed")
    got = browser.js(SEEN)
    if [e[0] for e in got] not in (["ripplestart"], ["ripplestart", "rippleend"]):
        errors.append(f"events {got} (expected ripplestart, rippleend)")
    return errors


# press() from the page on the iframe's element, the iframe's timeline read before it (the frame then: the earliest
# start the browser can give, as Chromium starts a pending animation at the time of the frame it was made in when
# that frame's work ran late); once its animations are ready (started: an event, no timer), their start times and
# the iframe's timeline then; released afterwards.
CLOCK_JS = """<script type="module">
import {press} from "./NAME.mjs";
document.addEventListener("cmd", async () => {
  const w = document.querySelector("iframe").contentWindow, el = w.document.getElementById("fb");
  const f0 = w.document.timeline.currentTime, t0 = w.performance.now(), release = press(el), t1 = w.performance.now();
  const c = el.querySelector("NAME-c"), animations = c ? c.getAnimations({subtree: true}) : [];
  await Promise.all(animations.map(a => a.ready));
  const ready = w.document.timeline.currentTime;
  document.body.dataset.got = JSON.stringify([f0, t0, t1, ready, c ? animations.map(a => a.startTime) : null]);
  release();
});
document.body.dataset.ready = 1;
</script>"""


def clock(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-clk"
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=CLOCK_JS.replace("NAME", n), body="")
    if not wait_until(browser, "return !!document.body.dataset.ready"):
        return ["the module did not load"]
    # The iframe loads after the page (a `srcdoc`: same origin, the page's base URL): its clock starts later.
    browser.js("const f=document.createElement('iframe');f.style.cssText='width:300px;height:200px;border:0';"
               "f.srcdoc='<link rel=stylesheet href=\"'+arguments[0]+'.css\"><button id=fb class=\"'+arguments[0]+'\" "
               "style=\"width:200px;height:100px\">in a frame</button>';document.body.append(f)", n)
    if not wait_until(browser, "const d=document.querySelector('iframe').contentDocument;"
                               "return !!(d&&d.readyState=='complete'&&d.getElementById('fb'))"):
        return ["the iframe did not load"]
    browser.js("document.dispatchEvent(new Event('cmd'))")
    if not wait_until(browser, "return !!document.body.dataset.got"):
        return ["press()'s animations in the iframe never became ready"]
    f0, t0, t1, ready, starts = browser.js("return JSON.parse(document.body.dataset.got)")
    if not starts:
        return ["press() made no ripple in the iframe"]
    # The browser starts them on the iframe's timeline: from its frame at press() (f0; Firefox's may be older, as
    # its timeline stands still while nothing animates) to the moment they were ready, never later (the module's
    # document's clock is ahead by as long as the iframe loaded after the page). Firefox rounds the clocks to 1 ms.
    off = [s for s in starts if s is None or not min(f0, t0) - 2 <= s <= ready + 2]
    return [f"the animations start at {off} ms, the iframe's clock read {t0:.1f}–{t1:.1f} ms around press() (its "
            f"timeline {f0:.1f}) and {ready:.1f} when they were ready (the module's document's clock)"] if off else []


def clone(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-cl"
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate)
    x, y = center(browser, "#sq")
    held_down(page, x, y, 60)
    got = browser.js("const e=document.getElementById('sq'),c=e.cloneNode(true);c.id='copy';c.style.left='400px';"
                     "document.body.append(c);const k=c.querySelectorAll(arguments[0]+'-c').length;"
                     "const o=e.querySelectorAll(':scope>'+arguments[0]+'-c');"
                     "return [k,o.length,o.length?o[0].getAnimations({subtree:true}).length:0]", n)
    let_go(page)
    errors = []
    if got[0]:
        errors.append(f"the clone of a pressed element shows {got[0]} container(s) (a frozen disc; expected none)")
    if got[1] != 1 or not got[2]:
        errors.append(f"the original: {got[1]} container(s), {got[2]} animation(s) (expected its running ripple)")
    return errors


UNCLASSED_JS = """<script type="module">
import {press} from "./NAME.mjs";
document.addEventListener("cmd", () => press(document.getElementById("nc")));
document.body.dataset.ready = 1;
</script>"""
# The container's rectangle against its element's padding box.
COVERS = ("const e=document.getElementById(arguments[0]),c=e.querySelector(':scope>'+arguments[1]+'-c');if(!c)return null;"
          "const r=e.getBoundingClientRect(),k=c.getBoundingClientRect();"
          "return [k.left-r.left-e.clientLeft,k.top-r.top-e.clientTop,k.width-e.clientWidth,k.height-e.clientHeight]")


# A development build of the page, whose console.warn calls are counted.
DEV_JS = ("<script>{const d=document.documentElement;d.setAttribute('data-ripple-dev','');const w=console.warn;"
          "console.warn=(...a)=>(d.dataset.warned=+(d.dataset.warned||0)+1,w(...a))}</script>")


def unclassed(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-uc"
    body = (f'<div style="padding:40px 60px"><p style="margin:0 0 20px">text</p>'
            f'<button id="nc" style="width:160px;height:60px">no class</button> '
            f'<button id="cd" class="{n}" style="width:160px;height:60px">class dropped</button></div>')
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=UNCLASSED_JS.replace("NAME", n), body=body)
    if not wait_until(browser, "return !!document.body.dataset.ready"):
        return ["the module did not load"]
    errors = []
    browser.js("document.dispatchEvent(new Event('cmd'))")
    got = browser.js(COVERS, "nc", n)
    if not got or any(abs(v) > 0.5 for v in got):
        errors.append(f"press() on an element without the class: the container is off its element by {got} (left, top, width, height)")
    x, y = center(browser, "#cd")
    held_down(page, x, y, 60)
    browser.js("document.getElementById('cd').classList.remove(arguments[0])", n)
    got = browser.js(COVERS, "cd", n)
    let_go(page)
    if not got or any(abs(v) > 0.5 for v in got):
        errors.append(f"the class taken off mid-press: the container is off its element by {got}")
    # A development build (`<html data-ripple-dev>`): one warning for an element its own rules make static.
    body = (f'<button id="pos" class="t {n}" style="left:20px;top:20px;width:120px;height:60px">positioned</button>'
            f'<div style="position:absolute;left:200px;top:20px"><button id="st" class="{n}" style="position:static;width:120px;height:60px">'
            f'static</button></div>')
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=DEV_JS, body=body)
    warnings = []
    for host in ("pos", "st", "st"):
        x, y = center(browser, "#" + host)
        held_down(page, x, y, 30)
        let_go(page)
        warnings.append(browser.js("return +(document.documentElement.dataset.warned||0)"))
    if warnings != [0, 1, 1]:
        errors.append(f"development build: warnings after pressing a positioned, a static and the static element again {warnings} "
                      "(expected 0, 1, 1)")
    return errors


TOUCH_JS = """
const [cls] = arguments, el = id => document.getElementById(id);
const count = id => el(id).querySelectorAll(':scope>' + cls + '-c').length;
const send = (id, type, pointerId, pointerType) => { const r = el(id).getBoundingClientRect();
  el(id).dispatchEvent(new PointerEvent(type, {bubbles: true, composed: true, pointerId, pointerType, button: 0, isPrimary: true,
    clientX: r.left + 20, clientY: r.top + 20})); };
document.documentElement.dataset.rv = '[]';
// A touch that becomes a scroll within the delay.
send('sq', 'pointerdown', 41, 'touch');
const atOnce = count('sq');
send('sq', 'pointercancel', 41, 'touch');
// A quick tap: released within the delay, it still ripples.
send('round', 'pointerdown', 42, 'touch');
send('round', 'pointerup', 42, 'touch');
const tapped = count('round');
// Mouse and pen: at once.
send('wide', 'pointerdown', 43, 'pen');
const pen = count('wide');
send('wide', 'pointerup', 43, 'pen');
send('wide', 'pointerdown', 44, 'mouse');
const mouse = count('wide') - pen;
send('wide', 'pointerup', 44, 'mouse');
// A second touch, held: its ripple starts after the delay (its timer set after the first's).
send('wide', 'pointerdown', 45, 'touch');
return [atOnce, tapped, pen, mouse];
"""


def touch_delay(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-td"
    press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=RECORD_JS)
    at_once, tapped, pen, mouse = browser.js(TOUCH_JS, n)
    errors = []
    # Waits for an event (the second touch's ripplestart), never for a time.
    if not wait_until(browser, SEEN + ".filter(e=>e[0]=='ripplestart'&&e[1]=='wide').length>=3", 3.0):
        errors.append(f"the held touch never started its ripple (events {browser.js(SEEN)})")
    seen = browser.js(SEEN)
    browser.js("document.getElementById('wide').dispatchEvent(new PointerEvent('pointerup',{bubbles:true,composed:true,pointerId:45,"
               "pointerType:'touch'}))")
    if at_once:
        errors.append(f"a touch showed {at_once} ripple(s) at once (expected none within the delay)")
    if ["ripplestart", "sq"] in seen:
        errors.append("a touch cancelled within the delay (a scroll) showed a ripple")
    if tapped != 1:
        errors.append(f"a touch released within the delay: {tapped} ripple(s) (expected one)")
    if pen != 1 or mouse != 1:
        errors.append(f"pen {pen}, mouse {mouse} ripple(s) at once (expected one each)")
    return errors


LOST_JS = """
const [cls, how] = arguments, el = document.getElementById('sq'), r = el.getBoundingClientRect();
const o = {bubbles: true, composed: true, pointerId: 51, pointerType: 'mouse', button: 0, clientX: r.left + 30, clientY: r.top + 30};
el.dispatchEvent(new PointerEvent('pointerdown', o));
// The newest container (the last one's may still be waiting for its finish event).
const c = [...el.querySelectorAll(':scope>' + cls + '-c')].pop();
if (!c) return null;
const end = () => Math.max(...c.getAnimations({subtree: true}).map(a => a.effect.getComputedTiming().endTime));
const before = end();
if (how == 'blur') window.dispatchEvent(new FocusEvent('blur'));
else if (how == 'visibilitychange') document.dispatchEvent(new Event('visibilitychange'));
else el.dispatchEvent(new MouseEvent('contextmenu', {bubbles: true, composed: true, cancelable: true, clientX: o.clientX, clientY: o.clientY}));
const after = end();
el.dispatchEvent(new PointerEvent('pointerup', o));
c.getAnimations({subtree: true}).forEach(a => a.finish());
return [before, after];
"""


def lost_release(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-lr"
    press.Page(browser, rg, MATERIAL, workdir, n, mutate)
    errors = []
    for how in ("blur", "visibilitychange", "contextmenu"):
        got = browser.js(LOST_JS, n, how)
        if got is None:
            errors.append(f"{how}: no ripple from a dispatched pointerdown")
        elif not got[1] > got[0]:
            errors.append(f"{how}: the held press was not released (its animations end at {got[1]} ms, {got[0]} before)")
    return errors


def bounded(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-bd"
    body = (f'<button id="bb" class="t {n}" data-ripple="bounded" style="left:20px;top:20px;width:160px;height:80px;border-radius:12px">b</button>'
            f'<button id="bp" class="t {n}" style="left:220px;top:20px;width:160px;height:80px">p</button>')
    page = press.Page(browser, rg, ["--style", "splash"], workdir, n, mutate, body=body)
    got = {}
    for host in ("bb", "bp"):
        x, y = center(browser, "#" + host)
        held_down(page, x, y, 60)
        got[host] = browser.js("const c=document.querySelector('#'+arguments[0]+'>'+arguments[1]+'-c');"
                               "return c&&[getComputedStyle(c).overflowX,getComputedStyle(c).borderTopLeftRadius]", host, n)
        let_go(page)
    errors = []
    if not got["bb"] or got["bb"][0] != "hidden" or got["bb"][1] != "12px":
        errors.append(f"data-ripple=bounded: the container's overflow and radius {got['bb']} (expected hidden, 12px)")
    if not got["bp"] or got["bp"][0] != "visible":
        errors.append(f"plain splash: the container's overflow {got['bp'] and got['bp'][0]} (expected visible)")
    return errors


API_JS = """<script type="module">
import {press, pressed, cancel} from "./NAME.mjs";
const d = document.documentElement.dataset;
document.addEventListener("cmd", () => {
  const el = document.getElementById("sq"), kids = () => el.querySelectorAll(":scope>NAME-c").length;
  d.rv = "[]";
  const before = pressed(el), release = press(el), during = pressed(el), made = kids();
  cancel(el);
  const left = kids(), ends = JSON.parse(d.rv).filter(e => e[0] == "rippleend").length, after = pressed(el);
  release();
  d.got = JSON.stringify({before, during, made, left, ends, after, type: typeof release});
});
d.ready = 1;
</script>"""


def api_complete(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-apc"
    press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=RECORD_JS + API_JS.replace("NAME", n))
    if not wait_until(browser, "return !!document.documentElement.dataset.ready"):
        return ["the module did not load"]
    browser.js("document.dispatchEvent(new Event('cmd'))")
    got = browser.js("return JSON.parse(document.documentElement.dataset.got)")
    want = {"before": False, "during": True, "made": 1, "left": 0, "ends": 1, "after": False, "type": "function"}
    return [f"{k}: {got.get(k)!r} (expected {v!r})" for k, v in want.items() if got.get(k) != v]


CHECKS = [("pages/closed-release", closed_release), ("pages/end-removed", end_removed), ("pages/clock", clock),
          ("pages/clone", clone), ("pages/unclassed", unclassed), ("pages/touch-delay", touch_delay),
          ("pages/lost-release", lost_release), ("pages/bounded", bounded), ("pages/api-complete", api_complete)]


def mutants() -> list[tuple[str, list[str], object]]:
    """Each brings one of issue 36's defects back (edits of the minified engine: `§` is any minified name)."""
    edit_re, engine = press.edit_re, press.edit_engine
    return [
        # Any root ends a press it sees released: the document's takes a closed root's release for one outside.
        ("a release taken by any root", ["pages/closed-release"],
         lambda css, js: engine(js, r"(§)&&\(\1\[3\]==(§)\|\|!(§)\.includes\(\1\[3\]\.host\)\)&&", r"\1&&")),
        # The end only while the container is in the page (the old `container.parentNode &&`).
        ("no rippleend once the page removed the container", ["pages/end-removed"],
         lambda css, js: engine(js, r"(§)\.delete\((§)\)&&\((§)\.remove\(\)", r"\3.parentNode&&\1.delete(\2)&&(\3.remove()")),
        # The animations started at a time on the module's document's clock (the engine's way before issue 36).
        ("the module's document's clock", ["pages/clock"],
         lambda css, js: engine(js, r"(§)<1&&\((§)\.playbackRate=\1\)", r"\1<1&&(\2.playbackRate=\1),\2.startTime=document.timeline.currentTime")),
        ("a clone keeps its container", ["pages/clone"], lambda css, js: engine(js, r"this\[(§)\]\|\|this\.remove\(\)", "0")),
        ("positioned only by the class", ["pages/unclassed"], lambda css, js: edit_re(css, r",:has\(>[\w-]+\)", "")),
        ("no development warning", ["pages/unclassed"], lambda css, js: engine(js, '"data-ripple-dev"', '"no-such-attribute"')),
        ("touch at once", ["pages/touch-delay"], lambda css, js: engine(js, '"touch"', '"no-such-type"')),
        ("a blur leaves presses held", ["pages/lost-release"], lambda css, js: engine(js, r',"blur"\]', ',"no-blur"]')),
        ("a hidden page leaves presses held", ["pages/lost-release"],
         lambda css, js: engine(js, '"visibilitychange"', '"no-visibilitychange"')),
        ("a context menu leaves presses held", ["pages/lost-release"], lambda css, js: engine(js, '"contextmenu"', '"no-contextmenu"')),
        ("data-ripple=bounded ignored", ["pages/bounded"], lambda css, js: engine(js, '"bounded"', '"no-such-option"')),
        ("no bounded rule", ["pages/bounded"], lambda css, js: edit_re(css, r"&\[b\]\{[^}]*\}", "")),
        ("pressed() always false", ["pages/api-complete"], lambda css, js: press.wrap_export(js.with_suffix(".mjs"), "pressed", "e=>!1")),
        ("cancel() does nothing", ["pages/api-complete"],
         lambda css, js: press.wrap_export(js.with_suffix(".mjs"), "cancel", "e=>0")),
    ]
