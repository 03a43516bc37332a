"""Three real browser engines behind one small interface.

Chromium: Debian's chromium + chromium-driver through Selenium, pointed at /usr/bin/chromedriver (Selenium
never downloads a driver then); the page size is pinned with DevTools Emulation.setDeviceMetricsOverride.
Firefox: Debian's firefox-esr started headless with --marionette and a temporary profile on a free port,
driven by PyPI marionette-driver (no geckodriver).

WebKit (Safari's engine): Debian's WebKitGTK MiniBrowser driven by its WebKitWebDriver through Selenium
(webdriver.WebKitGTK), in an Xvfb display of its own (WebKitGTK has no headless mode in Debian 12's build).

All three emulate CSS media features (emulate_media) and capture a page's console errors/warnings and requests
(begin_capture/end_capture) for the preview and media parts; WebKit by other means (its class says how).
"""

from __future__ import annotations

import base64
import io
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Optional

from PIL import Image

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
MINIBROWSER = os.environ.get("MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
XVFB = os.environ.get("XVFB", "/usr/bin/Xvfb")

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

    def emulate_media(self, features: dict[str, str]) -> None:
        """Emulate CSS media features ({"prefers-reduced-motion": "reduce", "forced-colors": "active"}); an
        empty dict restores the defaults. Raises BrowserUnavailable for a feature this browser cannot emulate."""
        raise BrowserUnavailable(f"{self.name}: media emulation is not implemented")

    def begin_capture(self) -> None:
        """Start recording the page's console messages and requests (call before load())."""
        raise BrowserUnavailable(f"{self.name}: console/network capture is not implemented")

    def end_capture(self) -> tuple[list[str], list[str]]:
        """(console errors and warnings, URLs requested) since begin_capture()."""
        raise BrowserUnavailable(f"{self.name}: console/network capture is not implemented")

    def screenshot(self, width: int, height: int) -> Image.Image:
        """The top-left width×height CSS px of the page (device scale factor 1), as RGB."""
        image = Image.open(io.BytesIO(self.screenshot_png())).convert("RGB")
        if image.width < width or image.height < height:
            raise RuntimeError(f"{self.name}: screenshot {image.width}x{image.height} smaller than {width}x{height}")
        return image.crop((0, 0, width, height))


def stop_process(proc: Optional[subprocess.Popen]) -> None:
    """Ends a process the harness started (a browser, an X server): asked to stop, killed after 10 s."""
    if proc is None or proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


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
        # The page's console messages (errors, warnings, failed loads) and its network requests (DevTools
        # Network.requestWillBeSent in the performance log), read by begin_capture()/end_capture().
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        options.add_experimental_option("perfLoggingPrefs", {"enableNetwork": True, "enablePage": False})
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

    def emulate_media(self, features: dict[str, str]) -> None:
        # DevTools Emulation.setEmulatedMedia; it stays in effect across navigations until replaced.
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "media": "", "features": [{"name": k, "value": v} for k, v in features.items()]})

    def begin_capture(self) -> None:
        self.driver.get_log("browser")      # reading a log empties it
        self.driver.get_log("performance")

    def end_capture(self) -> tuple[list[str], list[str]]:
        import json
        console = [f"{e.get('level')} {e.get('source')}: {e.get('message')}" for e in self.driver.get_log("browser")
                   if e.get("level") in ("WARNING", "SEVERE")]
        requests = []
        for entry in self.driver.get_log("performance"):
            try:
                message = json.loads(entry["message"])["message"]
            except (KeyError, ValueError):
                continue
            if message.get("method") == "Network.requestWillBeSent":
                requests.append(message.get("params", {}).get("request", {}).get("url", "?"))
        return console, requests


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

    def __init__(self, prefs: Optional[dict] = None):
        # Preferences beyond FIREFOX_PREFS, written to the profile before the start (a benchmark's fine clock:
        # {"privacy.reduceTimerPrecision": False}; by default performance.now() steps by 1 ms).
        self.prefs = prefs or {}

    def start(self) -> None:
        if not os.access(FIREFOX, os.X_OK):
            raise BrowserUnavailable(f"{FIREFOX} not found (run Scripts/browser-deps.sh)")
        try:
            from marionette_driver.marionette import Marionette
        except ImportError as e:  # pragma: no cover
            raise BrowserUnavailable(f"Python package marionette-driver missing: {e}")
        self.port = _free_port()
        self.profile = tempfile.mkdtemp(prefix="ripplegen-firefox-profile-")
        prefs = dict(FIREFOX_PREFS, **self.prefs, **{"marionette.port": self.port})
        lines = []
        for key, value in prefs.items():
            v = ("true" if value else "false") if isinstance(value, bool) else (
                str(value) if isinstance(value, int) else '"' + value + '"')
            lines.append(f'user_pref("{key}", {v});')
        Path(self.profile, "user.js").write_text("\n".join(lines) + "\n")
        env = dict(os.environ, MOZ_HEADLESS="1", MOZ_HEADLESS_WIDTH="2400", MOZ_HEADLESS_HEIGHT="2400")
        self.log = open(Path(self.profile, "firefox.log"), "wb")
        self.proc = subprocess.Popen(
            # -remote-allow-system-access: Marionette's chrome context and system sandboxes (preferences for
            # media emulation, the console service, request observers); Firefox ≥ 138 refuses them without it.
            [FIREFOX, "--headless", "--marionette", "-remote-allow-system-access", "--no-remote",
             "--profile", self.profile, "--width", "1400", "--height", "1400", "about:blank"],
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
        stop_process(getattr(self, "proc", None))
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

    # Marionette's own capture (drawSnapshot of the page's window global over white, at scale 1, of a rectangle in
    # the document's coordinates: the scroll position is added), of the viewport's top-left width x height only:
    # its screenshot is of the whole window (1400 x 1314 here, whatever the viewport asked for), about 250-470 ms a
    # shot on the shared 2-core machine where this one takes about 6 ms; the pixels are the same (compared when
    # this was written).
    SNAPSHOT_JS = """const [x, y, w, h] = arguments, done = arguments[arguments.length - 1];
        gBrowser.selectedBrowser.browsingContext.currentWindowGlobal.drawSnapshot(new DOMRect(x, y, w, h), 1, "rgb(255,255,255)")
          .then(bitmap => {
            const c = document.createElementNS("http://www.w3.org/1999/xhtml", "canvas");
            c.width = w; c.height = h; c.getContext("2d").drawImage(bitmap, 0, 0); bitmap.close();
            done(c.toDataURL("image/png"));
          }, e => done("error: " + e));"""

    def screenshot(self, width: int, height: int) -> Image.Image:
        x, y = self.js("return [scrollX, scrollY]")
        with self.client.using_context("chrome"):
            url = self.client.execute_async_script(self.SNAPSHOT_JS, script_args=[x, y, int(width), int(height)], new_sandbox=False)
        if not url.startswith("data:image/png;base64,"):
            raise RuntimeError(f"firefox: the snapshot of {width}x{height} failed: {url[:200]}")
        return Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))).convert("RGB")

    # Media emulation through preferences (Marionette's set_pref runs in the chrome context, hence Firefox is
    # started with -remote-allow-system-access). Both preferences apply to open pages at once.
    FORCED_FOREGROUND = "#c51162"  # CanvasText under forced colours: a colour no built-in style uses
    FORCED_BACKGROUND = "#fff8e1"
    MEDIA_PREFS = {
        ("prefers-reduced-motion", "reduce"): {"ui.prefersReducedMotion": 1},
        ("prefers-reduced-motion", "no-preference"): {"ui.prefersReducedMotion": 0},
        # "Override the colours specified by the page: always" is what makes (forced-colors: active) match.
        ("forced-colors", "active"): {"browser.display.document_color_use": 2,
                                      "browser.display.use_system_colors": False,
                                      "browser.display.foreground_color": FORCED_FOREGROUND,
                                      "browser.display.background_color": FORCED_BACKGROUND},
        ("forced-colors", "none"): {},
    }

    def emulate_media(self, features: dict[str, str]) -> None:
        wanted: dict = {}
        for key in features.items():
            if key not in self.MEDIA_PREFS:
                raise BrowserUnavailable(f"firefox: no preference emulates ({key[0]}: {key[1]})")
            wanted.update(self.MEDIA_PREFS[key])
        if not hasattr(self, "_saved_prefs"):
            self._saved_prefs = {}
        for name in set(self._saved_prefs) - set(wanted):  # restore what an earlier call changed
            self._set_pref(name, self._saved_prefs.pop(name))
        for name, value in wanted.items():
            if name not in self._saved_prefs:
                self._saved_prefs[name] = self.client.get_pref(name)
            self._set_pref(name, value)
        # A preference reaches the page's media queries on a later tick, not when set_pref returns (seen in CI
        # under load: a check read the styles before (prefers-reduced-motion: reduce) matched). Wait until the
        # page's own matchMedia answers as asked.
        resting = {"prefers-reduced-motion": "no-preference", "forced-colors": "none"}
        ended = {name: resting[name] for name in getattr(self, "_emulated", {}) if name not in features}
        self._emulated = dict(features)
        queries = [f"({name}: {value})" for name, value in {**ended, **features}.items()]
        deadline = time.monotonic() + 5
        while queries and not self.js("return arguments[0].every(q => matchMedia(q).matches)", queries):
            if time.monotonic() > deadline:
                raise RuntimeError(f"firefox: the page does not match {' and '.join(queries)} 5 s after the preference was set")
            time.sleep(0.02)

    def _set_pref(self, name: str, value) -> None:
        if value is None:
            self.client.clear_pref(name)
        else:
            self.client.set_pref(name, value)

    # Requests: a parent-process observer of file-channel-opened and http-on-opening-request (every file:
    # and http(s) channel, wherever it is loaded), keeping those triggered by web content (not the browser's
    # own background requests). Console: the content process's console service (nsIScriptError: script
    # errors, failed images, malformed XML, CSS warnings) and console API storage (console.error/warn) for
    # the page's window, read from a system-principal sandbox in the content process.
    _OBSERVE_JS = """
      const topics = ['file-channel-opened', 'http-on-opening-request', 'http-on-failed-opening-request'];
      if (window.__rgObserver) for (const t of topics) Services.obs.removeObserver(window.__rgObserver, t);
      const seen = window.__rgRequests = [];
      window.__rgObserver = {observe(subject, topic) {
        try {
          const channel = subject.QueryInterface(Ci.nsIChannel);
          const info = channel.loadInfo;
          const system = !!(info && info.triggeringPrincipal && info.triggeringPrincipal.isSystemPrincipal);
          const documentLoad = !!(info && info.externalContentPolicyType === Ci.nsIContentPolicy.TYPE_DOCUMENT);
          // The browser's own background requests are system-triggered non-document loads; a navigation
          // (Marionette's, too) is a document load.
          if (system && !documentLoad) return;
          seen.push(channel.URI.spec);
        } catch (e) { seen.push(topic + ': ' + e); }
      }};
      for (const t of topics) Services.obs.addObserver(window.__rgObserver, t);
    """
    _UNOBSERVE_JS = """
      const topics = ['file-channel-opened', 'http-on-opening-request', 'http-on-failed-opening-request'];
      if (window.__rgObserver) for (const t of topics) Services.obs.removeObserver(window.__rgObserver, t);
      window.__rgObserver = null;
      return window.__rgRequests || [];
    """
    CONSOLE_JS = """
      const frame = arguments[0] ? document.querySelector(arguments[0]) : null;
      const win = frame ? frame.contentWindow : window;
      const id = win.windowGlobalChild.innerWindowId;
      const since = arguments[1];
      const out = [];
      for (const m of Services.console.getMessageArray()) {
        if (!(m instanceof Ci.nsIScriptError)) continue;
        if (m.innerWindowID !== id && !(m.innerWindowID === 0 && m.timeStamp >= since && !m.isFromChromeContext)) continue;
        const level = (m.flags & Ci.nsIScriptError.warningFlag) ? 'warning' : (m.flags & Ci.nsIScriptError.infoFlag) ? 'info' : 'error';
        if (level !== 'info') out.push(level + ' ' + m.category + ': ' + m.errorMessage + ' (' + m.sourceName + ':' + m.lineNumber + ')');
      }
      const storage = Cc['@mozilla.org/consoleAPI-storage;1'].getService(Ci.nsIConsoleAPIStorage);
      for (const e of storage.getEvents(String(id))) {
        if (e.level === 'error' || e.level === 'warn' || e.level === 'assert')
          out.push('console.' + e.level + ': ' + Array.from(e.arguments || [], String).join(' '));
      }
      return out;
    """

    def begin_capture(self) -> None:
        with self.client.using_context(self.client.CONTEXT_CHROME):
            self.client.execute_script(self._OBSERVE_JS)
        self._capture_since = time.time() * 1000 - 50

    def end_capture(self) -> tuple[list[str], list[str]]:
        with self.client.using_context(self.client.CONTEXT_CHROME):
            requests = self.client.execute_script(self._UNOBSERVE_JS)
        console = self.client.execute_script(self.CONSOLE_JS, script_args=[None, self._capture_since],
                                             sandbox="system")
        return console, requests

    def console_in_frame(self, host_url: str, url: str, timeout: float = 10.0) -> list[str]:
        """Load url into the <iframe id="frame"> of the page host_url with CSS error reporting on, and return
        the frame's console errors and warnings. CSS parse errors are only reported for a docShell whose
        cssErrorReportingEnabled is set (DevTools sets it); a top-level navigation to a file: URL replaces the
        browsing context (and its docShell), so the flag is set on an iframe's docShell, which survives."""
        self.load(host_url)
        since = time.time() * 1000 - 50
        self.client.execute_script("""
          const f = document.getElementById('frame');
          f.contentWindow.docShell.cssErrorReportingEnabled = true;
          f.src = arguments[0];""", script_args=[url], sandbox="system")
        deadline = time.monotonic() + timeout
        while not self.client.execute_script("""
            const f = document.getElementById('frame');
            return f.contentWindow.location.href === arguments[0] && f.contentDocument.readyState === 'complete';""",
                                             script_args=[url], sandbox="system"):
            if time.monotonic() > deadline:
                raise RuntimeError(f"firefox: {url} did not load in the iframe within {timeout:g} s")
            time.sleep(0.05)
        return self.client.execute_script(self.CONSOLE_JS, script_args=["#frame", since], sandbox="system")


