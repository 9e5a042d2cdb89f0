"""The result of a simulation: a summary of every game, the per-game records when they
were kept, tables and exports."""

from __future__ import annotations

import json
import textwrap
from collections import Counter

from terra_widget.files import write_atomic
from terra_widget.i18n import strings, translator
from terra_widget.i18n.numbers import decimal, integer, percent
from terra_widget.rules import LOSS_COLOUR, LOSS_REGION, LOSS_TOTAL

from .records import GameRecord, cause_label
from .stats import CONFIDENCE, describe_counts, wilson_interval
from .tally import CAUSE_KINDS, Tally

RESULT_FORMAT = "terra_widget.simulation"
#: Version 2 stores the tally (the summary's exact counts); records are optional.
RESULT_VERSION = 2
#: ``simulate`` keeps every game's record for runs of up to this many games unless told
#: otherwise (``records=``): about 30 MB at most; larger runs keep only the tally.
KEEP_RECORDS_UP_TO = 10_000


class RecordsNotKept(LookupError):
    """``result.records`` of a run that kept no per-game records."""


class SimulationResult:
    """How a run was set up, the ``Tally`` of all its games and, when kept, every game's
    ``GameRecord`` in game order (``records``).

    ``summary()``, ``table()`` and ``to_dict()`` need only the tally, so they work for
    runs of any size; ``records`` and ``to_dataframe()`` need the records, which
    ``simulate`` keeps for runs of up to ``KEEP_RECORDS_UP_TO`` games or when asked
    (``records=True``).
    """

    def __init__(self, strategies, games: int, seed: int, teams: bool = False,
                 records: list[GameRecord] | None = None, tally: Tally | None = None,
                 length: str = "full"):
        self.strategies: tuple[str, ...] = tuple(strategies)  # spec per seat
        self.length = length  # "full", or "short": the classroom short game
        self.games = games
        self.seed = seed
        self.teams = teams
        self._records = None if records is None else list(records)
        if tally is None:
            tally = Tally.of(self._records or (), len(self.strategies))
        self.tally = tally

    @property
    def n_players(self) -> int:
        return len(self.strategies)

    @property
    def has_records(self) -> bool:
        """Whether this run kept every game's record (see ``records``)."""
        return self._records is not None

    @property
    def records(self) -> list[GameRecord]:
        """Every game's ``GameRecord``, in game order. Raises ``RecordsNotKept`` (a
        LookupError) saying what to do when the run did not keep them."""
        if self._records is None:
            raise RecordsNotKept(
                f"this run of {self.games:,} games kept no per-game records (simulate keeps "
                f"them for runs of up to {KEEP_RECORDS_UP_TO:,} games, or when asked): use "
                "summary(), table() or to_dict(), or run simulate(..., records=True)")
        return self._records

    def __eq__(self, other) -> bool:
        if not isinstance(other, SimulationResult):
            return NotImplemented
        return ((self.strategies, self.games, self.seed, self.teams, self._records,
                 self.tally) == (other.strategies, other.games, other.seed, other.teams,
                                 other._records, other.tally))

    __hash__ = None

    def __repr__(self) -> str:
        return (f"SimulationResult({len(self.strategies)} players, {self.tally.games:,} "
                f"games, seed {self.seed}{', teams' if self.teams else ''}"
                f"{', short game' if self.length == 'short' else ''}, "
                f"{'with' if self.has_records else 'without'} records)")

    # ------------------------------------------------------------------ summary
    def summary(self) -> dict:
        """Plain-data summary (JSON-ready).

        * ``loss_rate`` and its 95% Wilson interval ``loss_rate_ci95`` (R6.1);
        * ``loss_causes``: games in which each kind of threshold broke (a game can break
          two at once, so these may add up to more than ``lost``);
          ``loss_causes_exclusive`` splits the lost games so that they add up exactly,
          with ``several`` for games that broke more than one kind at once;
          ``loss_causes_detail`` counts each region/colour threshold;
        * ``winning_score_on_success``: distribution of the best final score in games
          where the world was saved;
        * ``by_strategy``: for each strategy, over the seats it played: final-score
          distribution and win rate (ties count as wins, R6.5) in games where the world
          was saved, and mean track points, hoard points and cards given over all games.
        """
        t = self.tally
        n = t.games
        lost = t.lost
        saved = t.saved
        exclusive = {k: t.cause_exclusive.get(k, 0) for k in (*CAUSE_KINDS, "several")}
        lo, hi = wilson_interval(lost, n)
        by_strategy = {}
        for spec in dict.fromkeys(self.strategies):
            seats = [s for s, name in enumerate(self.strategies) if name == spec]
            scores = Counter()
            for s in seats:
                scores.update(t.scores[s])
            wins = sum(t.wins[s] for s in seats)
            tries = saved * len(seats)
            w_lo, w_hi = wilson_interval(wins, tries)
            seat_games = max(1, n * len(seats))
            by_strategy[spec] = {
                "seats": seats,
                "final_score_on_success": describe_counts(scores),
                "win_rate_on_success": wins / tries if tries else None,
                "win_rate_ci95": [w_lo, w_hi] if tries else None,
                "mean_points": sum(t.points[s] for s in seats) / seat_games,
                "mean_hoard_points": sum(t.hoard_points[s] for s in seats) / seat_games,
                "mean_cards_given": [sum(t.given[s][c] for s in seats) / seat_games
                                     for c in range(3)],
            }
        return {
            "games": n,
            "players": self.n_players,
            "teams": self.teams,
            "seed": self.seed,
            "strategies": list(self.strategies),
            "lost": lost,
            "saved": saved,
            "loss_rate": lost / n if n else None,
            "loss_rate_ci95": [lo, hi],
            "loss_causes": {k: t.cause_kinds.get(k, 0) for k in CAUSE_KINDS},
            "loss_causes_exclusive": exclusive,
            "loss_causes_detail": dict(sorted(t.cause_detail.items(),
                                              key=lambda kv: (-kv[1], kv[0]))),
            "turns": describe_counts(t.turns),
            "winning_score_on_success": describe_counts(t.winning_score),
            "by_strategy": by_strategy,
        }

    def table(self, lang: str = "en") -> str:
        """The summary as a plain-text report for a terminal, in ``lang`` (one of
        ``LANGUAGES``: en fr de es ca): every word from ``terra_widget.i18n``, numbers and
        percentages written as that language writes them, and columns as wide as the
        language's headers. Raises ValueError naming the languages for any other."""
        t = translator(lang)  # the ValueError for an unknown language, before any work
        s = self.summary()
        n = s["games"]
        if n == 0:
            return t("report.no_games")

        def pct(x: float) -> str:
            return percent(x, lang)

        def num(x: float) -> str:
            return decimal(x, lang)

        def span(low: str, high: str) -> str:
            return t("report.range", low=low, high=high)

        level = percent(CONFIDENCE, lang, 0)
        ci = t("report.ci", level=level)
        games = t.plural("report.games", n)
        seats = [f"{i + 1}={_strategy_name(t, spec)}" for i, spec in enumerate(s["strategies"])]
        head = [t("report.title_teams" if s["teams"] else "report.title", games=games,
                  players=s["players"], seed=s["seed"]),
                t("report.seats", seats=t("list.sep").join(seats))]
        low, high = s["loss_rate_ci95"]
        turns = s["turns"]
        labels = [t("report.lost"), t("report.turns")]
        label_width = max(map(len, labels)) + 2
        lost = [labels[0].ljust(label_width)
                + t("report.lost_rate", rate=pct(s["loss_rate"]), ci=ci, low=pct(low),
                    high=pct(high))]
        if s["lost"]:  # R6.1: which limits broke; share of all games, so they add up
            ex = s["loss_causes_exclusive"]
            limits = {"region": LOSS_REGION, "colour": LOSS_COLOUR, "total": LOSS_TOTAL}
            kinds = [(pct(ex[k] / n), t("report.kind." + k, n=limits.get(k, "")))
                     for k in (*CAUSE_KINDS, "several") if ex[k]]
            top = [(pct(v / n), cause_label(k, lang))
                   for k, v in list(s["loss_causes_detail"].items())[:3]]
            width = max(len(p) for p, _ in kinds + top)
            lost.append("  " + t("report.causes"))
            lost += [f"    {p:>{width}}  {text}" for p, text in kinds]
            lost.append("  " + t("report.top_causes"))
            lost += [f"    {p:>{width}}  {text}" for p, text in top]
        lost.append(labels[1].ljust(label_width)
                    + t("report.turns_value", mean=num(turns["mean"]),
                        min=integer(turns["min"], lang), max=integer(turns["max"], lang)))

        columns = [("report.col.strategy", "<"), ("report.col.seats", ">"),
                   ("report.col.mean", ">"), ("report.col.median", ">"),
                   ("report.col.range", ">"), ("report.col.wins", ">"), ("report.col.ci", "<"),
                   ("report.col.given", ">")]
        rows = [[t(key, level=level) for key, _ in columns]]
        for spec, st in s["by_strategy"].items():
            sc = st["final_score_on_success"]
            if sc["count"]:
                w_lo, w_hi = st["win_rate_ci95"]
                scores = [num(sc["mean"]), num(sc["median"]),
                          span(integer(sc["min"], lang), integer(sc["max"], lang)),
                          pct(st["win_rate_on_success"]), span(pct(w_lo), pct(w_hi))]
            else:  # the world was never saved: no score counts (R6.1)
                scores = ["-"] * 5
            rows.append([_strategy_name(t, spec),
                         t("list.sep").join(str(i + 1) for i in st["seats"]),
                         *scores, num(sum(st["mean_cards_given"]))])
        grid = _grid(rows, [align for _, align in columns])
        per_strategy = t("report.per_strategy", saved=integer(s["saved"], lang),
                         games=integer(n, lang))
        return "\n".join([*_wrap(head), "", *lost, "", *_wrap([per_strategy]), *grid,
                          *_wrap([t("report.note")], indent="  ")])

    def __str__(self) -> str:
        return self.table()

    # ------------------------------------------------------------------ exports
    def to_dict(self) -> dict:
        """The run as plain data: its set-up, the summary, the tally (the exact counts the
        summary comes from, so a loaded result summarises the same) and, when kept, every
        game's record."""
        data = {
            "format": RESULT_FORMAT,
            "version": RESULT_VERSION,
            "strategies": list(self.strategies),
            "games": self.games,
            "seed": self.seed,
            "teams": self.teams,
            "summary": self.summary(),
            "tally": self.tally.to_dict(),
        }
        if self._records is not None:
            data["records"] = [r.to_dict() for r in self._records]
        return data

    def to_json(self, path=None, *, indent: int | None = None) -> str:
        """The run as JSON text; also written to ``path`` if given, atomically: the file
        holds either its previous content or the whole new text, even if the writing is
        interrupted (Ctrl-C, a full disk, a crash)."""
        text = json.dumps(self.to_dict(), indent=indent)
        if path is not None:
            write_atomic(path, text)
        return text

    @staticmethod
    def from_dict(data: dict) -> SimulationResult:
        """A result saved by ``to_dict`` (this version, or version 1 which always held
        every record). Raises ValueError on anything else."""
        if not isinstance(data, dict) or data.get("format") != RESULT_FORMAT:
            raise ValueError("not a terra_widget simulation result (missing 'format': "
                             f"{RESULT_FORMAT!r})")
        try:
            raw = data.get("records")
            records = None if raw is None else [GameRecord.from_dict(r) for r in raw]
            strategies = tuple(str(s) for s in data["strategies"])
            if "tally" in data:
                tally = Tally.from_dict(data["tally"])
                if tally.n_players != len(strategies):
                    raise ValueError("its tally is not for the listed strategies")
            elif records is None:
                raise ValueError("it holds neither a tally nor records")
            else:
                tally = None  # version 1: counted from the records
            return SimulationResult(strategies=strategies, games=int(data["games"]),
                                    seed=int(data["seed"]), teams=bool(data["teams"]),
                                    records=records, tally=tally)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a terra_widget simulation result: {exc}") from None

    @staticmethod
    def from_json(text: str) -> SimulationResult:
        return SimulationResult.from_dict(json.loads(text))

    def to_dataframe(self):
        """One row per (game, seat) as a pandas DataFrame: game-level columns (index, seed,
        lost, causes, turns) repeated on each seat's row, and that seat's strategy, points,
        hoard points, final score, cards given per colour and whether it won.
        Needs the per-game records (``records``).

        pandas is optional: it is imported only here."""
        records = self.records  # raises RecordsNotKept, saying what to do
        try:
            import pandas as pd
        except ImportError:
            raise ImportError("to_dataframe() needs pandas, which is not installed; "
                              "install it with: pip install pandas") from None
        rows = []
        for r in records:
            causes = ";".join(r.causes)
            for seat in range(r.n_players):
                g, b, red = r.contributed[seat]
                rows.append({
                    "game": r.index, "seed": r.seed, "lost": r.lost, "causes": causes,
                    "turns": r.turns, "seat": seat, "strategy": r.strategies[seat],
                    "points": r.points[seat], "hoard_points": r.hoard_points[seat],
                    "final_score": r.final_scores[seat], "given_green": g,
                    "given_blue": b, "given_red": red, "won": seat in r.winners,
                })
        columns = ["game", "seed", "lost", "causes", "turns", "seat", "strategy", "points",
                   "hoard_points", "final_score", "given_green", "given_blue", "given_red",
                   "won"]
        return pd.DataFrame(rows, columns=columns)


