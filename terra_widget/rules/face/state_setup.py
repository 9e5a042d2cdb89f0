"""How a ``GameState`` is set up (R1): dealt from a seed (R1.2, R1.3, R1.6, honouring a
stacked deck), or standing at a given moment from everything on the table
(``from_table``); either way, as a tracked flat game (``flat.py``) with the typed face's
``Face`` in its seats (``state_face.py``)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from types import SimpleNamespace

from ..core.flat import FlatGame, deck_of, shuffle
from .action_tables import _tables
from .cards import SOLUTION_KINDS, Card, Crisis, Solution, full_solution_counts
from .state_face import _EV_TURN_STARTED, Face
from .table import FullBlown, Outcome, Phase
from .to_flat import flat_public
from .track import Track


class SetUp:
    """The set-up of ``GameState`` (a base class: the fields are ``GameState``'s)."""

    @classmethod
    def from_table(cls, config, *, hands: Sequence[Iterable[Solution]],
                   hoards: Sequence[Iterable[tuple[Solution, Solution, Solution]]],
                   pile: Iterable[Card], discard: Iterable[Card],
                   full_blown: Iterable[FullBlown], points: Sequence[int],
                   contributed: Sequence[Sequence[int]], current: int, phase: Phase,
                   turn: int, responder: int, impending: Crisis | None = None,
                   impending_plays: Iterable[tuple[int, Solution]] = (),
                   responses_left: int = 0, helped: Iterable[str] = (),
                   played_full_blown: bool = False, hoarded: bool = False,
                   last_card_drawn: bool = False, outcome: Outcome | None = None,
                   seed: int | None = None, log_events: bool = False,
                   set_aside: Iterable[Solution] = ()):
        """A state standing at a given moment of a game, from everything on the table:
        every hand, every hoard, the draw pile (top last), the discard pile, the crises
        (R2-R4) and the scoring track. It has no history: it cannot be rewound, replayed
        or saved as a record (R7.4). Trusted: the parts are taken as they are (the
        sampler of unseen cards and the flat engine build it from consistent tables)."""
        state = cls.__new__(cls)
        state.config = config
        state.seed = seed
        state.n_players = config.n_players
        state.set_aside = tuple(set_aside)
        state._outcome = outcome
        state._over = phase is Phase.OVER
        state.history = []
        state._ev = []
        state._ev_cache = []
        state._tables = _tables(config)
        state._table(hands, hoards, pile, discard, full_blown, SimpleNamespace(
            hand_sizes=[len(list(h)) for h in hands], full_blown=full_blown, points=points,
            contributed=contributed, current=current, turn=turn, phase=phase,
            responder=responder, impending=impending, impending_plays=impending_plays,
            helped=helped, played_full_blown=played_full_blown, hoarded=hoarded,
            last_card_drawn=last_card_drawn), responses_left, log_events)
        return state

    def _table(self, hands, hoards, pile, discard, full_blown, public, left: int,
               log_events: bool) -> None:
        """Seat the state on a tracked flat game holding these cards (``public``: the
        table's fields, named as ``flat_public`` reads them)."""
        config = self.config
        g = flat_public(config, public, left)
        index = g.deck.index
        for seat, cards in enumerate(hands):
            for card in cards:
                g.give(seat, card.index)
        g.hand_sizes = [sum(h) for h in g.hands]
        g.pile = [c.index if type(c) is Solution else 18 + index[c.id] for c in pile]
        track = g.track = Track(g.n)
        track.discard = [c.index if type(c) is Solution else 18 + index[c.id] for c in discard]
        for entry in full_blown:
            track.plays[index[entry.crisis.id]] = [(s, c.index) for s, c in entry.plays]
        for seat, sets in enumerate(hoards):
            track.hoards[seat] = [tuple(cards) for cards in sets]
            track.sizes[seat] = 3 * len(track.hoards[seat])
            g.hoard_values[seat] = sum(c.value for cards in track.hoards[seat] for c in cards)
        self._sit(g, log_events)

    def _sit(self, g: FlatGame, log_events: bool) -> None:
        """Seat the typed face on ``g``: its ``Face`` is every seat's policy (R7.2)."""
        self._g = g
        self._hand_t = None  # each hand as a tuple, made when shown
        self._made = {}  # the last FullBlown record of each crisis
        self._fb_t = None  # (the flat game's full-blown entries, their records)
        self._seen = [()]  # the discard pile as typed cards, made as it grows
        self._cards_for = [None] * g.n  # per seat, its PlayFullBlown by crisis index
        self._legal = None
        face = self._face = Face(g, self.history, self._ev, self._tables)
        g.face = face
        g.log = face if log_events else None
        g.play_context = None
        self._steps = None  # the transition running on ``g`` (``GameState._play_on``)
        self._face_seats = [face] * g.n

    def _add_hoard(self, seat: int, cards: tuple) -> None:
        """Put a hoard of three Solutions before ``seat`` (the sampler of unseen cards)."""
        track = self._g.track
        track.hoards[seat].append(cards)
        track.sizes[seat] += 3
        self._g.hoard_values[seat] += sum(c.value for c in cards)

    def _add(self, seat: int, card: Solution) -> None:
        """Put ``card`` in ``seat``'s hand (set-up, and the sampler of unseen cards)."""
        g = self._g
        g.give(seat, card.index)
        g.hand_sizes[seat] += 1
        self._hand_t = None

    # ------------------------------------------------------------------ set-up
    def _deal(self, log_events: bool) -> None:
        """R1.2-R1.3 and R1.6, honouring a stacked deck if the config has one."""
        cfg = self.config
        n = self.n_players
        if not cfg.is_stacked:  # the flat core's deal: the same cards (R1.6)
            aside: list[int] = []
            g = FlatGame.deal(n, deck_of(cfg.crises), self.seed, teams=cfg.teams,
                              first=cfg.first_player, keep=cfg.pile_solutions,
                              hand=cfg.hand_size, aside=aside)
            g.track = Track(n)
            self.set_aside = tuple([SOLUTION_KINDS[k] for k in aside])
            self._sit(g, log_events)
            if log_events:
                self._ev.append((_EV_TURN_STARTED, 1, cfg.first_player))
            return
        rng = random.Random(self.seed)  # a stacked deck: the rest shuffled as R1.6 says
        pool = full_solution_counts()
        for card in (*cfg.draw_top, *cfg.draw_bottom):
            if isinstance(card, Solution):
                pool[card.index] -= 1
        if cfg.hands is not None:
            for hand in cfg.hands:
                for card in hand:
                    pool[card.index] -= 1
        # kind by kind, the order ``FlatGame.deal`` shuffles an unstacked deck in
        solutions = [SOLUTION_KINDS[i] for i in range(18) for _ in range(pool[i])]
        shuffle(solutions, rng.random)  # R1.2: shuffle the Solutions only, then deal
        if cfg.hands is not None:
            dealt = [list(h) for h in cfg.hands]
        else:
            size = cfg.hand_size  # R1.2 (more in the short game)
            dealt = [[] for _ in range(n)]
            for _ in range(size):
                for seat in range(n):
                    dealt[seat].append(solutions.pop())
        keep = cfg.pile_solutions
        if keep is not None and keep < len(solutions):
            # the short game: the bottom of the shuffled Solutions stays out of the game,
            # face down (R7.5); ``FlatGame.deal`` leaves out the same cards
            self.set_aside = tuple(solutions[:len(solutions) - keep])
            del solutions[:len(solutions) - keep]
        stacked_ids = {c.id for c in (*cfg.draw_top, *cfg.draw_bottom) if isinstance(c, Crisis)}
        rest: list[Card] = solutions + [c for c in cfg.crises if c.id not in stacked_ids]
        shuffle(rest, rng.random)  # R1.3: shuffle the Crises into the remaining Solutions
        # the top of the pile is the end of the list
        pile = list(reversed(cfg.draw_bottom)) + rest + list(reversed(cfg.draw_top))
        first = cfg.first_player
        self._table(dealt, [[] for _ in range(n)], pile, (), (), SimpleNamespace(
            hand_sizes=[0] * n, full_blown=(), points=[0] * n,
            contributed=[[0, 0, 0] for _ in range(n)], current=first, turn=1,
            phase=Phase.DRAW, responder=first, impending=None, impending_plays=(),
            helped=(), played_full_blown=False, hoarded=False, last_card_drawn=False),
            0, log_events)
        if log_events:
            self._ev.append((_EV_TURN_STARTED, 1, first))

