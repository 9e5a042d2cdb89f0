"""A finished tournament and its figures: each strategy's games counted into whole-number
sums (so they do not depend on the order tables finished in) and summarised with the
intervals of ``sim.stats``; the problems found; the reports (``report``) as methods."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..stats import mean_interval, wilson_interval
from . import report
from .entrants import Problem

COLOURS = report.COLOURS


@dataclass
class _Sums:
    games: int = 0
    marked: int = 0  # games this strategy failed in (not counted below)
    sat_out: int = 0  # games it sat out after failing (not counted either)
    saved: int = 0
    wins: int = 0  # wins in saved games
    points: list = field(default_factory=lambda: [0, 0])  # saved games: sum, squares
    hoard: list = field(default_factory=lambda: [0, 0])
    given: list = field(default_factory=lambda: [[0, 0] for _ in COLOURS])  # all games


@dataclass
class TournamentResult:
    """A finished tournament: ``entrants``, every game (``games``: ``TableResult`` in
    table order), the ``problems`` (files and classes left out, strategies that failed)
    and the figures (``summary()``, ``table(lang)``, ``to_csv()``, ``chart(lang)``)."""

    entrants: list
    games: list
    problems: list
    seed: int
    seats: int
    games_each: int
    lang: str = "en"
    in_browser: bool = False  # played one table after another in the browser: said so

    def summary(self) -> dict:
        """Per strategy (in entrant order), with 95% intervals: ``saved`` (share of its
        games where the world was saved, R6.3), ``win_rate_when_saved`` (R6.5),
        ``points`` and ``hoard_points`` (mean scores when saved: the common good and
        hoarded, R6.4), ``given`` (cards given per game per colour), ``marked``."""
        sums = [_Sums() for _ in self.entrants]
        for g in self.games:
            failed = {seat for seat, *_ in g.failures}
            for seat, who in enumerate(g.seats):
                if who < 0:
                    continue
                s = sums[who]
                if seat in g.benched:
                    s.sat_out += 1
                    continue
                if seat in failed:
                    s.marked += 1
                    continue
                s.games += 1
                for c, given in enumerate(g.contributed[seat]):
                    s.given[c][0] += given
                    s.given[c][1] += given * given
                if not g.lost:
                    s.saved += 1
                    s.wins += seat in g.winners
                    p, h = g.points[seat], g.hoard_points[seat]
                    s.points[0] += p
                    s.points[1] += p * p
                    s.hoard[0] += h
                    s.hoard[1] += h * h
        out = {}
        for e, s in zip(self.entrants, sums, strict=True):
            pts = mean_interval(*s.points, s.saved)
            hoard = mean_interval(*s.hoard, s.saved)
            out[e.name] = {
                "games": s.games, "marked": s.marked, "sat_out": s.sat_out,
                "saved": s.saved / s.games if s.games else None,
                "saved_ci95": wilson_interval(s.saved, s.games),
                "win_rate_when_saved": s.wins / s.saved if s.saved else None,
                "win_rate_ci95": wilson_interval(s.wins, s.saved),
                "points": pts[0], "points_ci95": pts[1],
                "hoard_points": hoard[0], "hoard_points_ci95": hoard[1],
                "given": {c: mean_interval(*s.given[i], s.games)[0]
                          for i, c in enumerate(COLOURS)},
                "given_ci95": {c: mean_interval(*s.given[i], s.games)[1]
                               for i, c in enumerate(COLOURS)},
            }
        return out

    def named(self, summary: dict, t) -> dict:
        """``summary`` keyed by the names a reader sees: a bundled strategy's in the
        report's language ('coopérative'), a student's as its file is named."""
        return {t.strategy(e.name) if e.source[0] == "spec" else e.name: summary[e.name]
                for e in self.entrants}

    def table(self, lang: str | None = None) -> str:
        """The report as plain text in ``lang`` (en fr de es ca; the tournament's by
        default): one line per strategy, then the problems."""
        return report.text(self, lang)

    def html(self, lang: str | None = None) -> str:
        """The report as an HTML table, text 16 px (every text escaped: file and class
        names are the students')."""
        return report.html(self, lang)

    def to_csv(self, path=None) -> str:
        """One row per strategy (English column names, plain numbers); written to
        ``path`` if given. The text is returned."""
        return report.csv_text(self, path)

    def to_json(self) -> dict:
        """The figures and the problems, as plain data."""
        return report.as_json(self)

    def plot(self, lang: str | None = None):
        """The tournament's picture (``sim.charts.Chart``; ``.show()`` draws it with
        matplotlib, or as SVG where matplotlib is missing: the static site): each strategy
        at (world saved at its tables, its win rate when saved), with 95% intervals -- do
        the strategies that win save the world?"""
        return report.plot(self, lang)

    def chart(self, lang: str | None = None):
        """The picture of ``plot`` as a matplotlib figure (``plt.show()`` shows it)."""
        return self.plot(lang).figure()

    def __repr__(self) -> str:
        return (f"<TournamentResult: {len(self.entrants)} strategies, {len(self.games)} "
                f"games, {len(self.problems)} problems>")

    def _repr_mimebundle_(self, include=None, exclude=None):
        """In a notebook: the report as an HTML table in large type (a projector), and as
        text for anything that reads text."""
        return {"text/plain": self.table(), "text/html": self.html()}


def failures(entrants, results) -> list[Problem]:
    """One problem per failed strategy: its first failure (in table order) told, how
    many of its games were marked and how many it sat out."""
    first: dict[int, tuple] = {}
    count: dict[int, int] = {}
    benched: dict[int, int] = {}
    for g in results:
        for seat in g.benched:
            benched[g.seats[seat]] = benched.get(g.seats[seat], 0) + 1
        for seat, decision, kind, text in g.failures:
            who = g.seats[seat]
            count[who] = count.get(who, 0) + 1
            first.setdefault(who, (kind, text, g.table, decision))
    out = []
    for who in sorted(first):
        kind, text, table, decision = first[who]
        field_ = {"raised": "error", "illegal": "error", "crash": "code"}.get(kind, "limit")
        out.append(Problem(entrants[who].name, kind, ((field_, text), ("game", table + 1),
                                                      ("decision", decision + 1)),
                           count[who], benched.get(who, 0)))
    return out


