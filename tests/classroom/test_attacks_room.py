"""The laptop room against one client, and its stop (``terra-widget classroom`` as the
class gets it, on 127.0.0.1):

* plain GETs of the student page by one script (keeping cookies or not) cannot fill the
  room: a classmate's new page shows the join form, and the kernels come back down to
  what the connected pages hold;
* SIGTERM and SIGHUP to the command end the Voila server and every kernel, as Ctrl-C does.
"""

from __future__ import annotations

import http.cookiejar
import os
import signal
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "browser"))

from classroom_browser import ClassroomServer  # noqa: E402

from terra_widget.i18n import translator  # noqa: E402
from terra_widget.rooms.room import Room  # noqa: E402

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def opener(cookies: bool):
    handlers = [urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())] \
        if cookies else []
    return urllib.request.build_opener(*handlers)


def get(op, url, timeout=120, whole=30.0):
    """One GET as a script sends it; a page still streaming after ``whole`` seconds is
    left (status 0): Voila streams a page as its cells run, so a read timeout alone never
    ends a GET that a server trickles, and the flood would outlast the test."""
    try:
        with op.open(url, timeout=timeout) as r:
            end, body = time.monotonic() + whole, b""
            while chunk := r.read1(65536):
                body += chunk
                if time.monotonic() > end:
                    return 0, body.decode("utf-8", "replace")
            return r.status, body.decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8", "replace")


def alive(pid: int) -> bool:
    import psutil

    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def test_one_client_cannot_fill_the_room(chromium_browser, tmp_path):
    server = ClassroomServer(tmp_path)
    ctx = None
    ref_ctx = chromium_browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        room = Room.open(4, path=server.db, seed=3)
        url = f"{server.student_url}?room={room.code}"
        en = translator("en")
        peak, stop, statuses = [0], threading.Event(), []
        # the reference: a classmate's page before any flood (the same run, same load)
        start = time.monotonic()
        ref_page = ref_ctx.new_page()
        ref_page.goto(url, timeout=120_000)
        ref_page.wait_for_selector(".terra-join-name input", timeout=120_000)
        reference = time.monotonic() - start

        def flood(op, n):
            for _ in range(n):
                if stop.is_set():
                    return
                statuses.append(get(op, url)[0])
                peak[0] = max(peak[0], len(server.kernels()))

        # one client: a script keeping no cookies (4 at a time), and the same script
        # keeping its cookies (3 at a time): 70 GETs
        jar = opener(True)
        threads = [threading.Thread(target=flood, args=(opener(False), 10)) for _ in range(4)]
        threads += [threading.Thread(target=flood, args=(jar, 10)) for _ in range(3)]
        for th in threads:
            th.start()
        wait = time.monotonic() + 30
        while len(statuses) < 30 and time.monotonic() < wait:
            time.sleep(0.2)
        # a classmate opens the page during the flood, 30 GETs into it
        ctx = chromium_browser.new_context(viewport={"width": 1280, "height": 720})
        page = ctx.new_page()
        start = time.monotonic()
        page.goto(url, timeout=120_000)
        page.wait_for_selector(f".terra-join-name input, "
                               f"h1:has-text('{en('classroom.server.full_title')}')",
                               timeout=120_000)
        shown = time.monotonic() - start
        full = page.locator("h1", has_text=en("classroom.server.full_title")).count()
        stop.set()
        for th in threads:
            th.join()
        print(f"\n{len(statuses)} GETs by one client; the classmate's page showed "
              f"{'the room is full' if full else 'the join form'} after {shown:.1f} s "
              f"(before the flood: {reference:.1f} s); at most {peak[0]} kernels during "
              f"the flood")
        assert not full, "one client's GETs filled the room"
        assert page.locator(".terra-join-name input").count() == 1
        # the flood's pages never connect: their kernels end, the classmates' stay
        end = time.monotonic() + 120
        while len(server.kernels()) > 2 and time.monotonic() < end:
            time.sleep(1)
        assert len(server.kernels()) == 2
        assert page.locator(".terra-join-name input").count() == 1
        assert ref_page.locator(".terra-join-name input").count() == 1
    finally:
        if ctx is not None:
            ctx.close()
        ref_ctx.close()
        server.stop()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_to_the_command_ends_every_part(tmp_path, sig):
    server = ClassroomServer(tmp_path)
    try:
        room = Room.open(4, path=server.db, seed=3)
        op = opener(True)
        url = f"{server.student_url}?room={room.code}"
        for _ in range(2):  # the cookie, then the page (its kernel)
            status, body = get(op, url)
        assert status == 200 and "terra/alive" in body
        voila, kernels = server.server_pid(), server.kernels()
        assert voila and kernels
        os.kill(server.proc.pid, sig)  # the command only, as `kill` or systemd sends it
        server.proc.wait(30)
        end = time.monotonic() + 30
        left = [voila, *kernels]
        while time.monotonic() < end:
            left = [pid for pid in (voila, *kernels) if alive(pid)]
            if not left:
                break
            time.sleep(0.5)
        assert not left, f"left running after {signal.Signals(sig).name}: {left}"
    finally:
        server.stop()
