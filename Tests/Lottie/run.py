#!/usr/bin/env python3
"""Rendered proof of --format lottie: two independent players against ripplegen's own still frames.

For every case of cases.py: the Lottie document is validated against the lottie-spec JSON schema, loaded
by both players, and frames inside every phase (each keyframe's frame, the frame after it, the midpoints
between keyframes, the first and last frame) are rendered by

- Debian's librlottie (rlottie 0.1, C API through ctypes), and
- python-lottie (PyPI `lottie`: its own evaluation, drawn by librsvg from its SVG export),

and compared with `ripplegen --at T` of the same flags rasterized by librsvg, where T = k/fr for frame k
(plus whole periods for a loop, whose file is the settled cycle), at a whole-number scale that makes the
smaller side at least 200 pixels. A frame passes when at most 1 % of its
pixels differ by more than 8/255 in some premultiplied channel: the allowance for two antialiasing
rasterizers drawing the same edge.

--self-test breaks documents the way a serializer bug would (swapped easing tangents, a lost hold, a
keyframe one frame late, shared ripples' precomposition start times dropped) and requires every mutant to
fail in both players.

Usage: RIPPLEGEN=.build/debug/ripplegen Tests/Lottie/.venv/bin/python Tests/Lottie/run.py [--self-test]
Prints one line per case and player with the worst frame, and "N passed, N failed" last.
"""
import copy
import json
import math
import os
import subprocess
import sys
from importlib import resources

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import players  # noqa: E402
from cases import CASES, MUTANTS  # noqa: E402

RIPPLEGEN = os.environ.get("RIPPLEGEN", ".build/debug/ripplegen")
ALLOWED = 0.01
MAX_FRAMES = 16
MIN_SIDE = 200


def ripplegen(arguments):
    result = subprocess.run([RIPPLEGEN] + arguments, capture_output=True)
    if result.returncode != 0:
        raise RuntimeError("ripplegen %s: exit %d: %s" % (" ".join(arguments), result.returncode, result.stderr.decode()))
    return result.stdout


def keyframe_times(node):
    """Every keyframe time in the document."""
    times = []
    if isinstance(node, dict):
        if node.get("a") == 1 and isinstance(node.get("k"), list):
            times += [frame["t"] for frame in node["k"] if isinstance(frame, dict) and "t" in frame]
        for value in node.values():
            times += keyframe_times(value)
    elif isinstance(node, list):
        for value in node:
            times += keyframe_times(value)
    return times


def composition_keyframe_times(document):
    """Every keyframe time as a composition frame: an asset's keyframes are where each precomposition layer
    placing it shows them (content frame + st), so a shared ripple is sampled in every phase of every copy."""
    starts = {}
    for layer in document.get("layers", []):
        if layer.get("ty") == 0:
            starts.setdefault(layer["refId"], []).append(layer.get("st", 0))
    times = keyframe_times(document.get("layers", []))
    for asset in document.get("assets", []):
        content = keyframe_times(asset.get("layers", []))
        times += [t + st for st in starts.get(asset["id"], []) for t in content]
    return times


