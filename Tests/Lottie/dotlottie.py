#!/usr/bin/env python3
"""Proof of --format dotlottie beyond the animation's frames (run.py plays a/ripple.json of each archive in the
four players as its dotlottie-* cases):

- themes: ThorVG (the engine of the dotLottie players) loads the animation, turns each theme's rules into a
  slot set (gen_slot/apply_slot, as the players' theme loader does) and draws frames that must match
  `ripplegen --at T` with that theme's colour and opacity (`light`: the style's own; `dark`: white at the
  style's opacity, the documented rule; the expectation is never read from the theme file);
- markers: ThorVG plays each marker (set_marker) and every sampled frame of the segment must match the still
  at the marker's start plus that frame;
- the state machine: statemachine.py (a reference interpreter written from the dotLottie state-machine format)
  runs s/press.json through press/hold/release sequences frame by frame; the animation frame it shows at each
  moment is compared with `ripplegen --evaluate` of the same press (`--hold` the release time): scale,
  visible opacity and translation. Material and fill must match within 1e-3; splash's measured distance is
  printed (its model cuts the appearance short at an early release, which a segment cannot).

--self-test breaks archives the way a serializer bug would (a wrong slot id, a marker one frame off, a guard
dropped, a theme colour swapped) and requires each to be caught.

Usage: RIPPLEGEN=.build/debug/ripplegen Tests/Lottie/.venv/bin/python Tests/Lottie/dotlottie.py [--self-test]
"""
import copy
import json
import math
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import documents  # noqa: E402
import players  # noqa: E402
import statemachine  # noqa: E402
import thorvg  # noqa: E402

ALLOWED = 0.01
SCALE = 2
EXACT = 1e-3
STYLES = ["material", "splash", "fill", "ring"]
PRESSES = ["material", "splash", "fill"]
# Release times (seconds after touch-down): before, at and after each style's touch-down animation.
HOLDS = {"material": [0.0125, 0.1, 0.2, 0.225, 0.3, 0.5, 1.0], "splash": [0.05, 0.2, 0.4, 0.6, 1.0], "fill": [0.05, 0.3, 1.0]}
# What each theme must draw, by the documented rule (docs/lottie.md): flags added to the style's (any other theme
# is a --state choice's).
THEME_FLAGS = {"light": [], "dark": ["--color", "#ffffff"]}
# Where each held press's touch-down animation ends (ripple-systems.md: MDC's 0.225 s expansion, SwiftRipple's
# 0.4 s appearance): the press marker ends there and the release marker starts there. A tap's press marker is
# the whole tap and its release is empty, at its end.
PRESS_END = {"material": 0.225, "splash": 0.4}


class Archive:
    """One style's archive, its entries parsed."""

    def __init__(self, style, entries=None):
        self.style = style
        self.arguments = ["--style", style]
        self.entries = entries or {name: json.loads(data) for name, data in
                                   documents.dotlottie_of("dotlottie-" + style, self.arguments)[1].items()}
        self.animation = self.entries["a/ripple.json"]
        self.fps = self.animation["fr"]
        self.size = (int(self.animation["w"]), int(self.animation["h"]))

    def themes(self):
        return [theme["id"] for theme in self.entries["manifest.json"]["themes"]]

    def marker(self, name):
        return next(marker for marker in self.animation["markers"] if marker["cm"] == name)


def still(arguments, time_, size):
    width, height = size
    return players.rsvg_svg(documents.ripplegen(arguments + ["--at", repr(time_)]), width, height, SCALE)


def slot_json(theme):
    """A theme's rules as the slot set ThorVG's gen_slot takes: {id: {"p": {"a": 0, "k": value}}}."""
    return json.dumps({rule["id"]: {"p": {"a": 0, "k": rule["value"]}} for rule in theme["rules"]})


