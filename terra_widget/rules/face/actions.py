"""Actions: the typed moves a player can make. Each names the seat that makes it.

``GameState.legal_actions()`` lists every legal one; ``GameState.apply`` re-checks
whatever it is given. ``action.describe(names)`` gives a readable sentence
("Chloé plays ■ red 5 on “Migrants at the border” (■ red, Europe)"), written once, as the
``action.*`` templates of ``terra_widget.i18n`` (English, or ``lang=`` any of its five
languages). ``to_dict``/``action_from_dict`` give the JSON form used in game records.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...checks import is_whole
from ...i18n import translator
from .cards import Crisis, Solution
from .setup import default_names


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    kind: ClassVar[str] = "action"

    def describe(self, names=None, lang: str = "en") -> str:
        """A sentence for this move, for the player choosing it (a hoard shows its
        cards). ``names``: the players' names (default "Player 1", ...)."""
        if names is None:
            names = default_names(self.seat + 1)
        return translator(lang).describe_action(self, names, show_cards=True)

    def __str__(self) -> str:
        return self.describe()

    def to_dict(self) -> dict:
        return {"type": self.kind, "seat": self.seat}


def _action(kind: str):
    """Make ``cls`` an action: a value (frozen, compared and hashed by its fields, R7.2),
    with slots, named ``kind`` in game records."""
    def make(cls):
        cls.kind = kind
        return dataclass(frozen=True, slots=True)(cls)
    return make


@_action("draw")
class Draw(Action):
    """R2.1: draw the top card of the draw pile."""


@dataclass(frozen=True, slots=True)
class _WithCard(Action):
    """An action that moves one Solution from the seat's hand; in a record, its code."""

    solution: Solution

    def to_dict(self) -> dict:
        return {"type": self.kind, "seat": self.seat, "card": self.solution.code}


@_action("play_impending")
class PlayImpending(_WithCard):
    """R3.1: play one Solution of the crisis's colour on the impending crisis."""


@_action("pass")
class Pass(Action):
    """R3.1: play nothing on the impending crisis."""


@_action("play_full_blown")
class PlayFullBlown(_WithCard):
    """R4.1: play one Solution of its colour under a full-blown crisis (common good)."""

    crisis: Crisis

    def to_dict(self) -> dict:
        return {**_WithCard.to_dict(self), "crisis": self.crisis.id}


@_action("hoard")
class Hoard(Action):
    """R4.4-R4.5: put a set of exactly three Solutions face down for the final score.

    The cards are kept as a tuple in canonical order (colour, then value), whatever was
    given -- a list, a generator, another order: the action is a value, the same as the
    one ``legal_actions()`` lists, and a list changed afterwards cannot change it."""

    cards: tuple[Solution, Solution, Solution]

    def __post_init__(self):
        object.__setattr__(self, "cards", _canonical(self.cards))

    def to_dict(self) -> dict:
        return {"type": self.kind, "seat": self.seat, "cards": [c.code for c in self.cards]}


@_action("end_turn")
class EndTurn(Action):
    """R4.8: finish phase 3 (then discard down to 8 if needed)."""


@_action("discard")
class Discard(_WithCard):
    """R4.8: discard one Solution to come down to the hand limit of 8."""


# An action that moves a card is compared the card first -- what tells apart the actions
# listed to one seat -- with no tuple of its fields built on each side: the same answer
# as the dataclass's own ``__eq__`` (same type, equal fields, R7.2), for a legal list
# searched by equality once per move (``action_tables.listed``). Their hash stays the
# dataclass's. (tests/rules/test_actions_and_privacy.py holds these to the classes' fields.)
def _card_eq(self, other):
    if other.__class__ is not self.__class__:
        return NotImplemented
    return self.solution == other.solution and self.seat == other.seat


def _card_on_crisis_eq(self, other):
    if other.__class__ is not self.__class__:
        return NotImplemented
    return (self.solution == other.solution and self.seat == other.seat
            and self.crisis == other.crisis)


PlayImpending.__eq__ = Discard.__eq__ = _card_eq
PlayFullBlown.__eq__ = _card_on_crisis_eq


def _canonical(cards):
    """Hoard's cards as a sorted tuple; anything that is not Solution cards is kept as
    given (as a tuple if it can be one), for ``apply`` to refuse with its reason."""
    if isinstance(cards, (str, bytes)):
        return cards
    try:
        cards = tuple(cards)
    except TypeError:
        return cards
    if all(isinstance(c, Solution) for c in cards):
        return tuple(sorted(cards))
    return cards


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls for cls in (Draw, PlayImpending, Pass, PlayFullBlown, Hoard, EndTurn, Discard)
}


def action_from_dict(data, crises_by_id: dict[str, Crisis]) -> Action:
    """Rebuild an action from its JSON form. Raises ValueError saying what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, not {type(data).__name__}")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown action type {kind!r}; allowed: {', '.join(ACTION_TYPES)}")
    seat = data.get("seat")
    if not is_whole(seat):
        raise ValueError(f"action {kind!r} needs an integer 'seat', not {seat!r}")
    expected = {"type", "seat"}
    if cls in (PlayImpending, Discard):
        expected |= {"card"}
        action: Action = cls(seat, Solution.parse(data.get("card")))
    elif cls is PlayFullBlown:
        expected |= {"card", "crisis"}
        cid = data.get("crisis")
        if not isinstance(cid, str) or cid not in crises_by_id:
            raise ValueError(f"unknown crisis {cid!r} in action {kind!r}")
        action = PlayFullBlown(seat, Solution.parse(data.get("card")), crises_by_id[cid])
    elif cls is Hoard:
        expected |= {"cards"}
        cards = data.get("cards")
        if not isinstance(cards, list) or len(cards) != 3:
            raise ValueError("a hoard action needs 'cards': a list of exactly 3 card codes")
        action = Hoard(seat, tuple(Solution.parse(c) for c in cards))
    else:
        action = cls(seat)
    extra = set(data) - expected
    if extra:
        raise ValueError(f"action {kind!r} has unexpected fields: {', '.join(sorted(extra))}")
    return action
