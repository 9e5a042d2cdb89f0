"""The typed fields of a ``GameState`` (R7.5's table, as views and refusals read it): each
one read from the flat game the state plays on (``state._now()``: once it has played the
action ``apply`` was given), as typed cards, crises and records."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain, repeat

from ..core.flat_tables import OVER, RESPOND
from .actions import Action
from .cards import SOLUTION_KINDS, Card, Crisis, Solution
from .table import FullBlown, Outcome, Phase, count_full_blown

_chain = chain.from_iterable
_repeat = repeat
_new_tuple = tuple.__new__  # a FullBlown without its Python-level __new__
#: The typed phase of the flat game's phase (where it stands paused).
_PHASE = (Phase.DRAW, Phase.RESPOND, Phase.PLAY, Phase.DISCARD, Phase.OVER)
_NO_IDS: frozenset[str] = frozenset()  # R4.1: no crisis helped yet this turn


class TableFields:
    """The typed fields of ``GameState`` (a base class: ``_g``, ``_now`` and the caches
    are ``GameState``'s)."""

    @property
    def log_events(self) -> bool:
        return self._g.log is not None

    @log_events.setter
    def log_events(self, on: bool) -> None:
        self._g.log = self._face if on else None
        self._g.play_context = self._steps = None  # ``play`` keeps the log in its context

    @property
    def is_over(self) -> bool:
        if self._face.go is not None:
            self._run()
        return self._over

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (R6), or None while it goes on."""
        if self._face.go is not None:
            self._run()
        return self._outcome

    hands = property(lambda self: self._now().hands, doc="Each seat's count of each kind.")
    hand_sizes = property(lambda self: self._now().hand_sizes)
    masks = property(lambda self: self._now().masks)  # bit k: holds kind k
    triples = property(lambda self: self._now().triples)  # bit k: holds 3+ of kind k
    points = property(lambda self: self._now().points)  # the scoring track (R3.4, R4.3)
    contributed = property(lambda self: self._now().contributed)  # cards given, per colour
    hoards = property(lambda self: self._now().track.hoards)  # R4.6
    current = property(lambda self: self._now().current)
    turn = property(lambda self: self._now().turn)
    responder = property(lambda self: self._now().responder)
    _responses_left = property(lambda self: self._now().responses_left)
    played_full_blown = property(lambda self: self._now().played_full_blown)  # R4.4
    hoarded = property(lambda self: self._now().hoarded)  # R4.4, R4.7
    last_card_drawn = property(lambda self: self._now().last_card_drawn)  # R6.3
    phase = property(lambda self: _PHASE[self._now().phase])

    @property
    def pile(self) -> list[Card]:
        """The draw pile, top last."""
        crises = self.config.crises
        return [SOLUTION_KINDS[c] if c < 18 else crises[c - 18] for c in self._now().pile]

    @pile.setter
    def pile(self, cards: Iterable[Card]) -> None:
        index = self._g.deck.index
        self._g.pile = [c.index if isinstance(c, Solution) else 18 + index[c.id]
                        for c in cards]
        self._g.play_context = self._steps = None  # ``play`` keeps the pile in its context

    @property
    def discard(self) -> list[Card]:
        return list(self._discard_t(self._now()))

    def _discard_t(self, g) -> tuple:
        seen = self._seen
        codes = g.track.discard
        if len(seen[0]) != len(codes):  # the pile only grows
            crises = self.config.crises
            seen[0] += tuple([SOLUTION_KINDS[c] if c < 18 else crises[c - 18]
                              for c in codes[len(seen[0]):]])
        return seen[0]

    @property
    def full_blown(self) -> list[FullBlown]:
        return list(self._full_blown_t(self._now()))

    def _full_blown_t(self, g) -> tuple:
        """The full-blown crises' records, made again only when the table's changed: a
        crisis's entry changes with every card put under it (each lowers what it still
        needs, R4.2) and goes for good once solved (R4.3), so equal entries mean the same
        records."""
        fb = g.full_blown
        cached = self._fb_t
        if cached is not None and cached[0] == fb:
            return cached[1]
        plays, crises, made = g.track.plays, self.config.crises, self._made
        out = []
        for ci, need, _, _ in fb:  # a record is made again only when a card went under
            under = plays[ci]
            record = made.get(ci)
            if record is None or len(record.plays) != len(under):
                crisis = crises[ci]
                record = made[ci] = _new_tuple(FullBlown, (
                    crisis, tuple([(s, SOLUTION_KINDS[k]) for s, k in under]),
                    crisis.threat - need))
            out.append(record)
        out = tuple(out)
        self._fb_t = ([entry[:] for entry in fb], out)
        return out

    @property
    def impending(self) -> Crisis | None:
        imp = self._now().impending
        return self.config.crises[imp] if imp >= 0 else None

    @property
    def impending_plays(self) -> list[tuple[int, Solution]]:
        return [(s, SOLUTION_KINDS[k]) for s, k in self._now().impending_plays]

    @property
    def helped(self) -> frozenset[str]:
        """The ids of the crises helped this turn (R4.1)."""
        crises = self.config.crises
        return frozenset([crises[ci].id for ci in self._now().helped])

    @property
    def to_act(self) -> int | None:
        """The seat that must act now, or None once the game is over."""
        g = self._now()
        phase = g.phase
        if phase == RESPOND:
            return g.responder
        if phase == OVER:
            return None
        return g.current

    def view_fields(self, seat: int | None) -> dict:
        """The fields of ``PlayerView`` for ``seat`` (R7.5: its own hand and hoards, the
        sizes of the others, the public table), read off the flat game in one go: a view
        is made at every decision of a strategy that reads views. (Empty parts are the
        shared empty values: nothing to convert.)"""
        g = self._now()
        phase = g.phase
        track = g.track
        crises = self.config.crises
        imp = g.impending
        plays = g.impending_plays
        helped = g.helped
        # the parts kept from the last view while they are unchanged, looked up here (a
        # call each saved): the full-blown records, the discard pile, the seat's hand
        full = ()
        if g.full_blown:
            kept = self._fb_t
            full = (kept[1] if kept is not None and kept[0] == g.full_blown
                    else self._full_blown_t(g))
        discard = self._seen[0]
        if len(discard) != len(track.discard):
            discard = self._discard_t(g)
        hand = None
        if seat is not None:
            kept = self._hand_t and self._hand_t[seat]
            hand = (kept[1] if kept and kept[0] == g.hands[seat]
                    else self._hand_of(g, seat))
        return {
            "seat": seat,
            "config": self.config.public(),  # never the stacked deck's order (R7.5)
            "turn": g.turn,
            "phase": _PHASE[phase],
            "current": g.current,
            "to_act": g.responder if phase == RESPOND else None if phase == OVER
            else g.current,
            "hand": hand,
            "hand_sizes": tuple(g.hand_sizes),
            "hoard_sizes": tuple(track.sizes),  # 3 per hoard, never the cards (R7.5)
            "own_hoards": () if seat is None else tuple(track.hoards[seat]),
            "revealed_hoards": (tuple([tuple(h) for h in track.hoards]) if self._over
                                else None),
            "points": tuple(g.points),
            "contributed": tuple(map(tuple, g.contributed)),
            "pile_size": len(g.pile),
            "impending": crises[imp] if imp >= 0 else None,
            "impending_plays": (tuple([(s, SOLUTION_KINDS[k]) for s, k in plays]) if plays
                                else ()),
            "responder": g.responder,
            "responses_left": g.responses_left,
            "full_blown": full,  # immutable records
            "discard": discard,
            "helped": frozenset([crises[ci].id for ci in helped]) if helped else _NO_IDS,
            "played_full_blown": g.played_full_blown,
            "hoarded": g.hoarded,
            "last_card_drawn": g.last_card_drawn,
            "outcome": self._outcome,
        }

    def hand(self, seat: int) -> tuple[Solution, ...]:
        """The Solutions in ``seat``'s hand, sorted by colour then value."""
        return self._hand_of(self._now(), seat)

    def _hand_of(self, g, seat: int) -> tuple[Solution, ...]:
        counts = g.hands[seat]
        hands = self._hand_t
        if hands is None:
            hands = self._hand_t = [None] * self.n_players
        cached = hands[seat]  # (the counts it was made from, the hand)
        if cached is None or cached[0] != counts:  # made again only once the hand changed
            cached = hands[seat] = (counts[:],
                                    tuple(_chain(map(_repeat, SOLUTION_KINDS, counts))))
        return cached[1]

    def hoard_points(self, seat: int) -> int:
        return sum(c.value for s in self.hoards[seat] for c in s)

    def final_score(self, seat: int) -> int:
        """R6.4: track points plus the values of every hoarded card."""
        return self.points[seat] + self.hoard_points(seat)

    def full_blown_counts(self) -> tuple[dict, dict, int]:
        """Full-blown crises on the table per region, per colour and in all (R6.1)."""
        return count_full_blown(fb.crisis for fb in self.full_blown)

    def describe(self, action: Action, lang: str = "en") -> str:
        """A sentence for an action, with the players' names, in English or ``lang``
        (``Action.describe``)."""
        return action.describe(self.config.players, lang)

    def _index_full_blown(self, crisis: Crisis) -> int:
        """Where ``crisis`` is in ``self.full_blown``, or -1 if it is not full-blown."""
        for i, fb in enumerate(self.full_blown):
            if fb.crisis == crisis:
                return i
        return -1

