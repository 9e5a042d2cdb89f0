"""A strategy that never answers (an infinite loop)."""
from terra_widget.bots import Strategy


class Looper(Strategy):
    def choose(self, view, legal):
        n = 0
        while True:
            n += 1
