"""A strategy that kills the process it plays in."""
import os

from terra_widget.bots import Strategy


class Crasher(Strategy):
    def choose(self, view, legal):
        os._exit(3)