# The console hook of WebKit.begin_capture(), first in the page's <head>: it runs before any of the page's own
# scripts, and an error listener on window in the capture phase also sees failed loads of elements.
CAPTURE_HOOK = """<script>(() => {
  const log = window.__rgConsole = [];
  const text = (values) => values.map((v) => { try { return typeof v === 'string' ? v : String(v && v.stack || v); }
                                               catch (e) { return '?'; } }).join(' ');
  for (const level of ['error', 'warn', 'assert']) {
    const original = console[level];
    console[level] = function (...args) {
      if (level !== 'assert') log.push('console.' + level + ': ' + text(args));
      else if (!args[0]) log.push('console.assert: ' + text(args.slice(1)));
      return original.apply(this, args);
    };
  }
  addEventListener('error', (e) => {
    const t = e.target;
    if (t && t !== window && t.localName)
      log.push('failed to load <' + t.localName + '> ' + String(t.currentSrc || t.src || t.href || '').slice(0, 120));
    else log.push('error: ' + e.message + ' (' + e.filename + ':' + e.lineno + ')');
  }, true);
  addEventListener('unhandledrejection', (e) => log.push('unhandled rejection: ' + text([e.reason])));
  document.addEventListener('securitypolicyviolation', (e) =>
    log.push('Content-Security-Policy ' + e.violatedDirective + ' refused ' + String(e.blockedURI).slice(0, 80)));
  // MiniBrowser asks an HTTP server for /favicon.ico when a page names no icon (it does not over file:): an
  // empty data: icon keeps the browser's own request out of the page's.
  const icon = Object.assign(document.createElement('link'), {rel: 'icon', href: 'data:,'});
  document.currentScript.before(icon);
  document.currentScript.remove();  // the page's own scripts are counted by some checks
})();</script>"""


