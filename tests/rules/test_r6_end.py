"""R6: the end of the game (RULES.md R6.1-R6.6)."""

from __future__ import annotations

import random

import pytest
from rules_support import (
    DEFAULT,
    all_pass,
    cards,
    crisis,
    deck_with,
    draw,
    end_turn,
    help_crisis,
    helpful_policy,
    hoard,
    play_passively,
    respond,
)

from terra_widget.rules import (
    Colour,
    EventKind,
    LossCause,
    Phase,
    Region,
    new_game,
)

NAMES = ["Ana", "Ben", "Chloé"]


def crises_in_one_turn(crisis_ids, **kwargs):
    """Ana draws the given default crises one after the other and everybody passes on
    each (R3.8: she draws again after each full-blown crisis). Yields after each one."""
    top = [DEFAULT[i] for i in crisis_ids] + cards("red-1")
    state = new_game(NAMES, seed=1, draw_top=top, **kwargs)
    for _ in crisis_ids:
        draw(state)
        all_pass(state)
        yield state


@pytest.mark.parametrize("ids, cause", [
    (["green-europe", "blue-europe", "red-europe"], LossCause("region", 3, region=Region.EUROPE)),
    (["green-north_america", "green-south_america", "green-africa", "green-asia_middle_east"],
     LossCause("colour", 4, colour=Colour.GREEN)),
    (["green-north_america", "green-south_america", "green-europe", "blue-africa",
      "blue-asia_middle_east", "blue-oceania_south_east_asia", "red-north_america"],
     LossCause("total", 7)),
], ids=["3-in-a-region", "4-of-a-colour", "7-in-all"])
def test_r6_1_collective_loss_at_exactly_the_threshold_and_not_before(ids, cause):
    for count, state in enumerate(crises_in_one_turn(ids), start=1):
        if count < len(ids):  # one short of the threshold: the game goes on
            assert not state.is_over and state.phase is Phase.DRAW
            assert len(state.full_blown) == count
    assert state.is_over and state.outcome.lost
    assert state.outcome.causes == (cause,)
    assert state.events[-1].kind is EventKind.WORLD_LOST


def test_r6_1_the_view_counts_how_close_the_world_is_to_loss():
    *_, state = crises_in_one_turn(["green-europe", "blue-europe"])
    regions, colours, total = state.view(None).loss_margins()
    assert regions[Region.EUROPE] == 1 and colours[Colour.GREEN] == 3 and total == 5
    by_region, by_colour, n = state.full_blown_counts()
    assert by_region[Region.EUROPE] == 2 and by_colour[Colour.BLUE] == 1 and n == 2


def test_r6_1_two_thresholds_broken_at_once_are_both_reported():
    # the default deck has one crisis per colour and region, so this needs a custom list
    deck = [crisis("green", "europe", 12, "g-eu-1"), crisis("green", "europe", 12, "g-eu-2"),
            crisis("green", "africa", 12, "g-af"), crisis("green", "europe", 12, "g-eu-3")]
    state = new_game(NAMES, seed=1, crises=deck, draw_top=deck)
    for _ in range(3):
        draw(state)
        all_pass(state)
    assert not state.is_over  # 2 in Europe, 3 green
    draw(state)
    all_pass(state)
    assert set(state.outcome.causes) == {LossCause("region", 3, region=Region.EUROPE),
                                         LossCause("colour", 4, colour=Colour.GREEN)}


def test_r6_1_when_the_world_is_lost_nobody_wins_and_scores_do_not_count():
    flood = crisis("green", "oceania_south_east_asia", 10, "flood")
    europe = [DEFAULT["green-europe"], DEFAULT["blue-europe"], DEFAULT["red-europe"]]
    hands = [cards("green-6", "red-1", "red-2", "red-3"), cards("green-4", "red-4", "red-5",
                                                                "red-6"),
             cards("blue-1", "blue-2", "blue-3", "blue-4")]
    state = new_game(NAMES, seed=1, crises=deck_with(flood), hands=hands,
                     draw_top=[flood] + europe)
    draw(state)
    respond(state, "green-6", "green-4", None)
    assert state.points == [6, 0, 0]
    for _ in europe:  # Ben's turn: three full-blown crises in Europe
        draw(state)
        all_pass(state)
    outcome = state.outcome
    assert outcome.lost and outcome.winners == () and outcome.ranking == ()
    assert outcome.final_scores == ()


