"""The draw of a tournament's tables: who sits where, round after round."""

from __future__ import annotations

import random

from ..seeding import tournament_seed


def draw_tables(n_entrants: int, games: int, seats: int, seed: int) -> list[tuple[int, ...]]:
    """The tables of a tournament: ``games`` rounds; in each, the entrants (and ``-1``,
    the baseline, for the seats left over) are shuffled with the round's own seed and
    dealt ``seats`` to a table. Every entrant plays once per round, so ``games`` games;
    its seat and table-mates are drawn afresh every round."""
    per_round = -(-n_entrants // seats)
    pool = list(range(n_entrants)) + [-1] * (per_round * seats - n_entrants)
    tables = []
    for r in range(games):
        order = pool[:]
        random.Random(tournament_seed(seed, r)).shuffle(order)
        tables += [tuple(order[i:i + seats]) for i in range(0, len(order), seats)]
    return tables