def sample_frames(document):
    """Frames inside every phase: keyframes, the frame after each, quarter points between them, the first and
    the last, at most MAX_FRAMES of them spread evenly."""
    last = int(document["op"]) - 1
    keys = sorted({min(max(int(math.floor(t + 1e-6)), 0), last) for t in composition_keyframe_times(document)} | {0, last})
    frames = set(keys)
    for a, b in zip(keys, keys[1:]):
        frames.add(min(a + 1, last))
        frames.update({a + (b - a) // 4, (a + b) // 2, a + 3 * (b - a) // 4})
    frames = sorted(frames)
    if len(frames) > MAX_FRAMES:
        step = (len(frames) - 1) / (MAX_FRAMES - 1)
        frames = sorted({frames[round(i * step)] for i in range(MAX_FRAMES)})
    return frames


def frame_time(document, frame, loops):
    """The document time a frame shows: k/fr, plus whole periods for a loop (the settled cycle)."""
    fps = document["fr"]
    if not loops:
        return frame / fps
    period = document["op"] / fps
    return math.ceil(200 / period) * period + frame / fps


def schema_problems(document):
    import jsonschema

    schema = json.loads((resources.files("lottie_specs") / "data" / "lottie.schema.json").read_text())
    validator = jsonschema.validators.validator_for(schema)(schema)
    return ["%s: %s" % ("/".join(map(str, error.path)), error.message) for error in validator.iter_errors(document)][:3]


def still_arguments(arguments):
    """The case's flags for `--at`: all but --fps, which only the Lottie format takes."""
    kept = []
    for index, argument in enumerate(arguments):
        if argument == "--fps" or (index > 0 and arguments[index - 1] == "--fps"):
            continue
        kept.append(argument)
    return kept


def compare(arguments, text, document, loops, frames):
    """Worst pixel fraction per player over `frames`, and the frame where it happened."""
    width, height = int(document["w"]), int(document["h"])
    # Small compositions are drawn larger: antialiased edges are a larger share of a small picture, and
    # the allowance is for antialiasing, not for a 48-pixel icon's every edge.
    scale = max(1, math.ceil(MIN_SIDE / min(width, height)))
    arguments = still_arguments(arguments)
    rlottie = players.DebianRlottie(text.encode("utf-8"))
    # A player load: Debian's rlottie 0.1 reads op − ip frames (42 for op 42); anything else is a misread.
    if rlottie.total_frames() != int(document["op"]):
        raise RuntimeError("rlottie read %d frames for op %s" % (rlottie.total_frames(), document["op"]))
    worst = {"rlottie": (0.0, None), "python-lottie": (0.0, None)}
    try:
        for frame in frames:
            svg = ripplegen(arguments + ["--at", repr(frame_time(document, frame, loops))])
            expected = players.rsvg_svg(svg, width, height, scale)
            for name, image in [("rlottie", rlottie.frame(frame, width * scale, height * scale)),
                                ("python-lottie", players.python_lottie(text, frame, width, height, scale))]:
                off = players.difference(expected, image)
                if off >= worst[name][0]:
                    worst[name] = (off, frame)
    finally:
        rlottie.close()
    return worst


GOLDEN = os.path.join("Fixtures", "golden", "lottie")


def lottie_of(name, arguments):
    """The document of a case: its golden when it has one (checked against ripplegen's output), else the output."""
    text = ripplegen(arguments + ["--format", "lottie"]).decode("utf-8")
    golden = os.path.join(GOLDEN, name + ".json")
    if os.path.exists(golden):
        with open(golden, encoding="utf-8") as handle:
            if handle.read() != text:
                raise RuntimeError("%s is out of date (RIPPLEGEN_RECORD=1 swift test --filter LottieGoldenTests)" % golden)
    return text, json.loads(text)


def is_loop(arguments):
    """Whether the document loops: the model's end time is null when some layer repeats forever."""
    return json.loads(ripplegen(arguments + ["--evaluate", "0"]))["endTime"] is None


def run_case(name, arguments, mutate=None):
    text, document = lottie_of(name, arguments)
    loops = is_loop(arguments)
    lines, failed = [], False
    problems = schema_problems(document)
    if problems:
        lines.append("%s: schema: %s" % (name, "; ".join(problems)))
        failed = True
    players.python_lottie_load(text)
    frames = sample_frames(document)
    if mutate:
        document = mutate(copy.deepcopy(document))
        text = json.dumps(document)
    worst = compare(arguments, text, document, loops, frames)
    for player, (off, frame) in worst.items():
        verdict = "ok" if off <= ALLOWED else "FAIL"
        failed = failed or off > ALLOWED
        lines.append("%-18s %-14s worst %.3f %% of pixels at frame %s of %d (%d frames, %s)" % (
            name, player, off * 100, frame, int(document["op"]), len(frames), verdict))
    return failed, lines, worst


def eased_keyframes(document):
    found = []

    def walk(node):
        if isinstance(node, dict):
            if node.get("a") == 1 and isinstance(node.get("k"), list):
                found.append(node["k"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(document)
    return found


def swap_tangents(document):
    for frames in eased_keyframes(document):
        for frame in frames:
            if "o" in frame and "i" in frame and frame["o"] != frame["i"]:
                frame["o"], frame["i"] = frame["i"], frame["o"]
    return document


def lose_hold(document):
    for frames in eased_keyframes(document):
        for index, frame in enumerate(frames[:-1]):
            following = frames[index + 1]
            if frame.get("h") == 1 and frame["s"] != following["s"] and following["t"] > frame["t"]:
                del frame["h"]
                frame["o"], frame["i"] = {"x": 0, "y": 0}, {"x": 1, "y": 1}
    return document


def shift_keyframe(document):
    for frames in eased_keyframes(document):
        frames[0]["t"] += 1
    return document


def drop_start(document):
    """Every precomposition layer at st 0: the shared ripples drawn in step, as a player ignoring st would."""
    shared = [layer for layer in document["layers"] if layer.get("ty") == 0]
    if not shared:
        raise RuntimeError("drop_start needs a document with precomposition layers")
    for layer in shared:
        layer["st"] = 0
    return document


def main():
    self_test = "--self-test" in sys.argv
    passed = failed = 0
    print("lottie: Debian rlottie from %s; python-lottie %s" % (players.RLOTTIE_PATH, __import__("lottie").__version__))
    if not self_test:
        goldens = sorted(file[:-5] for file in os.listdir(GOLDEN) if file.endswith(".json"))
        unrendered = [golden for golden in goldens if golden not in dict(CASES)]
        if unrendered:
            print("goldens without a case: %s" % ", ".join(unrendered))
            failed += 1
        for name, arguments in CASES:
            bad, lines, _ = run_case(name, arguments)
            print("\n".join(lines), flush=True)
            passed, failed = passed + (not bad), failed + bad
    else:
        mutations = {"swap_tangents": swap_tangents, "lose_hold": lose_hold, "shift_keyframe": shift_keyframe,
                     "drop_start": drop_start}
        cases = dict(CASES)
        for label, case, mutation in MUTANTS:
            _, lines, worst = run_case(case, cases[case], mutate=mutations[mutation])
            caught = [player for player, (off, _) in worst.items() if off > ALLOWED]
            ok = len(caught) == len(worst)
            print("mutant %-24s on %-10s caught by %s: %s" % (label, case, ", ".join(caught) or "nobody", "ok" if ok else "FAIL"))
            print("  " + "\n  ".join(lines), flush=True)
            passed, failed = passed + ok, failed + (not ok)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
