"""What every strategy must do, checked once here for all of them (after Axelrod's
``TestPlayer``): each ``test_strategy_<name>.py`` subclasses ``StrategyContract``,
sets ``strategy_class``/``make`` and then states only what is special about it.

Decision points come from a few seeded games with a mix of bots, in every phase with
a real choice (more than one legal action), for 3 to 6 players and with teams.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pytest

from terra_widget.bots import STRATEGY_NAMES, Strategy, make_strategy
from terra_widget.bots.facts import SIGHT_FIELDS
from terra_widget.rules import (
    DEFAULT_CRISES,
    Pass,
    Phase,
    Solution,
    new_game,
    sample_state,
)

MIX = ("cooperative", "selfish", "balanced:0.5", "random", "balanced:0.2", "selfish")
TABLES = ((3, False, 11), (4, False, 12), (4, True, 13), (5, False, 14), (6, True, 15),
          (4, False, 16))


@lru_cache(maxsize=1)
def decision_points() -> tuple:
    """Clones of states where the seat to act has a real choice, from seeded games."""
    points = []
    for n, teams, seed in TABLES:
        state = new_game(n, seed=seed, teams=teams)
        bots = [make_strategy(MIX[s], seed=seed * 10 + s) for s in range(n)]
        while not state.is_over:
            legal = state.legal_actions()
            seat = state.to_act
            if len(legal) > 1:
                points.append(state.clone())
            state.apply(bots[seat].choose(state.view(seat), legal))
    return tuple(points)


def play_game(specs_or_bots, seed: int, *, teams=False, check=None):
    """Play one game, checking each decision with ``check(state, legal, action)``."""
    bots = [b if isinstance(b, Strategy) else make_strategy(b, seed=seed * 7 + i)
            for i, b in enumerate(specs_or_bots)]
    state = new_game(len(bots), seed=seed, teams=teams, log_events=False)
    while not state.is_over:
        legal = state.legal_actions()
        seat = state.to_act
        action = bots[seat].choose(state.view(seat), legal)
        if check is not None:
            check(state, legal, action)
        state.apply(action)
    return state


def card(code: str):
    """A Solution ("red-5") or a default-deck Crisis ("red-africa")."""
    try:
        return Solution.parse(code)
    except ValueError:
        return next(c for c in DEFAULT_CRISES if c.id == code)


def stacked(hands, draw_top=(), seed=1):
    """A game with the given hands (lists of codes) and cards on top of the pile."""
    return new_game(len(hands), seed=seed, hands=[[card(c) for c in h] for h in hands],
                    draw_top=[card(c) for c in draw_top])


def everyone_passes(state):
    """Script an impending crisis: every seat passes (R3.1), so it goes full-blown."""
    while state.phase is Phase.RESPOND:
        state.apply(next(a for a in state.legal_actions() if type(a) is Pass))


def decide(strategy, state):
    seat = state.to_act
    return strategy.choose(state.view(seat), state.legal_actions())


def _hidden(state, seat):
    """What ``seat`` cannot see: the other hands and the draw pile's order (R7.5)."""
    return [state.hand(s) for s in range(state.n_players) if s != seat], list(state.pile)


class RecordingView:
    """Wraps a view and remembers which attributes a strategy read."""

    def __init__(self, view):
        object.__setattr__(self, "_view", view)
        object.__setattr__(self, "read", set())

    def __getattr__(self, name):
        self.read.add(name)
        return getattr(self._view, name)


