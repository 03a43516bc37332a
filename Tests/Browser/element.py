"""The `press` part, issue 36's `<rg-ripple>` (Templates/web/element.js): the engine's custom element, placed inside
the element that ripples (element/… lines, run with pages.py's).

- element/last-child  defect 4: a chip (`inline-flex`, its label's `:last-child` margin, Tailwind's `last:`) with an
                      `<rg-ripple>` keeps its width, its label stays `:last-child` and its child list is unchanged
                      while a real press is held (the container is inside the element); with the class alone the
                      same chip grows by the margin (what the mutant brings back). Enter held on the focused chip
                      likewise.
- element/box         the container fills the parent's padding box (a bordered, rounded card under hostile page
                      CSS: `.card > *` margins, padding, borders and `position: relative`; the card in the flow,
                      positioned by the element's sheet alone), takes its corners, and
                      the press starts at the pointer (the first keyframe's translate, in the card's pixels).
- element/closed      a component whose closed shadow root holds `<button><rg-ripple>` and the sheet's `<link>`,
                      with no code of its own (the page calls only `define()`): a real press ripples inside it, the
                      release plays its fade (running at the release), and the container goes.
- element/define      nothing is defined on import (`customElements.get("rg-ripple")` undefined, a parsed
                      `<rg-ripple>` stays unbound); after `define()` of two styles' modules, each element ripples in
                      the style its `ripple` attribute names, and its `data-ripple` tokens count (`unbounded`: the
                      container gets `u`, the press starts at the centre).

None waits for time to pass: each reads the page while a press is held or when an event has been handled.
"""

from __future__ import annotations

import re

import press
from pages import center, held_down, let_go, wait_until

MATERIAL = ["--style", "material"]

# A module script that defines the element and says so.
DEFINE_JS = """<script type="module">
import {define} from "./NAME.mjs";
define();
document.documentElement.dataset.ready = 1;
</script>"""
READY = "return !!document.documentElement.dataset.ready"


def defined_page(browser, rg, workdir, name, mutate, body, head="", flags=MATERIAL):
    page = press.Page(browser, rg, flags, workdir, name, mutate, head=head + DEFINE_JS.replace("NAME", name), body=body, scripts=0)
    return page if wait_until(browser, READY) else None


# The chip's width, its label's `:last-child`, its children, and the containers in the element and in the chip.
CHIP_JS = """const c=document.getElementById(arguments[0]),l=c.querySelector('.label'),n=arguments[1]+'-c';
return [c.getBoundingClientRect().width,l.matches(':last-child'),[...c.children].map(e=>e.localName).join(),
c.querySelectorAll('rg-ripple>'+n).length,c.querySelectorAll(':scope>'+n).length]"""


