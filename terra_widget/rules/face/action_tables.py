"""Every typed action a seat can ever be offered, built once per game config (R7.2): the
typed face (``GameState.legal_actions``) and a view-reading strategy's seat hand out
these objects, so that listing legal actions allocates nothing."""

from __future__ import annotations

from collections import OrderedDict

from ..core.flat_tables import END, HOARD, MAX_CACHED_DECKS
from ..core.kinds import set_indices_for_masks
from ..core.legality import closed_crises, may_hoard
from .actions import Action, Discard, Draw, EndTurn, Hoard, Pass, PlayFullBlown, PlayImpending
from .cards import SOLUTION_KINDS, Crisis
from .sets import ALL_SET_CARDS


class _ActionTable:
    """Every action object a seat can ever be offered, built once per game config so that
    listing legal actions allocates nothing (speed matters for simulations)."""

    __slots__ = ("draw", "pass_", "end", "impending", "discard", "full_blown", "hoard",
                 "draw_only", "end_only", "respond", "fb_by_mask", "hoards_by_mask",
                 "_discard_by_mask")

    def __init__(self, seat: int, crises: tuple[Crisis, ...]):
        self.draw = Draw(seat)
        self.pass_ = Pass(seat)
        self.end = EndTurn(seat)
        self.impending = [PlayImpending(seat, s) for s in SOLUTION_KINDS]
        self.discard = [Discard(seat, s) for s in SOLUTION_KINDS]
        self.full_blown = {c.id: [PlayFullBlown(seat, s, c) if s.cidx == c.cidx else None
                                  for s in SOLUTION_KINDS] for c in crises}
        self.hoard = [Hoard(seat, cards) for cards in ALL_SET_CARDS]
        self.draw_only = (self.draw,)
        self.end_only = (self.end,)
        # answers to an impending crisis, by colour and by which of its 6 kinds are held
        self.respond = [tuple((self.pass_,) + tuple(self.impending[c * 6 + v] for v in range(6)
                                                     if m >> v & 1)
                              for m in range(64)) for c in range(3)]
        # cards for a full-blown crisis (R4.1), by its id and which of the 6 kinds of its
        # colour are held
        self.fb_by_mask = {c.id: [tuple(self.full_blown[c.id][c.cidx * 6 + v]
                                        for v in range(6) if m >> v & 1) for m in range(64)]
                           for c in crises}
        self.hoards_by_mask: dict = {}  # filled by hoards_for
        self._discard_by_mask: dict = {}

    def hoards_for(self, have: int, triple: int) -> tuple[Action, ...]:
        key = have | triple << 18
        got = self.hoards_by_mask.get(key)
        if got is None:
            if len(self.hoards_by_mask) > 100_000:
                self.hoards_by_mask.clear()
            got = self.hoards_by_mask[key] = tuple(
                map(self.hoard.__getitem__, set_indices_for_masks(have, triple)))
        return got

    def discards_for(self, have: int) -> tuple[Action, ...]:
        got = self._discard_by_mask.get(have)
        if got is None:
            got = self._discard_by_mask[have] = tuple(self.discard[i] for i in range(18)
                                                      if have >> i & 1)
        return got


#: The action tables of the last ``MAX_CACHED_DECKS`` crisis lists, by their content.
_TABLES: dict[tuple, list[_ActionTable]] = {}
#: The same, by the identity of a crisis tuple, least recently used first; an entry keeps
#: its tuple so that the id cannot be reused by another tuple while it is listed.
_TABLES_BY_ID: OrderedDict[int, tuple[tuple[Crisis, ...], list[_ActionTable], tuple]] = \
    OrderedDict()


def _tables(config) -> list[_ActionTable]:
    """Action tables for each seat (6 seats), shared by every game with the same crisis
    list. Looked up by the tuple's identity first: hashing 18 crises per game is slow.
    Only the ``MAX_CACHED_DECKS`` lists used last are kept (see save_limits.py for why)."""
    crises = config.crises
    ident = id(crises)
    hit = _TABLES_BY_ID.get(ident)
    if hit is not None and hit[0] is crises:
        _TABLES_BY_ID.move_to_end(ident)
        return hit[1]
    key = tuple((c.id, c.colour.value, c.region.value, c.threat) for c in crises)
    tables = _TABLES.get(key)
    if tables is None:
        tables = _TABLES[key] = [_ActionTable(seat, crises) for seat in range(6)]
    _TABLES_BY_ID[ident] = (crises, tables, key)
    _TABLES_BY_ID.move_to_end(ident)
    # the same content may come in many tuples (each loaded record has its own): a few
    # identities per list kept
    while len(_TABLES) > MAX_CACHED_DECKS or len(_TABLES_BY_ID) > 4 * MAX_CACHED_DECKS:
        _, (_, old, old_key) = _TABLES_BY_ID.popitem(last=False)
        if not any(t is old for _, t, _ in _TABLES_BY_ID.values()):
            _TABLES.pop(old_key, None)
    return tables


