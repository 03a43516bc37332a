#!/usr/bin/env python3
"""Real-browser conformance harness for ripplegen.

For every built-in style × {smil, css} (defaults and non-default cases) the generated document is loaded
inline in an HTML page in headless Chromium (Selenium + Debian's chromedriver), Firefox ESR (Marionette) and
WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, in its own Xvfb), each in a process of its own,
seeked to ≥ 10 times per cycle plus a later iteration, the instants around every jump and a time after the end;
each layer's geometry box (user units) and computed opacity are compared with `ripplegen --evaluate`, and
screenshots of the SMIL and CSS renderings are compared with the `--at` static frame. Then: several assets
in one page (no id/keyframe collisions) and embedding (<img>, CSS background, inline) must animate; the page of
`ripplegen preview` must load without console errors or network requests and every rendering on it must
animate; and every style's CSS document must honour emulated prefers-reduced-motion (static frame = the model,
slow = 4x, none, still as an <img>) and forced-colors (CanvasText).

Install the browsers and the Python packages with Scripts/browser-deps.sh. The ripplegen binary comes from
$RIPPLEGEN (default .build/debug/ripplegen, relative to the repository root).

Prints one line per check and ends with the line `N passed, N failed`; exits 1 on any failure, 2 when nothing
could run. On failure the screenshots (smil, css, static) and diff images are saved in Tests/Browser/failures/.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
NEEDED = ("selenium", "marionette_driver", "PIL")
PARTS = ("cases", "together", "embedding", "preview", "media")
BROWSERS = ("chromium", "firefox", "webkit")


def _bootstrap() -> None:
    """Re-run under the harness's virtualenv when this interpreter lacks the packages."""
    missing = []
    for module in NEEDED:
        try:
            __import__(module)
        except ImportError:
            missing.append(module)
    if not missing:
        return
    if os.environ.get("RIPPLEGEN_BROWSER_BOOTSTRAPPED"):
        sys.exit(f"run.py: Python packages missing: {', '.join(missing)} (run Scripts/browser-deps.sh)")
    candidates = [os.environ.get("BROWSER_VENV"), str(HERE / ".venv"), "/tmp/browser-venv"]
    for venv in filter(None, candidates):
        python = Path(venv) / "bin" / "python"
        if python.exists() and Path(venv).resolve() != Path(sys.prefix).resolve():
            os.environ["RIPPLEGEN_BROWSER_BOOTSTRAPPED"] = "1"
            os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])
    sys.exit(f"run.py: Python packages missing: {', '.join(missing)}; no virtualenv found at "
             f"{', '.join(filter(None, candidates))} (run Scripts/browser-deps.sh, or set BROWSER_VENV)")


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python3 Tests/Browser/run.py",
        description=__doc__.split("\n\n")[0] + "\n\n" + "\n\n".join(__doc__.split("\n\n")[1:]),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--browser", choices=(*BROWSERS, "all"), action="append",
                   help="which browser to run (repeatable; default all: " + ", ".join(BROWSERS) + ")")
    p.add_argument("--jobs", type=int, default=len(BROWSERS), metavar="N",
                   help=f"browsers run at once, each in a process of its own (default {len(BROWSERS)}; 1: one "
                        "process, one browser after the other); their reports are printed whole, one after "
                        "the other, and summed")
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)  # one browser, for --jobs
    p.add_argument("--style", action="append", metavar="NAME",
                   help="only this style (repeatable; default every built-in style; also limits the media part)")
    p.add_argument("--case", action="append", metavar="SUBSTRING",
                   help="only cases whose label (style/name) contains SUBSTRING (repeatable)")
    p.add_argument("--add-case", action="append", metavar="'ARGS'",
                   help="also run a custom case: ripplegen arguments in one string, e.g. "
                        "--add-case '--style pulse --repeat 1.5 --delay -0.3' (repeatable)")
    p.add_argument("--format", choices=("smil", "css", "all"), default="all", help="document format(s) (default all)")
    p.add_argument("--only", choices=PARTS, action="append",
                   help="run only these parts (repeatable; default all): cases (per-case conformance), together "
                        "(several assets in one page), embedding (<img>, background, inline), preview (the page of "
                        "`ripplegen preview`: console, network, every rendering animates), media (CSS format "
                        "under emulated prefers-reduced-motion and forced-colors)")
    p.add_argument("--self-test", action="store_true",
                   help="instead of the conformance run: mutate generated documents in Python (wrong easing, "
                        "dropped keySplines, lost delay, no freeze, colour, name collision, no animation, no "
                        "reduced-motion or forced-colors block, slow not 4x, a still frame off the model, a preview "
                        "page with an external image, a CSP refusal or a still inline rendering) and check that the "
                        "harness fails each one while the originals pass (--only limits it to those parts)")
    p.add_argument("--ripplegen", metavar="PATH",
                   help="the ripplegen binary (default $RIPPLEGEN, else .build/debug/ripplegen in the repo root)")
    p.add_argument("--failures", metavar="DIR", default=str(HERE / "failures"),
                   help="where failure screenshots go (default Tests/Browser/failures; emptied of *.png first)")
    p.add_argument("--keep", action="store_true", help="keep the generated documents and pages (path printed)")
    p.add_argument("--strict-pixels", action="store_true",
                   help="no antialiasing allowance: a rendering with more than 1 %% of its pixels differing fails "
                        "even when every difference is within a one-pixel antialiasing shift")
    p.add_argument("--strict", action="store_true", help="a check that cannot run here counts as a failure")
    p.add_argument("--list", action="store_true", help="list the cases and their ripplegen commands, then exit")
    p.add_argument("-v", "--verbose", action="store_true", help="print sample times and every violation")
    return p.parse_args(argv)


