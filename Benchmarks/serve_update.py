#!/usr/bin/env python3
"""How long `ripplegen serve`'s editor page takes to show a change, per built-in style, in a real browser.

    serve_update.py RIPPLEGEN [--changes N] [--browser NAME] [--styles ring,pulse] [--profile] [--floor]

Starts `RIPPLEGEN serve`, opens its page (headless Chromium by default, driven as Tests/Browser does), and for
each built-in style selects it, then changes `--color` N times (default 20) with the colour picker, each time
to a colour not picked before in the run (the server keeps what it rendered for a few seconds: a colour
picked again would be answered from that, not rendered). Each change is timed in the page's own clock
(performance.now), from the moment before the picker's input event to:
- **shown**: every preview but the animated image in place — the SMIL and CSS documents in their frames
  (the downloads' bytes, put in the frames the page made for the style), the web preview's new frame loaded,
  the PNG still decoded, the downloads set (the sizes follow) (body[data-shownAt]); the issue's budget is
  150 ms for this;
- **animated**: the animated image (GIF) decoded too (body[data-doneAt]); it starts after the others and
  may arrive later without holding them back.
The median and the worst of the N are printed per style, with the browser's version and the machine's load
(`/proc/loadavg`) before and after.

`--floor` also prints, per style, the cheapest change a preview can show at the machine's present load: the
same picks, each shown by one preview only (the SMIL one, its bytes by POST and a new frame by GET, put in
once loaded, as the page showed it before it put new renders in the frame it has), and a request the server
answers without rendering (`GET /version`).
The budget is judged against it: on a loaded machine even this is slow.

`--profile` also prints where each style's changes spend their time: every request a change makes (the page's
and its frames', from the browser's resource timing; a POST labelled with the `--format` of its body), each
as medians in ms from the change: when it was asked for, when it was sent (the wait before is the browser's
queue for one of its six connections to the server), its first byte (the server's work: a render, or the wait
for a render slot) and its end; when each figure put its new preview in; and how long the page's main thread
was busy per change (Chromium's DevTools metrics: all tasks, scripts, layout, style).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "Tests" / "Browser"))

STYLES = ["ring", "fill", "material", "splash", "pulse"]


def colours():
    """Colours never picked before in the run (fewer than 256 picks), for the colour picker (#rrggbb)."""
    n = 0
    while True:
        n += 1
        yield f"#{n % 256:02x}{n * 7 % 256:02x}c8"


def wait(browser, script, *arguments, timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = browser.js(script, *arguments)
        if value:
            return value
        time.sleep(0.01)
    raise TimeoutError(script)


SETTLED = "const b = document.body.dataset; return !b.pending && b.done === b.generation && b.done"


# Labels each fetch of the page with the --format of its body (a POST's resource timing does not say).
LABEL_FETCHES = """if (!window.rgCalls) {
    window.rgCalls = [];
    const plain = window.fetch;
    window.fetch = (url, init) => {
        let format = "";
        try { const b = JSON.parse(init.body), a = Array.isArray(b) ? b : b.args; format = a[a.indexOf("--format") + 1] || ""; } catch (e) {}
        window.rgCalls.push({ url: String(url), format, at: performance.now() });
        return plain(url, init);
    };
    // when each figure takes its update (figure[data-generation] set as its preview is put in)
    window.rgSwaps = [];
    new MutationObserver(list => { for (const m of list) window.rgSwaps.push({ format: m.target.dataset.format, at: performance.now() }); })
        .observe(document.getElementById("grid"), { subtree: true, attributeFilter: ["data-generation"] });
}"""

# Every request since `arguments[0]` (the page's clock): [what, format, asked, sent, first byte, end]; then when
# each figure took its update: ["figure in place", format, 0, 0, 0, at].
REQUESTS = """const t0 = arguments[0], out = [];
const format = (e, path, shift) => {
    const args = new URL(e.name).searchParams.get("args");
    if (args) { const a = JSON.parse(args); return a[a.indexOf("--format") + 1] || ""; }
    const call = shift ? null : window.rgCalls.find(c => new URL(c.url, location.href).href === e.name && Math.abs(c.at - e.startTime) < 3);
    return call ? call.format : "";
};
const add = (list, shift, prefix) => {
    for (const e of list) {
        if (e.startTime + shift < t0) continue;
        const u = new URL(e.name), file = u.searchParams.get("file");
        const path = prefix + e.initiatorType + " " + u.pathname.replace(/^\/page\/[^/]+/, "/page") + (file ? "?file=" + file : "");
        out.push([path, format(e, path, shift), e.startTime + shift - t0, e.requestStart + shift - t0, e.responseStart + shift - t0, e.responseEnd + shift - t0]);
    }
};
add(performance.getEntriesByType("resource"), 0, "");
for (const f of document.querySelectorAll("#grid iframe")) {
    const w = f.contentWindow;
    if (w && w.performance) add(w.performance.getEntriesByType("resource"), w.performance.timeOrigin - performance.timeOrigin, "  (frame) ");
}
for (const s of window.rgSwaps) if (s.at >= t0) out.push(["figure in place", s.format, 0, 0, 0, s.at - t0]);
window.rgSwaps = [];
performance.clearResourceTimings();
return out;"""


MAIN_THREAD = ["TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration"]


def main_thread(browser):
    """Chromium's busy time of the page's main thread so far (DevTools Performance.getMetrics), in ms."""
    metrics = {m["name"]: m["value"] for m in browser.driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]}
    return [metrics.get(name, 0) * 1000 for name in MAIN_THREAD]


def change(browser, colour, requests=None):
    """Picks `colour` with --color's picker; returns (shown, animated) in ms from the change (and adds the
    change's requests to `requests`, a list, when one is given)."""
    busy = main_thread(browser) if requests is not None and hasattr(browser, "driver") and browser.name == "chromium" else None
    started, before = browser.js("""performance.clearResourceTimings();
        const p = document.querySelector('#options [data-flag="--color"]').closest('.option').querySelector('.picker');
        const t = performance.now(), g = +(document.body.dataset.generation || 0);
        p.value = arguments[0]; p.dispatchEvent(new Event('input'));
        return [t, g];""", colour)
    wait(browser, "const b = document.body.dataset; return +b.done > arguments[0] && b.done === b.generation && !b.pending", before)
    shown, done = browser.js("return [+document.body.dataset.shownAt, +document.body.dataset.doneAt]")
    if requests is not None:
        requests.append(browser.js(REQUESTS, started))
        if busy is not None:
            # the main thread's work from the change to the animated image in place, as one more "request"
            spent = [after - before for after, before in zip(main_thread(browser), busy)]
            for name, value in zip(MAIN_THREAD, spent):
                requests[-1].append([f"main thread busy: {name[:-8].lower()}", "", 0, 0, 0, value])
    return shown - started, done - started


def measure(browser, style, changes, picks, requests=None):
    browser.js("const s = document.getElementById('style'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))", style)
    wait(browser, SETTLED)
    figures = []
    for index in range(changes + 1):
        # the first pick after a style change also loads that style's frames' first documents: not counted
        figures.append(change(browser, next(picks), requests if index else None))
    return figures[1:]


def profile(requests):
    """Prints each kind of request's medians (ms from the change) over the changes in `requests`."""
    kinds = {}
    for change_requests in requests:
        seen = {}
        for path, format, *times in change_requests:
            key = (path, format)
            seen[key] = seen.get(key, 0) + 1
            kinds.setdefault((key, seen[key]), []).append(times)
    print(f"  {'request (main thread: ms busy)':<34} {'format':<7} {'n':>3} {'asked':>6} {'sent':>6} {'1st byte':>8} {'end':>6}")
    for ((path, format), nth), rows in sorted(kinds.items(), key=lambda item: statistics.median(r[0] for r in item[1])):
        med = [statistics.median(r[i] for r in rows) for i in range(4)]
        label = path + (f" #{nth}" if nth > 1 else "")
        print(f"  {label:<34} {format:<7} {len(rows):>3} {med[0]:>6.0f} {med[1]:>6.0f} {med[2]:>8.0f} {med[3]:>6.0f}")


# One preview's update, as the page makes it (the SMIL preview: bytes by POST, frame by GET, shown once loaded),
# and a request that renders nothing; [ms for the preview, ms for the request]. arguments: the args, the callback.
FLOOR = """const args = arguments[0], done = arguments[arguments.length - 1];
const token = new URLSearchParams(location.search).get("token"), auth = { headers: { Authorization: "Bearer " + token } };
const t0 = performance.now();
const frame = document.createElement("iframe");
frame.hidden = true;
frame.src = "/file?token=" + token + "&args=" + encodeURIComponent(JSON.stringify(args));
const loaded = new Promise(ok => frame.addEventListener("load", ok, { once: true }));
document.getElementById("grid").before(frame);
fetch("/render", { method: "POST", body: JSON.stringify(args), ...auth }).then(r => r.arrayBuffer())
    .then(bytes => { const a = document.createElement("a"); a.href = URL.createObjectURL(new Blob([bytes])); return loaded; })
    .then(() => {
        frame.hidden = false;
        const t1 = performance.now();
        return fetch("/version", auth).then(r => r.json()).then(() => { frame.remove(); done([t1 - t0, performance.now() - t1]); });
    });"""


def floor(browser, style, changes, picks):
    """The floor's figures for `changes` picks: [(one preview, one request)] in ms."""
    return [browser.js_async(FLOOR, ["--style", style, "--color", next(picks), "--format", "smil"]) for _ in range(changes)]


def stats(values):
    return f"{statistics.median(values):>7.0f} {max(values):>6.0f}"


def loadavg():
    return Path("/proc/loadavg").read_text().split()[:3]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ripplegen")
    parser.add_argument("--changes", type=int, default=20)
    parser.add_argument("--browser", default="chromium", choices=["chromium", "firefox", "webkit"])
    parser.add_argument("--styles", default=",".join(STYLES), help="the styles to measure, comma-separated")
    parser.add_argument("--profile", action="store_true", help="also print where each change's time goes")
    parser.add_argument("--floor", action="store_true", help="also print the cheapest change at this load (one preview)")
    options = parser.parse_args()
    from serving import served  # the browser venv's selenium (Scripts/browser-deps.sh)

    with served(options.ripplegen, options.browser) as (browser, url):
        browser.load(url)
        wait(browser, SETTLED)
        if options.profile:
            browser.js(LABEL_FETCHES)
            if browser.name == "chromium":
                browser.driver.execute_cdp_cmd("Performance.enable", {})
        print(f"serve_update: {options.browser} {browser.version}, {options.changes} picks of --color per style; load average before {' '.join(loadavg())}")
        print(f"{'':<9} {'shown (all but GIF)':^15}   {'animated (GIF)':^15}")
        print(f"{'style':<9} {'median':>7} {'worst':>6}   {'median':>7} {'worst':>6}  (ms, change → in place)")
        picks = colours()
        for style in options.styles.split(","):
            requests = [] if options.profile else None
            figures = measure(browser, style, options.changes, picks, requests)
            print(f"{style:<9} {stats([s for s, _ in figures])}   {stats([a for _, a in figures])}", flush=True)
            if requests:
                profile(requests)
            if options.floor:
                figures = floor(browser, style, options.changes, picks)
                print(f"  floor: one preview {stats([f for f, _ in figures])}   a request that renders nothing {stats([r for _, r in figures])}", flush=True)
        print(f"load average after {' '.join(loadavg())}")


if __name__ == "__main__":
    main()