class _CaptureServer:
    """One folder over HTTP on 127.0.0.1 (an ephemeral port) that logs each request's path and puts
    CAPTURE_HOOK into every HTML page it serves."""

    def __init__(self, folder: Path):
        import http.server
        import threading
        import serve

        self.folder = Path(folder).resolve()
        self.requests: list[str] = []
        capture = self

        class Handler(serve._Quiet):
            def do_GET(self) -> None:
                capture.requests.append(self.path)
                path = Path(self.translate_path(self.path))
                if path.suffix != ".html" or not path.is_file():
                    return super().do_GET()
                page = path.read_text()
                head = re.search(r"<head\b[^>]*>", page, re.I)
                at = head.end() if head else 0
                body = (page[:at] + CAPTURE_HOOK + page[at:]).encode()
                self.send_response(200)
                self.send_header("Content-Type", self.extensions_map[".html"])
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.httpd = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), lambda *a, **k: Handler(*a, directory=str(self.folder), **k))
        self.httpd.daemon_threads = True
        self.origin = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def http_url(self, url: str) -> str:
        """A file: URL inside the folder → its URL on this server (anything else unchanged)."""
        from urllib.parse import unquote, urlsplit
        if not url.startswith("file:"):
            return url
        parts = urlsplit(url)
        relative = Path(unquote(parts.path)).resolve().relative_to(self.folder)
        return f"{self.origin}/{relative.as_posix()}" + (f"#{parts.fragment}" if parts.fragment else "")

    def file_urls(self) -> list[str]:
        """The requests so far, as the file: URLs they stand for (so they compare with the page's own)."""
        from urllib.parse import unquote, urlsplit
        return [(self.folder / unquote(urlsplit(p).path).lstrip("/")).as_uri() for p in self.requests]

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class WebKit(Browser):
    """WebKitGTK 2.50 (the engine of Safari): MiniBrowser in automation mode under its own Xvfb display.

    Its driver performs W3C pointer (mouse and pen), key and wheel actions; touch actions are performed as a
    mouse's (pointerType "mouse", no touch events); it has no DevTools, no log endpoint, no BiDi and no media
    emulation (README.md, "WebKit", has what was measured). Instead:

    - prefers-reduced-motion, for real: WebKitGTK answers it from GTK's gtk-enable-animations, read when the
      browser starts, so WebKit(reduced_motion=True) starts a MiniBrowser whose GTK settings turn animations
      off; WebKit's own media matching then says `reduce`, inline and in <img> documents alike.
    - emulate_media() rewrites the page instead: every CSS media rule of the page's style sheets that tests an
      emulated feature gets the media text "all" (or "not all" when it tests another value), window.matchMedia
      answers for the feature, and prefers-color-scheme also sets the root's color-scheme (WebKit resolves
      system colours such as CanvasText from it). It applies to the open page and again after every load()
      until an empty dict restores the defaults. It proves what the sheet asks for under the feature, not
      WebKit's matching of the query, and cannot reach documents inside <img> (their sheets are not the page's).
    - begin_capture()/end_capture(): the page is served over HTTP on the loopback address while capturing; the
      server logs every request and puts a hook first in the page's <head> that records console.error/warn/
      assert, uncaught errors and rejections, failed loads and Content-Security-Policy refusals (then removes
      its own <script>). CSS parse warnings and messages WebKit only writes to its inspector are not seen."""

    def __init__(self, reduced_motion: bool = False):
        self.reduced_motion = reduced_motion
        self._media: dict[str, str] = {}
        self._capture: Optional[_CaptureServer] = None
        self._capturing = False

    name = "webkit"

    def start(self) -> None:
        for path in (WEBKIT_DRIVER, MINIBROWSER, XVFB):
            if not os.access(path, os.X_OK):
                raise BrowserUnavailable(f"{path} not found (run Scripts/browser-deps.sh)")
        try:
            from selenium import webdriver
            from selenium.webdriver.webkitgtk.options import Options
            from selenium.webdriver.webkitgtk.service import Service
        except ImportError as e:  # pragma: no cover
            raise BrowserUnavailable(f"Python package selenium missing: {e}")
        # Xvfb picks a free display and writes its number to the pipe (-displayfd).
        read, write = os.pipe()
        self.xvfb = subprocess.Popen([XVFB, "-displayfd", str(write), "-screen", "0", "2600x2600x24", "-nolisten", "tcp"],
                                     pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            display = pipe.readline().strip()
        if not display:
            self.quit()
            raise BrowserUnavailable("Xvfb did not start")
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        # GTK settings of our own (not the user's): WebKitGTK's prefers-reduced-motion is
        # !gtk-enable-animations, read at start.
        self.config = tempfile.mkdtemp(prefix="ripplegen-webkit-config-")
        Path(self.config, "gtk-3.0").mkdir()
        Path(self.config, "gtk-3.0", "settings.ini").write_text(
            f"[Settings]\ngtk-enable-animations={'false' if self.reduced_motion else 'true'}\n")
        env = dict(os.environ, DISPLAY=":" + display, GDK_BACKEND="x11", GDK_SCALE="1", WEBKIT_DISABLE_COMPOSITING_MODE="0",
                   XDG_CONFIG_HOME=self.config)
        service = Service(executable_path=WEBKIT_DRIVER, env=env)
        try:
            self.driver = webdriver.WebKitGTK(options=options, service=service)
        except Exception as e:
            self.quit()
            raise BrowserUnavailable(f"WebKitWebDriver did not start: {e}")
        self.driver.set_script_timeout(SCRIPT_TIMEOUT)
        self.version = self.driver.capabilities.get("browserVersion", "?")

    def quit(self) -> None:
        try:
            self.driver.quit()
        except Exception:
            pass
        stop_process(getattr(self, "xvfb", None))
        self._end_server()
        shutil.rmtree(getattr(self, "config", ""), ignore_errors=True)

    def viewport(self, width: int, height: int) -> None:
        inner = fit_window(self.driver, width, height)
        if inner[0] >= width and inner[1] >= height:
            return
        raise RuntimeError(f"webkit: cannot size the viewport to {width}x{height} (got {inner})")

    def load(self, url: str) -> None:
        if self._capturing and self._capture is None and url.startswith("file:"):
            from urllib.parse import unquote, urlsplit
            self._capture = _CaptureServer(Path(unquote(urlsplit(url).path)).parent)
        if self._capture is not None:
            url = self._capture.http_url(url)
        self.driver.get(url)
        if self._media:  # emulation stays in effect across navigations, as in the other browsers
            self.emulate_media(self._media)

    def js(self, script: str, *args):
        return self.driver.execute_script(script, *args)

    def js_async(self, script: str, *args):
        return self.driver.execute_async_script(script, *args)

    def screenshot_png(self) -> bytes:
        return self.driver.get_screenshot_as_png()

    _MEDIA_JS = """
      const wanted = arguments[0];
      const saved = window.__rgMedia || (window.__rgMedia = {rules: [], matchMedia: window.matchMedia});
      for (const [rule, text] of saved.rules) rule.media.mediaText = text;
      saved.rules = [];
      window.matchMedia = saved.matchMedia;
      if (saved.colorScheme !== undefined) document.documentElement.style.colorScheme = saved.colorScheme;
      delete saved.colorScheme;
      const features = Object.entries(wanted);
      if (!features.length) return 0;
      // The boolean form (prefers-reduced-motion), (forced-colors) is true for every value but the "none" one.
      const NONE = {'prefers-reduced-motion': 'no-preference', 'forced-colors': 'none', 'prefers-contrast': 'no-preference'};
      const answer = query => {
        const text = query.split(' ').join('');
        for (const [name, value] of features) {
          if (text.includes('(' + name + ':')) return text.includes('(' + name + ':' + value + ')');
          if (text.includes('(' + name + ')')) return value !== NONE[name];
        }
        return null;
      };
      if (wanted['prefers-color-scheme']) {
        saved.colorScheme = document.documentElement.style.colorScheme;
        document.documentElement.style.colorScheme = wanted['prefers-color-scheme'];
      }
      const visit = rules => { for (const rule of rules) {
        if (rule.media && rule.cssRules) {
          const yes = answer(rule.media.mediaText);
          if (yes !== null) { saved.rules.push([rule, rule.media.mediaText]); rule.media.mediaText = yes ? 'all' : 'not all'; }
        }
        if (rule.cssRules) visit(rule.cssRules);
      } };
      // WebKit treats every file: URL as its own origin: such a sheet cannot be read, so it cannot be emulated.
      const unreadable = [];
      for (const sheet of document.styleSheets) { try { visit(sheet.cssRules); } catch (e) { unreadable.push(sheet.href); } }
      if (unreadable.length) return unreadable;
      window.matchMedia = q => { const yes = answer(q); return yes === null ? saved.matchMedia.call(window, q) :
        {matches: yes, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}}; };
      return saved.rules.length;
    """

    def emulate_media(self, features: dict[str, str]) -> None:
        self._media = {}  # kept for later loads only once it has worked
        unreadable = self.driver.execute_script(self._MEDIA_JS, features)
        if isinstance(unreadable, list):
            raise BrowserUnavailable(f"webkit: cannot emulate media for style sheets it cannot read: {', '.join(map(str, unreadable))} "
                                     "(file: sheets are cross-origin in WebKit: serve the page over HTTP, serve.py)")
        self._media = dict(features)

    def begin_capture(self) -> None:
        """From the next file: page on, load() serves that page's folder over HTTP (see the class's doc)."""
        self._end_server()
        self._capturing = True

    def _end_server(self) -> None:
        self._capturing = False
        if self._capture is not None:
            self._capture.close()
            self._capture = None

    def end_capture(self) -> tuple[list[str], list[str]]:
        if self._capture is None:
            raise RuntimeError("webkit: end_capture() without a page loaded since begin_capture()")
        console = self.driver.execute_script("return window.__rgConsole || null")
        requests = self._capture.file_urls()
        self._end_server()
        if console is None:
            raise RuntimeError("webkit: the console hook is not in the page: the capture is broken")
        return list(console), requests


BROWSERS = {"chromium": Chromium, "firefox": Firefox, "webkit": WebKit}


def fit_window(driver, width: int, height: int) -> list[int]:
    """Sizes a WebKitWebDriver window so that its inner size (the viewport) is width×height, smaller as well as
    larger, or as near as the window goes (MiniBrowser is at least 447 px wide); returns the inner size. Its
    screenshot is of the whole viewport, so a small one is fast (a 240×240 page: 25 ms in a 447×240 viewport,
    384 ms in the first 1024×730 one, at load 11; the same pixels)."""
    inner = driver.execute_script("return [innerWidth, innerHeight]")
    for _ in range(5):
        if inner == [width, height]:
            break
        rect = driver.get_window_rect()
        driver.set_window_rect(width=rect["width"] + width - inner[0], height=rect["height"] + height - inner[1])
        before, inner = inner, driver.execute_async_script(RESIZED_JS, width, height)
        if inner == before:
            break  # as small as the window goes
    return inner


# The viewport once the page has its resize event (WebKitGTK resizes after set_window_rect returns), or after three
# animation frames without one (the window could not change).
RESIZED_JS = """const [w, h] = arguments, done = arguments[arguments.length - 1];
let over = false, frames = 0;
const end = () => over || (over = true, done([innerWidth, innerHeight]));
if (innerWidth === w && innerHeight === h) end();
addEventListener('resize', end, {once: true});
const tick = () => ++frames >= 3 ? end() : requestAnimationFrame(tick);
requestAnimationFrame(tick);"""


def start_browser(name: str, **options) -> Browser:
    """options: WebKit(reduced_motion=True) only."""
    browser = BROWSERS[name](**options)
    t0 = time.monotonic()
    browser.start()
    browser.startup_seconds = time.monotonic() - t0
    return browser
