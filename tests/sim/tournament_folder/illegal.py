"""A strategy that answers a move of another seat (R7.3 refuses it)."""
from terra_widget.bots import Strategy
from terra_widget.rules import EndTurn


class Illegal(Strategy):
    def choose(self, view, legal):
        return EndTurn((view.seat + 1) % len(view.hand_sizes))
