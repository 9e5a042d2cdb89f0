"""The Cooperative strategy: everything for the common good."""

from __future__ import annotations

from terra_widget.fast_twins import cooperative_twin
from terra_widget.rules import HAND_LIMIT, Hoard, Phase, PlayFullBlown, PlayImpending

from .base import Strategy
from .facts import (
    EXPECTED_HIGHEST,
    cards_per_colour,
    finishes,
    limits_one_away,
    players_still_to_answer,
    set_value,
    still_missing,
    still_needed,
    value,
    would_lose_the_world,
)

#: How much a cooperative player counts on the players still to answer an impending
#: crisis (1 = their expected best card each). Measured over 2,000 seeded 4-player games
#: of four Cooperative bots: 0.0-0.8 all lose about 7.5-8%, 1.0 loses 9%, 2.0 loses 14%:
#: betting a high card on a crisis that others then cannot finish wastes it.
OPTIMISM = 0.6


class Cooperative(Strategy):
    """Always tries to save the world and never hoards for points.

    When a crisis is drawn, it adds a card only if that helps solve it: the smallest
    card that is enough on its own, or its highest card when the players still to
    answer can probably make up the rest. It does not throw cards away on a crisis that
    cannot be saved -- unless that crisis would end the game, when it tries anyway.
    On its own turn it puts one card on every full-blown crisis it can: first any card
    that finishes a crisis, then its highest card on the crisis closest to tipping the
    world over (three in a region, four of a colour, seven in all).
    """

    name = "cooperative"
    classifier = {"stochastic": False, "sees_hidden": False, "hoards": False, "helps": True}

    phase_answers = {Phase.RESPOND: "answer_impending", Phase.PLAY: "help_full_blown",
                     Phase.DISCARD: "discard"}

    def answer_impending(self, view, legal):
        """R3.1: put a card on the impending crisis only if that helps it get solved, and
        spend as little as possible doing it."""
        need = still_needed(view)
        if need <= 0:
            return legal[0]  # pass (always listed first): it is enough already
        cards = [a for a in legal if type(a) is PlayImpending]
        enough = [a for a in cards if value(a) >= need]
        if enough:
            return min(enough, key=value)  # the smallest card that is enough on its own
        others = players_still_to_answer(view)
        if not others:
            return legal[0]  # nobody can make up the rest: keep the card
        highest = max(cards, key=value)
        if would_lose_the_world(view, view.impending):
            return highest  # R6.1: nothing left to save the card for
        short = need - value(highest)  # what the others would have to add (R3.2)
        they_can_add = sum(EXPECTED_HIGHEST[view.hand_sizes[seat]] for seat in others)
        if they_can_add * OPTIMISM >= short:
            return highest
        return legal[0]

    def help_full_blown(self, view, legal):
        """R4.1: one card on every full-blown crisis I can help. A card that finishes a
        crisis comes first (R4.3), the smallest that does; then my highest card goes to
        the crisis nearest to breaking a limit of R6.1, so that it leaves the table soon.
        Never hoards, except a set the hand limit would take anyway (R4.8)."""
        gifts = [self.card_for(view, fb.crisis, legal) for fb in view.full_blown]
        gifts = [gift for gift in gifts if gift is not None]
        finishing = [gift for gift in gifts if finishes(view, gift)]
        if finishing:
            return min(finishing, key=value)
        if gifts:
            return max(gifts, key=lambda gift: (limits_one_away(view, gift.crisis),
                                                value(gift),
                                                -still_missing(view, gift.crisis)))
        hoards = [a for a in legal if type(a) is Hoard]
        if hoards and len(view.hand) - 3 >= HAND_LIMIT:
            return min(hoards, key=lambda a: set_value(a.cards))  # the cheapest set
        return legal[-1]  # end the turn (always listed last)

    def card_for(self, view, crisis, legal):
        """My card for one full-blown crisis: the smallest that finishes it, else my
        highest of its colour; None if I have none (or helped it this turn, R4.1)."""
        mine = [a for a in legal if type(a) is PlayFullBlown and a.crisis.id == crisis.id]
        if not mine:
            return None
        finishing = [a for a in mine if finishes(view, a)]
        return min(finishing, key=value) if finishing else max(mine, key=value)

    def discard(self, view, legal):
        """R4.8: let go of the card least useful to the world: the lowest value, from the
        colour I hold most of."""
        held = cards_per_colour(view.hand)
        return min(legal, key=lambda a: (value(a), -held[a.solution.colour]))

    def flat_policy(self):
        return TWIN if self.decides_as(Cooperative) else None


#: Cooperative's fast twin on the flat play-out (one object serves every seat and game).
TWIN = cooperative_twin(OPTIMISM, EXPECTED_HIGHEST)
