"""The Reciprocal strategy: helps the world as much as the others do (Tit for Tat)."""

from __future__ import annotations

from terra_widget.fast_twins import ReciprocalTwin

from .base import Strategy
from .cooperative import Cooperative
from .selfish import Selfish

#: The two ways Reciprocal can play a turn (they keep no memory: one of each serves all).
SELFISH = Selfish()
COOPERATIVE = Cooperative()
#: How many cards more than the others it gives before it stops giving: a little
#: patience, so that a table of Reciprocals (whose gifts never come out exactly even)
#: does not start punishing itself.
PATIENCE = 2


class Reciprocal(Strategy):
    """Gives as much as the others give, like Tit for Tat in Axelrod's tournaments.

    It starts every game by cooperating. At the start of each turn it counts the cards it
    has given to crises so far, and the cards the other players have given, on average.
    If it is ahead of them by more than two cards, it plays that turn like Selfish: it
    keeps its cards and hoards. Otherwise it plays the turn like Cooperative. It never
    holds a grudge: as soon as the others catch up, it helps again. Everything it counts
    is face up on the table.
    """

    name = "reciprocal"
    classifier = {"stochastic": False, "sees_hidden": False, "hoards": True, "helps": True}

    def __init__(self, *, seed=None, rng=None):
        super().__init__(seed=seed, rng=rng)
        self._turn = None  # the turn whose mood was last decided
        self._selfish = False

    def reset(self) -> None:
        self._turn = None
        self._selfish = False

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]  # nothing to decide
        if self.selfish_now(view):
            return SELFISH.choose(view, legal)
        return COOPERATIVE.choose(view, legal)

    def selfish_now(self, view) -> bool:
        """This turn's mood, decided the first time the turn asks."""
        return self.mood_of_turn(view.turn, lambda: self.ahead_of_the_others(view))

    def ahead_of_the_others(self, view) -> bool:
        """Have I given more than the other players, on average, by more than my
        patience? (The cards each player gave are public: ``view.contributed``.)"""
        given = [sum(colours) for colours in view.contributed]
        mine = given[view.seat]
        others = sum(given) - mine
        # mine - others / (n - 1) > PATIENCE, in whole numbers
        return (mine - PATIENCE) * (len(given) - 1) > others

    def mood_of_turn(self, turn: int, ahead) -> bool:
        """Is turn ``turn`` a selfish one? Decided once per turn by ``ahead()``."""
        if turn != self._turn:
            self._turn = turn
            self._selfish = ahead()
        return self._selfish

    def flat_policy(self):
        if not self.decides_as(Reciprocal):
            return None
        return ReciprocalTwin(self.mood_of_turn, SELFISH.flat_policy(),
                              COOPERATIVE.flat_policy(), PATIENCE)
