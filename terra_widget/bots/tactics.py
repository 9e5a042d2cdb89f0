"""Shared know-how of the bundled strategies: cheap facts about a table and the two basic
ways of playing it (for the world, for oneself).

Every function here reads only what a seat may see. It takes a *sight* -- a
``PlayerView`` or the engine's ``LiveView`` (the risk meter's fast rollouts) -- and the
legal actions. The attributes read are listed in ``SIGHT_FIELDS`` (the strategy contract
tests check it), so it is clear what a strategy bases its decisions on.

Decisions are made without building new collections where possible: a simulation asks
tens of millions of them.
"""

from __future__ import annotations

from math import comb

from terra_widget.rules import (
    LOSS_COLOUR,
    LOSS_REGION,
    LOSS_TOTAL,
    REGIONS,
    SOLUTION_COUNTS,
    EndTurn,
    Hoard,
    Pass,
    Phase,
    PlayFullBlown,
    PlayImpending,
    sets_in_hand,
)

#: The attributes of a ``PlayerView`` that the bundled strategies read (and nothing else).
SIGHT_FIELDS = ("phase", "turn", "current", "hand", "hand_sizes", "impending",
                "impending_plays", "responses_left", "full_blown", "pile_size",
                "played_full_blown")

_DECK = sum(SOLUTION_COUNTS.values()) * 3  # 90 Solutions (R0.5)
_PER_COLOUR = sum(SOLUTION_COUNTS.values())  # 30 of each colour


def _expected_max(h: int) -> float:
    """Expected highest value of one colour among ``h`` random Solutions (0 when the hand
    has none of that colour). Hypergeometric over the 90-card deck of R0.5."""
    if h <= 0:
        return 0.0
    total = comb(_DECK, h)
    out = 0.0
    at_least = _PER_COLOUR
    for v in sorted(SOLUTION_COUNTS):  # P(max >= v) = 1 - P(no card of value >= v)
        out += 1.0 - comb(_DECK - at_least, h) / total
        at_least -= SOLUTION_COUNTS[v]
    return out


#: EXPECTED_MAX[h]: what a hand of h cards can typically add to one crisis of a colour.
EXPECTED_MAX: tuple[float, ...] = tuple(_expected_max(h) for h in range(40))


# --------------------------------------------------------------------------- the table
def _region_index(crisis) -> int:
    """0..5 for the crisis's region (cached by crisis id: hashing a str is cheaper than
    hashing an enum, and this runs millions of times in a simulation)."""
    i = _REGION_OF.get(crisis.id)
    if i is None:
        i = _REGION_OF[crisis.id] = REGIONS.index(crisis.region)
    return i


_REGION_OF: dict[str, int] = {}


def full_blown_counts(sight) -> tuple[list[int], list[int], int]:
    """Full-blown crises per region (by ``REGIONS`` order), per colour index, in all
    (the counters of R6.1)."""
    by_region = [0] * 6
    by_colour = [0, 0, 0]
    fbs = sight.full_blown
    for fb in fbs:
        crisis = fb.crisis
        by_region[_region_index(crisis)] += 1
        by_colour[crisis.cidx] += 1
    return by_region, by_colour, len(fbs)


def _neighbours(fbs, crisis) -> tuple[int, int]:
    """(full-blown crises in the same region, of the same colour) as ``crisis``,
    counting ``crisis`` itself if it is on the table."""
    region = crisis.region
    cidx = crisis.cidx
    n_region = n_colour = 0
    for fb in fbs:
        c = fb.crisis
        if c.region is region:
            n_region += 1
        if c.cidx == cidx:
            n_colour += 1
    return n_region, n_colour


def would_lose(sight, crisis) -> bool:
    """True if ``crisis`` going full-blown now would end the game in a loss (R6.1)."""
    fbs = sight.full_blown
    n_region, n_colour = _neighbours(fbs, crisis)
    return (n_region + 1 >= LOSS_REGION or n_colour + 1 >= LOSS_COLOUR
            or len(fbs) + 1 >= LOSS_TOTAL)


def danger(sight) -> float:
    """How close the world is to a collective loss, from 0 (calm) to 1 (one more
    full-blown crisis in the wrong place ends the game). R6.1's three thresholds."""
    by_region, by_colour, total = full_blown_counts(sight)
    worst = (total / (LOSS_TOTAL - 1))
    r = max(by_region) / (LOSS_REGION - 1)
    c = max(by_colour) / (LOSS_COLOUR - 1)
    return min(1.0, max(worst, r, c))


def crisis_danger(sight, crisis) -> int:
    """How many of R6.1's thresholds this full-blown crisis's region/colour stands one
    step from (0-2): the crisis to help first."""
    n_region, n_colour = _neighbours(sight.full_blown, crisis)
    return (n_region >= LOSS_REGION - 1) + (n_colour >= LOSS_COLOUR - 1)


def hand_counts(hand) -> list[int]:
    counts = [0] * 18
    for card in hand:
        counts[card.index] += 1
    return counts