def check_themes(archive):
    """The worst frame of each theme (share of pixels off), or an error naming the theme."""
    results = {}
    text = json.dumps(archive.animation).encode("utf-8")
    width, height = archive.size
    frames = sorted({0, archive.animation["op"] // 3, archive.animation["op"] // 2, int(archive.animation["op"]) - 1})
    for theme in archive.themes():
        vg = thorvg.ThorVG(text, width * SCALE, height * SCALE)
        try:
            slot = vg.animation.gen_slot(slot_json(archive.entries["t/%s.json" % theme]))
            if not slot or vg.animation.apply_slot(slot) != 0:
                results[theme] = "ThorVG refused the theme's slots"
                continue
            # A theme named after a --state choice draws that state.
            expected = archive.arguments + THEME_FLAGS.get(theme, ["--state", theme])
            results[theme] = max(players.difference(still(expected, frame / archive.fps, archive.size), vg.frame(frame)) for frame in frames)
        finally:
            vg.close()
    return results


def expected_markers(archive):
    """The markers the rule gives, in seconds: {name: (start, duration)}; none for a loop."""
    if archive.style not in PRESSES:
        return {}
    split = PRESS_END.get(archive.style)
    end = json.loads(documents.ripplegen(archive.arguments + (["--hold", repr(split)] if split else []) + ["--evaluate", "0"]))["endTime"]
    if split is None:
        return {"press": (0.0, end), "release": (end, 0.0)}
    return {"press": (0.0, split), "release": (split, end - split)}


def check_markers(archive):
    """The worst frame of each marker ThorVG plays, against the stills at the times the rule gives (the markers'
    own frames must be those times), or an error."""
    results = {}
    text = json.dumps(archive.animation).encode("utf-8")
    width, height = archive.size
    expected = expected_markers(archive)
    found = {marker["cm"]: marker for marker in archive.animation.get("markers", [])}
    if sorted(found) != sorted(expected):
        return {"names": "markers %s, expected %s" % (sorted(found), sorted(expected))}
    for name, (start, duration) in expected.items():
        marker = found[name]
        if abs(marker["tm"] - start * archive.fps) > 1e-6 or abs(marker["dr"] - duration * archive.fps) > 1e-6:
            results[name] = "frames %g+%g, expected %g+%g" % (marker["tm"], marker["dr"], start * archive.fps, duration * archive.fps)
            continue
        vg = thorvg.ThorVG(text, width * SCALE, height * SCALE)
        try:
            if vg.animation.set_marker(name) != 0:
                results[name] = "ThorVG has no marker %r" % name
                continue
            length = int(round(duration * archive.fps))
            local = sorted({0, length // 2, length})
            results[name] = max(players.difference(still(archive.arguments, start + k / archive.fps, archive.size), vg.frame(k))
                                for k in local)
        finally:
            vg.close()
    return results


def evaluate(arguments, times):
    report = json.loads(documents.ripplegen(arguments + ["--evaluate", ",".join(repr(t) for t in times)]))
    return [frame["layers"] for frame in report["frames"]]


def distance(first, second):
    """The largest difference of scale, of visible opacity and of translation (px) between two frames' layers."""
    worst = [0.0, 0.0, 0.0]
    for a, b in zip(first, second):
        if a["visibleOpacity"] < 1e-6 and b["visibleOpacity"] < 1e-6:
            continue  # an invisible ripple's size and place are not seen
        parts = [abs(a["scale"] - b["scale"]), abs(a["visibleOpacity"] - b["visibleOpacity"]),
                 max(abs(x - y) for x, y in zip(a["translate"], b["translate"]))]
        worst = [max(w, p) for w, p in zip(worst, parts)]
    return worst


def check_machine(archive):
    """The largest distance over every sequence (press at 0, release at each hold) between the machine's frames
    and the model of the same press: (scale, visible opacity, translation px), each with where it is."""
    machine = archive.entries["s/press.json"]
    press = archive.marker("press")
    # The archive's own model: released when the touch-down animation (the press marker) ends.
    model = archive.arguments + (["--hold", repr(press["dr"] / archive.fps)] if archive.style != "fill" else [])
    worst = [(0.0, "-")] * 3
    for hold in HOLDS[archive.style]:
        ticks = int(math.ceil((hold + 1.0) * archive.fps))
        events = {0: ["PointerDown"], int(round(hold * archive.fps)): ["PointerUp"]}
        if archive.style == "fill":  # a second press during the tap is ignored
            events.setdefault(3, []).append("PointerDown")
        shown = statemachine.run(machine, archive.animation["markers"], events, ticks)
        times = [tick / archive.fps for tick in range(ticks)]
        played = evaluate(model, [frame / archive.fps for frame in shown])
        pressed = evaluate(archive.arguments + (["--hold", repr(hold)] if archive.style != "fill" else []), times)
        for tick in range(ticks):
            for part, off in enumerate(distance(played[tick], pressed[tick])):
                if off > worst[part][0]:
                    worst[part] = (off, "release at %g s, t = %.4f s" % (hold, times[tick]))
    return worst


def verdict(name, what, result, allowed):
    if isinstance(result, str):
        return False, "%-10s %-22s ERROR %s" % (name, what, result)
    ok = result <= allowed
    return ok, "%-10s %-22s worst %.4f %s" % (name, what, result, "ok" if ok else "FAIL")


def prove(archive, report=True):
    """(passed, lines) of every check of one archive."""
    lines, passed = [], True
    for theme, result in check_themes(archive).items():
        ok, line = verdict(archive.style, "theme " + theme, result, ALLOWED)
        passed, lines = passed and ok, lines + [line]
    for marker, result in check_markers(archive).items():
        ok, line = verdict(archive.style, "marker " + marker, result, ALLOWED)
        passed, lines = passed and ok, lines + [line]
    if "s/press.json" in archive.entries:
        exact = archive.style != "splash"
        for part, (off, where) in zip(["scale", "visible opacity", "translate px"], check_machine(archive)):
            ok, line = verdict(archive.style, "machine " + part, off, EXACT if exact else float("inf"))
            line += " (%s)%s" % (where, "" if exact else " [measured]")
            passed, lines = passed and ok, lines + [line]
    if report:
        print("\n".join(lines), flush=True)
    return passed


def wrong_slot_id(entries):
    text = json.dumps(entries["a/ripple.json"]).replace('"sid": "ripple_color"', '"sid": "ripple_colour"')
    entries["a/ripple.json"] = json.loads(text)


def marker_one_frame_off(entries):
    entries["a/ripple.json"]["markers"][1]["tm"] += 1


def guard_dropped(entries):
    pressing = next(state for state in entries["s/press.json"]["states"] if state["name"] == "pressing")
    pressing["transitions"][0]["guards"] = [g for g in pressing["transitions"][0]["guards"] if g["inputName"] != "grown"]


def theme_colour_swapped(entries):
    light, dark = entries["t/light.json"], entries["t/dark.json"]
    light["rules"][0]["value"], dark["rules"][0]["value"] = dark["rules"][0]["value"], light["rules"][0]["value"]


MUTANTS = [("wrong slot id", "material", wrong_slot_id), ("marker one frame off", "material", marker_one_frame_off),
           ("guard dropped", "material", guard_dropped), ("theme colour swapped", "splash", theme_colour_swapped)]


def main():
    started = time.monotonic()
    print("dotlottie: %s" % thorvg.version(), flush=True)
    failed = 0
    if "--self-test" in sys.argv:
        for name, style, mutate in MUTANTS:
            entries = copy.deepcopy(Archive(style).entries)
            mutate(entries)
            caught = not prove(Archive(style, entries), report=False)
            failed += not caught
            print("mutant %-22s on %-9s %s" % (name, style, "caught" if caught else "MISSED"), flush=True)
    else:
        for style in STYLES:
            failed += not prove(Archive(style))
    print("%d failed (%.0f s)" % (failed, time.monotonic() - started))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
