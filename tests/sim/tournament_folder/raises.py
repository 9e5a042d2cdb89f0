"""A strategy that raises on its first decision."""
from terra_widget.bots import Strategy


class Raises(Strategy):
    def choose(self, view, legal):
        return legal[99]  # IndexError
