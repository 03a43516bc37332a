#!/usr/bin/env python3
"""What a running animation costs the browser's main thread (headless Chromium, DevTools metrics).

    browser_cost.py RIPPLEGEN WORKDIR [--windows N] [--seconds S] [--json OUT.json]

For every ripplegen style in both formats (`--repeat indefinite`, the style's other defaults) and for three
anchors — SVG-Loaders `rings.svg` (the exact markup of web-assets.md §1.1) and svg-spinners `pulse-rings-3`
in SMIL and CSS (RECONSTRUCTED from the description in web-assets.md §1.2: a filled annulus, outer r 11,
inner r 9, translate(12,12) scale(0) → translate(0,0) scale(1) plus a 1→0 fade, keySplines .52,.6,.25,.99,
1.2 s, three rings 0.4 s apart; SMIL chains sync-bases, CSS uses one @keyframes and animation-delay) —
one page holds the asset inline at 200×200 CSS px, alone. After the page has loaded and the animation has
run for a moment, DevTools `Performance.getMetrics` is read at the start and end of a window of S seconds
(default 2); TaskDuration (main-thread task time), LayoutCount and RecalcStyleCount deltas are divided by
the window's wall time. The median of N windows (default 3) is reported per asset, plus an empty page as
the baseline. Chromium is Debian's (/usr/bin/chromium), driven through /usr/bin/chromedriver by Selenium.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
STYLES = ["ring", "fill", "material", "splash", "pulse"]

# SVG-Loaders rings.svg, exactly as quoted in web-assets.md §1.1 (attributes joined onto one line there).
RINGS_SVG = """<!-- By Sam Herbert (@sherb), for everyone. More @ http://goo.gl/7AJzbL -->
<svg width="45" height="45" viewBox="0 0 45 45" xmlns="http://www.w3.org/2000/svg" stroke="#fff">
    <g fill="none" fill-rule="evenodd" transform="translate(1 1)" stroke-width="2">
        <circle cx="22" cy="22" r="6" stroke-opacity="0">
            <animate attributeName="r" begin="1.5s" dur="3s" values="6;22" calcMode="linear" repeatCount="indefinite" />
            <animate attributeName="stroke-opacity" begin="1.5s" dur="3s" values="1;0" calcMode="linear" repeatCount="indefinite" />
            <animate attributeName="stroke-width" begin="1.5s" dur="3s" values="2;0" calcMode="linear" repeatCount="indefinite" />
        </circle>
        <circle cx="22" cy="22" r="6" stroke-opacity="0">
            <animate attributeName="r" begin="3s" dur="3s" values="6;22" calcMode="linear" repeatCount="indefinite" />
            <animate attributeName="stroke-opacity" begin="3s" dur="3s" values="1;0" calcMode="linear" repeatCount="indefinite" />
            <animate attributeName="stroke-width" begin="3s" dur="3s" values="2;0" calcMode="linear" repeatCount="indefinite" />
        </circle>
        <circle cx="22" cy="22" r="8">
            <animate attributeName="r" begin="0s" dur="1.5s" values="6;1;2;3;4;5;6" calcMode="linear" repeatCount="indefinite" />
        </circle>
    </g>
</svg>
"""

# svg-spinners pulse-rings-3: a RECONSTRUCTION from web-assets.md §1.2 (not the original file's bytes).
ANNULUS = "M12,1A11,11,0,1,0,23,12,11,11,0,0,0,12,1Zm0,20a9,9,0,1,1,9-9A9,9,0,0,1,12,21Z"
SPLINE = ".52,.6,.25,.99"


def pulse_rings_3_smil() -> str:
    ids = ["spinner_XR07", "spinner_TtO8", "spinner_npiH"]
    begins = ["0;spinner_npiH.begin+0.4s", "spinner_XR07.begin+0.4s", "spinner_TtO8.begin+0.4s"]
    rings = []
    for ident, begin in zip(ids, begins):
        rings.append(
            f'<path d="{ANNULUS}" transform="translate(12, 12) scale(0)">'
            f'<animateTransform id="{ident}" begin="{begin}" attributeName="transform" calcMode="spline" type="translate" '
            f'dur="1.2s" values="12 12;0 0" keySplines="{SPLINE}"/>'
            f'<animateTransform begin="{begin}" attributeName="transform" calcMode="spline" additive="sum" type="scale" '
            f'dur="1.2s" values="0;1" keySplines="{SPLINE}"/>'
            f'<animate begin="{begin}" attributeName="opacity" calcMode="spline" dur="1.2s" values="1;0" '
            f'keySplines="{SPLINE}"/></path>')
    return ('<svg width="24" height="24" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">'
            + "".join(rings) + "</svg>\n")


def pulse_rings_3_css() -> str:
    style = ("<style>.spinner_nOfF{animation:spinner_qtyZ 1.2s cubic-bezier(0.52,.6,.25,.99) infinite}"
             ".spinner_fVhf{animation-delay:.4s}.spinner_piVe{animation-delay:.8s}"
             "@keyframes spinner_qtyZ{0%{transform:translate(12px,12px) scale(0);opacity:1}"
             "100%{transform:translate(0,0) scale(1);opacity:0}}</style>")
    paths = "".join(f'<path class="spinner_nOfF{extra}" d="{ANNULUS}" transform="translate(12, 12) scale(0)"/>'
                    for extra in ["", " spinner_fVhf", " spinner_piVe"])
    return '<svg width="24" height="24" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">' + style + paths + "</svg>\n"


def page(svg: str) -> str:
    """The asset inline at 200×200: the root's width and height replaced (its viewBox keeps the drawing)."""
    svg = re.sub(r"<!--.*?-->\s*", "", svg, flags=re.S)
    head_end = svg.index(">")
    head = re.sub(r'\s(width|height)="[^"]*"', "", svg[:head_end])
    svg = head + ' width="200" height="200"' + svg[head_end:]
    return ("<!DOCTYPE html><html><head><meta charset=utf-8><title>cost</title>"
            "<style>html,body{margin:0;background:#808080}</style></head><body>"
            f"{svg}</body></html>\n")


