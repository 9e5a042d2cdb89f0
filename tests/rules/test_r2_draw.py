"""R2: phase 1 of a turn, drawing a card (RULES.md R2.1-R2.3)."""

from __future__ import annotations

import pytest
from rules_support import DEFAULT, cards, s, snapshot

from terra_widget.rules import (
    Draw,
    EndTurn,
    EventKind,
    IllegalActionError,
    Pass,
    Phase,
    PlayImpending,
    new_game,
)


def test_r2_1_current_player_draws_the_top_card():
    state = new_game(["Ana", "Ben", "Chloé"], seed=3, first_player=1,
                     draw_top=cards("blue-6", "green-2"))
    assert state.phase is Phase.DRAW
    assert state.legal_actions() == (Draw(1),)  # drawing is the only thing to do
    pile_before = state.card_locations()["draw_pile"]
    hand_before = list(state.hand(1))
    state.apply(Draw(1))
    assert state.card_locations()["draw_pile"] == pile_before - 1
    assert sorted(state.hand(1)) == sorted(hand_before + [s("blue-6")])
    assert state.describe(Draw(1)) == "Ben draws a card"


@pytest.mark.parametrize("action", [Pass(0), EndTurn(0), PlayImpending(0, s("red-1"))])
def test_r2_1_nothing_but_drawing_in_phase_1(action):
    state = new_game(3, seed=3)
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="starts by drawing") as err:
        state.apply(action)
    assert err.value.rule == "R2.1"
    assert snapshot(state) == before


def test_r2_2_a_drawn_solution_goes_to_hand_unseen_by_others_then_phase_3():
    """R2.2: a drawn Solution goes to the drawer's hand, hidden from the others, and
    play goes straight to phase 3."""
    state = new_game(["Ana", "Ben", "Chloé"], seed=3, draw_top=cards("red-5"))
    state.apply(Draw(0))
    assert state.phase is Phase.PLAY and state.to_act == 0  # straight to phase 3
    assert s("red-5") in state.hand(0)
    assert state.view(0).hand == state.hand(0)
    for seat in (1, 2):
        view = state.view(seat)
        assert view.hand == state.hand(seat)  # their own hand only
        assert view.hand_sizes == (5, 4, 4)  # they see how many cards Ana holds, not which
        assert s("red-5") not in view.discard and not view.impending_plays
    drew = [e for e in state.events if e.kind is EventKind.DREW_SOLUTION]
    assert drew[-1].card == s("red-5")
    for seat in (1, 2, None):
        seen = [e for e in state.visible_events(seat) if e.kind is EventKind.DREW_SOLUTION]
        assert seen[-1].card is None and seen[-1].seat == 0
    own = [e for e in state.visible_events(0) if e.kind is EventKind.DREW_SOLUTION]
    assert own[-1].card == s("red-5")


def test_r2_3_a_drawn_crisis_is_revealed_as_impending_then_phase_2():
    crisis = DEFAULT["blue-africa"]
    state = new_game(["Ana", "Ben", "Chloé"], seed=3, first_player=2, draw_top=[crisis])
    hand_before = state.hand(2)
    state.apply(Draw(2))
    assert state.phase is Phase.RESPOND
    assert state.impending == crisis and state.impending_plays == []
    assert state.hand(2) == hand_before  # a crisis never goes to hand
    assert state.to_act == 2  # the drawer answers first (R3.1)
    for seat in (0, 1, 2, None):  # face up: everybody sees it
        assert state.view(seat).impending == crisis
    assert state.events[-1].kind is EventKind.DREW_CRISIS
    assert state.events[-1].crisis == crisis
