"""How a ``GameState`` is set up (R1): dealt from a seed (R1.2, R1.3, R1.6, honouring a
stacked deck), or standing at a given moment from everything on the table
(``from_table``)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from .action_tables import _tables
from .cards import SOLUTION_KINDS, Card, Crisis, Solution, full_solution_counts
from .flat import shuffle
from .state_moves import _EV_TURN_STARTED, _OVER
from .table import FullBlown, Outcome, Phase

_ALL_SOLUTIONS = [s for s in SOLUTION_KINDS for _ in range(full_solution_counts()[s.index])]


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
        state.log_events = log_events
        n = state.n_players = config.n_players
        state.hands = [[0] * 18 for _ in range(n)]
        state.hand_sizes = [0] * n
        state.masks = [0] * n
        state.triples = [0] * n
        state._hand_t = [None] * n
        state._pub_discard = state._pub_hoards = None
        for seat, cards in enumerate(hands):
            for card in cards:
                state._add(seat, card)
        state.hoards = [list(h) for h in hoards]
        state.pile = list(pile)
        state.discard = list(discard)
        state.set_aside = tuple(set_aside)
        state.full_blown = list(full_blown)
        state.impending = impending
        state.impending_plays = list(impending_plays)
        state.points = list(points)
        state.contributed = [list(c) for c in contributed]
        state.current = current
        state.phase = phase
        state.turn = turn
        state.responder = responder
        state._responses_left = responses_left
        state.helped = set(helped)
        state.played_full_blown = played_full_blown
        state.hoarded = hoarded
        state.last_card_drawn = last_card_drawn
        state.outcome = outcome
        state.is_over = phase is _OVER
        state.history = []
        state._ev = []
        state._ev_cache = []
        state._legal = None
        state._tables = _tables(config)
        return state

    # ------------------------------------------------------------------ set-up
    def _deal(self, rng: random.Random) -> None:
        """R1.2-R1.3 and R1.6, honouring a stacked deck if the config has one."""
        cfg = self.config
        n = self.n_players
        if cfg.is_stacked:
            pool = full_solution_counts()
            for card in (*cfg.draw_top, *cfg.draw_bottom):
                if isinstance(card, Solution):
                    pool[card.index] -= 1
            if cfg.hands is not None:
                for hand in cfg.hands:
                    for card in hand:
                        pool[card.index] -= 1
            solutions = [SOLUTION_KINDS[i] for i in range(18) for _ in range(pool[i])]
        else:
            solutions = _ALL_SOLUTIONS[:]  # the same order as the stacked branch builds
        shuffle(solutions, rng.random)  # R1.2: shuffle the Solutions only, then deal
        if cfg.hands is not None:
            dealt = [list(h) for h in cfg.hands]
        else:
            size = cfg.hand_size  # R1.2 (more in the short game)
            dealt = [[] for _ in range(n)]
            for _ in range(size):
                for seat in range(n):
                    dealt[seat].append(solutions.pop())
        for seat, hand in enumerate(dealt):
            for card in hand:
                self._add(seat, card)
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
        self.pile = list(reversed(cfg.draw_bottom)) + rest + list(reversed(cfg.draw_top))
        if self.log_events:
            self._ev.append((_EV_TURN_STARTED, self.turn, self.current))
