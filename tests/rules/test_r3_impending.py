"""R3: phase 2, the impending crisis (RULES.md R3.1-R3.8).

Most scenarios use FLOOD, a green Europe crisis with threat 10 that takes the place of
the default green Europe card, so that the arithmetic is easy to follow.
"""

from __future__ import annotations

import pytest
from rules_support import (
    DEFAULT,
    all_pass,
    cards,
    codes,
    crisis,
    deck_with,
    draw,
    end_turn,
    play_passively,
    respond,
    s,
    snapshot,
)

from terra_widget.rules import (
    Draw,
    EventKind,
    IllegalActionError,
    Pass,
    Phase,
    PlayImpending,
    ScoreReason,
    new_game,
)

FLOOD = crisis("green", "europe", 10, "flood")
NAMES = ["Ana", "Ben", "Chloé"]

HANDS = [
    cards("green-6", "green-4", "green-1", "red-5"),  # Ana
    cards("green-6", "green-4", "green-2", "blue-3"),  # Ben
    cards("green-5", "green-3", "green-1", "blue-1"),  # Chloé
]


def flood_game(**kwargs):
    """Ana draws FLOOD at once; hands as in HANDS."""
    kwargs.setdefault("hands", HANDS)
    kwargs.setdefault("draw_top", [FLOOD])
    state = new_game(NAMES, seed=7, crises=deck_with(FLOOD), **kwargs)
    draw(state)
    assert state.impending == FLOOD
    return state


def scores_of(state):
    return [(e.seat, e.value, e.reason) for e in state.events if e.kind is EventKind.SCORED]


def test_r3_1_once_around_in_seat_order_starting_with_the_drawer():
    state = new_game(4, seed=1, first_player=2, draw_top=[DEFAULT["green-europe"]])
    draw(state)
    asked = []
    while state.phase is Phase.RESPOND:
        asked.append(state.to_act)
        state.apply(Pass(state.to_act))
    assert asked == [2, 3, 0, 1]
    assert state.full_blown[0].crisis == DEFAULT["green-europe"]


def test_r3_1_at_most_one_card_each():
    state = flood_game()
    respond(state, "green-1")  # Ana plays once ...
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="it is not Ana's move") as err:
        state.apply(PlayImpending(0, s("green-4")))  # ... and may not play a second card
    assert err.value.rule == "R1.4"
    assert snapshot(state) == before
    respond(state, None, None)
    assert state.phase is Phase.DRAW  # the round is over: nobody answers a second time
    assert [e.seat for e in state.events if e.kind in (EventKind.PLAYED_IMPENDING,
                                                       EventKind.PASSED)] == [0, 1, 2]


def test_r3_1_only_cards_of_the_crisis_colour_from_the_players_hand():
    state = flood_game()
    legal = state.legal_actions()
    assert Pass(0) in legal
    assert {a.solution.code for a in legal if isinstance(a, PlayImpending)} == {
        "green-6", "green-4", "green-1"}
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="only green Solutions") as err:
        state.apply(PlayImpending(0, s("red-5")))
    assert err.value.rule == "R3.1"
    with pytest.raises(IllegalActionError, match="Ana has no green 5 in hand") as err:
        state.apply(PlayImpending(0, s("green-5")))
    assert err.value.rule == "R3.1"
    assert snapshot(state) == before


def test_r3_1_passing_is_always_allowed_even_with_matching_cards():
    state = flood_game()
    respond(state, None, None, None)
    assert codes(state.hand(0)) == codes(HANDS[0])
    assert state.full_blown[0].crisis == FLOOD


def test_r3_1_decision_players_may_still_play_after_the_threat_is_reached():
    state = flood_game()
    respond(state, "green-6", "green-4")  # 10: the threat is already reached
    assert PlayImpending(2, s("green-5")) in state.legal_actions()
    respond(state, "green-5")
    assert state.phase is Phase.DRAW and state.current == 1  # solved; Ben's turn
    solved = [e for e in state.events if e.kind is EventKind.CRISIS_SOLVED]
    assert solved[-1].value == 15


