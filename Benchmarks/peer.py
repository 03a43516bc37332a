#!/usr/bin/env python3
"""The Python peer of `ripplegen batch`, written for the benchmark (Benchmarks/run.sh).

    peer.py MANIFEST.json -o OUTDIR [--check-against DIR]
    peer.py --validate FILE...        validation only (the Python floor)
    peer.py --selftest                shows the validator accepts a valid document and rejects invalid ones

Does the same job as `ripplegen batch` for the manifests the benchmark writes (built-in styles, `size`,
`color`, `repeat`, `format` smil/css, matrices), the way a straightforward Python tool would:

1. expands the manifest (defaults, `args`, `matrix`, `{axis}` names, one file per format);
2. builds each asset's model: the style's segments (the values of Templates/styles/*.json, hard-coded
   here), compiled into keyframe tracks with the same rules as Sources/RippleKit/SegmentCompiler.swift
   (holds, jumps, interruptions cut by de Casteljau, springs as 8 Bézier pieces);
3. builds the SVG text with string formatting: SMIL `<animate>`/`<animateTransform>` with
   keyTimes/keySplines, or CSS `@keyframes` in `<style type="text/css">` with reduced-motion and
   forced-colours rules; ids are `<style>-<FNV-1a of the document rendered with a placeholder prefix>`,
   as ripplegen names them (rendered once with the placeholder, hashed, then the prefix substituted into
   the generated names, as ripplegen does);
4. validates each document against the W3C SVG 1.1 DTD with lxml (DTD parsed once, resolved through the
   XML catalog /etc/xml/catalog to the local file of Debian's w3c-sgml-lib; the network is never used),
   then a small profile lint (keyTimes from 0 to 1 and increasing, values/keyTimes/keySplines counts,
   keySplines in 0…1, clock values with a leading zero and a unit, repeatCount, unique ids, url(#…) refs);
5. writes each file atomically (temporary file + rename; files whose bytes would not change are left
   alone), measures its gzip -9 size, and prints the same summary table.

It is single-threaded (one process, one DTD). `--check-against DIR` compares every output with the file of
the same name in DIR (the benchmark uses it to show the documents are the same as ripplegen's).
Exit codes: 0 all made, 65 an entry it cannot make, 70 a document failed validation.
"""

from __future__ import annotations

import json
import math
import os
import re
import sys
import zlib

# lxml wheels bundle their own libxml2, whose built-in catalog path points into the wheel's build tree;
# point it at the system catalog (Debian's w3c-sgml-lib registers the SVG 1.1 DTD there) before import.
os.environ.setdefault("XML_CATALOG_FILES", "/etc/xml/catalog")
from lxml import etree  # noqa: E402

SVG_FPI = b"-//W3C//DTD SVG 1.1//EN"
SVG_SYSTEM_ID = "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"
SVG_NS = "http://www.w3.org/2000/svg"

# ---------------------------------------------------------------------------------------------------------
# Numbers: at most 4 decimals, half away from zero, no exponent, no -0 (RippleMarkup/NumberFormat.swift).


def fmt(value: float) -> str:
    if value != value:
        return "0"
    if value > 1e12:
        value = 1e12
    elif value < -1e12:
        value = -1e12
    scaled = abs(value) * 10000.0
    units = math.floor(scaled)
    if scaled - units >= 0.5:
        units += 1
    units = int(units)
    if units == 0:
        return "0"
    whole, fraction = divmod(units, 10000)
    text = ("-" if value < 0 else "") + str(whole)
    if fraction:
        digits = 4
        while fraction % 10 == 0:
            fraction //= 10
            digits -= 1
        f = str(fraction)
        text += "." + "0" * (digits - len(f)) + f
    return text


def round_half_away(x: float) -> float:
    r = math.floor(x)
    return r + 1 if x - r >= 0.5 else r


# ---------------------------------------------------------------------------------------------------------
# Easing: None is linear, a 4-tuple is cubic-bezier(x1, y1, x2, y2).

EASE_OUT = (0.0, 0.0, 0.58, 1.0)
EASE_IN_OUT = (0.42, 0.0, 0.58, 1.0)


