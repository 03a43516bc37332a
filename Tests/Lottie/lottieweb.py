"""lottie-web, the web's Lottie player, in real browsers: its SVG and canvas renderers.

The player comes from PyPI at run time (nothing third-party is in the repository): `pylottie` 2024 (MIT)
embeds lottie-web 5.7.5 as the first `<script>` of `pylottie/lottie.html`; the wheel is fetched with
`pip download --no-deps` into the test virtualenv and the script read out of it. A page holding only that
script and a fixed stage loads each document (`lottie.loadAnimation`, no autoplay), sets frames with
`goToAndStop(frame, true)` and is captured by a screenshot over white (the still frames are composited
over white to compare).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile

from PIL import Image

PYLOTTIE = "pylottie==2024"
HERE = os.path.dirname(os.path.abspath(__file__))

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
html, body { margin: 0; padding: 0; background: #fff; overflow: hidden; }
#stage { position: fixed; left: 0; top: 0; z-index: 10; background: #fff; }
</style></head><body><div id="stage"></div>
<script src="lottie.js"></script>
<script>
window.rgErrors = [];
window.addEventListener('error', function (event) { window.rgErrors.push(String(event.message)); });
// Loads a document into the stage at width x height; rgLoaded is its frame count once its DOM is built.
window.rgShow = function (text, renderer, width, height) {
  window.rgLoaded = null;
  if (window.rgAnimation) window.rgAnimation.destroy();
  var stage = document.getElementById('stage');
  stage.style.width = width + 'px';
  stage.style.height = height + 'px';
  var animation = window.rgAnimation = lottie.loadAnimation({
    container: stage, renderer: renderer, loop: false, autoplay: false, animationData: JSON.parse(text),
    rendererSettings: { preserveAspectRatio: 'xMidYMid meet', dpr: 1, clearCanvas: true }
  });
  if (animation.isLoaded) window.rgLoaded = animation.totalFrames;
  else animation.addEventListener('DOMLoaded', function () { window.rgLoaded = animation.totalFrames; });
};
</script></body></html>
"""


def player_script(venv):
    """lottie-web's script and its version, from the pylottie wheel (downloaded once into `venv`)."""
    folder = os.path.join(venv, "pylottie-wheel")
    wheels = [name for name in os.listdir(folder) if name.endswith(".whl")] if os.path.isdir(folder) else []
    if not wheels:
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
                        PYLOTTIE, "-d", folder], check=True)
        wheels = [name for name in os.listdir(folder) if name.endswith(".whl")]
    with zipfile.ZipFile(os.path.join(folder, sorted(wheels)[0])) as wheel:
        html = wheel.read("pylottie/lottie.html").decode("utf-8")
    scripts = re.findall(r"<script>(.*?)</script>", html, re.S)
    script = max(scripts, key=len)
    version = re.search(r'lottie\.version="([^"]+)"', script)
    if not version:
        raise RuntimeError("%s: no lottie.version in pylottie/lottie.html" % PYLOTTIE)
    return script, version.group(1)


_folders = []


def page_folder(venv):
    """A temporary folder with the page and lottie.js; (folder, lottie-web version). remove_page_folders()
    deletes it."""
    script, version = player_script(venv)
    folder = tempfile.mkdtemp(prefix="ripplegen-lottie-web-")
    _folders.append(folder)
    with open(os.path.join(folder, "lottie.js"), "w", encoding="utf-8") as handle:
        handle.write(script)
    with open(os.path.join(folder, "index.html"), "w", encoding="utf-8") as handle:
        handle.write(PAGE)
    return folder, version


def remove_page_folders():
    for folder in _folders:
        shutil.rmtree(folder, ignore_errors=True)
    _folders.clear()


def start(name):
    """A started browser: chromium and firefox from Tests/Browser/drivers.py, webkit from webkit.py."""
    sys.path.insert(0, os.path.join(HERE, "..", "Browser"))
    import drivers  # noqa: E402  (Tests/Browser, read-only here)

    if name == "webkit":
        import webkit

        browser = webkit.WebKit()
    else:
        browser = drivers.BROWSERS[name]()
    browser.start()
    return browser


def over_white(image):
    """A premultiplied "RGBA" image composited over white, as an opaque "RGBA" image."""
    straight = Image.frombytes("RGBa", image.size, image.tobytes()).convert("RGBA")
    white = Image.new("RGBA", image.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, straight)


class Player:
    """One browser showing documents with lottie-web, one renderer at a time."""

    def __init__(self, browser, folder):
        self.browser = browser
        self.url = "file://" + os.path.join(folder, "index.html")
        self.browser.load(self.url)

    def show(self, text, renderer, width, height):
        """Loads `text` with `renderer` ('svg' or 'canvas') at width x height; returns lottie-web's frame count."""
        self.browser.viewport(width, height)
        self.call("rgShow(arguments[0], arguments[1], arguments[2], arguments[3]);", text, renderer, width, height)
        deadline = time.monotonic() + 10
        while (frames := self.call("return rgLoaded;")) is None:
            if time.monotonic() > deadline:
                raise RuntimeError("%s: lottie-web did not load the document in 10 s" % self.browser.name)
            time.sleep(0.02)
        self.check_errors()
        return frames

    def call(self, script, *args):
        """Runs `script` with the page's own globals (Marionette scripts see the page through an Xray
        wrapper, which hides what the page's scripts defined: there, `window.wrappedJSObject` is the page's)."""
        return self.browser.js("var window = self.wrappedJSObject || self;"
                               "var rgShow = window.rgShow, rgLoaded = window.rgLoaded, rgAnimation = window.rgAnimation;"
                               + script, *args)

    def frame(self, number, width, height):
        """Frame `number` (goToAndStop(frame, true)) as an opaque "RGBA" image over white."""
        self.call("rgAnimation.goToAndStop(arguments[0], true);", number)
        # Two animation frames: the DOM (or canvas) change is painted before the screenshot (WebKit showed
        # the previous document's picture without this).
        self.browser.js_async("var done = arguments[arguments.length - 1];"
                              "requestAnimationFrame(function () { requestAnimationFrame(function () { done(true); }); });")
        self.check_errors()
        return self.browser.screenshot(width, height).convert("RGBA")

    def check_errors(self):
        errors = self.call("var e = Array.from(window.rgErrors); window.rgErrors.length = 0; return e;")
        if errors:
            raise RuntimeError("%s: lottie-web: %s" % (self.browser.name, "; ".join(errors)))
