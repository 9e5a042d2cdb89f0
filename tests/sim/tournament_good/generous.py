"""A good strategy, written as lesson 05 writes one: gives its highest card."""
from terra_widget.bots import Strategy
from terra_widget.rules import EndTurn, Pass, PlayFullBlown, PlayImpending


class Generous(Strategy):
    name = "generous"

    def choose(self, view, legal):
        gifts = [a for a in legal if isinstance(a, (PlayImpending, PlayFullBlown))]
        if gifts:
            return max(gifts, key=lambda a: a.solution.value)
        for a in legal:
            if isinstance(a, (Pass, EndTurn)):
                return a
        return min(legal, key=lambda a: a.solution.value)
