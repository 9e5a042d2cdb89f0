"""A room as the teacher runs it: tables for a class, controls, dashboard, summary, CSV.

No Jupyter here (the pages are in ``teacher.py`` and ``student.py``)::

    from terra_widget.rooms.room import Room
    room = Room.open(students=24, lang="fr")     # 5 tables: 5, 5, 5, 5, 4 seats
    room.code, room.key                          # 'K7QMP', the teacher's key
    room.start(); room.pause(); room.resume(); room.open_hands()
    room.summary().to_csv()

The teacher key is also kept in a file beside the database (readable by its owner only),
so that ``Room.reopen(code)`` after a kernel restart needs nothing typed.
"""

from __future__ import annotations

import csv
import io
import math
import os
import traceback
from dataclasses import dataclass
from pathlib import Path

from terra_widget.i18n import translator
from terra_widget.sim.seeding import game_seed

from ..checks import is_whole
from .errors import ClassroomError
from .store import DEFAULT_BOT, Store, TableInfo, normalise_code
from .stories import csv_safe

#: Environment variable naming the room database (set by ``terra-widget classroom`` so
#: that the teacher's notebook and every student's Voila kernel open the same file).
DB_ENV = "TERRA_CLASSROOM_DB"
#: Set by ``terra-widget classroom``: the address students open (the Voila student page).
URL_ENV = "TERRA_CLASSROOM_URL"
#: Set by ``terra-widget classroom``: the secret the teacher's page address carries, so
#: that a student who finds the teacher page on the same server cannot use it (here, not
#: in teacher.py, so the server checks it without loading the widgets).
TOKEN_ENV = "TERRA_CLASSROOM_TEACHER_TOKEN"
#: The header the classroom server sets on each page request to the client's address (any
#: value the browser sent is overwritten), which Voila passes to the page's kernel as
#: ``CLIENT_ENV``: the student page counts wrong PINs per address too (store.seats).
CLIENT_HEADER = "X-Terra-Client-Address"
CLIENT_ENV = "HTTP_" + CLIENT_HEADER.upper().replace("-", "_")
#: Largest table when a class is split (the game plays best with 4-5; R1.1 allows 3-6).
TABLE_MAX = 5


def default_db_path() -> Path:
    """``$TERRA_CLASSROOM_DB``, else ``~/.terra_widget/classroom.db`` (the same file for
    the teacher's notebook and the students' pages on one server)."""
    env = os.environ.get(DB_ENV)
    if env:
        return Path(env).expanduser()
    return Path.home() / ".terra_widget" / "classroom.db"


def plan_tables(students) -> list[int]:
    """Table sizes for a class: as few tables of at most 5 as possible, sizes as even as
    possible, at least 3 a table (computer players fill the empty seats). 24 -> [5, 5, 5,
    5, 4]; 7 -> [4, 3]; a list of sizes is checked and returned as it is."""
    if isinstance(students, (list, tuple)):
        sizes = list(students)
        if not sizes or any(not is_whole(n) or not 3 <= n <= 6
                            for n in sizes):
            raise ClassroomError("bad_tables", given=repr(students)[:40])
        return sizes
    if not is_whole(students) or not 1 <= students <= 300:
        raise ClassroomError("bad_tables", given=repr(students)[:40])
    n_tables = math.ceil(students / TABLE_MAX)
    base, extra = divmod(students, n_tables)
    return [max(3, base + (1 if i < extra else 0)) for i in range(n_tables)]


def _key_path(db: Path, code: str) -> Path:
    return db.parent / "classroom-keys" / f"{code}.key"


@dataclass(frozen=True)
class SeatRow:
    """One seat in the dashboard / summary (points hidden until they are public)."""

    table: int
    seat: int
    name: str
    kind: str  # open / human / bot
    common: int  # points from crises solved (the scoring track, public)
    hoarded: int | None  # hoarded points: None while hoards are face down (R7.5)
    given: tuple[int, int, int]  # cards given per colour (green, blue, red), public
    rejoins: int = 0  # times the seat was reopened from another page (teacher's screen)


@dataclass(frozen=True)
class TableRow:
    number: int
    table_id: int
    status: str  # not_started / ongoing / saved / lost
    turn: int
    moves: int
    by_region: dict
    by_colour: dict
    total: int
    seats: tuple[SeatRow, ...]


