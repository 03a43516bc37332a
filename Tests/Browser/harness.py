"""Orchestration and the report of Tests/Browser/run.py."""

from __future__ import annotations

import shlex
import shutil
import tempfile
import time
import traceback
from pathlib import Path

import checks
import conformance
import drivers
import media
import preview
import rgtool
from checks import Errors
from conformance import Line
from rgtool import CASES, Case, Ripplegen

# Several different assets inline in one page: two rings (same style, different hash), a pulse, and
# clipped styles whose <clipPath> ids would collide if the hash did not separate them.
TOGETHER_CASES = [
    Case("ring", "default"),
    Case("ring", "blue-150x60", ["--size", "150x60", "--duration", "1.1", "--easing", "linear", "--color", "#1e88e5"]),
    Case("pulse", "default"),
    Case("material", "origin-150x100", ["--origin", "20,30", "--size", "150x100", "--hold", "0.5"]),
    Case("fill", "default"),
]
TOGETHER_TIMES = [0.014, 0.1, 0.214, 0.333, 0.61, 1.37]  # whole milliseconds (Gecko's SMIL clock)


class Report:
    def __init__(self, verbose: bool = False, strict: bool = False):
        self.lines: list[Line] = []
        self.verbose = verbose
        self.strict = strict

    def add(self, line: Line) -> None:
        self.lines.append(line)
        if line.skipped:
            status = "FAIL" if self.strict else "SKIP"
            print(f"{status} {line.browser:8} {line.label:40} {line.fmt:14} cannot run here: {line.note}", flush=True)
            return
        status = "PASS" if line.ok else "FAIL"
        print(f"{status} {line.browser:8} {line.label:40} {line.fmt:14} {line.summary or checks.summary(line.errors)}",
              flush=True)
        if line.note and (self.verbose or not line.ok):
            print(f"       {line.note}", flush=True)
        if not line.ok:
            shown = line.errors.violations if self.verbose else line.errors.violations[:8]
            for v in shown:
                print(f"       - {v}", flush=True)
            if len(shown) < len(line.errors.violations):
                print(f"       … {len(line.errors.violations) - len(shown)} more (-v shows all)", flush=True)
            for a in line.artifacts:
                print(f"       saved {a}", flush=True)

    def skip(self, browser: str, label: str, fmt: str, why: str) -> None:
        self.add(Line(browser, label, fmt, Errors(), note=why, skipped=True))

    def error(self, browser: str, label: str, fmt: str, exc: BaseException) -> None:
        e = Errors()
        e.violations.append(f"error: {type(exc).__name__}: {exc}")
        self.add(Line(browser, label, fmt, e))
        if self.verbose:
            traceback.print_exc()

    @property
    def passed(self) -> int:
        return sum(1 for l in self.lines if not l.skipped and l.ok)

    @property
    def failed(self) -> int:
        return sum(1 for l in self.lines if (not l.skipped and not l.ok) or (l.skipped and self.strict))

    @property
    def skipped(self) -> int:
        return sum(1 for l in self.lines if l.skipped and not self.strict)


def ripplegen_path(args, root: Path) -> Path:
    import os
    value = args.ripplegen or os.environ.get("RIPPLEGEN") or ".build/debug/ripplegen"
    path = Path(value)
    return path if path.is_absolute() else (root / path)


def selected_cases(args) -> list[Case]:
    cases = CASES
    if args.style:
        unknown = set(args.style) - {c.style for c in CASES}
        if unknown:
            raise SystemExit(f"run.py: unknown style(s) {', '.join(sorted(unknown))}")
        cases = [c for c in cases if c.style in args.style]
    if args.case:
        cases = [c for c in cases if any(s in c.label for s in args.case)]
    for i, extra in enumerate(args.add_case or []):
        words = shlex.split(extra)
        style = words[words.index("--style") + 1] if "--style" in words else "ring"
        flags = [w for j, w in enumerate(words) if w != "--style" and (j == 0 or words[j - 1] != "--style")]
        cases = [*cases, Case(style, f"custom{i + 1}", flags)]
    return cases


def browsers_of(args) -> list[str]:
    import run
    return run.browsers(args)


def clean_failures(failures: Path) -> None:
    if failures.is_dir():
        for p in failures.glob("*.png"):
            p.unlink()


