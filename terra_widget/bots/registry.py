"""Strategies by name, for the command line and the widget's seat menus."""

from __future__ import annotations

from .balanced import Balanced
from .base import Strategy
from .cooperative import Cooperative
from .random_play import Random
from .reciprocal import Reciprocal
from .selfish import Selfish

#: The strategies ``make_strategy`` knows, by name.
STRATEGIES: dict[str, type[Strategy]] = {
    cls.name: cls for cls in (Random, Cooperative, Selfish, Balanced, Reciprocal)
}
STRATEGY_NAMES: tuple[str, ...] = tuple(STRATEGIES)
ALLOWED_SPECS = ("random, cooperative, selfish, balanced, balanced:<greed 0..1>, "
                 "reciprocal")


def make_strategy(spec: str | Strategy, seed: int | None = None) -> Strategy:
    """Build a strategy from its name: ``"random"``, ``"cooperative"``, ``"selfish"``,
    ``"balanced"`` (greed 0.5), ``"balanced:0.8"`` or ``"reciprocal"``. Case and spaces do
    not matter.

    Raises ValueError (one line, listing what is allowed) for anything else. A
    ``Strategy`` passed in comes back as a fresh clone with the given seed.
    """
    if isinstance(spec, Strategy):
        return spec.clone(seed=seed)
    if not isinstance(spec, str):
        raise ValueError(f"a strategy is given by name, not {type(spec).__name__}; "
                         f"allowed: {ALLOWED_SPECS}")
    text = spec.strip().lower()
    name, sep, arg = text.partition(":")
    name = name.strip()
    cls = STRATEGIES.get(name)
    if cls is None:
        raise ValueError(f"unknown strategy {spec.strip()!r}; allowed: {ALLOWED_SPECS}")
    if cls is Balanced:
        if not sep:
            return Balanced(seed=seed)
        try:
            greed = float(arg)
        except ValueError:
            greed = None
        if greed is None or not 0.0 <= greed <= 1.0:
            raise ValueError(f"in {spec.strip()!r} the greed must be a number from 0 to 1 "
                             f"(e.g. balanced:0.5); allowed: {ALLOWED_SPECS}")
        return Balanced(greed, seed=seed)
    if sep:
        raise ValueError(f"strategy {name!r} takes no parameter (got {spec.strip()!r}); "
                         f"allowed: {ALLOWED_SPECS}")
    return cls(seed=seed)
