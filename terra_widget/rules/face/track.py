"""Where a game's cards went once out of the hands: what views show (R7.5) and the core's
tables do not. The typed face gives a ``Track`` to the flat games whose seats read views
(``seat.tracked_deal``, ``GameState``'s own game); the core's transition
(``core/flat_play.py``) fills it as it plays, and simulations of bundled strategies skip
it."""

from __future__ import annotations

from .sets import ALL_SET_CARDS


class Track:
    """Where a game's cards went once out of the hands, in ``GameState``'s order, as flat
    codes (a Solution's kind, ``18 + i`` for crisis ``i``): the discard pile (R3.2-R3.3,
    R4.3, R4.8), the cards under each full-blown crisis (crisis index -> ``[(seat,
    kind)]``, R4.2), each seat's hoards (their Solutions, sorted as ``GameState`` keeps
    them, R4.6) and how many cards each seat has hoarded (what every seat may know)."""

    __slots__ = ("discard", "plays", "hoards", "sizes", "shown")

    #: The cards of each set of ``ALL_SETS`` (R4.5), as a hoard keeps them: the core
    #: appends ``set_cards[j]`` when a seat hoards set ``j`` (R4.6).
    set_cards = ALL_SET_CARDS

    def __init__(self, n_players: int):
        self.discard: list[int] = []
        self.plays: dict[int, list[tuple[int, int]]] = {}
        self.hoards: list[list[tuple]] = [[] for _ in range(n_players)]
        self.sizes: list[int] = [0] * n_players  # 3 cards per hoard (R4.5)
        # [the discard pile as views show it (cards, as a tuple)], made as it grows; a
        # list of one, so that a view can keep it up to date without holding the Track
        # (whose hoards of other seats it may not see, R7.5)
        self.shown: list[tuple] = [()]

    def copy(self) -> Track:
        t = Track.__new__(Track)
        t.discard = self.discard[:]
        t.plays = {ci: under[:] for ci, under in self.plays.items()}
        t.hoards = [h[:] for h in self.hoards]
        t.sizes = self.sizes[:]
        t.shown = [self.shown[0]]
        return t


__all__ = ["Track"]