def test_r3_2_the_total_is_compared_only_when_everyone_had_the_chance():
    """R3.2: the values are added up only once every player has answered."""
    state = flood_game()
    respond(state, "green-6", "green-4")
    # the threat is reached but Chloé has not answered yet: still impending, no score
    assert state.phase is Phase.RESPOND and state.impending == FLOOD
    assert state.points == [0, 0, 0]
    assert [c.code for _, c in state.impending_plays] == ["green-6", "green-4"]
    respond(state, None)
    assert state.impending is None
    assert state.events[-1].kind is not EventKind.CRISIS_FULL_BLOWN
    assert [e.value for e in state.events if e.kind is EventKind.CRISIS_SOLVED] == [10]


def test_r3_3_a_solved_crisis_and_its_solutions_are_discarded():
    state = flood_game()
    respond(state, "green-4", "green-6", "green-1")  # 11 >= 10
    assert FLOOD in state.discard and len(state.discard) == 4
    assert codes(c for c in state.discard if c is not FLOOD) == ["green-1", "green-4",
                                                                 "green-6"]
    assert state.full_blown == [] and state.impending is None


def test_r3_3_exactly_the_threat_solves_it():
    state = flood_game()
    respond(state, "green-6", "green-4", None)  # exactly 10
    assert FLOOD in state.discard and state.full_blown == []


def test_r3_4_first_scores_3_and_highest_scores_3():
    """R3.4: the first card scores 3 and the highest card scores 3."""
    state = flood_game()
    respond(state, "green-4", "green-6", "green-1")
    assert state.points == [3, 3, 0]
    assert scores_of(state) == [(0, 3, ScoreReason.FIRST), (1, 3, ScoreReason.HIGHEST)]


def test_r3_4_tied_highest_players_each_score_3():
    """R3.4: every player tied for the highest value scores 3."""
    state = flood_game()
    respond(state, "green-1", "green-6", "green-5")  # Ana first; Ben highest ...
    assert state.points == [3, 3, 0]
    state = flood_game()
    respond(state, "green-4", "green-4", "green-3")  # Ana first AND tied highest with Ben
    assert state.points == [6, 3, 0]
    hands = [cards("green-1", "red-1", "red-2", "red-3"), cards("green-5", "red-4", "red-5",
                                                                "red-6"),
             cards("green-5", "blue-1", "blue-2", "blue-3")]
    state = flood_game(hands=hands)
    respond(state, "green-1", "green-5", "green-5")  # Ben and Chloé tie for highest
    assert state.points == [3, 3, 3]


def test_r3_4_first_and_highest_same_player_scores_6():
    """R3.4: first and highest from the same player scores 6."""
    state = flood_game()
    respond(state, "green-6", "green-4", None)
    assert state.points == [6, 0, 0]
    assert scores_of(state) == [(0, 6, ScoreReason.FIRST_AND_HIGHEST)]


def test_r3_4_first_card_is_the_first_played_not_the_drawers():
    """R3.4: 'first' is the first card played, whoever drew the crisis."""
    hands = [cards("red-1", "red-2", "red-3", "red-4"), HANDS[1],
             cards("green-6", "green-3", "green-1", "blue-1")]
    state = flood_game(hands=hands)
    respond(state, None, "green-4", "green-6")  # 10: Ben first, Chloé highest
    assert state.points == [0, 3, 3]


def test_r3_5_a_crisis_solved_in_phase_2_ends_the_turn_with_no_phase_3():
    """R3.5: solving the impending crisis ends the drawer's turn at once."""
    blue = DEFAULT["blue-africa"]
    state = new_game(NAMES, seed=7, crises=deck_with(FLOOD), hands=HANDS,
                     draw_top=[blue, s("red-1"), FLOOD, s("blue-6")])
    draw(state)
    all_pass(state)  # blue Africa becomes full-blown
    draw(state)  # Ana draws red 1: phase 3
    end_turn(state)
    # Ben draws FLOOD; Ben could help the blue crisis with his blue 3 in a phase 3 ...
    draw(state)
    pile = state.card_locations()["draw_pile"]
    respond(state, "green-6", "green-5", "green-6")
    # ... but solving FLOOD ends his turn at once: no phase 3 and no further draw
    assert state.phase is Phase.DRAW and state.current == 2 and state.turn == 3
    assert state.card_locations()["draw_pile"] == pile
    assert codes(state.hand(1)) == ["blue-3", "green-2", "green-4"]
    assert state.full_blown[0].total == 0
    assert state.legal_actions() == (Draw(2),)
    kinds = [e.kind for e in state.events[-4:]]
    assert kinds == [EventKind.SCORED, EventKind.SCORED, EventKind.TURN_ENDED,
                     EventKind.TURN_STARTED]


