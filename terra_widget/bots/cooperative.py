"""The Cooperative strategy: everything for the common good."""

from __future__ import annotations

from terra_widget.rules.flat import END, HOARD, SET_VALUE, VAL, FlatGame
from terra_widget.rules.numbers import HAND_LIMIT, LOSS_COLOUR, LOSS_REGION
from terra_widget.rules.sets import set_indices_for_masks

from .base import SharedPolicy, Strategy, choose_on_table
from .facts import EXPECTED_MAX

#: How much a cooperative player counts on the players still to answer an impending
#: crisis (1 = their expected best card each). Measured over 2,000 seeded 4-player games
#: of four Cooperative bots: 0.0-0.8 all lose about 7.5-8%, 1.0 loses 9%, 2.0 loses 14%:
#: betting a high card on a crisis that others then cannot finish wastes it.
OPTIMISM = 0.6


#: For the 6-bit mask of the values of one colour a hand holds (bit i: value i + 1) and a
#: value still needed (0..7, 7 for "more than 6"): the bit of the smallest value held that
#: is enough on its own, or -1.
SMALLEST_ENOUGH = tuple(tuple(next((i for i in range(6) if m >> i & 1 and i + 1 >= need), -1)
                              for need in range(8)) for m in range(64))
#: For the same mask: the bit of the highest value held (-1 for none).
HIGHEST = tuple(m.bit_length() - 1 for m in range(64))
#: AFTER[n][seat][left]: the ``left`` seats of an n-player table that answer an impending
#: crisis after ``seat`` (R3.1: once around the table), in order.
AFTER = {n: tuple(tuple(tuple((seat + i) % n for i in range(1, left + 1)) for left in range(n))
                  for seat in range(n))
         for n in range(3, 7)}
#: A card that finishes a full-blown crisis (R4.3) outranks every other choice of ``play``.
FINISHES = 99_900


def _full_blown_choice(held: int, missing: int) -> tuple[int, int, bool]:
    """``play``'s choice on one full-blown crisis missing ``missing`` (1..16, R0.4 threats)
    with ``held`` values of its colour in hand: (the bit of the card, its priority before
    the R6.1 danger bonus, does it finish the crisis). The smallest card that finishes it
    (R4.3), ranked first; else my highest card, ranked by its value, then by how little
    is missing."""
    i = SMALLEST_ENOUGH[held][min(missing, 7)]
    if i >= 0:
        return i, FINISHES - i, True
    i = HIGHEST[held]
    return i, 1000 * (i + 1) - missing, False


#: ``_full_blown_choice`` for every hand mask and every value missing (threats are 10..16,
#: R0.4): a table look-up, as ``play`` runs about 70 times in a simulated game.
FULL_BLOWN_CHOICE = tuple(tuple(_full_blown_choice(held, missing) if held else (-1, -1, False)
                                for missing in range(17)) for held in range(64))


class Cooperative(Strategy):
    """Always tries to save the world and never hoards for points.

    When a crisis is drawn, it adds a card only if that helps solve it: the smallest
    card that is enough on its own, or its highest card when the players still to
    answer can probably make up the rest. It does not throw cards away on a crisis that
    cannot be saved -- unless that crisis would end the game, when it tries anyway.
    On its own turn it puts one card on every full-blown crisis it can: first any card
    that finishes a crisis, then its highest card on the crisis closest to tipping the
    world over (three in a region, four of a colour, seven in all).

    The decisions are written once, below, on the engine's flat table
    (``terra_widget.rules.flat``: cards as kinds 0..17, a hand as 18 counts), which
    simulations play directly; ``choose`` shows the same decisions a view.
    """

    name = "cooperative"
    classifier = {"stochastic": False, "sees_hidden": False, "hoards": False, "helps": True}
    light_view = True

    def choose(self, view, legal):
        return choose_on_table(FLAT, view, legal)

    def flat_policy(self):
        if type(self).choose is not Cooperative.choose:  # a subclass decides otherwise
            return None
        return FLAT