def assets(ripplegen: str, workdir: Path) -> list[tuple[str, str]]:
    out = [("empty page (baseline)", "")]
    for style in STYLES:
        for fmt in ("smil", "css"):
            svg = subprocess.run([ripplegen, "--style", style, "--format", fmt, "--repeat", "indefinite"],
                                 check=True, capture_output=True, text=True).stdout
            out.append((f"ripplegen {style} {fmt.upper()}", svg))
    # The anchors' own job, minified output, and the one feature that leaves the compositor: a stroke-width
    # track (Fixtures/specs/thinning-ring.json), which CSS can only animate with a repaint per frame.
    spec = str(Path(__file__).resolve().parent.parent / "Fixtures" / "specs" / "thinning-ring.json")
    for label, flags in [("ripplegen ring --rings 3", ["--style", "ring", "--rings", "3"]),
                         ("ripplegen ring --minify", ["--style", "ring", "--minify"]),
                         ("ripplegen thinning-ring spec (stroke-width track)", ["--spec", spec])]:
        for fmt in ("smil", "css"):
            svg = subprocess.run([ripplegen, *flags, "--format", fmt, "--repeat", "indefinite"],
                                 check=True, capture_output=True, text=True).stdout
            out.append((f"{label} {fmt.upper()}", svg))
    out.append(("SVG-Loaders rings.svg (SMIL: r, stroke-width, stroke-opacity)", RINGS_SVG))
    out.append(("svg-spinners pulse-rings-3 SMIL (reconstruction)", pulse_rings_3_smil()))
    out.append(("svg-spinners pulse-rings-3 CSS (reconstruction)", pulse_rings_3_css()))
    workdir.mkdir(parents=True, exist_ok=True)
    pages = []
    for index, (label, svg) in enumerate(out):
        path = workdir / f"cost-{index:02d}.html"
        path.write_text(page(svg) if svg else "<!DOCTYPE html><html><body></body></html>\n")
        pages.append((label, path.resolve().as_uri()))
    return pages


def start():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--window-size=800,800", "--disable-extensions", "--no-first-run",
                "--disable-background-networking", "--disable-component-update",
                "--disable-features=Translate,MediaRouter,OptimizationHints", "--allow-file-access-from-files"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 400, "height": 400, "deviceScaleFactor": 1, "mobile": False})
    return driver


def metrics(driver) -> dict[str, float]:
    return {m["name"]: m["value"] for m in driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]}


def measure(driver, url: str, windows: int, seconds: float) -> dict[str, float]:
    driver.get(url)
    driver.execute_cdp_cmd("Performance.enable", {"timeDomain": "timeTicks"})
    time.sleep(0.6)  # SMIL starts after the load event; let the first frames and any lazy setup pass
    rows = []
    for _ in range(windows):
        a, t0 = metrics(driver), time.monotonic()
        time.sleep(seconds)
        b, t1 = metrics(driver), time.monotonic()
        elapsed = t1 - t0
        rows.append({
            "ms_per_s": (b["TaskDuration"] - a["TaskDuration"]) * 1000 / elapsed,
            "layouts_per_s": (b["LayoutCount"] - a["LayoutCount"]) / elapsed,
            "recalcs_per_s": (b["RecalcStyleCount"] - a["RecalcStyleCount"]) / elapsed,
        })
    driver.execute_cdp_cmd("Performance.disable", {})
    return {key: statistics.median(r[key] for r in rows) for key in rows[0]} | {"windows": rows}


def main(argv: list[str]) -> int:
    args = argv[1:]
    windows, seconds, json_out = 3, 2.0, None
    positional = []
    while args:
        a = args.pop(0)
        if a == "--windows":
            windows = int(args.pop(0))
        elif a == "--seconds":
            seconds = float(args.pop(0))
        elif a == "--json":
            json_out = args.pop(0)
        else:
            positional.append(a)
    if len(positional) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 64
    ripplegen, workdir = positional[0], Path(positional[1])
    pages = assets(ripplegen, workdir)
    driver = start()
    try:
        version = driver.capabilities.get("browserVersion", "?")
        results = []
        for label, url in pages:
            r = measure(driver, url, windows, seconds)
            results.append({"asset": label} | r)
            print(f"  {label:<62} {r['ms_per_s']:7.1f} ms/s {r['layouts_per_s']:5.0f} layouts/s "
                  f"{r['recalcs_per_s']:5.0f} recalcs/s", file=sys.stderr, flush=True)
    finally:
        driver.quit()
    table = [f"Chromium {version} headless, each asset alone and inline at 200×200, "
             f"median of {windows} windows of {seconds:g} s", "",
             "| asset | main thread | layouts/s | style recalcs/s |", "|---|---:|---:|---:|"]
    for r in results:
        table.append(f"| {r['asset']} | {r['ms_per_s']:.1f} ms/s | {r['layouts_per_s']:.0f} | {r['recalcs_per_s']:.0f} |")
    print("\n".join(table))
    if json_out:
        Path(json_out).write_text(json.dumps({"chromium": version, "windows": windows, "seconds": seconds,
                                              "results": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
