"""Property tests (hypothesis) over random legal play, 3-6 players, teams on and off.

Each example is one game: a set-up (players, teams, first player, seed) and a choice
seed for the players, who pick among ``legal_actions()`` at random or cooperatively.
Checked: R7.1 card accounting, R7.2 a legal action until the end, termination within a
bound that follows from the rules, R7.4 replay and JSON round trip, R7.5 views that do
not depend on hidden cards.
"""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from rules_support import (
    action_bound,
    check_cards_accounted,
    check_cheap_invariants,
    helpful_policy,
    random_policy,
    snapshot,
)

from terra_widget.rules import (
    SOLUTION_KINDS,
    Crisis,
    Discard,
    Draw,
    EndTurn,
    EventKind,
    Hoard,
    Pass,
    Phase,
    PlayFullBlown,
    PlayImpending,
    Solution,
    from_json,
    new_game,
    replay,
    to_json,
)

GAMES = settings(max_examples=100, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def games(draw):
    n = draw(st.integers(3, 6))
    return {
        "n": n,
        "teams": draw(st.booleans()) if n in (4, 6) else False,
        "first_player": draw(st.integers(0, n - 1)),
        "seed": draw(st.integers(0, 2**63 - 1)),
        "choices": draw(st.integers(0, 2**32 - 1)),
        "helpful": draw(st.booleans()),
    }


def start(game, **kwargs):
    state = new_game(game["n"], seed=game["seed"], teams=game["teams"],
                     first_player=game["first_player"], **kwargs)
    rng = random.Random(game["choices"])
    choose = helpful_policy(rng) if game["helpful"] else random_policy(rng)
    return state, choose


def play_to_end(state, choose, each=None):
    bound = action_bound(state)
    total = sum(state.card_locations().values())
    while not state.is_over:
        assert len(state.history) < bound, "the game did not terminate within the bound"
        state.apply(choose(state))
        check_cheap_invariants(state, total)
        if each is not None:
            each(state)
    return state


@GAMES
@given(games())
def test_property_cards_accounted_legal_action_exists_and_game_terminates(game):
    state, choose = start(game)
    check_cards_accounted(state)
    play_to_end(state, choose, each=check_cards_accounted)  # R7.1 after every action
    assert state.is_over and state.legal_actions() == () and state.to_act is None  # R7.2
    assert state.outcome.lost or state.card_locations()["draw_pile"] == 0  # R6.1 / R6.3
    if not state.outcome.lost:
        assert state.outcome.final_scores == tuple(state.final_score(s)
                                                   for s in range(game["n"]))  # R6.4


@GAMES
@given(games(), st.floats(0, 1))
def test_property_replay_and_json_round_trip_reproduce_the_identical_state(game, cut):
    state, choose = start(game)
    play_to_end(state, choose)
    k = int(cut * len(state.history))
    at_k = state.rewind(k)
    assert snapshot(at_k) == snapshot(replay(state.config, state.seed, state.history[:k]))
    for s in (state, at_k):  # R7.4 at the end and part-way through
        again = replay(s.config, s.seed, s.history)
        assert snapshot(again) == snapshot(s) and again.pile == s.pile
        loaded = from_json(to_json(s))
        assert snapshot(loaded) == snapshot(s) and loaded.pile == s.pile
        assert to_json(loaded) == to_json(s)


def hand_counts(state, seat):
    counts = [0] * 18
    for card in state.hand(seat):
        counts[card.index] += 1
    return counts


@GAMES
@given(games(), st.floats(0, 1), st.integers(0, 5), st.integers(0, 4))
def test_property_a_view_does_not_depend_on_hidden_cards(game, cut, viewer, offset):
    """Build two games with the same public story that differ only in hidden cards: one
    card ``x`` that another seat kept in hand all along is swapped for a card ``y`` still
    in the draw pile, and the rest of the pile is in another order. Every view but that
    seat's own must be identical after every action (R7.5)."""
    n = game["n"]
    viewer = viewer % n
    first, choose = start(game)
    dealt = [first.hand(s) for s in range(n)]
    lowest = [hand_counts(first, s) for s in range(n)]
    limit = int(cut * action_bound(first))
    while not first.is_over and len(first.history) < limit:
        first.apply(choose(first))
        lowest = [[min(a, b) for a, b in zip(low, hand_counts(first, s), strict=True)]
                  for s, low in enumerate(lowest)]
    drawn = [e.card or e.crisis for e in first.events
             if e.kind in (EventKind.DREW_SOLUTION, EventKind.DREW_CRISIS)]
    # another seat that held some dealt card all along (the first such seat after offset)
    others = [(viewer + 1 + (offset + i) % (n - 1)) % n for i in range(n - 1)]
    kept = [(s, c) for s in others for c in dealt[s] if lowest[s][c.index] >= 1]
    assume(kept)
    other, x = kept[0]
    in_pile = [c for c in first.pile if isinstance(c, Solution) and c is not x]
    assume(in_pile)
    y = in_pile[0]
    twin_hand = list(dealt[other])
    twin_hand[twin_hand.index(x)] = y
    hands_b = [twin_hand if s == other else dealt[s] for s in range(n)]
    common = {"teams": game["teams"], "first_player": game["first_player"], "draw_top": drawn}
    a = new_game(n, seed=game["seed"], hands=dealt, **common)
    b = new_game(n, seed=game["seed"] + 1, hands=hands_b, **common)
    assert sum(isinstance(c, Crisis) for c in drawn) <= 18

    def same_to_others():
        assert a.view(viewer) == b.view(viewer)
        assert a.view(None) == b.view(None)
        assert a.view(None).hand is None and a.view(None).own_hoards == ()
        assert a.visible_events(viewer) == b.visible_events(viewer)
        assert a.view(other) != b.view(other)  # the difference is real, only hidden
        assert a.pile != b.pile

    same_to_others()
    for action in first.history:
        a.apply(action)
        b.apply(action)
        same_to_others()
    assert a.phase is b.phase and str(a) == str(b)


def every_action_for(state):
    """Every action the seat to act could try, legal or not (for R7.2/R7.3 consistency)."""
    seat = state.to_act
    kinds = SOLUTION_KINDS
    out = [Draw(seat), Pass(seat), EndTurn(seat)]
    out += [PlayImpending(seat, k) for k in kinds] + [Discard(seat, k) for k in kinds]
    out += [PlayFullBlown(seat, k, c) for k in kinds for c in state.config.crises]
    if state.phase is Phase.PLAY:
        out += [Hoard(seat, t) for t in combinations_with_replacement(kinds, 3)]
    return out


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(), st.integers(5, 40))
def test_property_legal_actions_are_exactly_what_the_engine_accepts(game, every):
    """One source of legality: ``legal_actions()`` lists precisely the actions that
    ``apply`` accepts; anything else is refused with the state unchanged (R7.2, R7.3)."""
    state, choose = start(game)
    while not state.is_over:
        if len(state.history) % every == 0:
            legal = set(state.legal_actions())
            accepted = {a for a in every_action_for(state) if state.is_legal(a)}
            assert accepted == legal
            wrong_seat = (state.to_act + 1) % game["n"]
            assert not state.is_legal(EndTurn(wrong_seat))
            assert not state.is_legal(Pass(wrong_seat))
        state.apply(choose(state))


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=18, max_size=18))
def test_property_r4_5_sets_found_in_a_hand_are_exactly_the_valid_triples(counts):
    """The engine finds a hand's sets from bit masks (fast); checked here against the
    definition: every 3-card combination of the hand that ``classify_set`` accepts, each
    distinct set once, in the order of ``ALL_SETS`` (legal hoards are listed that way)."""
    from terra_widget.rules.face.sets import ALL_SET_CARDS, classify_set, sets_in_hand

    hand = [SOLUTION_KINDS[i] for i, k in enumerate(counts) for _ in range(k)]
    valid = {tuple(sorted(t)) for t in combinations(hand, 3) if classify_set(t) is not None}
    found = sets_in_hand(counts)
    assert set(found) == valid and len(found) == len(valid)
    assert found == [c for c in ALL_SET_CARDS if c in valid]


def test_r4_4_holds_set_agrees_with_the_sets_found_for_every_hand():
    """``holds_set`` (the play-out's quick "may this seat hoard?", R4.4) says yes exactly
    when the hand has an R4.5 set: for every one of the 2**18 sets of kinds a hand can
    hold, with no kind held three times, and with each kind held three times in turn."""
    from terra_widget.rules.core.kinds import holds_set, set_indices_for_masks

    for have in range(1 << 18):
        assert holds_set(have, 0) == bool(set_indices_for_masks(have, 0)), have
    for k in range(18):
        assert holds_set(1 << k, 1 << k)  # three of one kind: R4.5 (a)
        assert holds_set(1 << k, 1 << k) == bool(set_indices_for_masks(1 << k, 1 << k))