#: The report's sentences wrap at this width (a terminal, a notebook's output); its table
#: is as wide as its columns, under 100 characters for the built-in strategies.
REPORT_WIDTH = 100


def _strategy_name(t, spec: str) -> str:
    """A built-in strategy in the report's language ('balanced:0.5' -> 'équilibré 0,5').
    In English a spec is its own name, left as typed (so it can be typed again); a
    strategy of one's own keeps its own name (``Strategy.name``) in every language."""
    base = spec.partition(":")[0]
    if t.lang == "en" or f"strategy.{base}" not in strings(t.lang):
        return spec
    return t.strategy(spec)


def _grid(rows: list[list[str]], aligns: list[str]) -> list[str]:
    """Rows of cells as lines: each column as wide as its widest cell (the header's
    words in a long language too), left- or right-aligned, two spaces apart."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(aligns))]
    return ["  " + "  ".join(f"{cell:{a}{w}}"
                             for cell, a, w in zip(row, aligns, widths, strict=True)).rstrip()
            for row in rows]


def _wrap(paragraphs: list[str], indent: str = "") -> list[str]:
    """Each paragraph as lines of at most ``REPORT_WIDTH`` characters (continued lines indented
    by two spaces more). Numbers never break: their spaces are no-break spaces."""
    lines = []
    for text in paragraphs:
        lines += textwrap.wrap(text, REPORT_WIDTH, initial_indent=indent,
                               subsequent_indent=indent + "  ", break_on_hyphens=False)
    return lines
