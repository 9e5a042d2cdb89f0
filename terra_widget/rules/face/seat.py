"""A strategy that reads views, seated at the flat engine's table.

A strategy written on the public API (``choose(view, legal)``, as lesson 05 teaches)
would make a table played through ``GameState`` build a frozen view field by field for
every decision and re-check every choice, and ask the bundled strategies beside it on a
flat table rebuilt for each of their decisions. Here the game is played on the flat
engine (``flat.py``) and such a strategy sits in its seat as one more flat policy
(``StrategySeat``), which at each real choice gives it

* the same ``PlayerView`` ``state.view(seat)`` would give (R7.5), made on demand: the
  cheap fields at once, the costly ones worked out from the flat table the first time
  ``choose`` reads them (``views.view_on_demand``), and sealed into a plain snapshot if
  the strategy keeps it (the view, its fields or a weak reference to it). A view nobody
  kept is filled in again for the seat's next decision: the strategy cannot tell, and
  it costs less than making a new one;
* the same tuple of typed legal actions ``state.legal_actions()`` gives -- the very same
  objects, from the engine's action tables (R7.2);

and turns its choice back into the flat move. A choice that is not among the legal
actions is refused exactly as ``GameState.apply`` refuses it (R7.3): the state at that
moment is rebuilt (``GameState.from_table``) and its refusal raised, naming the strategy
and its seat. The cards that leave the hands (the discard pile, the cards under each
full-blown crisis, the hoards), which the bundled strategies never read, are followed
only at such a table (``track.Track``).

``tests/rules/test_strategy_seat.py`` checks its views, legal actions and refusals against
``GameState``'s, which plays the same flat transition.
"""

from __future__ import annotations

from dataclasses import fields as dataclass_fields
from itertools import chain, repeat
from sys import getrefcount
from weakref import getweakrefcount

from ..core.flat import FlatGame, deck_of
from . import refusals
from .action_tables import FIRST_PLACE, _tables, cards_by_crisis, move_of, phase3_actions
from .actions import Pass
from .cards import SOLUTION_KINDS
from .errors import IllegalActionError
from .state import GameState
from .table import FullBlown, Phase
from .track import Track
from .views import _SOURCE, DEFERRED, PlayerView, seal

_RESPOND, _PLAY, _DISCARD = Phase.RESPOND, Phase.PLAY, Phase.DISCARD
_new_tuple = tuple.__new__  # a FullBlown without its Python-level __new__
_new, _set = object.__new__, object.__setattr__  # a view made as ``view_on_demand`` does
_chain = chain.from_iterable
_NONE_HELPED = frozenset()  # R4.1: no crisis helped yet this turn
#: A card played on the impending crisis, ``(seat, kind)``, as views show it (R3.1).
_PLAY_SEEN = {(seat, k): (seat, card) for seat in range(6)
              for k, card in enumerate(SOLUTION_KINDS)}.__getitem__


def tracked_deal(config, seed: int, deck=None) -> FlatGame:
    """``FlatGame.deal`` of ``config``'s game (``new_game``'s deal from ``seed``, R1.6)
    that keeps where the cards go (``track.Track``): a table where a strategy reads
    views. ``deck``: ``deck_of(config.crises)``, if the caller has it at hand."""
    n = config.n_players
    game = FlatGame.deal(n, deck or deck_of(config.crises), seed, teams=config.teams,
                         first=config.first_player, keep=config.pile_solutions,
                         hand=config.hand_size)
    game.track = Track(n)
    return game


