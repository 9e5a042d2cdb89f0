"""``simulate``: many seeded games of a seating of strategies, serial or in parallel.

After Axelrod's tournaments: one master seed, every game (and every seat in it) seeded
from that master seed and the game's number alone (``seeding.py``), games handed out in
chunks, parallelism a parameter and serial by default. Because nothing depends on who
plays a chunk, a run gives the same records serially, on local processes
(``workers=N``) or on any ``concurrent.futures.Executor`` -- a Dask cluster through
``distributed.Client.get_executor()``, Ray, a thread pool.

A run of any length takes bounded memory: chunks of games are handed out lazily (a few
per worker at a time), each chunk comes back as a ``Tally`` of its games -- whole-number
counts that merge in any order, so the summary is the same however chunks finish -- and
the per-game records are kept only when asked (or for runs of up to
``KEEP_RECORDS_UP_TO`` games). Without records no ``GameRecord`` is even built: each
finished flat game is counted as it stands (``Tally.add_flat``, the same counts as its
record gives: ``tests/sim/test_tally_paths.py``) and dropped.
"""

from __future__ import annotations

import concurrent.futures as cf
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache

from terra_widget.bots import ALLOWED_SPECS, Strategy, make_strategy
from terra_widget.checks import is_whole
from terra_widget.rules import (
    FlatGame,
    GameConfig,
    StrategySeat,
    check_length,
    deck_of,
    default_names,
    teams_refusal,
    tracked_deal,
)

from . import strategy_errors
from .pool import check_executor, in_flight, local_processes
from .progress import Progress, reporter
from .records import GameRecord
from .results import KEEP_RECORDS_UP_TO, SimulationResult
from .rollout import flat_record
from .seeding import game_seed, seeds_of_seats
from .tally import Tally

#: The most games one ``simulate`` call (or ``terra-widget simulate``) plays. 10**8 games
#: already pin a loss rate down to +-0.01 percentage points (95% interval) and take many
#: hours on one core; a larger number is far more likely a typo than a plan. For more,
#: run several seeds and merge their tallies.
MAX_GAMES = 100_000_000
#: Why ``MAX_GAMES`` (said with the error, by the API and the command line).
MAX_GAMES_WHY = (" games in one run (that many already give a loss rate to +-0.01 percentage "
                 "points and take hours; for more, run several seeds)")


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
def _config(n_players: int, teams: bool, length: str = "full") -> GameConfig:
    """The set-up ``new_game(n_players, teams=teams, length=length)`` makes, checked once
    per run."""
    return GameConfig.make(default_names(n_players), teams=teams, length=length)


def play_game(prototypes: Sequence[Strategy], index: int, master_seed: int,
              teams: bool = False, length: str = "full") -> GameRecord:
    """Play game ``index`` of a run seeded with ``master_seed``; return its record.
    The game is ``new_game(len(prototypes), seed=game_seed(master_seed, index),
    teams=teams)``, played by clones seeded with ``seat_seed(master_seed, index, seat)``,
    on the engine's flat play-out (see ``table_policies``): the same game as through
    ``GameState``, several times faster."""
    return _Seating(prototypes, teams, length).play(index, master_seed)


def seat_policy(player: Strategy, config: GameConfig, reuse: StrategySeat | None = None
                ) -> tuple[object, bool]:
    """How a strategy plays on the flat engine, and whether it reads views.

    The one place that chooses: a strategy with a flat policy (the bundled ones) plays
    it; any other (a student's, on the view API) sits as a ``StrategySeat``, asked with
    the view and the typed legal actions ``GameState`` would give (R7.5, R7.2) and
    refused as ``GameState`` refuses (R7.3). A table with such a seat needs its game
    tracked (``rules.face.seat.tracked_deal``). ``tests/rules/test_strategy_seat.py`` checks
    the seat's views and refusals against ``GameState``'s. ``reuse``: a
    ``StrategySeat`` of an earlier game with the same ``config``, to seat ``player`` in
    (a run makes one per seat, not one per game)."""
    own = player.flat_policy()
    if own is None:
        if reuse is not None:
            return reuse.sit(player), True
        return StrategySeat(player, config, explain=strategy_errors), True
    return own, False


