"""The classroom short game (``length="short"``): this project's set-up variant, not the
rulebook's (docs/rules.md, "The classroom short game"). Only the set-up changes (R1.2,
R1.3, R0.4's custom crisis list): fewer crises, two more cards in each hand, a shorter
draw pile whose other Solutions are set aside face down. Play is the rulebook's."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from rules_support import card_census, full_deck

from terra_widget.bots import make_strategy
from terra_widget.rules import (
    DEFAULT_CRISES,
    HAND_SIZES,
    ConfigError,
    GameConfig,
    GameState,
    RecordError,
    Solution,
    from_json,
    from_record,
    new_game,
    sample_state,
    to_json,
    to_record,
)
from terra_widget.rules.core.flat import FlatGame, deck_of
from terra_widget.rules.face.setup import (
    SHORT_EXTRA_CARDS,
    SHORT_LEFT_OUT_REGIONS,
    SHORT_PILE_SOLUTIONS,
    short_crises,
)
from terra_widget.sim import GameRecord, game_seed, play_game, seat_seeds, simulate


def _play(state, specs=("balanced:0.5", "cooperative", "selfish", "random", "cooperative",
                        "balanced:0.3"), seed=1):
    bots = [make_strategy(s, seed=seed + i) for i, s in enumerate(specs[:state.n_players])]
    while not state.is_over:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def _solutions(cards):
    return Counter(c.code for c in cards if isinstance(c, Solution))


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_r1_2_r1_3_short_deal_hands_pile_and_set_aside(n):
    state = new_game(n, seed=30 + n, length="short")
    assert state.config.length == "short"
    # R0.4: the crises of four regions, three each (every R6.1 limit can still be reached)
    assert state.config.crises == short_crises() and len(short_crises()) == 12
    assert {c.ridx for c in short_crises()} == set(range(6)) - set(SHORT_LEFT_OUT_REGIONS)
    # R1.2: two more cards in each hand
    assert state.hand_sizes == [HAND_SIZES[n] + SHORT_EXTRA_CARDS] * n
    # R1.3: the pile holds every crisis of the list and the kept Solutions only
    assert sum(isinstance(c, Solution) for c in state.pile) == SHORT_PILE_SOLUTIONS[n]
    assert len(state.pile) == SHORT_PILE_SOLUTIONS[n] + 12
    assert {c.id for c in state.pile if not isinstance(c, Solution)} == \
        {c.id for c in short_crises()}
    # R7.1: the other Solutions are set aside, and every card is in exactly one place
    left = 90 - n * (HAND_SIZES[n] + SHORT_EXTRA_CARDS) - SHORT_PILE_SOLUTIONS[n]
    assert len(state.set_aside) == left
    locations = state.card_locations()
    assert locations["set_aside"] == left and sum(locations.values()) == 90 + 12
    everywhere = _solutions(state.pile) + _solutions(state.set_aside) + Counter(
        c.code for seat in range(n) for c in state.hand(seat))
    assert sum(everywhere.values()) == 90
    assert everywhere == Counter(c.code for c in _all_solutions())
    _play(state)  # R7.1 holds to the end of the game, every place counted
    assert card_census(state) == full_deck(state.config.crises)


def _all_solutions():
    from terra_widget.rules import SOLUTION_COUNTS, SOLUTION_KINDS
    return [k for k in SOLUTION_KINDS for _ in range(SOLUTION_COUNTS[k.value])]


def test_r1_6_a_seed_gives_the_same_short_game_and_it_differs_from_the_full_one():
    a, b = new_game(4, seed=9, length="short"), new_game(4, seed=9, length="short")
    assert a.pile == b.pile and a.set_aside == b.set_aside
    assert [a.hand(s) for s in range(4)] == [b.hand(s) for s in range(4)]
    full = new_game(4, seed=9)
    assert full.config.length == "full" and full.set_aside == ()
    assert "set_aside" not in full.card_locations() and len(full.config.crises) == 18
    assert a.pile != full.pile


def test_r7_5_the_set_aside_cards_are_in_no_view():
    state = new_game(4, seed=3, length="short")
    hidden = set(state.set_aside)
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        assert view.pile_size == len(state.pile)
        assert "set_aside" not in repr(view)
        if seat is not None:
            assert not set(view.hand) - set(state.hand(seat))
    assert hidden  # (there is something to hide)


def test_r7_4_a_short_game_saves_and_replays_exactly():
    state = _play(new_game(5, seed=12, length="short"))
    record = to_record(state)
    assert record["length"] == "short" and record["crises"] is None  # its own list
    again = from_json(to_json(state))
    assert again.config == state.config and again.history == state.history
    assert again.outcome == state.outcome and again.turn == state.turn
    # a full game's record is as before: no "length", and it loads as a full game
    full = to_record(_play(new_game(4, seed=2)))
    assert "length" not in full and from_record(full).config.length == "full"
    with pytest.raises(RecordError, match="'length' must be one of full, short"):
        from_record({**record, "length": "medium"})


def test_r1_1_a_bad_length_is_a_clear_error():
    with pytest.raises(ConfigError, match="length must be 'full' or 'short'.*not 'long'"):
        new_game(4, length="long")
    with pytest.raises(ConfigError, match="length must be"):
        GameConfig.make(["A", "B", "C"], length=None)
    with pytest.raises(ValueError, match="length must be"):
        simulate(["cooperative"] * 3, 2, seed=1, length="half")


def test_r1_2_a_stacked_short_game_needs_the_short_hand_size():
    hands = [[Solution.parse("red-1")] * 4] * 3
    with pytest.raises(ConfigError, match=f"has 4 cards.*each hand has "
                                          f"{HAND_SIZES[3] + SHORT_EXTRA_CARDS}"):
        new_game(3, hands=hands, length="short")


def test_r0_4_a_custom_crisis_list_is_kept_in_a_short_game():
    mine = DEFAULT_CRISES[:9]
    state = new_game(3, seed=4, crises=mine, length="short")
    assert state.config.crises == mine and len(state.pile) == SHORT_PILE_SOLUTIONS[3] + 9
    assert from_json(to_json(state)).config.crises == mine


def test_the_flat_engine_deals_and_plays_the_same_short_games():
    """``simulate``'s flat games (R1.6 deal, then play) equal the same games played on a
    ``GameState`` by the strategies' own ``choose``."""
    specs = ("balanced:0.5", "cooperative", "selfish", "random")
    protos = [make_strategy(s) for s in specs]
    config = GameConfig.make([f"Player {j + 1}" for j in range(4)], length="short")
    for i in range(12):
        flat = play_game(protos, i, 7, length="short")
        state = GameState(config, game_seed(7, i), log_events=False)
        players = [p.clone(seed=s) for p, s in zip(protos, seat_seeds(7, i, 4), strict=True)]
        while legal := state.advance():
            seat = legal[0].seat
            state.apply(players[seat].choose(state.view(seat), legal))
        assert GameRecord.from_state(i, state, specs) == flat
    deal = FlatGame.deal(4, deck_of(config.crises), 5, keep=config.pile_solutions,
                         hand=config.hand_size)
    state = GameState(config, 5)
    assert len(deal.pile) == len(state.pile) and deal.hand_sizes == state.hand_sizes


