"""The renderers the Lottie harness compares: two Lottie players and librsvg for ripplegen's still frames.

Every renderer returns a Pillow "RGBA" image holding premultiplied values, so that pixels compare the
same way whatever a library's native layout (cairo and rlottie write premultiplied ARGB32).

- `debian_rlottie`: Debian's librlottie0-1 (Samsung rlottie 0.1) through its C API with ctypes.
- `python_lottie`: PyPI `lottie` (python-lottie, pure Python): its own parser and keyframe evaluation,
  exported as a static SVG of the frame, rasterized by librsvg. Independent of rlottie in everything that
  can go wrong in a Lottie file (timing, easing, holds, masks, shapes).
- `rsvg_svg`: librsvg + cairo through ctypes, for `ripplegen --at T` still frames (the oracle).
"""
import ctypes
import ctypes.util
import glob
import io

from PIL import Image

_cairo = ctypes.CDLL("libcairo.so.2")
_rsvg = ctypes.CDLL("librsvg-2.so.2")
for name, restype, argtypes in [
    ("cairo_image_surface_create", ctypes.c_void_p, [ctypes.c_int, ctypes.c_int, ctypes.c_int]),
    ("cairo_create", ctypes.c_void_p, [ctypes.c_void_p]),
    ("cairo_surface_flush", None, [ctypes.c_void_p]),
    ("cairo_image_surface_get_data", ctypes.c_void_p, [ctypes.c_void_p]),
    ("cairo_image_surface_get_stride", ctypes.c_int, [ctypes.c_void_p]),
    ("cairo_destroy", None, [ctypes.c_void_p]),
    ("cairo_scale", None, [ctypes.c_void_p, ctypes.c_double, ctypes.c_double]),
    ("cairo_surface_destroy", None, [ctypes.c_void_p]),
]:
    getattr(_cairo, name).restype = restype
    getattr(_cairo, name).argtypes = argtypes
_rsvg.rsvg_handle_new_from_data.restype = ctypes.c_void_p
_rsvg.rsvg_handle_new_from_data.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_void_p]
_rsvg.rsvg_handle_render_cairo.restype = ctypes.c_int
_rsvg.rsvg_handle_render_cairo.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
_rsvg.g_object_unref.argtypes = [ctypes.c_void_p]


def rsvg_svg(svg_bytes, width, height, scale=1):
    """An SVG document of width×height (its natural size for ripplegen's documents) rasterized by librsvg,
    `scale` device pixels per unit."""
    error = ctypes.c_void_p()
    handle = _rsvg.rsvg_handle_new_from_data(svg_bytes, len(svg_bytes), ctypes.byref(error))
    if not handle:
        raise RuntimeError("librsvg could not parse the SVG")
    width, height = width * scale, height * scale
    surface = _cairo.cairo_image_surface_create(0, width, height)  # CAIRO_FORMAT_ARGB32
    context = _cairo.cairo_create(surface)
    _cairo.cairo_scale(context, scale, scale)
    try:
        if not _rsvg.rsvg_handle_render_cairo(handle, context):
            raise RuntimeError("librsvg could not render the SVG")
        _cairo.cairo_surface_flush(surface)
        stride = _cairo.cairo_image_surface_get_stride(surface)
        data = ctypes.string_at(_cairo.cairo_image_surface_get_data(surface), stride * height)
        return Image.frombuffer("RGBA", (width, height), data, "raw", "BGRA", stride, 1).copy()
    finally:
        _cairo.cairo_destroy(context)
        _cairo.cairo_surface_destroy(surface)
        _rsvg.g_object_unref(handle)


def _load_debian_rlottie():
    paths = sorted(glob.glob("/usr/lib/*/librlottie.so.0*")) or [ctypes.util.find_library("rlottie")]
    library = ctypes.CDLL(paths[0])
    library.lottie_animation_from_data.restype = ctypes.c_void_p
    library.lottie_animation_from_data.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]
    library.lottie_animation_render.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p,
                                                ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t]
    library.lottie_animation_get_totalframe.restype = ctypes.c_size_t
    library.lottie_animation_get_totalframe.argtypes = [ctypes.c_void_p]
    library.lottie_animation_destroy.argtypes = [ctypes.c_void_p]
    return library, paths[0]


_rlottie, RLOTTIE_PATH = _load_debian_rlottie()
_loads = [0]


class DebianRlottie:
    """One document loaded into Debian's rlottie."""

    def __init__(self, json_bytes):
        # rlottie caches models by key: a fresh key per load, so a mutant never reuses the original's model.
        _loads[0] += 1
        self.handle = _rlottie.lottie_animation_from_data(json_bytes, b"ripplegen-%d" % _loads[0], b"")
        if not self.handle:
            raise RuntimeError("Debian rlottie refused the document")

    def total_frames(self):
        return _rlottie.lottie_animation_get_totalframe(self.handle)

    def frame(self, number, width, height):
        """Frame `number` rendered into width×height pixels (rlottie scales the composition to fit)."""
        buffer = (ctypes.c_uint32 * (width * height))()
        _rlottie.lottie_animation_render(self.handle, number, buffer, width, height, width * 4)
        return Image.frombuffer("RGBA", (width, height), bytes(buffer), "raw", "BGRA", 0, 1).copy()

    def close(self):
        _rlottie.lottie_animation_destroy(self.handle)


# python-lottie evaluates a keyframe's own frame as the end of the segment before it (left-continuous), so
# at the frame of a jump it still shows the held value, where rlottie and lottie-web (and the model, and
# SMIL and CSS) show the new one. It is asked for a thousandth of a frame later: the same picture for
# every segment that moves, and the jump's new value where one happens exactly on the frame.
PYTHON_LOTTIE_NUDGE = 0.001


def python_lottie(json_text, number, width, height, scale=1):
    """Frame `number` as python-lottie evaluates it, drawn by librsvg from its SVG export."""
    from lottie.exporters.svg import export_svg
    from lottie.parsers.tgs import parse_tgs

    animation = parse_tgs(io.StringIO(json_text))
    out = io.StringIO()
    export_svg(animation, out, frame=number + PYTHON_LOTTIE_NUDGE)
    return rsvg_svg(out.getvalue().encode("utf-8"), width, height, scale)


def python_lottie_load(json_text):
    """python-lottie's parse of the document (a player load: it raises on what it cannot read)."""
    from lottie.parsers.tgs import parse_tgs

    return parse_tgs(io.StringIO(json_text))


def difference(first, second, threshold=8):
    """The fraction of pixels where some premultiplied channel differs by more than `threshold`/255."""
    from PIL import ImageChops

    delta = ImageChops.difference(first, second)
    red, green, blue, alpha = delta.split()
    worst = ImageChops.lighter(ImageChops.lighter(red, green), ImageChops.lighter(blue, alpha))
    off = worst.point(lambda value: 255 if value > threshold else 0).histogram()[255]
    return off / (first.size[0] * first.size[1])
