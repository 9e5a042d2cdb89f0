"""One legality (R7.2, R7.3): the typed game's legal list is the core's, and ``apply``
accepts exactly its members, by equality.

* a hypothesis property: at random positions of random games (3-6 players, teams on and
  off, the short game), ``GameState.legal_actions()`` is, move for move and in order, the
  list the flat core gives for the same table (``FlatGame.from_state``: ``play_moves``,
  ``respond_kinds``, ``discard_kinds``);
* every legal action, copied (``copy.deepcopy``, and rebuilt from its dict as a record is
  read back), is accepted and plays exactly the move the listed object plays -- whether
  or not the list was asked for first: the answer never depends on object identity;
* an action that is not listed is refused and changes nothing, and ``is_legal`` agrees
  with the list.
"""

from __future__ import annotations

import copy
import pickle
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_support import move_code

from terra_widget import rules
from terra_widget.rules import IllegalActionError, Phase, action_from_dict, new_game
from terra_widget.rules.core.flat import FlatGame
from terra_widget.rules.face.to_flat import flat_from_view


def _position(n: int, teams: bool, length: str, seed: int, steps: int, choices: int):
    """A game ``steps`` real choices in, the choices picked at random (seeded)."""
    state = new_game(n, seed=seed, teams=teams, length=length)
    rng = random.Random(choices)
    for _ in range(steps):
        legal = state.advance()
        if not legal:
            break
        state.apply(legal[rng.randrange(len(legal))])
    return state


def _core_codes(state) -> list[int]:
    """The legal moves as the flat core lists them, for the seat to act."""
    seat = state.to_act
    g = FlatGame.from_state(state, seat)
    if state.phase is Phase.DRAW:
        return [0]
    if state.phase is Phase.RESPOND:
        return [-1] + g.respond_kinds(seat)
    if state.phase is Phase.DISCARD:
        return g.discard_kinds(seat)
    return g.play_moves(seat)


def _typed_codes(state) -> list[int]:
    """The typed face's legal list, as the same codes (drawing, R2.1, is the core's 0)."""
    return [0 if type(a) is rules.Draw else move_code(a, state.full_blown)
            for a in state.legal_actions()]


games = st.tuples(st.integers(3, 6), st.booleans(), st.sampled_from(["full", "short"]),
                  st.integers(0, 2**32), st.integers(0, 400), st.integers(0, 2**16))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_the_typed_legal_list_is_the_cores(game):
    """R7.2: the same moves, in the same order, at a random position."""
    n, teams, length, seed, steps, choices = game
    state = _position(n, teams and n in (4, 6), length, seed, steps, choices)
    if state.is_over:
        assert state.legal_actions() == ()
        return
    assert _typed_codes(state) == _core_codes(state)


def _copies(action, crises):
    yield copy.deepcopy(action)
    # as a record is read back: other crisis objects, equal to the table's
    yield action_from_dict(action.to_dict(), {c.id: copy.deepcopy(c) for c in crises})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_an_equal_copy_of_every_legal_action_is_applied(game):
    """R7.2: an action is a value; a copy made anywhere plays the same move, whether or not
    ``legal_actions()`` was asked first (no identity shortcut)."""
    n, teams, length, seed, steps, choices = game
    state = _position(n, teams and n in (4, 6), length, seed, steps, choices)
    for action in state.legal_actions():
        expected = state.clone()
        expected.apply(action)
        for twin in _copies(action, state.config.crises):
            assert twin == action and twin is not action
            listed = state.clone()
            listed.legal_actions()
            fresh = state.clone()
            fresh._legal = None  # nothing listed yet: the list is made by apply
            for played in (listed, fresh):
                assert played.is_legal(twin)
                played.apply(twin)
                assert played.history == expected.history
                assert played.events == expected.events
                assert played.view(None) == expected.view(None)
                assert played.legal_actions() == expected.legal_actions()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_what_is_not_listed_is_refused_and_changes_nothing(game):
    """R7.3: every action of the game's vocabulary that is not listed is refused with a
    rule id, and the state stays as it was; ``is_legal`` is membership of the list."""
    n, teams, length, seed, steps, choices = game
    state = _position(n, teams and n in (4, 6), length, seed, steps, choices)
    if state.is_over:
        return
    seat = state.to_act
    hand = state.hand(seat)
    candidates = [rules.Draw(seat), rules.Pass(seat), rules.EndTurn(seat),
                  rules.Draw((seat + 1) % n)]
    candidates += [rules.PlayImpending(seat, c) for c in hand]
    candidates += [rules.Discard(seat, c) for c in hand]
    candidates += [rules.PlayFullBlown(seat, c, fb.crisis)
                   for fb in state.full_blown for c in hand]
    if len(hand) >= 3:
        candidates.append(rules.Hoard(seat, hand[:3]))
    legal = state.legal_actions()
    before = (state.history[:], state.view(None), state.view(seat))
    for action in candidates:
        assert state.is_legal(action) == (action in legal)
        if action in legal:
            continue
        try:
            state.apply(action)
        except IllegalActionError as err:
            assert err.rule.startswith("R")
        else:
            raise AssertionError(f"{action!r} was applied though not listed")
        assert (state.history, state.view(None), state.view(seat)) == before


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_r7_5_the_flat_table_of_a_seat_is_its_views(game):
    """What a bundled strategy is asked on (``FlatGame.from_state``, copied off the state's
    own flat game) is the table its seat's view shows (``flat_from_view``), field by
    field: its own hand and hoards, the public table, nothing more (R7.5)."""
    n, teams, length, seed, steps, choices = game
    state = _position(n, teams and n in (4, 6), length, seed, steps, choices)
    for seat in range(n):
        fast, seen = FlatGame.from_state(state, seat), flat_from_view(state.view(seat))
        for name in FlatGame.__slots__:
            if name != "deck":  # (one ``Deck`` per crisis list, cached: equal tables)
                assert getattr(fast, name) == getattr(seen, name), name
        assert fast.deck.crises == seen.deck.crises


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_r7_4_a_copied_or_pickled_game_plays_on_as_the_original(game):
    """A ``GameState`` copied (``copy.deepcopy``) or pickled mid-game -- even with a move
    given and not yet played -- plays the same moves to the same end (R7.4)."""
    n, teams, length, seed, steps, choices = game
    state = _position(n, teams and n in (4, 6), length, seed, steps, choices)
    if state.legal_actions():
        state.apply(state.legal_actions()[0])
    copies = [copy.deepcopy(state), pickle.loads(pickle.dumps(state))]
    for other in [state, *copies]:
        rng = random.Random(choices)
        while legal := other.advance():
            other.apply(legal[rng.randrange(len(legal))])
    for other in copies:
        assert other.history == state.history and other.outcome == state.outcome
        assert other.events == state.events
