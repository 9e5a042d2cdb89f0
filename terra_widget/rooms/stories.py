"""Each table's story for the teacher, the picture of every table, and the CSV of the
players' choices -- widget-free, for both routes (the laptop room's teacher page and the
hub's room service).

What may be shown when (R7.5): a table's whole story (every hand, so held-back and
could-have-solved marks for every seat) only once its game is over; while a table plays,
only its public story (``observer=None``: gave, hoarded, discarded, the counters) goes
into the choices CSV and the picture of every table. A student's page is never given a
story of its table here.
"""

from __future__ import annotations

import csv
import io
import threading

from terra_widget.i18n import translator
from terra_widget.rules import Colour, Region

from .errors import ClassroomError
from .tables_svg import TableLine, tables_svg

#: The columns of the choices CSV, in order: the table, then ``Story.to_rows()``'s keys
#: (``position`` is the move number, the one time travel goes to).
CHOICE_COLUMNS = ("table", "seat", "player", "turn", "move", "choice", "colour", "crisis",
                  "region", "target", "solved", "points")


def csv_safe(text: str) -> str:
    """A cell a spreadsheet would read as a formula (=, +, -, @) gets a leading
    apostrophe: a player's name is text, never a command."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def _story(game, *, lang: str, observer, risk: bool):
    from terra_widget.sim.story import story

    return story(game, lang=lang, observer=observer, risk=risk)


#: One story's rollouts at a time (they share one interpreter lock anyway): the others wait.
_ONE_AT_A_TIME = threading.Lock()


def _work(future, game, lang: str) -> None:
    try:
        with _ONE_AT_A_TIME:
            future.set_result(_story(game, lang=lang, observer="all", risk=True))
    except BaseException as exc:  # noqa: BLE001 - handed to whoever reads the future
        future.set_exception(exc)


class StoryBook:
    """The stories of a room's tables, each worked out once per table and move count (a
    finished game's story never changes; a playing table's is made again only after it
    moved).

    ``current`` is quick (no risk curve): the counters for the picture of every table,
    the choices for the CSV, and a finished table's story at once. ``with_risk`` adds the
    risk curve (rollouts after the game, seconds for a long game) in a worker thread, so
    that neither the teacher's page nor the hub's service waits for it: it gives a
    ``concurrent.futures.Future`` (poll ``done()``, or ``asyncio.wrap_future`` it)."""

    def __init__(self, lang: str, *, risk: bool = True):
        self.lang = lang
        self.risk = risk
        self._cache: dict = {}  # (table id, observer) -> (moves, story)
        self._full: dict = {}  # table id -> Future of the story with its risk curve

    def _get(self, table_id: int, state, observer):
        key = (table_id, observer)
        moves = len(state.history)
        hit = self._cache.get(key)
        if hit is None or hit[0] != moves:
            hit = self._cache[key] = (moves, _story(state, lang=self.lang, observer=observer,
                                                    risk=False))
        return hit[1]

    def finished(self, table_id: int, state, number: int):
        """The whole story of a finished game (every hand: the teacher's, after the game),
        without its risk curve; refused while the table plays (R7.5: hands are hidden)."""
        if not state.is_over:
            raise ClassroomError("story_not_over", table=number)
        return self._get(table_id, state, "all")

    def current(self, table_id: int, state):
        """The story as far as it may be told now: the whole one once the game is over,
        else the public one (no risk curve)."""
        return self._get(table_id, state, "all" if state.is_over else None)

    def with_risk(self, table_id: int, record: dict, number: int):
        """A ``Future`` of the whole story of finished table ``table_id`` with its risk
        curve (``record``: the table's record, read from the store by the caller's
        thread; the worker replays its own copy). Without risk (``risk=False``), the
        future is done at once."""
        from concurrent.futures import Future

        from terra_widget.rules import from_record

        found = self._full.get(table_id)
        if found is not None:
            return found
        game = from_record(record)
        if not game.is_over:
            raise ClassroomError("story_not_over", table=number)
        found = Future()
        if not self.risk:
            found.set_result(self._get(table_id, game, "all"))
        else:
            # a daemon thread: a service or kernel that stops does not wait for rollouts
            threading.Thread(target=_work, args=(found, game, self.lang), daemon=True,
                             name="terra-story").start()
        self._full[table_id] = found
        return found


def table_line(number: int, status: str, story) -> TableLine:
    """A table's curve for :func:`tables_svg` from its story's steps."""
    points = () if story is None else tuple((s.turn, s.total) for s in story.steps)
    return TableLine(number, status, points)


def _word(t, kind: str, value) -> str:
    if value is None:
        return ""
    if kind == "colour":
        return t.colour_name(Colour(value))
    if kind == "region":
        return t.region(Region(value))
    return str(value)


def choice_cells(t, number: int, row: dict, crises: dict) -> list:
    """One CSV row (``CHOICE_COLUMNS``) from a row of ``Story.to_rows()``, in words of the
    room's language; seats count from 1, as on the teacher's screen."""
    crisis = crises.get(row["crisis"]) if row["crisis"] else None
    solved = row["solved"]
    return [number, row["seat"] + 1, csv_safe(row["player"]), row["turn"], row["position"],
            csv_safe(t(f"classroom.choice.{row['choice']}")),
            csv_safe(_word(t, "colour", row["colour"])),
            csv_safe(t.crisis_title(crisis) if crisis is not None else str(row["crisis"] or "")),
            csv_safe(_word(t, "region", row["region"])),
            csv_safe(t(f"classroom.choice.{row['target']}") if row["target"] else ""),
            "" if solved is None else t("classroom.csv.yes" if solved else "classroom.csv.no"),
            "" if row["points"] is None else row["points"]]


def choices_csv(tables, lang: str) -> str:
    """The players' choices, one row each, every table after the other: ``tables`` holds
    (table number, story, crises of the game by id). One header row in the room's
    language, as the class summary's CSV (same dialect, UTF-8 without a byte-order mark,
    text cells guarded against formulas)."""
    t = translator(lang)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([t(f"classroom.csv.{k}") for k in CHOICE_COLUMNS])
    for number, story, crises in tables:
        for row in story.to_rows():
            writer.writerow(choice_cells(t, number, row, crises))
    return out.getvalue()


__all__ = ["CHOICE_COLUMNS", "StoryBook", "choice_cells", "choices_csv", "table_line",
           "tables_svg"]
