"""Balanced(greed): Cooperative at 0, Selfish at 1, a mix that minds the danger between."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from strategy_contract import StrategyContract, play_game

from terra_widget.bots import Balanced, Cooperative, Selfish, make_strategy
from terra_widget.rules import DEFAULT_CRISES, Phase


class TestBalanced(StrategyContract):
    strategy_class = Balanced
    spec = "balanced:0.5"

    def test_default_greed_and_spec(self):
        assert make_strategy("balanced").greed == 0.5
        assert make_strategy("BALANCED: 0.25 ").spec == "balanced:0.25"
        assert repr(Balanced(0.3)) == "Balanced(greed=0.3)"

    @pytest.mark.parametrize("bad", [-0.1, 1.5, "x", True, None])
    def test_greed_outside_0_to_1_is_refused(self, bad):
        with pytest.raises(ValueError, match="greed must be a number from 0 to 1"):
            Balanced(bad)

    def test_stochastic_only_strictly_between_the_extremes(self):
        assert Balanced(0).classifier["stochastic"] is False
        assert Balanced(1).classifier["stochastic"] is False
        assert Balanced(0.4).classifier["stochastic"] is True

    @pytest.mark.parametrize("greed, same_as", [(0.0, Cooperative), (1.0, Selfish)])
    def test_the_extremes_are_cooperative_and_selfish(self, greed, same_as):
        for seed in (31, 32, 33):
            a = play_game([Balanced(greed, seed=s) for s in range(4)], seed)
            b = play_game([same_as(seed=s) for s in range(4)], seed)
            assert a.history == b.history

    def _selfish_share(self, greed, full_blown, turns=4000):
        bot = Balanced(greed, seed=99)
        hits = 0
        for t in range(turns):
            view = SimpleNamespace(turn=t, full_blown=full_blown, phase=Phase.PLAY)
            hits += bot.selfish_now(view)
        return hits / turns

    def test_mood_is_greed_when_calm_and_much_kinder_in_danger(self):
        calm = self._selfish_share(0.3, ())
        assert abs(calm - 0.3) < 0.03  # 4000 draws: sd about 0.007
        six = tuple(SimpleNamespace(crisis=c, total=0) for c in DEFAULT_CRISES[:6])
        danger = self._selfish_share(0.3, six)  # 6 full-blown: one more loses (R6.1)
        assert danger < 0.03  # 0.3 ** 4 = 0.008

    def test_mood_is_drawn_once_per_turn(self):
        bot = Balanced(0.5, seed=3)
        for t in range(200):
            view = SimpleNamespace(turn=t, full_blown=(), phase=Phase.PLAY)
            mood = bot.selfish_now(view)
            assert all(bot.selfish_now(view) == mood for _ in range(5))

    def test_reset_forgets_the_mood_of_the_turn(self):
        """After reset (a new game) the same turn number gets a fresh roll of the dice."""
        bot = Balanced(0.5, seed=3)
        view = SimpleNamespace(turn=7, full_blown=(), phase=Phase.PLAY)
        bot.selfish_now(view)
        bot.selfish_now(view)  # same turn: no new roll
        bot.reset()
        bot.selfish_now(view)
        twice = random.Random(3)
        twice.random(), twice.random()
        assert bot.rng.getstate() == twice.getstate()
