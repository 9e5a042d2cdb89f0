"""Random: any legal move, uniformly, from its own seeded generator."""

from __future__ import annotations

from collections import Counter

from strategy_contract import StrategyContract, decision_points, play_game

from terra_widget.bots import Random


class TestRandom(StrategyContract):
    strategy_class = Random
    spec = "random"

    def test_is_stochastic(self):
        assert Random(seed=1).classifier["stochastic"] is True

    def test_different_seeds_play_different_games(self):
        games = {tuple(play_game([Random(seed=s) for _ in range(4)], 5).history)
                 for s in range(4)}
        assert len(games) == 4

    def test_picks_every_legal_action_about_equally_often(self):
        state = max(decision_points(), key=lambda st: len(st.legal_actions()))
        legal = state.legal_actions()
        view = state.view(state.to_act)
        bot = Random(seed=2024)
        draws = 400 * len(legal)
        counts = Counter(bot.choose(view, legal) for _ in range(draws))
        assert set(counts) == set(legal)
        for action in legal:  # each expected 400 times; 5 sigma is about +-100
            assert 300 < counts[action] < 500, (action, counts[action])
