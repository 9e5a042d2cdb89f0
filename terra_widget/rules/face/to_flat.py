"""The typed game as the core's ints: a view, or the public part of a ``GameState``, made
into a ``FlatGame`` (``core/flat.py``). What a bundled strategy's twin and the risk
meter's rollouts start from (R7.5: only what the viewing seat may see)."""

from __future__ import annotations

from ..core.ending import would_break
from ..core.flat import FlatGame
from ..core.flat_tables import DISCARD, DRAW, OVER, PLAY, RESPOND, deck_of
from .table import Phase

#: The face's phases as the core's phase codes.
PHASE_CODES = {Phase.DRAW: DRAW, Phase.RESPOND: RESPOND, Phase.PLAY: PLAY,
               Phase.DISCARD: DISCARD, Phase.OVER: OVER}


def flat_from_view(view) -> FlatGame:
    """The table as ``view`` shows it (R7.5): everything face up, every hand's and the
    pile's size, and only the viewing seat's own cards (other hands and the pile stay
    empty: ``risk.sample`` deals them at random). Hoards count only the seat's own."""
    g = flat_public(view.config, view, view.responses_left)
    seat = view.seat
    if view.hand is not None:
        for card in view.hand:
            g.give(seat, card.index)
        g.hoard_values[seat] = sum(c.value for cards in view.own_hoards for c in cards)
    return g


def flat_public(config, table, left: int) -> FlatGame:
    """What every seat sees (``table``: a view or a ``GameState``, which name these
    fields alike), as a flat game with empty hands."""
    deck = deck_of(config.crises)
    n = config.n_players
    g = FlatGame.__new__(FlatGame)  # every field set below, once (a bot asks this often)
    g.n, g.teams, g.deck = n, config.teams, deck
    g.hands = [[0] * 18 for _ in range(n)]
    g.masks, g.triples, g.hoard_values = [0] * n, [0] * n, [0] * n
    g.hand_sizes = list(table.hand_sizes)
    g.pile = []
    index, colour, region = deck.index, deck.colour, deck.region
    g.full_blown = fb = []
    g.full_blown_by_region = fbreg = [0] * 6
    g.full_blown_by_colour = fbcol = [0, 0, 0]
    for entry in table.full_blown:
        crisis = entry.crisis
        ci = index[crisis.id]
        fb.append([ci, crisis.threat - entry.total, 6 * colour[ci], region[ci]])
        fbreg[region[ci]] += 1
        fbcol[colour[ci]] += 1
    g.full_blown_count = len(fb)
    g.points = list(table.points)
    g.contributed = [list(c) for c in table.contributed]
    g.current = table.current
    g.turn = table.turn
    g.phase = PHASE_CODES[table.phase]
    g.responder = table.responder
    g.responses_left = left
    impending = table.impending
    if impending is None:
        g.impending, g.impending_shift, g.impending_plays, g.impending_need = -1, 0, [], 0
        g.impending_fatal = False
    else:
        g.impending = index[impending.id]
        g.impending_shift = 6 * colour[g.impending]
        g.impending_plays = [(s, card.index) for s, card in table.impending_plays]
        g.impending_need = impending.threat - sum(card.value for _, card in
                                            table.impending_plays)
        g.impending_fatal = would_break(fbreg, fbcol, g.full_blown_count, region[g.impending],
                                        colour[g.impending])
    # (in index order: a set of ids has no order of its own)
    g.helped = sorted([index[cid] for cid in table.helped]) if table.helped else []
    g.played_full_blown = table.played_full_blown
    g.hoarded = table.hoarded
    g.last_card_drawn = table.last_card_drawn
    g.causes = ()
    g.track = g.face = g.log = g.play_context = g.paused = None
    return g


__all__ = ["PHASE_CODES", "flat_from_view", "flat_public"]
