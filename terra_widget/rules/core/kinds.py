"""A hand as ints: the bit of each kind of Solution in a hand's masks, and the sets of
R4.5 a hand can make, found from those masks.

A Solution is its kind 0..17 (colour-major, value-minor: kind ``k`` has colour ``k // 6``
and value ``k % 6 + 1``, R0.5). A hand keeps two masks -- the kinds it holds, and those it
holds three times or more -- so that "can this seat hoard?" (R4.4) is a few table look-ups.
The typed face names these sets by their cards (``face/sets.py``: ``ALL_SET_CARDS``,
``classify_set``).
"""

from __future__ import annotations

from itertools import permutations

#: KIND_BIT[k]: the bit of kind ``k`` in a hand's mask of the kinds it holds.
KIND_BIT: tuple[int, ...] = tuple(1 << k for k in range(18))


def _all_sets() -> tuple[tuple[int, int, int], ...]:
    """Every distinct valid set as a sorted triple of kind indices (precomputed once)."""
    found = set()
    for v in range(1, 7):
        for c in range(3):  # (a)
            i = c * 6 + v - 1
            found.add((i, i, i))
        found.add(tuple(sorted(c * 6 + v - 1 for c in range(3))))  # (b)
    for v in range(1, 5):
        for c in range(3):  # (c)
            found.add(tuple(c * 6 + v - 1 + k for k in range(3)))
        for perm in permutations(range(3)):  # (d)
            found.add(tuple(sorted(perm[k] * 6 + v - 1 + k for k in range(3))))
    return tuple(sorted(found))


#: All 72 distinct sets: 18 (a) + 6 (b) + 12 (c) + 24 (d).
ALL_SETS: tuple[tuple[int, int, int], ...] = _all_sets()


# Finding the sets a hand can make, from bit masks of the kinds it holds. Kind i is
# colour i // 6, value i % 6 + 1, so each colour is a 6-bit mask of values and every set
# is a pattern over the three colour masks. Tables map each pattern's bits to the indices
# (into ALL_SETS) of the sets it completes.
_INDEX = {cards: j for j, cards in enumerate(ALL_SETS)}


def _by_bits(make_set, n_bits: int = 6) -> tuple[tuple[int, ...], ...]:
    """For each mask m of ``n_bits`` bits: indices of the sets ``make_set(bit)`` for the
    bits set in m."""
    return tuple(tuple(_INDEX[make_set(k)] for k in range(n_bits) if m >> k & 1)
                 for m in range(1 << n_bits))


# (a) three of one kind, by colour: bit v of that colour's "holds 3" mask
_SAME_KIND = tuple(_by_bits(lambda v, c=c: (c * 6 + v,) * 3) for c in range(3))
# (b) one value in all three colours: bit v of green & blue & red
_SAME_VALUE = _by_bits(lambda v: (v, 6 + v, 12 + v))


def _run_table(colours: tuple[int, int, int]) -> tuple[tuple[int, ...], ...]:
    """Runs v, v+1, v+2 with value v in colours[0], v+1 in colours[1], v+2 in colours[2]:
    bit v of ``m0 & m1 >> 1 & m2 >> 2`` (only bits 0-3 can be set)."""
    return _by_bits(lambda v: tuple(sorted(c * 6 + v + k for k, c in enumerate(colours))), 4)


# (c) same-colour runs, and (d) three-colour runs (one per order of the colours)
_RUNS = tuple((colours, _run_table(colours))
              for colours in ((0, 0, 0), (1, 1, 1), (2, 2, 2), *permutations(range(3))))
_FOUND: dict[int, tuple[int, ...]] = {}


def _find_sets(have: int, triple: int) -> tuple[int, ...]:
    masks = (have & 63, have >> 6 & 63, have >> 12 & 63)
    found = list(_SAME_VALUE[masks[0] & masks[1] & masks[2]])
    for (c0, c1, c2), table in _RUNS:
        bits = masks[c0] & masks[c1] >> 1 & masks[c2] >> 2
        if bits:
            found += table[bits]
    if triple:
        for c in range(3):
            t = triple >> 6 * c & 63
            if t:
                found += _SAME_KIND[c][t]
    found.sort()
    return tuple(found)


def set_indices_for_masks(have: int, triple: int) -> tuple[int, ...]:
    """Indices into ``ALL_SETS`` (in order) of every set a hand can make, given bit masks
    of the kinds it holds (``have``) and holds three or more of (``triple``). Remembered
    for every seat at once (hands repeat a lot in simulations; the memo is bounded)."""
    key = have | triple << 18
    found = _FOUND.get(key)
    if found is None:
        if len(_FOUND) > 200_000:
            _FOUND.clear()
        found = _FOUND[key] = _find_sets(have, triple)
    return found


#: For one colour's 6-bit mask of values: does it hold a same-colour run (R4.5 c)?
_HAS_RUN = tuple(bool(m & m >> 1 & m >> 2) for m in range(64))


def _completing_red() -> tuple[int, ...]:
    """For the green and blue values a hand holds (``have & 4095``): the red values that
    would complete a set with one card of each colour (R4.5 b and d), as a mask."""
    table = [0] * 4096
    for a, b, c in ALL_SETS:
        if a < 6 <= b < 12 <= c:  # one green, one blue, one red
            need = 1 << a | 1 << b
            for m in range(4096):
                if m & need == need:
                    table[m] |= 1 << (c - 12)
    return tuple(table)


def _red_completing() -> tuple[int, ...]:
    """For the green and blue values a hand holds (``have & 4095``): the red value masks
    (``have >> 12``) with which the hand holds a set without a triple -- a same-colour run
    in any colour (R4.5 c), or one card of each colour in a pattern of (b) or (d) -- as
    one int, bit ``r`` for red mask ``r``."""
    every = (1 << 64) - 1
    by_needed = [sum(1 << r for r in range(64) if r & need or _HAS_RUN[r])
                 for need in range(64)]  # by the red values that would complete one
    return tuple(every if _HAS_RUN[gb & 63] or _HAS_RUN[gb >> 6] else by_needed[red]
                 for gb, red in enumerate(_completing_red()))


_RED_COMPLETING = _red_completing()


def holds_set(have: int, triple: int) -> bool:
    """Does a hand hold at least one R4.5 set? ``bool(set_indices_for_masks(have,
    triple))`` without listing them: three of a kind (a), or else one look-up of the red
    values held among those that make a set with its green and blue ones (b, c, d) -- as
    the flat play-out asks it after every card played on a full-blown crisis (R4.4)."""
    return triple != 0 or _RED_COMPLETING[have & 4095] >> (have >> 12) & 1 == 1


def set_indices_in_hand(counts) -> tuple[int, ...]:
    """Indices into ``ALL_SETS`` of every set that a hand (18 kind counts) can make."""
    have = triple = 0
    for i, k in enumerate(counts):
        if k:
            have |= KIND_BIT[i]
            if k >= 3:
                triple |= KIND_BIT[i]
    return set_indices_for_masks(have, triple)


__all__ = ["KIND_BIT", "ALL_SETS", "set_indices_for_masks", "set_indices_in_hand",
           "holds_set"]
