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
from functools import cache
from inspect import getattr_static
from typing import ClassVar

from terra_widget.checks import is_whole
from terra_widget.rules import Action, Phase, PlayerView


@cache
def _decides_as(mine: type, cls: type) -> bool:
    """``Strategy.decides_as`` for a subclass ``mine`` of ``cls``: asked once per pair of
    classes (a simulation asks it for every seat of every game, and reading the classes'
    attributes statically costs more than a fast game's set-up)."""
    own = [name for name, value in vars(cls).items()
           if callable(value) and not name.startswith("__") and name != "flat_policy"]
    return all(getattr_static(mine, name) is getattr_static(cls, name)
               for name in (*own, "choose", "phase_answers", "by_phase"))

class Strategy:
    """A way of playing Terra. Subclasses override ``choose``, or name their answer to
    each phase in ``phase_answers``.

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

    #: A bot's answer to each phase that offers a choice, by method name, each called as
    #: ``answer(view, legal)``: to an impending crisis (Phase.RESPOND, R3.1), on its own
    #: turn (Phase.PLAY, R4.1) and over the hand limit (Phase.DISCARD, R4.8). A bot that
    #: names its answers here needs no ``choose`` of its own (see ``by_phase``).
    phase_answers: ClassVar[dict[Phase, str]] = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        answers, where = cls.phase_answers, f"{cls.__name__}.phase_answers"
        if not isinstance(answers, dict) or (answers and set(answers) != _ANSWERED):
            raise TypeError(f"{where} must map each of Phase.RESPOND, Phase.PLAY and "
                            f"Phase.DISCARD to a method's name, not be {answers!r}")
        missing = [name for name in answers.values() if not callable(getattr(cls, name, None))]
        if missing:
            raise TypeError(f"{where} names {', '.join(map(repr, missing))}, which "
                            f"{cls.__name__} does not define: give the names of its methods "
                            "answer(view, legal)")

    # -- what subclasses implement -------------------------------------------
    def choose(self, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        """Pick one of ``legal`` (the actions the engine allows ``view.seat`` now): through
        the methods ``phase_answers`` names, or a subclass's own ``choose``."""
        if not self.phase_answers:
            raise NotImplementedError(f"{type(self).__name__} must define choose(view, "
                                      "legal), or name its answers in phase_answers")
        return self.by_phase(view, legal, {phase: getattr(self, name)
                                           for phase, name in self.phase_answers.items()})

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
        the methods ``cls`` defines overridden, nor the way its ``choose`` goes to them
        (``choose``, ``phase_answers`` and ``by_phase``, which ``cls`` may inherit)? Only
        then may ``cls``'s fast twin play for it (a subclass that changes how it chooses
        is asked through ``choose``)."""
        return isinstance(self, cls) and _decides_as(type(self), cls)

    def by_phase(self, view: PlayerView, legal: tuple[Action, ...], answers: dict) -> Action:
        """The one action left, else the answer ``answers`` gives for this phase, called as
        ``answer(view, legal)``: a bot names its answer to an impending crisis
        (Phase.RESPOND, R3.1), on its own turn (Phase.PLAY, R4.1) and when over the hand
        limit (Phase.DISCARD, R4.8), so it reads like its docstring. The other phases
        never offer a choice; they go to the DISCARD answer."""
        if len(legal) == 1:
            return legal[0]  # nothing to decide
        return answers.get(view.phase, answers[Phase.DISCARD])(view, legal)

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


#: The phases whose answers a bot's ``phase_answers`` names (the others offer no choice).
_ANSWERED = {Phase.RESPOND, Phase.PLAY, Phase.DISCARD}


def _fmt(value) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)