def cards_by_crisis(table: _ActionTable, crises: tuple[Crisis, ...]) -> tuple:
    """A seat's ``fb_by_mask`` by crisis index (``flat.Deck``), not by id."""
    by_id = table.fb_by_mask
    return tuple([by_id[crisis.id] for crisis in crises])


def phase3_actions(table: _ActionTable, cards_for: tuple, g, seat: int) -> tuple:
    """The typed actions of phase 3 for ``seat`` of the flat game ``g`` (R4), in the fixed
    order of ``GameState.legal_actions()``: the cards for each full-blown crisis still open
    (table order, by value), the sets, ``EndTurn`` last. What is open is ``legality``'s
    answer (R4.1, R4.4, R4.7); the typed face and a view-reading strategy's seat both list
    their actions here."""
    mask = g.masks[seat]
    out: tuple = ()
    fb = g.full_blown
    if g.helped or g.hoarded:
        closed = closed_crises(g.helped, g.hoarded)
        hoard = may_hoard(g.played_full_blown, g.hoarded)
    else:  # a fresh turn: legality's answers, asked once
        closed, hoard = _FRESH
    if fb:
        for ci, _, shift, _ in fb:
            if ci not in closed:
                out += cards_for[ci][mask >> shift & 63]
    if hoard:
        triple = g.triples[seat]
        hoards = table.hoards_by_mask.get(mask | triple << 18)
        out += hoards if hoards is not None else table.hoards_for(mask, triple)
    return out + table.end_only


#: A set's place in ``ALL_SETS`` (the flat core's hoard move), by its cards as a listed
#: ``Hoard`` holds them (R4.5).
SET_OF_CARDS = {cards: j for j, cards in enumerate(ALL_SET_CARDS)}


def move_of(g, listed: Action) -> int:
    """The flat core's move (``flat.py``) for ``listed``, a member of the flat game ``g``'s
    legal list where it stands: how ``GameState.apply`` and a view-reading strategy's seat
    hand an action to the core. Read from the action's type and parts (an action is a
    value: a copy gives the same move); a card on a full-blown crisis names the crisis by
    its place on the table."""
    kind = type(listed)
    if kind is PlayFullBlown:
        ci = g.deck.index[listed.crisis.id]
        pos = 0
        for entry in g.full_blown:
            if entry[0] == ci:
                return pos + listed.solution.index
            pos += 18
        raise AssertionError("a listed card for a crisis that is not full-blown")
    if kind is EndTurn:
        return END
    if kind is Hoard:
        return HOARD + SET_OF_CARDS[listed.cards]
    if kind is Pass:
        return -1
    if kind is Draw:
        return 0
    return listed.solution.index  # PlayImpending, Discard: the card's kind


#: Every type of action, and where the search for one starts in a legal list: the list's
#: fixed order (R7.2) puts ``Pass`` first, so a card for the impending crisis no earlier
#: than second, and ``EndTurn`` last. (Equal actions are of the same type, so no earlier
#: member can equal one: the search does not call their ``__eq__``.)
FIRST_PLACE = {Draw: 0, Pass: 0, PlayImpending: 1, PlayFullBlown: 0, Hoard: 0,
               EndTurn: -1, Discard: 0}


def listed(action, legal: tuple):
    """The member of ``legal`` equal to ``action``, or None: an action is a value, so a
    copy made anywhere is the same move (R7.2). Something that is not one of the actions
    is not listed, nor is an action whose seat is a bool (``Draw(True) == Draw(1)``, but a
    record cannot hold it: R7.4)."""
    try:
        found = legal[legal.index(action, FIRST_PLACE[type(action)])]
    except (KeyError, ValueError, TypeError):  # not an action, or not listed (parts
        return None  # that cannot be compared: a malformed Hoard)
    return None if type(action.seat) is bool else found


#: What ``legality`` says of a turn where no card was played and nothing hoarded yet: the
#: crises closed, and whether a set may be hoarded.
_FRESH = closed_crises(frozenset(), False), may_hoard(False, False)
