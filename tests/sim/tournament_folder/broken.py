"""A file that fails to import."""
from terra_widget.bots import Strategy


class Broken(Strategy):
    def choose(self, view, legal):
        return legal[0]


raise RuntimeError("this file stops while it is imported")
