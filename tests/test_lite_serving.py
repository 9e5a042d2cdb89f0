"""The site's own server (``tools/lite.py --serve``, used by the site's tests and
``benchmarks/lite_load.py``) sends what GitHub Pages sends, so that a visit after a reload
reuses the browser's copy of Pyodide and its wheels: ``Cache-Control: max-age=600`` with
every file, and "304 Not Modified" without a body when the file did not change. No
browser: a plain HTTP client on a folder of two files."""

from __future__ import annotations

import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import lite as site_tool  # noqa: E402  (tools/lite.py)


def test_the_site_server_lets_browsers_cache_and_revalidate(tmp_path):
    (tmp_path / "pyodide.asm.wasm").write_bytes(b"\0asm" + b"x" * 1000)
    (tmp_path / "index.html").write_text("<!doctype html><p>Terra</p>", encoding="utf-8")
    server = site_tool.serve(root=tmp_path)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with urllib.request.urlopen(f"{base}/pyodide.asm.wasm") as reply:
            assert reply.headers["Content-Type"] == "application/wasm"
            assert reply.headers["Cache-Control"] == "max-age=600"
            modified = reply.headers["Last-Modified"]
            assert modified and len(reply.read()) == 1004
        # the server's thread counts a body once it has written it all, which can be a
        # moment after the client has read it
        for _ in range(100):
            if server.bytes_sent[0] == 1004:
                break
            time.sleep(0.05)
        sent = server.bytes_sent[0]
        assert sent == 1004, sent
        again = urllib.request.Request(f"{base}/pyodide.asm.wasm",
                                       headers={"If-Modified-Since": modified})
        try:
            urllib.request.urlopen(again)
            raise AssertionError("an unchanged file was sent again")
        except urllib.error.HTTPError as reply:
            assert reply.code == 304
        assert server.bytes_sent[0] == sent  # no body the second time
    finally:
        server.shutdown()
        server.server_close()
    plain = site_tool.serve(root=tmp_path, cache_control=None)  # as Python's own server
    try:
        url = f"http://127.0.0.1:{plain.server_address[1]}/index.html"
        with urllib.request.urlopen(url) as reply:
            assert reply.headers["Cache-Control"] is None
    finally:
        plain.shutdown()
        plain.server_close()



def test_a_visitor_who_leaves_mid_download_leaves_no_traceback(tmp_path, capfd):
    """A reload while Pyodide's 10 MB are on their way closes the connection: the site's
    server says nothing (a traceback in the teacher's terminal reads as a crash), and it
    keeps serving. An error of its own is still printed."""
    import socket
    import struct

    (tmp_path / "pyodide.asm.wasm").write_bytes(b"\0asm" + b"x" * 8_000_000)
    server = site_tool.serve(root=tmp_path)
    port = server.server_address[1]
    try:
        for _ in range(3):
            with socket.create_connection(("127.0.0.1", port)) as sock:
                sock.sendall(b"GET /pyodide.asm.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
                assert sock.recv(4096).startswith(b"HTTP/1.0 200")
                # closed at once with bytes unread: a reset, and the server's writes fail
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        url = f"http://127.0.0.1:{port}/pyodide.asm.wasm"
        with urllib.request.urlopen(url) as reply:  # still serving, the whole file
            assert len(reply.read()) == 8_000_004
        time.sleep(0.5)  # room for a late traceback of the aborted downloads to show
        quiet = capfd.readouterr().err
        try:
            raise ValueError("a fault of the server's own")
        except ValueError:
            server.handle_error(None, ("127.0.0.1", 1))
        loud = capfd.readouterr().err
    finally:
        server.shutdown()
        server.server_close()
    assert "Error" not in quiet and "Traceback" not in quiet, quiet
    assert "a fault of the server's own" in loud