@dataclass(frozen=True)
class Summary:
    tables: tuple[TableRow, ...]
    lang: str

    @property
    def counts(self) -> dict[str, int]:
        out = {"saved": 0, "lost": 0, "ongoing": 0, "not_started": 0}
        for row in self.tables:
            out[row.status] += 1
        return out

    def given_per_colour(self) -> tuple[int, int, int]:
        return tuple(sum(s.given[i] for row in self.tables for s in row.seats)
                     for i in range(3))

    def text(self) -> str:
        t = translator(self.lang)
        c = self.counts
        return t("classroom.summary.line", saved=c["saved"], lost=c["lost"],
                 ongoing=c["ongoing"] + c["not_started"], n=len(self.tables))

    def to_csv(self) -> str:
        """One row per seat; headers in the room's language. Names that a spreadsheet
        would read as a formula (=, +, -, @) get a leading apostrophe."""
        t = translator(self.lang)
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow([t(f"classroom.csv.{k}") for k in (
            "table", "seat", "player", "computer", "result", "turn", "common", "hoarded",
            "score", "given_green", "given_blue", "given_red")])
        for row in self.tables:
            for s in row.seats:
                score = None if s.hoarded is None else s.common + s.hoarded
                writer.writerow([row.number, s.seat + 1, csv_safe(s.name),
                                 t("classroom.csv.yes") if s.kind == "bot" else
                                 t("classroom.csv.no"),
                                 t(f"classroom.status.{row.status}"), row.turn, s.common,
                                 "" if s.hoarded is None else s.hoarded,
                                 "" if score is None else score, *s.given])
        return out.getvalue()


