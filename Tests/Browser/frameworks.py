"""The `press` part, issue 36's framework proof without npm (framework/… lines, run with pages.py's): Debian's
node-react / node-react-dom 18.2 and node-vue 2.6 (under /usr/share/nodejs), bundled by Debian's esbuild. The pages'
sources are Tests/Browser/frameworks/*.

- framework/react  the React app (react-app.mjs) rendered on the server in node (react-server.mjs: `renderToString`;
                   importing the style's module there touches no DOM), its client (`define()`, `attach(document)`, then
                   `hydrateRoot`, development build) bundled by esbuild and hydrated: no console error or warning (no
                   hydration mismatch: the element adds nothing React did not render), a real press on the button with
                   an `<rg-ripple>` ripples inside the element (the button's children unchanged) and its click re-renders
                   the label (the handlers are React's), then a press on the button with the class; every container
                   goes.
- framework/vue    the Vue 2 app (vue-app.mjs, the development build with its template compiler): list items whose
                   `<rg-ripple>` Vue created detached and inserted ripple inside it, a `v-ripple` directive (the class)
                   ripples, clicks re-render, and no console error or warning ([Vue warn] included).

Each runs in Chromium, Firefox and WebKit; none waits for time to pass.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import press
from pages import center, held_down, let_go, wait_until

SOURCES = Path(__file__).resolve().parent / "frameworks"
NODE_MODULES = Path("/usr/share/nodejs")  # Debian's node-* packages
# Their own `require`s (react-dom's of react, from its real path) find them through NODE_PATH; the pages' imports
# through the folder's `node_modules` link.
ENV = {**os.environ, "NODE_PATH": str(NODE_MODULES)}
CONSOLE = "return JSON.parse(document.documentElement.dataset.console||'[]')"
# Per button id: its children's names, the containers in its <rg-ripple> and in itself.
KIDS_JS = """const b=document.getElementById(arguments[0]),n=arguments[1]+'-c';
return [[...b.children].map(e=>e.localName).join(),b.querySelectorAll('rg-ripple>'+n).length,b.querySelectorAll(':scope>'+n).length]"""


def build(rg, workdir: Path, name: str, mutate) -> Path:
    """The style's files (mutated), the pages' sources, `node_modules` (Debian's) and `style.mjs` in a folder of
    their own; answers it."""
    folder = workdir / f"fw-{name}"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    press.run([rg, "--style", "material", "--format", "web", "--id-prefix", name, "-o", str(folder / f"{name}.css")])
    if mutate:
        mutate(folder / f"{name}.css", folder / f"{name}.js")
    for source in SOURCES.iterdir():
        shutil.copy(source, folder)
    (folder / "node_modules").symlink_to(NODE_MODULES)
    (folder / "style.mjs").write_text(f'export * from "./{name}.mjs";\nexport const rippleClass = "{name}";\n')
    return folder


def bundle(folder: Path, entry: str, out: str) -> None:
    """esbuild's bundle of a page's script, React's and Vue's development builds (their warnings on)."""
    subprocess.run(["esbuild", entry, "--bundle", "--format=esm", f"--outfile={out}", "--log-level=warning",
                    "--define:process.env.NODE_ENV=\"development\""], cwd=folder, check=True, capture_output=True, text=True, env=ENV)


def load(browser, folder: Path, page: str) -> bool:
    browser.viewport(800, 480)
    browser.load(press.SERVER.url(folder / page))
    return wait_until(browser, "return !!document.documentElement.dataset.hydrated", 5.0)


def ripples(browser, page, name: str, button: str, inside: bool) -> list[str]:
    """A real press held on `button`: one container, in its <rg-ripple> (`inside`) or in itself; its children
    unchanged. The release clicks it."""
    before = browser.js(KIDS_JS, button, name)
    x, y = center(browser, "#" + button)
    held_down(page, x, y, 60)
    during = browser.js(KIDS_JS, button, name)
    let_go(page)
    want = [before[0], 1, 0] if inside else [",".join(filter(None, [before[0], f"{name}-c"])), 0, 1]
    return [] if during == want else [f"#{button} while pressed: children {during[0]!r}, containers in its <rg-ripple> "
                                      f"{during[1]}, in itself {during[2]} (expected {want})"]


class Pointer:
    """press.Page's pointer actions without its page."""
    def __init__(self, browser):
        self.browser = browser
    actions = press.Page.actions


def settled(browser, name: str, count: int) -> list[str]:
    errors = []
    if not wait_until(browser, f"return document.getElementById('count').textContent=='{count}'"):
        got = browser.js("return document.getElementById('count').textContent")
        errors.append(f"the clicks counted {got} (expected {count}: the framework's handlers did not run)")
    if not wait_until(browser, f"return !document.querySelector('{name}-c')", 3.0):
        errors.append("containers left after the ripples")
    console = browser.js(CONSOLE)
    if console:
        errors.append(f"console: {console[:3]}")
    return errors


def react(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-react"
    folder = build(rg, workdir, n, mutate)
    server = subprocess.run(["node", "react-server.mjs", "react.html", n], cwd=folder, capture_output=True, text=True, env=ENV)
    if server.returncode:
        lines = [line for line in server.stderr.splitlines() if "Error" in line]
        return [f"server rendering failed (exit {server.returncode}): {lines[:1]}"]
    if "<rg-ripple ripple=\"" + n + "\"></rg-ripple>" not in (folder / "react.html").read_text():
        return ["the server's markup has no <rg-ripple>"]
    bundle(folder, "react-client.mjs", "react-client.js")
    if not load(browser, folder, "react.html"):
        return [f"not hydrated (console: {browser.js(CONSOLE)[:3]})"]
    page = Pointer(browser)
    errors = ripples(browser, page, n, "element", True)
    if not wait_until(browser, "return document.querySelector('#element .label').textContent=='Saved 1'"):
        errors.append("the label did not re-render after the click")
    errors += ripples(browser, page, n, "class", False)
    return errors + settled(browser, n, 2)


def vue(browser, rg, workdir, mutate) -> list[str]:
    n = "rg-vue"
    folder = build(rg, workdir, n, mutate)
    (folder / "vue.html").write_text(
        f'<!doctype html><html><head><meta charset="utf-8"><script src="console.js"></script><link rel="stylesheet" href="{n}.css">'
        '<link rel="stylesheet" href="page.css"></head><body><div id="app"></div><script type="module" src="vue-app.js"></script></body></html>')
    bundle(folder, "vue-app.mjs", "vue-app.js")
    if not load(browser, folder, "vue.html"):
        return [f"not mounted (console: {browser.js(CONSOLE)[:3]})"]
    page = Pointer(browser)
    errors = ripples(browser, page, n, "item1", True)
    errors += ripples(browser, page, n, "class", False)
    return errors + settled(browser, n, 2)


CHECKS = [("framework/react", react), ("framework/vue", vue)]


def mutants() -> list[tuple[str, list[str], object]]:
    from element import at_import
    edit = press.edit

    connected = "connectedCallback(){this.attributeChangedCallback()}"
    return [
        # An attribute of its own (say, for accessibility) that the server's markup does not have: a hydration warning.
        ("the element writes an attribute", ["framework/react"],
         lambda css, js: edit(js.with_suffix(".mjs"), connected,
                              'connectedCallback(){this.setAttribute("aria-hidden","true"),this.attributeChangedCallback()}')),
        ("define() on import (no DOM on the server)", ["framework/react"], at_import),
        # Bound only by its attribute's callback: an element a framework creates detached never binds.
        ("bound only by its attribute", ["framework/vue"], lambda css, js: edit(js.with_suffix(".mjs"), connected, "connectedCallback(){}")),
    ]
