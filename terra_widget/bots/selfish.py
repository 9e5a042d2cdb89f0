"""The Selfish strategy: everything for my own score."""

from __future__ import annotations

from terra_widget.fast_twins import SELFISH
from terra_widget.rules import Hoard, Phase, PlayFullBlown, PlayImpending

from .base import Strategy
from .facts import (
    best_set,
    best_set_value_without,
    finishes,
    set_value,
    still_needed,
    value,
    without,
)


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

    phase_answers = {Phase.RESPOND: "answer_impending", Phase.PLAY: "play_for_points",
                     Phase.DISCARD: "discard"}

    def answer_impending(self, view, legal):
        """R3.1 for oneself: play a card I do not need for my best set, and only when it
        brings the crisis to its threat while matching the highest card so far, so that
        I collect the 3 points for the highest card (R3.4). The smallest such card."""
        need = still_needed(view)
        highest_so_far = max((card.value for _, card in view.impending_plays), default=0)
        spare = without(view.hand, best_set(view.hand))
        sure = [a for a in legal if type(a) is PlayImpending and a.solution in spare
                and value(a) >= need and value(a) >= highest_so_far]
        if sure:
            return min(sure, key=value)
        return legal[0]  # pass (always listed first)

    def play_for_points(self, view, legal):
        """R4.1-R4.7 for oneself: hoard the best set whenever possible (R4.4 asks for a
        card on a full-blown crisis first: the one that costs my hand least), and take
        the 5 points for finishing a full-blown crisis (R4.3) with a spare card. Nothing
        else is given to the world."""
        gifts = [a for a in legal if type(a) is PlayFullBlown]
        hoards = [a for a in legal if type(a) is Hoard]
        if hoards:
            # the most valuable set (equal values: the later cards, colour then value)
            best = max(hoards, key=lambda a: (set_value(a.cards), a.cards))
            spare = without(view.hand, best.cards)
            points = [g for g in gifts if finishes(view, g) and g.solution in spare]
            if points:  # 5 points first: after hoarding, no more cards (R4.7)
                return min(points, key=value)
            return best

        def set_left(gift):  # the best set I could still hoard without this card
            return best_set_value_without(view.hand, gift.solution)

        # a first card on a full-blown crisis unlocks hoarding (R4.4): worth it if a set
        # is left to hoard; after that, only the 5 points of finishing a crisis tempt me
        unlocks = not view.played_full_blown
        tempting = [g for g in gifts if finishes(view, g) or (unlocks and set_left(g) > 0)]
        if tempting:
            return max(tempting, key=lambda g: (set_left(g) + 5 * finishes(view, g),
                                                -value(g)))
        return legal[-1]  # end the turn (always listed last)

    def discard(self, view, legal):
        """R4.8: keep my best set and the cards closest to making one; drop the rest,
        lowest value first."""
        return max(legal, key=lambda a: (best_set_value_without(view.hand, a.solution),
                                         -value(a)))

    def flat_policy(self):
        return SELFISH if self.decides_as(Selfish) else None