class _Sight:
    """What the view of one decision may read of the flat game, and nothing more (R7.5):
    the public parts of the table and the deciding seat's own hand and hoards -- never
    another hand, another seat's hoarded cards or the pile. A view on demand holds this
    (not the game) until it is sealed, so a strategy that digs into its view finds no
    path to a hidden card. The lists are the game's own: the view is read before the
    game moves on, and sealed if it is kept."""

    __slots__ = ("hand", "hand_sizes", "hoard_sizes", "own_hoards", "points", "contributed",
                 "impending_plays", "full_blown", "helped", "crises", "threat", "plays", "discard",
                 "shown", "made")

    def __init__(self, g: FlatGame, seat: int):
        track = g.track
        self.hand = g.hands[seat]
        self.hand_sizes = g.hand_sizes
        self.hoard_sizes = track.sizes  # a count, not the cards (R7.5)
        self.own_hoards = track.hoards[seat]
        self.points, self.contributed = g.points, g.contributed
        self.impending_plays, self.full_blown = g.impending_plays, g.full_blown
        self.helped = g.helped
        self.crises, self.threat = g.deck.crises, g.deck.threat
        self.plays, self.discard = track.plays, track.discard
        self.shown = track.shown  # [the discard pile as views show it], kept up to date
        self.made: dict[int, FullBlown] = {}  # the last record of each full-blown crisis

    def __call__(self, name: str):
        """A deferred field of this decision's view (``view_on_demand``)."""
        return _FIELDS[name](self)


def _card(crises, code: int):
    return SOLUTION_KINDS[code] if code < 18 else crises[code - 18]


# What a deferred field of a view is, read from what the decision may see (``_Sight``).
def _hand(s):
    return tuple(_chain(map(repeat, SOLUTION_KINDS, s.hand)))


def _full_blown(s):
    # Each crisis's record is made again only when a card went under it (R4.2): the cards
    # under a full-blown crisis only grow until it leaves the table (R4.3) for good.
    crises, threat, plays, sol, made = s.crises, s.threat, s.plays, SOLUTION_KINDS, s.made
    out = []
    for ci, need, _, _ in s.full_blown:
        under = plays[ci]
        record = made.get(ci)
        if record is None or len(record.plays) != len(under):
            record = made[ci] = _new_tuple(FullBlown, (
                crises[ci], tuple([(seat, sol[k]) for seat, k in under]), threat[ci] - need))
        out.append(record)
    return tuple(out)


def _discard(s):
    shown = s.shown[0]  # the pile only grows: convert the cards added since last time
    codes = s.discard
    if len(shown) != len(codes):
        crises = s.crises
        shown = s.shown[0] = shown + tuple([_card(crises, code)
                                            for code in codes[len(shown):]])
    return shown


_FIELDS = {
    "hand": _hand,
    "hand_sizes": lambda s: tuple(s.hand_sizes),
    "hoard_sizes": lambda s: tuple(s.hoard_sizes),
    "own_hoards": lambda s: tuple(s.own_hoards),
    "points": lambda s: tuple(s.points),
    "contributed": lambda s: tuple(map(tuple, s.contributed)),
    "impending_plays": lambda s: tuple([(seat, SOLUTION_KINDS[k])
                                        for seat, k in s.impending_plays]),
    "full_blown": _full_blown,
    "discard": _discard,
    "helped": lambda s: frozenset([s.crises[ci].id for ci in s.helped]),
}


def _count_unkept(_refs=getrefcount) -> int:
    """What ``getrefcount`` says of an object held by one local variable only, as in
    ``StrategySeat._ask`` (2 on CPython 3.11; interpreters that lend the argument without
    counting it say less), so that a kept view is never missed."""
    view = object()
    return _refs(view)


def _count_unkept_fields(_refs=getrefcount) -> int:
    """The same for the fields of a view held by one local variable, and by the view."""
    view = _new(PlayerView)
    fields = {}
    _set(view, "__dict__", fields)
    return _refs(fields)


_UNKEPT = _count_unkept()
_UNKEPT_FIELDS = _count_unkept_fields()
#: How many entries a view made by ``StrategySeat._ask`` has before any deferred field is
#: set: every field but the deferred ones, and the source of those.
_MADE_AT_ONCE = len(dataclass_fields(PlayerView)) - len(DEFERRED) + 1


