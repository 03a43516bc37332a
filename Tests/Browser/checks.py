"""Comparisons: measured layer boxes/opacity against the model's --evaluate, and screenshots against each other."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from PIL import Image, ImageChops, ImageFilter

# Tolerances (see README.md in this folder).
SIZE_REL = 0.005      # width/height within 0.5 % of the expected size ...
SIZE_ABS = 0.05       # ... plus 0.05 user units (tiny boxes)
POS_REL = 0.005       # x within 0.5 % of the expected width (y: of the height) ...
POS_ABS = 0.05        # ... plus 0.05 user units
OPACITY_ABS = 0.01    # computed opacity within 0.01
PIXEL_CHANNEL = 8     # a pixel differs when any channel differs by more than 8/255 ...
PIXEL_FRACTION = 0.01  # ... and at most 1 % of the document's pixels may differ,
AA_FRACTION = 0.001    # unless the difference is antialiasing only: then at most 0.1 % of the pixels may
                       # differ beyond a one-pixel antialiasing shift (see beyond_antialiasing and README.md)


@dataclass
class Errors:
    """Worst errors over a set of samples, and the violations found."""
    size_abs: float = 0.0
    size_rel: float = 0.0
    pos_abs: float = 0.0
    opacity: float = 0.0
    pixels: Optional[float] = None
    pixels_beyond_aa: Optional[float] = None
    samples: int = 0
    violations: list[str] = field(default_factory=list)
    worst_pixel_time: Optional[float] = None
    aa_only: list[float] = field(default_factory=list)  # times passed by the antialiasing rule
    failing_times: list[float] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.violations

    def merge(self, other: "Errors") -> None:
        self.size_abs = max(self.size_abs, other.size_abs)
        self.size_rel = max(self.size_rel, other.size_rel)
        self.pos_abs = max(self.pos_abs, other.pos_abs)
        self.opacity = max(self.opacity, other.opacity)
        if other.pixels_beyond_aa is not None:
            self.pixels_beyond_aa = max(self.pixels_beyond_aa or 0.0, other.pixels_beyond_aa)
        if other.pixels is not None:
            if self.pixels is None or other.pixels > self.pixels:
                self.pixels = other.pixels
                self.worst_pixel_time = other.worst_pixel_time
        self.samples += other.samples
        self.aa_only += other.aa_only
        self.violations += other.violations
        self.failing_times += [t for t in other.failing_times if t not in self.failing_times]


def _fmt(v: float) -> str:
    return f"{v:.4f}"


def compare_frame(t: float, expected: list[dict], measured: list[dict], errors: Errors, where: str = "") -> None:
    """Compare one time's layers (expected from --evaluate, measured in the browser) into errors."""
    errors.samples += 1
    bad = False
    if len(expected) != len(measured):
        errors.violations.append(f"{where}t={t:g}: {len(measured)} layer shapes in the page, the model has {len(expected)}")
        errors.failing_times.append(t)
        return
    for i, (e, m) in enumerate(zip(expected, measured)):
        ex, ey, ew, eh = e["box"]
        mx, my, mw, mh = m["box"]
        for name, exp, got, tol_base, kind in (("width", ew, mw, ew, "size"), ("height", eh, mh, eh, "size"),
                                               ("x", ex, mx, ew, "pos"), ("y", ey, my, eh, "pos")):
            err = abs(got - exp)
            if kind == "size":
                tol = SIZE_REL * tol_base + SIZE_ABS
                errors.size_abs = max(errors.size_abs, err)
                if exp >= 1:
                    errors.size_rel = max(errors.size_rel, err / exp)
            else:
                tol = POS_REL * tol_base + POS_ABS
                errors.pos_abs = max(errors.pos_abs, err)
            if not err <= tol:  # also catches NaN
                bad = True
                errors.violations.append(
                    f"{where}t={t:g} layer {i} box {name}: expected {_fmt(exp)}, measured {_fmt(got)} "
                    f"(|Δ| {_fmt(err)} > tolerance {_fmt(tol)}); expected box {e['box']}, measured "
                    f"[{', '.join(_fmt(v) for v in m['box'])}], computed transform {m.get('transform')}")
        err = abs(m["opacity"] - e["opacity"])
        errors.opacity = max(errors.opacity, err)
        if not err <= OPACITY_ABS:
            bad = True
            errors.violations.append(f"{where}t={t:g} layer {i} opacity: expected {e['opacity']:.4f}, measured "
                                     f"{m['opacity']:.4f} (|Δ| {err:.4f} > {OPACITY_ABS})")
    if bad:
        errors.failing_times.append(t)


