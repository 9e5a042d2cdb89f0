"""Two good strategies in one file: a hoarder and a careful helper."""
from terra_widget.bots import Strategy
from terra_widget.rules import Hoard, Phase, PlayFullBlown, PlayImpending


class Hoarder(Strategy):
    name = "hoarder"

    def choose(self, view, legal):
        hoards = [a for a in legal if isinstance(a, Hoard)]
        if hoards:
            return max(hoards, key=lambda a: sum(c.value for c in a.cards))
        if view.phase is Phase.DISCARD:
            return min(legal, key=lambda a: a.solution.value)
        return legal[-1] if view.phase is Phase.PLAY else legal[0]


class Careful(Strategy):
    name = "careful"

    def choose(self, view, legal):
        if view.phase is Phase.RESPOND:
            need = view.impending.threat - sum(c.value for _, c in view.impending_plays)
            enough = [a for a in legal if isinstance(a, PlayImpending)
                      and a.solution.value >= need]
            return min(enough, key=lambda a: a.solution.value) if enough else legal[0]
        if view.phase is Phase.PLAY:
            gifts = [a for a in legal if isinstance(a, PlayFullBlown)]
            return max(gifts, key=lambda a: a.solution.value) if gifts else legal[-1]
        return min(legal, key=lambda a: a.solution.value)
