"""The room service's process: the rooms, the hub's groups, the change signal that
wakes the long polls, the computer players' clock, and ``main`` (the hub starts it)."""

from __future__ import annotations

import asyncio
import os
import signal
from collections import Counter
from urllib.parse import urlparse

from jupyterhub.services.auth import HubOAuth, HubOAuthCallbackHandler
from tornado import web
from tornado.ioloop import IOLoop, PeriodicCallback

from ..room import default_db_path
from .handlers import Control, Join, Me, Move, OpenRoom, SeatState, Summary, TeacherRoom
from .rooms import Rooms
from .stories import story_routes

SERVICE_NAME = "terra-rooms"
TEACHERS_ENV, STUDENTS_ENV = "TERRA_HUB_TEACHERS", "TERRA_HUB_STUDENTS"
#: How often the service looks for changes and due computer players (seconds).
TICK = 0.1
#: How long the service trusts the hub's answer for a token (the user's name and groups:
#: a student moved to another group is known by then; seconds).
GROUPS_TTL = 30


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
