"""The Voila server of ``terra-widget classroom``, hardened for a room of students.

``terra-widget classroom`` starts ``python -m terra_widget.classroom.server PAGES ...``: the
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
import json
import os
import secrets
import sqlite3
import time
from collections import Counter
from html import escape
from urllib.parse import parse_qs

from jupyter_core.utils import ensure_async
from tornado import web
from tornado.ioloop import PeriodicCallback
from traitlets import Float, Int
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from terra_widget.i18n import LANGUAGES, translator

from .room import CLIENT_ENV, CLIENT_HEADER, DB_ENV, TOKEN_ENV

#: The only kernel websocket protocol served (jupyter_server's name for it).
V1 = "v1.kernel.websocket.jupyter.org"
#: Largest websocket frame a page may send. A student page sends widget clicks and text
#: fields (a few kB); the default of tornado is 10 MiB.
MAX_FRAME_BYTES = 1 << 20
#: Most parts a v1 frame may have: channel, header, parent header, metadata, content and
#: a few binary buffers (ipywidgets sends none from a student page's controls).
MAX_PARTS = 64
#: A kernel with no websocket for this long may be ended early when the room is full
#: (a page that was reloaded leaves its old kernel; its seat needs the room's place).
EVICT_AFTER_SECONDS = 10.0
#: Recent rooms count towards the cap (a database kept from lesson to lesson holds old
#: rooms, whose seats should not raise it).
RECENT_ROOM_SECONDS = 24 * 3600.0
#: How often a page asks whether its server and kernel are still there (milliseconds).
ALIVE_EVERY_MS = 4000
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


def check_v1_frame(frame) -> str | None:
    """Why ``frame`` is not a well-formed kernel message of protocol v1 (None if it is).

    The layout (jupyter_server ``serialize_msg_to_ws_v1``): an 8-byte little-endian count
    ``n`` of offsets, ``n`` 8-byte offsets, then the channel name and ``n - 2`` parts
    (header, parent header, metadata, content, buffers); part ``i`` runs from offset ``i``
    to offset ``i + 1``, the last one ends the frame."""
    if not isinstance(frame, bytes):
        return "a text frame (protocol v1 sends binary frames only)"
    if len(frame) < 8:
        return f"{len(frame)} bytes, shorter than the offset count"
    n = int.from_bytes(frame[:8], "little")
    if not 6 <= n <= MAX_PARTS + 2:
        return f"{n} offsets (allowed: 6 to {MAX_PARTS + 2})"
    table_end = 8 * (n + 1)
    if len(frame) < table_end:
        return f"{len(frame)} bytes, shorter than its table of {n} offsets"
    offsets = [int.from_bytes(frame[8 * (i + 1):8 * (i + 2)], "little") for i in range(n)]
    if offsets[0] < table_end or any(b < a for a, b in zip(offsets, offsets[1:], strict=False)) \
            or offsets[-1] > len(frame):
        return "offsets outside the frame or out of order"
    try:
        channel = frame[offsets[0]:offsets[1]].decode("utf-8")
        header = json.loads(frame[offsets[1]:offsets[2]])
    except (UnicodeDecodeError, ValueError):
        return "a channel or header that is not UTF-8 JSON"
    if channel not in ("shell", "control", "stdin", "iopub"):
        return "an unknown channel"
    if not isinstance(header, dict) or not isinstance(header.get("msg_type"), str):
        return "a header without a message type"
    return None


def _read_v1_header(message: bytes) -> dict | None:
    """The header of a v1 message the server itself sends (bounded, unlike Voila's
    ``read_header_from_binary_message``); None for anything else."""
    if check_v1_frame(message) is not None:
        return None
    offsets = [int.from_bytes(message[8 * (i + 1):8 * (i + 2)], "little") for i in range(3)]
    return json.loads(message[offsets[1]:offsets[2]])


class GuardedKernelWebsocketHandler(VoilaKernelWebsocketHandler):
    """Voila's kernel websocket, v1 only and with every incoming frame checked."""

    async def pre_get(self):
        offered = [p.strip() for p in
                   self.request.headers.get("Sec-WebSocket-Protocol", "").split(",")]
        if V1 not in offered:
            # The legacy protocol is what makes Voila 0.5.13 misread the server's own
            # binary messages (module docstring): refused before any kernel is touched.
            raise web.HTTPError(400, f"kernel websockets must offer the {V1} subprotocol")
        await super().pre_get()

    def write_error(self, status_code, **kwargs):
        # jupyter_server's error page needs templates Voila does not serve (a refusal here
        # logged a second traceback): the status line and a short text are enough.
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(f"{status_code} {self._reason}\n")

    def select_subprotocol(self, subprotocols):
        return V1 if V1 in subprotocols else None

    def on_message(self, ws_message):
        problem = check_v1_frame(ws_message)
        if problem is not None:
            self.log.warning("Kernel websocket closed: a malformed frame (%s).", problem)
            self.close(1007, "malformed kernel message")
            return None
        return super().on_message(ws_message)

    def write_message(self, message, binary=False):
        # Voila drops execute_input messages (the page never shows code); its header
        # reader is the unbounded one, so the header is read here instead.
        header = None
        if isinstance(message, bytes):
            header = _read_v1_header(message)
        elif isinstance(message, dict):
            header = message.get("header")
        if isinstance(header, dict) and header.get("msg_type") == "execute_input":
            return None
        return super(VoilaKernelWebsocketHandler, self).write_message(message, binary)


