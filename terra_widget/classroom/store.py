"""One truth for a classroom: rooms, tables, seats and every move, in one SQLite file.

Every device of a room (the teacher's kernel, one Voila kernel per student) opens the same
database file with its own ``Store``. The database holds only the game *record* -- each
table's set-up and seed, and its actions in order (R7.4) -- and the room's state (started,
paused, hands open). Each ``Store`` replays the record with the engine to get a table's
state, keeping the replayed state in memory and applying only the moves it has not seen.

Writing a move (``submit``) happens in one ``BEGIN IMMEDIATE`` transaction: the writer
checks that the table is still at the sequence number the student saw, that the PIN is
the seat's, that it is this seat's decision and that the rules allow the move, then
appends it. Two clicks at the same moment: the second transaction starts after the first
committed, sees a newer sequence and is refused with ``ActedFirst``. The actions table's
primary key (table, seq) makes a gap or a duplicate impossible, whatever the callers do.

Computer players: any device that polls calls ``step_bots``; inside the same kind of
transaction it computes the bot's move from the state and a seed derived from the game's
seed, the seat and the sequence number (so every device would compute the same move) and
appends it. A second device finds the move already made and does nothing.

Change counters, so that a page redraws only when what it shows changed: the room's
``version`` is raised by every write to the room (the teacher's screen, which shows every
table, polls it); the room's ``flags`` by a change of the whole room (start, pause, open
hands); each table's ``version`` by a move or a seat change at that table. A student's page
polls ``table_version(table)`` (one indexed read): a move at another table costs it nothing.

Standard library only (``sqlite3``, WAL mode so readers never wait for the writer).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from terra_widget.bots import make_strategy
from terra_widget.rules import (
    Action,
    Draw,
    GameState,
    IllegalActionError,
    action_from_dict,
    from_record,
    new_game,
    to_record,
)
from terra_widget.sim.seeding import derive_seed

from ..checks import is_whole
from .errors import ActedFirst, ClassroomError, WrongPin

#: Room codes: no 0/O, 1/I/L, so a code read from the projector is typed right.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 5
PIN_DIGITS = 4
#: Computer players used for empty seats unless the teacher names another strategy.
DEFAULT_BOT = "balanced"
#: PBKDF2 rounds for PINs and teacher keys: slow enough that the file does not give the
#: PIN away at a glance, fast enough for a check per move (about 10 ms here).
_ROUNDS = 5000
#: Wrong PINs in a row at one seat before it stops answering for ``LOCK_SECONDS``.
MAX_PIN_FAILURES = 5
LOCK_SECONDS = 30.0
#: Where, in the seed scheme of terra_widget.sim.seeding, classroom bots take their seeds.
_BOT_SEED_BRANCH = 13

_SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms(
    code TEXT PRIMARY KEY,
    key_salt BLOB NOT NULL,
    key_hash BLOB NOT NULL,
    lang TEXT NOT NULL,
    bot_delay REAL NOT NULL,
    started INTEGER NOT NULL DEFAULT 0,
    paused INTEGER NOT NULL DEFAULT 0,
    hands_open INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 0,
    flags INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS game_tables(
    id INTEGER PRIMARY KEY,
    room TEXT NOT NULL REFERENCES rooms(code),
    number INTEGER NOT NULL,
    setup TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 0,
    UNIQUE(room, number)
);
CREATE TABLE IF NOT EXISTS seats(
    table_id INTEGER NOT NULL REFERENCES game_tables(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('open', 'human', 'bot')),
    name TEXT,
    assigned TEXT,
    bot TEXT,
    pin_salt BLOB,
    pin_hash BLOB,
    failures INTEGER NOT NULL DEFAULT 0,
    locked_until REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS actions(
    table_id INTEGER NOT NULL REFERENCES game_tables(id),
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (table_id, seq)
);
"""


