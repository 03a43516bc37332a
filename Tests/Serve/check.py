#!/usr/bin/env python3
"""`ripplegen serve` from the outside: its contract, its refusals, load and memory, over raw HTTP.

    RIPPLEGEN=.build/debug/ripplegen python3 Tests/Serve/check.py

Starts `ripplegen serve --spec COPY` on a free port, then checks: the first line's address and secret; 403
without the secret, 421 for another Host, 403 for a cross-origin body; POST /render answering exactly the
CLI's bytes and media type for every single-file format, and the CLI's own diagnostic text with 400 or 422;
413 for a 100 MB body (not read), malformed requests and `..`/encoded paths answered without effect; 200
concurrent requests for 50 distinct renders all correct (p99 printed; a render that found no slot in 5 s is a 503 with Retry-After, asked
again after it, as the page does); 500 idle connections while the server still answers; an idle and
a slow client dropped after the 10 s timeout; a spec
edited on disk seen by /version within 500 ms (printed); a save that keeps the file's mode and a conflicting
save refused (409); SIGTERM and SIGINT ending with exit 0. Prints the figures; exits 1 on any failure.
"""

import concurrent.futures
import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("RIPPLEGEN", str(ROOT / ".build/debug/ripplegen"))
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def start(*args):
    process = subprocess.Popen([BINARY, "serve", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline().strip()
    match = re.fullmatch(r"http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{64})", line)
    return process, line, match


def request(port, method, path, body=None, headers=None, host=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    all_headers = {"Host": host or f"127.0.0.1:{port}"}
    all_headers.update(headers or {})
    connection.request(method, path, body=body, headers=all_headers)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, response.getheader("Content-Type"), data


def cli(args, suffix):
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / ("a" + suffix)
        run = subprocess.run([BINARY, *args, "-o", str(out)], capture_output=True)
        return run.returncode, (out.read_bytes() if out.exists() else b""), run.stderr.decode()


def main():
    work = Path(tempfile.mkdtemp(prefix="serve-check-"))
    spec = work / "mine.json"
    shutil.copy(ROOT / "Templates/styles/ring.json", spec)
    os.chmod(spec, 0o640)
    process, line, match = start("--spec", str(spec))
    check(match is not None, f"the first line is the address with a secret: {line}")
    if not match:
        process.kill()
        sys.exit(1)
    port, token = int(match.group(1)), match.group(2)
    bearer = {"Authorization": "Bearer " + token}
    try:
        contract(port, token, bearer)
        refusals(port, token, bearer)
        load(port, bearer, process.pid)
        dropped(port, token)
        watching(port, bearer, spec)
    finally:
        process.send_signal(signal.SIGTERM)
        code = process.wait(timeout=10)
    check(code == 0, f"SIGTERM stops it with exit 0 (got {code})")
    # The address line is the event: serve installs its signal handlers before it prints the address.
    process, _, _ = start("--style", "pulse")
    process.send_signal(signal.SIGINT)
    code = process.wait(timeout=10)
    check(code == 0, f"SIGINT stops it with exit 0 (got {code})")
    check(not list(work.glob(".*")), "no temporary file is left beside the spec")
    shutil.rmtree(work)
    print(f"{len(failures)} failure(s)")
    sys.exit(1 if failures else 0)


CASES = [
    (["--style", "ring", "--repeat", "25"], ".svg", "image/svg+xml"),
    (["--style", "material", "--format", "css", "--hold", "0.6"], ".svg", "image/svg+xml"),
    (["--style", "pulse", "--format", "lottie", "--rings", "4"], ".json", "application/json"),
    (["--style", "splash", "--format", "png", "--at", "0.2"], ".png", "image/png"),
    (["--style", "fill", "--format", "gif", "--fps", "20"], ".gif", "image/gif"),
    (["--style", "ring", "--format", "webp", "--fps", "10"], ".webp", "image/webp"),
    (["--style", "ring", "--evaluate", "0,0.5"], ".json", "application/json"),
]


def contract(port, token, bearer):
    for args, suffix, media in CASES:
        status, kind, body = request(port, "POST", "/render", json.dumps(args), bearer)
        code, expected, _ = cli(args, suffix)
        check(status == 200 and kind == media and body == expected and code == 0,
              f"POST /render {' '.join(args)}: 200 {media}, the CLI's {len(expected)} bytes")
    status, _, body = request(port, "POST", f"/render?token={token}", json.dumps(["--style", "ring"]))
    check(status == 200, "the secret may be the token query parameter")
    for args, want in [(["--style", "ring", "--repeat", "0"], 400), (["--style", "nope"], 400), (["--style", "ring", "--bogus"], 400)]:
        status, _, body = request(port, "POST", "/render", json.dumps(args), bearer)
        run = subprocess.run([BINARY, *args], capture_output=True)
        check(status == want and body.decode() == run.stderr.decode() and run.returncode == 64,
              f"{' '.join(args)}: {want} with the CLI's text ({body.decode().splitlines()[0]})")
    broken = '{\n  "name": "x",\n  "layers": 5\n}\n'
    status, _, body = request(port, "POST", "/render", json.dumps({"args": [], "spec": broken}), bearer)
    check(status == 422 and re.search(r":\d+:\d+: error:", body.decode()) is not None, f"a bad spec: 422 at its line and column ({body.decode().strip()[:80]})")
    for args in (["--style", "ring", "-o", "/tmp/x.svg"], ["--spec", "/etc/passwd"], ["--style", "ring", "--check"], ["batch", "m.json"]):
        status, _, body = request(port, "POST", "/render", json.dumps(args), bearer)
        check(status == 400, f"{' '.join(args)}: refused with 400 (no file read or written)")
    check(not Path("/tmp/x.svg").exists() or Path("/tmp/x.svg").stat().st_mtime < time.time() - 60, "-o wrote nothing")


def refusals(port, token, bearer):
    check(request(port, "GET", "/")[0] == 403, "no secret: 403")
    check(request(port, "GET", "/?token=" + "0" * 64)[0] == 403, "a wrong secret: 403")
    check(request(port, "GET", f"/?token={token}")[0] == 200, "the page with the secret: 200")
    check(request(port, "GET", f"/?token={token}", host=f"evil.example:{port}")[0] == 421, "another Host (DNS rebinding): 421")
    check(request(port, "GET", f"/?token={token}", host="127.0.0.1:1")[0] == 421, "another port in Host: 421")
    status = request(port, "POST", "/render", "[]", {**bearer, "Origin": "http://evil.example"})[0]
    check(status == 403, "a cross-origin body: 403")
    status = request(port, "POST", "/render", "[]", {**bearer, "Sec-Fetch-Site": "cross-site"})[0]
    check(status == 403, "Sec-Fetch-Site cross-site with a body: 403")
    for path in ("/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "//etc/passwd"):
        status, _, body = request(port, "GET", f"{path}?token={token}")
        check(status == 404 and b"root:" not in body, f"GET {path}: 404, nothing of the file system")
    # A 100 MB body: refused from its length, not read.
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(f"POST /render HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {token}\r\n"
                    f"Content-Length: {100 * 1024 * 1024}\r\n\r\n".encode() + b"[" * 65536)
        reply = raw.recv(4096).decode(errors="replace")
    check(reply.startswith("HTTP/1.1 413"), f"a 100 MB body: 413 ({reply.splitlines()[0] if reply else 'nothing'})")
    for junk in (b"GARBAGE\r\n\r\n", b"GET / HTTP/1.1\r\nHost: \xff\xfe\r\n\r\n", b"\x00" * 1000, b"GET /" + b"a" * 100000 + b" HTTP/1.1\r\n\r\n"):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:
                raw.sendall(junk)
                raw.recv(1024)
        except OSError:
            pass
    check(request(port, "GET", f"/version?token={token}")[0] == 200, "malformed requests leave the server answering")


def load(port, bearer, pid):
    # 50 distinct renders, each asked for 4 times at once: the server keeps what it just rendered (docs/serve.md),
    # so the same arguments 200 times would be one render; 50 keep both render slots busy, and each render's
    # other 3 requests wait for it (or are answered from it).
    variants = [["--style", "pulse", "--rings", "3", "--repeat", str(n)] for n in range(1, 51)]
    expected = [cli(args, ".svg")[1] for args in variants]

    refused = []

    def one(index):
        body = json.dumps(variants[index % len(variants)])
        # A render that finds no free slot in time is answered 503 with Retry-After (docs/serve.md): a client
        # asks again after that many seconds, as the page does. Every render must end with the CLI's bytes.
        started = time.perf_counter()
        for _ in range(20):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            connection.request("POST", "/render", body=body, headers={"Host": f"127.0.0.1:{port}", **bearer})
            response = connection.getresponse()
            data = response.read()
            connection.close()
            after = response.getheader("Retry-After")
            if response.status != 503:
                break
            refused.append(after)
            if not after:
                return False, time.perf_counter() - started
            time.sleep(float(after))
        return response.status == 200 and data == expected[index % len(variants)], time.perf_counter() - started

    started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=200) as pool:
        results = list(pool.map(one, range(200)))
    wall = time.perf_counter() - started
    latencies = sorted(latency for _, latency in results)
    p99 = latencies[int(0.99 * len(latencies)) - 1]
    check(all(ok for ok, _ in results), f"200 concurrent requests for 50 renders all correct (wall {wall:.2f} s, p50 {latencies[99] * 1000:.0f} ms, "
          f"p99 {p99 * 1000:.0f} ms; {len(refused)} answers 503, asked again after their Retry-After)")
    check(all(refused), "every 503 carries a Retry-After")
    idle = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(500)]
    started = time.perf_counter()
    status = request(port, "GET", "/version", headers=bearer)[0]
    check(status == 200, f"500 idle connections open: the server still answers ({(time.perf_counter() - started) * 1000:.0f} ms)")
    for connection in idle:
        connection.close()
    peak = [l for l in Path(f"/proc/{pid}/status").read_text().splitlines() if l.startswith("VmHWM")]
    print("peak memory: " + (peak[0].split(":")[1].strip() if peak else "?"))


def dropped(port, token):
    """An idle client (connected, nothing sent) and a slow one (half a request, then nothing) are both dropped
    after the server's 10 s timeout, at the same time, while the server still answers others."""
    def closed_within(first_bytes, limit=16):
        with socket.create_connection(("127.0.0.1", port), timeout=limit + 5) as raw:
            started = time.perf_counter()
            if first_bytes:
                raw.sendall(first_bytes)
            try:
                while raw.recv(4096):
                    pass
            except (ConnectionResetError, socket.timeout):
                pass
            return time.perf_counter() - started
    partial = f"POST /render?token={token} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 100\r\n\r\n[".encode()
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        idle, slow = pool.map(closed_within, [b"", partial])
    check(8 <= idle <= 16, f"an idle client is dropped after the timeout ({idle:.1f} s)")
    check(8 <= slow <= 16, f"a client that stops halfway through its request is dropped after the timeout ({slow:.1f} s)")


def watching(port, bearer, spec):
    version = json.loads(request(port, "GET", "/version", headers=bearer)[2])["version"]
    text = spec.read_text()
    started = time.perf_counter()
    replacement = spec.with_name("mine.json.new")
    replacement.write_text(text.replace('"name": "ring"', '"name": "ring2"'))
    os.replace(replacement, spec)
    seen = None
    while time.perf_counter() - started < 2:
        if json.loads(request(port, "GET", "/version", headers=bearer)[2])["version"] != version:
            seen = time.perf_counter() - started
            break
        time.sleep(0.01)
    check(seen is not None and seen < 0.5, f"a spec edited on disk is seen within 500 ms ({(seen or 9) * 1000:.0f} ms)")
    version = json.loads(request(port, "GET", "/version", headers=bearer)[2])["version"]
    os.chmod(spec, 0o640)
    edited = text.replace('"name": "ring"', '"name": "saved"')
    status, _, body = request(port, "PUT", "/spec", json.dumps({"text": edited, "version": version}), bearer)
    check(status == 200 and spec.read_text() == edited and (spec.stat().st_mode & 0o777) == 0o640,
          f"a save replaces the file and keeps its mode ({status})")
    # No wait for the watcher: a save compares the file on disk with the version it read (ServeFiles.save).
    spec.write_text(text)
    status, _, body = request(port, "PUT", "/spec", json.dumps({"text": edited, "version": version}), bearer)
    check(status == 409 and spec.read_text() == text, f"a save over a change on disk is refused with 409 ({body.decode().strip()[:70]})")


if __name__ == "__main__":
    main()