class Bezier:
    __slots__ = ("cx", "bx", "ax", "cy", "by", "ay")

    def __init__(self, x1, y1, x2, y2):
        self.cx = 3 * x1
        self.bx = 3 * (x2 - x1) - self.cx
        self.ax = 1 - self.cx - self.bx
        self.cy = 3 * y1
        self.by = 3 * (y2 - y1) - self.cy
        self.ay = 1 - self.cy - self.by

    def sample_x(self, t):
        return ((self.ax * t + self.bx) * t + self.cx) * t

    def sample_y(self, t):
        return ((self.ay * t + self.by) * t + self.cy) * t

    def parameter(self, x):
        t = x
        for _ in range(8):
            error = self.sample_x(t) - x
            if abs(error) < 1e-9:
                return t
            slope = (3 * self.ax * t + 2 * self.bx) * t + self.cx
            if abs(slope) < 1e-6:
                break
            t -= error / slope
        low, high, t = 0.0, 1.0, x
        while low < high:
            value = self.sample_x(t)
            if abs(value - x) < 1e-9:
                return t
            if x > value:
                low = t
            else:
                high = t
            nxt = (low + high) / 2
            if nxt == t:
                break
            t = nxt
        return t

    def solve(self, x):
        if x <= 0:
            return 0.0
        if x >= 1:
            return 1.0
        return self.sample_y(self.parameter(x))


_CURVES: dict = {}


def ease(easing, x):
    if easing is None:
        return x
    curve = _CURVES.get(easing)
    if curve is None:
        curve = _CURVES[easing] = Bezier(*easing)
    return curve.solve(x)


def prefix(easing, x):
    """The part of `easing` up to progress x (de Casteljau), and the progress reached there."""
    if x >= 1:
        return easing, 1.0
    if easing is None:
        return None, x
    x1, y1, x2, y2 = easing
    curve = Bezier(x1, y1, x2, y2)
    t = curve.parameter(x)
    y = curve.sample_y(t)
    if not (y > 1e-12 and x > 1e-12):
        return None, y
    u = 1 - t
    values = [t * x1 / x, t * y1 / y, (2 * u * t * x1 + t * t * x2) / x, (2 * u * t * y1 + t * t * y2) / y]
    if not all(-1e-9 <= v <= 1 + 1e-9 for v in values):
        return None, y  # sampled linearly by the caller
    return tuple(min(max(v, 0.0), 1.0) for v in values), y


def spring_settle_time(response):
    theta = 9.0
    tolerance_log = math.log(0.001)
    for _ in range(20):
        f = math.log(1 + theta) - theta - tolerance_log
        slope = 1 / (1 + theta) - 1
        theta -= f / slope
    return theta * response / (2 * math.pi)


def spring_progress(t, response):
    omega = 2 * math.pi / response
    x = omega * t
    return 1 - (1 + x) * math.exp(-x)


# ---------------------------------------------------------------------------------------------------------
# Segments → keyframes (RippleKit/SegmentCompiler.swift). A segment: (begin, duration, from|None, to, curve)
# where curve is ("ease", easing) or ("spring", response).

EPSILON = 1e-9
SPRING_PIECES = 8


def seg_length(seg):
    curve = seg[4]
    return spring_settle_time(curve[1]) if curve[0] == "spring" else seg[1]


def pieces(seg, start, begin):
    curve = seg[4]
    to = seg[3]
    if curve[0] == "ease":
        return [[begin, begin + seg[1], start, to, curve[1]]]
    response = curve[1]
    settle = seg_length(seg)
    omega = 2 * math.pi / response
    times = [settle * i / SPRING_PIECES for i in range(SPRING_PIECES + 1)]
    progress = [1.0 if i == SPRING_PIECES else spring_progress(t, response) for i, t in enumerate(times)]
    slope = [omega * omega * t * math.exp(-omega * t) for t in times]
    out = []
    for i in range(SPRING_PIECES):
        h = times[i + 1] - times[i]
        delta = progress[i + 1] - progress[i]
        y1 = min(max(slope[i] * h / 3 / delta, 0.0), 1.0) if delta > 0 else 1.0 / 3
        y2 = min(max(1 - slope[i + 1] * h / 3 / delta, 0.0), 1.0) if delta > 0 else 2.0 / 3
        out.append([begin + times[i], begin + times[i + 1], start + (to - start) * progress[i],
                    start + (to - start) * progress[i + 1], (1.0 / 3, y1, 2.0 / 3, y2)])
    return out


class Keyframes:
    def __init__(self, initial):
        self.frames = [[0.0, initial, None]]  # time, value, easing of the following segment

    @property
    def value(self):
        return self.frames[-1][1]

    @property
    def time(self):
        return self.frames[-1][0]

    def hold(self, until):
        if not until > self.time + EPSILON:
            return
        self.frames[-1][2] = None
        self.frames.append([until, self.value, None])

    def finish(self, length):
        if abs(self.time - length) <= EPSILON:
            for frame in self.frames:
                if abs(frame[0] - length) <= EPSILON:
                    frame[0] = length
        else:
            self.hold(length)

    def jump(self, value):
        if value == self.value:
            return
        n = len(self.frames)
        if n == 1 and self.time == 0:
            self.frames[0][1] = value
        elif n >= 2 and self.frames[n - 2][0] == self.time:
            self.frames[n - 1][1] = value
        else:
            self.frames.append([self.time, value, None])

    def append(self, piece):
        start, end, frm, to, easing = piece
        self.jump(frm)
        if not end > self.time:
            self.jump(to)
            return
        self.frames[-1][2] = None if frm == to else easing
        self.frames.append([end, to, None])


