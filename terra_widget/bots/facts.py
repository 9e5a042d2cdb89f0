"""Facts about a table that several strategies use, each written once.

Every function here reads only what a seat may see (R7.5): a view, or the seat's own
hand. ``SIGHT_FIELDS`` lists the view attributes the bundled strategies read (the
strategy contract tests check it), so it is clear what they base their decisions on.
"""

from __future__ import annotations

from math import comb

from terra_widget.rules import SOLUTION_COUNTS, ending, sets_in_hand
from terra_widget.rules.flat import SET_VALUE
from terra_widget.rules.sets import set_indices_in_hand

#: The attributes of a ``PlayerView`` that the bundled strategies read (and nothing else).
SIGHT_FIELDS = ("config", "seat", "phase", "turn", "current", "hand", "own_hoards",
                "hand_sizes", "points", "contributed", "impending", "impending_plays",
                "responder", "responses_left", "full_blown", "helped", "played_full_blown",
                "hoarded", "last_card_drawn")

_DECK = sum(SOLUTION_COUNTS.values()) * 3  # 90 Solutions (R0.5)
_PER_COLOUR = sum(SOLUTION_COUNTS.values())  # 30 of each colour


def _expected_max(h: int) -> float:
    """Expected highest value of one colour among ``h`` random Solutions (0 when the hand
    has none of that colour). Hypergeometric over the 90-card deck of R0.5."""
    if h <= 0:
        return 0.0
    total = comb(_DECK, h)
    out = 0.0
    at_least = _PER_COLOUR
    for v in sorted(SOLUTION_COUNTS):  # P(max >= v) = 1 - P(no card of value >= v)
        out += 1.0 - comb(_DECK - at_least, h) / total
        at_least -= SOLUTION_COUNTS[v]
    return out


#: EXPECTED_MAX[h]: what a hand of h cards can typically add to one crisis of a colour.
EXPECTED_MAX: tuple[float, ...] = tuple(_expected_max(h) for h in range(40))


def full_blown_counts(view) -> tuple[list[int], list[int], int]:
    """Full-blown crises per region (``REGIONS`` order), per colour index and in all:
    the counters of R6.1."""
    by_region = [0] * 6
    by_colour = [0, 0, 0]
    for fb in view.full_blown:
        by_region[fb.crisis.ridx] += 1
        by_colour[fb.crisis.cidx] += 1
    return by_region, by_colour, len(view.full_blown)


def danger(view) -> float:
    """How close the world is to a collective loss, from 0 (calm) to 1 (one more
    full-blown crisis in the wrong place ends the game): R6.1's three thresholds."""
    return ending.danger(*full_blown_counts(view))


def hand_counts(hand) -> list[int]:
    """A hand as 18 counts, one per kind of Solution (``Solution.index``)."""
    counts = [0] * 18
    for card in hand:
        counts[card.index] += 1
    return counts


def best_set(counts) -> tuple[int, tuple | None]:
    """The most valuable R4.5 set the hand holds: (sum of values, cards) or (0, None)."""
    best_value, best = 0, None
    for cards in sets_in_hand(counts):
        value = cards[0].value + cards[1].value + cards[2].value
        if value > best_value:
            best_value, best = value, cards
    return best_value, best


def best_set_index(counts) -> int:
    """The most valuable R4.5 set a hand (18 counts) holds, as its index in ``ALL_SETS``
    (the first of equal value), or -1."""
    best, best_value = -1, 0
    for j in set_indices_in_hand(counts):
        if SET_VALUE[j] > best_value:
            best, best_value = j, SET_VALUE[j]
    return best


def set_value_without(counts, card) -> int:
    """The value of the best set (R4.5) the hand could still make without ``card``."""
    counts[card.index] -= 1
    value, _ = best_set(counts)
    counts[card.index] += 1
    return value


__all__ = ["SIGHT_FIELDS", "EXPECTED_MAX", "full_blown_counts", "danger", "hand_counts",
           "best_set", "best_set_index", "set_value_without"]
