"""The structured event log: what happened, for narration, the UI and statistics.

``describe_event`` tells an event in words; the words are the ``event.*`` templates of
``terra_widget.i18n`` (English by default, or any of its five languages), the one place
where the game's sentences are written."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple

from ...i18n import translator
from ..core.constants import LOSS_COLOUR, LOSS_REGION, LOSS_TOTAL
from .cards import COLOURS, REGIONS, Colour, Crisis, Region, Solution


class EventKind(str, enum.Enum):
    TURN_STARTED = "turn_started"
    DREW_SOLUTION = "drew_solution"  # the card is hidden from other seats (R2.2)
    DREW_CRISIS = "drew_crisis"  # R2.3
    PLAYED_IMPENDING = "played_impending"  # R3.1
    PASSED = "passed"  # R3.1
    CRISIS_SOLVED = "crisis_solved"  # R3.3, value = total played
    CRISIS_FULL_BLOWN = "crisis_full_blown"  # R3.6, value = total played
    PLAYED_FULL_BLOWN = "played_full_blown"  # R4.1, value = new total under it
    FULL_BLOWN_SOLVED = "full_blown_solved"  # R4.3
    SCORED = "scored"  # R3.4 / R4.3, value = points, reason says why
    HOARDED = "hoarded"  # R4.4, the cards are hidden from other seats until the end
    DISCARDED = "discarded"  # R4.8
    TURN_ENDED = "turn_ended"
    LAST_CARD_DRAWN = "last_card_drawn"  # R6.3
    WORLD_LOST = "world_lost"  # R6.1, causes
    GAME_WON = "game_won"  # R6.3-R6.5, value = best score, winners in ``seats``


class ScoreReason(str, enum.Enum):
    FIRST = "first"  # R3.4: first Solution on a solved impending crisis
    HIGHEST = "highest"  # R3.4: highest Solution (ties all score)
    FIRST_AND_HIGHEST = "first_and_highest"  # R3.4: both, 6 points
    LAST_ON_FULL_BLOWN = "last_on_full_blown"  # R4.3: 5 points


@dataclass(frozen=True, slots=True)
class LossCause:
    """R6.1: which threshold broke. ``kind`` is ``region``, ``colour`` or ``total``."""

    kind: str
    count: int
    region: Region | None = None
    colour: Colour | None = None

    @staticmethod
    def broken(kind: str, index: int, count: int) -> LossCause:
        """The cause of one of ``ending.broken_thresholds``' ``(kind, index, count)``."""
        return LossCause(kind, count, region=REGIONS[index] if kind == "region" else None,
                         colour=COLOURS[index] if kind == "colour" else None)

    @property
    def limit(self) -> int:
        """The R6.1 threshold that broke."""
        return _LIMITS[self.kind]

    def __str__(self) -> str:
        return translator("en").cause(self)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "count": self.count,
                "region": self.region.value if self.region else None,
                "colour": self.colour.value if self.colour else None}


_LIMITS = {"region": LOSS_REGION, "colour": LOSS_COLOUR, "total": LOSS_TOTAL}


class Event(NamedTuple):
    """One thing that happened. Fields not relevant to ``kind`` are None/empty."""

    kind: EventKind
    turn: int
    seat: int | None = None
    card: Solution | None = None
    crisis: Crisis | None = None
    cards: tuple = ()
    value: int | None = None
    reason: ScoreReason | None = None
    causes: tuple[LossCause, ...] = ()
    seats: tuple[int, ...] = ()

    def redacted(self) -> Event:
        """The same event with its hidden cards removed (what other seats see)."""
        if self.kind is EventKind.DREW_SOLUTION:
            return Event(self.kind, self.turn, self.seat)
        if self.kind is EventKind.HOARDED:
            return Event(self.kind, self.turn, self.seat, value=len(self.cards))
        return self

    def to_dict(self) -> dict:
        return {
            "kind": self.kind.value, "turn": self.turn, "seat": self.seat,
            "card": self.card.code if self.card else None,
            "crisis": self.crisis.id if self.crisis else None,
            "cards": [c.code for c in self.cards], "value": self.value,
            "reason": self.reason.value if self.reason else None,
            "causes": [c.to_dict() for c in self.causes], "seats": list(self.seats),
        }

    @property
    def is_private(self) -> bool:
        return self.kind is EventKind.DREW_SOLUTION or self.kind is EventKind.HOARDED


def describe_event(event: Event, names, lang: str = "en") -> str:
    """One sentence for an event (logs, transcripts, the command line), in English or in
    ``lang`` (en fr de es ca): ``terra_widget.i18n.translator(lang).narrate``."""
    return translator(lang).narrate(event, names)
