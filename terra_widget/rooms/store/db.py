"""The classroom store's storage adapter: the SQLite file, its schema and migration, the
write transaction and the change counters. No rule of the game and no rule of the room
lives here (those are in the store's job modules, as boardgame.io keeps its thin storage
adapter apart from the *Master* that checks and applies moves).

A damaged file is said plainly: opening it raises ``ClassroomError('db_damaged')`` naming
the file, never a raw ``sqlite3.DatabaseError`` from a later call; a file of 0 bytes is
treated as damaged (a room file that lost its content must not silently become a new,
empty room) unless the caller asked for a new room file (``fresh=True``).
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from ..errors import ClassroomError

SCHEMA = """
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
    keep_code TEXT,
    rejoins INTEGER NOT NULL DEFAULT 0,
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
CREATE TABLE IF NOT EXISTS guards(
    room TEXT NOT NULL,
    who TEXT NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    locks INTEGER NOT NULL DEFAULT 0,
    locked_until REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (room, who)
);
"""

#: Columns added after the first rooms were played: a file made before gets them (a room
#: that was running when the server was upgraded goes on).
_ADDED_COLUMNS = (("rooms", "flags", "INTEGER NOT NULL DEFAULT 0"),
                  ("game_tables", "version", "INTEGER NOT NULL DEFAULT 0"),
                  ("seats", "keep_code", "TEXT"),
                  ("seats", "rejoins", "INTEGER NOT NULL DEFAULT 0"))

#: How long to wait for another kernel that is creating the file right now (it exists
#: with 0 bytes between its creation and the first page SQLite writes).
_CREATING_SECONDS = 1.0


def connect(path: Path, *, timeout: float, fresh: bool = False) -> sqlite3.Connection:
    """The database at ``path``, with its tables; ClassroomError('db_damaged' or
    'db_empty') if the file is not a room database."""
    _refuse_empty(path, fresh)
    try:
        db = sqlite3.connect(str(path), timeout=timeout, isolation_level=None,
                             check_same_thread=False)
    except sqlite3.Error as exc:
        raise damaged(path, exc) from None
    try:
        db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        db.execute("PRAGMA journal_mode = WAL")
        # WAL with synchronous=NORMAL: a commit does not wait for the disk (fsync at
        # checkpoints only). Still atomic and safe if a kernel or the server dies; a power
        # cut may lose the last moves (never corrupt the record). On a busy machine an
        # fsync per move would be most of the time a move takes to reach the other screens.
        db.execute("PRAGMA synchronous = NORMAL")
        db.execute("PRAGMA foreign_keys = ON")
        db.executescript(SCHEMA)
        _migrate(db)
        # A file whose header is sound but whose pages are not fails here, at opening,
        # not in the middle of a lesson on the first move that reads a bad page.
        if db.execute("PRAGMA quick_check(1)").fetchone()[0] != "ok":
            raise sqlite3.DatabaseError("quick_check failed")
    except sqlite3.DatabaseError as exc:
        db.close()
        raise damaged(path, exc) from None
    return db


def db_problem(path: Path, *, fresh: bool = False, lang: str = "en") -> str | None:
    """What is wrong with the room file at ``path``, in ``lang`` (None: it opens). For the
    command line, which says it in one line and stops before serving any page."""
    from terra_widget.i18n import translator
    try:
        connect(Path(path), timeout=5.0, fresh=fresh).close()
    except ClassroomError as exc:
        return exc.message(translator(lang))
    return None


def damaged(path: Path, exc: BaseException | None = None) -> ClassroomError:
    error = ClassroomError("db_damaged", path=str(path))
    error.__cause__ = exc
    return error


def _refuse_empty(path: Path, fresh: bool) -> None:
    if fresh:
        return
    deadline = time.monotonic() + _CREATING_SECONDS
    while True:
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            return  # a new file: created with its tables
        except OSError as exc:
            raise damaged(path, exc) from None
        if size:
            return
        if time.monotonic() >= deadline:
            raise ClassroomError("db_empty", path=str(path))
        time.sleep(0.05)


def _migrate(db: sqlite3.Connection) -> None:
    def missing():
        return [(table, column, kind) for table, column, kind in _ADDED_COLUMNS
                if column not in {row[1] for row in
                                  db.execute(f"PRAGMA table_info({table})")}]

    if missing():
        with Transaction(db):  # looked at again under the lock: another kernel may migrate
            for table, column, kind in missing():
                db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")


class Transaction:
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


class Database:
    """The connection every job of the store shares, with the clock, the write
    transaction and the change counters (one per ``Store``: one per kernel, thread or
    process)."""

    def __init__(self, path, *, clock=time.time, timeout: float = 30.0, fresh: bool = False):
        self.path = Path(path)
        self.clock = clock
        self.conn = connect(self.path, timeout=timeout, fresh=fresh)

    def execute(self, sql: str, params=()):
        return self.conn.execute(sql, params)

    def close(self) -> None:
        self.conn.close()

    def write(self) -> Transaction:
        return Transaction(self.conn)

    def bump(self, code: str, table_id: int | None = None, *, flags: bool = False) -> None:
        """Raise the change counters of a write: the room's always, the room's ``flags``
        for a change of the whole room, the table's for a change at one table."""
        self.conn.execute("UPDATE rooms SET version = version + 1, flags = flags + ? "
                          "WHERE code = ?", (int(flags), code))
        if table_id is not None:
            self.conn.execute("UPDATE game_tables SET version = version + 1 WHERE id = ?",
                              (table_id,))
