"""The classroom store's seats and PINs: keeping a seat for a student, taking one, proving
it is yours (a PIN), coming back to it from another page, and the guards that make
guessing a PIN or a keep code hopeless within a lesson.

Every path that accepts a secret of a seat -- the PIN (``check_pin``, ``rejoin``,
``submit``) and the code that opens a kept seat (``take_seat``) -- names the seat it would
open, and every wrong try counts against that seat *and* against whoever asked (``client``:
the page, and the client's address when the page knows it). ``MAX_FAILURES`` wrong tries
in a row lock that seat, page or address for ``LOCK_SECONDS``, doubled at every further
lock up to ``MAX_LOCK_SECONDS``. A page that already proved its PIN keeps playing through a
lock (the proof is kept in memory): only a new page waits. The figures, and how long a
guess of every seat would take, are in docs/classroom.md.
"""

from __future__ import annotations

import hmac
import secrets

from terra_widget.bots import make_strategy
from terra_widget.rules.face.names import name_key, normal_name

from ...checks import is_whole
from ..errors import ClassroomError, WrongPin
from .rooms import CODE_ALPHABET, matches, secret_hash
from .tables import DEFAULT_BOT, Seat, shown_seat

#: A PIN: 10**6 possibilities (see docs/classroom.md for what the guards make of it).
PIN_DIGITS = 6
#: The code that opens a seat the teacher kept for a student (shown on the teacher's
#: screen only): 31**4, about 920,000 possibilities.
KEEP_CODE_LENGTH = 4
#: Wrong tries in a row before a lock, by who made them: a seat, a page, an address (a
#: whole class may share one address behind a school's router: it gets more).
MAX_FAILURES = {"seat": 5, "page": 5, "addr": 20}
MAX_PIN_FAILURES = MAX_FAILURES["seat"]
#: The first lock; each further lock of the same seat, page or address lasts twice as
#: long, up to ``MAX_LOCK_SECONDS``.
LOCK_SECONDS = 30.0
MAX_LOCK_SECONDS = 15 * 60.0


def new_pin() -> str:
    """A random PIN of ``PIN_DIGITS`` digits."""
    return "".join(secrets.choice("0123456789") for _ in range(PIN_DIGITS))


def new_keep_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(KEEP_CODE_LENGTH))


def lock_seconds(locks: int) -> float:
    """How long the ``locks``-th lock (1, 2, ...) of one seat, page or address lasts."""
    return min(LOCK_SECONDS * 2 ** min(locks - 1, 30), MAX_LOCK_SECONDS)


def clean_name(name) -> str:
    """A student's name as stored and shown: ``normal_name`` (NFKC, no invisible or
    bidirectional control, so no name can turn a line of the dashboard around), 1 to
    MAX_NAME_LENGTH characters."""
    from terra_widget.rules.face.save_limits import MAX_NAME_LENGTH
    name = normal_name(name) if isinstance(name, str) else ""
    if not name or len(name) > MAX_NAME_LENGTH:
        raise ClassroomError("bad_name", limit=MAX_NAME_LENGTH)
    return name


def _seat_guard(table_id: int, seat: int) -> str:
    return f"seat:{table_id}:{seat}"


def _who(client) -> tuple[str, ...]:
    """The guard names of a client: ('page:...', 'addr:...'), each checked."""
    out = []
    for who in client or ():
        kind = str(who).split(":", 1)[0]
        if kind not in MAX_FAILURES or kind == "seat":
            raise ValueError(f"client {who!r}: give 'page:<id>' or 'addr:<address>'")
        out.append(str(who)[:100])
    return tuple(out)


