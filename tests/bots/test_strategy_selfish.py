"""Selfish: hoards whenever R4.4 lets it, gives cards only when that pays it back."""

from __future__ import annotations

from strategy_contract import StrategyContract, decide, everyone_passes, play_game, stacked

from terra_widget.bots import Cooperative, Selfish
from terra_widget.rules import EndTurn, Hoard, Pass, PlayFullBlown, PlayImpending, Solution

GREEN_10 = "green-oceania_south_east_asia"  # threat 10
RED_10 = "red-oceania_south_east_asia"


def _with_full_blown_green(hand0, hand1=("green-3", "blue-3", "green-4", "blue-4")):
    """Seat 0 in phase 3 with the green threat-10 crisis full-blown (R3.6)."""
    state = stacked([list(hand0), list(hand1),
                     ["green-5", "blue-5", "green-6", "blue-6"],
                     ["red-3", "red-2", "blue-2", "red-1"]],
                    draw_top=[GREEN_10, "blue-1", "red-1"])
    state.apply(state.legal_actions()[0])
    everyone_passes(state)
    state.apply(state.legal_actions()[0])  # seat 0 draws blue 1
    return state


class TestSelfish(StrategyContract):
    strategy_class = Selfish
    spec = "selfish"

    def test_classifier(self):
        c = Selfish().classifier
        assert c["hoards"] is True and c["helps"] is False and c["stochastic"] is False

    def test_r4_4_unlocks_with_its_least_useful_card_then_hoards_the_best_set(self):
        state = _with_full_blown_green(["red-4", "red-5", "red-6", "green-1"])
        bot = Selfish()
        steps = []
        while state.to_act == 0 and not state.is_over:
            action = decide(bot, state)
            steps.append(action)
            state.apply(action)
            if type(action) is EndTurn:
                break
        reds = tuple(Solution.of("red", v) for v in (4, 5, 6))
        assert steps[0] == PlayFullBlown(0, Solution.of("green", 1), state.config.crises[5])
        assert steps[1] == Hoard(0, reds)  # R4.5 (c): the run worth 15
        assert type(steps[2]) is EndTurn
        assert state.hoard_points(0) == 15

    def test_r4_1_gives_nothing_when_there_is_no_set_to_unlock(self):
        state = _with_full_blown_green(["green-1", "blue-3", "red-5", "blue-6"])
        assert decide(Selfish(), state) == EndTurn(0)

    def test_r4_3_takes_the_five_points_for_finishing_a_crisis(self):
        state = _with_full_blown_green(["green-6", "blue-5", "red-1", "green-1"],
                                       hand1=["green-4", "blue-3", "red-6", "blue-6"])
        state.apply(decide(Cooperative(), state))  # seat 0 puts green 6: 6 of 10
        state.apply(EndTurn(0))
        state.apply(state.legal_actions()[0])  # seat 1 draws red 1
        assert decide(Selfish(), state) == PlayFullBlown(
            1, Solution.of("green", 4), state.full_blown[0].crisis)

    def test_r3_4_plays_on_an_impending_crisis_only_for_sure_points(self):
        state = stacked([["red-6", "red-4", "green-1", "blue-1"],
                         ["red-6", "red-2", "green-2", "blue-2"],
                         ["red-5", "green-3", "blue-3", "green-4"],
                         ["red-1", "green-5", "blue-5", "blue-4"]], draw_top=[RED_10])
        state.apply(state.legal_actions()[0])
        assert decide(Selfish(), state) == Pass(0)  # first, but cannot finish it alone
        state.apply(decide(Cooperative(), state))  # a cooperative drawer bets red 6
        # seat 1: red 6 finishes it (6 + 6 >= 10) and ties the highest card: 3 points
        assert decide(Selfish(), state) == PlayImpending(1, Solution.of("red", 6))
        state.apply(PlayImpending(1, Solution.of("red", 6)))
        # seat 2: red 5 would add nothing for it (not the highest): keep it
        assert decide(Selfish(), state) == Pass(2)

    def test_four_selfish_players_hoard_and_lose_the_world_more(self):
        hoards = lost = 0
        for seed in range(10):
            state = play_game(["selfish"] * 4, 400 + seed)
            hoards += sum(type(a) is Hoard for a in state.history)
            lost += state.outcome.lost
        assert hoards >= 10 and lost >= 8
