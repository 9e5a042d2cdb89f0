"""What the pages ask of a room: the two backends' contract, declared once.

The teacher's page and the student's page are written once (``teacher.py``,
``student.py``) over these protocols. Each route implements them: the laptop route over
its SQLite room (``rooms.local``: ``LocalRoom``, ``LocalSeat``) and the hub route over the
room service (``rooms.hub.backend``: ``HubRoom``, ``HubSeat``). A page never learns which
route it is on; what differs (a QR code and an address on a laptop, a notebook line on a
hub; a join form where a student must type a code) is said by the data below.

A "game" here is whatever the pages' ``TableSight`` reads: the engine's ``GameState`` on a
laptop (the page cuts the views out of it), or a ``hub.wire.RemoteState`` rebuilt from
what the service sent. Either way only views reach the panels (R7.5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from ..room import TableRow

#: How often a page on the laptop route looks at the store's change counter (seconds):
#: one indexed read when nothing changed; a change reaches a page within this much plus
#: its redraw. (On a hub a notebook waits in a long poll of the service instead.)
POLL_SECONDS = 0.15


@dataclass(frozen=True)
class Joining:
    """How students reach the room: ``link`` (an address to open, shown with a QR code),
    ``code`` (typed, or said aloud) and ``call`` (the line a notebook on a hub runs)."""

    code: str
    link: str | None = None
    call: str | None = None


@dataclass(frozen=True)
class RoomNow:
    """The room as the teacher's page shows it: its flags and every table's row."""

    version: int
    started: bool
    paused: bool
    hands_open: bool
    length: str  # "full" or "short" (the classroom short game)
    rows: tuple[TableRow, ...]


@dataclass(frozen=True)
class Projected:
    """One table as the projector shows it: the game, its seats (``seat``, ``kind`` and
    ``bot`` each) and, once the teacher opened them, every seat's view (the debrief)."""

    game: Any
    seats: Any
    hands: tuple | None = None


@runtime_checkable
class RoomBackend(Protocol):
    """A room as its teacher runs it. Seats count from 1 and tables by their number, as
    people count them; a refusal raises ``ClassroomError`` and changes nothing."""

    code: str
    lang: str
    #: Whether the room has keep codes for the teacher to tell (the laptop route's kept
    #: seats; on a hub the user's name opens the kept seat).
    keep_codes_offered: bool

    def joining(self) -> Joining: ...
    def version(self) -> int: ...
    def now(self) -> RoomNow: ...
    def projected(self, number: int, hands_open: bool) -> Projected: ...
    def keep_codes(self) -> dict[tuple[int, int], str]: ...
    def tables_svg(self) -> str: ...
    def choices_csv(self) -> str: ...
    def story(self, number: int) -> tuple[str, bool]: ...
    def start(self) -> None: ...
    def pause(self, paused: bool) -> None: ...
    def open_hands(self, shown: bool) -> None: ...
    def replace(self, table: int, seat: int) -> None: ...
    def assign(self, table: int, seat: int, name: str | None) -> None: ...
    def set_length(self, length: str) -> None: ...
    def step_bots(self) -> None: ...


@dataclass(frozen=True)
class SeatNow:
    """A student's seat as their page shows it."""

    game: Any
    seats: Any
    seat: int
    name: str
    table: int  # the table's number
    started: bool
    paused: bool
    replaced: bool = False  # the teacher gave the seat to a computer player


@runtime_checkable
class SeatBackend(Protocol):
    """A student's seat. ``now`` answers None when nothing changed since its last answer
    (one cheap read); ``follow`` waits until something may have changed (a poll interval
    on a laptop, a long poll of the service on a hub) and then answers as ``now``."""

    lang: str
    seat: Any  # None until seated; then an object with ``seat`` (and ``table_id``)
    retry_seconds: float  # how long to wait after a failed ``follow`` before the next

    def now(self, *, changed: bool = True) -> SeatNow | None: ...
    async def follow(self) -> SeatNow | None: ...
    def act(self, action, seq: int) -> None: ...


@runtime_checkable
class JoiningBackend(SeatBackend, Protocol):
    """A seat still to be taken from the page itself (the laptop route: the student types
    the room's code and their name, or comes back with their PIN)."""

    code: str  # the room's code once looked up
    typed: str  # the code the page's address carried, to fill the form with
    pin: str | None

    def look(self, code: str): ...
    def held_seats(self, code: str) -> list[tuple[int, int, str, tuple[int, int]]]: ...
    def take(self, table_id: int, seat: int, name: str, keep: str) -> str: ...
    def rejoin(self, code: str, table_id: int, seat: int, pin: str) -> None: ...
