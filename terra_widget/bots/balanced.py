"""The Balanced strategy: greedy when the world is safe, helpful when it is in danger."""

from __future__ import annotations

from terra_widget.fast_twins import BalancedTwin

from .base import Strategy
from .cooperative import Cooperative
from .facts import danger
from .selfish import Selfish

#: The two ways Balanced can play a turn (they keep no memory: one of each serves all).
SELFISH = Selfish()
COOPERATIVE = Cooperative()


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

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]  # nothing to decide (and no dice rolled)
        if self.selfish_now(view):
            return SELFISH.choose(view, legal)
        return COOPERATIVE.choose(view, legal)

    def selfish_now(self, view) -> bool:
        """This turn's mood (rolled once per turn, the first time it is needed)."""
        return self.mood_of_turn(view.turn, lambda: danger(view))

    def mood_of_turn(self, turn: int, how_dangerous) -> bool:
        """Is turn ``turn`` a selfish one? The dice are rolled the first time a turn asks;
        ``how_dangerous()`` gives the danger (0 to 1), asked only then."""
        if turn != self._turn:
            self._turn = turn
            if self.greed <= 0.0:
                self._selfish = False
            elif self.greed >= 1.0:
                self._selfish = True
            else:
                self._selfish = self.rng.random() < self.greed ** (1.0 + 3.0 * how_dangerous())
        return self._selfish

    def flat_policy(self):
        if not self.decides_as(Balanced):
            return None
        return BalancedTwin(self.mood_of_turn, SELFISH.flat_policy(), COOPERATIVE.flat_policy())
