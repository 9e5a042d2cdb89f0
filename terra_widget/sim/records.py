"""What one simulated game leaves behind: a ``GameRecord``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from terra_widget.i18n import translator
from terra_widget.rules import Colour, GameState, LossCause, Region


def cause_key(cause: LossCause) -> str:
    """A short stable name for a loss cause (R6.1): ``region:africa``, ``colour:red``,
    ``total``."""
    if cause.kind == "region":
        return f"region:{cause.region.value}"
    if cause.kind == "colour":
        return f"colour:{cause.colour.value}"
    return "total"


@lru_cache(maxsize=256)
def threshold_key(threshold: tuple[str, int, int]) -> str:
    """``cause_key`` of one of ``ending.broken_thresholds``' ``(kind, index, count)`` (what
    a flat game keeps in ``causes``), worked out once per threshold: a simulation asks
    for it in every lost game."""
    return cause_key(LossCause.broken(*threshold))


def cause_label(key: str, lang: str = "en") -> str:
    """A ``cause_key`` in words (English, or ``lang``): 'too many crises in Africa'."""
    kind, _, what = key.partition(":")
    t = translator(lang)
    if kind == "region":
        return t("risk.cause_region", region=t.region(Region(what)))
    if kind == "colour":
        return t("risk.cause_colour", colour=t.colour(Colour(what)))
    return t("risk.cause_total")


@dataclass(frozen=True)
class GameRecord:
    """One finished game of a simulation. Per-seat tuples are in seat order.

    ``final_scores`` are the R6.4 totals (track points + hoarded values). They are
    recorded even when the world was lost, although the rules say they do not count
    then (R6.1); the summary only uses them for games where the world was saved.
    """

    index: int  # game number in the run (0, 1, ...)
    seed: int  # the engine's set-up seed for this game (R1.6)
    strategies: tuple[str, ...]  # strategy spec per seat, e.g. "balanced:0.5"
    teams: bool
    lost: bool  # collective loss (R6.1)
    causes: tuple[str, ...]  # cause_key of every broken threshold, empty on success
    turns: int
    points: tuple[int, ...]  # scoring track (R3.4, R4.3)
    hoard_points: tuple[int, ...]  # values of hoarded cards (R4.6)
    final_scores: tuple[int, ...]  # R6.4
    contributed: tuple[tuple[int, int, int], ...]  # cards given per colour (green, blue, red)
    winners: tuple[int, ...]  # seats; empty when the world was lost (R6.5, R5.2)

    @property
    def n_players(self) -> int:
        return len(self.strategies)

    @property
    def outcome(self) -> str:
        """``"lost"`` (collective loss, R6.1) or ``"saved"`` (R6.3)."""
        return "lost" if self.lost else "saved"

    @staticmethod
    def from_state(index: int, state: GameState, strategies: tuple[str, ...]) -> GameRecord:
        outcome = state.outcome
        if outcome is None:
            raise ValueError("the game is not over yet: nothing to record")
        n = len(state.players)
        return GameRecord(
            index=index,
            seed=state.seed,
            strategies=tuple(strategies),
            teams=state.config.teams,
            lost=outcome.lost,
            causes=tuple(cause_key(c) for c in outcome.causes),
            turns=state.turn,
            points=tuple(state.points),
            hoard_points=tuple(state.hoard_points(s) for s in range(n)),
            final_scores=tuple(state.final_score(s) for s in range(n)),
            contributed=tuple(tuple(state.contributed[s]) for s in range(n)),
            winners=tuple(outcome.winners),
        )

    def to_dict(self) -> dict:
        return {
            "index": self.index, "seed": self.seed, "strategies": list(self.strategies),
            "teams": self.teams, "outcome": self.outcome, "lost": self.lost,
            "causes": list(self.causes),
            "turns": self.turns, "points": list(self.points),
            "hoard_points": list(self.hoard_points), "final_scores": list(self.final_scores),
            "contributed": [list(c) for c in self.contributed], "winners": list(self.winners),
        }

    @staticmethod
    def from_dict(data: dict) -> GameRecord:
        try:
            return GameRecord(
                index=int(data["index"]), seed=int(data["seed"]),
                strategies=tuple(data["strategies"]), teams=bool(data["teams"]),
                lost=bool(data["lost"]), causes=tuple(data["causes"]),
                turns=int(data["turns"]), points=tuple(data["points"]),
                hoard_points=tuple(data["hoard_points"]),
                final_scores=tuple(data["final_scores"]),
                contributed=tuple(tuple(c) for c in data["contributed"]),
                winners=tuple(data["winners"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a game record: {exc!r}") from None
