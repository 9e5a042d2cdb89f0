"""10,000 random games: the engine's guarantees hold in every one of them.

Marked ``slow`` but part of the default run (CI included). Cheap invariants are checked
after every action of every game (``log_events=False`` keeps them fast); the expensive
ones -- a full card census, replay, JSON round trip, views -- after every action of one
game in a hundred (with events on) and at the end of it.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from rules_support import (
    action_bound,
    check_cards_accounted,
    check_cheap_invariants,
    helpful_policy,
    random_game_config,
    random_policy,
    snapshot,
)

from terra_widget.rules import (
    from_json,
    new_game,
    replay,
    to_json,
)

N_GAMES = 10_000
SAMPLE_EVERY = 100


def check_expensive(state):
    check_cards_accounted(state)  # R7.1, card by card
    n = state.n_players
    for seat in range(n):  # R7.5: own hand only
        assert state.view(seat).hand == state.hand(seat)
    public = state.view(None)
    assert public.hand is None and public.own_hoards == ()
    assert (public.revealed_hoards is not None) == state.is_over


@pytest.mark.slow
def test_ten_thousand_random_games_keep_every_invariant():
    rng = random.Random(2026)
    seen = Counter()
    for number in range(N_GAMES):
        setup = random_game_config(rng)
        sampled = number % SAMPLE_EVERY == 0
        state = new_game(setup["players"], seed=rng.randrange(2**63), teams=setup["teams"],
                         first_player=setup["first_player"], log_events=sampled)
        choose = (helpful_policy if number % 2 else random_policy)(random.Random(number))
        total = sum(state.card_locations().values())
        bound = action_bound(state)
        if sampled:
            check_expensive(state)
        while not state.is_over:
            state.apply(choose(state))
            check_cheap_invariants(state, total)  # R7.1 count, R7.2, R4.8
            assert len(state.history) <= bound  # every game terminates
            if sampled:
                check_expensive(state)
        outcome = state.outcome
        assert outcome.lost or state.card_locations()["draw_pile"] == 0  # R6.1 / R6.3
        if outcome.lost:
            assert outcome.causes and outcome.winners == () and outcome.final_scores == ()
        else:
            scores = tuple(state.final_score(s) for s in range(state.n_players))
            assert outcome.final_scores == scores  # R6.4
            best = max(st.score for st in outcome.ranking)
            assert {m for st in outcome.ranking if st.score == best for m in st.seats} == \
                set(outcome.winners)  # R6.5 / R5.2
        if sampled:  # R7.4: replay and JSON give the identical state
            assert snapshot(replay(state.config, state.seed, state.history)) == \
                snapshot(state)
            assert snapshot(from_json(to_json(state))) == snapshot(state)
        seen[(state.n_players, state.config.teams)] += 1
        seen["lost" if outcome.lost else "success"] += 1
        seen["hoards"] += sum(len(h) for h in state.hoards)
    # the games covered what they are meant to cover
    for n in (3, 4, 5, 6):
        assert seen[(n, False)] > 0
    assert seen[(4, True)] > 0 and seen[(6, True)] > 0
    assert seen["lost"] > 0 and seen["success"] > 0 and seen["hoards"] > 0
