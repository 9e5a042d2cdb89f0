"""Deterministic seeds, derived in one place: one seed gives every game, seat and gauge
its own seed.

Every seed of the project is ``derive_seed(seed, stream, ...)`` (SplitMix64 steps), with
one stream per use:

====== ==================================== ============================================
stream  what                                 derived from
====== ==================================== ============================================
0       a simulated game's deal (R1.6)       the run's master seed, the game's number
1       a strategy in a simulated game       master seed, game number, seat
2       a risk-meter rollout's strategies    the estimate's seed, seat
3       a computer player in a played game   the game's seed, seat
4       the risk meter of a played game      the game's seed, the move number
5       a tournament's draw of tables        the tournament's seed, the round
====== ==================================== ============================================

A game's seed depends only on the master seed and the game's number, never on which
process or machine plays it or how games are grouped into chunks -- which is why a run
gives identical records serially, on a process pool or on a Dask cluster.
"""

from __future__ import annotations

from functools import lru_cache

_MASK = (1 << 64) - 1


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def derive_seed(seed: int, *path: int) -> int:
    """A 63-bit seed for the item at ``path`` under ``seed`` (e.g. game 12, seat 3)."""
    x = _splitmix64(seed & _MASK)
    for step in path:
        x = _splitmix64(x ^ _splitmix64(step & _MASK))
    return x >> 1


@lru_cache(maxsize=64)
def _stream(master: int, stream: int) -> int:
    """``derive_seed``'s state after ``(master, stream)``: the same for every game of a
    run, so worked out once (a simulation asks for a seed per game: the three SplitMix
    steps saved are most of the cost)."""
    return _splitmix64(_splitmix64(master & _MASK) ^ _splitmix64(stream))


def game_seed(master: int, index: int) -> int:
    """The engine seed (deal and draw pile, R1.6) of game ``index`` of a run:
    ``derive_seed(master, 0, index)``."""
    return _splitmix64(_stream(master, 0) ^ _splitmix64(index & _MASK)) >> 1


def seat_seed(master: int, index: int, seat: int) -> int:
    """The seed of the strategy in ``seat`` during game ``index`` of a run:
    ``derive_seed(master, 1, index, seat)``."""
    return derive_seed(master, 1, index, seat)


def seat_seeds(master: int, index: int, n_seats: int) -> list[int]:
    """``[seat_seed(master, index, s) for s in range(n_seats)]``."""
    return seeds_of_seats(master, index, range(n_seats))


def seeds_of_seats(master: int, index: int, seats) -> list[int]:
    """``[seat_seed(master, index, s) for s in seats]``, sharing the work the seats have
    in common (this runs once per simulated game, for the seats that need a seed)."""
    x = _splitmix64(_stream(master, 1) ^ _splitmix64(index & _MASK))
    return [_splitmix64(x ^ _splitmix64(seat)) >> 1 for seat in seats]


def tournament_seed(master: int, round_: int) -> int:
    """The seed of round ``round_``'s draw of tables in a tournament (``tournament/draw.py``):
    ``derive_seed(master, 5, round_)``. The tables' games are seeded as a run's games
    (``game_seed``, ``seat_seeds``), table ``i`` as game ``i``."""
    return derive_seed(master, 5, round_)


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the computer player in ``seat`` of a game played with ``game_seed``
    (the widget): the same game seed, the same computer moves."""
    return derive_seed(game_seed, 3, seat)


def risk_seed(game_seed: int, moment: int) -> int:
    """The risk meter's seed after ``moment`` moves of a game played with ``game_seed``:
    the same position of the same game, the same estimate."""
    return derive_seed(game_seed, 4, moment)