def cut(piece, time):
    start, end, frm, to, easing = piece
    fraction = (time - start) / (end - start)
    new_easing, progress = prefix(easing, fraction)
    return [start, time, frm, frm + (to - frm) * progress, new_easing]


def compile_track(segments, initial, length):
    ordered = [s for _, s in sorted(enumerate(segments), key=lambda p: (p[1][0], p[0]))]
    kf = Keyframes(initial)
    for index, seg in enumerate(ordered):
        begin = min(seg[0], length)
        limit = min(ordered[index + 1][0] if index + 1 < len(ordered) else length, length)
        kf.hold(begin)
        if seg[2] is not None:
            kf.jump(seg[2])
        start = kf.value
        slen = seg_length(seg)
        if slen == 0 or begin >= limit:
            if begin < length or slen == 0:
                kf.jump(seg[3])
            continue
        for piece in pieces(seg, start, begin):
            if abs(piece[1] - limit) < EPSILON:
                piece[1] = limit
            if piece[1] <= limit:
                kf.append(piece)
            else:
                if piece[0] < limit:
                    kf.append(cut(piece, limit))
                break
    kf.finish(length)
    return [(t / length, v, e) for t, v, e in kf.frames]


def scalar_track(segments, rest, length):
    if not segments:
        return None
    initial = segments[0][2] if segments[0][2] is not None else rest
    track = compile_track(segments, initial, length)
    if all(v == rest for _, v, _ in track):
        return None
    return track


def track_value(track, p):
    p = min(max(p, 0.0), 1.0)
    index = None
    for i in range(len(track) - 1, -1, -1):
        if track[i][0] <= p:
            index = i
            break
    if index is None or index >= len(track) - 1:
        return track[-1][1]
    f, t = track[index], track[index + 1]
    local = (p - f[0]) / (t[0] - f[0])
    return f[1] + (t[1] - f[1]) * ease(f[2], local)


# ---------------------------------------------------------------------------------------------------------
# The five built-in styles (Templates/styles/*.json) for --size, --color, --repeat.


class Layer:
    __slots__ = ("kind", "rx", "ry", "stroke", "rgb", "alpha", "cx", "cy", "rest_scale", "rest_opacity",
                 "stroke_width", "delay", "scale", "opacity")


def hexrgb(rgb):
    return "#" + "".join("%02x" % int(round_half_away(c * 255)) for c in rgb)


def parse_color(text):
    t = text.strip().lower()
    if not re.fullmatch(r"#[0-9a-f]{6}", t):
        raise ValueError(f"--color: peer supports #rrggbb only (got {text!r})")
    return tuple(int(t[i:i + 2], 16) / 255 for i in (1, 3, 5))


