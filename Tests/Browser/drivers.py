"""Two real browsers behind one small interface.

Chromium: Debian's chromium + chromium-driver through Selenium, pointed at /usr/bin/chromedriver (Selenium
never downloads a driver then); the page size is pinned with DevTools Emulation.setDeviceMetricsOverride.
Firefox: Debian's firefox-esr started headless with --marionette and a temporary profile on a free port,
driven by PyPI marionette-driver (no geckodriver).
"""

from __future__ import annotations

import io
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from PIL import Image

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")

SCRIPT_TIMEOUT = 30
EXTRA_CHROMIUM_ARGS = [a for a in os.environ.get("CHROMIUM_ARGS", "").split() if a]


class BrowserUnavailable(RuntimeError):
    """The browser cannot be started here (missing binary, driver or Python package)."""


class Browser:
    name = "?"
    version = "?"

    def start(self) -> None: ...
    def quit(self) -> None: ...
    def viewport(self, width: int, height: int) -> None: ...
    def load(self, url: str) -> None: ...
    def js(self, script: str, *args): ...
    def js_async(self, script: str, *args): ...
    def screenshot_png(self) -> bytes: ...

    def screenshot(self, width: int, height: int) -> Image.Image:
        """The top-left width×height CSS px of the page (device scale factor 1), as RGB."""
        image = Image.open(io.BytesIO(self.screenshot_png())).convert("RGB")
        if image.width < width or image.height < height:
            raise RuntimeError(f"{self.name}: screenshot {image.width}x{image.height} smaller than {width}x{height}")
        return image.crop((0, 0, width, height))


class Chromium(Browser):
    name = "chromium"

    def start(self) -> None:
        for path in (CHROMIUM, CHROMEDRIVER):
            if not os.access(path, os.X_OK):
                raise BrowserUnavailable(f"{path} not found (run Scripts/browser-deps.sh)")
        try:
            from selenium import webdriver
            from selenium.webdriver.chrome.service import Service
        except ImportError as e:  # pragma: no cover
            raise BrowserUnavailable(f"Python package selenium missing: {e}")
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--hide-scrollbars", "--force-device-scale-factor=1", "--force-color-profile=srgb",
                    "--window-size=1400,1400", "--disable-extensions", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-features=Translate,MediaRouter,OptimizationHints",
                    "--allow-file-access-from-files", *EXTRA_CHROMIUM_ARGS):
            options.add_argument(arg)
        self.driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
        self.driver.set_script_timeout(SCRIPT_TIMEOUT)
        self.version = self.driver.capabilities.get("browserVersion", "?")

    def quit(self) -> None:
        try:
            self.driver.quit()
        except Exception:
            pass

    def viewport(self, width: int, height: int) -> None:
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": int(width), "height": int(height), "deviceScaleFactor": 1, "mobile": False})

    def load(self, url: str) -> None:
        self.driver.get(url)

    def js(self, script: str, *args):
        return self.driver.execute_script(script, *args)

    def js_async(self, script: str, *args):
        return self.driver.execute_async_script(script, *args)

    def screenshot_png(self) -> bytes:
        return self.driver.get_screenshot_as_png()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


FIREFOX_PREFS = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "browser.sessionstore.resume_from_crash": False,
    "toolkit.startup.max_resumed_crashes": -1,
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "app.normandy.enabled": False,
    "extensions.update.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "layout.css.devPixelsPerPx": "1.0",
    "ui.prefersReducedMotion": 0,
    "dom.max_script_run_time": 0,
}


class Firefox(Browser):
    name = "firefox"

    def start(self) -> None:
        if not os.access(FIREFOX, os.X_OK):
            raise BrowserUnavailable(f"{FIREFOX} not found (run Scripts/browser-deps.sh)")
        try:
            from marionette_driver.marionette import Marionette
        except ImportError as e:  # pragma: no cover
            raise BrowserUnavailable(f"Python package marionette-driver missing: {e}")
        self.port = _free_port()
        self.profile = tempfile.mkdtemp(prefix="ripplegen-firefox-profile-")
        prefs = dict(FIREFOX_PREFS, **{"marionette.port": self.port})
        lines = []
        for key, value in prefs.items():
            v = ("true" if value else "false") if isinstance(value, bool) else (
                str(value) if isinstance(value, int) else '"' + value + '"')
            lines.append(f'user_pref("{key}", {v});')
        Path(self.profile, "user.js").write_text("\n".join(lines) + "\n")
        env = dict(os.environ, MOZ_HEADLESS="1", MOZ_HEADLESS_WIDTH="2400", MOZ_HEADLESS_HEIGHT="2400")
        self.log = open(Path(self.profile, "firefox.log"), "wb")
        self.proc = subprocess.Popen(
            [FIREFOX, "--headless", "--marionette", "--no-remote", "--profile", self.profile,
             "--width", "1400", "--height", "1400", "about:blank"],
            stdout=self.log, stderr=subprocess.STDOUT, env=env)
        self.client = Marionette(host="127.0.0.1", port=self.port, startup_timeout=60)
        try:
            self.client.start_session()
        except Exception:
            self.quit()
            raise
        self.client.timeout.script = SCRIPT_TIMEOUT
        self.version = self.client.session_capabilities.get("browserVersion", "?")

    def quit(self) -> None:
        try:
            self.client.delete_session()
        except Exception:
            pass
        proc = getattr(self, "proc", None)
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if getattr(self, "log", None):
            self.log.close()
        shutil.rmtree(getattr(self, "profile", ""), ignore_errors=True)

    def viewport(self, width: int, height: int) -> None:
        # Resizing a Firefox window is slow (it waits for the resize) and its width has a minimum (500 px
        # headless), so the viewport only grows: it is at least width×height, the page's layout does not depend
        # on it (every document sits at 0,0 with its own width and height) and screenshots are cropped to
        # width×height from the top-left corner.
        inner = self.client.execute_script("return [window.innerWidth, window.innerHeight]")
        if inner[0] >= width and inner[1] >= height:
            return
        width, height = max(width, inner[0]), max(height, inner[1])
        rect = self.client.window_rect
        for _ in range(3):
            if inner == [width, height]:
                return
            self.client.set_window_rect(width=rect["width"] + width - inner[0],
                                        height=rect["height"] + height - inner[1])
            inner = self.client.execute_script("return [window.innerWidth, window.innerHeight]")
            rect = self.client.window_rect
        if inner[0] < width or inner[1] < height:
            raise RuntimeError(f"firefox: cannot size the viewport to {width}x{height} (got {inner})")

    def load(self, url: str) -> None:
        self.client.navigate(url)

    def js(self, script: str, *args):
        return self.client.execute_script(script, script_args=list(args), new_sandbox=False)

    def js_async(self, script: str, *args):
        return self.client.execute_async_script(script, script_args=list(args), new_sandbox=False)

    def screenshot_png(self) -> bytes:
        return self.client.screenshot(format="binary", full=False)


BROWSERS = {"chromium": Chromium, "firefox": Firefox}


def start_browser(name: str) -> Browser:
    browser = BROWSERS[name]()
    t0 = time.monotonic()
    browser.start()
    browser.startup_seconds = time.monotonic() - t0
    return browser
