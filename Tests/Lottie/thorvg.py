"""ThorVG (PyPI thorvg-python, which ships libthorvg-1.so): the engine of LottieFiles' dotLottie players.

Its software canvas writes premultiplied RGBA bytes (colour space ABGR8888 on a little-endian machine is R, G,
B, A in memory), which is already what the harness compares: a Pillow "RGBA" image holding premultiplied
values (reading the buffer as straight RGBA and premultiplying again would darken every translucent edge).
"""
import ctypes
import os

_engine = None


def _started_engine():
    global _engine
    if _engine is None:
        from thorvg_python import Engine

        _engine = Engine()
        _engine.init(1)  # one worker thread: the harness runs players side by side on two cores
    return _engine


def version():
    from importlib.metadata import version as installed

    return "thorvg-python %s (%s)" % (installed("thorvg-python"), os.path.basename(_library_path()))


def _library_path():
    import thorvg_python

    return os.path.join(os.path.dirname(thorvg_python.__file__), "libthorvg-1.so")


class ThorVG:
    """One document loaded into ThorVG, drawn frame by frame into one software canvas."""

    def __init__(self, json_bytes, width, height):
        from thorvg_python import Colorspace, LottieAnimation, Result, SwCanvas

        engine = _started_engine()
        self.width, self.height = width, height
        self.canvas = SwCanvas(engine)
        self.canvas.set_target(width, height, width, Colorspace.ABGR8888)
        self.animation = LottieAnimation(engine)
        self.picture = self.animation.get_picture()
        if self.picture.load_data(json_bytes, "lottie", None, True) != Result.SUCCESS:
            raise RuntimeError("ThorVG refused the document")
        # The picture is scaled to the canvas: the composition fills it as in the other players.
        self.picture.set_size(width, height)
        self.canvas.add(self.picture)

    def total_frames(self):
        return self.animation.get_total_frame()[1]

    def frame(self, number):
        """Frame `number` as premultiplied RGBA."""
        from PIL import Image

        self.animation.set_frame(float(number))
        self.canvas.update()
        self.canvas.draw(True)
        self.canvas.sync()
        data = ctypes.string_at(self.canvas.buffer_arr, self.width * self.height * 4)
        return Image.frombuffer("RGBA", (self.width, self.height), data, "raw", "RGBA", 0, 1).copy()

    def close(self):
        self.canvas.destroy()
