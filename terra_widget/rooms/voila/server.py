"""The Voila server of ``terra-widget classroom``, hardened for a room of students.

``terra-widget classroom`` starts ``python -m terra_widget.rooms.voila.server PAGES ...``: the
Voila application the project pins, with these changes (docs/classroom.md, "What a student
can and cannot do -- the server"):

* **Kernel websockets speak protocol v1 only, read with bounds checks.** Voila 0.5.13's
  ``VoilaKernelWebsocketHandler.write_message`` reads every binary message it sends as
  protocol v1, also on a connection that chose the legacy protocol (no subprotocol): the
  legacy binary message starts with a 4-byte big-endian count, read as an 8-byte
  little-endian one, and the server's only thread loops about 10^17 times (memory grows
  without end; no page of the room is answered again). jupyter_server's own
  ``deserialize_msg_from_ws_v1`` trusts the offset count a browser sends in the same way.
  Here a websocket that does not offer v1 is refused at the handshake (400), and every
  incoming frame is checked (binary, offset count, offsets inside the frame, a JSON header)
  before jupyter_server reads it; a bad frame closes that one connection (1007) and costs
  nothing else. Frames over ``MAX_FRAME_BYTES`` are refused by tornado (1009).
* **Kernels are bounded.** A page's kernel ends ``cull_seconds`` after its last websocket
  closed, or after it started if no websocket ever opened (a plain GET). Pages beyond the
  cap (the seats of the database's recent rooms plus ``spare_pages``) get a page saying, in
  the room's language, that the room is full, and start no kernel. The teacher's page with
  a wrong or missing token starts no kernel either.
* **No client fills the room.** A page request without the classroom's browser cookie
  gets a tiny page (no kernel) that sets the cookie and loads itself again, so a script
  that keeps no cookies starts no kernel at all. One browser holds at most
  ``PAGES_PER_BROWSER`` pages' kernels (a further page first ends that browser's own pages
  that have no websocket: reloads, closed tabs). A page whose websocket has not connected
  ``connect_seconds`` after its kernel started gives the kernel back. As a generous
  backstop against a script minting cookies, one address has at most
  ``PAGES_PER_ADDRESS`` pages not yet connected at once: a class behind one router shares
  an address, and each student's page connects within seconds of loading, so a class
  opening the page together only sees a page wait a few seconds and load itself again.
* **A page says when its server went away** (a small script added to every page: it asks
  ``/terra/alive/<kernel id>`` every few seconds and shows a banner in the page's language).
* **Wrong PINs count per client address as well as per page and per seat:** the page
  request's address is handed to the page's kernel (``CLIENT_HEADER``; a value the
  browser sent itself is overwritten).
* ``/logout`` is not offered (Voila's answers 500; the classroom has no login).
"""

from __future__ import annotations

import hmac
import os
import secrets
import time
from collections import Counter

from jupyter_core.utils import ensure_async
from tornado import web
from tornado.ioloop import PeriodicCallback
from traitlets import Float, Int
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from ..room import CLIENT_ENV, CLIENT_HEADER, DB_ENV, TOKEN_ENV
from .websocket import MAX_FRAME_BYTES, GuardedKernelWebsocketHandler
from .words import (
    cookie_page,
    page_language,
    query_of,
    recent_seats,
    refusal_page,
    watch_script,
)

#: A kernel with no websocket for this long may be ended early when the room is full
#: (a page that was reloaded leaves its old kernel; its seat needs the room's place).
EVICT_AFTER_SECONDS = 10.0
#: The signed cookie naming a browser (a random id; no personal data).
BROWSER_COOKIE = "terra_browser"
#: The header (set by the server, never the browser's own) handing a page's browser id
#: to Voila's kernel environment, so the server knows which browser each kernel serves.
BROWSER_HEADER = "X-Terra-Browser"
BROWSER_ENV = "HTTP_" + BROWSER_HEADER.upper().replace("-", "_")
#: Most pages' kernels one browser holds: a student's page, a reload, a second tab.
PAGES_PER_BROWSER = 3
#: Most pages from one address whose websocket has not connected yet (a backstop: a
#: class behind one router shares an address; a loaded page connects within seconds).
PAGES_PER_ADDRESS = 8
#: A page told to wait (too many new pages from its address) loads itself again after
#: this many seconds.
RETRY_SECONDS = 5