def test_r3_6_unsolved_crisis_becomes_full_blown_and_its_cards_are_discarded():
    state = flood_game()
    respond(state, "green-4", "green-2", "green-3")  # 9 < 10
    assert state.impending is None and state.impending_plays == []
    [fb] = state.full_blown
    assert fb.crisis == FLOOD and fb.plays == () and fb.total == 0
    assert codes(state.discard) == ["green-2", "green-3", "green-4"]
    assert state.points == [0, 0, 0]  # no points for a failed attempt
    for seat in (0, 1, 2, None):  # in the centre of the table: public
        assert state.view(seat).full_blown[0].crisis == FLOOD
        assert state.view(seat).full_blown[0].missing == 10


def test_r3_6_nothing_played_makes_it_full_blown():
    state = flood_game()
    all_pass(state)
    assert [fb.crisis for fb in state.full_blown] == [FLOOD]
    assert state.discard == []
    assert [e.value for e in state.events if e.kind is EventKind.CRISIS_FULL_BLOWN] == [0]


def test_r3_7_loss_is_checked_right_after_a_crisis_becomes_full_blown():
    """R3.7: the collective loss (R6.1) is checked as soon as a crisis becomes
    full-blown, before the drawer draws again."""
    europe = [DEFAULT["green-europe"], DEFAULT["blue-europe"], DEFAULT["red-europe"]]
    state = new_game(NAMES, seed=7, draw_top=europe + cards("red-1"))
    for expected_full_blown in (1, 2):
        draw(state)
        all_pass(state)
        assert len(state.full_blown) == expected_full_blown and not state.is_over
    draw(state)
    pile = state.card_locations()["draw_pile"]
    all_pass(state)
    assert state.is_over and state.outcome.lost  # at once: Ana does not draw again
    assert state.card_locations()["draw_pile"] == pile
    assert state.to_act is None and state.legal_actions() == ()
    with pytest.raises(IllegalActionError, match="game is over") as err:
        state.apply(Draw(0))
    assert err.value.rule == "R6.1"  # the world was lost


def test_r3_8_after_a_full_blown_crisis_the_same_player_draws_again():
    green, blue = DEFAULT["green-africa"], DEFAULT["blue-asia_middle_east"]
    state = new_game(NAMES, seed=7, first_player=1, draw_top=[green, blue, s("red-3")])
    draw(state)
    all_pass(state)
    assert state.phase is Phase.DRAW and state.to_act == 1 and state.turn == 1
    draw(state)  # another crisis: phase 2 again, Ben answers first again
    assert state.impending == blue and state.to_act == 1
    asked = []
    while state.phase is Phase.RESPOND:
        asked.append(state.to_act)
        state.apply(Pass(state.to_act))
    assert asked == [1, 2, 0]
    draw(state)  # a Solution: to hand and phase 3
    assert state.phase is Phase.PLAY and state.to_act == 1 and s("red-3") in state.hand(1)
    assert [fb.crisis for fb in state.full_blown] == [green, blue]


def test_r3_8_decision_empty_pile_goes_to_phase_3_and_the_game_ends_after_the_turn():
    last = crisis("green", "europe", 10, "last")
    state = new_game(NAMES, seed=7, crises=[last], draw_bottom=[last])
    play_passively(state, until=lambda st: st.phase is Phase.DRAW
                   and st.card_locations()["draw_pile"] == 1)
    drawer, turn = state.current, state.turn
    draw(state)  # the last card of the pile is the crisis
    assert any(e.kind is EventKind.LAST_CARD_DRAWN for e in state.events)
    all_pass(state)
    assert [fb.crisis for fb in state.full_blown] == [last] and not state.is_over
    # nothing left to draw: straight to phase 3 for the same player
    assert state.phase is Phase.PLAY and state.to_act == drawer
    end_turn(state)
    assert state.is_over and not state.outcome.lost
    assert state.turn == turn  # no further turn was started
