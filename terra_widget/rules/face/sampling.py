"""Games consistent with what a view shows (R7.5): the cards it cannot see -- other
hands, face-down hoards, the draw pile -- dealt again at random. For tools that want a
``GameState`` to explore from a seat's point of view; the risk meter deals the same way
on the flat play-out (``Sampler``, below)."""

from __future__ import annotations

import random

from ..core.flat import FlatGame, mix_in, shuffle
from ..core.kinds import KIND_BIT
from .cards import SOLUTION_KINDS, Card, Solution
from .state import GameState
from .to_flat import flat_from_view
from .track import Track
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
        for _ in range(n_hoards):
            state._add_hoard(seat, tuple(sorted((unseen.pop(), unseen.pop(), unseen.pop()))))
    # the short game's set-aside Solutions are unseen too: the front of the rest
    aside = len(unseen) + len(crises) - view.pile_size
    if aside > 0:
        state.set_aside = tuple(unseen[:aside])
        del unseen[:aside]
    pile: list[Card] = unseen  # the rest of the shuffled Solutions, and the crises in it
    mix_in(pile, crises, rng.random)
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
    deals = tuple((s, view.hand_sizes[s], view.hoard_sizes[s] // 3)
                  for s in range(view.n_players) if s != view.seat)
    n = view.n_players
    mine = view.seat
    state = GameState.from_table(
        view.config, log_events=False,
        hands=[view.hand if s == mine else () for s in range(n)],
        hoards=[view.own_hoards if s == mine else () for s in range(n)],
        pile=(), discard=view.discard, full_blown=view.full_blown,
        impending=view.impending, impending_plays=view.impending_plays,
        points=view.points, contributed=view.contributed, current=view.current,
        phase=view.phase, turn=view.turn, responder=view.responder,
        responses_left=view.responses_left, helped=view.helped,
        played_full_blown=view.played_full_blown, hoarded=view.hoarded,
        last_card_drawn=view.last_card_drawn, outcome=view.outcome)
    return state, unseen, list(view.crises_unseen()), tuple(deals)


class Sampler:
    """Games consistent with everything a view shows, the cards it cannot see (other hands
    and hoards, the draw pile: R7.5) dealt at random -- the risk meter's rollouts.

    Deals exactly what ``sample_state`` deals from the same generator (the same shuffle of
    the unseen Solutions, the same hands, the same crises mixed into the rest: the same
    pile order), on the flat play-out: what the view shows is set up once (the public
    table and the viewer's own hand, in ``template``; where each seat's cards lie in the
    shuffled unseen cards, in ``spans``), and each ``sample`` copies the template,
    shuffles, and counts each hand straight from its slice of the shuffled cards. Other
    seats' hoards take random unseen cards out of play: only which cards are gone matters
    for the rest of the game.
    """

    __slots__ = ("template", "unseen", "crises", "spans", "rest", "reach", "track",
                 "hoard_spans", "aside")

    def __init__(self, view):
        if view.is_over:
            raise ValueError("the game is over: there is nothing left to sample")
        self.template = flat_from_view(view)
        counts = view.unseen_solution_counts()
        self.unseen = [k for k in range(18) for _ in range(counts[k])]
        index = self.template.deck.index
        self.crises = [18 + index[c.id] for c in view.crises_unseen()]
        # ``sample_state`` pops the shuffled unseen Solutions from the end: each other seat
        # in turn takes its hand, then its hoarded cards; the rest (from the front) and the
        # unseen crises make the pile. ``spans``: (seat, start, end) of each hand.
        end = len(self.unseen)
        spans = []
        hoard_spans = []  # (seat, start, end) of each other seat's hoards' cards
        for seat in range(view.n_players):
            if seat != view.seat:
                size = view.hand_sizes[seat]
                spans.append((seat, end - size, end))
                hoard_spans.append((seat, end - size - view.hoard_sizes[seat], end - size))
                end -= size + view.hoard_sizes[seat]
        self.spans = tuple(spans)
        self.hoard_spans = tuple(hoard_spans)
        # where the cards out of the hands are, for a table where a strategy reads views
        # (``Track``): all face up but the hoards (the viewer's own, and at random)
        self.track = Track(view.n_players)
        self.track.discard = [c.index if isinstance(c, Solution) else 18 + index[c.id]
                              for c in view.discard]
        self.track.plays = {index[fb.crisis.id]: [(s, c.index) for s, c in fb.plays]
                            for fb in view.full_blown}
        if view.seat is not None:
            self.track.hoards[view.seat] = list(view.own_hoards)
        self.track.sizes = list(view.hoard_sizes)
        self.rest = end
        # the short game's set-aside Solutions: the front of the rest, as sample_state
        self.aside = max(0, end + len(self.crises) - view.pile_size)
        if end < 0 or end - self.aside + len(self.crises) != view.pile_size:  # pragma: no cover
            raise AssertionError("the unseen cards do not match the view's sizes")
        # every sample holds the same crises (in another order): one ``FlatGame.reach()``
        table = self.template.copy()
        table.pile = self.crises[:]
        self.reach = table.reach()

    def sample(self, rand, *, track: bool = False) -> FlatGame:
        """One game, the hidden cards dealt with ``rand`` (``rng.random``); ``track``: keep
        where the cards go out of the hands (``Track``), for strategies that read
        views -- other seats' hoards are then the random cards ``sample_state`` puts
        there."""
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
        if track:
            kept = g.track = self.track.copy()
            kinds = SOLUTION_KINDS
            for seat, start, end in self.hoard_spans:  # popped from the end, 3 at a time
                hoards = kept.hoards[seat]
                for top in range(end, start, -3):
                    hoards.append(tuple(sorted(kinds[k] for k in cards[top - 3:top])))
        del cards[self.rest:]  # the hands and the hoards are out of the pile
        if self.aside:
            del cards[:self.aside]
        mix_in(cards, self.crises, rand)
        g.pile = cards
        return g
