"""The room service's routes (``service.App.web_app`` mounts them): each request tied to
a hub user and their role by JupyterHub's own helpers, its body bounded, and a refusal
said in the room's language (see the package's docstring for the routes and the trust)."""

from __future__ import annotations

import json
import time

from jupyterhub.services.auth import HubOAuthenticated
from tornado import web

from terra_widget.checks import is_whole
from terra_widget.i18n import translator
from terra_widget.rules.face.save_limits import MAX_JSON_DEPTH, json_brackets, json_depth
from terra_widget.rules.face.setup import LENGTHS

from ..errors import ActedFirst, ClassroomError
from ..room import Room
from .rooms import teacher_json

#: Longest wait of a student's ``seat?since=`` request for a change (seconds).
LONG_POLL = 20.0
#: Largest request body (bytes): an action or a teacher's control is well under 1 kB.
MAX_BODY = 64 * 1024
#: Most long polls (``seat?since=``) one hub user may have waiting at once: a notebook
#: has one, a few notebooks of the same student a few; more are answered at once.
MAX_PARKED = 4
#: Longest quotation of what a request sent, in a refusal (characters).
MAX_QUOTE = 80


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
        length = data.get("length", "full")
        if length not in LENGTHS:
            self.refuse(400, "bad_length", given=str(length)[:20], allowed=", ".join(LENGTHS))
            return
        room = await self.run(lambda: self.app.rooms.open(
            self.user, data.get("students", 4), lang=data.get("lang", "en"),
            seed=seed, bot_delay=float(delay), length=length))
        if room is not None:
            self.finish({"code": room.code})


class TeacherRoute(Base):
    """A request about one room, the teacher's only: a student gets 403
    (``hub_only_teachers``), a room this teacher did not open a refusal."""

    async def room(self, code):
        """The room if the teacher asking opened it (else the refusal is sent)."""
        if not self.need("teacher"):
            return None
        return await self.run(self.app.rooms.owned, self.user, code)

    async def send(self, code, make, content_type: str, headers: dict | None = None) -> None:
        """Send what ``make(room)`` gives for room ``code`` as ``content_type`` (with
        ``headers``); nothing more once the request was refused."""
        room = await self.room(code)
        body = room and await self.run(make, room)
        if body:
            self.set_header("Content-Type", content_type)
            for name, value in (headers or {}).items():
                self.set_header(name, value)
            self.finish(body)


class TeacherRoom(TeacherRoute):
    async def get(self, code):
        room = await self.room(code)
        if room is not None:
            self.finish(teacher_json(room))


class Control(TeacherRoute):
    async def post(self, code):
        room = await self.room(code)
        data = room and await self.run(self.body)
        if not data:
            return
        do = data.get("do")
        actions = {"start": room.start, "pause": room.pause, "resume": room.resume,
                   "open_hands": room.open_hands,
                   "close_hands": lambda: room.open_hands(False),
                   "replace": lambda: room.replace(data.get("table"), data.get("seat")),
                   "keep": lambda: self._keep(room, data),
                   "length": lambda: room.set_length(data.get("length"))}
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


class Summary(TeacherRoute):
    async def get(self, code):
        await self.send(code, lambda room: room.summary().to_csv(), "text/csv; charset=utf-8")


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