def best_set(counts) -> tuple[int, tuple | None]:
    """The most valuable R4.5 set the hand holds: (sum of values, cards) or (0, None)."""
    best_value, best = 0, None
    for cards in sets_in_hand(counts):
        value = cards[0].value + cards[1].value + cards[2].value
        if value > best_value:
            best_value, best = value, cards
    return best_value, best


def _set_value_without(counts, card) -> int:
    """The value of the best set (R4.5) the hand could still make without ``card``."""
    counts[card.index] -= 1
    value, _ = best_set(counts)
    counts[card.index] += 1
    return value


def _impending_status(sight) -> tuple[int, int]:
    """(points still missing on the impending crisis, highest card played on it so far)."""
    total = high = 0
    for _, card in sight.impending_plays:
        v = card.value
        total += v
        if v > high:
            high = v
    return sight.impending.threat - total, high


# ------------------------------------------------------------------ playing for the world
#: How much a cooperative player counts on the players still to answer an impending
#: crisis (1 = their expected best card each). Measured over 2,000 seeded 4-player games
#: of four Cooperative bots: 0.0-0.8 all lose about 7.5-8%, 1.0 loses 9%, 2.0 loses 14%:
#: betting a high card on a crisis that others then cannot finish wastes it.
OPTIMISM = 0.6

def cooperative_respond(sight, legal, optimism: float = OPTIMISM):
    """R3.1 for the common good: put a card on the impending crisis only if that helps
    it get solved, and spend as little as possible doing it.

    * already enough on it: pass (keep the card for the next crisis);
    * one of my cards is enough on its own: play the smallest such card;
    * otherwise play my highest card if the players still to answer can plausibly make up
      the rest (``optimism`` scales how much I count on them), or if this crisis going
      full-blown would lose the game anyway (R6.1: nothing left to save cards for).
    """
    if len(legal) == 1:
        return legal[0]
    impending = sight.impending
    need = impending.threat
    for _, card in sight.impending_plays:
        need -= card.value
    pass_ = None
    smallest_enough = highest = None
    low = 7
    high = 0
    for a in legal:
        if type(a) is PlayImpending:
            v = a.solution.value
            if need <= v < low:
                smallest_enough, low = a, v
            if v > high:
                highest, high = a, v
        else:
            pass_ = a
    if need <= 0:
        return pass_  # already solved: keep the card for the next crisis
    if smallest_enough is not None:
        return smallest_enough
    left = sight.responses_left - 1  # players answering after me (R3.1: once around)
    if left <= 0:
        return pass_  # nobody can make up the rest: do not waste the card
    sizes = sight.hand_sizes
    n = len(sizes)
    seat = (sight.current + n - left - 1) % n  # me
    potential = 0.0
    for k in range(1, left + 1):
        potential += EXPECTED_MAX[sizes[(seat + k) % n]]
    if potential * optimism >= need - high or would_lose(sight, impending):
        return highest
    return pass_


def cooperative_play(sight, legal):
    """R4.1 for the common good: one card on every full-blown crisis I can help.

    A card that finishes a crisis (R4.3) comes first, the smallest that does; then the
    crisis nearest to breaking a loss threshold (R6.1) gets my highest card of its colour,
    so that it leaves the table as soon as possible. Never hoards, except a set that
    would otherwise be lost to the hand limit anyway (R4.8)."""
    if len(legal) == 1:
        return legal[0]
    best = None
    best_key = -1.0
    fbs = sight.full_blown
    several = len(fbs) > 1
    dangers = {}  # crisis id -> danger, only needed to choose between crises
    for a in legal:
        if type(a) is not PlayFullBlown:
            break  # the cards for full-blown crises come first (legal_actions' order)
        crisis = a.crisis
        missing = crisis.threat
        for fb in fbs:
            if fb.crisis is crisis:
                missing -= fb.total
                break
        v = a.solution.value
        if v >= missing:
            key = 1000.0 - v  # finishes it (R4.3): the smallest card that does
        else:  # most endangered crisis first, then my highest card, then nearest done
            key = 10 * v - missing * 0.01
            if several:
                d = dangers.get(crisis.id)
                if d is None:
                    n_region, n_colour = _neighbours(fbs, crisis)
                    d = dangers[crisis.id] = ((n_region >= LOSS_REGION - 1)
                                              + (n_colour >= LOSS_COLOUR - 1))
                key += 100 * d
        if key > best_key:
            best, best_key = a, key
    if best is not None:
        return best
    end = legal[-1] if type(legal[-1]) is EndTurn else _find(legal, EndTurn)
    hand_size = sight.hand_sizes[sight.current]
    if hand_size - 3 >= 8:  # R4.8: these cards would be discarded anyway
        cheapest = None
        for a in legal:
            if type(a) is Hoard:
                value = sum(c.value for c in a.cards)
                if cheapest is None or value < cheapest[0]:
                    cheapest = (value, a)
        if cheapest is not None:
            return cheapest[1]
    return end


