"""``simulate``: many seeded games of a seating of strategies, serial or in parallel.

After Axelrod's tournaments: one master seed, every game (and every seat in it) seeded
from that master seed and the game's number alone (``seeding.py``), games handed out in
chunks, parallelism a parameter and serial by default. Because nothing depends on who
plays a chunk, a run gives the same records serially, on local processes
(``workers=N``) or on any ``concurrent.futures.Executor`` -- a Dask cluster through
``distributed.Client.get_executor()``, Ray, a thread pool.
"""

from __future__ import annotations

import concurrent.futures as cf
from collections.abc import Callable, Sequence
from functools import lru_cache

from terra_widget.bots import ALLOWED_SPECS, Strategy, make_strategy
from terra_widget.rules import GameConfig, GameState
from terra_widget.rules.flat import FlatGame, deck_of

from .records import GameRecord
from .results import SimulationResult
from .rollout import flat_policies, flat_record, play_out
from .seeding import game_seed, seat_seeds

Progress = Callable[[int, int], None]


def prepare_strategies(strategies) -> list[Strategy]:
    """Turn names/strategies into one prototype Strategy per seat (R1.1: 3 to 6 seats).
    Raises ValueError saying what is allowed."""
    if isinstance(strategies, (str, Strategy)) or not isinstance(strategies, Sequence):
        raise ValueError("strategies must be a list with one strategy per seat "
                         f"(3 to 6), each one of: {ALLOWED_SPECS}")
    if not 3 <= len(strategies) <= 6:
        raise ValueError(f"Terra is played by 3 to 6 players, so give 3 to 6 strategies "
                         f"(one per seat), not {len(strategies)}")
    return [make_strategy(s) for s in strategies]


@lru_cache(maxsize=16)
def _config(n_players: int, teams: bool) -> GameConfig:
    """The set-up ``new_game(n_players, teams=teams)`` makes, checked once per run."""
    names = [f"Player {i + 1}" for i in range(n_players)]
    return GameConfig.make(names, teams=teams)


def play_game(prototypes: Sequence[Strategy], index: int, master_seed: int,
              teams: bool = False) -> GameRecord:
    """Play game ``index`` of a run seeded with ``master_seed``; return its record.
    The game is ``new_game(len(prototypes), seed=game_seed(master_seed, index),
    teams=teams)``, played by clones seeded with ``seat_seed(master_seed, index, seat)``.
    When every strategy has a flat policy (the bundled ones) the game is played on the
    engine's flat play-out: the same game, several times faster (see rollout.py)."""
    seed = game_seed(master_seed, index)
    seeds = seat_seeds(master_seed, index, len(prototypes))
    players = [p.clone(seed=s) for p, s in zip(prototypes, seeds, strict=True)]
    specs = tuple(p.spec for p in prototypes)
    config = _config(len(prototypes), teams)
    policies = flat_policies(players)
    if policies is not None:
        game = FlatGame.deal(len(players), deck_of(config.crises), seed, teams=teams)
        return flat_record(index, seed, specs, game.play(policies))
    state = GameState(config, seed, log_events=False)
    play_out(state, players)
    return GameRecord.from_state(index, state, specs)


def run_chunk(prototypes: Sequence[Strategy], master_seed: int, teams: bool,
              start: int, stop: int) -> list[GameRecord]:
    """Games ``start`` .. ``stop - 1`` of a run (the unit of work sent to executors)."""
    return [play_game(prototypes, i, master_seed, teams) for i in range(start, stop)]


def _chunks(games: int, size: int) -> list[tuple[int, int]]:
    return [(a, min(a + size, games)) for a in range(0, games, size)]


def _check_int(name: str, value, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ValueError(f"{name} must be a whole number >= {low}, not {value!r}")
    return value


def simulate(strategies: Sequence[str | Strategy], games: int, *, seed: int,
             teams: bool = False, workers: int | None = None,
             executor: cf.Executor | None = None, progress: Progress | None = None,
             chunk_size: int | None = None) -> SimulationResult:
    """Play ``games`` games with one strategy per seat and return every game's record.

    ``strategies``: 3 to 6 names (``"cooperative"``, ``"balanced:0.3"``...) or
    ``Strategy`` objects; each game gets fresh copies seeded from ``seed``.
    ``seed``: the master seed; the same seed gives the same records whatever runs them.
    ``teams``: the team variant (R5; 4 or 6 players).
    ``workers``: None or 1 plays here; N > 1 uses N local processes.
    ``executor``: any ``concurrent.futures.Executor`` (Dask: ``client.get_executor()``);
    not together with ``workers``. Custom Strategy classes must be importable by the
    workers (defined in a module, not in a notebook cell) to run on processes.
    ``progress``: called as ``progress(games_done, games)`` as chunks finish.
    ``chunk_size``: games per unit of work (default: about 1% of the run, at most 250 --
    it changes nothing in the results).
    """
    prototypes = prepare_strategies(strategies)
    games = _check_int("games", games, 1)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    if not isinstance(teams, bool):
        raise ValueError(f"teams must be True or False, not {teams!r}")
    if teams and len(prototypes) not in (4, 6):
        raise ValueError(f"teams of two need 4 or 6 players, not {len(prototypes)} (R5.2)")
    if workers is not None:
        workers = _check_int("workers", workers, 1)
    if workers is not None and workers > 1 and executor is not None:
        raise ValueError("give either workers= (local processes) or executor=, not both")
    if executor is not None and not isinstance(executor, cf.Executor):
        raise ValueError(f"executor must be a concurrent.futures.Executor, not "
                         f"{type(executor).__name__}")
    if chunk_size is None:
        chunk_size = max(1, min(250, games // 100))
    chunk_size = _check_int("chunk_size", chunk_size, 1)
    chunks = _chunks(games, chunk_size)
    result = SimulationResult(tuple(p.spec for p in prototypes), games, seed, teams)

    if executor is None and (workers is None or workers == 1):
        done = 0
        for start, stop in chunks:
            result.records.extend(run_chunk(prototypes, seed, teams, start, stop))
            done = stop
            if progress is not None:
                progress(done, games)
        return result

    own = None
    if executor is None:
        workers = min(workers, len(chunks))
        executor = own = cf.ProcessPoolExecutor(max_workers=workers)
    try:
        futures = {executor.submit(run_chunk, prototypes, seed, teams, start, stop): start
                   for start, stop in chunks}
        by_start: dict[int, list[GameRecord]] = {}
        done = 0
        for fut in cf.as_completed(futures):
            records = fut.result()
            by_start[futures[fut]] = records
            done += len(records)
            if progress is not None:
                progress(done, games)
    finally:
        if own is not None:
            own.shutdown(wait=True, cancel_futures=True)
    for start, _ in chunks:
        result.records.extend(by_start[start])
    return result