# ------------------------------------------------------------------ page language
def _query(handler) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(handler.request.query).items() if v}


def page_language(query: dict[str, str], db_path: str | None) -> str:
    """The page's language: ``?lang=`` as the page itself uses it, else the language of
    the room ``?room=`` names, else English."""
    lang = query.get("lang", "")
    if lang in LANGUAGES:
        return lang
    code = query.get("room", "")
    if code and db_path and os.path.exists(db_path):
        try:
            from .store import Store

            with Store(db_path) as store:
                return store.room(code).lang
        except Exception:  # noqa: BLE001 - an unknown room or a damaged file: the default
            pass
    return "en"


def recent_seats(db_path: str | None, now: float | None = None) -> int:
    """Seats of the rooms of the database created within ``RECENT_ROOM_SECONDS`` (0 if
    the file cannot be read: the cap is then the spare pages only)."""
    if not db_path or not os.path.exists(db_path):
        return 0
    now = time.time() if now is None else now
    try:
        db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=5)
        try:
            row = db.execute(
                "SELECT COUNT(*) FROM seats JOIN game_tables ON seats.table_id = "
                "game_tables.id JOIN rooms ON game_tables.room = rooms.code "
                "WHERE rooms.created >= ?", (now - RECENT_ROOM_SECONDS,)).fetchone()
        finally:
            db.close()
    except sqlite3.Error:
        return 0
    return int(row[0])


def refusal_page(lang: str, title_key: str, text_key: str) -> str:
    t = translator(lang)
    return (f'<!DOCTYPE html><html lang="{escape(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(t(title_key))}</title></head>"
            f'<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">'
            f'<h1>{escape(t(title_key))}</h1><p class="terra-refusal">{escape(t(text_key))}'
            f"</p></body></html>")


def cookie_page(lang: str) -> str:
    """The answer to a page request without the browser cookie: it sets the cookie (in
    the response's header) and loads the page again; no kernel is started for it. A
    browser that keeps no cookies is told so in its language."""
    t = translator(lang)
    text = json.dumps(t("classroom.server.cookies"), ensure_ascii=True).replace("</", "<\\/")
    return (f'<!DOCTYPE html><html lang="{escape(lang)}"><head><meta charset="utf-8">'
            f"<title>Terra</title></head><body style=\"font-family: sans-serif\">"
            f"<script>try {{ if (navigator.cookieEnabled && !sessionStorage.terraTried) {{"
            f" sessionStorage.terraTried = '1'; location.reload(); }} else throw 0; }}"
            f" catch (e) {{ document.body.textContent = {text}; }}</script></body></html>")


def watch_script(lang: str) -> str:
    """The script added to every page: it tells the student, in the page's language,
    when the server stopped answering or no longer knows this page's kernel."""
    t = translator(lang)
    words = {k: t(f"classroom.server.{k}") for k in ("gone", "ended", "back", "reload")}
    # json.dumps escapes quotes; "</" is escaped too so no text can close the script.
    data = json.dumps(words, ensure_ascii=True).replace("</", "<\\/")
    script = """<script>
(function () {
  var T = @WORDS@, misses = 0, shown = null;
  function cfg() {
    var el = document.getElementById('jupyter-config-data');
    try { return JSON.parse(el.textContent); } catch (e) { return {}; }
  }
  function show(kind) {
    if (shown === kind) return;
    shown = kind;
    var box = document.getElementById('terra-server-banner');
    if (!box) {
      box = document.createElement('div');
      box.id = 'terra-server-banner';
      box.setAttribute('role', 'alert');
      box.style.cssText = 'position:fixed;top:0;left:0;right:0;z-index:10000;padding:1em;' +
        'background:#fff3cd;color:#5c4400;border-bottom:2px solid #b38600;font:1.1em sans-serif';
      document.body.appendChild(box);
    }
    box.className = 'terra-server-' + kind;
    box.textContent = T[kind] + ' ';
    if (kind !== 'gone') {
      var b = document.createElement('button');
      b.textContent = T.reload;
      b.className = 'terra-server-reload';
      b.onclick = function () { location.reload(); };
      box.appendChild(b);
    }
  }
  function check() {
    var c = cfg(), base = c.baseUrl || '/', id = c.kernelId || 'none';
    fetch(base + 'terra/alive/' + encodeURIComponent(id), {cache: 'no-store'})
      .then(function (r) {
        misses = 0;
        if (r.status === 200) { if (shown === 'gone') show('back'); }
        else show('ended');
      })
      .catch(function () { misses += 1; if (misses >= 2) show('gone'); });
  }
  try { sessionStorage.removeItem('terraTried'); } catch (e) {}
  setInterval(check, @EVERY@);
})();
</script>
"""
    return script.replace("@WORDS@", data).replace("@EVERY@", str(ALIVE_EVERY_MS))


# ------------------------------------------------------------------ handlers
class ClassroomPageHandler(TornadoVoilaHandler):
    """Voila's page, started only for a page the room has room for (or the teacher with
    the right token), with the server-gone script added."""

    @web.authenticated
    async def get(self, path=None):
        app = self.settings["terra_classroom"]
        query = _query(self)
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