def main(args, root: Path, here: Path) -> int:
    started = time.monotonic()
    if args.strict_pixels:
        checks.AA_FRACTION = -1.0
    rg = Ripplegen(ripplegen_path(args, root))
    try:
        version = rg.check()
    except rgtool.RipplegenError as e:
        print(f"run.py: {e}")
        return 2
    cases = selected_cases(args)
    if args.list:
        for c in cases:
            print(f"{c.label:40} {c.command}")
        return 0
    if args.self_test:
        import selftest
        return selftest.main(args, rg, here)

    formats = ("smil", "css") if args.format == "all" else (args.format,)
    parts = args.only or ["cases", "together", "embedding", "preview", "media"]
    failures = Path(args.failures)
    if not args.child:  # run.py --jobs empties it once for every browser's process
        clean_failures(failures)
    workdir = Path(tempfile.mkdtemp(prefix="ripplegen-browser-"))
    print(f"ripplegen: {rg.path} ({version})")
    print(f"tolerances: box size/position within {checks.SIZE_REL * 100:g} % + {checks.SIZE_ABS} user units, "
          f"opacity within {checks.OPACITY_ABS}, pixels: at most {checks.PIXEL_FRACTION * 100:g} % differing by "
          f"more than {checks.PIXEL_CHANNEL}/255", flush=True)

    # Sample times come from the model and the SMIL document (cycle, begin, end, jumps).
    plans = {}
    for case in (cases if "cases" in parts else []):
        try:
            plans[case.label] = rgtool.plan_times(rg, case.args, rg.document(case.args, "smil"))
        except Exception as e:  # a generator error is a failure of every line of the case
            plans[case.label] = e
        if args.verbose and not isinstance(plans[case.label], Exception):
            p = plans[case.label]
            print(f"plan {case.label}: cycle {p.cycle:g} s, begin {p.begin:g} s, end {p.end}, jumps "
                  f"{[(round(a, 4), round(b, 4)) for a, b in p.jumps]}, times "
                  f"{', '.join(f'{t:g}({p.kinds[t]})' for t in p.times)}")

    report = Report(verbose=args.verbose, strict=args.strict)
    timings = {}
    for name in browsers_of(args):
        t0 = time.monotonic()
        try:
            browser = drivers.start_browser(name)
        except Exception as e:
            why = f"{name} could not be started: {type(e).__name__}: {e}"
            for part in parts:
                report.skip(name, f"all {part} checks", "-", why)
            continue
        print(f"{name} {browser.version}: started in {browser.startup_seconds:.1f} s", flush=True)
        try:
            if "cases" in parts:
                for case in cases:
                    plan = plans[case.label]
                    if isinstance(plan, Exception):
                        for fmt in formats:
                            report.error(name, case.label, fmt, plan)
                        continue
                    try:
                        lines = conformance.run_case(browser, rg, case, plan, workdir, failures, formats=formats)
                    except Exception as e:
                        report.error(name, case.label, "/".join(formats), e)
                        continue
                    for line in lines:
                        report.add(line)
            if "together" in parts:
                for fmt in formats:
                    try:
                        report.add(conformance.run_together(browser, rg, TOGETHER_CASES, fmt, TOGETHER_TIMES,
                                                            workdir, failures, label="together(5 assets inline)"))
                    except Exception as e:
                        report.error(name, "together(5 assets inline)", fmt, e)
            if "embedding" in parts:
                try:
                    for line in conformance.run_embedding(browser, rg, workdir, failures):
                        report.add(line)
                except Exception as e:
                    report.error(name, "embedding", "smil+css", e)
            if "preview" in parts:
                try:
                    for line in preview.run_preview(browser, rg, workdir, failures):
                        report.add(line)
                except Exception as e:
                    report.error(name, "preview", "-", e)
            if "media" in parts:
                try:
                    for line in media.run_media(browser, rg, workdir, styles=args.style, minified_too=True):
                        report.add(line)
                except Exception as e:
                    report.error(name, "media", "css", e)
        finally:
            browser.quit()
        timings[name] = time.monotonic() - t0

    if args.keep:
        print(f"kept the generated documents and pages in {workdir}")
    else:
        shutil.rmtree(workdir, ignore_errors=True)
    elapsed = time.monotonic() - started
    print(f"time: {elapsed:.1f} s ({', '.join(f'{k} {v:.1f} s' for k, v in timings.items())})")
    worst_table(report)
    if report.skipped:
        print(f"{report.skipped} skipped (could not run here; see SKIP lines)")
    ran = report.passed + report.failed
    print(f"{report.passed} passed, {report.failed} failed")
    if ran == 0:
        return 2
    return 1 if report.failed else 0


def worst_table(report: Report) -> None:
    """Worst errors per style × format × browser over all cases."""
    rows: dict[tuple[str, str, str], Errors] = {}
    for line in report.lines:
        if line.skipped or "/" not in line.label or line.label.startswith(("embedding", "together", "preview", "media")):
            continue
        key = (line.label.split("/")[0], line.fmt, line.browser)
        rows.setdefault(key, Errors()).merge(line.errors)
    if not rows:
        return
    print("worst errors per style × format × browser (all cases):")
    for (style, fmt, browser), e in sorted(rows.items()):
        print(f"  {style:9} {fmt:12} {browser:8} {checks.summary(e)}{'' if e.ok else '  FAILED'}")
