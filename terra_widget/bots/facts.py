"""Facts about the table that the bundled strategies use, each written once.

Every function here reads only what a seat may see (R7.5): its view, or its own hand (a
tuple of Solution cards). ``SIGHT_FIELDS`` lists the view attributes the bundled
strategies read (the strategy contract tests check it), so it is clear what they base
their decisions on.
"""

from __future__ import annotations

from collections import Counter
from math import comb

from terra_widget.rules import LOSS_COLOUR, LOSS_REGION, SOLUTION_COUNTS, sets_in_hand
from terra_widget.rules.core import ending

#: The attributes of a ``PlayerView`` that the bundled strategies read (and nothing else).
SIGHT_FIELDS = ("seat", "phase", "turn", "hand", "hand_sizes", "impending",
                "impending_plays", "responses_left", "full_blown", "played_full_blown",
                "contributed")

_DECK = sum(SOLUTION_COUNTS.values()) * 3  # 90 Solutions (R0.5)
_PER_COLOUR = sum(SOLUTION_COUNTS.values())  # 30 of each colour


def _expected_highest(h: int) -> float:
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


#: EXPECTED_HIGHEST[h]: what a hand of h cards can typically add to one crisis of a
#: colour (its expected highest card of that colour).
EXPECTED_HIGHEST: tuple[float, ...] = tuple(_expected_highest(h) for h in range(40))


def value(action) -> int:
    """The value of the card an action plays or discards."""
    return action.solution.value


# -- the impending crisis (R3) ------------------------------------------------
def still_needed(view) -> int:
    """What the impending crisis still needs: its threat less the cards played on it
    (R3.2; zero or less once it is enough)."""
    return view.impending.threat - sum(card.value for _, card in view.impending_plays)


def players_still_to_answer(view) -> list[int]:
    """The seats that answer the impending crisis after mine, in order (R3.1: once around
    the table from the player who drew it)."""
    n = len(view.hand_sizes)
    return [(view.seat + i) % n for i in range(1, view.responses_left)]


# -- full-blown crises and the collective loss (R4, R6.1) -----------------------
def full_blown_counts(view) -> tuple[list[int], list[int], int]:
    """Full-blown crises per region (``REGIONS`` order), per colour index and in all:
    the counters of R6.1."""
    return ending.full_blown_counters(fb.crisis for fb in view.full_blown)


def danger(view) -> float:
    """How close the world is to a collective loss, from 0 (calm) to 1 (one more
    full-blown crisis in the wrong place ends the game): R6.1's three limits."""
    return ending.danger(*full_blown_counts(view))


def would_lose_the_world(view, crisis) -> bool:
    """Would ``crisis`` going full-blown break one of R6.1's limits (three in a region,
    four of a colour, seven in all)?"""
    by_region, by_colour, total = full_blown_counts(view)
    return ending.would_break(by_region, by_colour, total, crisis.ridx, crisis.cidx)


def limits_one_away(view, crisis) -> int:
    """For a full-blown ``crisis``: how many of R6.1's limits -- its region's, its
    colour's -- one more full-blown crisis beside it would break (0, 1 or 2)."""
    by_region, by_colour, _ = full_blown_counts(view)
    return ((by_region[crisis.ridx] >= LOSS_REGION - 1)
            + (by_colour[crisis.cidx] >= LOSS_COLOUR - 1))


def still_missing(view, crisis) -> int:
    """What a full-blown ``crisis`` still needs to be solved (R4.2, R4.3)."""
    for fb in view.full_blown:
        if fb.crisis.id == crisis.id:
            return fb.missing
    raise ValueError(f"{crisis} is not a full-blown crisis on this table")


def finishes(view, gift) -> bool:
    """Does this card (a ``PlayFullBlown``) solve its crisis (R4.3, 5 points)?"""
    return gift.solution.value >= still_missing(view, gift.crisis)


# -- sets (R4.5) ----------------------------------------------------------------
def set_value(cards) -> int:
    """The points a set brings at the end: the sum of its values (R6.4)."""
    return sum(card.value for card in cards)


def best_set(hand) -> tuple:
    """The most valuable R4.5 set in ``hand`` (the first of equal value, in the order of
    ``sets_in_hand``), or () when it holds none."""
    counts = [0] * 18
    for card in hand:
        counts[card.index] += 1
    best, best_value = (), 0
    for cards in sets_in_hand(counts):
        if set_value(cards) > best_value:
            best, best_value = cards, set_value(cards)
    return best


def without(hand, cards) -> list:
    """The cards of ``hand`` left once ``cards`` are taken out of it."""
    left = Counter(hand)
    left.subtract(cards)
    return [card for card in left.elements()]


def best_set_value_without(hand, card) -> int:
    """The value of the best set (R4.5) the hand could still make without ``card``."""
    return set_value(best_set(without(hand, [card])))


def cards_per_colour(hand) -> Counter:
    """How many cards of each colour ``hand`` holds."""
    return Counter(card.colour for card in hand)


__all__ = ["SIGHT_FIELDS", "EXPECTED_HIGHEST", "value", "still_needed", "players_still_to_answer",
           "full_blown_counts", "danger", "would_lose_the_world", "limits_one_away",
           "still_missing", "finishes", "set_value", "best_set", "without",
           "best_set_value_without", "cards_per_colour"]