class Seats:
    """Seats, PINs and their guards. ``verified`` holds the PINs this page proved
    (in memory only): a lock that guesses at the seat cause does not stop that page."""

    def __init__(self, db, rooms, tables):
        self.db = db
        self.rooms = rooms
        self.tables = tables
        self.verified: dict[tuple[int, int], tuple[str, bytes]] = {}

    # ------------------------------------------------------------ the teacher
    def assign(self, code: str, key: str, table_id: int, seat: int, name: str | None) -> None:
        """Keep a free seat for the student called ``name`` (None: free it again). The seat
        then opens only with a keep code (``keep_codes``), shown on the teacher's screen
        and told to that student: the name alone, which everyone sees, opens nothing."""
        room = self.rooms.check_key(code, key)
        self.tables.require_table_in(room.code, table_id)
        with self.db.write():
            row = self.db.execute("SELECT kind FROM seats WHERE table_id = ? AND seat = ?",
                                   (table_id, seat)).fetchone()
            if row is None:
                raise ClassroomError("bad_seat", seat=shown_seat(seat),
                                     n=len(self.tables.seats(table_id)))
            if row[0] != "open":
                raise ClassroomError("seat_taken", seat=seat + 1)
            self.db.execute("UPDATE seats SET assigned = ?, keep_code = ? "
                             "WHERE table_id = ? AND seat = ?",
                             (clean_name(name) if name else None,
                              new_keep_code() if name else None, table_id, seat))
            self.db.bump(room.code, table_id)

    def keep_codes(self, code: str, key: str) -> dict[tuple[int, int], str]:
        """{(table id, seat): keep code} of the room's kept seats still free (teacher only)."""
        room = self.rooms.check_key(code, key)
        return {(tid, seat): kc for tid, seat, kc in self.db.execute(
            "SELECT s.table_id, s.seat, s.keep_code FROM seats s JOIN game_tables t "
            "ON s.table_id = t.id WHERE t.room = ? AND s.kind = 'open' AND "
            "s.keep_code IS NOT NULL", (room.code,))}

    def replace_by_bot(self, code: str, key: str, table_id: int, seat: int,
                       spec: str = DEFAULT_BOT) -> None:
        """A computer player takes over ``seat`` (the student left); its PIN stops working."""
        room = self.rooms.check_key(code, key)
        self.tables.require_table_in(room.code, table_id)
        make_strategy(spec)
        with self.db.write():
            self.db.execute("UPDATE seats SET kind = 'bot', bot = ?, pin_salt = NULL, "
                             "pin_hash = NULL WHERE table_id = ? AND seat = ?",
                             (spec, table_id, seat))
            self.db.bump(room.code, table_id)
        self.verified.pop((table_id, seat), None)

    # ------------------------------------------------------------ a student
    def take_seat(self, code, table_id: int, seat: int, name: str, keep: str | None = None,
                  *, client=()) -> str:
        """A student takes a free seat (a kept one with its ``keep`` code): returns the
        seat's PIN, to be shown once. Only before the room starts; one seat per student
        (name, compared by ``name_key`` so look-alikes count as one) in the room."""
        room = self.rooms.room(code)
        self.tables.require_table_in(room.code, table_id)
        name = clean_name(name)
        who = _who(client)
        if room.started:
            raise ClassroomError("already_started")
        pin, salt, digest = new_pin(), secrets.token_bytes(16), None
        refused = None  # a wrong keep code: the failure is written, then refused
        with self.db.write():
            rows = self.db.execute("SELECT seat, kind, assigned, keep_code FROM seats "
                                    "WHERE table_id = ? ORDER BY seat", (table_id,)).fetchall()
            if not is_whole(seat) \
                    or not 0 <= seat < len(rows):
                raise ClassroomError("bad_seat", seat=shown_seat(seat), n=len(rows))
            if all(kind != "open" for _, kind, _, _ in rows):
                raise ClassroomError("table_full")
            _, kind, assigned, keep_code = rows[seat]
            if kind != "open":
                raise ClassroomError("seat_taken", seat=seat + 1)
            key = name_key(name)
            if any(name_key(n) == key for (n,) in self.db.execute(
                    "SELECT s.name FROM seats s JOIN game_tables t ON s.table_id = t.id "
                    "WHERE t.room = ? AND s.kind = 'human'", (room.code,))):
                raise ClassroomError("name_taken", name=name)
            if keep_code is not None:
                guards = (_seat_guard(table_id, seat), *who)
                self._refuse_if_locked(room.code, guards)
                given = keep.strip().upper() if isinstance(keep, str) else ""
                if not hmac.compare_digest(given.encode(), keep_code.encode()):
                    self._failed(room.code, guards)
                    refused = WrongPin("keep_code", seat=seat + 1, name=assigned)
            if refused is None:
                # hashed only now: a wrong keep code costs no hashing (one per student
                # who joins, about 10 ms under the lock, before the game)
                digest = secret_hash(pin, salt)
                self.db.execute(
                    "UPDATE seats SET kind = 'human', name = ?, pin_salt = ?, pin_hash = ?, "
                    "keep_code = NULL WHERE table_id = ? AND seat = ?",
                    (name, salt, digest, table_id, seat))
                self.db.bump(room.code, table_id)
        if refused is not None:
            raise refused
        # This page knows the PIN: a lock that guesses at the seat cause does not stop it.
        self.verified[(table_id, seat)] = (pin, digest)
        return pin

    def check_pin(self, code, table_id: int, seat: int, pin, *, client=()) -> Seat:
        """The seat, if ``pin`` is its PIN; WrongPin otherwise. Wrong PINs count against
        the seat and ``client`` (see the module's docstring)."""
        room = self.rooms.room(code)
        self.tables.require_table_in(room.code, table_id)
        pin = str(pin).strip() if pin is not None else ""
        who = _who(client)
        row = self.db.execute("SELECT kind, pin_salt, pin_hash FROM seats "
                               "WHERE table_id = ? AND seat = ?", (table_id, seat)).fetchone()
        if row is None:
            raise ClassroomError("bad_seat", seat=shown_seat(seat),
                                 n=len(self.tables.seats(table_id)))
        kind, salt, stored = row
        if kind != "human" or stored is None:
            raise WrongPin("not_your_seat", seat=seat + 1)
        if self.verified.get((table_id, seat)) == (pin, stored):
            return self.tables.seat(table_id, seat)  # this page proved it already: no lock applies
        guards = (_seat_guard(table_id, seat), *who)
        self._refuse_if_locked(room.code, guards)
        if matches(pin, salt, stored):
            with self.db.write():
                self.db.execute("UPDATE guards SET failures = 0 WHERE room = ? AND who = ?",
                                 (room.code, guards[0]))
            self.verified[(table_id, seat)] = (pin, stored)
            return self.tables.seat(table_id, seat)
        with self.db.write():
            self._failed(room.code, guards)
        raise WrongPin("wrong_pin", seat=seat + 1)

    def rejoin(self, code, table_id: int, seat: int, pin, *, client=()) -> Seat:
        """A student reopens their seat from another page (a reload, another device): the
        PIN is checked as by ``check_pin``, and the teacher's screen shows that the seat
        was reopened (``Seat.rejoins``)."""
        found = self.check_pin(code, table_id, seat, pin, client=client)
        room = self.tables.table_room(table_id)
        with self.db.write():
            self.db.execute("UPDATE seats SET rejoins = rejoins + 1 WHERE table_id = ? AND "
                             "seat = ?", (table_id, seat))
            self.db.bump(room, table_id)
        return self.tables.seat(table_id, found.seat)

    # ------------------------------------------------------------ the guards
    def _refuse_if_locked(self, room: str, guards) -> None:
        now = self.db.clock()
        marks = ",".join("?" * len(guards))
        row = self.db.execute(f"SELECT MAX(locked_until) FROM guards WHERE room = ? AND "
                               f"who IN ({marks})", (room, *guards)).fetchone()
        until = row[0] if row and row[0] is not None else 0.0
        if until > now:
            raise WrongPin("pin_locked", seconds=int(until - now) + 1)

    def _failed(self, room: str, guards) -> None:
        """One more wrong try for each of ``guards`` (inside a write transaction)."""
        now = self.db.clock()
        for who in guards:
            self.db.execute("INSERT OR IGNORE INTO guards(room, who) VALUES (?, ?)",
                             (room, who))
            failures, locks = self.db.execute(
                "SELECT failures, locks FROM guards WHERE room = ? AND who = ?",
                (room, who)).fetchone()
            failures += 1
            until = 0.0
            if failures >= MAX_FAILURES[who.split(":", 1)[0]]:
                failures, locks = 0, locks + 1
                until = now + lock_seconds(locks)
            self.db.execute("UPDATE guards SET failures = ?, locks = ?, "
                             "locked_until = MAX(locked_until, ?) WHERE room = ? AND who = ?",
                             (failures, locks, until, room, who))

