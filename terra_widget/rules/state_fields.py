"""The typed fields of a ``GameState`` (R7.5's table, as views and refusals read it): each
one read from the flat game the state plays on (``state._now()``: once it has played the
action ``apply`` was given), as typed cards, crises and records."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain, repeat

from .actions import Action
from .cards import SOLUTION_KINDS, Card, Crisis, Solution
from .flat_tables import OVER, RESPOND
from .table import FullBlown, Outcome, Phase, count_full_blown

_chain = chain.from_iterable
_repeat = repeat
_new_tuple = tuple.__new__  # a FullBlown without its Python-level __new__
#: The typed phase of the flat game's phase (where it stands paused).
_PHASE = (Phase.DRAW, Phase.RESPOND, Phase.PLAY, Phase.DISCARD, Phase.OVER)


class TableFields:
    """The typed fields of ``GameState`` (a base class: ``_g``, ``_now`` and the caches
    are ``GameState``'s)."""

    @property
    def log_events(self) -> bool:
        return self._g.log is not None

    @log_events.setter
    def log_events(self, on: bool) -> None:
        self._g.log = self._face if on else None
        self._g.ctx = self._steps = None  # ``play`` keeps the log in its context

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
    hand_sizes = property(lambda self: self._now().hsz)
    masks = property(lambda self: self._now().masks)  # bit k: holds kind k
    triples = property(lambda self: self._now().triples)  # bit k: holds 3+ of kind k
    points = property(lambda self: self._now().points)  # the scoring track (R3.4, R4.3)
    contributed = property(lambda self: self._now().contributed)  # cards given, per colour
    hoards = property(lambda self: self._now().track.hoards)  # R4.6
    current = property(lambda self: self._now().current)
    turn = property(lambda self: self._now().turn)
    responder = property(lambda self: self._now().responder)
    _responses_left = property(lambda self: self._now().left)
    played_full_blown = property(lambda self: self._now().played_fb)  # R4.4
    hoarded = property(lambda self: self._now().hoarded)  # R4.4, R4.7
    last_card_drawn = property(lambda self: self._now().last)  # R6.3
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
        self._g.ctx = self._steps = None  # ``play`` keeps the pile in its context

    @property
    def discard(self) -> list[Card]:
        return list(self._discard_t())

    def _discard_t(self) -> tuple:
        seen = self._seen
        codes = self._now().track.discard
        if len(seen[0]) != len(codes):  # the pile only grows
            crises = self.config.crises
            seen[0] += tuple([SOLUTION_KINDS[c] if c < 18 else crises[c - 18]
                              for c in codes[len(seen[0]):]])
        return seen[0]

    @property
    def full_blown(self) -> list[FullBlown]:
        g = self._now()
        plays, crises, made = g.track.plays, self.config.crises, self._made
        out = []
        for ci, need, _, _ in g.fb:  # a record is made again only when a card went under
            under = plays[ci]
            record = made.get(ci)
            if record is None or len(record.plays) != len(under):
                crisis = crises[ci]
                record = made[ci] = _new_tuple(FullBlown, (
                    crisis, tuple([(s, SOLUTION_KINDS[k]) for s, k in under]),
                    crisis.threat - need))
            out.append(record)
        return out

    @property
    def impending(self) -> Crisis | None:
        imp = self._now().imp
        return self.config.crises[imp] if imp >= 0 else None

    @property
    def impending_plays(self) -> list[tuple[int, Solution]]:
        return [(s, SOLUTION_KINDS[k]) for s, k in self._now().imp_plays]

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
        is made at every decision of a strategy that reads views."""
        g = self._now()
        phase = g.phase
        hoards = g.track.hoards
        crises = self.config.crises
        imp = g.imp
        return {
            "seat": seat,
            "config": self.config.public(),  # never the stacked deck's order (R7.5)
            "turn": g.turn,
            "phase": _PHASE[phase],
            "current": g.current,
            "to_act": g.responder if phase == RESPOND else None if phase == OVER
            else g.current,
            "hand": None if seat is None else self.hand(seat),
            "hand_sizes": tuple(g.hsz),
            "hoard_sizes": tuple([3 * len(h) for h in hoards]),
            "own_hoards": () if seat is None else tuple(hoards[seat]),
            "revealed_hoards": tuple([tuple(h) for h in hoards]) if self._over else None,
            "points": tuple(g.points),
            "contributed": tuple(map(tuple, g.contributed)),
            "pile_size": len(g.pile),
            "impending": crises[imp] if imp >= 0 else None,
            "impending_plays": tuple([(s, SOLUTION_KINDS[k]) for s, k in g.imp_plays]),
            "responder": g.responder,
            "responses_left": g.left,
            "full_blown": tuple(self.full_blown),  # immutable records: shared safely
            "discard": self._discard_t(),
            "helped": frozenset([crises[ci].id for ci in g.helped]),
            "played_full_blown": g.played_fb,
            "hoarded": g.hoarded,
            "last_card_drawn": g.last,
            "outcome": self._outcome,
        }

    def hand(self, seat: int) -> tuple[Solution, ...]:
        """The Solutions in ``seat``'s hand, sorted by colour then value."""
        counts = self._now().hands[seat]
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

