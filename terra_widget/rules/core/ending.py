"""How a game ends (R6), written once for the engine, its flat play-out, the views and the
strategies: the collective loss (R6.1) and the final ranking (R6.4-R6.5, R5.2)."""

from __future__ import annotations

from .constants import LOSS_COLOUR, LOSS_REGION, LOSS_TOTAL, N_COLOURS, N_REGIONS


def breaks(in_region: int, in_colour: int, total: int) -> bool:
    """R6.1, the loss rule itself: does a table with ``in_region`` full-blown crises in one
    region, ``in_colour`` of one colour and ``total`` in all lose the world? (The flat
    play-out asks it with the counts of the crisis that just went full-blown.)"""
    return in_region >= LOSS_REGION or in_colour >= LOSS_COLOUR or total >= LOSS_TOTAL


#: R6.1's thresholds in one row, in the order of ``reach_counts``: the six regions
#: (``REGIONS`` order), the three colours (``COLOURS`` order), the total.
THRESHOLDS = (LOSS_REGION,) * N_REGIONS + (LOSS_COLOUR,) * N_COLOURS + (LOSS_TOTAL,)
#: Where the total stands in a row of ``THRESHOLDS``.
TOTAL = len(THRESHOLDS) - 1


def reach_counts(crises) -> list[int]:
    """How many of ``crises`` (full-blown, impending or still in the pile) fall under each
    threshold of ``THRESHOLDS``: the most full-blown crises each count of R6.1 can ever
    reach while no other crisis can go full-blown."""
    by_region, by_colour, total = full_blown_counters(crises)
    return [*by_region, *by_colour, total]


def full_blown_counters(crises) -> tuple[list[int], list[int], int]:
    """R6.1's counters for the full-blown ``crises``: how many per region (``REGIONS``
    order), per colour (``COLOURS`` order) and in all."""
    by_region = [0] * N_REGIONS
    by_colour = [0] * N_COLOURS
    total = 0
    for crisis in crises:
        by_region[crisis.ridx] += 1
        by_colour[crisis.cidx] += 1
        total += 1
    return by_region, by_colour, total


def broken_thresholds(by_region, by_colour, total: int) -> tuple[tuple[str, int, int], ...]:
    """R6.1: the thresholds that full-blown crises counted per region (6), per colour (3)
    and in all break, as ``(kind, index, count)`` -- regions, then colours, then the
    total; empty while the world holds."""
    if not breaks(max(by_region), max(by_colour), total):
        return ()
    out = [("region", i, k) for i, k in enumerate(by_region) if k >= LOSS_REGION]
    out += [("colour", i, k) for i, k in enumerate(by_colour) if k >= LOSS_COLOUR]
    if total >= LOSS_TOTAL:
        out.append(("total", -1, total))
    return tuple(out)


def margins(by_region, by_colour, total: int) -> tuple[list[int], list[int], int]:
    """R6.1: how many more full-blown crises each threshold can take (1: the next one in
    that region / of that colour loses the world)."""
    return ([LOSS_REGION - k for k in by_region], [LOSS_COLOUR - k for k in by_colour],
            LOSS_TOTAL - total)


def would_break(by_region, by_colour, total: int, region: int, colour: int) -> bool:
    """R6.1: would one more full-blown crisis of ``region`` and ``colour`` lose the world?"""
    return breaks(by_region[region] + 1, by_colour[colour] + 1, total + 1)


def danger(by_region, by_colour, total: int) -> float:
    """How close the table is to R6.1, from 0 (no full-blown crisis) to 1 (one more in the
    wrong place loses the world): the nearest of the three thresholds."""
    return min(1.0, max(total / (LOSS_TOTAL - 1), max(by_region) / (LOSS_REGION - 1),
                        max(by_colour) / (LOSS_COLOUR - 1)))


def team_seats(n_players: int, teams: bool) -> list[tuple[int, ...]]:
    """R5.1: partners sit opposite (seats 1&3, 2&4 / 1&4, 2&5, 3&6); without teams each
    seat is on its own."""
    if not teams:
        return [(s,) for s in range(n_players)]
    half = n_players // 2
    return [(t, t + half) for t in range(half)]


def rank(scores, teams: bool) -> tuple[list[tuple[int, tuple[int, ...], int]], tuple[int, ...]]:
    """R6.4-R6.5 (R5.2: teams add their members' scores): the ranking as ``(rank, seats,
    score)`` lines, best first (ties share a rank), and the winning seats."""
    groups = [(members, sum(scores[m] for m in members))
              for members in team_seats(len(scores), teams)]
    groups.sort(key=lambda g: (-g[1], g[0]))
    ranking: list[tuple[int, tuple[int, ...], int]] = []
    for i, (members, score) in enumerate(groups):
        place = ranking[-1][0] if ranking and ranking[-1][2] == score else i + 1
        ranking.append((place, members, score))
    return ranking, winning_seats(scores, teams)


def winning_seats(scores, teams: bool) -> tuple[int, ...]:
    """R6.5 (R5.2: teams add their members' scores): the seats with the best score, ties
    included, in seat order -- ``rank``'s winners without sorting the ranking (a
    simulation asks this once per saved game)."""
    if not teams:
        best = max(scores)
        return tuple([s for s, score in enumerate(scores) if score == best])
    groups = [(members, sum(scores[m] for m in members))
              for members in team_seats(len(scores), teams)]
    best = max(score for _, score in groups)
    return tuple(sorted(m for members, score in groups if score == best for m in members))
