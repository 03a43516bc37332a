"""The documents of the Lottie harness and where to look at them: each case's Lottie file (its golden when it
has one), whether it loops, the frames sampled inside every phase, the document time a frame shows, and the
lottie-spec schema check."""
import io
import json
import math
import os
import subprocess
from importlib import resources

RIPPLEGEN = os.environ.get("RIPPLEGEN", ".build/debug/ripplegen")
MAX_FRAMES = 16
# The command line's Lottie reference cases: Fixtures/cases/lottie-NAME/NAME.json (ReferenceCaseTests).
CASES_FOLDER = os.path.join("Fixtures", "cases")


def golden_path(name):
    return os.path.join(CASES_FOLDER, "lottie-" + name, name + ".json")


def golden_names():
    return sorted(folder[len("lottie-"):] for folder in os.listdir(CASES_FOLDER) if folder.startswith("lottie-"))


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


def dotlottie_of(name, arguments):
    """The archive of a dotlottie case (`dotlottie-STYLE`), checked against its reference case
    Fixtures/cases/dotlottie-STYLE/STYLE.lottie, and its entries read in memory."""
    import tempfile
    import zipfile

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "case.lottie")
        ripplegen(arguments + ["--format", "dotlottie", "-o", path])
        with open(path, "rb") as handle:
            data = handle.read()
    stem = name[len("dotlottie-"):]
    golden = os.path.join(CASES_FOLDER, name, stem + ".lottie")
    if os.path.exists(golden):
        with open(golden, "rb") as handle:
            if handle.read() != data:
                raise RuntimeError("%s is out of date (RIPPLEGEN_RECORD=1 swift test --filter ReferenceCaseTests)" % golden)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return data, {info.filename: archive.read(info) for info in archive.infolist()}


def lottie_of(name, arguments):
    """The document of a case: its golden when it has one (checked against ripplegen's output), else the output.
    A `dotlottie-` case is the animation inside the dotLottie archive (a/ripple.json), whose slots' defaults
    draw what --format lottie draws."""
    if name.startswith("dotlottie-"):
        text = dotlottie_of(name, arguments)[1]["a/ripple.json"].decode("utf-8")
        return text, json.loads(text)
    text = ripplegen(arguments + ["--format", "lottie"]).decode("utf-8")
    golden = golden_path(name)
    if os.path.exists(golden):
        with open(golden, encoding="utf-8") as handle:
            if handle.read() != text:
                raise RuntimeError("%s is out of date (RIPPLEGEN_RECORD=1 swift test --filter ReferenceCaseTests)" % golden)
    return text, json.loads(text)


def is_loop(arguments):
    """Whether the document loops: the model's end time is null when some layer repeats forever."""
    return json.loads(ripplegen(arguments + ["--evaluate", "0"]))["endTime"] is None
