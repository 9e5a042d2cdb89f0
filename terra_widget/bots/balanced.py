"""The Balanced strategy: greedy when the world is safe, helpful when it is in danger."""

from __future__ import annotations

from terra_widget.rules import ending
from terra_widget.rules.flat import FlatGame

from . import cooperative, selfish
from .base import Strategy, choose_on_table
from .facts import danger


class Balanced(Strategy):
    """Somewhere between Cooperative and Selfish, set by ``greed`` (0 to 1).

    At the start of each turn it rolls its own dice to decide whether to play this turn
    like Selfish or like Cooperative. When the world is calm, the chance of a selfish
    turn is simply ``greed``. As full-blown crises pile up, the chance drops fast
    (it is greed to the power 1 + 3 x danger, where danger goes from 0 with no
    full-blown crisis to 1 when one more in the wrong place would make everybody lose).
    So greed 0 plays exactly like Cooperative, greed 1 exactly like Selfish, and in
    between it grabs points while things are calm and helps when things get scary --
    the way many people actually play.
    """

    name = "balanced"
    classifier = {"stochastic": True, "sees_hidden": False, "hoards": True, "helps": True}
    light_view = True

    def __init__(self, greed: float = 0.5, *, seed=None, rng=None):
        super().__init__(seed=seed, rng=rng)
        if isinstance(greed, bool) or not isinstance(greed, (int, float)) \
                or not 0.0 <= greed <= 1.0:
            raise ValueError(f"greed must be a number from 0 to 1, not {greed!r}")
        self.greed = float(greed)
        self.classifier = dict(self.classifier, stochastic=0.0 < self.greed < 1.0)
        self._turn = None  # the turn whose mood was last decided
        self._selfish = False

    def params(self) -> dict:
        return {"greed": self.greed}

    def reset(self) -> None:
        self._turn = None
        self._selfish = False

    def selfish_now(self, view) -> bool:
        """This turn's mood (drawn once per turn, the first time it is needed)."""
        return self._mood(view.turn, lambda: danger(view))

    def _mood(self, turn: int, how_dangerous) -> bool:
        if turn != self._turn:
            self._turn = turn
            g = self.greed
            if g <= 0.0:
                self._selfish = False
            elif g >= 1.0:
                self._selfish = True
            else:
                self._selfish = self.rng.random() < g ** (1.0 + 3.0 * how_dangerous())
        return self._selfish

    def choose(self, view, legal):
        return choose_on_table(_BalancedFlat(self), view, legal)

    def flat_policy(self):
        if type(self).choose is not Balanced.choose:  # a subclass decides otherwise
            return None
        return _BalancedFlat(self)


class _BalancedFlat:
    """Balanced on the flat play-out: this turn's mood, then Selfish's or Cooperative's
    decision (the mood lives in the strategy, so ``reset`` clears it)."""

    __slots__ = ("strategy",)

    def __init__(self, strategy: Balanced):
        self.strategy = strategy

    def _side(self, g: FlatGame):
        selfish_turn = self.strategy._mood(
            g.turn, lambda: ending.danger(g.fbreg, g.fbcol, g.nfb))
        return selfish if selfish_turn else cooperative

    def respond(self, g, seat):
        return self._side(g).respond(g, seat)

    def play(self, g, seat):
        return self._side(g).play(g, seat)

    def discard(self, g, seat):
        return self._side(g).discard(g, seat)