def resolve(style, size, color, repeat):
    W, H = size
    cx, cy = W / 2, H / 2
    hyp = math.sqrt(W * W + H * H)
    px, py = cx, cy
    layers = []
    clip = False

    def layer(kind, rx, ry, stroke, rgb, alpha, center, rest_opacity, stroke_width, delay, scale, opacity, length):
        lay = Layer()
        lay.kind, lay.rx, lay.ry, lay.stroke, lay.rgb, lay.alpha = kind, rx, ry, stroke, rgb, alpha
        lay.cx, lay.cy = center
        lay.rest_scale, lay.rest_opacity, lay.stroke_width, lay.delay = 1.0, rest_opacity, stroke_width, delay
        lay.scale = scalar_track(scale, 1.0, length)
        lay.opacity = scalar_track(opacity, rest_opacity, length)
        layers.append(lay)

    if style == "ring":
        rgb = color or (1.0, 1.0, 0.0)
        length, main = 0.7, ("ease", EASE_OUT)
        layer("ellipse", W / 2, H / 2, True, rgb, 1.0, (px, py), 0.0, 4.0, 0.0,
              [(0.0, 0.7, 1.0, 2.0, main)], [(0.0, 0.7, 1.0, 0.0, main)], length)
    elif style == "fill":
        rgb = color or (1.0, 1.0, 1.0)
        length, main, alpha = 0.45, ("ease", None), 0.3
        a, b = max(px, W - px), max(py, H - py)
        R = math.sqrt(a * a + b * b)
        clip = True
        layer("circle", R, R, False, rgb, 1.0, (px, py), 0.0, 0.0, 0.0,
              [(0.0, 0.3, 0.0, 1.0, main)],
              [(0.0, 0.3, 0.0, alpha, main), (0.3, 0.15, alpha, 0.0, main)], length)
    elif style == "material":
        rgb = color or (0.0, 0.0, 0.0)
        alpha, main, linear = 0.12, ("ease", EASE_IN_OUT), ("ease", None)
        R = hyp / 2 + 10
        fade_at, fade_from, fade_dur = max(0.225, 0.225), 1.0, 0.15
        r0 = 0.3 * max(W, H)
        s0 = r0 / R
        length = max(fade_at + fade_dur, 0.225)
        clip = True
        # The translate track (touch point → centre) is the identity for a centred origin, as here.
        layer("circle", R, R, False, rgb, alpha, (cx, cy), 0.0, 0.0, 0.0,
              [(0.0, 0.225, s0, 1.0, main)],
              [(0.0, 0.075, 0.0, 1.0, linear), (fade_at, fade_dur, fade_from, 0.0, linear)], length)
    elif style == "splash":
        rgb = color or (1.0, 1.0, 0.0)
        alpha, main, linear = 0.5, ("ease", EASE_OUT), ("ease", None)
        hold, disappear = 0.4, 0.4
        length = hold + 0.1 + disappear
        d = 0.8 * max(W, H)
        S = max(W, H) / d * 2.8286 + 0.1
        layer("circle", d / 2, d / 2, False, rgb, alpha, (px, py), 0.0, 0.0, 0.0,
              [(0.0, 0.4, 0.3, 1.0, main), (hold, disappear, None, S, linear)],
              [(0.0, 0.4, 0.0, 1.0, main), (hold + 0.1, disappear, None, 0.0, linear)], length)
    elif style == "pulse":
        rgb = color or (0.0, 0.0, 1.0)
        alpha, main, spring = 0.6, ("ease", (0.726, 0.025, 0.124, 0.69)), ("spring", 0.5)
        rings, stagger, period, percent = 3, 0.15, 2.3, 0.6
        length = period
        d = percent * max(W, H)
        S = max(W, H) / d * 2 + 0.1
        appear, remove_gap = 0.8, 0.1
        for i in range(rings):
            s = max(0.05, 1 - i * stagger)
            remove = min(max(0, appear + i * (remove_gap - stagger)), period)
            layer("circle", d / 2, d / 2, False, rgb, alpha, (px, py), 0.0, 0.0, i * stagger,
                  [(0.0, appear, 0.3 * s, s, main), (remove, 0.0, None, S * s, spring)],
                  [(0.0, appear, 0.0, 1.0, main), (min(remove + 0.1, period), 0.0, None, 0.0, spring)], length)
    else:
        raise ValueError(f"unknown style '{style}'")

    # The document extent: the view united with every layer's animated bounds, grown to whole units.
    x0, y0, x1, y1 = 0.0, 0.0, float(W), float(H)
    if not clip:
        for lay in layers:
            scales = [lay.rest_scale] + ([v for _, v, _ in lay.scale] if lay.scale else [])
            max_scale = max(abs(s) for s in scales)
            half = lay.stroke_width / 2 if lay.stroke else 0.0
            rx = max_scale * ((lay.rx if lay.kind == "ellipse" else min(lay.rx, lay.ry)) + half)
            ry = max_scale * ((lay.ry if lay.kind == "ellipse" else min(lay.rx, lay.ry)) + half)
            minx, maxx = lay.cx + 0.0 - rx, lay.cx + 0.0 + rx
            miny, maxy = lay.cy + 0.0 - ry, lay.cy + 0.0 + ry
            w, h = maxx - minx, maxy - miny
            nx, ny = min(x0, minx), min(y0, miny)
            x1, y1 = max(x1, minx + w), max(y1, miny + h)
            x0, y0 = nx, ny
    bx, by = math.floor(x0), math.floor(y0)
    box = (float(bx), float(by), float(math.ceil(x1) - bx), float(math.ceil(y1) - by))
    duration = length
    return {"style": style, "title": style[:1].upper() + style[1:] + " ripple", "size": (W, H), "box": box,
            "clip": clip, "layers": layers, "duration": duration, "repeat": repeat}


def values_at(model, time):
    out = []
    for lay in model["layers"]:
        local = time - lay.delay
        if local < 0:
            out.append((lay.rest_scale, lay.rest_opacity))
            continue
        it = local / model["duration"]
        p = it - math.floor(it)
        if model["repeat"] != "indefinite":
            active = model["repeat"] * model["duration"]
            if local >= active:
                frac = active / model["duration"] - math.floor(active / model["duration"])
                p = frac if frac > 1e-9 else 1.0
        out.append((track_value(lay.scale, p) if lay.scale else lay.rest_scale,
                    track_value(lay.opacity, p) if lay.opacity else lay.rest_opacity))
    return out


def calm_frame_time(model):
    span = max(max(0.0, lay.delay) + model["duration"] for lay in model["layers"])
    best_time, best_score = 0.0, -1.0
    for step in range(401):
        time = span * step / 400
        score = 0.0
        for lay, (_, opacity) in zip(model["layers"], values_at(model, time)):
            score += opacity * lay.alpha
        if score >= best_score - 1e-9:
            best_time, best_score = time, max(score, best_score)
    return best_time


