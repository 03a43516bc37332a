"""The mutants of --self-test: documents broken the way a serializer bug would break them. Each must fail
against the still frames in every player (cases.MUTANTS names the case each one breaks)."""


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


MUTATIONS = {"swap_tangents": swap_tangents, "lose_hold": lose_hold, "shift_keyframe": shift_keyframe,
             "drop_start": drop_start}