def pixel_difference(a: Image.Image, b: Image.Image) -> tuple[float, Image.Image]:
    """Fraction of pixels whose largest channel difference exceeds PIXEL_CHANNEL, and the 0/255 mask."""
    if a.size != b.size:
        return 1.0, Image.new("L", a.size, 255)
    d = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    r, g, bl = d.split()
    largest = ImageChops.lighter(ImageChops.lighter(r, g), bl)
    mask = largest.point(lambda v: 255 if v > PIXEL_CHANNEL else 0)
    count = mask.histogram()[255]
    return count / float(a.width * a.height), mask


def _largest_channel(image: Image.Image) -> Image.Image:
    r, g, b = image.split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b)


def beyond_antialiasing(a: Image.Image, b: Image.Image) -> tuple[float, Image.Image]:
    """Fraction of pixels of a outside the range of b's 3×3 neighbourhood by more than PIXEL_CHANNEL (and
    the other way round): what remains of a difference once a one-pixel antialiasing shift is forgiven."""
    if a.size != b.size:
        return 1.0, Image.new("L", a.size, 255)
    a, b = a.convert("RGB"), b.convert("RGB")
    strict = pixel_difference(a, b)[1].getbbox()
    if strict is None:
        return 0.0, Image.new("L", a.size, 0)
    # Only the region that differs at all needs the (slow) 3×3 rank filters.
    box = (max(0, strict[0] - 2), max(0, strict[1] - 2), min(a.width, strict[2] + 2), min(a.height, strict[3] + 2))
    full = a.size
    a, b = a.crop(box), b.crop(box)
    masks = []
    for x, y in ((a, b), (b, a)):
        lo, hi = y.filter(ImageFilter.MinFilter(3)), y.filter(ImageFilter.MaxFilter(3))
        outside = ImageChops.lighter(ImageChops.subtract(lo, x), ImageChops.subtract(x, hi))
        masks.append(_largest_channel(outside).point(lambda v: 255 if v > PIXEL_CHANNEL else 0))
    region = ImageChops.lighter(*masks)
    mask = Image.new("L", full, 0)
    mask.paste(region, box[:2])
    return region.histogram()[255] / float(full[0] * full[1]), mask


def compare_pixels(t: float, rendered: Image.Image, static: Image.Image, errors: Errors, label: str) -> Image.Image:
    fraction, mask = pixel_difference(rendered, static)
    beyond, _ = beyond_antialiasing(rendered, static)
    errors.pixels_beyond_aa = max(errors.pixels_beyond_aa or 0.0, beyond)
    if errors.pixels is None or fraction > errors.pixels:
        errors.pixels = fraction
        errors.worst_pixel_time = t
    if fraction > PIXEL_FRACTION and beyond <= AA_FRACTION:
        errors.aa_only.append(t)
    elif fraction > PIXEL_FRACTION:
        errors.violations.append(f"t={t:g} pixels: {fraction * 100:.2f} % of pixels of the {label} rendering differ "
                                 f"from the --at static frame by more than {PIXEL_CHANNEL}/255 (limit "
                                 f"{PIXEL_FRACTION * 100:g} %), {beyond * 100:.2f} % beyond a one-pixel "
                                 f"antialiasing shift (limit {AA_FRACTION * 100:g} %)")
        if t not in errors.failing_times:
            errors.failing_times.append(t)
    return mask


def diff_image(static: Image.Image, mask: Image.Image) -> Image.Image:
    """The static frame faded to grey, with the differing pixels in red."""
    ghost = Image.blend(static.convert("RGB"), Image.new("RGB", static.size, "white"), 0.7).convert("L").convert("RGB")
    red = Image.new("RGB", static.size, (255, 0, 0))
    return Image.composite(red, ghost, mask)


def summary(errors: Errors) -> str:
    pixels = "-" if errors.pixels is None else f"{errors.pixels * 100:.2f} %"
    if errors.pixels_beyond_aa is not None:
        pixels += f" (beyond AA {errors.pixels_beyond_aa * 100:.2f} %)"
    if errors.aa_only:
        pixels += f" [AA-only >1 % at {len(errors.aa_only)}]"
    return (f"size {errors.size_abs:.4f} u ({errors.size_rel * 100:.3f} %)  pos {errors.pos_abs:.4f} u  "
            f"opacity {errors.opacity:.4f}  pixels {pixels}  [{errors.samples} samples]")