class StrategySeat:
    """A flat policy (``flat.py``) that asks a strategy's ``choose`` with a view and the
    typed legal actions, exactly as ``GameState`` would (see the module docstring)."""

    __slots__ = ("player", "choose", "config", "tables", "explain", "_game", "_sights",
                 "_cards_for", "_spare", "_spare_fields")
    shared = False

    def __init__(self, player, config, explain=None):
        """``explain``: what turns a strategy's mistake into the error a person reads
        (``sim.strategy_errors``: ``crashed(player, seat, err)`` and ``refused(player,
        seat, action, view, legal, err)``); the engine's own errors without it."""
        self.player = player
        self.explain = explain
        self.choose = player.choose
        self.config = config.public()  # never a stacked deck's order (R7.5)
        self.tables = _tables(config)
        self._game = None  # the game the sights below look at
        self._sights: dict[int, _Sight] = {}
        # the view of the last decision, which nobody kept, and its fields: filled in
        # again for the next one (see ``_ask``)
        self._spare: PlayerView | None = None
        self._spare_fields: dict | None = None
        # per seat, the cards it may play on crisis i (R4.1), by the kinds of its colour
        # held: its action table's ``fb_by_mask`` by index, not by id (made when needed)
        self._cards_for: list[tuple | None] = [None] * 6

    def sit(self, player) -> StrategySeat:
        """This seat, with ``player`` (a fresh copy of a strategy, for a new game) in it:
        what a run of many games does instead of making a seat per game -- the config and
        the action tables stay, the sights are made anew for the next game."""
        self.player = player
        self.choose = player.choose
        self.stand()
        return self

    def stand(self) -> None:
        """Let go of the game played last (the sights hold its lists), so that a seat
        kept for the next game keeps no finished game alive."""
        self._game = None
        self._sights = {}
        self._spare = self._spare_fields = None  # its source is a sight of that game

    def _sight(self, g: FlatGame, seat: int) -> _Sight:
        """What seat ``seat`` of ``g`` may see (R7.5), made once per game and seat: it
        holds the game's own lists, which change in place. The game itself stays here,
        out of the view's reach."""
        if self._game is not g:
            self._game = g
            self._sights = {}
            self._spare = self._spare_fields = None
        sight = self._sights.get(seat)
        if sight is None:
            sight = self._sights[seat] = _Sight(g, seat)
        return sight

    def _ask(self, g: FlatGame, seat: int, phase: Phase, legal: tuple,
             _refs=getrefcount, _weak=getweakrefcount):
        # A view on demand (``views.view_on_demand``, inlined: hundreds per game) whose
        # source is the seat's sight, not the game: no path to a hidden card (R7.5). The
        # view of this seat's last decision is filled in again if nobody kept it (nobody
        # can see the difference, and making a view costs more than filling one in).
        view = self._spare
        if view is not None and self._game is g and self._spare_fields["seat"] == seat:
            fields = self._spare_fields  # its source is this seat's sight of ``g``
            self._spare = self._spare_fields = None  # in use (until nobody is found to keep it)
        else:
            view = _new(PlayerView)
            fields = {"seat": seat, "config": self.config, "revealed_hoards": None,
                      "outcome": None, _SOURCE: self._sight(g, seat)}
            _set(view, "__dict__", fields)
        imp = g.impending
        fields["turn"] = g.turn
        fields["phase"] = phase
        fields["current"] = g.current
        fields["to_act"] = g.responder if phase is _RESPOND else g.current
        fields["pile_size"] = len(g.pile)
        fields["impending"] = g.deck.crises[imp] if imp >= 0 else None
        fields["responder"] = g.responder
        fields["responses_left"] = g.responses_left
        fields["played_full_blown"] = g.played_full_blown
        fields["hoarded"] = g.hoarded
        fields["last_card_drawn"] = g.last_card_drawn
        # deferred fields that are empty now are set at once (no work to defer), and so
        # are the cards on the crisis being answered (R3.1): a few, read by most answers
        plays = g.impending_plays
        fields["impending_plays"] = tuple(map(_PLAY_SEEN, plays)) if plays else ()
        if not g.helped:
            fields["helped"] = _NONE_HELPED
        elif "helped" in fields:  # a spare's, from a decision with none helped
            del fields["helped"]
        if not g.full_blown:
            fields["full_blown"] = ()
        elif "full_blown" in fields:
            del fields["full_blown"]
        size = len(fields)
        try:
            action = self.choose(view, legal)
        except Exception as err:
            if self.explain is None:
                raise
            raise self.explain.crashed(self.player, seat, err) from err
        finally:
            # Only this frame's references (``_UNKEPT`` counts them) mean nobody kept the
            # view or its fields; one more (kept by the strategy, or by a traceback) and
            # it becomes a snapshot now, with no link to the table (R7.5), never filled in
            # again. Else it is the spare for the next decision, cleared of the deferred
            # fields worked out in this one (they would show this moment) -- unless its
            # fields are no longer what ``_ask`` made (sealed by a copy, or changed).
            if _refs(view) > _UNKEPT or _refs(fields) > _UNKEPT_FIELDS or _weak(view):
                seal(view)
            elif len(fields) == size:
                self._spare, self._spare_fields = view, fields
            else:
                for name in DEFERRED:
                    if name in fields:
                        del fields[name]
                if len(fields) == _MADE_AT_ONCE and _SOURCE in fields:
                    self._spare, self._spare_fields = view, fields
        # the member of ``legal`` equal to the answer (R7.2), found as ``GameState.apply``
        # finds it (``action_tables.listed``, inlined: once per decision)
        try:
            found = legal[legal.index(action, FIRST_PLACE[type(action)])]
        except (KeyError, ValueError, TypeError):  # not an action, or not listed
            found = None
        if found is None or type(action.seat) is bool:
            self._refuse(g, seat, phase, action, legal)
        return found

    def respond(self, g: FlatGame, seat: int) -> int:
        shift = g.impending_shift
        legal = self.tables[seat].respond[shift // 6][g.masks[seat] >> shift & 63]
        action = self._ask(g, seat, _RESPOND, legal)
        return -1 if type(action) is Pass else action.solution.index  # as ``move_of``

    def play(self, g: FlatGame, seat: int) -> int:
        table = self.tables[seat]
        cards_for = self._cards_for[seat]
        if cards_for is None:
            cards_for = self._cards_for[seat] = cards_by_crisis(table, g.deck.crises)
        legal = phase3_actions(table, cards_for, g, seat)  # R4.1, R4.4, R4.7
        return move_of(g, self._ask(g, seat, _PLAY, legal))

    def discard(self, g: FlatGame, seat: int) -> int:
        legal = self.tables[seat].discards_for(g.masks[seat])
        return self._ask(g, seat, _DISCARD, legal).solution.index  # as ``move_of``

    def _refuse(self, g: FlatGame, seat: int, phase: Phase, action, legal) -> None:
        """Raise what ``GameState.apply`` raises for ``action``, which is not among the
        legal actions, at this moment (R7.3)."""
        state = state_of(g, self.config, phase)
        try:
            refusals.explain(state, action)
        except IllegalActionError as err:
            if self.explain is not None:
                raise self.explain.refused(self.player, seat, action, state.view(seat),
                                           legal, err) from err
            raise refused(err, self.player, seat, action) from err


def refused(err: IllegalActionError, player, seat: int, action) -> IllegalActionError:
    """The refusal of a strategy's choice (R7.3), saying whose strategy it was: one
    sentence for every table a strategy plays at."""
    return IllegalActionError(err.rule, f"the strategy {player} in seat {seat + 1} chose "
                                        f"{action!r}, which the rules do not allow now: "
                                        f"{err.reason}")


def state_of(g: FlatGame, config, phase: Phase) -> GameState:
    """The ``GameState`` standing where the tracked flat game ``g`` stands, in ``phase``
    (the flat engine keeps its phase in ``play``'s loop)."""
    track = g.track
    crises = g.deck.crises
    sight = _Sight(g, 0)
    return GameState.from_table(
        config,
        hands=[_hand(_Sight(g, s)) for s in range(g.n)],
        hoards=track.hoards,
        pile=[_card(crises, c) for c in g.pile], discard=_discard(sight),
        full_blown=_full_blown(sight),
        impending=crises[g.impending] if g.impending >= 0 else None,
        impending_plays=_FIELDS["impending_plays"](sight),
        points=g.points, contributed=g.contributed, current=g.current, phase=phase,
        turn=g.turn, responder=g.responder, responses_left=g.responses_left,
        helped=[crises[ci].id for ci in g.helped], played_full_blown=g.played_full_blown,
        hoarded=g.hoarded, last_card_drawn=g.last_card_drawn)


__all__ = ["StrategySeat", "tracked_deal", "refused", "state_of"]
