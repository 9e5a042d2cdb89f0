"""Reciprocal: gives as much as the others give (Tit for Tat), from what is face up."""

from __future__ import annotations

from types import SimpleNamespace

from strategy_contract import StrategyContract, play_game

from terra_widget.bots import Cooperative, Reciprocal, Selfish, make_strategy
from terra_widget.bots.reciprocal import PATIENCE
from terra_widget.sim import simulate


def _view(contributed, seat=0):
    """The only part of a view the mood reads: the cards each seat gave (public)."""
    return SimpleNamespace(contributed=contributed, seat=seat)


class TestReciprocal(StrategyContract):
    strategy_class = Reciprocal
    spec = "reciprocal"

    def test_classifier(self):
        c = Reciprocal().classifier
        assert c["helps"] is True and c["hoards"] is True and c["stochastic"] is False

    def test_starts_by_cooperating(self):
        """Nobody has given anything yet: it is not ahead, so it plays like Cooperative."""
        assert not Reciprocal().ahead_of_the_others(_view(((0, 0, 0),) * 4))
        for seed in (41, 42):
            a = play_game([Reciprocal()] + [Cooperative() for _ in range(3)], seed)
            b = play_game([Cooperative() for _ in range(4)], seed)
            assert a.history[:12] == b.history[:12]

    def test_stops_giving_when_ahead_by_more_than_its_patience(self):
        others = (1, 0, 0)
        ahead = (1 + PATIENCE + 1, 0, 0)  # one card more than its patience allows
        assert Reciprocal().ahead_of_the_others(_view((ahead, others, others, others)))
        level = (1 + PATIENCE, 0, 0)
        assert not Reciprocal().ahead_of_the_others(_view((level, others, others, others)))
        # the others' average, not the best of them: a generous seat does not hide a
        # stingy one
        assert Reciprocal().ahead_of_the_others(
            _view(((4, 0, 0), (4, 0, 0), (0, 0, 0), (0, 0, 0)), seat=0))

    def test_forgives_as_soon_as_the_others_catch_up(self):
        bot = Reciprocal()
        behind = _view(((5, 0, 0), (0, 0, 0), (0, 0, 0)))
        assert bot.mood_of_turn(3, lambda: bot.ahead_of_the_others(behind)) is True
        caught_up = _view(((5, 0, 0), (4, 0, 0), (3, 0, 0)))
        assert bot.mood_of_turn(4, lambda: bot.ahead_of_the_others(caught_up)) is False

    def test_one_mood_per_turn_and_reset_forgets_it(self):
        bot = Reciprocal()
        assert bot.mood_of_turn(7, lambda: True) is True
        assert bot.mood_of_turn(7, lambda: False) is True  # still turn 7
        bot.reset()
        assert bot.mood_of_turn(7, lambda: False) is False

    def test_gives_about_as_much_as_cooperative_partners_and_less_among_selfish_ones(self):
        """Among Cooperatives it gives as they do; among Selfish players it gives far less
        than a Cooperative would in the same seat (it will not be the only one paying)."""
        def given(specs):
            summary = simulate(specs, 300, seed=5).summary()["by_strategy"]
            return {spec: sum(f["mean_cards_given"]) for spec, f in summary.items()}

        among_cooperative = given(["reciprocal", "cooperative", "cooperative", "cooperative"])
        assert abs(among_cooperative["reciprocal"] - among_cooperative["cooperative"]) < 1.5
        alone_reciprocal = given(["reciprocal", "selfish", "selfish", "selfish"])["reciprocal"]
        alone_cooperative = given(["cooperative", "selfish", "selfish", "selfish"])["cooperative"]
        assert alone_reciprocal < 0.6 * alone_cooperative

    def test_a_variant_of_it_is_asked_through_choose(self):
        """Its fast twin plays only for Reciprocal itself (tests/bots/test_fast_twins.py
        shows that the twin decides as the class)."""
        assert Reciprocal().flat_policy() is not None
        variant = type("Variant", (Reciprocal,), {"mood_of_turn": lambda self, t, a: False})
        assert variant().flat_policy() is None

    def test_by_name(self):
        assert isinstance(make_strategy("Reciprocal "), Reciprocal)
        assert make_strategy("reciprocal").spec == "reciprocal"
        assert isinstance(Selfish(), Selfish)  # (the two ways it plays a turn)
