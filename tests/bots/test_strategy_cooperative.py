"""Cooperative: spends cards where they save the world, never on hoards (R3, R4)."""

from __future__ import annotations

from strategy_contract import StrategyContract, decide, everyone_passes, play_game, stacked

from terra_widget.bots import Cooperative
from terra_widget.rules import EndTurn, Hoard, Pass, PlayFullBlown, PlayImpending, Solution

RED_10 = "red-oceania_south_east_asia"  # threat 10


class TestCooperative(StrategyContract):
    strategy_class = Cooperative
    spec = "cooperative"

    def test_is_deterministic_and_helpful(self):
        c = Cooperative().classifier
        assert c["stochastic"] is False and c["helps"] is True and c["hoards"] is False

    def test_r3_1_answers_an_impending_crisis_economically(self):
        """4 players, red threat 10. The drawer bets its red 6 (three players still to
        answer can plausibly add 4); the next player plays its smallest card that is
        enough on its own (red 5, not red 2); once solved the others keep their cards."""
        state = stacked([["red-6", "red-4", "green-1", "blue-1"],
                         ["red-5", "red-2", "green-2", "blue-2"],
                         ["red-3", "green-3", "blue-3", "green-4"],
                         ["red-1", "green-5", "blue-5", "blue-4"]], draw_top=[RED_10])
        bot = Cooperative()
        state.apply(state.legal_actions()[0])  # draw the crisis
        first = decide(bot, state)
        assert first == PlayImpending(0, Solution.of("red", 6))
        state.apply(first)
        second = decide(bot, state)
        assert second == PlayImpending(1, Solution.of("red", 5))
        state.apply(second)
        assert decide(bot, state) == Pass(2)  # already 11 >= 10
        state.apply(Pass(2))
        assert decide(bot, state) == Pass(3)
        state.apply(Pass(3))
        assert len(state.full_blown) == 0  # R3.3: solved

    def test_r3_1_does_not_throw_cards_at_a_hopeless_crisis(self):
        state = stacked([["red-1", "green-1", "blue-1", "green-2"],
                         ["green-3", "blue-3", "green-4", "blue-4"],
                         ["green-5", "blue-5", "green-6", "blue-6"],
                         ["red-6", "red-5", "blue-2", "red-2"]],
                        draw_top=["red-asia_middle_east"])  # threat 15
        bot = Cooperative()
        state.apply(state.legal_actions()[0])
        assert decide(bot, state) == Pass(0)  # 1 of 15, others unlikely to add 14
        for seat in (0, 1, 2):
            state.apply(Pass(seat))
        assert decide(bot, state) == Pass(3)  # last to answer: 6 cannot reach 15

    def test_r6_1_tries_anyway_when_the_crisis_would_lose_the_game(self):
        """Two Africa crises are full-blown: a third in Africa loses the world (R6.1), so
        even a long shot is worth the card."""
        state = stacked([["red-1", "green-1", "blue-1", "green-2"],
                         ["green-3", "blue-3", "green-4", "blue-4"],
                         ["green-5", "blue-5", "green-6", "blue-6"],
                         ["red-6", "red-5", "blue-2", "red-2"]],
                        draw_top=["green-africa", "blue-africa", "red-africa"])
        for _ in range(2):
            state.apply(state.legal_actions()[0])
            everyone_passes(state)
        assert len(state.full_blown) == 2
        state.apply(state.legal_actions()[0])  # red Africa, threat 12
        assert decide(Cooperative(), state) == PlayImpending(0, Solution.of("red", 1))

    def test_r4_1_helps_every_full_blown_crisis_then_ends(self):
        state = stacked([["green-6", "blue-5", "red-1", "green-1"],
                         ["green-3", "blue-3", "green-4", "blue-4"],
                         ["green-5", "blue-1", "red-6", "blue-6"],
                         ["red-3", "red-5", "blue-2", "red-2"]],
                        draw_top=["green-oceania_south_east_asia",
                                  "blue-oceania_south_east_asia", "red-4"])
        for _ in range(2):
            state.apply(state.legal_actions()[0])
            everyone_passes(state)
        state.apply(state.legal_actions()[0])  # draws red 4: phase 3
        bot = Cooperative()
        played = []
        while True:
            action = decide(bot, state)
            state.apply(action)
            if type(action) is EndTurn:
                break
            played.append(action)
        assert sorted((a.crisis.id, a.solution.code) for a in played) == [
            ("blue-oceania_south_east_asia", "blue-5"),
            ("green-oceania_south_east_asia", "green-6")]

    def test_r4_3_finishes_a_crisis_with_the_smallest_card_that_does(self):
        state = stacked([["green-6", "blue-1", "red-1", "blue-2"],
                         ["green-5", "green-4", "green-2", "blue-3"],
                         ["blue-5", "blue-4", "red-6", "blue-6"],
                         ["red-3", "red-5", "blue-1", "red-2"]],
                        draw_top=["green-oceania_south_east_asia", "red-4", "red-4"])
        state.apply(state.legal_actions()[0])
        everyone_passes(state)
        state.apply(state.legal_actions()[0])  # seat 0 draws red 4
        state.apply(decide(Cooperative(), state))  # green 6 on it: 6 of 10
        assert state.full_blown[0].total == 6
        state.apply(EndTurn(0))
        state.apply(state.legal_actions()[0])  # seat 1 draws red 4
        assert decide(Cooperative(), state) == PlayFullBlown(
            1, Solution.of("green", 4), state.full_blown[0].crisis)

    def test_never_hoards_in_ordinary_games(self):
        for seed in range(8):
            state = play_game(["cooperative"] * 4, 300 + seed)
            assert not any(type(a) is Hoard for a in state.history)
