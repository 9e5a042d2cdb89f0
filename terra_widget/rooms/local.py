"""The laptop route's backends of the pages (``pages.backend``): a room and a seat kept in
the SQLite file that the teacher's kernel and every student's Voila kernel open.

No service sits between the pages and the file: each page's kernel reads the store and
writes to it, and whichever kernel looks first makes a computer player's move once it is
due (the store decides under its write lock, so it is made once).
"""

from __future__ import annotations

import asyncio
import secrets
import time

from .errors import ClassroomError
from .pages.backend import POLL_SECONDS, Joining, Projected, RoomNow, SeatNow
from .room import Room, default_db_path
from .store import Store, normalise_code


class LocalRoom:
    """A ``Room`` of the SQLite file, for the teacher's page; ``url`` is the students'
    address (the Voila student page), None when no server was started. The teacher's
    kernel is the usual driver of the computer players: it looks at the store only once
    one is due (``_bot_at``, from the last look at the room)."""

    keep_codes_offered = True

    def __init__(self, room: Room, *, url: str | None = None):
        self.room = room
        self.url = url
        self.code = room.code
        self.lang = room.lang
        self._bot_at: float | None = 0.0  # when a computer player is due (time.time)

    def joining(self) -> Joining:
        return Joining(self.code, link=self.room.join_url(self.url) if self.url else None)

    def version(self) -> int:
        return self.room.store.version(self.code)

    def now(self) -> RoomNow:
        info = self.room.info
        rows = tuple(self.room.dashboard())
        self._bot_at = self._next_bot()
        return RoomNow(info.version, info.started, info.paused, info.hands_open,
                       self.room.length, rows)

    def projected(self, number: int, hands_open: bool) -> Projected:
        table_id = self.room.table_id(number)
        state = self.room.store.state(table_id)
        hands = tuple(state.view(s) for s in range(state.n_players)) if hands_open else None
        return Projected(state, self.room.store.seats(table_id), hands)

    def keep_codes(self) -> dict[tuple[int, int], str]:
        return self.room.keep_codes()

    def tables_svg(self) -> str:
        return self.room.tables_svg()

    def choices_csv(self) -> str:
        return self.room.choices_csv()

    def story(self, number: int) -> tuple[str, bool]:
        return self.room.story_html(number)

    def start(self) -> None:
        self.room.start()

    def pause(self, paused: bool) -> None:
        self.room.pause() if paused else self.room.resume()

    def open_hands(self, shown: bool) -> None:
        self.room.open_hands(shown)

    def replace(self, table: int, seat: int) -> None:
        self.room.replace(table, seat)

    def assign(self, table: int, seat: int, name: str | None) -> None:
        self.room.assign(table, seat, name)

    def set_length(self, length: str) -> None:
        self.room.set_length(length)

    def step_bots(self) -> None:
        if self._bot_at is not None and time.time() >= self._bot_at \
                and not self.room.step_bots():
            self._bot_at = self._next_bot()

    def _next_bot(self) -> float | None:
        """When the next computer player is due at some table (None: none is)."""
        store = self.room.store
        dues = [d for d in (store.bot_due(info.id) for info in self.room.tables())
                if d is not None]
        return time.time() + max(min(dues), 0.0) if dues else None


class LocalSeat:
    """A student's seat in the SQLite file, taken from the page itself: the room's
    ``code`` as typed, a name, and the PIN shown once (or the PIN to come back). Wrong
    tries count against this page and, when the server tells it, the client's
    ``address`` (``store.seats``' guards against guessing)."""

    retry_seconds = POLL_SECONDS

    def __init__(self, path=None, *, code: str = "", lang: str = "en",
                 address: str | None = None):
        self.store = Store(path if path is not None else default_db_path())
        self.client = (f"page:{secrets.token_hex(8)}",
                       *((f"addr:{address}",) if address else ()))
        self.lang = lang
        self.typed = normalise_code(code)  # the code the page's address carried
        self.code = ""
        self.seat = None  # store.Seat once seated
        self.pin: str | None = None
        self._version = None
        self._bot_at: float | None = None  # when a computer player at the table is due

    # ------------------------------------------------------------ joining
    def look(self, code: str):
        """(the room, [(table, its seats)]) of the room whose code was typed."""
        room = self.store.room(code)
        self.code = room.code
        return room, [(info, self.store.seats(info.id)) for info in self.store.tables(room.code)]

    def held_seats(self, code: str) -> list[tuple[int, int, str, tuple[int, int]]]:
        """(table number, seat, student's name, (table id, seat)) of every seat a student
        holds in the room: to choose one's own and type its PIN."""
        try:
            tables = self.store.tables(code) if code else []
        except ClassroomError:
            tables = []
        return [(info.number, s.seat, s.name, (info.id, s.seat)) for info in tables
                for s in self.store.seats(info.id) if s.kind == "human"]

    def take(self, table_id: int, seat: int, name: str, keep: str) -> str:
        """Take a free seat; returns its PIN, to be shown once."""
        if self.seat is not None:  # a forged click on the hidden form: one seat a page
            raise ClassroomError("one_seat")
        pin = self.store.take_seat(self.code, table_id, seat, name, keep, client=self.client)
        self.seat, self.pin = self.store.seats(table_id)[seat], pin
        return pin

    def rejoin(self, code: str, table_id: int, seat: int, pin: str) -> None:
        """Back to a seat with its PIN (a reload, another device): the teacher's screen
        shows that the seat was reopened."""
        if self.seat is not None:
            raise ClassroomError("one_seat")
        found = self.store.rejoin(code, table_id, seat, pin, client=self.client)
        self.code = normalise_code(code)
        self.seat, self.pin = found, pin.strip()

    # ------------------------------------------------------------ playing
    def now(self, *, changed: bool = True) -> SeatNow | None:
        """The seat now, None if its table and the room are as at the last answer (one
        indexed read); a computer player of this table moves first if it is due (any
        device may: see ``store.step_bots``)."""
        if self.seat is None:
            return None
        store, table_id = self.store, self.seat.table_id
        if self._bot_at is not None and time.time() >= self._bot_at \
                and not store.step_bots(table_id):
            # not made: made elsewhere (the counter moved: seen below) or not due yet
            due = store.bot_due(table_id)
            self._bot_at = None if due is None else time.time() + max(due, 0.05)
        version = store.table_version(table_id)
        if changed and version == self._version:
            return None
        self._version = version
        room = store.room(self.code)
        seats = store.seats(table_id)
        due = store.bot_due(table_id)
        self._bot_at = None if due is None else time.time() + due
        number = next(i.number for i in store.tables(self.code) if i.id == table_id)
        mine = self.seat.seat
        return SeatNow(store.state(table_id), seats, mine, self.seat.name, number,
                       room.started, room.paused,
                       replaced=not any(s.seat == mine and s.kind == "human" for s in seats))

    async def follow(self) -> SeatNow | None:
        await asyncio.sleep(POLL_SECONDS)
        return self.now()

    def act(self, action, seq: int) -> None:
        try:
            self.store.submit(self.seat.table_id, seq, self.seat.seat, action, self.pin,
                              client=self.client)
        except ClassroomError:
            self._version = None  # the page shows the table as it is now
            raise
