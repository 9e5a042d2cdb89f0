"""The hub route's backends of the pages (``pages.backend``): a room and a seat kept by
the room service, reached from a notebook on the hub as its hub user (``client``).

The service is the room's authority: it moves the computer players, keeps each hub
user's seat, and sends a seat only what it may see (``view.seat_json``). These backends
hold what it last answered and rebuild the engine's values from it (``wire``).
"""

from __future__ import annotations

from ..errors import ClassroomError
from ..pages.backend import Joining, Projected, RoomNow, SeatNow
from ..store.rooms import normalise_code
from .client import RoomClient
from .wire import RemoteSeats, RemoteState, row_from_json, view_from_json

#: After a failed long poll (the service restarting, say), a seat asks again so late.
RETRY_SECONDS = 2.0


class HubRoom:
    """Room ``code`` on the service, for the teacher who opened it. Every control is a
    call to the service, which checks that the hub user is in the teachers' group and
    opened this room, and answers with the room as it now stands."""

    keep_codes_offered = False  # a kept seat opens for its hub user's name alone

    def __init__(self, client: RoomClient, code: str):
        self.client = client
        self.code = code
        self.data = client.call("GET", f"api/rooms/{code}")
        self.lang = self.data["lang"]

    def joining(self) -> Joining:
        return Joining(self.code, call=f'terra_widget.join("{self.code}")')

    def version(self) -> int:
        self.data = self.client.call("GET", f"api/rooms/{self.code}")
        return self.data["version"]

    def now(self) -> RoomNow:
        d = self.data
        return RoomNow(d["version"], d["started"], d["paused"], d["hands_open"], d["length"],
                       tuple(row_from_json(r) for r in d["dashboard"]))

    def projected(self, number: int, hands_open: bool) -> Projected:
        table = next(tb for tb in self.data["tables"] if tb["number"] == number)
        payload = table["projector"]
        hands = payload.get("hands") if hands_open else None
        return Projected(RemoteState(payload), RemoteSeats(table["seats"]),
                         None if hands is None else tuple(view_from_json(v) for v in hands))

    def keep_codes(self) -> dict[tuple[int, int], str]:
        return {}

    def tables_svg(self) -> str:
        return self.client.call_text(f"api/rooms/{self.code}/tables.svg")

    def choices_csv(self) -> str:
        return self.client.call_text(f"api/rooms/{self.code}/choices.csv")

    def summary_csv(self) -> str:
        """The class summary (one row per seat), as the service writes it."""
        return self.client.call_text(f"api/rooms/{self.code}/summary.csv")

    def story(self, number: int) -> tuple[str, bool]:
        reply = self.client.call("GET", f"api/rooms/{self.code}/story?table={number}")
        return reply["html"], reply["complete"]

    def _control(self, do: str, **extra) -> None:
        self.data = self.client.call("POST", f"api/rooms/{self.code}/control",
                                     {"do": do, **extra})

    def start(self) -> None:
        self._control("start")

    def pause(self, paused: bool) -> None:
        self._control("pause" if paused else "resume")

    def open_hands(self, shown: bool) -> None:
        self._control("open_hands" if shown else "close_hands")

    def replace(self, table: int, seat: int) -> None:
        self._control("replace", table=table, seat=seat)

    def assign(self, table: int, seat: int, name: str | None) -> None:
        self._control("keep", table=table, seat=seat, user=name)

    def set_length(self, length: str) -> None:
        self._control("length", length=length)

    def step_bots(self) -> None:
        """Nothing: the service moves the computer players."""


class HubSeat:
    """The seat the service keeps for this notebook's hub user in room ``code``, from the
    service's answer ``payload`` (to its join)."""

    retry_seconds = RETRY_SECONDS

    def __init__(self, client: RoomClient, payload: dict):
        self.client = client
        self.code = payload["code"]
        self.lang = payload["lang"]
        self.payload = payload
        self.seat = RemoteState(payload)  # the seat: ``seat.seat`` is its index
        self._shown = None  # the version last answered
        self._joined = True  # the join's answer is the seat's first view: no call yet

    def _now(self, payload: dict, changed: bool) -> SeatNow | None:
        self.payload = payload
        if changed and payload["version"] == self._shown:
            return None
        self._shown = payload["version"]
        state = RemoteState(payload)
        self.seat = state
        name = state.view(None).players[state.seat] if payload["started"] else \
            next((s["name"] for s in payload["seats"] if s["seat"] == state.seat), "")
        return SeatNow(state, RemoteSeats(payload["seats"]), state.seat, name,
                       payload["table"], payload["started"], payload["paused"],
                       replaced=any(s["seat"] == state.seat and s["kind"] == "bot"
                                    for s in payload["seats"]))

    def now(self, *, changed: bool = True) -> SeatNow | None:
        if self._joined:
            self._joined = False
            return self._now(self.payload, changed)
        return self._now(self.client.call("GET", f"api/rooms/{self.code}/seat"), changed)

    async def follow(self) -> SeatNow | None:
        """One long poll: the service answers once the seat's view changed (or after its
        longest wait, with the same view)."""
        return self._now(await self.client.call_async(
            "GET", f"api/rooms/{self.code}/seat?since={self.payload['version']}"), True)

    def act(self, action, seq: int) -> None:
        try:
            self.client.call("POST", f"api/rooms/{self.code}/move",
                             {"seq": seq, "action": action.to_dict()})
        except ClassroomError:
            self._shown = None  # the page shows the table as it is now
            raise


def open_room(students=4, *, code: str | None = None, lang: str = "en",
              seed: int | None = None, bot_delay: float = 1.5, length: str = "full",
              client: RoomClient | None = None, poll: bool = True):
    """Open a room on the service (or take room ``code`` again) and return the teacher's
    page (``terra_widget.classroom(students, hub=True)``)."""
    from ..pages.teacher import TeacherPage

    client = client or RoomClient()
    if code is None:
        body = {"students": students, "lang": lang, "bot_delay": bot_delay, "length": length}
        if seed is not None:
            body["seed"] = seed
        code = client.call("POST", "api/rooms", body)["code"]
    return TeacherPage(HubRoom(client, code), poll=poll)


def join(code: str, *, client: RoomClient | None = None, listen: bool = True):
    """Take (or get back) your seat in room ``code`` and return its page (a widget):
    ``terra_widget.join(code)``. Running it again after the server restarted brings the
    student back to the same seat: the service keeps it under their hub name."""
    from ..pages.student import StudentPage

    client = client or RoomClient()
    found = normalise_code(code)
    if not found:
        raise ClassroomError("bad_code", code=str(code)[:20])
    return StudentPage(HubSeat(client, client.call("POST", f"api/rooms/{found}/join")),
                       poll=listen)