# ------------------------------------------------------------------ handlers
class ClassroomPageHandler(TornadoVoilaHandler):
    """Voila's page, started only for a page the room has room for (or the teacher with
    the right token), with the server-gone script added."""

    @web.authenticated
    async def get(self, path=None):
        app = self.settings["terra_classroom"]
        query = query_of(self)
        lang = page_language(query, app.db_path)
        teacher = (path or "").rsplit("/", 1)[-1] == "teacher.ipynb"
        if teacher:
            expected = os.environ.get(TOKEN_ENV, "")
            if not expected or not hmac.compare_digest(query.get("token", ""), expected):
                self.set_status(403)
                self.finish(refusal_page(lang, "classroom.server.teacher_title",
                                         "classroom.server.teacher_token"))
                return
            if BROWSER_HEADER in self.request.headers:
                del self.request.headers[BROWSER_HEADER]  # the browser's own: not believed
        else:
            raw = self.get_signed_cookie(BROWSER_COOKIE, max_age_days=2)
            browser = raw.decode("ascii", "replace") if raw else None
            if browser is None:
                # a cookie first: a client keeping none never starts a kernel
                self.set_signed_cookie(BROWSER_COOKIE, secrets.token_urlsafe(12),
                                       expires_days=None, httponly=True, samesite="Lax")
                self.set_header("Cache-Control", "no-store")
                self.finish(cookie_page(lang))
                return
            address = self.request.remote_ip or ""
            refusal = await app.admit(browser, address)
            if refusal is not None:
                status, title, text = {
                    "browser": (429, "classroom.server.tabs_title", "classroom.server.tabs"),
                    "address": (429, "classroom.server.busy_title", "classroom.server.busy"),
                    "full": (503, "classroom.server.full_title", "classroom.server.full"),
                }[refusal]
                self.set_status(status)
                self.set_header("Retry-After", str(RETRY_SECONDS if refusal == "address"
                                                   else 60))
                page = refusal_page(lang, title, text)
                if refusal == "address":  # loads itself again when pages have connected
                    page = page.replace("</head>", f'<meta http-equiv="refresh" '
                                                   f'content="{RETRY_SECONDS}"></head>')
                self.finish(page)
                return
            self.request.headers[BROWSER_HEADER] = browser
            starting = app.starting
            starting[("browser", browser)] += 1
            starting[("address", address)] += 1
            try:
                await self._serve(app, path, lang)
            finally:
                for key in (("browser", browser), ("address", address)):
                    starting[key] -= 1
                    if starting[key] <= 0:
                        del starting[key]
            return
        await self._serve(app, path, lang)

    async def _serve(self, app, path, lang):
        # Until Voila has started this page's kernel it is not among the kernels: counted
        # apart, so that pages loading at the same moment cannot overrun the cap.
        # The address the page came from, for the guards against guessing PINs: set here,
        # over anything the browser sent under that name (Voila hands it to the kernel).
        self.request.headers[CLIENT_HEADER] = self.request.remote_ip or ""
        app.pending += 1
        starting = True
        try:
            injected = False
            async for html in self.get_generator(path=path):
                if starting:  # Voila yields only once the kernel has started
                    app.pending -= 1
                    starting = False
                if not injected and "</body>" in html:
                    head, tail = html.rsplit("</body>", 1)
                    html = head + watch_script(lang) + "</body>" + tail
                    injected = True
                self.write(html)
                self.flush()
            if not injected:
                self.write(watch_script(lang))
        finally:
            if starting:
                app.pending -= 1


class AliveHandler(web.RequestHandler):
    """200 while the server runs this kernel, 410 once it does not (ended or unknown)."""

    def get(self, kernel_id):
        km = self.settings["kernel_manager"]
        self.set_header("Cache-Control", "no-store")
        self.set_status(200 if kernel_id in km.list_kernel_ids() else 410)
        self.finish()