def test_the_risk_meter_samples_a_short_game():
    """What a seat cannot see includes the set-aside Solutions: a sample keeps the pile's
    size and sets the rest aside (R7.1, R7.5)."""
    state = new_game(4, seed=8, length="short")
    for _ in range(9):
        state.apply(state.legal_actions()[0])
    view = state.view(state.to_act)
    sample = sample_state(view, random.Random(1))
    assert len(sample.pile) == len(state.pile)
    assert len(sample.set_aside) == len(state.set_aside)
    assert sum(sample.card_locations().values()) == 90 + 12
    from terra_widget.sim import estimate_risk
    risk = estimate_risk(state, rollouts=20, seed=1)
    assert 0.0 <= risk.probability <= 1.0 and risk.rollouts == 20


def test_simulate_plays_short_games_the_same_on_processes():
    serial = simulate(["cooperative", "selfish", "balanced:0.5"], 24, seed=5, length="short")
    assert serial.length == "short" and "short game" in repr(serial)
    assert max(r.turns for r in serial.records) < 60
    assert simulate(["cooperative", "selfish", "balanced:0.5"], 24, seed=5, length="short",
                    workers=2) == serial


def test_play_again_keeps_the_short_game_and_the_address_can_ask_for_it():
    from terra_widget.ui import length_requested

    assert length_requested({"QUERY_STRING": "length=short&projector=1"}) == "short"
    assert length_requested({"QUERY_STRING": "projector=1"}) == "full"
    assert length_requested({}) == "full"