class _Seating:
    """What every game of a run shares, worked out once per run played here (once per
    chunk of games sent to an executor): the set-up,
    the specs, and the flat policies that are ``shared`` (no memory, no random numbers:
    Cooperative, Selfish), so that their seats need no clones and no seat seeds -- when
    every seat's is, a game needs none at all."""

    def __init__(self, prototypes: Sequence[Strategy], teams: bool, length: str = "full"):
        self.prototypes = prototypes
        self.teams = teams
        self.n = len(prototypes)
        self.specs = tuple(p.spec for p in prototypes)
        self.config = _config(len(prototypes), teams, length)
        self.keep = self.config.pile_solutions  # the short game's pile (R1.3)
        self.hand = self.config.hand_size  # and its hands (R1.2)
        self.deck = deck_of(self.config.crises)
        # per seat, its shared flat policy (the same for every game), or None
        self.fixed = []
        for prototype in prototypes:
            policy, _ = seat_policy(prototype, self.config)
            self.fixed.append(policy if getattr(policy, "shared", False) else None)
        self.shared = None if None in self.fixed else self.fixed
        # the seats whose strategy is copied afresh (and seeded) for every game
        self.free = tuple(seat for seat, policy in enumerate(self.fixed) if policy is None)
        # per seat, the StrategySeat its strategy sat in last game (made once a run)
        self.seats: list[StrategySeat | None] = [None] * self.n

    def play(self, index: int, master_seed: int) -> GameRecord:
        """Play game ``index`` of the run; its record."""
        seed = game_seed(master_seed, index)
        return flat_record(index, seed, self.specs, self._finish(index, master_seed, seed))

    def count(self, index: int, master_seed: int, tally: Tally) -> None:
        """Play game ``index`` of the run and count it into ``tally``, building no record
        (what a run that keeps no records does with each game)."""
        tally.add_flat(self._finish(index, master_seed, game_seed(master_seed, index)))

    def _finish(self, index: int, master_seed: int, seed: int) -> FlatGame:
        """Game ``index`` (set up from ``seed``) played to its end on the flat engine."""
        policies = self.shared
        if policies is None:
            free = self.free
            policies = self.fixed[:]
            views = False
            for seat, own in zip(free, seeds_of_seats(master_seed, index, free), strict=True):
                # a fresh copy for this game, seeded for its seat
                player = self.prototypes[seat].clone(seed=own)
                policy, reads = seat_policy(player, self.config, self.seats[seat])
                policies[seat] = policy
                if reads:
                    self.seats[seat] = policy
                    views = True
            if views:
                game = tracked_deal(self.config, seed, self.deck).play(policies)
                for seat in free:  # kept for the next game, not holding this one
                    if self.seats[seat] is not None:
                        self.seats[seat].stand()
                return game
        return FlatGame.deal(self.n, self.deck, seed, teams=self.teams,
                             keep=self.keep, hand=self.hand).play(policies)


def run_chunk(prototypes: Sequence[Strategy], master_seed: int, teams: bool,
              start: int, stop: int, seating: _Seating | None = None, *,
              length: str = "full") -> list[GameRecord]:
    """The records of games ``start`` .. ``stop - 1`` of a run."""
    play = (seating or _Seating(prototypes, teams, length)).play
    return [play(i, master_seed) for i in range(start, stop)]


def play_chunk(prototypes: Sequence[Strategy], master_seed: int, teams: bool,
               start: int, stop: int, keep_records: bool, seating: _Seating | None = None,
               tally: Tally | None = None, length: str = "full"
               ) -> tuple[int, Tally, list[GameRecord] | None]:
    """Play games ``start`` .. ``stop - 1`` of a run (the unit of work sent to executors):
    ``(start, their tally, their records or None)``. Without ``keep_records`` no record
    is built: each game is counted as it finishes (``Tally.add_flat``) and dropped.
    ``seating`` and ``tally``: the run's own when the chunks are played here, one after
    the other (set up once for the run instead of once per chunk, and counted straight
    into the run's tally instead of a tally per chunk merged into it)."""
    seating = seating or _Seating(prototypes, teams, length)
    tally = tally if tally is not None else Tally(len(prototypes))
    if keep_records:
        records = run_chunk(prototypes, master_seed, teams, start, stop, seating)
        for record in records:
            tally.add(record)
        return start, tally, records
    count = seating.count
    for i in range(start, stop):
        count(i, master_seed, tally)
    return start, tally, None


def _chunks(games: int, size: int) -> Iterator[tuple[int, int]]:
    """The chunks of a run, made one at a time as they are handed out."""
    for a in range(0, games, size):
        yield a, min(a + size, games)


def _check_int(name: str, value, low: int, high: int | None = None, why: str = "") -> int:
    if not is_whole(value) or value < low:
        raise ValueError(f"{name} must be a whole number >= {low}, not {value!r}")
    if high is not None and value > high:
        raise ValueError(f"{name} must be at most {high:,}{why}, not {value:,}")
    return value