class ClassroomVoila(Voila):
    """Voila with the classroom's guards (module docstring)."""

    cull_seconds = Float(120.0, config=True,
                         help="End a page's kernel this many seconds after its last websocket "
                              "closed (or after its start, if none opened).")
    spare_pages = Int(6, config=True,
                      help="Pages allowed beyond the seats of the recent rooms (the teacher's, "
                           "reloads).")
    connect_seconds = Float(30.0, config=True,
                            help="End a page's kernel if its websocket has not connected this "
                                 "many seconds after the kernel started.")

    def init_settings(self):
        settings = super().init_settings()
        settings["terra_classroom"] = self
        settings["websocket_max_message_size"] = MAX_FRAME_BYTES
        self.pending = 0  # pages whose kernel Voila is still starting
        self._no_socket_since: dict[str, float] = {}
        # kernel id -> (browser id, address, started): who each page's kernel serves
        self.owners: dict[str, tuple[str, str, float]] = {}
        self.connected: set[str] = set()  # kernels whose page's websocket ever connected
        self.starting: Counter = Counter()  # ("browser" | "address", id) -> pages starting
        self.db_path = os.environ.get(DB_ENV)
        for header in (CLIENT_HEADER, BROWSER_HEADER):
            if header not in self.voila_configuration.http_header_envs:
                self.voila_configuration.http_header_envs = [
                    *self.voila_configuration.http_header_envs, header]
        return settings

    def init_handlers(self):
        handlers = []
        for spec in super().init_handlers():
            pattern, handler = spec[0], spec[1]
            if handler is VoilaKernelWebsocketHandler:
                spec = (pattern, GuardedKernelWebsocketHandler, *spec[2:])
            elif handler is TornadoVoilaHandler:
                spec = (pattern, ClassroomPageHandler, *spec[2:])
            elif pattern.rstrip("/").endswith("/logout"):
                continue  # Voila's logout page answers 500; the classroom has no login
            handlers.append(spec)
        handlers.append((rf"{self.server_url.rstrip('/')}/terra/alive/([^/]+)", AliveHandler))
        return handlers

    # -------------------------------------------------------------- kernels
    @property
    def cap(self) -> int:
        return recent_seats(self.db_path) + self.spare_pages

    def _connections(self, kernel_id: str) -> int:
        return self.kernel_manager._kernel_connections.get(kernel_id, 0)

    def _watch(self) -> dict[str, float]:
        """Since when each kernel has had no websocket (absent: it has one now)."""
        now = time.monotonic()
        ids = set(self.kernel_manager.list_kernel_ids())
        for kid in list(self._no_socket_since):
            if kid not in ids or self._connections(kid) > 0:
                del self._no_socket_since[kid]
        for kid in ids:
            if self._connections(kid) == 0:
                self._no_socket_since.setdefault(kid, now)
            else:
                self.connected.add(kid)
        for kid in list(self.owners):
            if kid not in ids:
                del self.owners[kid]
        self.connected &= ids
        return self._no_socket_since

    def _track_kernels(self) -> None:
        """Note which browser and address each page's kernel serves (Voila hands the
        page's request headers to ``start_kernel`` in the kernel's environment)."""
        km = self.kernel_manager
        start = km.start_kernel

        async def start_kernel(*args, **kwargs):
            kid = await ensure_async(start(*args, **kwargs))
            env = kwargs.get("env") or {}
            self.owners[kid] = (env.get(BROWSER_ENV, ""), env.get(CLIENT_ENV, ""),
                                time.monotonic())
            return kid

        km.start_kernel = start_kernel

    async def admit(self, browser: str, address: str) -> str | None:
        """Why a new page of ``browser`` from ``address`` may not start a kernel now
        ('browser', 'address' or 'full'), or None when it may."""
        watch = self._watch()
        mine = sorted((o[2], kid) for kid, o in self.owners.items() if o[0] == browser)
        held = len(mine) + self.starting[("browser", browser)]
        if held >= PAGES_PER_BROWSER:
            # the browser's own pages without a websocket (a reload's old page, a closed
            # tab) make way for its new one
            idle = [kid for _, kid in mine if kid in watch]
            await self._end(idle[:held - PAGES_PER_BROWSER + 1])
            self._watch()
            held = (sum(1 for o in self.owners.values() if o[0] == browser)
                    + self.starting[("browser", browser)])
            if held >= PAGES_PER_BROWSER:
                return "browser"
        waiting = sum(1 for kid, o in self.owners.items()
                      if o[1] == address and kid not in self.connected)
        if waiting + self.starting[("address", address)] >= PAGES_PER_ADDRESS:
            return "address"
        if not await self.make_room_for_a_page():
            return "full"
        return None

    async def _end(self, kernel_ids) -> None:
        for kid in kernel_ids:
            self._no_socket_since.pop(kid, None)
            try:
                self.log.info("Ending kernel %s: its page has gone.", kid)
                await ensure_async(self.kernel_manager.shutdown_kernel(kid))
            except Exception:  # noqa: BLE001 - ended meanwhile
                pass

    async def cull(self) -> None:
        now = time.monotonic()
        watch = self._watch()
        # a page that never connected gives its kernel back after connect_seconds
        never = [kid for kid in watch if kid not in self.connected
                 and now - self.owners.get(kid, ("", "", watch[kid]))[2]
                 >= self.connect_seconds]
        await self._end([kid for kid, since in watch.items()
                         if now - since >= self.cull_seconds or kid in never])

    async def make_room_for_a_page(self) -> bool:
        """True if one more page may start a kernel (ending pages gone for a while first)."""
        cap = self.cap
        running = len(self.kernel_manager.list_kernel_ids()) + self.pending
        if running < cap:
            return True
        now = time.monotonic()
        gone = sorted((since, kid) for kid, since in self._watch().items()
                      if now - since >= EVICT_AFTER_SECONDS)
        await self._end([kid for _, kid in gone[:running - cap + 1]])
        return len(self.kernel_manager.list_kernel_ids()) + self.pending < cap

    def listen(self):
        self._track_kernels()
        every = max(0.5, min(10.0, self.cull_seconds / 4, self.connect_seconds / 4))
        self._culler = PeriodicCallback(self.cull, every * 1000)
        self._culler.start()
        super().listen()


main = ClassroomVoila.launch_instance

if __name__ == "__main__":
    main()
