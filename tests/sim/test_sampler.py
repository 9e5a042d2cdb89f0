"""The risk meter's dealer, ``Sampler`` (terra_widget/rules/face/sampling.py): it must deal
exactly the games ``sample_state`` deals from the same generator -- the same hands, the
same draw pile in the same order, the same random draws (R1.6) -- and see nothing a view
does not show (R7.5)."""

from __future__ import annotations

import random

import pytest

from terra_widget.bots import make_strategy
from terra_widget.rules import Crisis, Phase, new_game, sample_state
from terra_widget.rules.core.flat import FlatGame, mix_in
from terra_widget.rules.face.sampling import Sampler

SPECS = ["selfish", "balanced:0.5", "random", "cooperative", "balanced:0.9", "random"]


def _tables():
    """States from 3-6 player games (4 and 6 also with teams, R5) at every kind of
    moment: drawing, mid-answer on an impending crisis with cards already on it (R3.1),
    mid-phase 3 after a card was played (R4.1) or a set hoarded (R4.7), discarding (R4.8),
    with hoards on the table. Hoarding strategies sit at every table."""
    out = []
    for n, teams, seed in ((3, False, 1), (4, False, 2), (4, True, 3), (5, False, 4),
                           (6, False, 5), (6, True, 6), (3, False, 7), (5, False, 8)):
        state = new_game(n, seed=seed, teams=teams)
        bots = [make_strategy(SPECS[(s + seed) % len(SPECS)], seed=seed * 10 + s)
                for s in range(n)]
        step = 0
        while not state.is_over:
            if step % 7 == 0 or state.impending_plays or state.hoarded \
                    or state.phase is Phase.DISCARD:
                out.append(state.clone())
            seat = state.to_act
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
            step += 1
    return out


TABLES = _tables()


def test_the_tables_cover_every_kind_of_moment():
    assert len(TABLES) > 300
    assert {t.n_players for t in TABLES} == {3, 4, 5, 6}
    assert any(t.config.teams for t in TABLES)
    assert any(t.phase is Phase.RESPOND and t.impending_plays for t in TABLES)
    assert any(t.phase is Phase.PLAY and t.helped for t in TABLES)
    assert any(t.phase is Phase.PLAY and t.hoarded for t in TABLES)
    assert any(t.phase is Phase.DISCARD for t in TABLES)
    # hoards of other seats (dealt from the unseen cards) and of the viewer (kept)
    assert sum(1 for t in TABLES if sum(map(len, t.hoards)) >= 2) > 20


def _flat_of(state, viewer) -> FlatGame:
    """A full ``GameState`` as the flat game the sampler should deal for ``viewer``: the
    table and every hand as they are, the pile in its order, and the hoarded values of the
    viewer only (other seats' hoards are random cards out of play, their value unknown)."""
    g = FlatGame.from_state(state, 0 if viewer is None else viewer)
    for s in range(state.n_players):
        g.hands[s] = state.hands[s][:]
        g.masks[s] = state.masks[s]
        g.triples[s] = state.triples[s]
    index = g.deck.index
    g.pile = [18 + index[c.id] if isinstance(c, Crisis) else c.index for c in state.pile]
    if viewer is None:
        g.hoard_values[0] = 0
    return g


def _fields(g: FlatGame) -> dict:
    return {name: getattr(g, name) for name in FlatGame.__slots__}


def test_sampler_deals_exactly_what_sample_state_deals():
    """For every table, every viewer (each seat and the public view) and several draws:
    the flat game ``Sampler`` deals equals, field by field, the game ``sample_state``
    deals from a generator in the same state, and both leave the generator in the same
    state (the same number of draws)."""
    compared = 0
    for t, state in enumerate(TABLES):
        for viewer in (None, *range(state.n_players)):
            view = state.view(viewer)
            sampler = Sampler(view)
            ours, theirs = random.Random(t), random.Random(t)
            for _ in range(3):
                got = sampler.sample(ours.random)
                want = _flat_of(sample_state(view, theirs), viewer)
                assert _fields(got) == _fields(want), (t, viewer)
                assert ours.getstate() == theirs.getstate()
                compared += 1
    assert compared > 3000


def test_a_sample_played_out_leaves_the_next_one_alone():
    """Each sample is independent: playing one to the end changes neither the sampler's
    set-up nor the next sample."""
    policies = [make_strategy("cooperative").flat_policy()] * 6
    for state in TABLES[::20]:
        view = state.view(state.to_act)
        sampler = Sampler(view)
        template = _fields(sampler.template.copy())
        first = sampler.sample(random.Random(1).random)
        before = _fields(first.copy())
        first.play(policies[:state.n_players])
        assert first.phase != before["phase"] or first.turn != before["turn"] \
            or first.pile != before["pile"]
        assert _fields(sampler.template) == template
        again = sampler.sample(random.Random(1).random)
        assert _fields(again) == before


def test_the_sampler_holds_nothing_the_view_does_not_show():
    """R7.5: the sampler is built from the view alone, and what it keeps for every sample
    (the template) has no other seat's card, no hoard but the viewer's, no pile."""
    for state in TABLES[::10]:
        for viewer in (None, state.to_act):
            view = state.view(viewer)
            template = Sampler(view).template
            assert template.pile == []
            for s in range(state.n_players):
                if s != viewer:
                    assert template.hands[s] == [0] * 18
                    assert template.masks[s] == template.triples[s] == 0
                    assert template.hoard_values[s] == 0
            if viewer is not None:
                assert template.hands[viewer] == state.hands[viewer]


def test_two_tables_a_viewer_cannot_tell_apart_give_the_same_samples():
    """R7.5: the deal depends only on the view: a state with the hidden cards re-dealt
    (the same view) gives the very same samples."""
    rng = random.Random(11)
    for state in TABLES[::15]:
        for viewer in (None, state.to_act):
            view = state.view(viewer)
            other = sample_state(view, rng)
            assert other.view(viewer) == view
            assert [other.hands[s] for s in range(state.n_players)] != \
                [state.hands[s] for s in range(state.n_players)] or other.pile != state.pile
            a = Sampler(view).sample(random.Random(5).random)
            b = Sampler(other.view(viewer)).sample(random.Random(5).random)
            assert _fields(a) == _fields(b)


def test_a_finished_game_cannot_be_sampled():
    state = TABLES[-1].clone()
    bots = [make_strategy("selfish") for _ in range(state.n_players)]
    while not state.is_over:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    with pytest.raises(ValueError, match="the game is over"):
        Sampler(state.view(None))


def test_crises_mixed_into_a_shuffled_pile_land_anywhere_alike():
    """``flat.mix_in``, how a sample's pile gets its crises (R7.5: any order the view
    allows, alike): every card stays, and over many draws each of the 20 ways two
    crises can sit among three Solutions comes up about as often as the others -- as
    shuffling all five together would give. (Seeded: the counts are always the same.)"""
    rng = random.Random(7)
    ways: dict[tuple, int] = {}
    draws = 40_000
    for _ in range(draws):
        pile = [0, 1, 2]  # already in random order (the dealer shuffled it)
        mix_in(pile, (18, 19), rng.random)
        assert sorted(pile) == [0, 1, 2, 18, 19]
        where = (pile.index(18), pile.index(19))
        ways[where] = ways.get(where, 0) + 1
    assert len(ways) == 20
    expected = draws / 20
    assert all(abs(count - expected) < 0.06 * expected for count in ways.values())
