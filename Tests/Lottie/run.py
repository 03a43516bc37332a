#!/usr/bin/env python3
"""Rendered proof of --format lottie: four players against ripplegen's own still frames.

For every case of cases.py: the Lottie document is validated against the lottie-spec JSON schema, loaded
by every player, and frames inside every phase (each keyframe's frame, the frame after it, the midpoints
between keyframes, the first and last frame) are rendered by

- Debian's librlottie (rlottie 0.1, C API through ctypes),
- python-lottie (PyPI `lottie`: its own evaluation, drawn by librsvg from its SVG export),
- ThorVG (PyPI `thorvg-python`, its software canvas), and
- lottie-web 5.7.5 (read out of PyPI's `pylottie` wheel) with its SVG and its canvas renderer, in Chromium,
  Firefox ESR and WebKit (WebKitGTK), frames set by goToAndStop(frame, true),

and compared with `ripplegen --at T` of the same flags rasterized by librsvg, where T = k/fr for frame k
(plus whole periods for a loop, whose file is the settled cycle), at a whole-number scale that makes the
smaller side at least 200 pixels. A frame passes when at most 1 % of its pixels differ by more than 8/255
in some premultiplied channel (the browsers' screenshots against the stills composited over white): the
allowance for two antialiasing rasterizers drawing the same edge; lottie-web, whose browsers antialias thin
curved strokes further from cairo, is allowed 2.75 % (ALLOWANCES). Each browser runs in its own thread
while the native players draw the next case.

--self-test breaks documents the way a serializer bug would (mutants.py) and requires every mutant to fail
in every player.

Usage: RIPPLEGEN=.build/debug/ripplegen Tests/Lottie/.venv/bin/python Tests/Lottie/run.py [--self-test]
Prints one line per case and player with the worst frame, and "N passed, N failed" last.
"""
import copy
import json
import math
import os
import queue
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import documents  # noqa: E402
import lottieweb  # noqa: E402
import mutants  # noqa: E402
import players  # noqa: E402
import thorvg  # noqa: E402
from cases import CASES, MUTANTS  # noqa: E402

ALLOWED = 0.01
# lottie-web in every engine antialiases thin curved strokes differently from cairo (the edge pixels differ by up
# to 32/255; solid colours and geometry match): its worst harness frame is 2.43 % (docs/lottie.md), the weakest
# mutant 3.5 %, so it is allowed 2.75 % and every mutant still fails in it.
ALLOWANCES = {"lottie-web": 0.0275}
MIN_SIDE = 200
BROWSERS = ("chromium", "firefox", "webkit")
RENDERERS = ("svg", "canvas")


class Job:
    """One document to draw: its frames and the still frames they must match."""

    def __init__(self, name, arguments, mutate=None):
        self.name = name
        text, document = documents.lottie_of(name, arguments)
        loops = documents.is_loop(arguments)
        self.problems = documents.schema_problems(document)
        players.python_lottie_load(text)
        self.frames = documents.sample_frames(document)
        if mutate:
            document = mutate(copy.deepcopy(document))
            text = json.dumps(document)
        self.text, self.document = text, document
        self.width, self.height = int(document["w"]), int(document["h"])
        # Small compositions are drawn larger: antialiased edges are a larger share of a small picture, and
        # the allowance is for antialiasing, not for a 48-pixel icon's every edge.
        self.scale = max(1, math.ceil(MIN_SIDE / min(self.width, self.height)))
        self.size = (self.width * self.scale, self.height * self.scale)
        still = documents.still_arguments(arguments)
        self.expected = [players.rsvg_svg(documents.ripplegen(still + ["--at", repr(documents.frame_time(document, frame, loops))]),
                                          self.width, self.height, self.scale) for frame in self.frames]
        self.white = [lottieweb.over_white(image) for image in self.expected]
        self.op = int(document["op"])


def worst_of(pairs):
    """(largest difference, its frame) of (frame, expected, image) triples."""
    worst = (0.0, None)
    for frame, expected, image in pairs:
        off = players.difference(expected, image)
        if off >= worst[0]:
            worst = (off, frame)
    return worst


def native_players(job):
    """The worst frame of each native player: rlottie, python-lottie, ThorVG."""
    width, height = job.size
    rlottie = players.DebianRlottie(job.text.encode("utf-8"))
    vg = thorvg.ThorVG(job.text.encode("utf-8"), width, height)
    try:
        # A player load: Debian's rlottie 0.1 and ThorVG read op − ip frames (42 for op 42); anything else is a misread.
        for name, count in [("rlottie", rlottie.total_frames()), ("thorvg", vg.total_frames())]:
            if count != job.op:
                raise RuntimeError("%s read %s frames for op %d" % (name, count, job.op))
        return {
            "rlottie": worst_of((f, e, rlottie.frame(f, width, height)) for f, e in zip(job.frames, job.expected)),
            "python-lottie": worst_of((f, e, players.python_lottie(job.text, f, job.width, job.height, job.scale))
                                      for f, e in zip(job.frames, job.expected)),
            "thorvg": worst_of((f, e, vg.frame(f)) for f, e in zip(job.frames, job.expected)),
        }
    finally:
        rlottie.close()
        vg.close()


