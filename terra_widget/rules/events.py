"""The structured event log: what happened, for narration, the UI and statistics."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple

from .cards import Colour, Crisis, Region, Solution


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

    def __str__(self) -> str:
        if self.kind == "region":
            return f"{self.count} full-blown crises in {self.region.label}"
        if self.kind == "colour":
            return f"{self.count} full-blown {self.colour.value} crises"
        return f"{self.count} full-blown crises in all"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "count": self.count,
                "region": self.region.value if self.region else None,
                "colour": self.colour.value if self.colour else None}


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


def _cap(sentence: str) -> str:
    """Capitalise a sentence that starts with a crisis ("the green Europe crisis ...")."""
    return sentence[:1].upper() + sentence[1:]


def describe_event(event: Event, names) -> str:
    """A plain English sentence for an event (logs, transcripts, the command line).

    The classroom widget narrates in five languages through ``terra_widget.i18n``.
    """
    who = names[event.seat] if event.seat is not None else ""
    k = event.kind
    if k is EventKind.TURN_STARTED:
        return f"Turn {event.turn}: {who} to play."
    if k is EventKind.DREW_SOLUTION:
        return f"{who} draws {event.card}." if event.card else f"{who} draws a Solution."
    if k is EventKind.DREW_CRISIS:
        return f"{who} draws {event.crisis} (threat {event.crisis.threat}): it is impending."
    if k is EventKind.PLAYED_IMPENDING:
        return f"{who} plays {event.card} on the impending crisis."
    if k is EventKind.PASSED:
        return f"{who} passes."
    if k is EventKind.CRISIS_SOLVED:
        return _cap(f"{event.crisis} is solved in time ({event.value} against "
                    f"{event.crisis.threat}).")
    if k is EventKind.CRISIS_FULL_BLOWN:
        return _cap(f"{event.crisis} becomes full-blown ({event.value} against "
                    f"{event.crisis.threat}).")
    if k is EventKind.PLAYED_FULL_BLOWN:
        return (f"{who} plays {event.card} on {event.crisis} "
                f"(now {event.value} of {event.crisis.threat}).")
    if k is EventKind.FULL_BLOWN_SOLVED:
        return _cap(f"{event.crisis} is finally solved.")
    if k is EventKind.SCORED:
        why = {ScoreReason.FIRST: "first card", ScoreReason.HIGHEST: "highest card",
               ScoreReason.FIRST_AND_HIGHEST: "first and highest card",
               ScoreReason.LAST_ON_FULL_BLOWN: "last card on a full-blown crisis"}[event.reason]
        return f"{who} scores {event.value} ({why})."
    if k is EventKind.HOARDED:
        if event.cards:
            return f"{who} hoards {', '.join(str(c) for c in event.cards)}."
        return f"{who} hoards a set of {event.value or 3} cards."
    if k is EventKind.DISCARDED:
        return f"{who} discards {event.card}."
    if k is EventKind.TURN_ENDED:
        return f"{who} ends the turn."
    if k is EventKind.LAST_CARD_DRAWN:
        return "That was the last card of the draw pile: the game ends after this turn."
    if k is EventKind.WORLD_LOST:
        return "The world is lost: " + "; ".join(str(c) for c in event.causes) + "."
    if k is EventKind.GAME_WON:
        return (f"The world is saved! Winner(s): "
                f"{', '.join(names[s] for s in event.seats)} with {event.value}.")
    return k.value  # pragma: no cover
