"""The Random strategy: the baseline every other strategy should beat."""

from __future__ import annotations

from terra_widget.fast_twins import RandomTwin

from .base import Strategy


class Random(Strategy):
    """Picks any allowed move, each with the same chance, like a player who does not
    think at all. Useful as a yardstick: a strategy worth its name should save the world
    more often (or score more) than this."""

    name = "random"
    classifier = {"stochastic": True, "sees_hidden": False, "hoards": True, "helps": True}

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        return legal[int(self.rng.random() * len(legal))]

    def flat_policy(self):
        return RandomTwin(self.rng.random) if self.decides_as(Random) else None
