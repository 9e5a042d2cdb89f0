"""R4: phase 3, playing cards (RULES.md R4.1-R4.8).

FLOOD (green Europe, threat 10) and DEBT (blue Africa, threat 12) replace the default
cards of their colour and region so that the totals are easy to follow.
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
    help_crisis,
    hoard,
    respond,
    s,
    snapshot,
)

from terra_widget.rules import (
    HAND_LIMIT,
    Discard,
    EndTurn,
    EventKind,
    Hoard,
    IllegalActionError,
    Phase,
    PlayFullBlown,
    PlayImpending,
    ScoreReason,
    SetType,
    Solution,
    classify_set,
    new_game,
)

FLOOD = crisis("green", "europe", 10, "flood")
DEBT = crisis("blue", "africa", 12, "debt")
DECK = deck_with(FLOOD, DEBT)
NAMES = ["Ana", "Ben", "Chloé"]


def expect_illegal(state, action, rule, words):
    """R7.3: the action raises an error naming ``rule`` and changes nothing."""
    before = snapshot(state)
    assert action not in state.legal_actions()
    with pytest.raises(IllegalActionError, match=words) as err:
        state.apply(action)
    assert err.value.rule == rule
    assert snapshot(state) == before


def flood_then_play(hand, drawn="red-1", others=None):
    """Ana (holding ``hand``) draws FLOOD, everybody passes (full-blown), then Ana draws
    ``drawn``: phase 3 with one full-blown crisis on the table."""
    others = others or [cards("green-4", "green-6", "blue-5", "blue-5"),
                        cards("green-2", "blue-1", "red-5", "blue-2")]
    state = new_game(NAMES, seed=5, crises=DECK, hands=[cards(*hand)] + others,
                     draw_top=[FLOOD, s(drawn)])
    draw(state)
    all_pass(state)
    draw(state)
    assert state.phase is Phase.PLAY and state.to_act == 0
    return state


def four_turns():
    """Turn 1 Ana: FLOOD full-blown. Turn 2 Ben: DEBT full-blown after 6 was played,
    Ben helps both crises. Turn 3 Chloé helps both. Turn 4 Ana finishes FLOOD."""
    hands = [cards("green-3", "green-5", "red-2", "red-3"),
             cards("green-4", "green-6", "blue-5", "blue-5"),
             cards("green-2", "blue-1", "red-5", "blue-5")]
    state = new_game(NAMES, seed=5, crises=DECK, hands=hands,
                     draw_top=[FLOOD, s("red-4"), DEBT, s("green-1"), s("blue-2"), s("red-1")])
    steps = {}
    draw(state)
    all_pass(state)
    draw(state)
    end_turn(state)
    draw(state)  # Ben: DEBT
    respond(state, "blue-5", "blue-1", None)  # 6 < 12: full-blown
    draw(state)  # Ben draws green 1: phase 3
    steps["ben_phase_3"] = state.clone()
    help_crisis(state, "green-6", FLOOD)  # a crisis from an earlier turn
    help_crisis(state, "blue-5", DEBT)  # a crisis that went full-blown this turn
    steps["ben_helped_both"] = state.clone()
    end_turn(state)
    draw(state)  # Chloé draws blue 2
    help_crisis(state, "green-2", FLOOD)
    help_crisis(state, "blue-5", DEBT)
    end_turn(state)
    steps["after_chloe"] = state.clone()
    draw(state)  # Ana draws red 1
    help_crisis(state, "green-5", FLOOD)  # 6 + 2 + 5 = 13 >= 10
    steps["ana_solved"] = state
    return steps


def test_r4_1_one_card_per_full_blown_crisis_per_turn():
    state = flood_then_play(["green-3", "green-5", "red-2", "red-3"])
    assert {a.solution.code for a in state.legal_actions()
            if isinstance(a, PlayFullBlown)} == {"green-3", "green-5"}
    help_crisis(state, "green-3", FLOOD)
    assert state.full_blown[0].total == 3
    assert not any(isinstance(a, PlayFullBlown) for a in state.legal_actions())
    expect_illegal(state, PlayFullBlown(0, s("green-5"), FLOOD), "R4.1",
                   "only one card per full-blown crisis per turn")


def test_r4_1_cards_of_the_crisis_colour_from_hand_onto_a_crisis_on_the_table():
    state = flood_then_play(["green-3", "green-5", "red-2", "red-3"])
    expect_illegal(state, PlayFullBlown(0, s("red-2"), FLOOD), "R4.1", "only green Solutions")
    expect_illegal(state, PlayFullBlown(0, s("green-6"), FLOOD), "R4.1",
                   "Ana has no green 6 in hand")
    expect_illegal(state, PlayFullBlown(0, s("green-3"), DEFAULT["green-africa"]), "R4.1",
                   "not a full-blown crisis on the table")


def test_r4_1_only_the_current_player_plays_in_phase_3():
    state = flood_then_play(["green-3", "green-5", "red-2", "red-3"])
    expect_illegal(state, PlayFullBlown(1, s("green-4"), FLOOD), "R1.4",
                   "it is not Ben's move: Ana must act")


def test_r4_1_playing_nothing_is_allowed():
    state = flood_then_play(["green-3", "green-5", "red-2", "red-3"])
    assert EndTurn(0) in state.legal_actions()
    end_turn(state)
    assert state.current == 1 and state.full_blown[0].total == 0


def test_r4_1_several_crises_in_one_turn_including_one_that_went_full_blown_this_turn():
    steps = four_turns()
    legal = steps["ben_phase_3"].legal_actions()
    assert PlayFullBlown(1, s("green-6"), FLOOD) in legal
    assert PlayFullBlown(1, s("blue-5"), DEBT) in legal
    state = steps["ben_helped_both"]
    assert [(fb.crisis, fb.total) for fb in state.full_blown] == [(FLOOD, 6), (DEBT, 5)]
    assert state.view(None).helped == frozenset({"flood", "debt"})
    assert not any(isinstance(a, PlayFullBlown) for a in state.legal_actions())


def test_r4_2_solutions_stay_under_a_full_blown_crisis_across_turns():
    """R4.2: Solutions played on a full-blown crisis stay there and add up over turns."""
    state = four_turns()["after_chloe"]
    flood, debt = state.full_blown
    assert flood.plays == ((1, s("green-6")), (2, s("green-2"))) and flood.total == 8
    assert debt.plays == ((1, s("blue-5")), (2, s("blue-5"))) and debt.total == 10
    view = state.view(0)
    assert [(fb.total, fb.missing) for fb in view.full_blown] == [(8, 2), (10, 2)]
    assert state.points == [0, 0, 0]  # helping alone scores nothing until solved


def test_r4_3_the_last_card_on_a_full_blown_crisis_scores_5():
    state = four_turns()["ana_solved"]
    assert state.points == [5, 0, 0]  # only the player of the last card scores
    assert [fb.crisis for fb in state.full_blown] == [DEBT]
    discarded = codes(c for c in state.discard if isinstance(c, Solution))
    assert FLOOD in state.discard
    assert discarded == ["blue-1", "blue-5", "green-2", "green-5", "green-6"]
    scored = [e for e in state.events if e.kind is EventKind.SCORED]
    assert [(e.seat, e.value, e.reason) for e in scored] == [
        (0, 5, ScoreReason.LAST_ON_FULL_BLOWN)]
    assert any(e.kind is EventKind.FULL_BLOWN_SOLVED and e.crisis == FLOOD
               for e in state.events)


def test_r4_4_hoarding_needs_a_card_played_on_a_full_blown_crisis_this_turn():
    state = flood_then_play(["green-3", "green-5", "red-2", "red-3"], drawn="red-4")
    set_ = Hoard(0, tuple(cards("red-2", "red-3", "red-4")))
    expect_illegal(state, set_, "R4.4", "after giving a card to a full-blown crisis")
    help_crisis(state, "green-3", FLOOD)
    assert set_ in state.legal_actions()
    state.apply(set_)
    assert state.hoards[0] == [tuple(cards("red-2", "red-3", "red-4"))]
    assert codes(state.hand(0)) == ["green-5"]


def test_r4_4_cards_on_an_impending_crisis_do_not_allow_hoarding():
    hands = [cards("green-3", "green-5", "red-2", "red-3"),
             cards("green-4", "green-6", "blue-5", "blue-5"),
             cards("green-2", "blue-1", "red-5", "blue-2")]
    state = new_game(NAMES, seed=5, crises=DECK, hands=hands, draw_top=[FLOOD, s("red-4")])
    draw(state)
    respond(state, "green-3", None, None)  # Ana helps the impending crisis; it fails
    draw(state)
    assert state.phase is Phase.PLAY
    expect_illegal(state, Hoard(0, tuple(cards("red-2", "red-3", "red-4"))), "R4.4",
                   "a card on an impending crisis does not count")
    assert not any(isinstance(a, Hoard) for a in state.legal_actions())
    help_crisis(state, "green-5", FLOOD)
    assert Hoard(0, tuple(cards("red-2", "red-3", "red-4"))) in state.legal_actions()


def test_r4_4_the_hoarded_cards_must_be_in_hand():
    state = flood_then_play(["green-3", "green-5", "red-2", "red-3"], drawn="blue-1")
    help_crisis(state, "green-3", FLOOD)
    expect_illegal(state, Hoard(0, tuple(cards("red-2", "red-3", "red-4"))), "R4.4",
                   "Ana does not hold 1 x red 4")


def long_game_to_turn_10():
    """Ana collects two sets over four turns while FLOOD and DEBT are full-blown."""
    hands = [cards("red-1", "red-1", "red-1", "green-6"),
             cards("green-4", "green-6", "blue-5", "blue-5"),
             cards("green-2", "blue-1", "red-5", "blue-2")]
    top = [FLOOD, s("blue-3"), DEBT, s("green-1"), s("green-1"), s("blue-4"), s("green-2"),
           s("green-2"), s("blue-5"), s("red-2"), s("red-2"), s("blue-6")]
    state = new_game(NAMES, seed=5, crises=DECK, hands=hands, draw_top=top)
    draw(state)
    all_pass(state)
    while state.turn < 10 or state.phase is not Phase.PLAY:
        if state.phase is Phase.RESPOND:
            all_pass(state)
        elif state.phase is Phase.DRAW:
            draw(state)
        else:
            end_turn(state)
    assert state.current == 0
    assert codes(state.hand(0)) == ["blue-3", "blue-4", "blue-5", "blue-6", "green-6",
                                    "red-1", "red-1", "red-1"]
    assert [fb.crisis for fb in state.full_blown] == [FLOOD, DEBT]
    return state


def test_r4_4_at_most_one_set_per_turn_however_many_crises_were_helped():
    state = long_game_to_turn_10()
    help_crisis(state, "green-6", FLOOD)
    help_crisis(state, "blue-6", DEBT)
    hoard(state, "red-1", "red-1", "red-1")
    expect_illegal(state, Hoard(0, tuple(cards("blue-3", "blue-4", "blue-5"))), "R4.4",
                   "a set is kept once per turn.*Ana has hoarded one this turn")
    assert state.legal_actions() == (EndTurn(0),)


SETS = {
    SetType.SAME_VALUE_SAME_COLOUR: ("blue-5", "blue-5", "blue-5"),
    SetType.SAME_VALUE_THREE_COLOURS: ("green-5", "blue-5", "red-5"),
    SetType.SAME_COLOUR_RUN: ("red-2", "red-3", "red-4"),
    SetType.THREE_COLOUR_RUN: ("red-2", "blue-3", "green-4"),
}


@pytest.mark.parametrize("kind", list(SETS), ids=lambda k: k.value)
def test_r4_5_each_of_the_four_sets_can_be_hoarded(kind):
    set_codes = SETS[kind]
    assert classify_set(cards(*set_codes)) is kind
    state = flood_then_play(["green-6", *set_codes], drawn="red-1",
                            others=[cards("green-4", "green-1", "blue-1", "blue-2")] * 2)
    help_crisis(state, "green-6", FLOOD)
    hoard(state, *set_codes)
    assert codes(state.hoards[0][0]) == sorted(set_codes)
    assert state.hoard_points(0) == sum(s(c).value for c in set_codes)


@pytest.mark.parametrize("near_miss", [
    ("red-5", "red-5", "blue-5"),  # same value but two colours
    ("red-2", "red-3", "red-5"),  # same colour but not consecutive
    ("red-2", "red-3", "blue-4"),  # consecutive but two colours
    ("red-2", "blue-3", "green-5"),  # three colours but not consecutive
    ("red-6", "red-2", "red-3"),  # values do not wrap around from 6 to 1
    ("red-3", "red-3", "red-4"),  # a pair is not a run
])
def test_r4_5_near_misses_are_not_sets(near_miss):
    assert classify_set(cards(*near_miss)) is None
    state = flood_then_play(["green-6", *near_miss], drawn="blue-1",
                            others=[cards("green-4", "green-1", "blue-1", "blue-2")] * 2)
    help_crisis(state, "green-6", FLOOD)
    expect_illegal(state, Hoard(0, tuple(cards(*near_miss))), "R4.5", "is not a set")
    assert state.legal_actions() == (EndTurn(0),)  # the hand holds no set at all


@pytest.mark.parametrize("size", [2, 4])
def test_r4_5_a_set_is_exactly_three_cards(size):
    state = flood_then_play(["green-6", "red-1", "red-1", "red-1"], drawn="red-1",
                            others=[cards("green-4", "green-1", "blue-1", "blue-2")] * 2)
    help_crisis(state, "green-6", FLOOD)
    expect_illegal(state, Hoard(0, tuple(cards(*["red-1"] * size))), "R4.5", "exactly 3")


def test_r4_6_hoarded_cards_are_out_of_play_until_the_final_score():
    """R4.6: hoarded cards leave the hand for good (they cannot answer a crisis) and
    count only in the final score (R6.4)."""
    hands = [cards("green-3", "red-2", "red-3", "red-4"),
             cards("green-4", "green-6", "blue-5", "blue-5"),
             cards("green-2", "blue-1", "red-5", "blue-2")]
    war = DEFAULT["red-asia_middle_east"]
    state = new_game(NAMES, seed=5, crises=DECK, hands=hands,
                     draw_top=[FLOOD, s("blue-3"), s("blue-4"), s("blue-6"), war])
    draw(state)
    all_pass(state)
    draw(state)
    help_crisis(state, "green-3", FLOOD)
    hoard(state, "red-2", "red-3", "red-4")
    assert state.card_locations()["hoards"] == 3
    assert codes(state.hand(0)) == ["blue-3"]
    # face down: others see that Ana hoarded three cards, not which
    assert state.view(1).hoard_sizes == (3, 0, 0) and state.view(1).own_hoards == ()
    assert state.view(0).own_hoards == (tuple(cards("red-2", "red-3", "red-4")),)
    assert state.view(None).revealed_hoards is None
    end_turn(state)
    draw(state)
    end_turn(state)
    draw(state)
    end_turn(state)
    draw(state)  # Ana draws a red crisis: her hoarded red cards cannot answer it
    assert state.impending == war
    expect_illegal(state, PlayImpending(0, s("red-3")), "R3.1", "Ana has no red 3 in hand")
    assert state.hoard_points(0) == 9
    assert state.final_score(0) == state.points[0] + 9


def test_r4_7_after_hoarding_no_more_cards_on_full_blown_crises():
    state = long_game_to_turn_10()
    help_crisis(state, "green-6", FLOOD)
    assert PlayFullBlown(0, s("blue-3"), DEBT) in state.legal_actions()
    hoard(state, "red-1", "red-1", "red-1")
    expect_illegal(state, PlayFullBlown(0, s("blue-3"), DEBT), "R4.7", "after keeping a set")
    assert state.legal_actions() == (EndTurn(0),)


def test_r4_8_hand_limit_discard_down_to_8_when_the_turn_ends():
    top = cards("red-1", "red-2", "red-3", "red-4", "red-5", "red-6", "blue-1", "blue-2",
                "blue-3", "blue-4", "blue-5", "blue-6", "green-1", "green-2")
    state = new_game(NAMES, seed=5, crises=DECK, draw_top=top)
    for _ in range(12):  # four turns each; nobody is over the limit yet
        draw(state)
        end_turn(state)
        assert max(state.hand_sizes) <= HAND_LIMIT
    assert state.hand_sizes == [8, 8, 8] and state.turn == 13
    draw(state)  # Ana draws her 9th card: still phase 3, she may play first
    assert state.phase is Phase.PLAY and state.hand_sizes[0] == 9
    end_turn(state)
    assert state.phase is Phase.DISCARD and state.to_act == 0
    legal = state.legal_actions()
    assert {a.solution for a in legal} == set(state.hand(0))  # she chooses which
    assert all(isinstance(a, Discard) for a in legal)
    expect_illegal(state, EndTurn(0), "R4.8", "must discard down to 8")
    expect_illegal(state, Discard(1, state.hand(1)[0]), "R1.4", "not Ben's move")
    missing = next(k for k in cards("green-6", "blue-6", "red-6") if k not in state.hand(0))
    expect_illegal(state, Discard(0, missing), "R4.8", "has no")
    chosen = state.hand(0)[-1]
    state.apply(Discard(0, chosen))
    assert state.hand_sizes[0] == 8
    assert state.discard[-1] == chosen and state.view(2).discard[-1] == chosen  # face up
    assert state.phase is Phase.DRAW and state.current == 1  # then Ben's turn


def test_r4_8_discarding_outside_the_end_of_turn_is_refused():
    state = flood_then_play(["green-3", "green-5", "red-2", "red-3"])
    expect_illegal(state, Discard(0, s("red-2")), "R4.8", "only above 8 cards")


def test_r4_8_the_limit_is_checked_when_the_turn_ends_not_when_drawing():
    hands = [cards("green-3", "green-5", "red-2", "red-3"),
             cards("green-4", "green-6", "blue-5", "blue-5"),
             cards("green-2", "blue-1", "red-5", "blue-2")]
    top = [FLOOD] + cards("red-1", "red-1", "red-1", "blue-3", "blue-3", "blue-3", "red-4",
                          "red-4", "red-4", "blue-4", "blue-4", "blue-4", "blue-6")
    state = new_game(NAMES, seed=5, crises=DECK, hands=hands, draw_top=top)
    draw(state)
    all_pass(state)
    while not (state.turn == 13 and state.phase is Phase.PLAY):
        if state.phase is Phase.DRAW:
            draw(state)
        else:
            end_turn(state)
    assert state.hand_sizes[0] == 9
    help_crisis(state, "green-5", FLOOD)  # back to 8 before the turn ends
    end_turn(state)
    assert state.phase is Phase.DRAW and state.current == 1 and state.hand_sizes[0] == 8
    assert not any(e.kind is EventKind.DISCARDED for e in state.events)
