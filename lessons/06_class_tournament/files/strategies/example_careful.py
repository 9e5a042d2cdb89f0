"""An example entry: lesson 05's strategy, hoarding only while no crisis is full-blown.
Put each student's file beside it (one .py file per student)."""
from terra_widget.bots import Strategy
from terra_widget.rules import Hoard, Phase, PlayFullBlown, PlayImpending

CALM = 0  # hoard a set only while at most this many crises are full-blown


class Mine(Strategy):
    """Helps when its card is enough; keeps a set when the world looks calm."""

    name = "mine"

    def choose(self, view, legal):
        if view.phase is Phase.RESPOND:
            need = view.impending.threat - sum(card.value for _, card in view.impending_plays)
            enough = [a for a in legal if isinstance(a, PlayImpending) and a.solution.value >= need]
            if enough:
                return min(enough, key=lambda a: a.solution.value)
            return legal[0]
        if view.phase is Phase.PLAY:
            hoards = [a for a in legal if isinstance(a, Hoard)]
            if hoards and len(view.full_blown) <= CALM:
                return max(hoards, key=lambda a: sum(card.value for card in a.cards))
            gifts = [a for a in legal if isinstance(a, PlayFullBlown)]
            if gifts:
                return max(gifts, key=lambda a: a.solution.value)
            return legal[-1]
        if view.phase is Phase.DISCARD:
            return min(legal, key=lambda a: a.solution.value)
        return legal[0]
