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

import concurrent.futures as cf
import multiprocessing as mp

import pytest

from terra_widget.bots import make_strategy
from terra_widget.rules import (
    Discard,
    EndTurn,
    GameConfig,
    GameState,
    Hoard,
    Pass,
    Phase,
    PlayFullBlown,
    PlayImpending,
)
from terra_widget.rules.flat import END, HOARD, FlatGame, deck_of
from terra_widget.rules.sets import ALL_SETS
from terra_widget.sim.records import GameRecord
from terra_widget.sim.rollout import flat_record
from terra_widget.sim.runner import play_game
from terra_widget.sim.seeding import game_seed, seat_seeds

SET_INDEX = {cards: j for j, cards in enumerate(ALL_SETS)}
TABLES = ((3, False), (4, False), (4, True), (5, False), (6, False), (6, True))
SEATINGS = (
    ("random",) * 6,
    ("cooperative",) * 6,
    ("selfish",) * 6,
    ("balanced:0.5",) * 6,
    ("random", "cooperative", "selfish", "balanced:0.3", "random", "balanced:0.8"),
    ("cooperative", "random", "balanced:0.5", "selfish", "cooperative", "random"),
)


_CODES: dict[int, tuple] = {}  # id(action) -> (action, code): the engine reuses them


def move_code(action, positions: dict) -> int:
    """The flat code of a typed action (what ``FlatGame``'s policies answer);
    ``positions``: full-blown crisis id -> its place on the table."""
    kind = type(action)
    if kind is PlayFullBlown:
        return positions[action.crisis.id] * 18 + action.solution.index
    hit = _CODES.get(id(action))
    if hit is not None and hit[0] is action:
        return hit[1]
    if kind is Pass:
        code = -1
    elif kind is PlayImpending or kind is Discard:
        code = action.solution.index
    elif kind is EndTurn:
        code = END
    else:
        assert kind is Hoard
        code = HOARD + SET_INDEX[tuple(c.index for c in action.cards)]
    _CODES[id(action)] = (action, code)
    return code


class Lockstep:
    """One seat's flat policy, asked on the flat game, answering on both games."""

    def __init__(self, state: GameState, policy):
        self.state = state
        self.policy = policy

    def _ask(self, phase: Phase, seat: int, options: list[int], answer) -> int:
        state = self.state
        legal = state.advance()  # the GameState's forced moves, up to its next choice
        assert state.phase is phase and state.to_act == seat, (state.phase, phase)
        positions = ({fb.crisis.id: i for i, fb in enumerate(state.full_blown)}
                     if phase is Phase.PLAY else None)
        codes = [move_code(a, positions) for a in legal]
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
    config = GameConfig.make([f"Player {i + 1}" for i in range(n)], teams=teams)
    seed = game_seed(master, index)
    state = GameState(config, seed, log_events=False)
    players = [make_strategy(s, seed=s_seed)
               for s, s_seed in zip(specs, seat_seeds(master, index, n), strict=True)]
    policies = [Lockstep(state, p.flat_policy()) for p in players]
    game = FlatGame.deal(n, deck_of(config.crises), seed, teams=teams).play(policies)
    assert state.advance() == ()  # the GameState's game is over too (R6)
    specs = tuple(specs)
    return GameRecord.from_state(index, state, specs), flat_record(index, seed, specs, game)


def check_games(games: int, master: int, start: int = 0) -> dict:
    """Games ``start`` .. ``games - 1`` in lockstep; how many were lost and saved."""
    outcomes = {"lost": 0, "saved": 0}
    for i in range(start, games):
        n, teams = TABLES[i % len(TABLES)]
        specs = SEATINGS[i // len(TABLES) % len(SEATINGS)][:n]
        typed, flat = lockstep_game(specs, teams, i, master)
        assert typed == flat, (i, specs, teams, typed, flat)
        outcomes[typed.outcome] += 1
    return outcomes


def test_r7_4_a_few_hundred_games_are_the_same_both_ways():
    outcomes = check_games(360, master=2026)
    assert outcomes["lost"] > 20 and outcomes["saved"] > 20  # both endings exercised


def _chunk(bounds: tuple[int, int]) -> dict:
    start, stop = bounds
    return check_games(stop, master=12, start=start)


@pytest.mark.slow
def test_r7_4_a_hundred_thousand_seeded_games_are_the_same_both_ways():
    """About three minutes of CPU, spread over two processes (forked: they share this
    module as imported)."""
    games, step = 100_000, 5_000
    with cf.ProcessPoolExecutor(2, mp_context=mp.get_context("fork")) as pool:
        parts = list(pool.map(_chunk, [(a, a + step) for a in range(0, games, step)]))
    outcomes = {key: sum(p[key] for p in parts) for key in ("lost", "saved")}
    assert sum(outcomes.values()) == games
    assert outcomes["lost"] > 10_000 and outcomes["saved"] > 10_000


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
