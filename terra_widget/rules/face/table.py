"""What lies on the table and how a game ended: the phases of a turn (R2-R4), a
full-blown crisis with the cards under it (R3.6, R4.2), the counters of R6.1 and the
outcome (R6). Shared by the engine (``state.py``) and the views (``views.py``)."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from ..core.ending import full_blown_counters
from .cards import COLOURS, REGIONS, Crisis, Solution
from .events import LossCause


class Phase(enum.Enum):
    DRAW = "draw"  # R2: the current player must draw
    RESPOND = "respond"  # R3: players in turn may play on the impending crisis
    PLAY = "play"  # R4: the current player's common good / hoarding
    DISCARD = "discard"  # R4.8: the current player discards down to 8
    OVER = "over"  # R6


class FullBlown(NamedTuple):
    """A full-blown crisis in the centre and the Solutions under it (R3.6, R4.2).

    Immutable: a card played on it replaces it in ``state.full_blown`` with a new one, so
    views share these objects with the game and never see them change."""

    crisis: Crisis
    plays: tuple[tuple[int, Solution], ...] = ()  # (seat, card), oldest first
    total: int = 0

    @property
    def missing(self) -> int:
        """How much more is needed to solve it (R4.3)."""
        return max(0, self.crisis.threat - self.total)



@dataclass(frozen=True)
class Standing:
    """One line of the final ranking: a player, or a team of two (R5.2)."""

    rank: int
    seats: tuple[int, ...]
    score: int


@dataclass(frozen=True)
class Outcome:
    """How the game ended: a collective loss (R6.1) or a success with a ranking (R6.3-R6.5)."""

    lost: bool
    causes: tuple[LossCause, ...] = ()
    final_scores: tuple[int, ...] = ()  # R6.4 per seat (empty when lost: scores do not count)
    ranking: tuple[Standing, ...] = ()
    winners: tuple[int, ...] = ()  # seats; with teams, both partners of each winning team

    def to_dict(self) -> dict:
        return {
            "lost": self.lost,
            "causes": [c.to_dict() for c in self.causes],
            "final_scores": list(self.final_scores),
            "ranking": [{"rank": s.rank, "seats": list(s.seats), "score": s.score}
                        for s in self.ranking],
            "winners": list(self.winners),
        }


def count_full_blown(crises: Iterable[Crisis]) -> tuple[dict, dict, int]:
    """Full-blown crises per region, per colour and in all: the counters of R6.1, keyed by
    ``Region`` and ``Colour``."""
    by_region, by_colour, total = full_blown_counters(crises)
    return dict(zip(REGIONS, by_region, strict=True)), \
        dict(zip(COLOURS, by_colour, strict=True)), total
