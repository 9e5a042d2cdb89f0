"""A strategy that thinks past the limit."""
import time

from terra_widget.bots import Strategy


class Sleeper(Strategy):
    def choose(self, view, legal):
        time.sleep(30)
        return legal[0]
