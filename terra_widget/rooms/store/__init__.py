"""One truth for a classroom: rooms, tables, seats and every move, in one SQLite file.

Every device of a room (the teacher's kernel, one Voila kernel per student) opens the same
database file with its own ``Store``. The database holds only the game *record* -- each
table's set-up and seed, and its actions in order (R7.4) -- and the room's state (started,
paused, hands open). Each ``Store`` replays the record with the engine to get a table's
state, keeping the replayed state in memory and applying only the moves it has not seen.

``Store`` is the one object callers hold. It is made of one object per job, each in a
module of its own and each given, when made, the jobs it asks (nothing is shared but what
is passed):

* ``db.Database``   -- the storage adapter: the file, schema and migration, transactions,
  change counters, and a damaged file said plainly;
* ``rooms.Rooms``   -- rooms, the teacher key and the room's flags (pause, open hands);
* ``tables.Tables`` -- tables, seats as they stand, the game's length and the start;
* ``seats.Seats``   -- keeping, taking and reopening a seat: PINs, keep codes, names and
  the guards against guessing;
* ``moves.Moves``   -- the replay cache and a student's move (the *Master*: checks, then
  appends, in one ``BEGIN IMMEDIATE`` transaction);
* ``bots.Bots``     -- when a computer player is due, and its move.

Writing a move happens in one ``BEGIN IMMEDIATE`` transaction: the writer checks that the
table is still at the sequence number the student saw, that the PIN is the seat's, that it
is this seat's decision and that the rules allow the move, then appends it. Two clicks at
the same moment: the second transaction starts after the first committed, sees a newer
sequence and is refused with ``ActedFirst``. The actions table's primary key (table, seq)
makes a gap or a duplicate impossible, whatever the callers do.

Change counters, so that a page redraws only when what it shows changed: the room's
``version`` is raised by every write to the room (the teacher's screen, which shows every
table, polls it); the room's ``flags`` by a change of the whole room (start, pause, open
hands); each table's ``version`` by a move or a seat change at that table. A student's page
polls ``table_version(table)`` (one indexed read): a move at another table costs it nothing.

Standard library only (``sqlite3``, WAL mode so readers never wait for the writer).
"""

from __future__ import annotations

import time
from pathlib import Path

from .bots import Bots
from .db import Database
from .moves import Moves
from .rooms import CODE_ALPHABET, CODE_LENGTH, RoomInfo, Rooms, normalise_code
from .seats import (
    KEEP_CODE_LENGTH,
    LOCK_SECONDS,
    MAX_FAILURES,
    MAX_LOCK_SECONDS,
    MAX_PIN_FAILURES,
    PIN_DIGITS,
    Seats,
    new_pin,
)
from .tables import DEFAULT_BOT, Seat, TableInfo, Tables

__all__ = ["Store", "Seat", "TableInfo", "RoomInfo", "normalise_code", "new_pin",
           "CODE_ALPHABET", "CODE_LENGTH", "PIN_DIGITS", "KEEP_CODE_LENGTH", "DEFAULT_BOT",
           "MAX_FAILURES", "MAX_PIN_FAILURES", "LOCK_SECONDS", "MAX_LOCK_SECONDS"]


class Store:
    """One connection to a classroom database (one per kernel, thread or process).

    ``path``: the SQLite file (created with its tables if missing; a damaged one, or one
    of 0 bytes unless ``fresh``, raises ClassroomError). ``clock``: the time function
    (tests pass a fake one). Each method below hands the call to the job that does it."""

    def __init__(self, path, *, clock=time.time, timeout: float = 30.0, fresh: bool = False):
        self.db = db = Database(path, clock=clock, timeout=timeout, fresh=fresh)
        self._rooms = rooms = Rooms(db)
        self._tables = tables = Tables(db, rooms)
        self._seats = seats = Seats(db, rooms, tables)
        self._moves = moves = Moves(db, rooms, tables, seats)
        self._bots = Bots(db, rooms, tables, moves)
        # rooms and their flags
        self.create_room, self.room, self.check_key = rooms.create_room, rooms.room, \
            rooms.check_key
        self.version, self.table_version = rooms.version, rooms.table_version
        self.pause, self.open_hands = rooms.pause, rooms.open_hands
        self.set_bot_delay = rooms.set_bot_delay
        # tables, the game's length and the start
        self.add_table, self.tables, self.table = tables.add_table, tables.tables, tables.table
        self.seats, self.start = tables.seats, tables.start
        self.length, self.set_length = tables.length, tables.set_length
        # seats, PINs and keep codes
        self.assign, self.keep_codes = seats.assign, seats.keep_codes
        self.replace_by_bot, self.take_seat = seats.replace_by_bot, seats.take_seat
        self.check_pin, self.rejoin = seats.check_pin, seats.rejoin
        # the record and the moves
        self.seq, self.state, self.actions = moves.seq, moves.state, moves.actions
        self.record, self.submit = moves.record, moves.submit
        # computer players
        self.bot_due, self.step_bots, self.run_bots = self._bots.bot_due, \
            self._bots.step_bots, self._bots.run_bots

    @property
    def path(self) -> Path:
        return self.db.path

    @property
    def clock(self):
        return self.db.clock

    @clock.setter
    def clock(self, clock) -> None:
        self.db.clock = clock

    def close(self) -> None:
        self.db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
