"""Game configuration and state: set-up (R1), the turn (R2-R4), teams (R5), the end (R6).

The state surface is small, after OpenSpiel:

* ``state.to_act`` — the seat that must act now (None when the game is over);
* ``state.legal_actions()`` — every legal action for that seat;
* ``state.apply(action)`` — play it, or raise ``IllegalActionError`` naming the
  broken rule and leave the state exactly as it was (R7.3);
* ``state.is_over`` / ``state.outcome`` — how the game ended;
* ``state.advance()`` — play the forced moves (the only legal action) up to the next
  real choice, and return its legal actions (simulations' inner loop).

All randomness is the set-up shuffle, drawn from ``random.Random(seed)`` (R1.6); the
rules themselves are deterministic, so ``config + seed + history`` replays a game (R7.4).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import chain, repeat

from ..checks import is_whole
from . import refusals
from . import views as _views
from .action_tables import _tables
from .actions import Action
from .cards import SOLUTION_KINDS, Card, Crisis, Solution
from .errors import ConfigError
from .events import Event, EventKind
from .legality import closed_crises, may_hoard
from .setup import GameConfig, default_names, players_type_error
from .state_moves import _DISCARD, _DRAW, _OVER, _PLAY, _RESPOND, HANDLERS, Transitions
from .state_setup import SetUp
from .table import FullBlown, Outcome, count_full_blown

_chain = chain.from_iterable
_repeat = repeat

#: The fields a clone shares with its original (everything else is copied).
_SHARED_FIELDS = (
    "config", "seed", "log_events", "n_players", "_pub_discard", "_pub_hoards",
    "impending", "current", "phase", "turn", "responder", "_responses_left",
    "played_full_blown", "hoarded", "last_card_drawn", "outcome", "is_over", "_legal",
    "_tables", "set_aside",
)


class GameState(SetUp, Transitions):
    """Everything that changes during a game. Create it with ``new_game``."""

    def __init__(self, config: GameConfig, seed: int, *, log_events: bool = True):
        self.config = config
        self.seed = seed
        self.log_events = log_events
        n = config.n_players
        self.n_players = n
        self.hands: list[list[int]] = [[0] * 18 for _ in range(n)]
        self.hand_sizes = [0] * n
        # bit i set when the seat holds kind i / holds 3+ of kind i (fast legal moves)
        self.masks = [0] * n
        self.triples = [0] * n
        # Caches for views (see views.make_view): each hand as a tuple, and the public
        # parts that change rarely. Reset wherever what they show changes.
        self._hand_t: list[tuple | None] = [None] * n
        self._pub_discard: tuple | None = None
        self._pub_hoards: tuple | None = None  # hoard sizes
        self.pile: list[Card] = []  # top of the pile is the END of the list
        self.discard: list[Card] = []
        #: The short game's Solutions left out of the pile, face down (``pile_solutions``)
        self.set_aside: tuple[Solution, ...] = ()
        self.full_blown: list[FullBlown] = []
        self.impending: Crisis | None = None
        self.impending_plays: list[tuple[int, Solution]] = []
        self.hoards: list[list[tuple[Solution, Solution, Solution]]] = [[] for _ in range(n)]
        self.points = [0] * n  # the scoring track (R1.5, R3.4, R4.3)
        self.contributed = [[0, 0, 0] for _ in range(n)]  # cards given, per colour
        self.current = config.first_player
        self.phase = _DRAW
        self.turn = 1
        self.responder = config.first_player
        self._responses_left = 0
        self.helped: set[str] = set()  # crisis ids helped this turn (R4.1)
        self.played_full_blown = False  # R4.4
        self.hoarded = False  # R4.4, R4.7
        self.last_card_drawn = False  # R6.3
        self.outcome: Outcome | None = None
        self.is_over = False  # True once the phase is OVER (an attribute: read every action)
        self.history: list[Action] = []
        # Events are kept as plain tuples while playing (cheap) and turned into Event
        # objects when somebody reads ``events``.
        self._ev: list[tuple] = []
        self._ev_cache: list[Event] = []
        self._legal: tuple[Action, ...] | None = None
        self._tables = _tables(config)
        self._deal(random.Random(seed))

    # --------------------------------------------------------------- queries
    @property
    def players(self) -> tuple[str, ...]:
        return self.config.players


    @property
    def to_act(self) -> int | None:
        """The seat that must act now, or None once the game is over."""
        if self.phase is _RESPOND:
            return self.responder
        if self.phase is _OVER:
            return None
        return self.current

    def hand(self, seat: int) -> tuple[Solution, ...]:
        """The Solutions in ``seat``'s hand, sorted by colour then value."""
        cached = self._hand_t[seat]
        if cached is None:
            cached = self._hand_t[seat] = tuple(
                _chain(map(_repeat, SOLUTION_KINDS, self.hands[seat])))
        return cached

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

    # ------------------------------------------------------------ legal moves
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat ``to_act`` may take now (R7.2). Empty once the game is over.

        The order is fixed, so a seeded strategy that picks by position replays the same:
        answering a crisis, ``Pass`` first, then the cards by value; in phase 3, the cards
        for each full-blown crisis (in table order, by value), then the hoards, then
        ``EndTurn`` last; discarding, by colour then value."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is _DRAW:
            return self._tables[self.current].draw_only
        if phase is _RESPOND:
            seat = self.responder
            cidx = self.impending.cidx
            return self._tables[seat].respond[cidx][self.masks[seat] >> (6 * cidx) & 63]
        seat = self.current
        table = self._tables[seat]
        if phase is _PLAY:  # R4.1, R4.4, R4.7: legality.py
            mask = self.masks[seat]
            out: tuple[Action, ...] = ()
            helped, hoarded = self.helped, self.hoarded
            if helped or hoarded:
                closed = closed_crises(helped, hoarded)
                hoard = may_hoard(self.played_full_blown, hoarded)
            else:  # a fresh turn (no card played yet): legality's answers, asked once
                closed, hoard = _FRESH
            fbs = self.full_blown
            if fbs:
                by_crisis = table.fb_by_mask
                for fb in fbs:
                    crisis = fb.crisis
                    if crisis.id not in closed:
                        out += by_crisis[crisis.id][mask >> 6 * crisis.cidx & 63]
            if hoard:  # R4.4
                triple = self.triples[seat]
                hoards = table.hoards_by_mask.get(mask | triple << 18)
                out += hoards if hoards is not None else table.hoards_for(mask, triple)
            return out + table.end_only
        if phase is _DISCARD:
            return table.discards_for(self.masks[seat])
        return ()

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is among ``legal_actions()`` (by equality, R7.2)."""
        return _listed(action, self.legal_actions())

    def _check(self, action: Action) -> None:
        """Raise IllegalActionError if ``action`` is not among the legal actions (R7.3);
        changes nothing. ``refusals.py`` explains the refusal."""
        if not _listed(action, self.legal_actions()):
            refusals.explain(self, action)

    def _index_full_blown(self, crisis: Crisis) -> int:
        """Where ``crisis`` is in ``self.full_blown``, or -1 if it is not full-blown."""
        fbs = self.full_blown
        for i, fb in enumerate(fbs):  # identity first: Crisis.__eq__ is a Python call
            if fb.crisis is crisis:
                return i
        for i, fb in enumerate(fbs):
            if fb.crisis == crisis:
                return i
        return -1

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> None:
        """Play ``action`` for the seat ``to_act``. Raises IllegalActionError, changing
        nothing, if the rules forbid it (R7.3)."""
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
        # by equality (R7.2): an equal copy made anywhere is the same move. ``_listed``
        # compares with ``==``, a Python call per action; the object handed out is
        # equal to itself, so it is looked for first (ending the turn, the most frequent
        # choice, is last, and passing first)
        if not legal or (action is not legal[-1] and action is not legal[0]):
            for candidate in legal:
                if candidate is action:
                    break
            else:
                if not _listed(action, legal):
                    refusals.explain(self, action)  # raises before anything is changed
        self._legal = None
        self.history.append(action)
        HANDLERS[type(action)](self, action)

    def advance(self) -> tuple[Action, ...]:
        """Play every forced move -- one that is the only legal action, such as a draw
        (R2.1), a pass without a card of the crisis's colour (R3.1) or ending a turn with
        nothing to play (R4) -- until the seat to act has a real choice, and return the
        legal actions of that choice (empty once the game is over).

        The same as ``while len(state.legal_actions()) == 1: state.apply(...)``, with each
        move kept in ``history`` as usual (R7.4), but without the checks an action from
        outside needs: the inner loop of simulations and of the risk meter."""
        history = self.history
        handlers = HANDLERS
        while True:
            legal = self._legal
            if legal is None:
                legal = self._compute_legal()
            if len(legal) != 1:
                self._legal = legal
                return legal
            action = legal[0]
            self._legal = None
            history.append(action)
            handlers[type(action)](self, action)

    # --------------------------------------------------------- copy & views
    def clone(self) -> GameState:
        """An independent copy (shares only immutable parts)."""
        new = GameState.__new__(GameState)
        for name in _SHARED_FIELDS:  # immutable, or never changed in place
            setattr(new, name, getattr(self, name))
        new.hands = [h[:] for h in self.hands]
        new.hand_sizes = self.hand_sizes[:]
        new.masks = self.masks[:]
        new._hand_t = self._hand_t[:]
        new.triples = self.triples[:]
        new.pile = self.pile[:]
        new.discard = self.discard[:]
        new.full_blown = self.full_blown[:]  # FullBlown records are immutable
        new.impending_plays = self.impending_plays[:]
        new.hoards = [h[:] for h in self.hoards]
        new.points = self.points[:]
        new.contributed = [c[:] for c in self.contributed]
        new.helped = set(self.helped)
        new.history = self.history[:]
        new._ev = self._ev[:]
        new._ev_cache = self._ev_cache[:]
        return new

    def card_locations(self) -> dict[str, int]:
        """How many cards are in each place (R7.1): always 90 Solutions + the crises (in
        the short game, a seventh place: the Solutions set aside, ``set_aside``)."""
        impending = (1 if self.impending else 0) + len(self.impending_plays)
        places = {
            "draw_pile": len(self.pile),
            "hands": sum(self.hand_sizes),
            "impending": impending,
            "full_blown": sum(1 + len(fb.plays) for fb in self.full_blown),
            "hoards": sum(3 * len(h) for h in self.hoards),
            "discard": len(self.discard),
        }
        if self.config.pile_solutions is not None:  # the short game's seventh place
            places["set_aside"] = len(self.set_aside)
        return places

    def view(self, seat: int | None = None):
        """What ``seat`` may see (R7.5); ``None`` gives the public (projector) view."""
        return _views.make_view(self, seat)

    @property
    def events(self) -> list[Event]:
        """The structured log of everything that happened, oldest first."""
        cache = self._ev_cache
        raw = self._ev
        if len(cache) != len(raw):
            cache.extend(e if type(e) is Event else Event(*e) for e in raw[len(cache):])
        return list(cache)

    def live_view(self, seat: int | None = None):
        """The same as ``view(seat)`` (kept for callers of the former lazily-read view)."""
        return _views.make_view(self, seat)

    def visible_events(self, seat: int | None = None) -> list[Event]:
        """The event log as ``seat`` may see it (R7.5): other seats' drawn cards are always
        removed; their hoards are removed until the game is over, when hoards are shown
        for the final score (R6.4). ``None``: the public (projector) log."""
        over = self.is_over
        return [e if (not e.is_private or e.seat == seat
                      or (over and e.kind is EventKind.HOARDED)) else e.redacted()
                for e in self.events]

    # ------------------------------------------------------------ records
    def rewind(self, n_actions: int) -> GameState:
        """A new state as it was after the first ``n_actions`` actions (undo)."""
        if not 0 <= n_actions <= len(self.history):
            raise IndexError(f"can rewind to 0..{len(self.history)} actions, not {n_actions}")
        state = GameState(self.config, self.seed, log_events=self.log_events)
        for action in self.history[:n_actions]:
            state.apply(action)
        return state

    def __str__(self) -> str:
        return _views.render_text(self.view(None))

    def __repr__(self) -> str:
        return (f"<GameState {', '.join(self.players)}; turn {self.turn}, "
                f"{self.phase.value}, {len(self.pile)} cards in the pile>")


def _listed(action, legal: tuple) -> bool:
    """Whether an action equal to ``action`` is in ``legal`` (an action is a value: a copy
    made anywhere is the same move, R7.2). Something that is not an action is not, nor is
    an action whose seat is a bool (``Draw(True) == Draw(1)``, but a record cannot hold it:
    R7.4)."""
    if not isinstance(action, Action) or type(action.seat) is bool:
        return False
    try:
        return action in legal
    except TypeError:  # parts that cannot be compared (a malformed Hoard): not listed
        return False


#: What ``legality`` says of a turn where no card was played and nothing hoarded yet: the
#: crises closed, and whether a set may be hoarded.
_FRESH = closed_crises(frozenset(), False), may_hoard(False, False)

def new_game(players: Iterable[str] | int, *, seed: int | None = None, teams: bool = False,
             first_player: int | str = 0, crises=None, hands=None, draw_top=(),
             draw_bottom=(), log_events: bool = True, length: str = "full") -> GameState:
    """Set up a game (R1).

    ``players``: 3-6 names (or a number, for "Player 1".. names). ``seed``: the set-up
    shuffle (R1.6); None picks one at random and keeps it in ``state.seed``.
    ``teams``: the R5 variant (4 or 6 players). ``first_player``: seat or name (R1.4).
    ``crises``: a custom crisis list (R0.4). ``hands``/``draw_top``/``draw_bottom``:
    a stacked deck for tests and scripted lessons; the rest is shuffled with ``seed``.
    ``length``: ``"full"`` (the rulebook's game) or ``"short"``, this project's classroom
    short game (fewer crises and a shorter pile: ``setup.LENGTHS``; docs/rules.md).
    """
    if is_whole(players):
        if not 3 <= players <= 6:
            raise ConfigError("R1.1", f"Terra is played by 3 to 6 players, not {players}")
        players = default_names(players)
    elif not isinstance(players, (str, Sequence)):
        try:
            players = list(players)
        except TypeError:
            raise players_type_error(players) from None
    config = GameConfig.make(players, teams=teams, first_player=first_player, crises=crises,
                             hands=hands, draw_top=draw_top, draw_bottom=draw_bottom,
                             length=length)
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    elif not is_whole(seed):
        raise ConfigError("R1.6", f"seed must be a whole number, not {seed!r}")
    return GameState(config, seed, log_events=log_events)