class StrategyContract:
    strategy_class: type[Strategy] = Strategy
    spec: str = ""

    def make(self, seed=None) -> Strategy:
        return make_strategy(self.spec, seed=seed)

    # -- identity -----------------------------------------------------------
    def test_name_docstring_and_registry(self):
        s = self.make(seed=1)
        assert isinstance(s, self.strategy_class)
        assert s.name in STRATEGY_NAMES
        doc = self.strategy_class.__doc__ or ""
        # a plain-language description for students: several sentences, no rule jargon
        assert doc.count(".") >= 2 and len(doc.split()) >= 25
        assert "R3." not in doc and "R4." not in doc
        assert make_strategy(s.spec).spec == s.spec
        assert repr(s).startswith(self.strategy_class.__name__ + "(")

    def test_classifier_says_what_it_is(self):
        s = self.make(seed=1)
        assert set(s.classifier) >= {"stochastic", "sees_hidden", "hoards", "helps"}
        assert s.classifier["sees_hidden"] is False
        assert isinstance(s.classifier["stochastic"], bool)

    def test_clone_keeps_parameters_with_a_new_seed(self):
        s = self.make(seed=3)
        c = s.clone(seed=4)
        assert type(c) is type(s) and c.params() == s.params() and c.seed == 4
        assert c is not s and c.rng is not s.rng

    def test_rng_is_the_seeded_generator_or_the_one_given(self):
        """The generator is made on first use, but it is ``Random(seed)`` all the same."""
        assert self.make(seed=9).rng.random() == random.Random(9).random()
        mine = random.Random(5)
        s = self.strategy_class(rng=mine, **self.make().params())
        assert s.rng is mine
        s.rng = other = random.Random(6)
        assert s.rng is other

    def test_seed_and_rng_are_exclusive(self):
        with pytest.raises(ValueError, match="either seed= or rng="):
            self.strategy_class(seed=1, rng=random.Random(1), **self.make().params())

    # -- R7.2/R7.3: only legal actions ----------------------------------------
    def test_only_ever_chooses_a_legal_action(self):
        chosen = 0

        def check(state, legal, action):
            nonlocal chosen
            assert any(action is a for a in legal), (state.describe(action), legal)
            chosen += 1

        for n, teams, seed in ((3, False, 1), (4, False, 2), (4, True, 3), (5, False, 4),
                               (6, False, 5), (6, True, 6)):
            play_game([self.spec] * n, seed, teams=teams, check=check)
            play_game([self.spec if s % 2 == 0 else MIX[s] for s in range(n)], seed + 50,
                      teams=teams, check=check)
        assert chosen > 500

    def test_a_forced_move_is_returned_as_is(self):
        state = new_game(4, seed=9)
        (draw,) = state.legal_actions()  # R2.1: drawing is the only move
        assert self.make(seed=1).choose(state.view(0), (draw,)) is draw

    # -- seeded reproducibility ----------------------------------------------
    def test_same_seed_same_game(self):
        for seed in (21, 22, 23):
            a = play_game([self.make(seed=seed + s) for s in range(4)], seed)
            b = play_game([self.make(seed=seed + s) for s in range(4)], seed)
            assert a.history == b.history

    def test_choices_on_every_decision_point_are_reproducible(self):
        for state in decision_points()[::3]:
            seat = state.to_act
            legal = state.legal_actions()
            first = self.make(seed=5).choose(state.view(seat), legal)
            again = self.make(seed=5).choose(state.view(seat), legal)
            assert first == again

    # -- R7.5: never reads hidden information ---------------------------------
    def test_same_view_same_decision_whatever_the_hidden_cards(self):
        """Two states that differ only in what the seat cannot see (other hands, the pile
        order) must get the same decision: the strategy cannot be using them."""
        rng = random.Random(77)
        differed = 0
        for state in decision_points():
            seat = state.to_act
            view = state.view(seat)
            a = sample_state(view, rng)
            b = sample_state(view, rng)
            assert a.view(seat) == view == b.view(seat)
            differed += _hidden(a, seat) != _hidden(b, seat)
            choices = {self.make(seed=8).choose(st.view(seat), st.legal_actions())
                       for st in (state, a, b)}
            assert len(choices) == 1, (state.phase, choices)
        assert differed > 0.9 * len(decision_points())

    def test_reads_only_the_declared_view_fields(self):
        """The bundled strategies read only SIGHT_FIELDS (``bots/facts.py``): what their
        fast twins decide from, so that a strategy and its twin can agree (R7.5: nothing
        beyond the seat's view either way)."""
        read = set()
        for state in decision_points():
            seat = state.to_act
            spy = RecordingView(state.view(seat))
            self.make(seed=2).choose(spy, state.legal_actions())
            read |= spy.read
        assert read <= set(SIGHT_FIELDS), read - set(SIGHT_FIELDS)

    def test_decides_in_every_phase_with_a_choice(self):
        phases = {st.phase for st in decision_points()}
        assert {Phase.RESPOND, Phase.PLAY} <= phases
        for state in decision_points():
            action = self.make(seed=4).choose(state.view(state.to_act),
                                              state.legal_actions())
            assert action.seat == state.to_act
