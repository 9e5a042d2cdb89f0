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
