"""Strategies (bots) for Terra, built on the rules engine's public API only.

Each strategy gets what a human in its seat would see -- ``state.view(seat)`` -- and the
tuple of legal actions, and returns one of them::

    from terra_widget.bots import make_strategy
    from terra_widget.rules import new_game

    state = new_game(4, seed=1)
    bots = [make_strategy(s, seed=i) for i, s in
            enumerate(["cooperative", "selfish", "balanced:0.5", "random"])]
    while not state.is_over:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))

Standard library only (like the engine).
"""

from .balanced import Balanced
from .base import Strategy
from .cooperative import Cooperative
from .random_play import Random
from .reciprocal import Reciprocal
from .registry import ALLOWED_SPECS, STRATEGIES, STRATEGY_NAMES, make_strategy
from .selfish import Selfish

__all__ = ["Strategy", "Random", "Cooperative", "Selfish", "Balanced", "Reciprocal",
           "make_strategy",
           "STRATEGY_NAMES", "STRATEGIES", "ALLOWED_SPECS"]
