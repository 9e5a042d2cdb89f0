"""A strategy stuck in a loop of C code, where no signal handler runs."""
import itertools

from terra_widget.bots import Strategy


class Stuck(Strategy):
    def choose(self, view, legal):
        sum(itertools.count())  # never returns, never back in Python between steps
        return legal[0]
