"""One truth for a classroom: rooms, tables, seats and every move, in one SQLite file.

Every device of a room (the teacher's kernel, one Voila kernel per student) opens the same
database file with its own ``Store``. The database holds only the game *record* -- each
table's set-up and seed, and its actions in order (R7.4) -- and the room's state (started,
paused, hands open). Each ``Store`` replays the record with the engine to get a table's
state, keeping the replayed state in memory and applying only the moves it has not seen.

``Store`` is the one object callers hold; each of its jobs is a small module of its own:

* ``store_db``     -- the storage adapter: the file, schema and migration, transactions,
  change counters, and a damaged file said plainly;
* ``store_rooms``  -- rooms, the teacher key and the room's flags (pause, open hands);
* ``store_tables`` -- tables, seats as they stand, and the start;
* ``store_seats``  -- keeping, taking and reopening a seat: PINs, keep codes, names and
  the guards against guessing;
* ``store_moves``  -- the replay cache and a student's move (the *Master*: checks, then
  appends, in one ``BEGIN IMMEDIATE`` transaction);
* ``store_bots``   -- when a computer player is due, and its move.

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

from terra_widget.rules import GameState

from .store_bots import BotsJob
from .store_db import StoreBase
from .store_moves import MovesJob
from .store_rooms import CODE_ALPHABET, CODE_LENGTH, RoomInfo, RoomsJob, normalise_code
from .store_seats import (
    KEEP_CODE_LENGTH,
    LOCK_SECONDS,
    MAX_FAILURES,
    MAX_LOCK_SECONDS,
    MAX_PIN_FAILURES,
    PIN_DIGITS,
    SeatsJob,
    new_pin,
)
from .store_tables import DEFAULT_BOT, Seat, TableInfo, TablesJob

__all__ = ["Store", "Seat", "TableInfo", "RoomInfo", "normalise_code", "new_pin",
           "CODE_ALPHABET", "CODE_LENGTH", "PIN_DIGITS", "KEEP_CODE_LENGTH", "DEFAULT_BOT",
           "MAX_FAILURES", "MAX_PIN_FAILURES", "LOCK_SECONDS", "MAX_LOCK_SECONDS"]


class Store(StoreBase, RoomsJob, TablesJob, SeatsJob, MovesJob, BotsJob):
    """One connection to a classroom database (one per kernel, thread or process).

    ``path``: the SQLite file (created with its tables if missing; a damaged one, or one
    of 0 bytes unless ``fresh``, raises ClassroomError). ``clock``: the time function
    (tests pass a fake one)."""

    def __init__(self, path, *, clock=time.time, timeout: float = 30.0, fresh: bool = False):
        super().__init__(path, clock=clock, timeout=timeout, fresh=fresh)
        self._states: dict[int, GameState] = {}  # table id -> replayed state (a prefix)
        self._setups: dict[int, dict] = {}
        self._verified: dict[tuple[int, int], tuple[str, bytes]] = {}  # proved PINs
