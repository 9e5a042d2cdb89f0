"""``FlatGame.play(reach=game.reach())``: the risk meter's rollouts stop once the world can
no longer be lost, and that never changes whether -- or how -- a game is lost.

Only a crisis drawn from the pile can go full-blown (R2.3, R3.6), so the counts of R6.1
can at most reach those of the crises on the table, the impending one and the ones still
in the pile. Once none of those reaches its threshold the world is saved (R6.3) whatever
the players do. Each game below is played twice from the same position by the same
strategies (the same seeds): to the end, and until settled. Both must be lost alike
(the same broken thresholds, R6.1); a game stopped early must stand at the start of a
turn (or where it started) with the world beyond reach of every threshold, and must then
be won when played on.
"""

from __future__ import annotations

import random

import pytest

from terra_widget.bots import make_strategy
from terra_widget.rules import new_game
from terra_widget.rules.core.ending import THRESHOLDS, reach_counts
from terra_widget.rules.core.flat import DRAW, OVER, FlatGame, deck_of
from terra_widget.rules.face.sampling import Sampler
from terra_widget.sim.rollout import flat_policies
from terra_widget.sim.seeding import game_seed

SEATINGS = (
    (("cooperative",) * 4, False),
    (("cooperative",) * 3, False),
    (("random", "cooperative", "selfish", "balanced:0.3", "random"), False),
    (("balanced:0.5",) * 6, True),
    (("selfish", "cooperative", "selfish", "cooperative"), True),
)


def _policies(specs, seed):
    return flat_policies([make_strategy(s, seed=seed * 10 + i) for i, s in enumerate(specs)])


def _reach(game: FlatGame) -> list[int]:
    """R6.1's counts that the crises still in the game could reach together (worked out
    here from scratch, not from the engine's running counts)."""
    crises = game.deck.crises
    alive = [entry[0] for entry in game.full_blown] + [c - 18 for c in game.pile if c >= 18]
    if game.impending >= 0:
        alive.append(game.impending)
    return reach_counts([crises[i] for i in alive])


def _check(start: FlatGame, specs, seed: int) -> bool:
    """Play ``start`` to the end and until settled; True if the second stopped early."""
    full = start.copy().play(_policies(specs, seed))
    reach = start.reach()
    settled = start.copy().play(_policies(specs, seed), reach=reach)
    assert start.reach() == reach  # counted down on a copy
    assert settled.causes == full.causes  # lost alike, the same thresholds (R6.1)
    if settled.phase == OVER:
        return False
    assert not full.lost  # stopped early only when the world is saved
    # at the start of a turn, or where it stood if the world was already safe
    assert settled.phase == DRAW or (settled.phase, settled.turn) == (start.phase, start.turn)
    assert all(count < limit for count, limit in zip(_reach(settled), THRESHOLDS, strict=True))
    # played on (by any strategies), the world is indeed never lost
    on = settled.copy().play(_policies(("random",) * settled.n, seed + 1))
    assert on.phase == OVER and not on.lost
    return True


@pytest.mark.parametrize("specs, teams", SEATINGS)
def test_settled_games_are_lost_exactly_as_full_games(specs, teams):
    deck = deck_of(new_game(len(specs), seed=0, teams=teams).config.crises)
    early = saved = 0
    for i in range(400):
        start = FlatGame.deal(len(specs), deck, game_seed(12, i), teams=teams)
        stopped = _check(start, specs, i)
        early += stopped
        full = start.copy().play(_policies(specs, i))
        saved += not full.lost
    # the stop does happen, for most saved games (else the risk meter gains nothing)
    assert early > saved // 2


def test_rollouts_from_mid_game_views_stop_early_and_agree():
    """The risk meter's own case: hidden cards dealt again from a view (``Sampler``),
    from each phase of several games."""
    early = 0
    checked = 0
    for g in range(6):
        state = new_game(4, seed=g)
        bots = [make_strategy(s, seed=s_i) for s_i, s in
                enumerate(("cooperative", "selfish", "balanced:0.5", "random"))]
        rng = random.Random(g)
        while not state.is_over:
            if state.turn % 7 == 0:
                sampler = Sampler(state.view(None))
                for _ in range(20):
                    sample = sampler.sample(rng.random)
                    assert sample.reach() == sampler.reach  # the same crises, reordered
                    early += _check(sample, ("cooperative",) * 4, g)
                    checked += 1
            seat = state.to_act
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    assert checked > 100 and early > checked // 4


def test_an_already_settled_position_is_left_as_it_is():
    """No crisis left anywhere that could break a threshold: nothing is played."""
    deck = deck_of(new_game(4, seed=0).config.crises)
    game = FlatGame.deal(4, deck, 7)
    game.pile = [c for c in game.pile if c < 18]  # no crisis left to draw
    before = (game.turn, game.current, game.pile[:], [h[:] for h in game.hands])
    game.play(_policies(("cooperative",) * 4, 1), reach=game.reach())
    assert (game.turn, game.current, game.pile, game.hands) == before
    assert game.phase == DRAW and not game.lost