def test_r6_2_solved_full_blown_crises_no_longer_count():
    """R6.2: a full-blown crisis solved by R4.3 leaves the loss counters of R6.1."""
    green = crisis("green", "europe", 10, "eu-green")
    blue = crisis("blue", "europe", 10, "eu-blue")
    red = DEFAULT["red-europe"]
    hands = [cards("green-6", "red-1", "red-2", "red-3"),
             cards("green-4", "red-4", "red-5", "red-6"),
             cards("blue-1", "blue-2", "blue-3", "blue-4")]
    state = new_game(NAMES, seed=1, crises=deck_with(green, blue), hands=hands,
                     draw_top=[green, blue, cards("red-1")[0], cards("red-2")[0], red])
    draw(state)
    all_pass(state)
    draw(state)
    all_pass(state)  # two full-blown crises in Europe
    draw(state)
    help_crisis(state, "green-6", green)
    end_turn(state)
    draw(state)  # Ben
    help_crisis(state, "green-4", green)  # 10: solved (R4.3)
    assert [fb.crisis for fb in state.full_blown] == [blue]
    end_turn(state)
    draw(state)  # Chloé draws the third Europe crisis
    all_pass(state)
    assert not state.is_over  # only blue and red are on the table: 2 in Europe
    assert state.full_blown_counts()[0][Region.EUROPE] == 2


def test_r6_3_success_comes_after_the_turn_of_the_player_who_drew_the_last_card():
    last = crisis("green", "europe", 10, "last")
    state = new_game(NAMES, seed=2, crises=[last], draw_top=[last], draw_bottom=cards("green-5"))
    draw(state)
    all_pass(state)
    play_passively(state, until=lambda st: st.phase is Phase.DRAW
                   and st.card_locations()["draw_pile"] == 1)
    drawer, turn = state.current, state.turn
    draw(state)
    assert state.card_locations()["draw_pile"] == 0
    assert not state.is_over and state.phase is Phase.PLAY  # the turn is played out
    help_crisis(state, "green-5", last)
    assert state.full_blown[0].total == 5
    assert state.hand_sizes[drawer] == 8  # back to the hand limit: no discard (R4.8)
    end_turn(state)
    assert state.is_over and not state.outcome.lost
    assert state.turn == turn and state.current == drawer  # no further turn
    assert state.events[-1].kind is EventKind.GAME_WON
    assert [e.kind for e in state.events].count(EventKind.LAST_CARD_DRAWN) == 1


def test_r6_3_a_crisis_drawn_last_that_is_solved_ends_the_game_in_success():
    last = crisis("green", "europe", 10, "last")
    hands = [cards("green-6", "red-6", "blue-6", "red-5"), cards("green-5", "red-6", "blue-6",
                                                                 "blue-5"),
             cards("green-4", "red-6", "blue-6", "red-5")]
    state = new_game(NAMES, seed=2, crises=[last], hands=hands, draw_bottom=[last])
    play_passively(state, until=lambda st: st.phase is Phase.DRAW
                   and st.card_locations()["draw_pile"] == 1)
    draw(state)
    assert state.impending == last
    played = 0
    while state.phase is Phase.RESPOND:  # everybody plays their highest green card
        greens = [c for c in state.hand(state.to_act) if c.colour is Colour.GREEN]
        best = max(greens, key=lambda c: c.value, default=None)
        played += best.value if best else 0
        respond(state, best.code if best else None)
    assert played >= 10
    assert state.discard[-1] == last  # solved (R3.3) ...
    assert state.is_over and not state.outcome.lost  # ... and the game is won (R6.3)


