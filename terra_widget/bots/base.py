"""The base class every Terra strategy (bot) is built on.

A strategy is a small object that, when asked, picks one action for the seat it plays.
It is shown exactly what a human at that seat would see -- a ``PlayerView`` (R7.5) --
and the tuple of legal actions, and it returns one of those actions. It never gets the
game state itself, so it cannot peek at other hands or at the order of the draw pile.

Randomness comes from the strategy's own ``random.Random`` (``seed=`` or ``rng=``), so
a seeded strategy makes the same choices every time (after Axelrod's players).
"""

from __future__ import annotations

import random
from typing import ClassVar

from terra_widget.checks import is_whole
from terra_widget.rules import Action, PlayerView


class Strategy:
    """A way of playing Terra. Subclasses override ``choose``.

    ``name`` is a short label used in tables. ``classifier`` says what kind of player it
    is, so tournaments can filter strategies:

    * ``stochastic`` -- does it ever use randomness to choose?
    * ``sees_hidden`` -- does it use information a human in its seat could not see?
      Always False here: strategies only get a ``PlayerView``.
    * ``hoards`` -- does it ever put sets aside for its own score (R4.4)?
    * ``helps`` -- does it play cards on crises for the common good?
    """

    name: ClassVar[str] = "strategy"
    classifier: ClassVar[dict] = {
        "stochastic": False,
        "sees_hidden": False,
        "hoards": False,
        "helps": False,
    }

    def __init__(self, *, seed: int | None = None, rng: random.Random | None = None):
        if rng is not None and seed is not None:
            raise ValueError("give a strategy either seed= or rng=, not both")
        if rng is not None and not isinstance(rng, random.Random):
            raise ValueError(f"rng must be a random.Random, not {type(rng).__name__}")
        if seed is not None and not is_whole(seed):
            raise ValueError(f"seed must be a whole number or None, not {seed!r}")
        self.seed = seed
        self._rng = rng  # made from ``seed`` when first used (see ``rng``)

    @property
    def rng(self) -> random.Random:
        """This strategy's random generator: ``rng=`` if given, else ``Random(seed)``.

        Made on first use: a simulation clones a strategy for every seat of every game,
        and a deterministic strategy never draws a number, so it never pays for one."""
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(self.seed)
        return rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value

    # -- what subclasses implement -------------------------------------------
    def choose(self, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        """Pick one of ``legal`` (the actions the engine allows ``view.seat`` now)."""
        raise NotImplementedError

    def flat_policy(self):
        """This strategy's fast twin on the engine's flat play-out, or None. Simulations
        and the risk meter play much faster when every seat has one; a strategy that has
        none (a student's, say) is asked through ``choose`` as usual. A twin must choose
        exactly what ``choose`` chooses: the bundled strategies' twins live beside the
        flat engine (``terra_widget.fast_twins``) and are checked against their
        class on 100,000 seeded games (tests/bots/test_fast_twins.py)."""
        return None

    def decides_as(self, cls: type[Strategy]) -> bool:
        """Does this strategy decide exactly as the class ``cls``: is it one, with none of
        the methods ``cls`` defines overridden? Only then may ``cls``'s fast twin play
        for it (a subclass that changes how it chooses is asked through ``choose``)."""
        mine = type(self)
        return isinstance(self, cls) and all(
            getattr(mine, name) is method for name, method in vars(cls).items()
            if callable(method) and not name.startswith("__") and name != "flat_policy")

    def params(self) -> dict:
        """Constructor arguments other than the seed (used by ``clone`` and ``spec``)."""
        return {}

    def reset(self) -> None:
        """Forget anything remembered from the game being played (a new game starts).
        The random generator carries on, so a seeded run stays reproducible."""

    # -- shared machinery ------------------------------------------------------
    def clone(self, seed: int | None = None) -> Strategy:
        """A fresh copy with the same parameters, a new seed and no memory of past games."""
        return type(self)(seed=seed, **self.params())

    @property
    def spec(self) -> str:
        """The text ``make_strategy`` turns back into this strategy, e.g. ``balanced:0.5``."""
        params = self.params()
        if not params:
            return self.name
        return self.name + ":" + ":".join(_fmt(v) for v in params.values())

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.params().items())
        return f"{type(self).__name__}({args})"

    def __str__(self) -> str:
        return self.spec


def _fmt(value) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)
