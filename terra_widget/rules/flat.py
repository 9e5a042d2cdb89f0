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
strategies: ``tests/rules/test_flat_equivalence.py`` checks that on 100,000 seeded games
(3-6 players, with and without teams: the same records, outcomes and scores).

A policy has three methods, each given the game and the seat to act:

* ``respond(game, seat)`` (R3.1, the seat holds a card of the impending crisis's colour):
  the kind to play on it, or -1 to pass;
* ``play(game, seat)`` (R4, the seat has a card it may play or a set it may hoard):
  ``END`` (-1) ends the turn, ``pos * 18 + kind`` plays ``kind`` on the full-blown crisis
  ``game.fb[pos]``, ``HOARD + j`` hoards set ``ALL_SETS[j]``; ``game.play_moves(seat)``
  lists them all in ``GameState.legal_actions()``'s order;
* ``discard(game, seat)`` (R4.8): the kind to discard.

A policy is asked only real choices, as a strategy is: a move with one legal option is
played without asking (the engine knows from bit masks whether the seat holds a card of
an open crisis's colour, R4.1, or a set, R4.4). A policy with ``shared = True`` keeps no
memory and draws no random number, so one object may serve every seat of every game.

A strategy written on views (a student's) sits at this table as ``seat.StrategySeat``: it
is given the views and typed legal actions ``GameState`` would give, made from this
game; such a game keeps, in ``game.track`` (a ``Track``), the cards out of the hands that
views show and these tables do not (the discard pile, the cards under full-blown crises,
the hoards). ``tests/rules/test_seat_equivalence.py`` checks those games too.

A policy reads only what the seat may see (R7.5): its own ``hands[seat]``, ``hsz`` (hand
sizes), the table (``fb``, ``imp``, ``imp_shift``, ``imp_plays``, ``fbreg``, ``fbcol``,
``nfb``), ``left``, ``imp_need``, ``imp_fatal``, ``current``, ``responder``, ``turn``,
``played_fb`` and ``pile_size()``.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from math import floor
from operator import add, ge

from .cards import KIND_BIT, SOLUTION_COUNTS, Crisis
from .ending import THRESHOLDS, TOTAL, broken_thresholds, reach_counts, winning_seats, would_break
from .legality import may_hoard, open_crises
from .limits import MAX_CACHED_DECKS
from .numbers import HAND_LIMIT, HAND_SIZES, POINTS_FIRST, POINTS_FULL_BLOWN, POINTS_HIGHEST
from .sets import ALL_SET_CARDS, ALL_SETS, holds_set, set_indices_for_masks
from .table import Phase

DRAW, RESPOND, PLAY, DISCARD, OVER = range(5)
_FINISH = 5  # inside ``play``: the turn is ending (discard down to 8 first, R4.8)
#: Move codes of ``play``: end the turn, or HOARD + the set's index in ALL_SETS.
END = -1
HOARD = 10_000

VAL = tuple(k % 6 + 1 for k in range(18))  # a kind's value (R0.5)
COL = tuple(k // 6 for k in range(18))  # a kind's colour index (green, blue, red)
SET_VALUE = tuple(VAL[a] + VAL[b] + VAL[c] for a, b, c in ALL_SETS)  # R6.4
_PHASES = {Phase.DRAW: DRAW, Phase.RESPOND: RESPOND, Phase.PLAY: PLAY, Phase.DISCARD: DISCARD,
           Phase.OVER: OVER}
_CLEAR = tuple(~(1 << k) for k in range(18))
#: _RINGS[n][seat]: the seats of an n-player table in play order from ``seat`` (R2.3, R4.8).
_RINGS = {n: tuple(tuple((s + i) % n for i in range(n)) for s in range(n)) for n in range(2, 7)}
#: _ANSWERING[n][seat][left]: the first ``left`` seats of ``_RINGS[n][seat]``: who answers an
#: impending crisis from ``seat`` on, ``left`` answers to come (R3.1), made once.
_ANSWERING = {n: tuple(tuple(ring[:left] for left in range(n + 1)) for ring in rings)
              for n, rings in _RINGS.items()}
_CLEAR_COLOUR = tuple(~(63 << 6 * c) for c in range(3))  # a mask without colour c's kinds
#: The 90 Solutions in the order GameState shuffles them (kind by kind, R0.5).
SOLUTION_DECK = tuple(k for k in range(18) for _ in range(SOLUTION_COUNTS[VAL[k]]))


def shuffle(items: list, rand) -> None:
    """Fisher-Yates driven by ``rand = rng.random`` (R1.6): the one shuffle of the engine
    (``GameState`` deals with it too), seeded like ``rng.shuffle`` but faster. (``floor``
    of a product in [0, i + 1) is ``int`` of it, one call cheaper.)"""
    for i in range(len(items) - 1, 0, -1):
        j = floor(rand() * (i + 1))
        items[i], items[j] = items[j], items[i]


class Deck:
    """A crisis list as flat tables: colour, region and threat of crisis ``i`` (R0.4)."""

    __slots__ = ("crises", "colour", "region", "threat", "index", "reach_keys")

    def __init__(self, crises: tuple[Crisis, ...]):
        self.crises = crises
        self.colour = tuple(c.cidx for c in crises)
        self.region = tuple(c.ridx for c in crises)
        self.threat = tuple(c.threat for c in crises)
        self.index = {c.id: i for i, c in enumerate(crises)}
        # the thresholds of R6.1 crisis i counts under, as places in ``ending.THRESHOLDS``
        self.reach_keys = tuple((c.ridx, 6 + c.cidx, TOTAL) for c in crises)


#: The flat tables of the crisis tuples used last, least recently used first (each entry
#: keeps its tuple, so that its id is not reused while it is listed).
_DECKS: OrderedDict[int, tuple[tuple, Deck]] = OrderedDict()


def deck_of(crises: tuple[Crisis, ...]) -> Deck:
    """The flat tables of a crisis list, made once per list (looked up by identity) and
    kept for the last few lists only (``limits.MAX_CACHED_DECKS``: a classroom that loads
    many custom lists does not keep them all)."""
    ident = id(crises)
    hit = _DECKS.get(ident)
    if hit is not None and hit[0] is crises:
        _DECKS.move_to_end(ident)
        return hit[1]
    deck = Deck(crises)
    _DECKS[ident] = (crises, deck)
    while len(_DECKS) > 4 * MAX_CACHED_DECKS:  # as state._tables: a few tuples per list
        _DECKS.popitem(last=False)
    return deck


class Track:
    """Where a game's cards went once out of the hands, in ``GameState``'s order, as flat
    codes (a Solution's kind, ``18 + i`` for crisis ``i``): the discard pile (R3.2-R3.3,
    R4.3, R4.8), the cards under each full-blown crisis (crisis index -> ``[(seat,
    kind)]``, R4.2), each seat's hoards (their Solutions, sorted as ``GameState`` keeps
    them, R4.6) and how many cards each seat has hoarded (what every seat may know)."""

    __slots__ = ("discard", "plays", "hoards", "sizes", "shown")

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


def _gone(reach: list[int], keys: tuple[int, int, int]) -> int:
    """A crisis has left the game for good (solved: R3.3, R4.3): take it off the ``reach``
    counts of ``play(reach=...)`` (its region, colour and the total); how many
    thresholds of R6.1 fall out of reach with it."""
    out = 0
    for key in keys:
        left = reach[key] = reach[key] - 1
        if left == THRESHOLDS[key] - 1:
            out += 1
    return out


class FlatGame:
    """A game of Terra on plain ints (see the module docstring). Fields are public to
    the flat policies, which read only what their seat may see."""

    __slots__ = ("n", "teams", "deck", "hands", "hsz", "masks", "triples", "pile", "fb",
                 "fbreg", "fbcol", "nfb", "points", "hoardv", "contributed", "current",
                 "turn", "phase", "responder", "left", "imp", "imp_shift", "imp_plays",
                 "imp_need", "imp_fatal", "helped", "played_fb", "hoarded", "last", "causes",
                 "track")

    def __init__(self, n: int, deck: Deck, teams: bool = False):
        self.n = n
        self.teams = teams
        self.deck = deck
        self.hands = [[0] * 18 for _ in range(n)]
        self.hsz = [0] * n
        self.masks = [0] * n  # bit k: holds kind k
        self.triples = [0] * n  # bit k: holds 3+ of kind k (R4.5 a)
        self.pile: list[int] = []  # top of the pile is the END of the list
        # full-blown crises, in table order: [crisis index, value still missing to its
        # threat (R4.2), colour * 6 (the shift of its kinds in a mask), region index]
        self.fb: list[list[int]] = []
        self.fbreg = [0] * 6  # full-blown crises per region, per colour, in all (R6.1)
        self.fbcol = [0, 0, 0]
        self.nfb = 0
        self.points = [0] * n  # the scoring track (R3.4, R4.3)
        self.hoardv = [0] * n  # values of the hoarded cards (R4.6, R6.4)
        self.contributed = [[0, 0, 0] for _ in range(n)]  # cards given per colour
        self.current = 0
        self.turn = 1
        self.phase = DRAW
        self.responder = 0
        self.left = 0  # answers still to come on the impending crisis (R3.1)
        self.imp = -1  # the impending crisis's index, -1 for none
        self.imp_shift = 0  # 6 x its colour: where the kinds of its colour start
        self.imp_plays: list[tuple[int, int]] = []  # (seat, kind), in play order
        self.imp_need = 0  # its threat less the values played on it so far (R3.2)
        # R6.1: would it lose the world by going full-blown? (Nothing on the table changes
        # while it is answered, so this is known as it is drawn: R3.7 reads it, and so
        # may a policy deciding whether a card is worth keeping.)
        self.imp_fatal = False
        self.helped: list[int] = []  # crises helped this turn (R4.1)
        self.played_fb = False  # R4.4
        self.hoarded = False  # R4.7
        self.last = False  # R6.3: the last card has been drawn
        self.causes: tuple = ()  # R6.1: broken thresholds, once lost
        # Where the cards that leave the hands went, kept by ``play`` when it is a
        # ``Track``: only a table with a strategy that reads views needs it (they are
        # part of a view, R7.5); the bundled strategies' games skip it.
        self.track: Track | None = None

    # ------------------------------------------------------------- set-up (R1)
    @staticmethod
    def deal(n: int, deck: Deck, seed: int, *, teams: bool = False, first: int = 0,
             keep: int | None = None, hand: int | None = None) -> FlatGame:
        """Set up a game as ``new_game(n, seed=seed, teams=teams)`` does: the same deal and
        the same draw pile (R1.2, R1.3, R1.6). ``keep``: the Solutions the pile keeps
        after the deal (``GameConfig.pile_solutions``: the short game), or None: all;
        ``hand``: the cards dealt to each (``GameConfig.hand_size``), or None: R1.2's."""
        g = FlatGame(n, deck, teams)
        g.current = g.responder = first
        rand = random.Random(seed).random
        sols = list(SOLUTION_DECK)
        shuffle(sols, rand)  # R1.2: the Solutions only, then deal
        size = HAND_SIZES[n] if hand is None else hand
        hands, masks, triples = g.hands, g.masks, g.triples
        seat = 0
        for _ in range(size * n):  # one card at a time round the table, from the top
            k = sols.pop()
            h = hands[seat]
            had = h[k]
            h[k] = had + 1
            if had == 0:
                masks[seat] |= KIND_BIT[k]
            elif had == 2:
                triples[seat] |= KIND_BIT[k]
            seat = seat + 1 if seat + 1 < n else 0
        g.hsz = [size] * n
        if keep is not None and keep < len(sols):
            del sols[:len(sols) - keep]  # set aside, as ``GameState._deal`` does
        sols.extend(range(18, 18 + len(deck.crises)))
        shuffle(sols, rand)  # R1.3: the Crises shuffled into the rest
        g.pile = sols
        return g

    @staticmethod
    def from_view(view) -> FlatGame:
        """The table as ``view`` shows it (R7.5): everything face up, every hand's and the
        pile's size, and only the viewing seat's own cards (other hands and the pile stay
        empty: ``risk.sample`` deals them at random). Hoards count only the seat's own."""
        g = FlatGame._public(view.config, view, view.responses_left)
        seat = view.seat
        if view.hand is not None:
            for card in view.hand:
                g.give(seat, card.index)
            g.hoardv[seat] = sum(c.value for cards in view.own_hoards for c in cards)
        return g

    @staticmethod
    def from_state(state, seat: int) -> FlatGame:
        """``from_view(state.view(seat))`` without building the view: the table of a
        ``GameState`` as ``seat`` sees it (R7.5: its own hand, the public table; no other
        hand, no hoard but its own, no pile). How a bundled strategy answers at a table
        played through ``GameState`` (``sim.play_out``)."""
        g = FlatGame._public(state.config, state, state._responses_left)
        g.hands[seat] = state.hands[seat][:]
        g.masks[seat] = state.masks[seat]
        g.triples[seat] = state.triples[seat]
        if state.hoards[seat]:
            g.hoardv[seat] = sum(c.value for cards in state.hoards[seat] for c in cards)
        return g

    @staticmethod
    def _public(config, table, left: int) -> FlatGame:
        """What every seat sees (``table``: a view or a ``GameState``, which name these
        fields alike), as a flat game with empty hands."""
        deck = deck_of(config.crises)
        n = config.n_players
        g = FlatGame.__new__(FlatGame)  # every field set below, once (a bot asks this often)
        g.n, g.teams, g.deck = n, config.teams, deck
        g.hands = [[0] * 18 for _ in range(n)]
        g.masks, g.triples, g.hoardv = [0] * n, [0] * n, [0] * n
        g.hsz = list(table.hand_sizes)
        g.pile = []
        index, colour, region = deck.index, deck.colour, deck.region
        g.fb = fb = []
        g.fbreg = fbreg = [0] * 6
        g.fbcol = fbcol = [0, 0, 0]
        for entry in table.full_blown:
            crisis = entry.crisis
            ci = index[crisis.id]
            fb.append([ci, crisis.threat - entry.total, 6 * colour[ci], region[ci]])
            fbreg[region[ci]] += 1
            fbcol[colour[ci]] += 1
        g.nfb = len(fb)
        g.points = list(table.points)
        g.contributed = [list(c) for c in table.contributed]
        g.current = table.current
        g.turn = table.turn
        g.phase = _PHASES[table.phase]
        g.responder = table.responder
        g.left = left
        impending = table.impending
        if impending is None:
            g.imp, g.imp_shift, g.imp_plays, g.imp_need = -1, 0, [], 0
            g.imp_fatal = False
        else:
            g.imp = index[impending.id]
            g.imp_shift = 6 * colour[g.imp]
            g.imp_plays = [(s, card.index) for s, card in table.impending_plays]
            g.imp_need = impending.threat - sum(card.value for _, card in
                                                table.impending_plays)
            g.imp_fatal = would_break(fbreg, fbcol, g.nfb, region[g.imp], colour[g.imp])
        g.helped = [index[cid] for cid in table.helped] if table.helped else []
        g.played_fb = table.played_full_blown
        g.hoarded = table.hoarded
        g.last = table.last_card_drawn
        g.causes = ()
        g.track = None
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
        c = self.deck.colour[self.imp]
        h = self.hands[seat]
        return [k for k in range(6 * c, 6 * c + 6) if h[k]]

    def play_moves(self, seat: int) -> list[int]:
        """Every move of phase 3 (R4), in ``GameState.legal_actions()``'s order: the cards
        for each full-blown crisis not yet helped (table order, by value), the sets
        (R4.4, after a card on a full-blown crisis), and ``END`` last."""
        h = self.hands[seat]
        colour = self.deck.colour
        fb = self.fb
        out = []
        for pos in open_crises([entry[0] for entry in fb], self.helped, self.hoarded):
            c = colour[fb[pos][0]]  # R4.1: a card of the crisis's colour
            out += [pos * 18 + k for k in range(6 * c, 6 * c + 6) if h[k]]
        if may_hoard(self.played_fb, self.hoarded):  # R4.4
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
        alive = [entry[0] for entry in self.fb] + [c - 18 for c in self.pile if c >= 18]
        if self.imp >= 0:
            alive.append(self.imp)
        return reach_counts([self.deck.crises[i] for i in alive])

    def play(self, policies, *, reach: list[int] | None = None) -> FlatGame:
        """Play to the end, asking ``policies[seat]`` for every real choice (a move with
        one legal option is played without asking, as ``GameState.advance`` does).

        ``reach``: this game's ``reach()`` (not changed here; deals of the same hidden
        cards share it) to stop, at the start of a turn, once the world can no longer be
        lost -- what the risk meter asks, which needs only whether the world is lost, not
        the scores. Once none of the counts the crises still in the game could make
        reaches its threshold, the world is saved whatever happens next (R6.1, R6.3). The
        game is then not over (``causes`` empty): it stands at the start of a turn
        (``DRAW``), or where it stood if the world was safe already.

        One loop with the hot fields in local variables (a simulation runs it tens of
        millions of times); the policies read the game's fields, which are kept current
        whenever one is asked."""
        if self.phase == OVER:
            return self
        n = self.n
        deck = self.deck
        colour, region, threat = deck.colour, deck.region, deck.threat
        hands, hsz, masks, triples = self.hands, self.hsz, self.masks, self.triples
        pile, fb, points, contributed = self.pile, self.fb, self.points, self.contributed
        fbreg, fbcol, helped = self.fbreg, self.fbcol, self.helped
        responds = [p.respond for p in policies]
        plays = [p.play for p in policies]
        bit, clear, val, col, clear_colour = KIND_BIT, _CLEAR, VAL, COL, _CLEAR_COLOUR
        limit = HAND_LIMIT
        # the kinds of the colours that have a full-blown crisis (kept as ``fbcol`` changes)
        fbkinds = 0
        for c in range(3):
            if fbcol[c]:
                fbkinds |= 63 << 6 * c
        has_set, fatal = holds_set, would_break
        opened, hoardable = open_crises, may_hoard
        ring = _RINGS[n]
        answering = _ANSWERING[n]
        track = self.track
        if track is not None:
            t_discard, t_plays, t_hoards = track.discard, track.plays, track.hoards
            t_sizes = track.sizes
        phase = self.phase
        seat = self.current
        watch = reach is not None
        if watch:
            # crises only ever leave ``reach``, when solved (R3.3, R4.3); ``unsafe``: how
            # many thresholds of R6.1 it still reaches
            reach = reach[:]
            reach_keys = deck.reach_keys
            unsafe = sum(map(ge, reach, THRESHOLDS))
            if not unsafe:
                return self
        while True:
            if phase == DRAW:
                card = pile.pop()  # R2.1
                if not pile:
                    self.last = True  # R6.3: the game ends after this turn
                if card < 18:  # R2.2: into the hand, then phase 3
                    h = hands[seat]
                    had = h[card]
                    h[card] = had + 1
                    hsz[seat] += 1
                    if had == 0:
                        masks[seat] |= bit[card]
                    elif had == 2:
                        triples[seat] |= bit[card]
                    phase = PLAY
                else:  # R2.3: impending, answered once around the table from the drawer
                    ci = card - 18
                    self.imp = ci
                    self.imp_shift = 6 * colour[ci]
                    self.imp_need = threat[ci]
                    self.imp_fatal = fatal(fbreg, fbcol, self.nfb, region[ci], colour[ci])
                    self.responder = seat
                    self.left = n
                    phase = RESPOND
            if phase == RESPOND:  # R3.1
                ci = self.imp
                shift = self.imp_shift
                c = shift // 6
                these = 63 << shift  # the kinds of the crisis's colour
                answers = self.imp_plays
                to_answer = self.left
                for r in answering[self.responder][to_answer]:
                    if masks[r] & these:  # else passing is the only move
                        self.responder = r
                        self.left = to_answer
                        k = responds[r](self, r)
                        if k >= 0:
                            self._take(r, k)
                            answers.append((r, k))
                            self.imp_need -= val[k]
                            contributed[r][c] += 1
                    to_answer -= 1
                need = self.imp_need  # R3.2
                self.left = self.imp_need = 0
                self.imp = -1
                self.responder = seat
                if track is not None:  # R3.2: the cards played go to the discard pile
                    for _, k in answers:  # (a loop: a comprehension costs a call)
                        t_discard.append(k)
                    if answers and need <= 0:
                        t_discard.append(18 + ci)  # R3.3: then the crisis
                    else:
                        t_plays[ci] = []  # R3.6: full-blown, nothing under it yet
                if answers and need <= 0:  # R3.3, scored as R3.4
                    points[answers[0][0]] += POINTS_FIRST
                    high = 0
                    for _, k in answers:
                        if val[k] > high:
                            high = val[k]
                    for r, k in answers:
                        if val[k] == high:
                            points[r] += POINTS_HIGHEST
                    answers.clear()
                    if watch:
                        unsafe -= _gone(reach, reach_keys[ci])
                    phase = _FINISH  # R3.5: no phase 3
                else:
                    answers.clear()
                    reg = region[ci]
                    fb.append([ci, threat[ci], shift, reg])  # R3.6: full-blown
                    fbreg[reg] += 1
                    fbcol[c] += 1
                    fbkinds |= these
                    self.nfb += 1
                    if self.imp_fatal:  # R3.7, R6.1
                        self.causes = broken_thresholds(fbreg, fbcol, self.nfb)
                        self.phase = OVER
                        return self
                    if pile:  # R3.8: draw again
                        phase = DRAW
                        continue
                    phase = PLAY  # R3.8 (Decision): the pile is empty, go to phase 3
            if phase == PLAY:  # R4.1-R4.7, as ``legality`` says after each move
                ask = plays[seat]
                h = hands[seat]
                given = contributed[seat]
                while True:
                    # ``open_``: the kinds that may go on a full-blown crisis now, as a
                    # mask: one ``&`` with the seat's kinds says whether it has a card
                    open_ = 0
                    if fb:
                        if helped or self.hoarded:
                            for pos in opened([e[0] for e in fb], helped, self.hoarded):
                                open_ |= 63 << fb[pos][2]
                        else:
                            open_ = fbkinds
                    mask = masks[seat]
                    if not mask & open_ and not (hoardable(self.played_fb, self.hoarded)
                                                 and has_set(mask, triples[seat])):
                        break  # nothing to play or hoard: the turn ends
                    move = ask(self, seat)
                    if move < 0:
                        break
                    if move >= HOARD:  # R4.4-R4.6
                        j = move - HOARD
                        for k in ALL_SETS[j]:
                            self._take(seat, k)
                        if track is not None:
                            t_hoards[seat].append(ALL_SET_CARDS[j])
                            t_sizes[seat] += 3
                        self.hoardv[seat] += SET_VALUE[j]
                        self.hoarded = True
                        continue
                    pos = move // 18  # the move is pos * 18 + kind (see ``play``)
                    k = move - 18 * pos
                    entry = fb[pos]
                    left = h[k] = h[k] - 1
                    hsz[seat] -= 1
                    if left == 0:
                        masks[seat] &= clear[k]
                    elif left == 2:
                        triples[seat] &= clear[k]
                    helped.append(entry[0])  # R4.1: one card per crisis per turn
                    self.played_fb = True
                    c = col[k]
                    given[c] += 1
                    need = entry[1] - val[k]  # R4.2
                    if track is not None:  # R4.2: the card stays under the crisis
                        if need > 0:
                            t_plays[entry[0]].append((seat, k))
                        else:  # R4.3: the crisis, then its cards, discarded
                            under = t_plays.pop(entry[0])
                            t_discard.append(18 + entry[0])
                            for _, kk in under:
                                t_discard.append(kk)
                            t_discard.append(k)
                    if need <= 0:  # R4.3
                        del fb[pos]
                        fbreg[entry[3]] -= 1
                        fbcol[c] -= 1
                        if not fbcol[c]:
                            fbkinds &= clear_colour[c]
                        self.nfb -= 1
                        points[seat] += POINTS_FULL_BLOWN
                        if watch:
                            unsafe -= _gone(reach, reach_keys[entry[0]])
                    else:
                        entry[1] = need
            if hsz[seat] > limit:  # R4.8: down to the limit, one card at a time
                discard = policies[seat].discard
                while hsz[seat] > limit:
                    mask = masks[seat]
                    if mask & (mask - 1):
                        k = discard(self, seat)
                    else:  # one kind only: no choice
                        k = mask.bit_length() - 1
                    self._take(seat, k)
                    if track is not None:
                        t_discard.append(k)
            # the turn ends (R4.8)
            if self.played_fb:
                helped.clear()
                self.played_fb = self.hoarded = False
            if self.last:  # R6.3: the world is saved
                self.phase = OVER
                return self
            seat = ring[seat][1]
            self.current = self.responder = seat
            self.turn += 1
            phase = DRAW
            if watch and not unsafe:  # R6.1 can no longer break: the world is saved
                self.phase = DRAW
                return self

    def _take(self, seat: int, k: int) -> None:
        h = self.hands[seat]
        left = h[k] = h[k] - 1
        self.hsz[seat] -= 1
        if left == 0:
            self.masks[seat] &= _CLEAR[k]
        elif left == 2:
            self.triples[seat] &= _CLEAR[k]

    def copy(self) -> FlatGame:
        """An independent copy (the crisis tables are shared: they never change)."""
        g = FlatGame.__new__(FlatGame)
        g.n, g.teams, g.deck = self.n, self.teams, self.deck
        g.hands = [h[:] for h in self.hands]
        g.hsz, g.masks, g.triples = self.hsz[:], self.masks[:], self.triples[:]
        g.pile = self.pile[:]
        g.fb = [entry[:] for entry in self.fb]
        g.fbreg, g.fbcol, g.nfb = self.fbreg[:], self.fbcol[:], self.nfb
        g.points, g.hoardv = self.points[:], self.hoardv[:]
        g.contributed = [c[:] for c in self.contributed]
        g.current, g.turn, g.phase = self.current, self.turn, self.phase
        g.responder, g.left, g.imp = self.responder, self.left, self.imp
        g.imp_shift = self.imp_shift
        g.imp_plays, g.helped = self.imp_plays[:], self.helped[:]
        g.imp_need, g.imp_fatal = self.imp_need, self.imp_fatal
        g.played_fb, g.hoarded, g.last = self.played_fb, self.hoarded, self.last
        g.causes = self.causes
        g.track = None  # a copy is untracked (the risk meter's rollouts)
        return g

    # -------------------------------------------------------------- the result
    @property
    def lost(self) -> bool:
        return bool(self.causes)

    def final_scores(self) -> tuple[int, ...]:
        """R6.4: track points plus the values of the hoarded cards."""
        return tuple(map(add, self.points, self.hoardv))

    def winners(self) -> tuple[int, ...]:
        """R6.5 (R5.2 with teams); empty when the world was lost (R6.1)."""
        if self.causes:
            return ()
        return winning_seats(self.final_scores(), self.teams)


__all__ = ["FlatGame", "Track", "Deck", "deck_of", "shuffle", "DRAW", "RESPOND", "PLAY",
           "DISCARD", "OVER", "END", "HOARD", "VAL", "COL", "SET_VALUE"]