# ---------------------------------------------------------------------------------------------------------
# SVG text, by string building.


def spline(easing):
    x1, y1, x2, y2 = easing if easing is not None else (0.0, 0.0, 1.0, 1.0)
    return f"{fmt(x1)} {fmt(y1)} {fmt(x2)} {fmt(y2)}"


def shape_tag(lay, extra=""):
    if lay.kind == "ellipse":
        geometry = f'<ellipse rx="{fmt(lay.rx)}" ry="{fmt(lay.ry)}"'
    else:
        geometry = f'<circle r="{fmt(min(lay.rx, lay.ry))}"'
    color = hexrgb(lay.rgb)
    if lay.stroke:
        paint = f' fill="none" stroke="{color}"'
        if lay.alpha < 1:
            paint += f' stroke-opacity="{fmt(lay.alpha)}"'
        paint += f' stroke-width="{fmt(lay.stroke_width)}"'
    else:
        paint = f' fill="{color}"'
        if lay.alpha < 1:
            paint += f' fill-opacity="{fmt(lay.alpha)}"'
    if lay.rest_opacity != 1:
        paint += f' opacity="{fmt(lay.rest_opacity)}"'
    return geometry + extra + paint


def timing_parts(model, lay):
    repeat = model["repeat"]
    return fmt(lay.delay) + "s", fmt(model["duration"]) + "s", repeat


def smil_animation(name, attribute, kind, track, begin, dur, repeat, ind):
    values = ";".join(fmt(v) for _, v, _ in track)
    key_times = ";".join(fmt(o) for o, _, _ in track)
    easings = [e for _, _, e in track[:-1]]
    eased = any(e is not None for e in easings)
    text = f'{ind}<{name} attributeName="{attribute}"'
    if kind:
        text += f' type="{kind}"'
    text += f' values="{values}" keyTimes="{key_times}" calcMode="{"spline" if eased else "linear"}"'
    if eased:
        text += ' keySplines="' + ";".join(spline(e) for e in easings) + '"'
    rc = "indefinite" if repeat == "indefinite" else fmt(repeat)
    text += f' begin="{begin}" dur="{dur}" repeatCount="{rc}"'
    if repeat != "indefinite":
        text += ' fill="freeze"'
    return text + "/>\n"


def head(model, prefix):
    x, y, w, h = model["box"]
    out = [f'<svg xmlns="{SVG_NS}" version="1.1" width="{fmt(w)}" height="{fmt(h)}" '
           f'viewBox="{fmt(x)} {fmt(y)} {fmt(w)} {fmt(h)}">\n', f'  <title>{model["title"]}</title>\n']
    return out


def clip_defs(model, prefix):
    W, H = model["size"]
    return (f'  <defs>\n    <clipPath id="{prefix}-clip">\n'
            f'      <rect x="0" y="0" width="{fmt(W)}" height="{fmt(H)}"/>\n    </clipPath>\n  </defs>\n')


def layer_groups(model, bodies, depth):
    """Each layer body (already indented at depth+2) inside <g transform="translate(cx cy)">."""
    ind = "  " * depth
    out = []
    for lay, body in zip(model["layers"], bodies):
        out.append(f'{ind}<g transform="translate({fmt(lay.cx)} {fmt(lay.cy)})">\n{body}{ind}</g>\n')
    return out


def render_smil(model, prefix):
    out = head(model, prefix)
    depth = 1
    if model["clip"]:
        out.append(clip_defs(model, prefix))
        out.append(f'  <g clip-path="url(#{prefix}-clip)">\n')
        depth = 2
    bodies = []
    for lay in model["layers"]:
        ind = "  " * (depth + 1)
        begin, dur, repeat = timing_parts(model, lay)
        children = ""
        if lay.scale:
            children += smil_animation("animateTransform", "transform", "scale", lay.scale, begin, dur, repeat, ind + "  ")
        if lay.opacity:
            children += smil_animation("animate", "opacity", None, lay.opacity, begin, dur, repeat, ind + "  ")
        tag = shape_tag(lay)
        bodies.append(f"{ind}{tag}>\n{children}{ind}</{tag[1:tag.index(' ')]}>\n" if children else f"{ind}{tag}/>\n")
    out += layer_groups(model, bodies, depth)
    if model["clip"]:
        out.append("  </g>\n")
    out.append("</svg>\n")
    return "".join(out)


def separated(offsets):
    result = list(offsets)
    for i in range(1, len(offsets)):
        if offsets[i] == offsets[i - 1]:
            if offsets[i] >= 1:
                result[i - 1] = offsets[i] - 0.000001
            else:
                result[i] = offsets[i] + 0.000001
    return result