def cooperative_discard(sight, legal):
    """R4.8: let go of the card least useful to the world: the lowest value, from the
    colour I hold most of."""
    if len(legal) == 1:
        return legal[0]
    per_colour = [0, 0, 0]
    for card in sight.hand:
        per_colour[card.cidx] += 1
    return min(legal, key=lambda a: (a.solution.value, -per_colour[a.solution.cidx]))


def cooperative_move(sight, legal, optimism: float = OPTIMISM):
    phase = sight.phase
    if phase is Phase.RESPOND:
        return cooperative_respond(sight, legal, optimism)
    if phase is Phase.PLAY:
        return cooperative_play(sight, legal)
    if phase is Phase.DISCARD:
        return cooperative_discard(sight, legal)
    return legal[0]  # R2.1: drawing is the only move


# ------------------------------------------------------------------ playing for oneself
def selfish_respond(sight, legal):
    """R3.1 for oneself: play only a card I do not need for my best set, and only when it
    brings the impending crisis to its threat while matching the highest card so far,
    so that I collect 3 points for the highest card (R3.4)."""
    if len(legal) == 1:
        return legal[0]
    need, high = _impending_status(sight)
    counts = hand_counts(sight.hand)
    _, keep = best_set(counts)
    if keep is not None:
        for card in keep:
            counts[card.index] -= 1
    choice = None
    for a in legal:
        if type(a) is PlayImpending:
            sol = a.solution
            v = sol.value
            if counts[sol.index] and v >= need and v >= high:
                if choice is None or v < choice.solution.value:
                    choice = a
    return choice if choice is not None else _find_pass(legal)


def selfish_play(sight, legal):
    """R4.1-R4.7 for oneself: hoard the best set whenever possible (R4.4 requires one card
    on a full-blown crisis first, so play the card that costs my hand the least), and
    take the 5 points for finishing a full-blown crisis (R4.3) with spare cards.
    Nothing else is given to the world."""
    if len(legal) == 1:
        return legal[0]
    counts = hand_counts(sight.hand)
    hoards = [a for a in legal if type(a) is Hoard]
    plays = [a for a in legal if type(a) is PlayFullBlown]
    totals = {fb.crisis.id: fb.total for fb in sight.full_blown} if plays else {}
    if hoards:
        best = max(hoards, key=lambda a: (sum(c.value for c in a.cards), a.cards))
        spare = counts[:]
        for card in best.cards:
            spare[card.index] -= 1
        finishing = [a for a in plays if spare[a.solution.index]
                     and a.solution.value >= a.crisis.threat - totals[a.crisis.id]]
        if finishing:  # 5 points first: after hoarding no more plays are allowed (R4.7)
            return min(finishing, key=lambda a: a.solution.value)
        return best
    best_play, best_key = None, None
    for a in plays:
        sol = a.solution
        set_value = _set_value_without(counts, sol)
        finishes = sol.value >= a.crisis.threat - totals[a.crisis.id]
        if sight.played_full_blown:
            if not finishes:
                continue  # already unlocked, no set to hoard: only points tempt me
        elif set_value == 0 and not finishes:
            continue  # this card would not unlock anything worth having
        key = (set_value + (5 if finishes else 0), -sol.value)
        if best_key is None or key > best_key:
            best_play, best_key = a, key
    if best_play is not None:
        return best_play
    return _find(legal, EndTurn)


def selfish_discard(sight, legal):
    """R4.8: keep my best set and the cards closest to making one; drop the rest, lowest
    value first."""
    if len(legal) == 1:
        return legal[0]
    counts = hand_counts(sight.hand)
    best_choice, best_key = None, None
    for a in legal:
        sol = a.solution
        set_value = _set_value_without(counts, sol)
        key = (set_value, -sol.value)
        if best_key is None or key > best_key:
            best_choice, best_key = a, key
    return best_choice


def selfish_move(sight, legal):
    phase = sight.phase
    if phase is Phase.RESPOND:
        return selfish_respond(sight, legal)
    if phase is Phase.PLAY:
        return selfish_play(sight, legal)
    if phase is Phase.DISCARD:
        return selfish_discard(sight, legal)
    return legal[0]


# --------------------------------------------------------------------------- helpers
def _find(legal, kind):
    for a in legal:
        if type(a) is kind:
            return a
    raise ValueError(f"no {kind.__name__} among the legal actions")  # pragma: no cover


def _find_pass(legal):
    return legal[0] if type(legal[0]) is Pass else _find(legal, Pass)


__all__ = ["SIGHT_FIELDS", "EXPECTED_MAX", "full_blown_counts", "would_lose", "danger",
           "crisis_danger", "hand_counts", "best_set", "cooperative_respond",
           "cooperative_play", "cooperative_discard", "cooperative_move", "selfish_respond",
           "selfish_play", "selfish_discard", "selfish_move", "OPTIMISM"]
