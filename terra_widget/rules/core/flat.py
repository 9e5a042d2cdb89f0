"""The rules as a flat, unchecked play-out: what simulations and the risk meter run.

``GameState`` is the engine a person (or a student's strategy) plays through: typed
actions, ``legal_actions()``, every move checked and explained (R7.3), an event log,
views per seat. Playing a million games, or a thousand rollouts for the risk meter, needs
none of that -- the moves come from trusted code that only picks among the legal ones.
This module plays the same rules on plain ints, after OpenSpiel's split between a checked
``apply_action`` and the internal transition, and after the lean loops of card-game
simulators:

* a Solution is its kind 0..17 (``Solution.index``: colour-major, value-minor); a Crisis
  is ``18 + i``, ``i`` its place in the game's crisis list;
* a hand is 18 counts, plus bit masks of the kinds held (and held three times) so that
  "can this seat play?" is one ``&``;
* nothing is allocated per move, nothing is re-checked.

A ``FlatGame`` is set up exactly as ``GameState`` sets up a game (the same shuffles from
the same seed, R1.6), and ``play`` asks a *policy* per seat only for real choices (a move
with one legal option is played, as ``GameState.advance`` does). So a game played here by
the flat policies of the bundled strategies is the game ``GameState`` plays with the same
strategies -- ``GameState`` itself is a face over a ``FlatGame``, played by this same
transition one move at a time (``flat_play.play``, ``state_face.py``).

A policy has three methods, each given the game and the seat to act:

* ``respond(game, seat)`` (R3.1, the seat holds a card of the impending crisis's colour):
  the kind to play on it, or -1 to pass;
* ``play(game, seat)`` (R4, the seat has a card it may play or a set it may hoard):
  ``END`` (-1) ends the turn, ``pos * 18 + kind`` plays ``kind`` on the full-blown crisis
  ``game.full_blown[pos]``, ``HOARD + j`` hoards set ``ALL_SETS[j]``; ``game.play_moves(seat)``
  lists them all in ``GameState.legal_actions()``'s order;
* ``discard(game, seat)`` (R4.8): the kind to discard.

A policy is asked only real choices, as a strategy is: a move with one legal option is
played without asking (the engine knows from bit masks whether the seat holds a card of
an open crisis's colour, R4.1, or a set, R4.4). A policy with ``shared = True`` keeps no
memory and draws no random number, so one object may serve every seat of every game.

A strategy written on views (a student's) sits at this table as ``seat.StrategySeat``: it
is given the views and typed legal actions ``GameState`` would give, made from this
game; such a game keeps, in ``game.track`` (a ``Track``, which the face gives it), the
cards out of the hands that views show and these tables do not (the discard pile, the
cards under full-blown crises, the hoards).

A policy reads only what the seat may see (R7.5): its own ``hands[seat]``, ``hand_sizes``,
the table (``full_blown``, ``impending``, ``impending_shift``, ``impending_plays``,
``full_blown_by_region``, ``full_blown_by_colour``, ``full_blown_count``),
``responses_left``, ``impending_need``, ``impending_fatal``, ``current``, ``responder``,
``turn``, ``played_full_blown`` and ``pile_size()``.
"""

from __future__ import annotations

import random
from operator import add

from .constants import HAND_SIZES
from .ending import reach_counts, winning_seats
from .flat_play import play as _play
from .flat_play import steps as _steps
from .flat_tables import (
    _CLEAR,
    COL,
    DISCARD,
    DRAW,
    END,
    HOARD,
    OVER,
    PLAY,
    RESPOND,
    SET_VALUE,
    SOLUTION_DECK,
    VAL,
    Deck,
    deck_of,
    mix_in,
    shuffle,
)
from .kinds import KIND_BIT, set_indices_for_masks
from .legality import closed_crises, may_hoard

_copy = list.copy