def css_rules(lay, name, model, ind):
    """@keyframes for the layer's tracks (merged when offsets and easings agree) and its class rule."""
    tracks = []
    if lay.scale:
        tracks.append(("transform", lay.scale, lambda v: f"scale({fmt(v)})"))
    if lay.opacity:
        tracks.append(("opacity", lay.opacity, fmt))
    schedules = []
    for track in tracks:
        key = ([o for o, _, _ in track[1]], [e for _, _, e in track[1][:-1]])
        for group in schedules:
            if group[0] == key:
                group[1].append(track)
                break
        else:
            schedules.append((key, [track]))
    out = []
    names = []
    for index, (key, group) in enumerate(schedules):
        kname = name if index == 0 else f"{name}-{index}"
        names.append(kname)
        offsets, easings = key
        out.append(f"{ind}@keyframes {kname} {{\n")
        for i, offset in enumerate(separated(offsets)):
            decl = [f"{prop}: {show(track[i][1])}" for prop, track, show in group]
            if i < len(easings) and easings[i] is not None:
                x1, y1, x2, y2 = easings[i]
                decl.append(f"animation-timing-function: cubic-bezier({fmt(x1)},{fmt(y1)},{fmt(x2)},{fmt(y2)})")
            out.append(f"{ind}  {fmt(offset * 100)}% {{ {'; '.join(decl)}; }}\n")
        out.append(f"{ind}}}\n")
    begin, dur, repeat = timing_parts(model, lay)
    count = "infinite" if repeat == "indefinite" else fmt(repeat) + " forwards"
    animations = ", ".join(f"{n} {dur} linear {begin} {count}" for n in names)
    out.append(f"{ind}.{name} {{ animation: {animations}; }}\n")
    return out, bool(tracks)


def render_css(model, prefix):
    out = head(model, prefix)
    ind = "      "
    sheet = []
    animated = []
    for index, lay in enumerate(model["layers"]):
        rules, has = css_rules(lay, f"{prefix}-{index}", model, ind)
        sheet += rules
        animated.append(has)
    # The still frame does not depend on the id prefix: computed once for the probe and the real render.
    values = model.get("calm")
    if values is None:
        values = model["calm"] = values_at(model, calm_frame_time(model))
    reduced = [f"{ind}  .{prefix}-{i} {{ animation: none; transform: scale({fmt(s)}); opacity: {fmt(o)}; }}\n"
               for i, ((s, o), has) in enumerate(zip(values, animated)) if has]
    if reduced:
        sheet += [f"{ind}@media (prefers-reduced-motion: reduce) {{\n"] + reduced + [f"{ind}}}\n"]
    sheet.append(f"{ind}@media (forced-colors: active) {{\n")
    for i, lay in enumerate(model["layers"]):
        sheet.append(f"{ind}  .{prefix}-{i} {{ {'stroke' if lay.stroke else 'fill'}: CanvasText; }}\n")
    sheet.append(f"{ind}}}\n")
    out.append('  <style type="text/css">\n    <![CDATA[\n')
    out += sheet
    out.append("    ]]>\n  </style>\n")
    depth = 1
    if model["clip"]:
        out.append(clip_defs(model, prefix))
        out.append(f'  <g clip-path="url(#{prefix}-clip)">\n')
        depth = 2
    bodies = ["  " * (depth + 1) + shape_tag(lay, ' class="%s-%d"' % (prefix, i)) + "/>\n"
              for i, lay in enumerate(model["layers"])]
    out += layer_groups(model, bodies, depth)
    if model["clip"]:
        out.append("  </g>\n")
    out.append("</svg>\n")
    return "".join(out)


# The placeholder prefix where it starts a generated name (ripple-0, ripple-0-1, ripple-0-move, ripple-clip,
# ripple-bg); the benchmark's titles ("Ring ripple", …) never contain such a name.
_PLACEHOLDER_NAME = re.compile(r"\bripple(?=-(?:\d|clip\b|bg\b))")


def render(model, fmt_name):
    """Renders once with the placeholder prefix, hashes that text, then substitutes the real prefix."""
    renderer = render_css if fmt_name == "css" else render_smil
    probe = renderer(model, "ripple")
    h = 0x811C9DC5
    for byte in probe.encode():
        h = ((h ^ byte) * 0x01000193) & 0xFFFFFFFF
    return _PLACEHOLDER_NAME.sub(f"{model['style']}-{h:08x}"[: len(model["style"]) + 7], probe)


# ---------------------------------------------------------------------------------------------------------
# Validation: the W3C DTD through lxml, then a small lint.


def load_dtd():
    try:
        return etree.DTD(external_id=SVG_FPI)
    except etree.DTDParseError:
        # lxml's DTD(external_id=…) gives libxml2 no system id; resolve the registered system id instead,
        # which the catalog maps to the same local file (a URL the catalog does not know is not fetched).
        return etree.DTD(SVG_SYSTEM_ID)


