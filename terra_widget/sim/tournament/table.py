"""One table of a tournament, played with every strategy guarded, and the rule that makes a
strategy sit out after its first failure.

Table ``i`` is game ``i`` of a ``simulate`` run: dealt from ``game_seed(seed, i)`` (R1.6),
its strategies seeded with ``seat_seeds(seed, i, n)``, so the same seed gives the same
table whoever plays it.
"""

from __future__ import annotations

from dataclasses import dataclass

from terra_widget.bots import make_strategy
from terra_widget.rules.face.seat import tracked_deal

from .. import strategy_errors
from ..runner import _config
from ..seeding import game_seed, seat_seeds
from .guard import Guarded, Watchdog

#: The strategy that fills empty seats and finishes a failed strategy's game.
BASELINE = "cooperative"


@dataclass(frozen=True)
class TableResult:
    """One game of the tournament: its table number, who sat where (``-1``: the
    baseline), whether the world was lost (R6.1), per seat its track points (the common
    good, R3.4/R4.3), hoarded points (R4.6), cards given per colour and whether it won
    (R6.5), and the seats whose strategy failed: ``(seat, decision, kind, text)``."""

    table: int
    seats: tuple[int, ...]
    lost: bool
    points: tuple[int, ...]
    hoard_points: tuple[int, ...]
    contributed: tuple[tuple[int, int, int], ...]
    winners: tuple[int, ...]
    failures: tuple[tuple[int, int, str, str], ...] = ()
    #: the seats whose strategy sat this game out (it had failed at an earlier table):
    #: the baseline played them from the start
    benched: tuple[int, ...] = ()


def play_table(entrants, index: int, seats: tuple[int, ...], seed: int, watchdog,
               faults=None, bench=None) -> TableResult:
    """Game ``index`` of the tournament (``seats``: the entrant in each seat, ``-1`` the
    baseline), each strategy guarded by ``watchdog``; ``faults``: ``{seat: (decision,
    kind, text)}`` found before (see ``Guarded``); ``bench``: ``{entrant: the table of
    its first failure}``: an entrant that failed at an earlier table sits this one out
    (the baseline plays its seat from the start)."""
    n = len(seats)
    config = _config(n, False)
    gseed = game_seed(seed, index)
    sseeds = seat_seeds(seed, index, n)
    baseline = make_strategy(BASELINE).flat_policy()
    policies = []
    benched = tuple(s for s, who in enumerate(seats) if sits_out(bench, who, index))
    for s, who in enumerate(seats):
        if who < 0 or s in benched:
            policies.append(baseline)
        else:
            entrant = entrants[who]
            policies.append(Guarded(lambda e=entrant, sd=sseeds[s]: e.make(sd), s, config,
                                     baseline, watchdog, index, (faults or {}).get(s)))
    game = tracked_deal(config, gseed).play(policies)
    failures = tuple((p.seat, *p.failure) for p in policies
                     if isinstance(p, Guarded) and p.failure is not None)
    return TableResult(index, seats, bool(game.causes), tuple(game.points),
                       tuple(game.hoard_values), tuple(map(tuple, game.contributed)),
                       game.winners(), failures, benched)


def sits_out(bench, who: int, index: int) -> bool:
    """Does entrant ``who`` sit table ``index`` out: did it fail at an earlier table?"""
    first = None if bench is None or who < 0 else bench.get(who)
    return first is not None and first < index


def note_failures(bench: dict, result: TableResult) -> None:
    """Add the failures of ``result`` to ``bench`` (each entrant's first failing table)."""
    for seat, *_ in result.failures:
        who = result.seats[seat]
        if bench.get(who, result.table + 1) > result.table:
            bench[who] = result.table


_LOCAL: dict = {}


def play_tables(entrants, jobs, seed: int, limit: float, lang: str, bench=None
                ) -> list[TableResult]:
    """Play ``jobs`` (``(index, seats)`` pairs, in table order) with ``bench`` (see
    ``play_table``), adding each table's failures to it: the unit of work sent to an
    executor."""
    dog = _LOCAL.get(limit)
    if dog is None:
        dog = _LOCAL[limit] = Watchdog(limit)
    bench = dict(bench or {})
    out = []
    with strategy_errors.explaining_in(lang), dog.watching():
        for i, seats in jobs:
            out.append(play_table(entrants, i, seats, seed, dog, bench=bench))
            note_failures(bench, out[-1])
    return out
