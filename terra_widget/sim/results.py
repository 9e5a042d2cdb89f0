"""The result of a simulation: a summary of every game, the per-game records when they
were kept, tables and exports."""

from __future__ import annotations

import json
from collections import Counter

from terra_widget.files import write_atomic

from .records import GameRecord, cause_label
from .stats import describe_counts, wilson_interval
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
                 records: list[GameRecord] | None = None, tally: Tally | None = None):
        self.strategies: tuple[str, ...] = tuple(strategies)  # spec per seat
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
                f"games, seed {self.seed}{', teams' if self.teams else ''}, "
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

    def table(self) -> str:
        """The summary as a plain-text report for a terminal."""
        s = self.summary()
        n = s["games"]
        if n == 0:
            return "No games were played."
        pct = _pct
        lines = [
            f"Terra: {n:,} games, {s['players']} players"
            f"{' in teams' if s['teams'] else ''}, master seed {s['seed']}",
            "Seats: " + ", ".join(f"{i + 1}={name}" for i, name in enumerate(s["strategies"])),
            "",
            f"World lost   {pct(s['lost'] / n):>7}  of games  (95% CI "
            f"{pct(s['loss_rate_ci95'][0])} to {pct(s['loss_rate_ci95'][1])})",
        ]
        if s["lost"]:
            ex = s["loss_causes_exclusive"]
            parts = [f"{k} {pct(ex[k] / n)}" for k in (*CAUSE_KINDS, "several") if ex[k]]
            lines.append("  because of: " + ", ".join(parts)
                         + "  (region = 3 in one region, colour = 4 of one colour, "
                           "total = 7 in all)")
            top = list(s["loss_causes_detail"].items())[:3]
            lines.append("  most often: " + "; ".join(
                f"{cause_label(k)} ({pct(v / n)})" for k, v in top))
        t = s["turns"]
        lines.append(f"Turns        mean {t['mean']:.1f}, min {t['min']}, max {t['max']}")
        lines.append("")
        saved = s["saved"]
        lines.append(f"Per strategy (scores and wins over the {saved:,} games where the "
                     "world was saved):")
        header = (f"  {'strategy':<16}{'seats':>6}{'mean score':>12}{'median':>8}"
                  f"{'min-max':>10}{'win rate':>10}   {'95% CI':<15}{'cards given':>12}")
        lines.append(header)
        for spec, st in s["by_strategy"].items():
            sc = st["final_score_on_success"]
            seats = ",".join(str(i + 1) for i in st["seats"])
            given = sum(st["mean_cards_given"])
            if sc["count"]:
                ci = st["win_rate_ci95"]
                row = (f"{sc['mean']:>12.1f}{sc['median']:>8.1f}"
                       f"{str(sc['min']) + '-' + str(sc['max']):>10}"
                       f"{pct(st['win_rate_on_success']):>10}   "
                       f"{pct(ci[0]) + '-' + pct(ci[1]):<15}")
            else:
                row = f"{'-':>12}{'-':>8}{'-':>10}{'-':>10}   {'-':<15}"
            lines.append(f"  {spec:<16}{seats:>6}{row}{given:>12.1f}")
        lines.append("  (win rate: share of that strategy's seats that won, ties included; "
                     "cards given: per seat per game)")
        return "\n".join(lines)

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


def _pct(x: float | None) -> str:
    if x is None:
        return "-"
    return f"{100 * x:.1f}%"
