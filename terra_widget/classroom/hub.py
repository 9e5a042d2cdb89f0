"""The classroom as a JupyterHub-managed service (issue #23): ``python -m
terra_widget.classroom.hub``.

The hub starts this process (``docs/hub/jupyterhub_config.py``) and its proxy sends
``/services/terra-rooms/`` here. Every request is tied to a hub user by JupyterHub's own
helpers (``HubOAuthenticated``: a token in the ``Authorization`` header, as a student's
kernel sends it, or the hub's OAuth cookie in a browser); nothing here handles OAuth by
hand. Two hub groups say who may do what: teachers (``TERRA_HUB_TEACHERS``, default
``terra-teachers``) open and run rooms, students (``TERRA_HUB_STUDENTS``, default
``terra-students``) join them; anybody else is refused with a sentence saying so.

Trust: the user's name *and groups* are the hub's own answer for the request's token or
cookie (``/hub/api/user`` answers for the token's owner, groups included); no name is
ever put into a URL to look someone up. The XSRF check is skipped only for requests the
hub authenticated by API token (a browser cannot forge the ``Authorization`` header of a
token; it can add Basic or Negotiate ones by itself). A body is at most ``MAX_BODY`` bytes
(413) and nests at most ``MAX_JSON_DEPTH`` deep (400); a refusal quotes at most a short
prefix of what was sent. Each user has at most ``MAX_PARKED`` long polls waiting; one
seat view is built per seat and version, shared by every request that asks for it.

This process is the room's authority, as ``terra-widget classroom`` is on a laptop: the
same ``Room`` and ``Store`` code, the only holder of whole hands. A student receives only
what their seat may see (``hub_view.seat_json``); their identity is their hub name, so
no PIN is typed: the service keeps each hub user's seat (and the seat's PIN, which the
store asks for every move) in a table of its own beside the store's tables. It serves no
Jupyter API (it is no Jupyter server): only the routes below.

Routes (under the service prefix; JSON in and out; errors as ``{"error": key,
"message": sentence}`` in the room's language)::

    GET  api/me                             who you are, as the service sees you
    POST api/rooms                          teacher: open a room {students, lang, seed}
    GET  api/rooms/CODE                     teacher: seats, statuses, the projector view
    POST api/rooms/CODE/control             teacher: {do: start|pause|resume|open_hands|
                                            close_hands|replace|keep, table, seat, user}
                                            (keep: the seat is kept for hub user ``user``)
    GET  api/rooms/CODE/summary.csv         teacher: the CSV
    GET  api/rooms/CODE/tables.svg, story?table=N, choices.csv
                                            teacher: the stories (``hub_stories``)
    POST api/rooms/CODE/join                student: take (or get back) your seat
    GET  api/rooms/CODE/seat?since=V        student: your seat's view (with ``since``, the
                                            ``version`` of the last one: waits up to 20 s
                                            for a change)
    POST api/rooms/CODE/move                student: {seq, action}
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import time
from collections import Counter
from pathlib import Path
from urllib.parse import urlparse

from jupyterhub.services.auth import HubOAuth, HubOAuthCallbackHandler, HubOAuthenticated
from tornado import web
from tornado.ioloop import IOLoop, PeriodicCallback

from terra_widget.checks import is_whole
from terra_widget.i18n import translator
from terra_widget.rules.save_limits import MAX_JSON_DEPTH, json_brackets, json_depth

from .errors import ClassroomError
from .hub_view import seat_json
from .room import Room, default_db_path
from .store import Store, normalise_code

SERVICE_NAME = "terra-rooms"
TEACHERS_ENV, STUDENTS_ENV = "TERRA_HUB_TEACHERS", "TERRA_HUB_STUDENTS"
#: Longest wait of a student's ``seat?since=`` request for a change (seconds).
LONG_POLL = 20.0
#: How often the service looks for changes and due computer players (seconds).
TICK = 0.1
#: How long the service trusts the hub's answer for a token (the user's name and groups:
#: a student moved to another group is known by then; seconds).
GROUPS_TTL = 30
#: Largest request body (bytes): an action or a teacher's control is well under 1 kB.
MAX_BODY = 64 * 1024
#: Most long polls (``seat?since=``) one hub user may have waiting at once: a notebook
#: has one, a few notebooks of the same student a few; more are answered at once.
MAX_PARKED = 4
#: Longest quotation of what a request sent, in a refusal (characters).
MAX_QUOTE = 80

HUB_SCHEMA = """
CREATE TABLE IF NOT EXISTS hub_rooms(code TEXT PRIMARY KEY, owner TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS hub_seats(room TEXT NOT NULL, user TEXT NOT NULL,
    table_id INTEGER NOT NULL, seat INTEGER NOT NULL, pin TEXT NOT NULL,
    PRIMARY KEY (room, user));
"""


class Rooms:
    """The service's rooms: the store, who opened which room, which hub user sits where."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.store = Store(self.path)
        self._db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        self._db.executescript(HUB_SCHEMA)
        self._rooms: dict[str, Room] = {}
        self._views: dict[tuple[int, int], tuple[tuple[int, int], dict]] = {}

    # ------------------------------------------------------------- the teacher
    def open(self, owner: str, students, *, lang="en", seed=None, bot_delay=1.0) -> Room:
        room = Room.open(students, path=self.path, lang=lang, seed=seed, bot_delay=bot_delay)
        room.store.close()
        room.store = self.store
        self._db.execute("INSERT INTO hub_rooms(code, owner) VALUES (?, ?)", (room.code, owner))
        self._rooms[room.code] = room
        return room

    def owned(self, owner: str, code) -> Room:
        """Room ``code`` if ``owner`` opened it (a teacher runs only their own rooms)."""
        code = self.store.room(code).code
        row = self._db.execute("SELECT owner FROM hub_rooms WHERE code = ?", (code,)).fetchone()
        if row is None or row[0] != owner:
            raise ClassroomError("hub_not_your_room", code=code)
        return self.room(code)

    def codes(self) -> list[str]:
        return [c for (c,) in self._db.execute("SELECT code FROM hub_rooms")]

    # ------------------------------------------------------------- a student
    def seat_of(self, user: str, code) -> tuple[int, int, str] | None:
        row = self._db.execute("SELECT table_id, seat, pin FROM hub_seats WHERE room = ? AND "
                               "user = ?", (normalise_code(code), user)).fetchone()
        return None if row is None else (row[0], row[1], row[2])

    def room(self, code) -> Room:
        """Room ``code`` (its key is the service's: a kept seat opens with its keep code)."""
        code = self.store.room(code).code
        room = self._rooms.get(code)
        if room is None:
            room = self._rooms[code] = Room.reopen(code, path=self.path)
            room.store.close()
            room.store = self.store
        return room

    def join(self, user: str, code) -> tuple[int, int]:
        """``user``'s seat in room ``code``: the one they have, else the seat the teacher
        kept for their hub name, else the first free seat nobody's name is kept on (tables
        in order), taken in their hub name (R1.1: names are the players'). The hub vouches
        for the name, so a kept seat needs no keep code here: the service uses it itself,
        and nobody else's join can reach that seat."""
        room = self.store.room(code)
        found = self.seat_of(user, room.code)
        if found is not None:  # a restarted server, a second notebook: the same seat
            return found[:2]
        if room.started:
            raise ClassroomError("already_started")
        free, kept_for_others = None, False
        for info in self.store.tables(room.code):
            for s in self.store.seats(info.id):
                if s.kind != "open":
                    continue
                # the hub name itself, not a look-alike: 'ｃｈｌｏｅ' (a hub account of its
                # own) folds to 'chloe' as a player's name but is not the hub's chloe
                if s.assigned is not None and s.assigned == user:
                    keep = self.room(room.code).keep_codes().get((info.id, s.seat))
                    return self._take(room.code, user, info.id, s.seat, keep)
                if s.assigned is not None:
                    kept_for_others = True
                elif free is None:
                    free = (info.id, s.seat)
        if free is not None:
            return self._take(room.code, user, *free, None)
        if kept_for_others:
            raise ClassroomError("hub_seats_kept", code=room.code)
        raise ClassroomError("table_full")

    def _take(self, code: str, user: str, table_id: int, seat: int, keep) -> tuple[int, int]:
        pin = self.store.take_seat(code, table_id, seat, user, keep)
        self._db.execute("INSERT INTO hub_seats(room, user, table_id, seat, pin) "
                         "VALUES (?, ?, ?, ?, ?)", (code, user, table_id, seat, pin))
        return table_id, seat

    def seat_state(self, user: str, code) -> dict:
        """The seat's view, built once per seat and version (``flags.version``: any change
        of the room or the table raises it) and shared by every request asking for it
        (a flood of polls from one student costs one build per move, not one each)."""
        found = self.seat_of(user, code)
        if found is None:
            raise ClassroomError("hub_no_seat", code=normalise_code(code))
        table_id, seat, _ = found
        version = self.store.table_version(table_id)
        cached = self._views.get((table_id, seat))
        if cached is not None and cached[0] == version:
            return cached[1]
        out = self._build_seat_state(code, table_id, seat)
        self._views[(table_id, seat)] = (version, out)
        return out

    def _build_seat_state(self, code, table_id: int, seat: int) -> dict:
        room = self.store.room(code)
        state = self.store.state(table_id)
        info = next(i for i in self.store.tables(room.code) if i.id == table_id)
        out = seat_json(state, seat, can_act=room.started and not room.paused)
        flags, version = self.store.table_version(table_id)
        out.update(room_json(room), table=info.number, version=f"{flags}.{version}",
                   seats=seats_json(self.store, table_id))
        return out

    def move(self, user: str, code, seq, action) -> int:
        found = self.seat_of(user, code)
        if found is None:
            raise ClassroomError("hub_no_seat", code=normalise_code(code))
        table_id, seat, pin = found
        if not is_whole(seq):
            raise ClassroomError("hub_bad_request", what="seq")
        return self.store.submit(table_id, seq, seat, action, pin)

    def step_bots(self) -> None:
        for code in self.codes():
            info = self.store.room(code)
            if info.started and not info.paused:
                for table in self.store.tables(code):
                    self.store.step_bots(table.id)


def room_json(info) -> dict:
    return {"code": info.code, "lang": info.lang, "started": info.started,
            "paused": info.paused, "hands_open": info.hands_open}


def seats_json(store: Store, table_id: int) -> list[dict]:
    return [{"seat": s.seat, "kind": s.kind, "name": s.name or s.assigned or ""}
            for s in store.seats(table_id)]


def teacher_json(room: Room) -> dict:
    """The teacher's screen as data: the room, and each table with its seats and the
    projector's (public) view; every hand only once the teacher opened them."""
    info = room.info
    tables = []
    for t in room.tables():
        state = room.store.state(t.id)
        tables.append({"number": t.number, "id": t.id, "seats": seats_json(room.store, t.id),
                       "projector": seat_json(state, None, can_act=False,
                                              hands_open=info.hands_open)})
    status = {row.number: row.status for row in room.dashboard()}
    for t in tables:
        t["status"] = status[t["number"]]
    return {**room_json(info), "tables": tables, "version": room.store.version(room.code)}


# ------------------------------------------------------------------ the web app
@web.stream_request_body
class Base(HubOAuthenticated, web.RequestHandler):
    """A request from a hub user: ``self.role`` is 'teacher', 'student' or refused (403
    with a sentence naming the groups). The body is read here as it streams in and kept
    only up to ``MAX_BODY`` bytes: a larger one is read and dropped, then refused (413)."""

    def initialize(self, app):
        self.app = app
        self._chunks, self._size, self._gone = [], 0, False

    def on_connection_close(self):
        self._gone = True

    def check_xsrf_cookie(self):
        # Only a request the hub authenticated by its API token skips the check (HubAuth
        # sets ``_token_authenticated``): any other header (Basic, Negotiate: a browser
        # adds those by itself behind such a login) leaves a cookie request checked.
        if getattr(self, "_token_authenticated", False):
            return None
        return super().check_xsrf_cookie()

    def data_received(self, chunk: bytes) -> None:
        # Past MAX_BODY the rest is read and dropped, and the refusal (413) comes once
        # the body has been read: closing the connection early would make the hub's
        # proxy answer with an error page of its own instead.
        self._size += len(chunk)
        if self._size > MAX_BODY:
            self._chunks = []
        else:
            self._chunks.append(chunk)

    def lang(self) -> str:
        """The language of the room the path names (English without one)."""
        code = self.path_kwargs.get("code")
        if code:
            try:
                return self.app.rooms.store.room(code).lang
            except ClassroomError:
                pass
        return "en"

    async def prepare(self):
        user = self.current_user
        if user is None:
            if self.request.method == "GET" and "text/html" in self.request.headers.get(
                    "Accept", ""):
                # a browser: the hub's login, then back here by the hub's OAuth
                self.redirect(self.get_login_url())
                return
            self.refuse_after_body(403, "hub_not_logged_in")
            return
        # The name and groups of the hub's answer for this request's token or cookie
        # (``/hub/api/user`` answers for the token's owner, with its groups).
        self.user = user["name"]
        groups = set(user.get("groups") or ())
        self.role = ("teacher" if self.app.teachers in groups else
                     "student" if self.app.students in groups else None)
        if self.role is None:
            self.refuse_after_body(403, "hub_outsider", teachers=self.app.teachers,
                        students=self.app.students)

    def refuse_after_body(self, status: int, error: str, **values) -> None:
        """``refuse`` from ``prepare``: at once when no body is coming, else once the body
        has been read (and dropped): a connection closed with its body unread makes the
        hub's proxy answer the next request on it with an error page of its own."""
        headers = self.request.headers
        if headers.get("Transfer-Encoding", "").lower() != "chunked" \
                and headers.get("Content-Length", "0").strip() in ("", "0"):
            self.refuse(status, error, **values)
            return
        self._size = MAX_BODY + 1  # nothing of it is kept

        def answer(*args, **kwargs):
            self.refuse(status, error, **values)

        setattr(self, self.request.method.lower(), answer)  # instead of the route's method

    def refuse(self, status: int, error: str, lang: str = "en", **values) -> None:
        if self._finished:
            return
        exc = ClassroomError(error, **values)
        message = exc.message(translator(lang))
        self.set_status(status)
        if "text/html" in self.request.headers.get("Accept", ""):
            # a person in a browser reads a sentence, not JSON
            from html import escape
            self.finish(f'<!doctype html><html lang="{lang}"><meta charset="utf-8">'
                        f'<title>Terra</title><p role="alert" data-error="{error}" '
                        f'style="font: 20px sans-serif; margin: 2em">{escape(message)}</p>'
                        f"</html>")
            return
        self.finish({"error": error, "message": message})

    def need(self, role: str) -> bool:
        if self.role != role:
            self.refuse(403, f"hub_only_{role}s")
            return False
        return True

    def body(self) -> dict:
        if self._size > MAX_BODY:
            raise TooLarge("hub_too_large", limit=MAX_BODY // 1024)
        raw = b"".join(self._chunks) or b"{}"
        # the depth first (the rules' own measure, as for a saved game): Python's parser
        # raises RecursionError about 1,000 levels deep
        if json_depth(json_brackets(raw)) > MAX_JSON_DEPTH:
            raise ClassroomError("hub_too_deep", limit=MAX_JSON_DEPTH)
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):
            data = None
        if not isinstance(data, dict):
            raise ClassroomError("hub_bad_request", what="JSON object")
        return data

    def write_error(self, status_code, **kwargs):
        exc = kwargs.get("exc_info", (None, None))[1]
        if isinstance(exc, web.HTTPError) and exc.log_message:
            self.finish({"error": "http", "message": exc.log_message})
        else:
            self.finish({"error": "http", "message": self._reason})

    async def run(self, fn, *args):
        """Run a store call; a refusal becomes 400 (409 for a move overtaken by
        another) with the sentence in the room's language."""
        try:
            return fn(*args)
        except ClassroomError as exc:
            from .errors import ActedFirst
            # what the request sent (a card name, a reason quoting it) is quoted short
            exc.values = {k: quoted(v) for k, v in exc.values.items()}
            self.set_status(409 if isinstance(exc, ActedFirst) else
                            413 if isinstance(exc, TooLarge) else 400)
            self.finish({"error": exc.error, "message": exc.message(translator(self.lang()))})
            return None


class TooLarge(ClassroomError):
    """A request body over ``MAX_BODY`` bytes (answered 413)."""


def quoted(value):
    """``value`` for a refusal: a text longer than ``MAX_QUOTE`` cut to a prefix."""
    if isinstance(value, str) and len(value) > MAX_QUOTE:
        return value[:MAX_QUOTE] + "…"
    return value


class Me(Base):
    def get(self):
        self.finish({"name": self.user, "role": self.role})


class OpenRoom(Base):
    async def post(self):
        if not self.need("teacher"):
            return
        data = await self.run(self.body)
        if data is None:
            return
        seed, delay = data.get("seed"), data.get("bot_delay", 1.0)
        if seed is not None and not is_whole(seed):
            self.refuse(400, "hub_bad_request", what="whole number as seed")
            return
        if not isinstance(delay, (int, float)) or isinstance(delay, bool) or delay < 0:
            self.refuse(400, "hub_bad_request", what="number of seconds >= 0 as bot_delay")
            return
        room = await self.run(lambda: self.app.rooms.open(
            self.user, data.get("students", 4), lang=data.get("lang", "en"),
            seed=seed, bot_delay=float(delay)))
        if room is not None:
            self.finish({"code": room.code})


class TeacherRoom(Base):
    async def get(self, code):
        if not self.need("teacher"):
            return
        room = await self.run(self.app.rooms.owned, self.user, code)
        if room is not None:
            self.finish(teacher_json(room))


class Control(Base):
    async def post(self, code):
        if not self.need("teacher"):
            return
        room = await self.run(self.app.rooms.owned, self.user, code)
        data = room and await self.run(self.body)
        if not data:
            return
        do = data.get("do")
        actions = {"start": room.start, "pause": room.pause, "resume": room.resume,
                   "open_hands": room.open_hands,
                   "close_hands": lambda: room.open_hands(False),
                   "replace": lambda: room.replace(data.get("table"), data.get("seat")),
                   "keep": lambda: self._keep(room, data)}
        if do not in actions:
            self.refuse(400, "hub_bad_control", given=str(do)[:20],
                        allowed=", ".join(actions))
            return
        if await self.run(lambda: actions[do]() or True):
            self.app.changed()
            self.finish(teacher_json(room))


    def _keep(self, room: Room, data: dict) -> None:
        """Keep seat ``seat`` (1, 2, ...) of table ``table`` for the hub user ``user``
        (None: free it again): only that user's join takes it."""
        user = data.get("user")
        if user is not None and (not isinstance(user, str) or not user.strip()):
            raise ClassroomError("hub_bad_request", what="hub user name (or null) as user")
        seat = data.get("seat")
        if not is_whole(seat):
            raise ClassroomError("hub_bad_request", what="seat number (1, 2, ...) as seat")
        room.assign(data.get("table"), seat, user)


class Summary(Base):
    async def get(self, code):
        if not self.need("teacher"):
            return
        room = await self.run(self.app.rooms.owned, self.user, code)
        if room is not None:
            self.set_header("Content-Type", "text/csv; charset=utf-8")
            self.finish(room.summary().to_csv())


class Join(Base):
    async def post(self, code):
        if not self.need("student"):
            return
        if await self.run(self.app.rooms.join, self.user, code):
            self.app.changed()
            self.finish(await self.run(self.app.rooms.seat_state, self.user, code))


class SeatState(Base):
    async def get(self, code):
        if not self.need("student"):
            return
        since = self.get_argument("since", None)
        state = await self.run(self.app.rooms.seat_state, self.user, code)
        if state is None:
            return
        parked = self.app.parked
        if since is not None and state["version"] == since \
                and parked[self.user] < MAX_PARKED:
            # waits for a change; beyond MAX_PARKED waiting polls the answer is at once
            parked[self.user] += 1
            try:
                deadline = time.monotonic() + LONG_POLL
                while state["version"] == since and time.monotonic() < deadline:
                    await self.app.wait_change(deadline - time.monotonic())
                    if self._gone:
                        return  # the client went away: nothing to build for it
                    state = await self.run(self.app.rooms.seat_state, self.user, code)
                    if state is None:
                        return
            finally:
                parked[self.user] -= 1
                if not parked[self.user]:
                    del parked[self.user]
        self.finish(state)


class Move(Base):
    async def post(self, code):
        if not self.need("student"):
            return
        data = await self.run(self.body)
        if data is None:
            return
        seq = await self.run(self.app.rooms.move, self.user, code, data.get("seq"),
                             data.get("action"))
        if seq is not None:
            self.app.changed()
            self.finish({"seq": seq})


class App:
    """The service: the rooms, the hub's groups and the change signal of long polls."""

    def __init__(self, rooms: Rooms, *, teachers: str, students: str):
        self.rooms = rooms
        self.teachers, self.students = teachers, students
        self.parked: Counter = Counter()  # hub user -> long polls waiting
        self._event = asyncio.Event()
        self._last = None

    def changed(self) -> None:
        self._event.set()
        self._event = asyncio.Event()

    async def wait_change(self, timeout: float) -> None:
        try:
            await asyncio.wait_for(self._event.wait(), max(0.0, timeout))
        except asyncio.TimeoutError:
            pass

    def tick(self) -> None:
        """Computer players' moves that are due, and a change signal when any room moved."""
        self.rooms.step_bots()
        now = tuple(self.rooms.store.version(c) for c in self.rooms.codes())
        if now != self._last:
            self._last = now
            self.changed()

    def web_app(self, prefix: str) -> web.Application:
        from .hub_stories import story_routes

        p = prefix.rstrip("/") + "/"
        kw = {"app": self}
        code = r"(?P<code>[A-Za-z0-9]{1,12})"
        return web.Application([
            (p + "api/me", Me, kw),
            (p + "api/rooms", OpenRoom, kw),
            (p + f"api/rooms/{code}", TeacherRoom, kw),
            (p + f"api/rooms/{code}/control", Control, kw),
            (p + f"api/rooms/{code}/summary.csv", Summary, kw),
            *story_routes(p, code, kw),
            (p + f"api/rooms/{code}/join", Join, kw),
            (p + f"api/rooms/{code}/seat", SeatState, kw),
            (p + f"api/rooms/{code}/move", Move, kw),
            (p + "oauth_callback", HubOAuthCallbackHandler),
        ], cookie_secret=os.urandom(32), xsrf_cookies=False)


def main() -> None:
    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", f"/services/{SERVICE_NAME}/")
    url = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
    # the hub's answers for tokens (name and groups) are kept GROUPS_TTL seconds
    HubOAuth.instance(cache_max_age=GROUPS_TTL)
    app = App(Rooms(default_db_path()),
              teachers=os.environ.get(TEACHERS_ENV, "terra-teachers"),
              students=os.environ.get(STUDENTS_ENV, "terra-students"))
    app.web_app(prefix).listen(url.port, url.hostname)
    PeriodicCallback(app.tick, TICK * 1000).start()
    loop = IOLoop.current()
    # The hub stops its services with SIGTERM: end quietly, the rooms are in the file.
    signal.signal(signal.SIGTERM, lambda *_: loop.add_callback_from_signal(loop.stop))
    signal.signal(signal.SIGINT, lambda *_: loop.add_callback_from_signal(loop.stop))
    loop.start()


if __name__ == "__main__":
    main()
