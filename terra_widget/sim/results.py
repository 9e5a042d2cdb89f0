"""The result of a simulation: the per-game records, a summary, tables and exports."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

from .records import GameRecord, cause_label
from .stats import describe, wilson_interval

CAUSE_KINDS = ("region", "colour", "total")
RESULT_FORMAT = "terra_widget.simulation"


@dataclass
class SimulationResult:
    """Records of every game of a run (in game order) and how the run was set up."""

    strategies: tuple[str, ...]  # spec per seat
    games: int
    seed: int
    teams: bool = False
    records: list[GameRecord] = field(default_factory=list)

    @property
    def n_players(self) -> int:
        return len(self.strategies)

    # ------------------------------------------------------------------ summary
    def summary(self) -> dict:
        """Plain-data summary (JSON-ready).

        * ``loss_rate`` and its 95% Wilson interval ``loss_rate_ci95`` (R6.1);
        * ``loss_causes``: games in which each kind of threshold broke (a game can break
          two at once, so these may add up to more than ``lost``);
          ``loss_causes_exclusive`` splits the lost games so that they add up exactly,
          with ``several`` for games that broke more than one kind at once;
          ``loss_causes_detail`` counts each region/colour threshold;
        * ``by_strategy``: for each strategy, over the seats it played: final-score
          distribution and win rate (ties count as wins, R6.5) in games where the world
          was saved, and mean track points, hoard points and cards given over all games.
        """
        recs = self.records
        n = len(recs)
        lost = sum(1 for r in recs if r.lost)
        kinds = Counter()
        exclusive = Counter({k: 0 for k in (*CAUSE_KINDS, "several")})
        detail = Counter()
        for r in recs:
            if not r.lost:
                continue
            seen = {key.partition(":")[0] for key in r.causes}
            kinds.update(seen)
            exclusive[seen.pop() if len(seen) == 1 else "several"] += 1
            detail.update(r.causes)
        lo, hi = wilson_interval(lost, n)
        saved = [r for r in recs if not r.lost]
        by_strategy = {}
        for spec in dict.fromkeys(self.strategies):
            seats = [s for s, name in enumerate(self.strategies) if name == spec]
            scores = [r.final_scores[s] for r in saved for s in seats]
            wins = sum(1 for r in saved for s in seats if s in r.winners)
            tries = len(saved) * len(seats)
            w_lo, w_hi = wilson_interval(wins, tries)
            seat_games = max(1, n * len(seats))
            by_strategy[spec] = {
                "seats": seats,
                "final_score_on_success": describe(scores),
                "win_rate_on_success": wins / tries if tries else None,
                "win_rate_ci95": [w_lo, w_hi] if tries else None,
                "mean_points": sum(r.points[s] for r in recs for s in seats) / seat_games,
                "mean_hoard_points": sum(r.hoard_points[s] for r in recs for s in seats)
                / seat_games,
                "mean_cards_given": [
                    sum(r.contributed[s][c] for r in recs for s in seats) / seat_games
                    for c in range(3)],
            }
        return {
            "games": n,
            "players": self.n_players,
            "teams": self.teams,
            "seed": self.seed,
            "strategies": list(self.strategies),
            "lost": lost,
            "saved": n - lost,
            "loss_rate": lost / n if n else None,
            "loss_rate_ci95": [lo, hi],
            "loss_causes": {k: kinds.get(k, 0) for k in CAUSE_KINDS},
            "loss_causes_exclusive": dict(exclusive),
            "loss_causes_detail": dict(sorted(detail.items(), key=lambda kv: (-kv[1], kv[0]))),
            "turns": describe([r.turns for r in recs]),
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
        return {
            "format": RESULT_FORMAT,
            "version": 1,
            "strategies": list(self.strategies),
            "games": self.games,
            "seed": self.seed,
            "teams": self.teams,
            "summary": self.summary(),
            "records": [r.to_dict() for r in self.records],
        }

    def to_json(self, path=None, *, indent: int | None = None) -> str:
        """The run as JSON text; also written to ``path`` if given."""
        text = json.dumps(self.to_dict(), indent=indent)
        if path is not None:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
        return text

    @staticmethod
    def from_dict(data: dict) -> SimulationResult:
        if not isinstance(data, dict) or data.get("format") != RESULT_FORMAT:
            raise ValueError("not a terra_widget simulation result (missing 'format': "
                             f"{RESULT_FORMAT!r})")
        return SimulationResult(
            strategies=tuple(data["strategies"]), games=int(data["games"]),
            seed=int(data["seed"]), teams=bool(data["teams"]),
            records=[GameRecord.from_dict(r) for r in data["records"]])

    @staticmethod
    def from_json(text: str) -> SimulationResult:
        return SimulationResult.from_dict(json.loads(text))

    def to_dataframe(self):
        """One row per (game, seat) as a pandas DataFrame: game-level columns (index, seed,
        lost, causes, turns) repeated on each seat's row, and that seat's strategy, points,
        hoard points, final score, cards given per colour and whether it won.

        pandas is optional: it is imported only here."""
        try:
            import pandas as pd
        except ImportError:
            raise ImportError("to_dataframe() needs pandas, which is not installed; "
                              "install it with: pip install pandas") from None
        rows = []
        for r in self.records:
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