class BrowserWorker(threading.Thread):
    """One browser engine drawing every job with lottie-web's two renderers, in its own thread."""

    def __init__(self, name, folder):
        super().__init__(daemon=True)
        self.engine, self.folder = name, folder
        self.jobs = queue.Queue()
        self.results = {}  # (job name, player) -> (worst, frame) or an error message
        self.version = "?"
        self.failure = None

    def run(self):
        try:
            browser = lottieweb.start(self.engine)
        except Exception as error:  # reported for every job: CI needs all three engines
            self.failure = "%s did not start: %s" % (self.engine, error)
            return
        self.version = browser.version
        try:
            player = lottieweb.Player(browser, self.folder)
            while (job := self.jobs.get()) is not None:
                for renderer in RENDERERS:
                    self.results[(job.name, self.player(renderer))] = self.draw(player, job, renderer)
        finally:
            browser.quit()

    def player(self, renderer):
        return "lottie-web %s %s" % (renderer, self.engine)

    def draw(self, player, job, renderer):
        try:
            frames = player.show(job.text, renderer, *job.size)
            if frames != job.op:
                return "lottie-web read %s frames for op %d" % (frames, job.op)
            return worst_of((f, e, player.frame(f, *job.size)) for f, e in zip(job.frames, job.white))
        except Exception as error:
            return "%s: %s" % (type(error).__name__, str(error).splitlines()[0] if str(error) else "")


def allowed(player):
    """The share of pixels a player's frame may have off: ALLOWED, or its allowance (ALLOWANCES)."""
    return ALLOWANCES.get(player.split(" ")[0], ALLOWED)


def verdicts(job, results):
    """(lines, players that failed) of one job's results, in player order."""
    lines, failed = [], []
    for player, result in results:
        if isinstance(result, str):
            lines.append("%-18s %-26s ERROR %s" % (job.name, player, result))
            failed.append(player)
            continue
        off, frame = result
        bad = off > allowed(player)
        failed += [player] if bad else []
        lines.append("%-18s %-26s worst %.3f %% of pixels at frame %s of %d (%d frames, %s)" % (
            job.name, player, off * 100, frame, job.op, len(job.frames), "FAIL" if bad else "ok"))
    return lines, failed


def main():
    self_test = "--self-test" in sys.argv
    started = time.monotonic()
    folder, web_version = lottieweb.page_folder(os.path.dirname(os.path.dirname(sys.executable)))
    workers = [BrowserWorker(name, folder) for name in BROWSERS]
    for worker in workers:
        worker.start()
    print("lottie: Debian rlottie from %s; python-lottie %s; %s; lottie-web %s" % (
        players.RLOTTIE_PATH, __import__("lottie").__version__, thorvg.version(), web_version), flush=True)
    unrendered = []
    if self_test:
        work = [(label, case, mutants.MUTATIONS[mutation]) for label, case, mutation in MUTANTS]
    else:
        goldens = documents.golden_names()
        unrendered = [golden for golden in goldens if golden not in dict(CASES)]
        if unrendered:
            print("goldens without a case: %s" % ", ".join(unrendered))
        work = [(None, name, None) for name, _ in CASES]
    jobs = []
    try:
        for label, case, mutate in work:
            job = Job(case, dict(CASES)[case], mutate)
            job.label, job.native = label, native_players(job)
            for worker in workers:
                worker.jobs.put(job)
            jobs.append(job)
            print("\n".join(verdicts(job, job.native.items())[0]), flush=True)
    finally:
        # Also when a case raises: every browser is told to stop and quits, none is left running.
        for worker in workers:
            worker.jobs.put(None)
        for worker in workers:
            worker.join()
    passed, failed = 0, 1 if unrendered else 0
    for job in jobs:
        browser_results = [(worker.player(r), worker.failure or worker.results.get((job.name, worker.player(r)), "not drawn"))
                           for worker in workers for r in RENDERERS]
        lines, bad = verdicts(job, browser_results)
        print("\n".join(lines))
        every = list(job.native) + [player for player, _ in browser_results]
        bad += [player for player in job.native if job.native[player][0] > allowed(player)]
        if self_test:
            missed = [player for player in every if player not in bad]
            ok = not missed
            print("mutant %-24s on %-18s caught by %d of %d players%s: %s" % (
                job.label, job.name, len(every) - len(missed), len(every),
                " (missed by %s)" % ", ".join(missed) if missed else "", "ok" if ok else "FAIL"))
        else:
            ok = not bad and not job.problems
            if job.problems:
                print("%s: schema: %s" % (job.name, "; ".join(job.problems)))
        passed, failed = passed + ok, failed + (not ok)
    print("browsers: %s" % ", ".join("%s %s" % (worker.engine, worker.version) for worker in workers))
    print("%d passed, %d failed (%.0f s)" % (passed, failed, time.monotonic() - started))
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    finally:
        lottieweb.remove_page_folders()