def _hash(secret: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", secret.encode(), salt, _ROUNDS)


def _matches(secret: str, salt: bytes, stored: bytes) -> bool:
    return hmac.compare_digest(_hash(secret, salt), stored)


def new_pin() -> str:
    """A random PIN of ``PIN_DIGITS`` digits."""
    return "".join(secrets.choice("0123456789") for _ in range(PIN_DIGITS))


def normalise_code(code) -> str:
    """A room code as typed ("abc 2d", "ABC-2D") in its stored form ("ABC2D")."""
    if not isinstance(code, str):
        return ""
    return "".join(ch for ch in code.upper() if ch.isalnum())


@dataclass(frozen=True)
class Seat:
    """Who sits at one seat of a table (never the PIN)."""

    table_id: int
    seat: int
    kind: str  # 'open' (free), 'human' (a student took it) or 'bot'
    name: str | None
    assigned: str | None  # the name the teacher reserved it for
    bot: str | None  # strategy spec of a computer player

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


@dataclass(frozen=True)
class RoomInfo:
    code: str
    lang: str
    bot_delay: float
    started: bool
    paused: bool
    hands_open: bool
    version: int


class Store:
    """One connection to a classroom database (one per kernel, thread or process).

    ``path``: the SQLite file (created with its tables if missing). ``clock``: the time
    function (tests pass a fake one)."""

    def __init__(self, path, *, clock=time.time, timeout: float = 30.0):
        self.path = Path(path)
        self.clock = clock
        self._db = sqlite3.connect(str(self.path), timeout=timeout, isolation_level=None,
                                   check_same_thread=False)
        self._db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        self._db.execute("PRAGMA journal_mode = WAL")
        # WAL with synchronous=NORMAL: a commit no longer waits for the disk (fsync at
        # checkpoints only). Still atomic and safe if a kernel or the server dies; a power
        # cut may lose the last moves (never corrupt the record). On a busy machine the
        # fsync of every move was most of the time a move took to reach the other screens.
        self._db.execute("PRAGMA synchronous = NORMAL")
        self._db.execute("PRAGMA foreign_keys = ON")
        self._db.executescript(_SCHEMA)
        self._migrate()
        self._states: dict[int, GameState] = {}  # table id -> replayed state (a prefix)
        self._setups: dict[int, dict] = {}
        self._verified: dict[tuple[int, int], tuple[str, bytes]] = {}

    def close(self) -> None:
        self._db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _migrate(self) -> None:
        """A database made before the change counters were split gets their columns (a
        room that was running when the server was upgraded goes on)."""
        def missing():
            return [(table, column) for table, column in (("rooms", "flags"),
                                                          ("game_tables", "version"))
                    if column not in {row[1] for row in
                                      self._db.execute(f"PRAGMA table_info({table})")}]

        if missing():
            with self._write():  # looked at again under the lock: another kernel may migrate
                for table, column in missing():
                    self._db.execute(f"ALTER TABLE {table} ADD COLUMN {column} INTEGER "
                                     "NOT NULL DEFAULT 0")

    # ------------------------------------------------------------- transactions
    def _write(self):
        return _Transaction(self._db)

    def _bump(self, code: str, table_id: int | None = None, *, flags: bool = False) -> None:
        """Raise the change counters of a write: the room's always, the room's ``flags``
        for a change of the whole room, the table's for a change at one table."""
        self._db.execute("UPDATE rooms SET version = version + 1, flags = flags + ? "
                         "WHERE code = ?", (int(flags), code))
        if table_id is not None:
            self._db.execute("UPDATE game_tables SET version = version + 1 WHERE id = ?",
                             (table_id,))

    # -------------------------------------------------------------------- rooms
    def create_room(self, *, lang: str = "en", bot_delay: float = 1.0,
                    code: str | None = None) -> tuple[str, str]:
        """A new room: returns (room code, teacher key). Keep the key: it is asked for every
        teacher action (start, pause, replace a seat, open the hands)."""
        from terra_widget.i18n import LANGUAGES
        if lang not in LANGUAGES:
            raise ClassroomError("bad_lang", lang=str(lang), allowed=", ".join(LANGUAGES))
        key = secrets.token_urlsafe(12)
        salt = secrets.token_bytes(16)
        with self._write():
            for _ in range(50):
                room = normalise_code(code) if code else "".join(
                    secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
                taken = self._db.execute("SELECT 1 FROM rooms WHERE code = ?",
                                         (room,)).fetchone()
                if not taken:
                    break
                if code:
                    raise ClassroomError("room_exists", code=room)
            self._db.execute(
                "INSERT INTO rooms(code, key_salt, key_hash, lang, bot_delay, created) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (room, salt, _hash(key, salt), lang, float(bot_delay), self.clock()))
        return room, key

    def room(self, code) -> RoomInfo:
        """The room with this code, or ClassroomError('bad_code')."""
        room = normalise_code(code)
        row = self._db.execute(
            "SELECT code, lang, bot_delay, started, paused, hands_open, version FROM rooms "
            "WHERE code = ?", (room,)).fetchone()
        if row is None:
            raise ClassroomError("bad_code", code=str(code)[:20])
        return RoomInfo(row[0], row[1], row[2], bool(row[3]), bool(row[4]), bool(row[5]),
                        row[6])

    def version(self, code: str) -> int:
        """The room's change counter: raised by every write to the room. Poll this."""
        row = self._db.execute("SELECT version FROM rooms WHERE code = ?",
                               (code,)).fetchone()
        return -1 if row is None else row[0]

    def table_version(self, table_id: int) -> tuple[int, int]:
        """What a page showing one table polls: (the room's ``flags``, the table's
        ``version``), raised by a change of the whole room or of this table only."""
        row = self._db.execute("SELECT r.flags, t.version FROM game_tables t JOIN rooms r "
                               "ON r.code = t.room WHERE t.id = ?", (table_id,)).fetchone()
        return (-1, -1) if row is None else (row[0], row[1])

    def check_key(self, code: str, key: str) -> RoomInfo:
        room = self.room(code)
        salt, stored = self._db.execute("SELECT key_salt, key_hash FROM rooms WHERE code = ?",
                                        (room.code,)).fetchone()
        if not isinstance(key, str) or not hmac.compare_digest(_hash(key, salt), stored):
            raise WrongPin("wrong_key")
        return room

    def _set_flag(self, code: str, key: str, column: str, value: bool) -> None:
        room = self.check_key(code, key)
        with self._write():
            self._db.execute(f"UPDATE rooms SET {column} = ? WHERE code = ?",
                             (int(bool(value)), room.code))
            self._bump(room.code, flags=True)

    def pause(self, code: str, key: str, paused: bool = True) -> None:
        """Freeze (or unfreeze) every table of the room on every device."""
        self._set_flag(code, key, "paused", paused)

    def open_hands(self, code: str, key: str, shown: bool = True) -> None:
        """Show every hand on every device, for the debrief (teacher only)."""
        self._set_flag(code, key, "hands_open", shown)

    def set_bot_delay(self, code: str, key: str, seconds: float) -> None:
        room = self.check_key(code, key)
        with self._write():
            self._db.execute("UPDATE rooms SET bot_delay = ? WHERE code = ?",
                             (max(0.0, float(seconds)), room.code))
            self._bump(room.code, flags=True)

    # ------------------------------------------------------------------- tables
    def add_table(self, code: str, key: str, n_seats: int, *, bots=None, seed: int | None = None,
                  teams: bool = False, first_player: int = 0, crises=None, hands=None,
                  draw_top=(), draw_bottom=()) -> int:
        """Add a table of ``n_seats`` (3-6) before the room starts; returns its id.

        ``bots``: {seat: strategy spec} for seats that are computer players from the start
        (every seat still free when the teacher starts becomes one too). ``seed`` and the
        stacked deck (``hands``, ``draw_top``, ``draw_bottom``) as for ``new_game``."""
        room = self.check_key(code, key)
        if room.started:
            raise ClassroomError("already_started")
        placeholder = [f"Seat {i + 1}" for i in range(n_seats)] \
            if is_whole(n_seats) else n_seats
        # The engine checks everything (3-6 seats R1.1, teams R5.2, the deck R1.2-R1.3).
        game = new_game(placeholder, seed=seed, teams=teams, first_player=first_player,
                        crises=crises, hands=hands, draw_top=draw_top,
                        draw_bottom=draw_bottom)
        setup = to_record(game)
        bots = dict(bots or {})
        for seat, spec in bots.items():
            if not isinstance(seat, int) or not 0 <= seat < n_seats:
                raise ClassroomError("bad_seat", seat=_shown(seat), n=n_seats)
            make_strategy(spec)  # ValueError listing the allowed strategies
        with self._write():
            number = self._db.execute("SELECT COALESCE(MAX(number), 0) + 1 FROM game_tables "
                                      "WHERE room = ?", (room.code,)).fetchone()[0]
            cur = self._db.execute("INSERT INTO game_tables(room, number, setup) "
                                   "VALUES (?, ?, ?)",
                                   (room.code, number, json.dumps(setup)))
            table_id = cur.lastrowid
            for seat in range(n_seats):
                if seat in bots:
                    self._db.execute("INSERT INTO seats(table_id, seat, kind, bot) "
                                     "VALUES (?, ?, 'bot', ?)", (table_id, seat, bots[seat]))
                else:
                    self._db.execute("INSERT INTO seats(table_id, seat, kind) "
                                     "VALUES (?, ?, 'open')", (table_id, seat))
            self._bump(room.code, table_id)
        return table_id

    def tables(self, code: str) -> list[TableInfo]:
        room = normalise_code(code)
        rows = self._db.execute("SELECT id, room, number, setup FROM game_tables WHERE room = ? "
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

    def _table_room(self, table_id: int) -> str:
        row = self._db.execute("SELECT room FROM game_tables WHERE id = ?",
                               (table_id,)).fetchone()
        if row is None:
            raise ClassroomError("bad_table", table=str(table_id)[:10])
        return row[0]

    def seats(self, table_id: int) -> list[Seat]:
        rows = self._db.execute("SELECT table_id, seat, kind, name, assigned, bot FROM seats "
                                "WHERE table_id = ? ORDER BY seat", (table_id,)).fetchall()
        return [Seat(*row) for row in rows]

    # -------------------------------------------------------------------- seats
    def assign(self, code: str, key: str, table_id: int, seat: int, name: str | None) -> None:
        """Reserve a free seat for the student called ``name`` (None: free it again)."""
        room = self.check_key(code, key)
        self._require_table_in(room.code, table_id)
        with self._write():
            row = self._db.execute("SELECT kind FROM seats WHERE table_id = ? AND seat = ?",
                                   (table_id, seat)).fetchone()
            if row is None:
                raise ClassroomError("bad_seat", seat=_shown(seat), n=len(self.seats(table_id)))
            if row[0] != "open":
                raise ClassroomError("seat_taken", seat=seat + 1)
            self._db.execute("UPDATE seats SET assigned = ? WHERE table_id = ? AND seat = ?",
                             (_clean_name(name) if name else None, table_id, seat))
            self._bump(room.code, table_id)

    def take_seat(self, code, table_id: int, seat: int, name: str) -> str:
        """A student takes a free seat (or the one reserved for their name): returns the
        seat's PIN, to be shown once. Only before the room starts."""
        room = self.room(code)
        self._require_table_in(room.code, table_id)
        name = _clean_name(name)
        if room.started:
            raise ClassroomError("already_started")
        with self._write():
            # A PIN alone finds a seat again (find_seat): no two seats of a room share one.
            held = self._room_pins(room.code)
            for _ in range(100):
                pin = new_pin()
                if not any(_matches(pin, salt, stored) for _, _, salt, stored in held):
                    break
            salt = secrets.token_bytes(16)
            digest = _hash(pin, salt)
            rows = self._db.execute("SELECT seat, kind, name, assigned FROM seats "
                                    "WHERE table_id = ? ORDER BY seat", (table_id,)).fetchall()
            if not 0 <= seat < len(rows) or isinstance(seat, bool):
                raise ClassroomError("bad_seat", seat=_shown(seat), n=len(rows))
            if all(kind != "open" for _, kind, _, _ in rows):
                raise ClassroomError("table_full")
            _, kind, _, assigned = rows[seat]
            if kind != "open":
                raise ClassroomError("seat_taken", seat=seat + 1)
            if assigned and assigned.casefold() != name.casefold():
                raise ClassroomError("seat_reserved", seat=seat + 1, name=assigned)
            others = {(n or "").casefold() for s, k, n, _ in rows if s != seat and n}
            if name.casefold() in others:
                raise ClassroomError("name_taken", name=name)
            self._db.execute(
                "UPDATE seats SET kind = 'human', name = ?, pin_salt = ?, pin_hash = ?, "
                "failures = 0 WHERE table_id = ? AND seat = ?",
                (name, salt, digest, table_id, seat))
            self._bump(room.code, table_id)
        return pin

    def check_pin(self, code, table_id: int, seat: int, pin) -> Seat:
        """The seat, if ``pin`` is its PIN (a student rejoining); WrongPin otherwise. After
        ``MAX_PIN_FAILURES`` wrong PINs in a row the seat refuses PINs for a while."""
        room = self.room(code)
        self._require_table_in(room.code, table_id)
        pin = str(pin).strip() if pin is not None else ""
        cached = self._verified.get((table_id, seat))
        row = self._db.execute("SELECT kind, pin_salt, pin_hash, failures, locked_until "
                               "FROM seats WHERE table_id = ? AND seat = ?",
                               (table_id, seat)).fetchone()
        if row is None:
            raise ClassroomError("bad_seat", seat=_shown(seat), n=len(self.seats(table_id)))
        kind, salt, stored, failures, locked_until = row
        if kind != "human" or stored is None:
            raise WrongPin("not_your_seat", seat=seat + 1)
        if cached == (pin, stored):
            return self._seat(table_id, seat)
        now = self.clock()
        if locked_until > now:
            raise WrongPin("pin_locked", seconds=int(locked_until - now) + 1)
        if hmac.compare_digest(_hash(pin, salt), stored):
            if failures:
                with self._write():
                    self._db.execute("UPDATE seats SET failures = 0 WHERE table_id = ? AND "
                                     "seat = ?", (table_id, seat))
            self._verified[(table_id, seat)] = (pin, stored)
            return self._seat(table_id, seat)
        with self._write():
            failures += 1
            lock = now + LOCK_SECONDS if failures >= MAX_PIN_FAILURES else 0.0
            self._db.execute("UPDATE seats SET failures = ?, locked_until = ? "
                             "WHERE table_id = ? AND seat = ?",
                             (0 if lock else failures, lock, table_id, seat))
        raise WrongPin("wrong_pin", seat=seat + 1)

    def find_seat(self, code, pin) -> Seat:
        """The seat a student holds in this room, found by code + PIN alone (rejoin)."""
        room = self.room(code)
        pin = str(pin).strip() if pin is not None else ""
        # Wrong PINs here count against no seat: one student's typo must not lock others.
        for table_id, seat, salt, stored in self._room_pins(room.code):
            if _matches(pin, salt, stored):
                return self.check_pin(room.code, table_id, seat, pin)
        raise WrongPin("pin_not_found", digits=PIN_DIGITS)

    def _room_pins(self, code: str) -> list[tuple[int, int, bytes, bytes]]:
        return self._db.execute(
            "SELECT s.table_id, s.seat, s.pin_salt, s.pin_hash FROM seats s JOIN game_tables t "
            "ON s.table_id = t.id WHERE t.room = ? AND s.kind = 'human' AND s.pin_hash IS NOT "
            "NULL ORDER BY t.number, s.seat", (code,)).fetchall()

    def _seat(self, table_id: int, seat: int) -> Seat:
        return self.seats(table_id)[seat]

    def _require_table_in(self, code: str, table_id: int) -> None:
        if self._table_room(table_id) != code:  # two rooms never mix
            raise ClassroomError("bad_table", table=str(table_id)[:10])

    def replace_by_bot(self, code: str, key: str, table_id: int, seat: int,
                       spec: str = DEFAULT_BOT) -> None:
        """A computer player takes over ``seat`` (the student left); its PIN stops working."""
        room = self.check_key(code, key)
        self._require_table_in(room.code, table_id)
        make_strategy(spec)
        with self._write():
            self._db.execute("UPDATE seats SET kind = 'bot', bot = ?, pin_salt = NULL, "
                             "pin_hash = NULL WHERE table_id = ? AND seat = ?",
                             (spec, table_id, seat))
            self._bump(room.code, table_id)
        self._verified.pop((table_id, seat), None)

    def start(self, code: str, key: str, *, bot: str = DEFAULT_BOT) -> None:
        """Start every table: free seats become computer players, names are fixed (R1)."""
        room = self.check_key(code, key)
        if room.started:
            raise ClassroomError("already_started")
        make_strategy(bot)
        with self._write():
            for info in self.tables(room.code):
                seats = self.seats(info.id)
                names = []
                for s in seats:
                    if s.kind == "open":
                        self._db.execute("UPDATE seats SET kind = 'bot', bot = ? "
                                         "WHERE table_id = ? AND seat = ?",
                                         (bot, info.id, s.seat))
                    names.append(s.name if s.kind == "human" else None)
                taken = {n.casefold() for n in names if n}
                bot_number = 0
                for i, n in enumerate(names):
                    if n is None:
                        while True:
                            bot_number += 1
                            candidate = f"Computer {bot_number}"
                            if candidate.casefold() not in taken:
                                break
                        names[i] = candidate
                        self._db.execute("UPDATE seats SET name = ? WHERE table_id = ? AND "
                                         "seat = ?", (candidate, info.id, i))
                setup = self._setup(info.id)
                setup["players"] = names
                from_record(setup)  # the engine accepts these names (R1.1)
                self._db.execute("UPDATE game_tables SET setup = ? WHERE id = ?",
                                 (json.dumps(setup), info.id))
                self._setups.pop(info.id, None)
                self._states.pop(info.id, None)
            self._db.execute("UPDATE rooms SET started = 1 WHERE code = ?", (room.code,))
            self._bump(room.code, flags=True)

    # -------------------------------------------------------------------- moves
    def _setup(self, table_id: int) -> dict:
        setup = self._setups.get(table_id)
        if setup is None:
            row = self._db.execute("SELECT setup FROM game_tables WHERE id = ?",
                                   (table_id,)).fetchone()
            if row is None:
                raise ClassroomError("bad_table", table=str(table_id)[:10])
            setup = json.loads(row[0])
            room = self._table_room(table_id)
            if self.room(room).started:  # names are final only once started
                self._setups[table_id] = setup
        return dict(setup)

    def seq(self, table_id: int) -> int:
        """How many actions the table's record holds (the next action's ``seq``)."""
        return self._db.execute("SELECT COUNT(*) FROM actions WHERE table_id = ?",
                                (table_id,)).fetchone()[0]

    def state(self, table_id: int) -> GameState:
        """The table's game as the record says now. Do not change it: read
        ``state.view(seat)``. Before the room starts: the game as it will be dealt.

        Kept in memory: a call applies only the actions recorded since the last one (a
        page catching up with a move applies that move, nothing else); the whole record
        is replayed only the first time, or if the record no longer extends the game held
        (R7.4: the record is the truth)."""
        state = self._states.get(table_id)
        if state is None:
            state = from_record(self._setup(table_id))
            if self.room(self._table_room(table_id)).started:
                self._states[table_id] = state
            else:
                return state
        have = len(state.history)
        # The record from the last action held on: it must extend what is held (the same
        # action at seq have - 1). If not -- the file was replaced, say -- replay it all.
        rows = self._db.execute("SELECT seq, action FROM actions WHERE table_id = ? AND seq >= ? "
                                "ORDER BY seq", (table_id, max(have - 1, 0))).fetchall()
        if have:
            if not rows or rows[0][0] != have - 1 \
                    or json.loads(rows[0][1]) != _as_stored(state.history[-1]):
                del self._states[table_id]
                return self.state(table_id)
            rows = rows[1:]
        if rows:
            by_id = {c.id: c for c in state.config.crises}
            for seq, raw in rows:
                if seq != len(state.history):  # cannot happen: (table, seq) is the key
                    raise RuntimeError(f"table {table_id}: record has a gap at {seq}")
                state.apply(action_from_dict(json.loads(raw), by_id))
        return state

    def actions(self, table_id: int) -> list[tuple[int, int, dict]]:
        """The record as stored: (seq, seat, action dict) in order."""
        return [(seq, seat, json.loads(raw)) for seq, seat, raw in self._db.execute(
            "SELECT seq, seat, action FROM actions WHERE table_id = ? ORDER BY seq",
            (table_id,))]

    def _refuse_unless_running(self, room: RoomInfo) -> None:
        if not room.started:
            raise ClassroomError("not_started")
        if room.paused:
            raise ClassroomError("paused")

    def submit(self, table_id: int, expected_seq: int, seat: int, action, pin) -> int:
        """Play ``action`` for ``seat`` (a student, proved by ``pin``) if the table is still
        at ``expected_seq`` (the number of moves the student's screen showed) and the rules
        allow it (R7.3). Returns the move's seq. Refusals (nothing written): ActedFirst
        (another move came first), WrongPin, ClassroomError (paused, not your turn,
        illegal move)."""
        code = self._table_room(table_id)
        self.check_pin(code, table_id, seat, pin)
        if isinstance(action, Action):
            action = action.to_dict()
        if not isinstance(action, dict) or action.get("seat") != seat:
            raise ClassroomError("not_your_seat", seat=seat + 1)
        with self._write():
            # Everything is read again inside the write lock: nothing can change meanwhile.
            room = self.room(code)
            self._refuse_unless_running(room)
            kind = self._db.execute("SELECT kind FROM seats WHERE table_id = ? AND seat = ?",
                                    (table_id, seat)).fetchone()[0]
            if kind != "human":  # replaced by a computer player meanwhile
                raise WrongPin("not_your_seat", seat=seat + 1)
            current = self.seq(table_id)
            if expected_seq != current:
                raise ActedFirst("acted_first")
            state = self.state(table_id)
            if state.to_act != seat:
                raise ClassroomError("not_your_turn")
            try:
                move = action_from_dict(action, {c.id: c for c in state.config.crises})
            except ValueError as exc:
                raise ClassroomError("illegal", reason=str(exc)) from None
            if not state.is_legal(move):
                try:  # the engine's own sentence for the refusal (R7.3), on a copy
                    state.clone().apply(move)
                    reason = str(move)
                except IllegalActionError as exc:
                    reason = exc.reason
                raise ClassroomError("illegal", reason=reason)
            self._append(code, table_id, current, move)
        state.apply(move)
        return current

    def _append(self, code: str, table_id: int, seq: int, move: Action) -> None:
        self._db.execute("INSERT INTO actions(table_id, seq, seat, action, at) "
                         "VALUES (?, ?, ?, ?, ?)",
                         (table_id, seq, move.seat, json.dumps(move.to_dict()), self.clock()))
        self._bump(code, table_id)

    def bot_due(self, table_id: int) -> float | None:
        """Seconds until a computer player may move at this table (0: now), or None if
        none is to move (a student's decision, paused, not started, game over)."""
        code = self._table_room(table_id)
        room = self.room(code)
        if not room.started or room.paused:
            return None
        state = self.state(table_id)
        if state.is_over:
            return None
        seat = self.seats(table_id)[state.to_act]
        if not seat.is_bot:
            return None
        row = self._db.execute("SELECT MAX(at) FROM actions WHERE table_id = ?",
                               (table_id,)).fetchone()
        last = row[0] if row and row[0] is not None else 0.0
        return max(0.0, last + _bot_delay(room, state.legal_actions()) - self.clock())

    def step_bots(self, table_id: int) -> bool:
        """Make one computer player's move at this table if one is due; True if made.

        Any device may call this (the teacher's kernel and every student's do, each time
        they poll): the move is computed inside the write transaction from the state at
        that moment, so a second device finds it made and does nothing."""
        due = self.bot_due(table_id)
        if due is None or due > 0:
            return False
        code = self._table_room(table_id)
        with self._write():
            room = self.room(code)
            if not room.started or room.paused:
                return False
            current = self.seq(table_id)
            state = self.state(table_id)
            if state.is_over:
                return False
            seat = self.seats(table_id)[state.to_act]
            if not seat.is_bot:
                return False
            row = self._db.execute("SELECT MAX(at) FROM actions WHERE table_id = ?",
                                   (table_id,)).fetchone()
            last = row[0] if row and row[0] is not None else 0.0
            legal = state.legal_actions()
            if self.clock() < last + _bot_delay(room, legal):
                return False
            strategy = make_strategy(seat.bot or DEFAULT_BOT,
                                     seed=derive_seed(state.seed, _BOT_SEED_BRANCH,
                                                      seat.seat, current))
            move = strategy.choose(state.view(seat.seat), legal)
            if not state.is_legal(move):  # a strategy bug must not corrupt the record
                raise ClassroomError("illegal", reason=str(move))
            self._append(code, table_id, current, move)
        state.apply(move)
        return True

    def run_bots(self, code: str, *, limit: int = 10_000) -> int:
        """Make every computer-player move due now at every table of the room (with no
        delay configured, until a student must act). Returns how many were made."""
        made = 0
        for info in self.tables(code):
            while made < limit and self.step_bots(info.id):
                made += 1
        return made

    def record(self, table_id: int) -> dict:
        """The table's game record (terra_widget.rules.to_record form): replayable."""
        return to_record(self.state(table_id))


class _Transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (ROLLBACK on any error): the write lock is taken
    at the start, so what the transaction reads cannot change before it writes."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db
        self.depth_owner = False

    def __enter__(self):
        if not self.db.in_transaction:
            self.db.execute("BEGIN IMMEDIATE")
            self.depth_owner = True
        return self

    def __exit__(self, exc_type, exc, tb):
        if not self.depth_owner:
            return False
        if exc_type is None:
            self.db.execute("COMMIT")
        else:
            self.db.execute("ROLLBACK")
        return False


def _as_stored(action: Action):
    """An action as the record reads back (JSON: tuples become lists)."""
    return json.loads(json.dumps(action.to_dict()))


def _shown(seat) -> str:
    """A seat as people count it (1, 2, ...), or what was given if it is no seat number."""
    if is_whole(seat):
        return str(seat + 1)
    return str(seat)[:10]


def _bot_delay(room: RoomInfo, legal) -> float:
    """How long a computer player waits after the last move, so that people can follow.
    Its own draw (its only choice) goes sooner: waiting there shows nothing."""
    if len(legal) == 1 and isinstance(legal[0], Draw):
        return min(room.bot_delay, 0.3)
    return room.bot_delay


def _clean_name(name) -> str:
    from terra_widget.rules.limits import MAX_NAME_LENGTH
    if not isinstance(name, str) or not name.strip():
        raise ClassroomError("bad_name", limit=MAX_NAME_LENGTH)
    name = " ".join(name.split())
    if len(name) > MAX_NAME_LENGTH:
        raise ClassroomError("bad_name", limit=MAX_NAME_LENGTH)
    return name