def browsers(args) -> list[str]:
    chosen = args.browser or ["all"]
    return list(BROWSERS) if "all" in chosen else list(dict.fromkeys(chosen))


def run_parallel(args, argv: list[str]) -> int:
    """Each browser in a process of its own (this script with --browser NAME), at most --jobs at once.

    The browsers and the Python checks all wait on each other (WebDriver round trips, animation frames,
    screenshots), so on two cores three processes finish well before one process running the browsers
    in turn. Each report is printed whole once its process ends (no interleaved lines), then the totals."""
    import re
    import subprocess
    import tempfile
    import time

    started = time.monotonic()
    names = browsers(args)
    rest, skip = [], False
    for a in argv:  # the same options without --browser/--jobs
        if skip:
            skip = False
        elif a in ("--browser", "--jobs"):
            skip = True
        elif not a.startswith(("--browser=", "--jobs=")):
            rest.append(a)
    if not args.self_test:
        import harness
        harness.clean_failures(Path(args.failures))  # once, here: each process only adds its own
    pending, running, results = list(names), {}, {}
    while pending or running:
        while pending and len(running) < max(1, args.jobs):
            name = pending.pop(0)
            out = tempfile.TemporaryFile(mode="w+")
            proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), *rest, "--browser", name, "--child"],
                                    stdout=out, stderr=subprocess.STDOUT, text=True)
            running[name] = (proc, out, time.monotonic())
        for name, (proc, out, t0) in list(running.items()):
            if proc.poll() is None:
                continue
            del running[name]
            out.seek(0)
            results[name] = (proc.returncode, out.read(), time.monotonic() - t0)
            out.close()
            print(f"=== {name}: exit {proc.returncode} after {results[name][2]:.1f} s ===", flush=True)
            print(results[name][1], end="", flush=True)
        time.sleep(0.2)
    passed = failed = skipped = 0
    for name in names:
        text = results[name][1]
        totals = re.findall(r"^(\d+) passed, (\d+) failed$", text, re.M)
        if not totals:
            print(f"run.py: the {name} process printed no totals (exit {results[name][0]})")
            failed += 1
            continue
        passed += int(totals[-1][0])
        failed += int(totals[-1][1])
        skipped += sum(int(n) for n in re.findall(r"^(\d+) skipped", text, re.M)[-1:])
    print(f"time: {time.monotonic() - started:.1f} s in {len(names)} processes, at most {max(1, args.jobs)} at once "
          f"({', '.join(f'{n} {results[n][2]:.1f} s' for n in names)})")
    if skipped:
        print(f"{skipped} skipped (could not run here; see SKIP lines)")
    print(f"{passed} passed, {failed} failed")
    codes = [results[n][0] for n in names]
    if all(c == 2 for c in codes):
        return 2
    return 1 if failed or any(c not in (0, 2) for c in codes) else 0


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parse_args(argv)
    _bootstrap()
    if len(browsers(args)) > 1 and args.jobs > 1 and not args.list:
        return run_parallel(args, argv)
    import harness
    return harness.main(args, ROOT, HERE)


if __name__ == "__main__":
    sys.exit(main())