class FlatGame:
    """A game of Terra on plain ints (see the module docstring). Fields are public to
    the flat policies, which read only what their seat may see."""

    __slots__ = ("n", "teams", "deck", "hands", "hand_sizes", "masks", "triples", "pile",
                 "full_blown", "full_blown_by_region", "full_blown_by_colour", "full_blown_count",
                 "points", "hoard_values", "contributed", "current", "turn", "phase",
                 "responder", "responses_left", "impending", "impending_shift",
                 "impending_plays", "impending_need", "impending_fatal", "helped",
                 "played_full_blown", "hoarded", "last_card_drawn", "causes", "track", "face",
                 "log", "play_context", "paused")

    def __init__(self, n: int, deck: Deck, teams: bool = False):
        self.n = n
        self.teams = teams
        self.deck = deck
        self.hands = [[0] * 18 for _ in range(n)]
        self.hand_sizes = [0] * n
        self.masks = [0] * n  # bit k: holds kind k
        self.triples = [0] * n  # bit k: holds 3+ of kind k (R4.5 a)
        self.pile: list[int] = []  # top of the pile is the END of the list
        # full-blown crises, in table order: [crisis index, value still missing to its
        # threat (R4.2), colour * 6 (the shift of its kinds in a mask), region index]
        self.full_blown: list[list[int]] = []
        # full-blown crises per region, per colour, in all (R6.1)
        self.full_blown_by_region = [0] * 6
        self.full_blown_by_colour = [0, 0, 0]
        self.full_blown_count = 0
        self.points = [0] * n  # the scoring track (R3.4, R4.3)
        self.hoard_values = [0] * n  # values of the hoarded cards (R4.6, R6.4)
        self.contributed = [[0, 0, 0] for _ in range(n)]  # cards given per colour
        self.current = 0
        self.turn = 1
        self.phase = DRAW
        self.responder = 0
        self.responses_left = 0  # answers still to come on the impending crisis (R3.1)
        self.impending = -1  # the impending crisis's index, -1 for none
        self.impending_shift = 0  # 6 x its colour: where the kinds of its colour start
        self.impending_plays: list[tuple[int, int]] = []  # (seat, kind), in play order
        self.impending_need = 0  # its threat less the values played on it so far (R3.2)
        # R6.1: would it lose the world by going full-blown? (Nothing on the table changes
        # while it is answered, so this is known as it is drawn: R3.7 reads it, and so
        # may a policy deciding whether a card is worth keeping.)
        self.impending_fatal = False
        self.helped: list[int] = []  # crises helped this turn (R4.1)
        self.played_full_blown = False  # R4.4
        self.hoarded = False  # R4.7
        self.last_card_drawn = False  # R6.3: the last card has been drawn
        self.causes: tuple = ()  # R6.1: broken thresholds, once lost
        # Where the cards that leave the hands went, kept by ``play`` when it is a
        # ``Track``: only a table with a strategy that reads views needs it (they are
        # part of a view, R7.5); the bundled strategies' games skip it.
        self.track = None  # a ``face.track.Track``, or None
        # The typed face's stops and event log (``flat_play.play``): None in a simulation.
        self.face = None
        self.log = None
        self.play_context = None  # ``flat_play.play``'s context, kept while a face plays
        self.paused = None  # what phase 3 allows, kept where a face paused it

    # ------------------------------------------------------------- set-up (R1)
    @staticmethod
    def deal(n: int, deck: Deck, seed: int, *, teams: bool = False, first: int = 0,
             keep: int | None = None, hand: int | None = None,
             aside: list | None = None) -> FlatGame:
        """Set up a game as ``new_game(n, seed=seed, teams=teams)`` does: the same deal and
        the same draw pile (R1.2, R1.3, R1.6). ``keep``: the Solutions the pile keeps
        after the deal (``GameConfig.pile_solutions``: the short game), or None: all;
        ``hand``: the cards dealt to each (``GameConfig.hand_size``), or None: R1.2's;
        ``aside``: a list that receives the Solutions the short game sets aside."""
        g = FlatGame(n, deck, teams)
        g.current = g.responder = first
        rand = random.Random(seed).random
        sols = list(SOLUTION_DECK)
        shuffle(sols, rand)  # R1.2: the Solutions only, then deal
        size = HAND_SIZES[n] if hand is None else hand
        hands, masks, triples = g.hands, g.masks, g.triples
        bit = KIND_BIT
        # one card at a time round the table, from the top (the end of the list): seat
        # ``s`` takes every ``n``-th card from the ``s``-th from the top down
        top = len(sols) - 1
        dealt = size * n
        for seat in range(n):
            h = hands[seat]
            mask = triple = 0
            stop = top - seat - dealt
            for k in sols[top - seat:stop if stop >= 0 else None:-n]:
                had = h[k]
                h[k] = had + 1
                if had == 0:
                    mask |= bit[k]
                elif had == 2:
                    triple |= bit[k]
            masks[seat] = mask
            triples[seat] = triple
        del sols[len(sols) - dealt:]
        g.hand_sizes = [size] * n
        if keep is not None and keep < len(sols):
            if aside is not None:
                aside += sols[:len(sols) - keep]
            del sols[:len(sols) - keep]  # set aside, as ``GameState._deal`` does
        sols.extend(range(18, 18 + len(deck.crises)))
        shuffle(sols, rand)  # R1.3: the Crises shuffled into the rest
        g.pile = sols
        return g

    @staticmethod
    def from_state(state, seat: int) -> FlatGame:
        """``face.to_flat.flat_from_view(state.view(seat))`` without building the view:
        the table of a ``GameState`` as ``seat`` sees it (R7.5: its own hand, the public
        table; no other hand, no hoard but its own, no pile). How a bundled strategy
        answers at a table played through ``GameState`` (``sim.play_out``). Copied off the
        state's own flat game (``state._now()``), public fields and the seat's hand only."""
        src = state._now()
        n = src.n
        g = FlatGame.__new__(FlatGame)  # every field set below, once (a bot asks this often)
        g.n, g.teams, g.deck = n, src.teams, src.deck
        g.hands = [[0] * 18 for _ in range(n)]
        g.masks, g.triples, g.hoard_values = [0] * n, [0] * n, [0] * n
        g.hands[seat] = src.hands[seat][:]
        g.masks[seat] = src.masks[seat]
        g.triples[seat] = src.triples[seat]
        g.hoard_values[seat] = src.hoard_values[seat]
        g.hand_sizes = src.hand_sizes[:]
        g.pile = []
        g.full_blown = [entry[:] for entry in src.full_blown]
        g.full_blown_by_region = src.full_blown_by_region[:]
        g.full_blown_by_colour = src.full_blown_by_colour[:]
        g.full_blown_count = src.full_blown_count
        g.points = src.points[:]
        g.contributed = [c[:] for c in src.contributed]
        g.current, g.turn, g.phase = src.current, src.turn, src.phase
        g.responder, g.responses_left = src.responder, src.responses_left
        g.impending = imp = src.impending
        if imp < 0:  # (the loop leaves the last crisis's shift and R3.7 answer behind)
            g.impending_shift, g.impending_plays = 0, []
            g.impending_need, g.impending_fatal = 0, False
        else:
            g.impending_shift, g.impending_need = src.impending_shift, src.impending_need
            g.impending_plays, g.impending_fatal = src.impending_plays[:], src.impending_fatal
        # (in index order, as ``flat_from_view`` makes it from a set of ids)
        g.helped = sorted(src.helped)
        g.played_full_blown, g.hoarded = src.played_full_blown, src.hoarded
        g.last_card_drawn = src.last_card_drawn
        g.causes = ()
        g.track = g.face = g.log = g.play_context = g.paused = None
        return g

    def give(self, seat: int, k: int) -> None:
        """Put a card of kind ``k`` in ``seat``'s hand counts (not its size: set-up)."""
        h = self.hands[seat]
        h[k] += 1
        if h[k] == 1:
            self.masks[seat] |= KIND_BIT[k]
        elif h[k] == 3:
            self.triples[seat] |= KIND_BIT[k]

    # ------------------------------------------------------------ what is legal
    def pile_size(self) -> int:
        return len(self.pile)

    def respond_kinds(self, seat: int) -> list[int]:
        """The kinds ``seat`` may play on the impending crisis (R3.1), by value."""
        c = self.deck.colour[self.impending]
        h = self.hands[seat]
        return [k for k in range(6 * c, 6 * c + 6) if h[k]]

    def play_moves(self, seat: int) -> list[int]:
        """Every move of phase 3 (R4), in ``GameState.legal_actions()``'s order: the cards
        for each full-blown crisis not yet helped (table order, by value), the sets
        (R4.4, after a card on a full-blown crisis), and ``END`` last."""
        h = self.hands[seat]
        colour = self.deck.colour
        fb = self.full_blown
        out = []
        closed = closed_crises(self.helped, self.hoarded)  # R4.1, R4.7
        for pos, entry in enumerate(fb):
            ci = entry[0]
            if ci not in closed:
                c = colour[ci]  # R4.1: a card of the crisis's colour
                out += [pos * 18 + k for k in range(6 * c, 6 * c + 6) if h[k]]
        if may_hoard(self.played_full_blown, self.hoarded):  # R4.4
            out += [HOARD + j for j in set_indices_for_masks(self.masks[seat],
                                                             self.triples[seat])]
        out.append(END)
        return out

    def discard_kinds(self, seat: int) -> list[int]:
        """The kinds ``seat`` may discard (R4.8), in kind order."""
        h = self.hands[seat]
        return [k for k in range(18) if h[k]]

    # ------------------------------------------------------------------ playing
    def reach(self) -> list[int]:
        """R6.1's counts (in ``ending.THRESHOLDS`` order) that the crises still in the game
        -- full-blown, impending and in the pile -- would make if every one of them went
        full-blown: the most the counts can ever be, as only a crisis from the pile can go
        full-blown (R2.3, R3.6). What ``play(reach=...)`` starts from."""
        alive = [entry[0] for entry in self.full_blown] + [c - 18 for c in self.pile if c >= 18]
        if self.impending >= 0:
            alive.append(self.impending)
        return reach_counts([self.deck.crises[i] for i in alive])

    play = _play
    steps = _steps

    def _take(self, seat: int, k: int) -> None:
        h = self.hands[seat]
        left = h[k] = h[k] - 1
        self.hand_sizes[seat] -= 1
        if left == 0:
            self.masks[seat] &= _CLEAR[k]
        elif left == 2:
            self.triples[seat] &= _CLEAR[k]

    def copy(self) -> FlatGame:
        """An independent copy (the crisis tables are shared: they never change)."""
        g = FlatGame.__new__(FlatGame)
        g.n, g.teams, g.deck = self.n, self.teams, self.deck
        # (``map`` with ``list.copy``: no comprehension to call, once per rollout)
        g.hands = list(map(_copy, self.hands))
        g.hand_sizes, g.masks, g.triples = self.hand_sizes[:], self.masks[:], self.triples[:]
        g.pile = self.pile[:]
        g.full_blown = [entry[:] for entry in self.full_blown]
        g.full_blown_by_region = self.full_blown_by_region[:]
        g.full_blown_by_colour = self.full_blown_by_colour[:]
        g.full_blown_count = self.full_blown_count
        g.points, g.hoard_values = self.points[:], self.hoard_values[:]
        g.contributed = list(map(_copy, self.contributed))
        g.current, g.turn, g.phase = self.current, self.turn, self.phase
        g.responder, g.responses_left = self.responder, self.responses_left
        g.impending = self.impending
        g.impending_shift = self.impending_shift
        g.impending_plays, g.helped = self.impending_plays[:], self.helped[:]
        g.impending_need, g.impending_fatal = self.impending_need, self.impending_fatal
        g.played_full_blown, g.hoarded = self.played_full_blown, self.hoarded
        g.last_card_drawn = self.last_card_drawn
        g.causes = self.causes
        # a copy is untracked (the risk meter's rollouts)
        g.track = g.face = g.log = g.play_context = None
        paused = self.paused
        g.paused = None if paused is None else (paused[0], paused[1][:], paused[2])
        return g

    # -------------------------------------------------------------- the result
    @property
    def lost(self) -> bool:
        return bool(self.causes)

    def final_scores(self) -> tuple[int, ...]:
        """R6.4: track points plus the values of the hoarded cards."""
        return tuple(map(add, self.points, self.hoard_values))

    def winners(self) -> tuple[int, ...]:
        """R6.5 (R5.2 with teams); empty when the world was lost (R6.1)."""
        if self.causes:
            return ()
        return winning_seats(self.final_scores(), self.teams)


__all__ = ["FlatGame", "Deck", "deck_of", "mix_in", "shuffle", "DRAW", "RESPOND", "PLAY",
           "DISCARD", "OVER", "END", "HOARD", "VAL", "COL", "SET_VALUE"]