PARSER = etree.XMLParser(no_network=True, resolve_entities=False, load_dtd=False, huge_tree=False)
ANIMATIONS = {"animate", "animateTransform", "animateMotion", "animateColor", "set"}
CLOCK = re.compile(r"^-?(\d+(\.\d+)?)(ms|s|min|h)$")
URL_REF = re.compile(r"url\(#([^)]+)\)")


def lint(root):
    problems = []
    ids = set()
    refs = []
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        tag = el.tag.rsplit("}", 1)[-1]
        ident = el.get("id")
        if ident is not None:
            if ident in ids:
                problems.append(f"duplicate id {ident}")
            ids.add(ident)
        for value in el.attrib.values():
            refs += URL_REF.findall(value)
        if tag in ANIMATIONS:
            for attr in ("begin", "dur"):
                v = el.get(attr)
                if v is not None and not CLOCK.match(v):
                    problems.append(f"{tag}: {attr} '{v}' is not a clock value")
            rc = el.get("repeatCount")
            if rc is not None and rc != "indefinite" and not float(rc) > 0:
                problems.append(f"{tag}: repeatCount {rc}")
            kt = el.get("keyTimes")
            if kt is not None:
                times = [float(t) for t in kt.split(";")]
                if times[0] != 0 or times[-1] != 1 or any(b < a for a, b in zip(times, times[1:])):
                    problems.append(f"{tag}: keyTimes {kt}")
                vals = el.get("values")
                if vals is not None and len(vals.split(";")) != len(times):
                    problems.append(f"{tag}: values and keyTimes differ in count")
                ks = el.get("keySplines")
                if el.get("calcMode") == "spline":
                    splines = (ks or "").split(";")
                    if len(splines) != len(times) - 1:
                        problems.append(f"{tag}: keySplines count")
                    for s in splines:
                        nums = [float(n) for n in s.replace(",", " ").split()]
                        if len(nums) != 4 or not all(0 <= n <= 1 for n in nums):
                            problems.append(f"{tag}: keySplines '{s}'")
        elif el.get("fill") in ("freeze", "remove"):
            problems.append(f"fill={el.get('fill')} on <{tag}>")
    problems += [f"url(#{r}) does not resolve" for r in refs if r not in ids]
    return problems


def validate(dtd, data):
    root = etree.fromstring(data, PARSER)
    if root.tag != "{%s}svg" % SVG_NS:
        return ["root element must be <svg>"]
    problems = []
    if not dtd.validate(root):
        problems += [f"{e.line}: {e.message}" for e in dtd.error_log]
    return problems + lint(root)


# ---------------------------------------------------------------------------------------------------------
# The manifest and the batch.

NAME_DROP = re.compile(r"[^A-Za-z0-9._-]")


def expand(manifest):
    defaults = manifest.get("defaults", {})
    jobs = []
    for entry in manifest["assets"]:
        formats = entry.get("format", defaults.get("format", "smil"))
        formats = [formats] if isinstance(formats, str) else list(formats)
        base = dict(defaults.get("args", {}))
        base.update(entry.get("args", {}))
        combos = [{}]
        for axis, values in (entry.get("matrix") or {}).items():
            combos = [dict(c, **{axis: v}) for c in combos for v in values]
        for combo in combos:
            args = dict(base)
            style = entry.get("style")
            name = entry["name"]
            for axis, value in combo.items():
                if axis == "style":
                    style = value
                elif axis == "format":
                    pass
                else:
                    args[axis] = value
                name = name.replace("{" + axis + "}", NAME_DROP.sub("", str(value)))
            fmts = [combo["format"]] if "format" in combo else formats
            for f in fmts:
                jobs.append((name if len(fmts) == 1 else f"{name}-{f}", style, f, args))
    return jobs


def make(job):
    name, style, fmt_name, args = job
    size = args.get("size")
    if size is None:
        size = {"pulse": (300, 300)}.get(style, (100, 100))
    else:
        w, h = str(size).lower().split("x")
        size = (float(w), float(h))
    color = parse_color(args["color"]) if "color" in args else None
    repeat = args.get("repeat", {"ring": "indefinite", "pulse": "indefinite"}.get(style, 1))
    if repeat != "indefinite":
        repeat = float(repeat)
    unknown = set(args) - {"size", "color", "repeat"}
    if unknown:
        raise ValueError(f"peer does not implement --{', --'.join(sorted(unknown))}")
    return render(resolve(style, size, color, repeat), fmt_name)


def write_atomic(path, data):
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return "unchanged"
    except FileNotFoundError:
        pass
    directory, base = os.path.split(path)
    temporary = os.path.join(directory, f".{base}.peer-{os.getpid()}.tmp")
    with open(temporary, "wb") as f:
        f.write(data)
    os.replace(temporary, path)
    return "written"


