"""The Cooperative strategy: everything for the common good."""

from __future__ import annotations

from terra_widget.rules import Phase

from .base import Strategy
from .tactics import OPTIMISM, cooperative_discard, cooperative_play, cooperative_respond


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
    light_view = True

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase is _RESPOND:
            return cooperative_respond(view, legal, OPTIMISM)
        if phase is _PLAY:
            return cooperative_play(view, legal)
        return cooperative_discard(view, legal)


_RESPOND, _PLAY = Phase.RESPOND, Phase.PLAY
