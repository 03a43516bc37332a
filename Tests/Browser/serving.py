"""`ripplegen serve` and a browser for its page, started together and stopped together (the scripts that
drive the editor page outside the checks: Tests/Browser/serve_screenshots.py, Benchmarks/serve_update.py)."""

from __future__ import annotations

import contextlib
import subprocess

from drivers import start_browser


@contextlib.contextmanager
def served(binary: str, engine: str = "chromium", width: int = 1400, height: int = 1000):
    """Yields (browser, the page's address) for `binary serve`; stops both however the block ends."""
    server = subprocess.Popen([binary, "serve"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    url = server.stdout.readline().strip()
    browser = start_browser(engine)
    try:
        browser.viewport(width, height)
        yield browser, url
    finally:
        browser.quit()
        server.terminate()
        server.wait(timeout=10)
