"""What the flat core's transition (``flat_play.steps``) keeps in local variables while
it plays a game: the game's own lists and tables, the policies' methods, the rule tables
and ``legality``'s answers at a fresh turn -- made once a game, and the part that is the
same for every game of a run once a run."""

from __future__ import annotations

from .constants import HAND_LIMIT
from .ending import would_break
from .flat_tables import _ANSWERING, _CLEAR, _CLEAR_COLOUR, _RINGS, COL, VAL
from .kinds import KIND_BIT, holds_set
from .legality import closed_crises, may_hoard, open_crises


def context_of(self, policies) -> tuple:
    """What ``steps`` keeps in local variables that does not change while ``self`` (a
    ``FlatGame``) plays: the policies' methods and ``legality``'s answers at a fresh turn
    (``_ruled``), then the game's own lists and tables."""
    key = (self.n, *policies)
    last = _RULED[0]
    if last is None or last[0] != key:
        last = _RULED[0] = key, _ruled(policies, self.n)
    deck = self.deck
    track = self.track
    if track is not None:
        tracked = track.discard, track.plays, track.hoards, track.sizes
    else:
        tracked = None, None, None, None
    return (policies,) + last[1] + (
        deck, deck.colour, deck.region, deck.threat, self.hands, self.hand_sizes, self.masks,
        self.triples, self.pile, self.full_blown, self.points, self.contributed,
        self.full_blown_by_region, self.full_blown_by_colour, self.helped, track, self.face,
        self.log, *tracked)


def _ruled(policies, n: int) -> tuple:
    """The part of ``context_of`` that is the same for every game of ``n`` seats played by
    ``policies``: a run of rollouts or of games asks for it once, not once a game."""
    return (n, [p.respond for p in policies], [p.play for p in policies],
            _RINGS[n], _ANSWERING[n],
            # ``may_hoard``'s answers before any card and after a card with no hoard yet
            # (R4.4), and whether every crisis is open at the start of a turn
            may_hoard(False, False), may_hoard(True, False),
            0 not in closed_crises((), False),
            KIND_BIT, _CLEAR, VAL, COL, _CLEAR_COLOUR, HAND_LIMIT, holds_set, would_break,
            open_crises)


#: The last ``_ruled`` part of a context (a run asks for it game after game), with the
#: seat count and the policies it was made for.
_RULED: list = [None]