def respond(g: FlatGame, seat: int) -> int:
    """R3.1 for the common good: put a card on the impending crisis only if that helps
    it get solved, and spend as little as possible doing it. Returns a kind, -1 to pass.

    * already enough on it: pass (keep the card for the next crisis);
    * one of my cards is enough on its own: play the smallest such card;
    * otherwise play my highest card if the players still to answer can plausibly make up
      the rest (``OPTIMISM`` scales how much I count on them), or if this crisis going
      full-blown would lose the game anyway (R6.1: nothing left to save cards for).
    """
    need = g.imp_need
    if need <= 0:
        return -1  # already solved: keep the card for the next crisis
    base = g.imp_shift  # 6 x the crisis's colour: where its kinds start
    held = g.masks[seat] >> base & 63  # the values of that colour in my hand, as bits
    enough = SMALLEST_ENOUGH[held][need if need < 7 else 7]
    if enough >= 0:
        return base + enough  # the smallest card that is enough on its own
    left = g.left - 1  # players answering after me (R3.1: once around)
    if left <= 0:
        return -1  # nobody can make up the rest: do not waste the card
    highest = HIGHEST[held]
    short = need - highest - 1  # what the others must plausibly make up (R3.2)
    if short <= 0:
        return base + highest
    if g.imp_fatal:
        return base + highest  # R6.1: nothing left to save the card for
    sizes = g.hsz
    potential = 0.0
    for after in AFTER[g.n][seat][left]:  # the players still to answer
        potential += EXPECTED_MAX[sizes[after]]
    if potential * OPTIMISM >= short:
        return base + highest
    return -1


def play(g: FlatGame, seat: int) -> int:
    """R4.1 for the common good: one card on every full-blown crisis I can help.

    A card that finishes a crisis (R4.3) comes first, the smallest that does; then the
    crisis nearest to breaking a loss threshold (R6.1) gets my highest card of its colour,
    so that it leaves the table as soon as possible. Never hoards, except a set that
    would otherwise be lost to the hand limit anyway (R4.8). Ends the turn otherwise."""
    mask = g.masks[seat]
    fbs = g.fb
    helped = g.helped
    best = END
    if len(fbs) == 1:  # one crisis on the table: nothing to rank
        ci, missing, shift, _ = fbs[0]
        held = mask >> shift & 63  # the values of its colour in my hand, as bits
        if held and ci not in helped:  # R4.1: a card of its colour, once per turn
            return shift + FULL_BLOWN_CHOICE[held][missing][0]
    else:
        best_key = -1
        fbreg, fbcol = g.fbreg, g.fbcol
        for pos, (ci, missing, shift, region) in enumerate(fbs):
            held = mask >> shift & 63
            if not held or ci in helped:
                continue
            i, key, finishes = FULL_BLOWN_CHOICE[held][missing]
            if not finishes:  # most endangered crisis first: the R6.1 thresholds its
                # region and colour stand one step from
                key += 10_000 * ((fbreg[region] >= LOSS_REGION - 1)
                                 + (fbcol[shift // 6] >= LOSS_COLOUR - 1))
            if key > best_key:
                best, best_key = pos * 18 + shift + i, key
    if best != END or not g.played_fb:
        return best
    if g.hsz[seat] - 3 >= HAND_LIMIT:  # R4.8: these cards would be discarded anyway
        cheapest = None
        for j in set_indices_for_masks(mask, g.triples[seat]):
            if cheapest is None or SET_VALUE[j] < SET_VALUE[cheapest]:
                cheapest = j
        if cheapest is not None:
            return HOARD + cheapest
    return END


def discard(g: FlatGame, seat: int) -> int:
    """R4.8: let go of the card least useful to the world: the lowest value, from the
    colour I hold most of."""
    h = g.hands[seat]
    per_colour = [sum(h[0:6]), sum(h[6:12]), sum(h[12:18])]
    best = -1
    best_key = None
    for k in range(18):
        if h[k]:
            key = (VAL[k], -per_colour[k // 6])
            if best_key is None or key < best_key:
                best, best_key = k, key
    return best


#: Cooperative on the flat play-out (one object serves every seat and game).
FLAT = SharedPolicy(respond, play, discard)
