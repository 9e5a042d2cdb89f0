"""Games consistent with what a view shows (R7.5): the cards it cannot see -- other
hands, face-down hoards, the draw pile -- dealt again at random. For tools that want a
``GameState`` to explore from a seat's point of view; the risk meter deals the same way
on the flat play-out (``Sampler``, below)."""

from __future__ import annotations

import random

from .cards import KIND_BIT, SOLUTION_KINDS, Card
from .flat import FlatGame, shuffle
from .state import GameState, _tables
from .views import PlayerView


def sample_state(view: PlayerView, rng: random.Random, *, log_events: bool = False
                 ) -> GameState:
    """A full game state consistent with everything ``view`` shows, with the cards it
    cannot see (other hands and hoards, the draw pile) dealt at random.

    Used by the risk meter: it never looks at the true hidden cards. Other seats' hoards
    are filled with random unseen cards (they are out of play, so only which cards are
    gone matters for the rest of the game, not whether they form sets). The sampled
    state has no history and cannot be replayed or saved. (The risk meter itself deals
    the same way on the flat play-out: ``Sampler``, below.)
    """
    if view.is_over:
        raise ValueError("the game is over: there is nothing left to sample")
    template, unseen, crises, deals = _sampling_plan(view)
    state = template.clone()
    state.log_events = log_events
    unseen = unseen[:]
    shuffle(unseen, rng.random)
    for seat, hand_size, n_hoards in deals:
        for _ in range(hand_size):
            state._add(seat, unseen.pop())
        hoards = state.hoards[seat]
        for _ in range(n_hoards):
            hoards.append(tuple(sorted((unseen.pop(), unseen.pop(), unseen.pop()))))
    pile: list[Card] = unseen + crises
    shuffle(pile, rng.random)
    if len(pile) != view.pile_size:  # pragma: no cover - guards the bookkeeping above
        raise AssertionError("sampled draw pile does not match the view's pile size")
    state.pile = pile
    return state


def _sampling_plan(view: PlayerView) -> tuple:
    """What every sample of ``view`` shares: a state with the public table and the
    viewer's own cards, the unseen Solutions, the unseen crises, and per other seat how
    many cards and sets to deal it."""
    counts = view.unseen_solution_counts()
    unseen = [SOLUTION_KINDS[i] for i in range(18) for _ in range(counts[i])]
    n = view.n_players
    state = GameState.__new__(GameState)
    state.config = view.config
    state.seed = None
    state.log_events = False
    state.n_players = n
    state.hands = [[0] * 18 for _ in range(n)]
    state.hand_sizes = [0] * n
    state.masks = [0] * n
    state.triples = [0] * n
    state._hand_t = [None] * n
    state._pub_discard = state._pub_hoards = None
    state.hoards = [[] for _ in range(n)]
    deals = []
    for s in range(n):
        if s == view.seat:
            for card in view.hand:
                state._add(s, card)
            state.hoards[s] = list(view.own_hoards)
        else:
            deals.append((s, view.hand_sizes[s], view.hoard_sizes[s] // 3))
    state.pile = []
    state.discard = list(view.discard)
    state.full_blown = list(view.full_blown)
    state.impending = view.impending
    state.impending_plays = list(view.impending_plays)
    state.points = list(view.points)
    state.contributed = [list(c) for c in view.contributed]
    state.current = view.current
    state.phase = view.phase
    state.turn = view.turn
    state.responder = view.responder
    state._responses_left = view.responses_left
    state.helped = set(view.helped)
    state.played_full_blown = view.played_full_blown
    state.hoarded = view.hoarded
    state.last_card_drawn = view.last_card_drawn
    state.outcome = view.outcome
    state.is_over = view.is_over
    state.history = []
    state._ev = []
    state._ev_cache = []
    state._legal = None
    state._tables = _tables(view.config)
    return state, unseen, list(view.crises_unseen()), tuple(deals)


class Sampler:
    """Games consistent with everything a view shows, the cards it cannot see (other hands
    and hoards, the draw pile: R7.5) dealt at random -- the risk meter's rollouts.

    Deals exactly what ``sample_state`` deals from the same generator (the same two
    shuffles, the same hands, the same pile order), on the flat play-out: what the view
    shows is set up once (the public table and the viewer's own hand, in ``template``;
    where each seat's cards lie in the shuffled unseen cards, in ``spans``), and each
    ``sample`` copies the template, shuffles, and counts each hand straight from its slice
    of the shuffled cards. Other seats' hoards take random unseen cards out of play: only
    which cards are gone matters for the rest of the game.
    """

    __slots__ = ("template", "unseen", "crises", "spans", "rest", "reach")

    def __init__(self, view):
        if view.is_over:
            raise ValueError("the game is over: there is nothing left to sample")
        self.template = FlatGame.from_view(view)
        counts = view.unseen_solution_counts()
        self.unseen = [k for k in range(18) for _ in range(counts[k])]
        index = self.template.deck.index
        self.crises = [18 + index[c.id] for c in view.crises_unseen()]
        # ``sample_state`` pops the shuffled unseen Solutions from the end: each other seat
        # in turn takes its hand, then its hoarded cards; the rest (from the front) and the
        # unseen crises make the pile. ``spans``: (seat, start, end) of each hand.
        end = len(self.unseen)
        spans = []
        for seat in range(view.n_players):
            if seat != view.seat:
                size = view.hand_sizes[seat]
                spans.append((seat, end - size, end))
                end -= size + view.hoard_sizes[seat]
        self.spans = tuple(spans)
        self.rest = end
        if end < 0 or end + len(self.crises) != view.pile_size:  # pragma: no cover
            raise AssertionError("the unseen cards do not match the view's sizes")
        # every sample holds the same crises (in another order): one ``FlatGame.reach()``
        table = self.template.copy()
        table.pile = self.crises[:]
        self.reach = table.reach()

    def sample(self, rand) -> FlatGame:
        """One game, the hidden cards dealt with ``rand`` (``rng.random``)."""
        g = self.template.copy()
        cards = self.unseen[:]
        shuffle(cards, rand)
        hands, masks, triples = g.hands, g.masks, g.triples
        bit = KIND_BIT
        for seat, start, end in self.spans:
            h = hands[seat]  # all zeros: the template holds no other seat's cards
            mask = triple = 0
            for k in cards[start:end]:
                had = h[k]
                h[k] = had + 1
                if not had:
                    mask |= bit[k]
                elif had == 2:
                    triple |= bit[k]
            masks[seat] = mask
            triples[seat] = triple
        cards[self.rest:] = self.crises  # the hands and the hoards are out of the pile
        shuffle(cards, rand)
        g.pile = cards
        return g