def last_child(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-lc"
    head = ("<style>.chip{position:absolute;left:20px;top:20px;display:inline-flex;gap:6px;padding:8px 12px;border:0;"
            "font:14px sans-serif}.chip>.label:last-child{margin-right:12px}</style>")
    body = f'<button id="chip" class="chip"><rg-ripple ripple="{n}"></rg-ripple><span class="label">Tag</span></button>'
    page = defined_page(browser, rg, workdir, n, mutate, body, head)
    if not page:
        return ["the module did not load"]
    before = browser.js(CHIP_JS, "chip", n)
    x, y = center(browser, "#chip")
    held_down(page, x, y, 60)
    during = browser.js(CHIP_JS, "chip", n)
    let_go(page)
    errors = []
    if during[3] != 1:
        errors.append(f"while pressed: {during[3]} container(s) in the <rg-ripple>, {during[4]} in the chip itself (expected 1, 0)")
    if during[0] != before[0]:
        errors.append(f"the chip's width {before[0]} px became {during[0]} px during the press (a structural selector flipped)")
    if not during[1] or during[2] != before[2]:
        errors.append(f"during the press: the label :last-child {during[1]}, the chip's children {during[2]!r} (before {before[2]!r})")
    # Enter held on the focused chip: the keyboard's press goes into the element too.
    wait_until(browser, f"return !document.querySelector('#chip {n}-c')")
    browser.js("document.getElementById('chip').focus()")
    page.actions([{"type": "key", "id": "kb", "actions": [{"type": "keyDown", "value": "\ue007"}, {"type": "pause", "duration": 40}]}],
                 release=False)
    keyed = browser.js(CHIP_JS, "chip", n)
    page.actions([{"type": "key", "id": "kb", "actions": [{"type": "keyUp", "value": "\ue007"}]}])
    if keyed[3:] != [1, 0] or keyed[0] != before[0]:
        errors.append(f"Enter held: {keyed[3]} container(s) in the <rg-ripple>, {keyed[4]} in the chip, its width {keyed[0]} px "
                      f"(expected 1, 0, {before[0]} px)")
    return errors


BOX_HEAD = ("<style>.card{margin:30px;width:220px;height:120px;border:5px solid #888;border-radius:18px;"
            "padding:10px}.card>*{position:relative;margin:7px;padding:5px;border:3px solid red;display:inline}</style>")
BOX_JS = """const e=document.getElementById('card'),r=e.getBoundingClientRect(),c=e.querySelector('rg-ripple>'+arguments[0]+'-c');
if(!c)return null;const k=c.getBoundingClientRect(),a=c.getAnimations({subtree:true}),f=a.length?a[0].effect.getKeyframes():[];
const t=f.find(x=>x.translate);return [k.left-r.left-e.clientLeft,k.top-r.top-e.clientTop,k.width-e.clientWidth,k.height-e.clientHeight,
getComputedStyle(c).borderTopLeftRadius,t?t.translate:null,getComputedStyle(c).overflowX]"""


def box(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-bx"
    body = f'<div id="card" class="card"><span>text</span><rg-ripple ripple="{n}"></rg-ripple></div>'
    page = defined_page(browser, rg, workdir, n, mutate, body, BOX_HEAD)
    if not page:
        return ["the module did not load"]
    # 40 px right of and 30 px below the padding box's corner (the card's border is 5 px).
    left, top = browser.js("const r=document.getElementById('card').getBoundingClientRect();return [r.left,r.top]")
    held_down(page, left + 5 + 40, top + 5 + 30, 60)
    got = browser.js(BOX_JS, n)
    let_go(page)
    if not got:
        return ["no container in the <rg-ripple> while pressed"]
    errors = []
    if any(abs(v) > 0.5 for v in got[:4]):
        errors.append(f"the container is off the card's padding box by {got[:4]} (left, top, width, height)")
    if got[4] != "18px" or got[6] != "hidden":
        errors.append(f"the container's corner radius {got[4]}, overflow {got[6]} (expected the card's 18px, clipped)")
    if got[5] != "40px 30px":
        errors.append(f"the press starts at {got[5]} (expected 40px 30px, the pointer in the card's pixels)")
    return errors


CLOSED_JS = """<script type="module">
customElements.define("e-box", class extends HTMLElement { constructor() { super();
  const root = this.attachShadow({mode: "closed"});
  root.innerHTML = `<link rel="stylesheet" href="NAME.css"><button style="position:absolute;left:0;top:0;width:180px;height:120px;border:0">`
    + `<rg-ripple ripple="NAME"></rg-ripple>in</button>`;
  // What a test may know of the closed root: per container in an <rg-ripple>, its animations' states; at a
  // release (a window listener, after the engine's) and on request.
  const seen = () => JSON.stringify([...root.querySelectorAll("rg-ripple>NAME-c")].map(c => c.getAnimations({subtree: true}).map(a => a.playState)));
  addEventListener("pointerup", () => this.dataset.released = seen());
  this.addEventListener("probe", () => this.dataset.probe = seen());
} });
</script>"""
PROBE = "(z=>(z.dispatchEvent(new Event('probe')),JSON.parse(z.dataset.probe||'null')))(document.getElementById('eb'))"


def closed(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-ec"
    body = ('<e-box id="eb" style="position:absolute;display:block;left:20px;top:20px;width:180px;height:120px"></e-box>'
            + CLOSED_JS.replace("NAME", n))
    page = defined_page(browser, rg, workdir, n, mutate, body)
    if not page or not wait_until(browser, f"return !!{PROBE}"):
        return ["the component or the module did not load"]
    held_down(page, 70, 60, 80)
    pressed = browser.js("return " + PROBE)
    let_go(page)
    released = browser.js("return JSON.parse(document.getElementById('eb').dataset.released||'null')")
    errors = []
    if len(pressed) != 1 or not pressed[0]:
        errors.append(f"pressed: containers in the closed root's <rg-ripple> (their animations) {pressed} (expected one, running)")
    elif not released or not released[0] or any(s not in ("running", "pending") for s in released[0]):
        errors.append(f"at the release: {released} (expected the container, its fade running)")
    if not wait_until(browser, f"return {PROBE}.length==0"):
        errors.append(f"released: containers left {browser.js('return ' + PROBE)}")
    return errors


TWO_JS = """<script type="module">
import * as material from "./NAME.mjs";
import * as splash from "./NAME-s.mjs";
const d = document.documentElement.dataset;
d.before = JSON.stringify([!!customElements.get("rg-ripple"), !!document.getElementById("a")[Symbol.for("NAME>")]]);
material.define();
splash.define();
d.ready = 1;
</script>"""
# Per element id: the container's name and attributes, and the first keyframe's translate.
SEEN_JS = """const c=document.querySelector('#'+arguments[0]+'>rg-ripple>*');if(!c)return null;
const a=c.getAnimations({subtree:true}),t=a.length&&a[0].effect.getKeyframes().find(x=>x.translate);
return [c.localName,[...c.attributes].map(x=>x.name).join(),t?t.translate:null]"""


def define(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-df"
    # The splash module beside the page's (FILE-s.mjs), mutated alike.
    press.run([rg, "--style", "splash", "--format", "web", "--id-prefix", n + "-s", "-o", str(workdir / f"{n}-s.css")])
    if mutate:
        mutate(workdir / f"{n}-s.css", workdir / f"{n}-s.js")
    style = "position:absolute;top:20px;width:160px;height:100px;border:0"
    body = (f'<link rel="stylesheet" href="{n}-s.css">'
            f'<button id="a" style="{style};left:20px"><rg-ripple></rg-ripple>a</button>'
            f'<button id="b" style="{style};left:200px"><rg-ripple ripple="{n}-s"></rg-ripple>b</button>'
            f'<button id="c" style="{style};left:380px"><rg-ripple ripple="{n}" data-ripple="unbounded"></rg-ripple>c</button>')
    page = press.Page(browser, rg, MATERIAL, workdir, n, mutate, head=TWO_JS.replace("NAME", n), body=body, scripts=0)
    if not wait_until(browser, READY):
        return ["the modules did not load"]
    errors = []
    before = browser.js("return JSON.parse(document.documentElement.dataset.before)")
    if before != [False, False]:
        errors.append(f"on import (before define()): <rg-ripple> defined {before[0]}, an element bound {before[1]} (expected neither)")
    want = {"a": [n + "-c", "", "20px 30px"], "b": [n + "-s-c", "", None], "c": [n + "-c", "u", "80px 50px"]}
    for host, expected in want.items():
        x, y = browser.js("const r=document.getElementById(arguments[0]).getBoundingClientRect();return [r.left,r.top]", host)
        held_down(page, x + 20, y + 30, 60)
        got = browser.js(SEEN_JS, host)
        let_go(page)
        # splash's translate is its layer's style (no keyframe): only the name and attributes count there.
        if got is None or got[:2] != expected[:2] or (expected[2] and got[2] != expected[2]):
            errors.append(f"#{host}: the container {got} (expected {expected}: name, attributes, the start point)")
    return errors


CHECKS = [("element/last-child", last_child), ("element/box", box), ("element/closed", closed), ("element/define", define)]


def at_import(css, js) -> None:
    """A mutant's edit: the module calls its own define() when it is imported (frameworks.py's too)."""
    mjs = js.with_suffix(".mjs")
    local = re.findall(r"\b([\w$]+) as define\b", mjs.read_text())
    if len(local) != 1:
        raise press.MutationMissed(f"export define found {len(local)} times in {mjs.name}")
    mjs.write_text(mjs.read_text() + f"\n{local[0]}();\n")


def mutants() -> list[tuple[str, list[str], object]]:
    """Each brings back what the element is for (edits of the minified module: `§` is any minified name)."""
    edit, edit_re, engine = press.edit, press.edit_re, press.edit_engine

    return [
        # Defect 4 back: each press's container in the pressed element, beside its children.
        ("containers in the parent, not the element", ["element/last-child"],
         lambda css, js: engine(js, r"\((§)\|\|(§)\.shadowRoot\|\|\2\)\.append", r"(\2.shadowRoot||\2).append")),
        ("the parent left static", ["element/box"],
         lambda css, js: edit(js.with_suffix(".mjs"), ":where(:has(>rg-ripple)){position:relative}", "")),
        ("the element's corners its own", ["element/box"],
         lambda css, js: edit(js.with_suffix(".mjs"), ";pointer-events:none;border-radius:inherit}", ";pointer-events:none}")),
        ("the element open to page rules", ["element/box"], lambda css, js: edit(js.with_suffix(".mjs"), "rg-ripple:not(#_#_){all:unset;", "rg-ripple{")),
        ("the engine on the document, not the element's root", ["element/closed"],
         lambda css, js: edit_re(js.with_suffix(".mjs"), r"(§)\.get\((§)\)\((§)\),", r"\1.get(\2)(document),")),
        ("define() on import", ["element/define"], at_import),
        ("the ripple attribute ignored", ["element/define"],
         lambda css, js: edit(js.with_suffix(".mjs"), 'this.getAttribute("ripple")??', "null??")),
        ("the element's tokens ignored", ["element/define"], lambda css, js: engine(js, r'(§)=§\|\|(§),(§)=(§)\(\1,"unbounded"\)', r'\1=\2,\3=\4(\1,"unbounded")')),
    ]
