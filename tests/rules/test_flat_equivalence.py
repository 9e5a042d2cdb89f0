"""The flat play-out (``terra_widget.rules.flat``) plays the very games ``GameState`` plays.

Simulations and the risk meter run the rules a second time, on plain ints with nothing
re-checked (R7.3 is ``GameState``'s job). That is allowed only because this test shows,
game by game, that both play identical games: 100,000 seeded games (3 to 6 players, with
and without teams, every bundled strategy, alone and mixed) are played in lockstep. At
every question the flat game asks a strategy, the ``GameState`` is brought to its next
real choice (``advance``, R7.2) and must be at the same seat, in the same phase, with the
same legal moves in the same order; the answer is then applied to both (the
``GameState`` checking it, R7.3). At the end both must agree on everything a simulation
records: outcome and causes (R6.1), turns, points, hoards and final scores (R6.4),
contributions and winners (R6.5, R5.2).
"""

from __future__ import annotations

import pytest
from rules_support import (
    lockstep_in_two_processes,
    lockstep_records,
    lockstep_run,
    lockstep_setup,
    move_code,
)

from terra_widget.bots import make_strategy
from terra_widget.rules import GameConfig, GameState, Phase
from terra_widget.rules.flat import FlatGame, deck_of
from terra_widget.sim.records import GameRecord
from terra_widget.sim.runner import play_game
from terra_widget.sim.seeding import game_seed, seat_seeds

SEATINGS = (
    ("random",) * 6,
    ("cooperative",) * 6,
    ("selfish",) * 6,
    ("balanced:0.5",) * 6,
    ("random", "cooperative", "selfish", "balanced:0.3", "random", "balanced:0.8"),
    ("cooperative", "random", "balanced:0.5", "selfish", "cooperative", "random"),
)


class Lockstep:
    """One seat's flat policy, asked on the flat game, answering on both games."""

    def __init__(self, state: GameState, policy):
        self.state = state
        self.policy = policy

    def _ask(self, phase: Phase, seat: int, options: list[int], answer) -> int:
        state = self.state
        legal = state.advance()  # the GameState's forced moves, up to its next choice
        assert state.phase is phase and state.to_act == seat, (state.phase, phase)
        full_blown = state.full_blown
        codes = [move_code(a, full_blown) for a in legal]
        assert codes == options, (phase, codes, options)
        move = answer()
        state.apply(legal[codes.index(move)])
        return move

    def respond(self, g, seat):
        return self._ask(Phase.RESPOND, seat, [-1, *g.respond_kinds(seat)],
                         lambda: self.policy.respond(g, seat))

    def play(self, g, seat):
        return self._ask(Phase.PLAY, seat, g.play_moves(seat),
                         lambda: self.policy.play(g, seat))

    def discard(self, g, seat):
        return self._ask(Phase.DISCARD, seat, g.discard_kinds(seat),
                         lambda: self.policy.discard(g, seat))


def lockstep_game(specs, teams: bool, index: int, master: int) -> tuple:
    """Play game ``index`` of a run both ways at once; return both records."""
    n = len(specs)
    config, seed, seeds = lockstep_setup(n, teams, index, master)
    state = GameState(config, seed, log_events=False)
    players = [make_strategy(s, seed=s_seed) for s, s_seed in zip(specs, seeds, strict=True)]
    policies = [Lockstep(state, p.flat_policy()) for p in players]
    game = FlatGame.deal(n, deck_of(config.crises), seed, teams=teams).play(policies)
    return lockstep_records(index, seed, specs, state, game)


def check_games(start: int, stop: int, master: int) -> dict:
    """Games ``start`` .. ``stop - 1`` in lockstep; how many were lost and saved."""
    return lockstep_run(lockstep_game, SEATINGS, start, stop, master)


def test_r7_4_a_few_hundred_games_are_the_same_both_ways():
    outcomes = check_games(0, 360, master=2026)
    assert outcomes["lost"] > 20 and outcomes["saved"] > 20  # both endings exercised


@pytest.mark.slow
def test_r7_4_a_hundred_thousand_seeded_games_are_the_same_both_ways():
    """About three minutes of CPU, spread over two processes."""
    lockstep_in_two_processes(check_games, master=12)


@pytest.mark.parametrize("specs, teams", [(("cooperative",) * 4, False),
                                          (("random", "selfish", "balanced:0.5"), False),
                                          (("balanced:0.2", "cooperative") * 3, True)])
def test_simulate_records_equal_the_gamestate_games(specs, teams):
    """``simulate``'s flat games equal the same games played on a ``GameState``, both by
    ``play_out`` (bundled strategies answer on ``FlatGame.from_state``) and by the
    strategies' own ``choose`` on a ``PlayerView`` per decision: the public paths, end to
    end."""
    from terra_widget.sim.rollout import play_out

    protos = [make_strategy(s) for s in specs]
    n = len(specs)
    config = GameConfig.make([f"Player {j + 1}" for j in range(n)], teams=teams)
    for i in range(25):
        flat = play_game(protos, i, 7, teams)
        state = GameState(config, game_seed(7, i), log_events=False)
        play_out(state, [p.clone(seed=s) for p, s in zip(protos, seat_seeds(7, i, n),
                                                           strict=True)])
        assert GameRecord.from_state(i, state, specs) == flat
        state = GameState(config, game_seed(7, i), log_events=False)
        players = [p.clone(seed=s) for p, s in zip(protos, seat_seeds(7, i, n), strict=True)]
        while legal := state.advance():
            seat = legal[0].seat
            state.apply(players[seat].choose(state.view(seat), legal))
        assert GameRecord.from_state(i, state, specs) == flat