def test_r6_3_a_crisis_drawn_last_can_still_lose_the_game():
    europe = [DEFAULT["green-europe"], DEFAULT["blue-europe"], DEFAULT["red-europe"]]
    state = new_game(NAMES, seed=2, crises=europe, draw_top=europe[:2],
                     draw_bottom=europe[2:])
    play_passively(state, until=lambda st: st.phase is Phase.DRAW
                   and st.card_locations()["draw_pile"] == 1)
    assert len(state.full_blown) == 2 and not state.is_over
    draw(state)
    all_pass(state)
    assert state.is_over and state.outcome.lost
    assert state.outcome.causes == (LossCause("region", 3, region=Region.EUROPE),)


def test_r6_4_final_score_is_the_track_plus_the_values_of_hoarded_cards():
    g = crisis("green", "europe", 10, "g")
    hands = [cards("green-6", "red-2", "red-3", "red-4"),
             cards("green-1", "blue-1", "blue-1", "blue-2"),
             cards("red-1", "red-1", "blue-3", "blue-4")]
    state = new_game(NAMES, seed=2, crises=[g], hands=hands,
                     draw_top=[g] + cards("red-1", "green-4"))
    draw(state)
    all_pass(state)
    draw(state)
    help_crisis(state, "green-6", g)
    hoard(state, "red-2", "red-3", "red-4")  # 2 + 3 + 4 = 9 at the end
    end_turn(state)
    draw(state)
    help_crisis(state, "green-4", g)  # Ben completes it: 5 on the track
    end_turn(state)
    assert state.view(1).hoard_sizes == (3, 0, 0) and state.view(None).revealed_hoards is None
    play_passively(state)
    assert state.points == [0, 5, 0]
    assert state.outcome.final_scores == (9, 5, 0)
    assert [state.final_score(seat) for seat in range(3)] == [9, 5, 0]
    assert state.outcome.winners == (0,)
    # the hoards are turned face up once the game is over
    assert state.view(1).revealed_hoards == ((tuple(cards("red-2", "red-3", "red-4")),), (),
                                             ())


def test_r6_5_a_tie_gives_several_winners():
    x = crisis("green", "europe", 10, "x")
    hands = [cards("green-4", "red-1", "red-2", "red-3"), cards("green-6", "red-4", "red-5",
                                                                "red-6"),
             cards("blue-1", "blue-2", "blue-3", "blue-4")]
    state = new_game(NAMES, seed=2, crises=[x], hands=hands, draw_top=[x])
    draw(state)
    respond(state, "green-4", "green-6", None)  # Ana first 3, Ben highest 3
    play_passively(state)
    outcome = state.outcome
    assert outcome.final_scores == (3, 3, 0)
    assert outcome.winners == (0, 1)
    assert [(st.seats, st.score) for st in outcome.ranking] == [((0,), 3), ((1,), 3),
                                                                ((2,), 0)]
    assert outcome.ranking[0].rank == outcome.ranking[1].rank == 1
    assert outcome.ranking[2].rank > 1
    assert [e.seats for e in state.events if e.kind is EventKind.GAME_WON] == [(0, 1)]


@pytest.mark.parametrize("seed", [3, 4])
def test_r6_6_the_discard_pile_is_never_reshuffled(seed):
    # a game that runs through the whole pile: few crises, cooperative players
    deck = [crisis("green", "europe", 10, "a"), crisis("blue", "africa", 12, "b")]
    state = new_game(4, seed=seed, crises=deck)
    choose = helpful_policy(random.Random(seed))
    pile, discard = state.card_locations()["draw_pile"], []
    while not state.is_over:
        state.apply(choose(state))
        now = state.card_locations()["draw_pile"]
        assert now <= pile  # the pile only shrinks
        assert state.discard[:len(discard)] == discard  # the discard only grows
        pile, discard = now, list(state.discard)
    assert pile == 0 and not state.outcome.lost and len(discard) > 0