class Room:
    """The teacher's handle on a room: every control needs the key it holds."""

    def __init__(self, store: Store, code: str, key: str):
        self.store = store
        self.code = code
        self.key = key
        self._stories = None
        store.check_key(code, key)

    # ------------------------------------------------------------- opening
    @classmethod
    def open(cls, students=4, *, path=None, lang: str = "en", seed: int | None = None,
             bot_delay: float = 1.5, bots=None, **table_kw) -> Room:
        """A new room with tables for ``students`` (a number, or a list of table sizes).
        ``seed``: every table's deal follows from it (table i gets ``game_seed(seed, i)``).
        ``bots``: {(table number, seat number): strategy} for seats that are computer
        players from the start (seats count from 1, as people count them).
        ``table_kw``: a stacked deck (``hands``, ``draw_top``, ...) for every table."""
        sizes = plan_tables(students)
        db = Path(path) if path is not None else default_db_path()
        db.parent.mkdir(parents=True, exist_ok=True)
        store = Store(db)
        code, key = store.create_room(lang=lang, bot_delay=bot_delay)
        bots = dict(bots or {})
        for i, n in enumerate(sizes):
            table_bots = {s - 1: spec for (tn, s), spec in bots.items() if tn == i + 1}
            store.add_table(code, key, n, bots=table_bots,
                            seed=None if seed is None else game_seed(seed, i), **table_kw)
        keyfile = _key_path(db, code)
        keyfile.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(keyfile, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(key)
        return cls(store, code, key)

    @classmethod
    def reopen(cls, code: str, *, path=None, key: str | None = None) -> Room:
        """The room ``code`` again (after a kernel restart): everything goes on."""
        db = Path(path) if path is not None else default_db_path()
        store = Store(db)
        code = store.room(code).code
        if key is None:
            try:
                key = _key_path(db, code).read_text().strip()
            except OSError:
                raise ClassroomError("no_key", code=code) from None
        return cls(store, code, key)

    # ------------------------------------------------------------- controls
    @property
    def info(self):
        return self.store.room(self.code)

    @property
    def lang(self) -> str:
        return self.info.lang

    def tables(self) -> list[TableInfo]:
        return self.store.tables(self.code)

    def table_id(self, number: int) -> int:
        return self.store.table(self.code, number).id

    def start(self) -> None:
        self.store.start(self.code, self.key)

    def pause(self) -> None:
        self.store.pause(self.code, self.key, True)

    def resume(self) -> None:
        self.store.pause(self.code, self.key, False)

    def open_hands(self, shown: bool = True) -> None:
        self.store.open_hands(self.code, self.key, shown)

    @property
    def length(self) -> str:
        """"full" (the rulebook's game) or "short" (the classroom short game)."""
        return self.store.length(self.code)

    def set_length(self, length: str) -> None:
        """Every table deals the full game or the classroom short game (before the start;
        docs/rules.md says how the short game was chosen)."""
        self.store.set_length(self.code, self.key, length)

    def replace(self, table: int, seat: int, strategy: str = DEFAULT_BOT) -> None:
        """Seat ``seat`` (1, 2, ...) of table ``table`` is played by a computer player."""
        self.store.replace_by_bot(self.code, self.key, self.table_id(table), seat - 1,
                                  strategy)

    def assign(self, table: int, seat: int, name: str | None) -> None:
        """Keep seat ``seat`` (1, 2, ...) of table ``table`` for the student ``name``."""
        self.store.assign(self.code, self.key, self.table_id(table), seat - 1, name)

    def keep_codes(self) -> dict[tuple[int, int], str]:
        """{(table id, seat index): code} of the kept seats still free: the teacher tells
        each code to its student (the name alone opens nothing)."""
        return self.store.keep_codes(self.code, self.key)

    def step_bots(self) -> int:
        """Make the computer-player moves that are due at every table (the page calls this
        as it polls)."""
        made = 0
        for info in self.tables():
            if self.store.step_bots(info.id):
                made += 1
        return made

    # ------------------------------------------------------------- reading
    def dashboard(self) -> list[TableRow]:
        started = self.info.started
        hands_open = self.info.hands_open
        rows = []
        for info in self.tables():
            state = self.store.state(info.id)
            view = state.view(None)
            by_region, by_colour, total = view.full_blown_counts()
            if not started:
                status = "not_started"
            elif state.is_over:
                status = "lost" if state.outcome.lost else "saved"
            else:
                status = "ongoing"
            seats = []
            for seat in self.store.seats(info.id):
                s = seat.seat
                # Hoards are face down until the game ends (R6.4, R7.5) or the teacher
                # opens every hand for the debrief.
                hoarded = state.hoard_points(s) if (state.is_over or hands_open) else None
                seats.append(SeatRow(info.number, s, seat.name or seat.assigned or "",
                                     seat.kind, view.points[s], hoarded,
                                     tuple(view.contributed[s]), seat.rejoins))
            rows.append(TableRow(info.number, info.id, status, view.turn,
                                 len(state.history), by_region, by_colour, total,
                                 tuple(seats)))
        return rows

    def summary(self) -> Summary:
        return Summary(tuple(self.dashboard()), self.lang)

    # ------------------------------------------------------------- the stories
    @property
    def stories(self):
        """The stories of this room's tables (``stories.StoryBook``, made on first use)."""
        if self._stories is None:
            from .stories import StoryBook
            self._stories = StoryBook(self.lang)
        return self._stories

    def story(self, number: int):
        """The whole story of table ``number`` once its game is over (every hand: the
        teacher's debrief); a ``ClassroomError`` while it plays (R7.5)."""
        table_id = self.table_id(number)
        return self.stories.finished(table_id, self.store.state(table_id), number)

    def story_html(self, number: int) -> tuple[str, bool]:
        """Table ``number``'s whole story as HTML once its game is over (R7.5: refused
        while it plays), and whether it holds its risk curve yet: the curve is worked out
        in a worker thread, and until then the story is shown without it."""
        table_id = self.table_id(number)
        future = self.stories.with_risk(table_id, self.store.record(table_id), number)
        if future.done():
            if future.exception() is None:
                return future.result()._repr_html_(), True
            # the rollouts failed: the story without its curve, and why in the log
            traceback.print_exception(future.exception())
        return self.story(number)._repr_html_(), future.done()

    def _told(self):
        """(table number, status, state, story as far as it may be told now) per table."""
        started = self.info.started
        for info in self.tables():
            state = self.store.state(info.id)
            status = ("not_started" if not started else "ongoing" if not state.is_over
                      else "lost" if state.outcome.lost else "saved")
            story = self.stories.current(info.id, state) if started else None
            yield info.number, status, state, story

    def tables_svg(self) -> str:
        """Every table's full-blown crises against the limit of 7, turn by turn (public
        counts only: it may be projected during the game)."""
        from .stories import table_line, tables_svg
        return tables_svg([table_line(n, status, story)
                           for n, status, _, story in self._told()], lang=self.lang)

    def choices_csv(self) -> str:
        """Every player's choices, move by move (``stories.choices_csv``): a finished
        table's whole story, a playing table's public one."""
        from .stories import choices_csv
        return choices_csv([(n, story, {c.id: c for c in state.config.crises})
                            for n, _, state, story in self._told() if story is not None],
                           self.lang)

    def join_url(self, base: str) -> str:
        """The address students open: the Voila page with the room code filled in."""
        sep = "&" if "?" in base else "?"
        return f"{base}{sep}room={normalise_code(self.code)}"

