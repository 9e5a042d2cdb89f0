"""The flat core's tables (cards as ints, see ``flat.py``): phase numbers, move codes, a
kind's value and colour, the seat rings, the one shuffle of the engine (R1.6), a crisis
list as flat tables (``Deck``)."""

from __future__ import annotations

from collections import OrderedDict
from math import floor

from .constants import SOLUTION_COUNTS
from .ending import THRESHOLDS, TOTAL
from .kinds import ALL_SETS

DRAW, RESPOND, PLAY, DISCARD, OVER = range(5)
_FINISH = 5  # inside ``play``: the turn is ending (discard down to 8 first, R4.8)
#: Move codes of ``play``: end the turn, or HOARD + the set's index in ALL_SETS.
END = -1
HOARD = 10_000
#: What a face (``GameState``'s, see ``flat_play.play``) answers to pause the game.
PAUSE = -2

VAL = tuple(k % 6 + 1 for k in range(18))  # a kind's value (R0.5)
COL = tuple(k // 6 for k in range(18))  # a kind's colour index (green, blue, red)
SET_VALUE = tuple(VAL[a] + VAL[b] + VAL[c] for a, b, c in ALL_SETS)  # R6.4
_CLEAR = tuple(~(1 << k) for k in range(18))
#: _RINGS[n][seat]: the seats of an n-player table in play order from ``seat`` (R2.3, R4.8).
_RINGS = {n: tuple(tuple((s + i) % n for i in range(n)) for s in range(n)) for n in range(2, 7)}
#: _ANSWERING[n][seat][left]: the first ``left`` seats of ``_RINGS[n][seat]``: who answers an
#: impending crisis from ``seat`` on, ``left`` answers to come (R3.1), made once.
_ANSWERING = {n: tuple(tuple(ring[:left] for left in range(n + 1)) for ring in rings)
              for n, rings in _RINGS.items()}
_CLEAR_COLOUR = tuple(~(63 << 6 * c) for c in range(3))  # a mask without colour c's kinds
#: The 90 Solutions in the order GameState shuffles them (kind by kind, R0.5).
SOLUTION_DECK = tuple(k for k in range(18) for _ in range(SOLUTION_COUNTS[VAL[k]]))


#: Per list length, the steps of ``shuffle``: each place ``i`` from the last down to 1,
#: with ``i + 1`` as a float (made once per length: a deck's few lengths).
_STEPS: dict[int, tuple[tuple[int, float], ...]] = {}


def _steps(length: int) -> tuple[tuple[int, float], ...]:
    steps = _STEPS[length] = tuple((i, float(i + 1)) for i in range(length - 1, 0, -1))
    return steps


def shuffle(items: list, rand) -> None:
    """Fisher-Yates driven by ``rand = rng.random`` (R1.6): the one shuffle of the engine
    (``GameState`` deals with it too), seeded like ``rng.shuffle`` but faster. (``floor``
    of a product in [0, i + 1) is ``int`` of it, one call cheaper; ``i + 1`` comes as the
    float the product turns it into anyway, so each draw gives the same place.)"""
    length = len(items)
    steps = _STEPS.get(length) or _steps(length)
    for i, size in steps:
        j = floor(rand() * size)
        items[i], items[j] = items[j], items[i]


def mix_in(pile: list, crises, rand) -> None:
    """Put ``crises`` into ``pile``, a list already in random order, each at a random place
    drawn with ``rand = rng.random`` (each of the ``len(pile) + 1`` gaps alike): a pile in
    random order, as shuffling them together would give, for a draw per crisis rather
    than one per card -- how the risk meter's samples deal their draw pile (R7.5), a
    few crises into tens of unseen Solutions already shuffled to deal the hands."""
    for crisis in crises:
        pile.insert(floor(rand() * (len(pile) + 1)), crisis)


class Deck:
    """A crisis list as flat tables: colour, region and threat of crisis ``i`` (R0.4).

    ``crises`` is any sequence of crises that name their ``id``, ``cidx`` (colour
    index), ``ridx`` (region index) and ``threat``: the core reads these four and no
    more, so it needs no typed card (the face's ``Crisis`` has them)."""

    __slots__ = ("crises", "colour", "region", "threat", "index", "reach_keys")

    def __init__(self, crises: tuple):
        self.crises = crises
        self.colour = tuple(c.cidx for c in crises)
        self.region = tuple(c.ridx for c in crises)
        self.threat = tuple(c.threat for c in crises)
        self.index = {c.id: i for i, c in enumerate(crises)}
        # the thresholds of R6.1 crisis i counts under, as places in ``ending.THRESHOLDS``
        self.reach_keys = tuple((c.ridx, 6 + c.cidx, TOTAL) for c in crises)


#: Most crisis lists whose move tables (``face/action_tables.py``) and flat tables
#: (``deck_of``) are kept for the next game. A list's move tables take 6 seats x its
#: crises' moves: 0.7 MB for the 18 crises of the box, 3.3 MB for the longest list a
#: file may hold (``face/save_limits.MAX_CRISES``) once built, and more once games fill
#: their hoard cache (6.7 MB after one game). Building them takes as long as playing 20
#: to 40 whole games (130 to 180 for the longest list; ``benchmarks/deck_cache.py``,
#: medians on a busy machine), so a simulation, which plays thousands of games on one
#: list, must not rebuild them. A classroom rarely switches between more than a couple
#: of lists, and one that loads many custom lists keeps at most this many, not one per
#: list ever loaded.
MAX_CACHED_DECKS = 4

#: The flat tables of the crisis tuples used last, least recently used first (each entry
#: keeps its tuple, so that its id is not reused while it is listed).
_DECKS: OrderedDict[int, tuple[tuple, Deck]] = OrderedDict()


def deck_of(crises: tuple) -> Deck:
    """The flat tables of a crisis list, made once per list (looked up by identity) and
    kept for the last few lists only (``MAX_CACHED_DECKS``: a classroom that loads
    many custom lists does not keep them all)."""
    ident = id(crises)
    hit = _DECKS.get(ident)
    if hit is not None and hit[0] is crises:
        _DECKS.move_to_end(ident)
        return hit[1]
    deck = Deck(crises)
    _DECKS[ident] = (crises, deck)
    while len(_DECKS) > 4 * MAX_CACHED_DECKS:  # as action_tables: a few tuples per list
        _DECKS.popitem(last=False)
    return deck


def _gone(reach: list[int], keys: tuple[int, int, int]) -> int:
    """A crisis has left the game for good (solved: R3.3, R4.3): take it off the ``reach``
    counts of ``play(reach=...)`` (its region, colour and the total); how many
    thresholds of R6.1 fall out of reach with it."""
    out = 0
    for key in keys:
        left = reach[key] = reach[key] - 1
        if left == THRESHOLDS[key] - 1:
            out += 1
    return out
