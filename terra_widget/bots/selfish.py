"""The Selfish strategy: everything for my own score."""

from __future__ import annotations

from .base import Strategy
from .tactics import selfish_move


class Selfish(Strategy):
    """Plays only for its own final score and lets the others worry about the world.

    It hoards a set of three cards whenever the rules let it. Hoarding is only allowed
    after giving a card to a full-blown crisis, so it gives exactly one card for that --
    the one it will miss least. It also grabs points when they are cheap: the 5 points
    for finishing a full-blown crisis, or the 3 points for the highest card on a crisis
    its card finishes. It never gives away a card it needs for its best set.
    """

    name = "selfish"
    classifier = {"stochastic": False, "sees_hidden": False, "hoards": True, "helps": False}
    light_view = True

    def choose(self, view, legal):
        return selfish_move(view, legal)
