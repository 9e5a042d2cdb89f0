"""The laptop room against one client, and its stop (``terra-widget classroom`` as the
class gets it, on 127.0.0.1):

* plain GETs of the student page by one script (keeping cookies or not) cannot fill the
  room: a classmate's new page shows the join form, and the kernels come back down to
  what the connected pages hold;
* every page the server starts to send ends, whole: a browser's further page never ends
  the kernels of its pages still being sent (Voila then sent its keep-alive forever, or a
  page with an error in place of the game); it is asked to try again in a few seconds;
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


#: A page's whole answer takes a few seconds (its kernel starts and runs the page's cell).
#: A page still streaming after this long is left (status 0) and fails the test: Voila
#: sends a keep-alive every 10 s while a page's kernel works, so a read timeout alone never
#: ends a page that the server keeps open.
WHOLE_PAGE_SECONDS = 90.0
#: What Voila writes in place of a cell's output when the page's kernel died under it.
SERVER_ERROR = "An exception occurred at the server"


def whole_page(status: int, body: str) -> bool:
    """A page that finished: a refusal, the cookie page, or the game's page with its
    widget (no error in place of the cell's output)."""
    if status in (429, 503):
        return "terra-refusal" in body
    return status == 200 and body.rstrip().endswith("</html>") and SERVER_ERROR not in body \
        and ("terra/alive" not in body or "application/vnd.jupyter.widget-view+json" in body)


def get(op, url, timeout=120, whole=WHOLE_PAGE_SECONDS):
    """One GET as a script sends it; a page still streaming after ``whole`` seconds is
    left (status 0)."""
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
        peak, stop, statuses, broken = [0], threading.Event(), [], []
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
                status, body = get(op, url)
                statuses.append(status)
                if not whole_page(status, body):
                    broken.append((status, body[-300:]))
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
        assert not broken, f"{len(broken)} of {len(statuses)} pages did not end whole: " \
                           f"{broken[:3]}"
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


def test_a_browsers_next_page_never_ends_its_pages_still_loading(tmp_path):
    """Three tabs of one browser load the page together, and a fourth comes while they
    load (a student opening tabs, or reloading, as the pages come): the fourth is asked
    to try again (and does so by itself); the three finish whole with the game. Once they
    are served (still no websocket: a script's GETs), a further page ends the oldest."""
    server = ClassroomServer(tmp_path)
    try:
        room = Room.open(4, path=server.db, seed=3)
        url = f"{server.student_url}?room={room.code}"
        jar = opener(True)
        assert get(jar, url)[0] == 200 and not server.kernels()  # the cookie page
        answers = [None] * 3

        def tab(i):
            answers[i] = get(jar, url)

        tabs = [threading.Thread(target=tab, args=(i,)) for i in range(3)]
        for th in tabs:
            th.start()
        end = time.monotonic() + 60
        while len(server.kernels()) < 3 and time.monotonic() < end:
            time.sleep(0.05)
        assert len(server.kernels()) == 3 and all(th.is_alive() for th in tabs), \
            "the three tabs' pages were not loading together"
        status, body = get(jar, url)
        for th in tabs:
            th.join()
        assert all(whole_page(*a) and "terra/alive" in a[1] for a in answers), \
            [(a[0], len(a[1]), a[1][-200:]) for a in answers if not whole_page(*a)]
        en = translator("en")
        assert status == 429 and en("classroom.server.busy") in body
        assert 'http-equiv="refresh"' in body
        assert len(server.kernels()) == 3
        # served, with no websocket: the browser's next page takes the oldest one's place
        status, body = get(jar, url)
        assert status == 200 and whole_page(status, body) and "terra/alive" in body
        assert len(server.kernels()) == 3
    finally:
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
