"""The engine's live view, used in the risk meter's rollouts, shows exactly what the frozen
view shows (for the fields the bundled strategies read), so strategies decide the same
with it. (Every field of the live view is checked against the view in tests/rules.)"""

from __future__ import annotations

import random

import pytest

from terra_widget.bots import Strategy, make_strategy
from terra_widget.bots.facts import SIGHT_FIELDS
from terra_widget.rules import EndTurn, IllegalActionError, new_game, sample_state
from terra_widget.sim import play_out, play_out_light, simulate

SPECS = ["cooperative", "selfish", "balanced:0.5", "random", "balanced:0.1"]


def _points():
    out = []
    for n, seed in ((3, 1), (4, 2), (5, 3), (6, 4), (4, 5)):
        state = new_game(n, seed=seed)
        bots = [make_strategy(SPECS[s % len(SPECS)], seed=s) for s in range(n)]
        while not state.is_over:
            legal = state.legal_actions()
            seat = state.to_act
            if len(legal) > 1:
                out.append(state.clone())
            state.apply(bots[seat].choose(state.view(seat), legal))
    return out


POINTS = _points()


def _norm(name, value):
    if name == "full_blown":
        return [(fb.crisis, fb.total) for fb in value]
    if name in ("hand_sizes", "impending_plays"):
        return tuple(value)
    return value


def test_live_view_fields_equal_the_view():
    assert len(POINTS) > 300
    for state in POINTS:
        seat = state.to_act
        view = state.view(seat)
        light = state.live_view(seat)
        for name in SIGHT_FIELDS:
            assert _norm(name, getattr(light, name)) == _norm(name, getattr(view, name)), name


def test_live_view_on_a_sampled_state_equals_its_view():
    rng = random.Random(3)
    for state in POINTS[::5]:
        seat = state.to_act
        sampled = sample_state(state.view(seat), rng)
        view, light = sampled.view(seat), sampled.live_view(seat)
        for name in SIGHT_FIELDS:
            assert _norm(name, getattr(light, name)) == _norm(name, getattr(view, name)), name


def test_samples_of_one_view_do_not_share_anything_that_changes():
    """sample_state sets up what a view shows once and copies it per sample: playing one
    sample to the end must leave the next sample (and the view) untouched."""
    rng = random.Random(4)
    for state in POINTS[::25]:
        seat = state.to_act
        view = state.view(seat)
        first = sample_state(view, rng)
        play_out(first, [make_strategy("cooperative") for _ in range(first.n_players)])
        assert first.is_over and view == state.view(seat)
        second = sample_state(view, rng)
        assert second.view(seat) == view and not second.history
        assert sum(second.card_locations().values()) == 90 + len(second.config.crises)


@pytest.mark.parametrize("spec", SPECS)
def test_strategies_decide_the_same_with_a_live_view(spec):
    for state in POINTS:
        seat = state.to_act
        legal = state.legal_actions()
        a = make_strategy(spec, seed=6).choose(state.view(seat), legal)
        b = make_strategy(spec, seed=6).choose(state.live_view(seat), legal)
        assert a is b


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_light_and_full_playouts_play_the_same_game(seed):
    specs = ["cooperative", "selfish", "balanced:0.5", "random"]
    a = new_game(4, seed=seed)
    b = new_game(4, seed=seed)
    play_out(a, [make_strategy(s, seed=i) for i, s in enumerate(specs)])
    play_out_light(b, [make_strategy(s, seed=i) for i, s in enumerate(specs)])
    assert a.is_over and a.history == b.history and a.outcome == b.outcome


def test_a_strategy_of_its_own_gets_real_views():
    seen = []

    class Curious(make_strategy("cooperative").__class__):
        def choose(self, view, legal):
            seen.append(type(view).__name__)
            return super().choose(view, legal)

    play_out_light(new_game(3, seed=1), [Curious(), Curious(), Curious()])
    assert seen and set(seen) == {"PlayerView"}


class _EndsTurnAlways(Strategy):
    """A broken student strategy: ends the turn even when it must draw or answer."""

    name = "always-end"

    def choose(self, view, legal):
        return EndTurn(view.seat)


def test_an_illegal_choice_names_the_strategy_the_seat_and_the_rule():
    """A strategy written by a student that returns an illegal action stops the run with
    the engine's error (R7.3), saying which seat's strategy chose what."""
    with pytest.raises(IllegalActionError) as err:
        simulate([_EndsTurnAlways(), "cooperative", "cooperative"], 3, seed=1)
    message = str(err.value)
    assert err.value.rule.startswith("R")
    assert "the strategy always-end in seat 1 chose EndTurn(seat=0)" in message
    assert f"[{err.value.rule}]" in message
