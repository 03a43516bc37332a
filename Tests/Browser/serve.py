"""A folder served over HTTP on the loopback address, for pages that a file: URL would not prove.

WebKit treats every file: URL as its own origin: a page's style sheets from file: cannot be read through
CSSOM (`cssRules` throws "Not allowed to access cross-origin stylesheet") and `<script type="module">`
from file: does not load. Real pages come over HTTP, so the press pages do too. The server answers GET
only, for the one folder, on 127.0.0.1 and an ephemeral port, and logs nothing.
"""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path


class _Quiet(http.server.SimpleHTTPRequestHandler):
    # Module scripts need a JavaScript MIME type; Python's table has it, but say so for every version.
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript", ".mjs": "text/javascript",
                      ".css": "text/css", ".html": "text/html; charset=utf-8"}

    def log_message(self, format, *args) -> None:  # noqa: A002 (the base class's name)
        pass

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")  # a regenerated file is read anew
        super().end_headers()


class Served:
    """`with Served(folder) as server: server.url(path)` — path's URL while the block runs."""

    def __init__(self, folder: Path):
        self.folder = Path(folder).resolve()
        handler = functools.partial(_Quiet, directory=str(self.folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> "Served":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def url(self, path: Path) -> str:
        relative = Path(path).resolve().relative_to(self.folder)
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/{relative.as_posix()}"
