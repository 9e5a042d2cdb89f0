"""The Selfish strategy: everything for my own score."""

from __future__ import annotations

from terra_widget.rules.flat import END, HOARD, SET_VALUE, VAL, FlatGame
from terra_widget.rules.sets import ALL_SETS, set_indices_for_masks

from .base import SharedPolicy, Strategy, choose_on_table
from .facts import best_set_index


class Selfish(Strategy):
    """Plays only for its own final score and lets the others worry about the world.

    It hoards a set of three cards whenever the rules let it. Hoarding is only allowed
    after giving a card to a full-blown crisis, so it gives exactly one card for that --
    the one it will miss least. It also grabs points when they are cheap: the 5 points
    for finishing a full-blown crisis, or the 3 points for the highest card on a crisis
    its card finishes. It never gives away a card it needs for its best set.

    The decisions are written once, below, on the engine's flat table (see
    ``Cooperative``); ``choose`` shows the same decisions a view.
    """

    name = "selfish"
    classifier = {"stochastic": False, "sees_hidden": False, "hoards": True, "helps": False}
    light_view = True

    def choose(self, view, legal):
        return choose_on_table(FLAT, view, legal)

    def flat_policy(self):
        if type(self).choose is not Selfish.choose:  # a subclass decides otherwise
            return None
        return FLAT


def respond(g: FlatGame, seat: int) -> int:
    """R3.1 for oneself: play only a card I do not need for my best set, and only when it
    brings the impending crisis to its threat while matching the highest card so far,
    so that I collect 3 points for the highest card (R3.4). A kind, or -1 to pass."""
    need = g.imp_need
    high = max((VAL[k] for _, k in g.imp_plays), default=0)
    spare = g.hands[seat][:]
    keep = best_set_index(spare)
    if keep >= 0:
        for k in ALL_SETS[keep]:
            spare[k] -= 1
    base = 6 * g.deck.colour[g.imp]
    for k in range(base, base + 6):  # the smallest card that does it
        if spare[k] and VAL[k] >= need and VAL[k] >= high:
            return k
    return -1


def play(g: FlatGame, seat: int) -> int:
    """R4.1-R4.7 for oneself: hoard the best set whenever possible (R4.4 requires one card
    on a full-blown crisis first, so play the card that costs my hand the least), and
    take the 5 points for finishing a full-blown crisis (R4.3) with spare cards.
    Nothing else is given to the world."""
    counts = g.hands[seat]
    plays = []  # (move, kind, finishes), in legal_actions() order
    for pos, (ci, missing, base, _) in enumerate(g.fb):
        if ci in g.helped:  # R4.1: once per crisis per turn
            continue
        plays += [(pos * 18 + k, k, VAL[k] >= missing) for k in range(base, base + 6)
                  if counts[k]]
    if g.played_fb:  # R4.4: a set may be hoarded
        sets = set_indices_for_masks(g.masks[seat], g.triples[seat])
        if sets:
            best = max(sets, key=lambda j: (SET_VALUE[j], ALL_SETS[j]))
            spare = counts[:]
            for k in ALL_SETS[best]:
                spare[k] -= 1
            finishing = [(VAL[k], move) for move, k, finishes in plays
                         if finishes and spare[k]]
            if finishing:  # 5 points first: after hoarding no more plays (R4.7)
                return min(finishing, key=lambda f: f[0])[1]
            return HOARD + best
    best_move, best_key = END, None
    for move, k, finishes in plays:
        set_value = _set_value_without(counts, k)
        if g.played_fb:
            if not finishes:
                continue  # already unlocked, no set to hoard: only points tempt me
        elif set_value == 0 and not finishes:
            continue  # this card would not unlock anything worth having
        key = (set_value + (5 if finishes else 0), -VAL[k])
        if best_key is None or key > best_key:
            best_move, best_key = move, key
    return best_move


def discard(g: FlatGame, seat: int) -> int:
    """R4.8: keep my best set and the cards closest to making one; drop the rest, lowest
    value first."""
    counts = g.hands[seat]
    best, best_key = -1, None
    for k in range(18):
        if counts[k]:
            key = (_set_value_without(counts, k), -VAL[k])
            if best_key is None or key > best_key:
                best, best_key = k, key
    return best


def _set_value_without(counts, k: int) -> int:
    """The value of the best set (R4.5) the hand could still make without a card ``k``."""
    counts = counts[:]
    counts[k] -= 1
    j = best_set_index(counts)
    return SET_VALUE[j] if j >= 0 else 0


#: Selfish on the flat play-out (one object serves every seat and game).
FLAT = SharedPolicy(respond, play, discard)
