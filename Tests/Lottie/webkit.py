"""WebKit (Debian's webkit2gtk-driver: WebKitWebDriver driving MiniBrowser) behind Tests/Browser/drivers.py's
Browser interface, for the Lottie harness.

WebKitGTK draws into an X display: one Xvfb is started for the session on a display number it picks itself
(unless LOTTIE_WEBKIT_DISPLAY names a display), so the harness needs no xvfb-run around it.
"""
import os
import shutil
import subprocess

from drivers import SCRIPT_TIMEOUT, Browser, BrowserUnavailable, fit_window

WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")


def _start_xvfb():
    """An Xvfb on a display number it picks itself (-displayfd: no race with other X servers); (process, ":N")."""
    read, write = os.pipe()
    process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "2400x2400x24", "-nolisten", "tcp"],
                               pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()  # written once the server accepts connections
    if not number or process.poll() is not None:
        raise BrowserUnavailable("webkit: Xvfb did not start")
    return process, ":" + number


class WebKit(Browser):
    name = "webkit"

    def start(self):
        if not os.access(WEBKIT_DRIVER, os.X_OK):
            raise BrowserUnavailable("%s not found (apt-get install webkit2gtk-driver)" % WEBKIT_DRIVER)
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        self.xvfb = None
        display = os.environ.get("LOTTIE_WEBKIT_DISPLAY")
        if not display:
            if not shutil.which("Xvfb"):
                raise BrowserUnavailable("webkit: Xvfb not found (apt-get install xvfb)")
            self.xvfb, display = _start_xvfb()
        options = Options()
        options.add_argument("--automation")
        service = Service(executable_path=WEBKIT_DRIVER, env=dict(os.environ, DISPLAY=display))
        try:
            self.driver = webdriver.WebKitGTK(options=options, service=service)
        except Exception as error:
            self.quit()
            raise BrowserUnavailable("webkit: %s" % error)
        self.driver.set_script_timeout(SCRIPT_TIMEOUT)
        self.driver.set_window_rect(x=0, y=0, width=1400, height=1400)
        self.version = self.driver.capabilities.get("browserVersion", "?")

    def quit(self):
        try:
            self.driver.quit()
        except Exception:
            pass
        if self.xvfb is not None and self.xvfb.poll() is None:
            self.xvfb.terminate()
            self.xvfb.wait(10)

    def viewport(self, width, height):
        # Documents sit at 0,0 and screenshots are cropped; the window fits the viewport (drivers.fit_window says why).
        fit_window(self.driver, width, height)

    def load(self, url):
        self.driver.get(url)

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def js_async(self, script, *args):
        return self.driver.execute_async_script(script, *args)

    def screenshot_png(self):
        return self.driver.get_screenshot_as_png()
