"""The classroom store's table set-up: tables of a room, their seats as the teacher and
the students filled them, and the start (free seats become computer players, names are
fixed, R1)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from terra_widget.bots import make_strategy
from terra_widget.rules import RecordError, from_record, new_game, to_record
from terra_widget.rules.face.names import name_key
from terra_widget.rules.face.setup import LENGTHS

from ...checks import is_whole
from ..errors import ClassroomError
from .rooms import normalise_code

#: Computer players used for empty seats unless the teacher names another strategy.
DEFAULT_BOT = "balanced"


@dataclass(frozen=True)
class Seat:
    """Who sits at one seat of a table (never the PIN, never the code that keeps it)."""

    table_id: int
    seat: int
    kind: str  # 'open' (free), 'human' (a student took it) or 'bot'
    name: str | None
    assigned: str | None  # the name the teacher reserved it for
    bot: str | None  # strategy spec of a computer player
    rejoins: int = 0  # how many times the seat was reopened from another page

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


@dataclass(frozen=True)
class TableInfo:
    id: int
    room: str
    number: int  # 1, 2, ... within the room
    n_seats: int
    seed: int


def shown_seat(seat) -> str:
    """A seat as people count it (1, 2, ...), or what was given if it is no seat number."""
    if is_whole(seat):
        return str(seat + 1)
    return str(seat)[:10]


class Tables:
    """Tables, seats as they stand, and the start. A table's set-up is kept in memory
    only once its room has started: before that the start may still rename its seats."""

    def __init__(self, db, rooms):
        self.db = db
        self.rooms = rooms
        self._setups: dict[int, dict] = {}  # table id -> set-up, once final

    def add_table(self, code: str, key: str, n_seats: int, *, bots=None, seed: int | None = None,
                  teams: bool = False, first_player: int = 0, crises=None, hands=None,
                  draw_top=(), draw_bottom=(), length: str = "full") -> int:
        """Add a table of ``n_seats`` (3-6) before the room starts; returns its id.

        ``bots``: {seat: strategy spec} for seats that are computer players from the start
        (every seat still free when the teacher starts becomes one too). ``seed``, the
        stacked deck (``hands``, ``draw_top``, ``draw_bottom``) and ``length`` ("short":
        the classroom short game) as for ``new_game``."""
        room = self.rooms.check_key(code, key)
        if room.started:
            raise ClassroomError("already_started")
        placeholder = [f"Seat {i + 1}" for i in range(n_seats)] \
            if is_whole(n_seats) else n_seats
        # The engine checks everything (3-6 seats R1.1, teams R5.2, the deck R1.2-R1.3).
        game = new_game(placeholder, seed=seed, teams=teams, first_player=first_player,
                        crises=crises, hands=hands, draw_top=draw_top,
                        draw_bottom=draw_bottom, length=length)
        setup = to_record(game)
        bots = dict(bots or {})
        for seat, spec in bots.items():
            if not isinstance(seat, int) or not 0 <= seat < n_seats:
                raise ClassroomError("bad_seat", seat=shown_seat(seat), n=n_seats)
            make_strategy(spec)  # ValueError listing the allowed strategies
        with self.db.write():
            number = self.db.execute("SELECT COALESCE(MAX(number), 0) + 1 FROM game_tables "
                                      "WHERE room = ?", (room.code,)).fetchone()[0]
            cur = self.db.execute("INSERT INTO game_tables(room, number, setup) "
                                   "VALUES (?, ?, ?)",
                                   (room.code, number, json.dumps(setup)))
            table_id = cur.lastrowid
            for seat in range(n_seats):
                if seat in bots:
                    self.db.execute("INSERT INTO seats(table_id, seat, kind, bot) "
                                     "VALUES (?, ?, 'bot', ?)", (table_id, seat, bots[seat]))
                else:
                    self.db.execute("INSERT INTO seats(table_id, seat, kind) "
                                     "VALUES (?, ?, 'open')", (table_id, seat))
            self.db.bump(room.code, table_id)
        return table_id

    def tables(self, code: str) -> list[TableInfo]:
        room = normalise_code(code)
        rows = self.db.execute("SELECT id, room, number, setup FROM game_tables WHERE room = ? "
                                "ORDER BY number", (room,)).fetchall()
        out = []
        for tid, r, number, setup in rows:
            data = json.loads(setup)
            out.append(TableInfo(tid, r, number, len(data["players"]), data["seed"]))
        return out

    def table(self, code: str, number) -> TableInfo:
        """Table ``number`` (1, 2, ...) of the room, or ClassroomError('bad_table')."""
        for info in self.tables(code):
            if info.number == number:
                return info
        raise ClassroomError("bad_table", table=str(number)[:10])

    def table_room(self, table_id: int) -> str:
        row = self.db.execute("SELECT room FROM game_tables WHERE id = ?",
                               (table_id,)).fetchone()
        if row is None:
            raise ClassroomError("bad_table", table=str(table_id)[:10])
        return row[0]

    def require_table_in(self, code: str, table_id: int) -> None:
        if self.table_room(table_id) != code:  # two rooms never mix
            raise ClassroomError("bad_table", table=str(table_id)[:10])

    def seats(self, table_id: int) -> list[Seat]:
        rows = self.db.execute("SELECT table_id, seat, kind, name, assigned, bot, rejoins "
                                "FROM seats WHERE table_id = ? ORDER BY seat",
                                (table_id,)).fetchall()
        return [Seat(*row) for row in rows]

    def seat(self, table_id: int, seat: int) -> Seat:
        return self.seats(table_id)[seat]

    def setup(self, table_id: int) -> dict:
        return self.setup_and_started(table_id)[0]

    def setup_and_started(self, table_id: int) -> tuple[dict, bool]:
        """The table's setup and whether its room had started, read in one statement.

        Two reads would race with the teacher's start: a setup read before it (seats
        still unnamed) with a flag read after it would be kept as final, and every
        later view would show "Seat 1" where the class sees "Ana"."""
        setup = self._setups.get(table_id)
        if setup is not None:
            return dict(setup), True
        row = self.db.execute("SELECT t.setup, r.started FROM game_tables t JOIN rooms r "
                               "ON r.code = t.room WHERE t.id = ?", (table_id,)).fetchone()
        if row is None:
            raise ClassroomError("bad_table", table=str(table_id)[:10])
        setup, started = json.loads(row[0]), bool(row[1])
        if started:  # names are final only once started
            self._setups[table_id] = setup
        return dict(setup), started

    def length(self, code: str) -> str:
        """How long the room's games are: "full" (the rulebook's) or "short" (the
        classroom short game, docs/rules.md); every table of a room plays the same."""
        tables = self.tables(code)
        if not tables:
            return "full"
        return self.setup(tables[0].id).get("length", "full")

    def set_length(self, code: str, key: str, length: str) -> None:
        """Deal every table again as the full game or the classroom short game, before
        the start only: the same seeds and seats, another deal (R1.3). The record keeps
        the length, so every device replays the same game (R7.4)."""
        room = self.rooms.check_key(code, key)
        if room.started:
            raise ClassroomError("already_started")
        if length not in LENGTHS:
            raise ClassroomError("bad_length", given=str(length)[:20],
                                 allowed=", ".join(LENGTHS))
        with self.db.write():
            for info in self.tables(room.code):
                setup = self.setup(info.id)
                setup.pop("length", None)
                if length != "full":  # a full game's record has no length (R7.4)
                    setup["length"] = length
                try:
                    from_record(setup)  # a stacked deck may not fit the other length
                except RecordError as exc:
                    raise ClassroomError("illegal", reason=str(exc)) from None
                self.db.execute("UPDATE game_tables SET setup = ? WHERE id = ?",
                                (json.dumps(setup), info.id))
                self.db.bump(room.code, info.id)
            self.db.bump(room.code, flags=True)

    def start(self, code: str, key: str, *, bot: str = DEFAULT_BOT) -> None:
        """Start every table: free seats become computer players, names are fixed (R1)."""
        room = self.rooms.check_key(code, key)
        if room.started:
            raise ClassroomError("already_started")
        make_strategy(bot)
        with self.db.write():
            for info in self.tables(room.code):
                seats = self.seats(info.id)
                names = []
                for s in seats:
                    if s.kind == "open":
                        self.db.execute("UPDATE seats SET kind = 'bot', bot = ? "
                                         "WHERE table_id = ? AND seat = ?",
                                         (bot, info.id, s.seat))
                    names.append(s.name if s.kind == "human" else None)
                taken = {name_key(n) for n in names if n}
                bot_number = 0
                for i, n in enumerate(names):
                    if n is None:
                        while True:
                            bot_number += 1
                            candidate = f"Computer {bot_number}"
                            if name_key(candidate) not in taken:
                                break
                        names[i] = candidate
                        self.db.execute("UPDATE seats SET name = ? WHERE table_id = ? AND "
                                         "seat = ?", (candidate, info.id, i))
                setup = self.setup(info.id)
                setup["players"] = names
                from_record(setup)  # the engine accepts these names (R1.1)
                self.db.execute("UPDATE game_tables SET setup = ? WHERE id = ?",
                                 (json.dumps(setup), info.id))
            self.db.execute("UPDATE rooms SET started = 1 WHERE code = ?", (room.code,))
            self.db.bump(room.code, flags=True)
