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

A ``GameState`` is the typed, logged face over a flat game (``flat.py``): every move is
played by the flat core's one transition (``flat_play.play``), paused after each move
by the state's ``Face`` (``state_face.py``); its typed fields read the flat game
(``state_fields.py``). Only the legal list, the history and the event log are its own.
(``FullBlown``, ``count_full_blown`` and the card types stay importable from here.)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ...checks import is_whole
from ..core.ending import rank
from ..core.flat_tables import DISCARD, DRAW, OVER, PLAY, RESPOND
from . import refusals
from . import views as _views
from .action_tables import FIRST_PLACE, _tables, cards_by_crisis, move_of, phase3_actions
from .action_tables import listed as _listed
from .actions import Action
from .cards import Card, Crisis, Solution  # noqa: F401
from .errors import ConfigError
from .events import Event, EventKind, LossCause
from .setup import GameConfig, default_names, players_type_error
from .state_fields import TableFields
from .state_setup import SetUp
from .table import FullBlown, Outcome, Standing, count_full_blown  # noqa: F401

#: The fields a clone shares with its original (everything else is copied).
_SHARED_FIELDS = (
    "config", "seed", "n_players", "_outcome", "_over",
    "_tables", "set_aside",
)


class GameState(SetUp, TableFields):
    """Everything that changes during a game. Create it with ``new_game``.

    The cards, the table and the turn are a flat game's (``_g``, see ``state_face``),
    played through the flat core's one transition; the typed fields below read it."""

    def __init__(self, config: GameConfig, seed: int, *, log_events: bool = True):
        self.config = config
        self.seed = seed
        self.n_players = config.n_players
        self.set_aside: tuple[Solution, ...] = ()
        self._outcome: Outcome | None = None
        self._over = False
        self.history: list[Action] = []
        # Events are kept as plain tuples while playing (cheap) and turned into Event
        # objects when somebody reads ``events``.
        self._ev: list[tuple] = []
        self._ev_cache: list[Event] = []
        self._tables = _tables(config)
        self._deal(log_events)

    # --------------------------------------------------------------- queries
    @property
    def players(self) -> tuple[str, ...]:
        return self.config.players

    # ------------------------------------------------------------ legal moves
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat ``to_act`` may take now (R7.2). Empty once the game is over.

        The order is fixed, so a seeded strategy that picks by position replays the same:
        answering a crisis, ``Pass`` first, then the cards by value; in phase 3, the cards
        for each full-blown crisis (in table order, by value), then the hoards, then
        ``EndTurn`` last; discarding, by colour then value."""
        if self._face.go is not None:
            self._run()
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> tuple[Action, ...]:
        """The flat game's moves where it stands, as typed actions (R3.1, R4, R4.8)."""
        g = self._g
        phase = g.phase
        if phase == DRAW:
            return self._tables[g.current].draw_only
        if phase == RESPOND:
            seat = g.responder
            shift = g.impending_shift
            return self._tables[seat].respond[shift // 6][g.masks[seat] >> shift & 63]
        seat = g.current
        table = self._tables[seat]
        if phase == PLAY:  # R4.1, R4.4, R4.7: legality.py
            cards_for = self._cards_for[seat]
            if cards_for is None:
                cards_for = self._cards_for[seat] = cards_by_crisis(table, g.deck.crises)
            return phase3_actions(table, cards_for, g, seat)
        if phase == DISCARD:
            return table.discards_for(g.masks[seat])
        return ()

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is among ``legal_actions()`` (by equality, R7.2)."""
        return _listed(action, self.legal_actions()) is not None

    def _check(self, action: Action) -> None:
        """Raise IllegalActionError if ``action`` is not among the legal actions (R7.3);
        changes nothing. ``refusals.py`` explains the refusal."""
        if _listed(action, self.legal_actions()) is None:
            refusals.explain(self, action)

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> None:
        """Play ``action`` for the seat ``to_act``. Raises IllegalActionError, changing
        nothing, if the rules forbid it (R7.3).

        The flat game plays it when the state is next read (``_now``): so that
        ``advance`` right after it plays it and the forced moves after it in one go."""
        face = self._face
        if face.go is not None:
            self._run()
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
        # the member equal to ``action`` (R7.2: a copy is the same move), as ``listed``
        # finds it (inlined: once per move)
        try:
            listed = legal[legal.index(action, FIRST_PLACE[type(action)])]
        except (KeyError, ValueError, TypeError):  # not an action, or not listed
            listed = None
        if listed is None or type(action.seat) is bool:
            refusals.explain(self, action)  # raises before anything is changed
        self.history.append(listed)
        face.go = move_of(self._g, listed)  # as the core's move
        self._legal = None

    def advance(self) -> tuple[Action, ...]:
        """Play every forced move -- one that is the only legal action, such as a draw
        (R2.1), a pass without a card of the crisis's colour (R3.1) or ending a turn with
        nothing to play (R4) -- until the seat to act has a real choice, and return the
        legal actions of that choice (empty once the game is over).

        The same as ``while len(state.legal_actions()) == 1: state.apply(...)``, with each
        move kept in ``history`` as usual (R7.4), but without the checks an action from
        outside needs: the inner loop of simulations and of the risk meter."""
        face = self._face
        if face.go is None:
            legal = self._legal
            if legal is None:
                legal = self._compute_legal()
            if len(legal) != 1:
                self._legal = legal
                return legal
            self.history.append(legal[0])
            face.go = 0  # any move: the one forced move the game stands at
        g = self._g
        steps = self._steps  # ``_play_on``, inlined: once per move of a replay
        if steps is None:
            steps = self._steps = g.steps(self._face_seats)
        face.stepping = False
        try:
            next(steps, None)
        except BaseException:  # as ``_play_on``: a generator that raised is over
            self._steps = None
            raise
        finally:
            face.stepping = True
        if g.phase == OVER and not self._over:
            self._end()
        legal = self._legal = self._compute_legal()
        return legal

    def _now(self):
        """The flat game, once it has played the action ``apply`` was given."""
        if self._face.go is not None:
            self._run()
        return self._g

    def _run(self) -> None:
        """Play the flat game on from where it stands to its next stop, and let go of
        the legal list of the moment before."""
        g = self._g
        self._play_on()
        self._legal = None
        if g.phase == OVER and not self._over:
            self._end()

    def _play_on(self) -> None:
        """The flat game's transition, resumed where it paused (``flat_play.steps``: one
        generator per state, made again by whatever changes the game from outside)."""
        steps = self._steps
        if steps is None:
            steps = self._steps = self._g.steps(self._face_seats)
        try:
            next(steps, None)
        except BaseException:  # (an interrupt): a generator that raised is over, so the
            self._steps = None  # the next move starts a new one from where the game stands
            raise

    def _end(self) -> None:
        """The outcome (R6.1, or R6.3-R6.5 and R5.2 with teams), from the flat game's."""
        g = self._g
        self._over = True
        if g.causes:
            causes = tuple(LossCause.broken(*threshold) for threshold in g.causes)
            self._outcome = Outcome(lost=True, causes=causes)
            if g.log is not None:
                self._ev.append(Event(EventKind.WORLD_LOST, g.turn, causes=causes))
            return
        scores = tuple(self.final_score(s) for s in range(self.n_players))
        lines, winners = rank(scores, self.config.teams)
        ranking = [Standing(*line) for line in lines]
        self._outcome = Outcome(False, (), scores, tuple(ranking), winners)
        if g.log is not None:
            self._ev.append(Event(EventKind.GAME_WON, g.turn, value=ranking[0].score,
                                  seats=winners))

    # --------------------------------------------------------- copy & views
    def clone(self) -> GameState:
        """An independent copy (shares only immutable parts)."""
        self._now()
        new = GameState.__new__(GameState)
        for name in _SHARED_FIELDS:  # immutable, or never changed in place
            setattr(new, name, getattr(self, name))
        g = self._g.copy()
        g.track = self._g.track.copy()
        new.history = self.history[:]
        new._ev = self._ev[:]
        new._ev_cache = self._ev_cache[:]
        new._sit(g, self._g.log is not None)
        return new

    def __getstate__(self) -> dict:
        """A copy (``copy.deepcopy``) or a pickle holds the game, not its running
        transition (a generator cannot be copied): it resumes where the game paused,
        as a clone does (``flat_play.steps``)."""
        self._now()
        fields = self.__dict__.copy()
        fields["_steps"] = None
        return fields

    def card_locations(self) -> dict[str, int]:
        """How many cards are in each place (R7.1): always 90 Solutions + the crises (in
        the short game, a seventh place: the Solutions set aside, ``set_aside``)."""
        impending = (1 if self.impending else 0) + len(self.impending_plays)
        self._now()
        places = {
            "draw_pile": len(self._g.pile),
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
        self._now()
        return _views.make_view(self, seat)

    @property
    def events(self) -> list[Event]:
        """The structured log of everything that happened, oldest first."""
        self._now()
        cache = self._ev_cache
        raw = self._ev
        if len(cache) != len(raw):
            cache.extend(e if type(e) is Event else Event(*e) for e in raw[len(cache):])
        return list(cache)

    def live_view(self, seat: int | None = None):
        """The same as ``view(seat)`` (kept for callers of the former lazily-read view)."""
        self._now()
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
        self._now()
        return (f"<GameState {', '.join(self.players)}; turn {self.turn}, "
                f"{self.phase.value}, {len(self._g.pile)} cards in the pile>")


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

