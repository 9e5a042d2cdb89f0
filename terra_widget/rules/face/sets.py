"""The four hoarding sets of R4.5 as cards: which set three cards form, and every set a
hand can make (found by the core on bit masks, ``core/kinds.py``)."""

from __future__ import annotations

import enum

from ...i18n import strings
from ..core.kinds import ALL_SETS, set_indices_in_hand
from .cards import SOLUTION_KINDS, Solution


class SetType(enum.Enum):
    """R4.5 (a)-(d)."""

    SAME_VALUE_SAME_COLOUR = "a"  # blue 5, blue 5, blue 5
    SAME_VALUE_THREE_COLOURS = "b"  # green 5, blue 5, red 5
    SAME_COLOUR_RUN = "c"  # red 2, red 3, red 4
    THREE_COLOUR_RUN = "d"  # red 2, blue 3, green 4

    @property
    def label(self) -> str:
        """English name (the ``set.*`` sentence of ``i18n/po/terra_widget.pot``)."""
        return strings("en")["set." + self.value]


def classify_set(cards) -> SetType | None:
    """Which R4.5 set the three cards form, or None if they form none."""
    cards = list(cards)
    if len(cards) != 3 or not all(isinstance(c, Solution) for c in cards):
        return None
    values = sorted(c.value for c in cards)
    colours = {c.colour for c in cards}
    if values[0] == values[2]:
        if len(colours) == 1:
            return SetType.SAME_VALUE_SAME_COLOUR
        if len(colours) == 3:
            return SetType.SAME_VALUE_THREE_COLOURS
        return None
    if values[1] == values[0] + 1 and values[2] == values[1] + 1:
        if len(colours) == 1:
            return SetType.SAME_COLOUR_RUN
        if len(colours) == 3:
            return SetType.THREE_COLOUR_RUN
    return None


#: The sets of ``ALL_SETS`` as their cards, in the same order.
ALL_SET_CARDS: tuple[tuple[Solution, Solution, Solution], ...] = tuple(
    (SOLUTION_KINDS[a], SOLUTION_KINDS[b], SOLUTION_KINDS[c]) for a, b, c in ALL_SETS
)


def sets_in_hand(counts) -> list[tuple[Solution, Solution, Solution]]:
    """Every distinct set (sorted card triples) that a hand, given as 18 kind counts, holds."""
    return [ALL_SET_CARDS[j] for j in set_indices_in_hand(counts)]