SELFTEST = [
    # (what, document, expected valid)
    ("a ripplegen-like SMIL ring", b'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10">'
     b'<title>t</title><circle r="5"><animate attributeName="opacity" values="1;0" keyTimes="0;1" calcMode="spline" '
     b'keySplines="0 0 0.58 1" begin="0s" dur="0.7s" repeatCount="indefinite"/></circle></svg>', True),
    ("an unknown element", b'<svg xmlns="http://www.w3.org/2000/svg" version="1.1"><blink/></svg>', False),
    ("transform-origin (not SVG 1.1)", b'<svg xmlns="http://www.w3.org/2000/svg" version="1.1">'
     b'<circle r="1" transform-origin="0 0"/></svg>', False),
    ("<style> without type", b'<svg xmlns="http://www.w3.org/2000/svg" version="1.1"><style>a{}</style></svg>', False),
    ("fill=\"forwards\" (not in the enumeration)", b'<svg xmlns="http://www.w3.org/2000/svg" version="1.1"><circle r="1">'
     b'<animate attributeName="r" values="1;2" dur="1s" fill="forwards"/></circle></svg>', False),
    ("keyTimes not starting at 0 (lint)", b'<svg xmlns="http://www.w3.org/2000/svg" version="1.1"><circle r="1">'
     b'<animate attributeName="r" values="1;2" keyTimes="0.1;1" dur="1s"/></circle></svg>', False),
]


def selftest(dtd):
    """The peer's validator accepts a valid document and rejects invalid ones (so it really validates)."""
    failures = 0
    for what, doc, expected in SELFTEST:
        problems = validate(dtd, doc)
        ok = (not problems) == expected
        failures += not ok
        print(f"peer selftest: {'ok  ' if ok else 'FAIL'} {what}: {'valid' if not problems else problems[0]}")
    return 1 if failures else 0


def validate_only(dtd, files):
    """Validation alone (DTD parsed once, DTD + lint per file): the Python floor."""
    invalid = 0
    for path in files:
        with open(path, "rb") as f:
            if validate(dtd, f.read()):
                invalid += 1
    print(f"peer: {len(files) - invalid} of {len(files)} files valid")
    return 1 if invalid else 0


def main(argv):
    args = argv[1:]
    if args[:1] == ["--selftest"]:
        return selftest(load_dtd())
    if args[:1] == ["--validate"]:
        return validate_only(load_dtd(), args[1:])
    compare_dir = None
    if "--check-against" in args:
        i = args.index("--check-against")
        compare_dir = args[i + 1]
        del args[i:i + 2]
    if len(args) != 3 or args[1] != "-o":
        print("usage: peer.py MANIFEST.json -o OUTDIR [--check-against DIR]", file=sys.stderr)
        return 64
    manifest_path, out = args[0], args[2]
    with open(manifest_path, "rb") as f:
        manifest = json.loads(f.read())
    os.makedirs(out, exist_ok=True)
    dtd = load_dtd()
    rows = []
    code = 0
    same = differ = 0
    for job in expand(manifest):
        file = job[0] + ".svg"
        try:
            data = make(job).encode()
        except ValueError as e:
            print(f"peer: error: {job[0]}: {e}", file=sys.stderr)
            rows.append((file, "-", "-", "no", "failed"))
            code = max(code, 65)
            continue
        problems = validate(dtd, data)
        if problems:
            print(f"peer: error: {file}: " + "; ".join(problems[:3]), file=sys.stderr)
            rows.append((file, len(data), "-", "no", "failed"))
            code = max(code, 70)
            continue
        gz = len(zlib.compress(data, 9)) + 12  # a gzip member: zlib's deflate stream + gzip header/trailer
        status = write_atomic(os.path.join(out, file), data)
        rows.append((file, len(data), gz, "yes", status))
        if compare_dir is not None:
            try:
                with open(os.path.join(compare_dir, file), "rb") as f:
                    if f.read() == data:
                        same += 1
                    else:
                        differ += 1
            except FileNotFoundError:
                differ += 1
    width = max([len("file")] + [len(r[0]) for r in rows])
    lines = [f"{'file':<{width}}  {'bytes':>6}  {'gzip':>5}  valid  status"]
    lines += [f"{r[0]:<{width}}  {r[1]!s:>6}  {r[2]!s:>5}  {r[3]:<5}  {r[4]}" for r in rows]
    written = sum(1 for r in rows if r[4] == "written")
    lines.append(f"{len(rows)} files: {written} written")
    sys.stdout.write("\n".join(lines) + "\n")
    if compare_dir is not None:
        print(f"peer: {same} of {same + differ} files byte-identical to {compare_dir}", file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
