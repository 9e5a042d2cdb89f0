"""The Selfish strategy: everything for my own score."""

from __future__ import annotations

from terra_widget.rules import EndTurn, Hoard, Pass, Phase, PlayFullBlown, PlayImpending

from .base import Strategy
from .facts import best_set, hand_counts, set_value_without


class Selfish(Strategy):
    """Plays only for its own final score and lets the others worry about the world.

    It hoards a set of three cards whenever the rules let it. Hoarding is only allowed
    after giving a card to a full-blown crisis, so it gives exactly one card for that --
    the one it will miss least. It also grabs points when they are cheap: the 5 points
    for finishing a full-blown crisis, or the 3 points for the highest card on a crisis
    its card finishes. It never gives away a card it needs for its best set.
    """

    name = "selfish"
    classifier = {"stochastic": False, "sees_hidden": False, "hoards": True, "helps": False}
    light_view = True

    def choose(self, view, legal):
        return selfish_move(view, legal)


def selfish_respond(view, legal):
    """R3.1 for oneself: play only a card I do not need for my best set, and only when it
    brings the impending crisis to its threat while matching the highest card so far,
    so that I collect 3 points for the highest card (R3.4)."""
    if len(legal) == 1:
        return legal[0]
    need = view.impending.threat
    high = 0
    for _, card in view.impending_plays:
        need -= card.value
        high = max(high, card.value)
    counts = hand_counts(view.hand)
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
    return choice if choice is not None else _find(legal, Pass)


def selfish_play(view, legal):
    """R4.1-R4.7 for oneself: hoard the best set whenever possible (R4.4 requires one card
    on a full-blown crisis first, so play the card that costs my hand the least), and
    take the 5 points for finishing a full-blown crisis (R4.3) with spare cards.
    Nothing else is given to the world."""
    if len(legal) == 1:
        return legal[0]
    counts = hand_counts(view.hand)
    hoards = [a for a in legal if type(a) is Hoard]
    plays = [a for a in legal if type(a) is PlayFullBlown]
    totals = {fb.crisis.id: fb.total for fb in view.full_blown} if plays else {}
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
        set_value = set_value_without(counts, sol)
        finishes = sol.value >= a.crisis.threat - totals[a.crisis.id]
        if view.played_full_blown:
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


def selfish_discard(view, legal):
    """R4.8: keep my best set and the cards closest to making one; drop the rest, lowest
    value first."""
    if len(legal) == 1:
        return legal[0]
    counts = hand_counts(view.hand)
    best_choice, best_key = None, None
    for a in legal:
        sol = a.solution
        key = (set_value_without(counts, sol), -sol.value)
        if best_key is None or key > best_key:
            best_choice, best_key = a, key
    return best_choice


def selfish_move(view, legal):
    phase = view.phase
    if phase is Phase.RESPOND:
        return selfish_respond(view, legal)
    if phase is Phase.PLAY:
        return selfish_play(view, legal)
    if phase is Phase.DISCARD:
        return selfish_discard(view, legal)
    return legal[0]  # R2.1: drawing is the only move


def _find(legal, kind):
    for a in legal:
        if type(a) is kind:
            return a
    raise ValueError(f"no {kind.__name__} among the legal actions")  # pragma: no cover