def simulate(strategies: Sequence[str | Strategy], games: int, *, seed: int,
             teams: bool = False, workers: int | None = None,
             executor: cf.Executor | None = None, progress: Progress | bool | None = None,
             chunk_size: int | None = None, records: bool | None = None,
             length: str = "full") -> SimulationResult:
    """Play ``games`` games with one strategy per seat and return their summary (and, for
    runs of up to 10,000 games or when asked, every game's record).

    ``strategies``: 3 to 6 names (``"cooperative"``, ``"balanced:0.3"``...) or
    ``Strategy`` objects; each game gets fresh copies seeded from ``seed``.
    ``games``: 1 to ``MAX_GAMES`` (100,000,000). Memory does not grow with it unless
    records are kept.
    ``seed``: the master seed; the same seed gives the same games whatever runs them.
    ``teams``: the team variant (R5; 4 or 6 players).
    ``length``: ``"full"`` or ``"short"``, the classroom short game (docs/rules.md).
    ``workers``: None or 1 plays here; N > 1 uses N local processes.
    ``executor``: any ``concurrent.futures.Executor`` (Dask: ``client.get_executor()``);
    not together with ``workers``. Custom Strategy classes must be importable by the
    workers (defined in a module, not in a notebook cell) to run on processes.
    ``progress``: True for a progress bar (tqdm: on the terminal, or a widget in a
    notebook), or a callable ``progress(games_done, games)`` called as chunks finish.
    ``chunk_size``: games per unit of work (default: about 1% of the run, at most 250 --
    it changes nothing in the results).
    ``records``: keep every game's ``GameRecord`` (``result.records``,
    ``result.to_dataframe()``): True always, False never, None (default) for runs of up
    to ``KEEP_RECORDS_UP_TO`` (10,000) games. ``summary()`` and ``table()`` never need
    them.
    """
    prototypes = prepare_strategies(strategies)
    games = _check_int("games", games, 1, MAX_GAMES, MAX_GAMES_WHY)
    if not is_whole(seed):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    if not isinstance(teams, bool):
        raise ValueError(f"teams must be True or False, not {teams!r}")
    if teams and (refusal := teams_refusal(len(prototypes))) is not None:
        raise refusal  # a ValueError naming R5.2
    length = check_length(length)  # a ConfigError (a ValueError) saying what is allowed
    if workers is not None:
        workers = _check_int("workers", workers, 1)
    check_executor(executor, workers)
    if records is None:
        records = games <= KEEP_RECORDS_UP_TO
    elif not isinstance(records, bool):
        raise ValueError(f"records must be True, False or None (keep them for runs of up "
                         f"to {KEEP_RECORDS_UP_TO:,} games), not {records!r}")
    if chunk_size is None:
        chunk_size = max(1, min(250, games // 100))
    chunk_size = _check_int("chunk_size", chunk_size, 1)
    chunks = _chunks(games, chunk_size)
    progress = reporter(progress, games)
    tally = Tally(len(prototypes))
    kept: list[GameRecord] | None = [] if records else None
    done = 0

    def count(chunk: tuple[int, Tally, list[GameRecord] | None]) -> None:
        nonlocal done
        tally.merge(chunk[1])
        done += chunk[1].games
        if progress is not None:
            progress(done, games)

    if executor is None and (workers is None or workers == 1):
        seating = _Seating(prototypes, teams, length)
        for start, stop in chunks:  # counted into ``tally`` as they are played
            chunk = play_chunk(prototypes, seed, teams, start, stop, records, seating, tally)
            if kept is not None:
                kept.extend(chunk[2])
            done = tally.games
            if progress is not None:
                progress(done, games)
    else:
        waiting: dict[int, list[GameRecord]] = {}  # records of chunks ahead of `kept`
        jobs = ((play_chunk, prototypes, seed, teams, start, stop, records)
                + ((None, None, length) if length != "full" else ())
                for start, stop in chunks)
        with _executor(executor, workers, -(-games // chunk_size)) as pool:
            for chunk in in_flight(pool, jobs):
                if kept is not None:  # in game order, whatever order chunks finish in
                    waiting[chunk[0]] = chunk[2]
                    while len(kept) in waiting:
                        kept.extend(waiting.pop(len(kept)))
                count(chunk)
    return SimulationResult(tuple(p.spec for p in prototypes), games, seed, teams,
                            records=kept, tally=tally, length=length)


@contextmanager
def _executor(executor: cf.Executor | None, workers: int | None, jobs: int):
    """``executor`` as given (its owner shuts it down), or local processes for ``workers``
    (no more than there are ``jobs``), shut down on leaving."""
    if executor is not None:
        yield executor
        return
    with local_processes(min(workers, jobs)) as own:
        yield own
