"""The move tables of crisis lists are kept for the last few lists only (R0.4).

A classroom server that loads many custom decks (R0.4) kept the tables of up to 65 of them
(about 11 MB each for 100 crises): loading 80 decks and dropping them raised a process
from 82 to 277 MB. These tests count what stays cached and trace the memory it holds."""

from __future__ import annotations

import gc
import random
import tracemalloc

from terra_widget.rules import Crisis, new_game
from terra_widget.rules.core import flat, flat_tables
from terra_widget.rules.core.flat_tables import MAX_CACHED_DECKS
from terra_widget.rules.face import action_tables as state_module
from terra_widget.rules.face.cards import DEFAULT_CRISES

COLOURS = ("green", "blue", "red")
REGIONS = sorted({c.region.value for c in DEFAULT_CRISES})


def custom_deck(k: int, n: int = 40) -> list[Crisis]:
    """A crisis list of its own (ids differ from every other k's), as a teacher's file."""
    return [Crisis(f"deck{k}-{i}", COLOURS[i % 3], REGIONS[i % len(REGIONS)], 10 + i % 7)
            for i in range(n)]


def load_and_play(k: int) -> None:
    """Set a game up on custom deck ``k`` and play some moves (which fill the tables'
    own caches), then drop it."""
    game = new_game(4, seed=k, crises=custom_deck(k), log_events=False)
    rng = random.Random(k)
    for _ in range(80):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[int(rng.random() * len(legal))])
    flat.deck_of(game.config.crises)  # the flat play-out's tables, as a simulation makes


def traced(action) -> int:
    """Bytes still held (traced) after ``action`` and a garbage collection."""
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    action()
    gc.collect()
    return tracemalloc.get_traced_memory()[0] - before


def test_r0_4_loading_many_custom_decks_keeps_memory_flat():
    # today's main: every deck's tables stay (up to 65), so the memory grows by one deck's
    # tables per deck loaded
    held = []  # one deck's tables, kept alive while they are measured
    tracemalloc.start()
    try:
        one_deck = traced(lambda: held.append(
            [state_module._ActionTable(seat, tuple(custom_deck(0))) for seat in range(6)]))
        # fill the cache: from here on a new deck must push an old one out
        traced(lambda: [load_and_play(k) for k in range(1, MAX_CACHED_DECKS + 2)])
        many = traced(lambda: [load_and_play(k) for k in range(100, 112)])
    finally:
        tracemalloc.stop()
    # twelve more decks hold less than half of what one deck's tables take (about 1 MB
    # for 40 crises, before a game fills their caches): each is released as another comes
    assert one_deck > 500_000
    assert many < one_deck / 2, (many, one_deck)
    assert len(state_module._TABLES) <= MAX_CACHED_DECKS
    assert len(state_module._TABLES_BY_ID) <= 4 * MAX_CACHED_DECKS
    assert len(flat_tables._DECKS) <= 4 * MAX_CACHED_DECKS

def test_r0_4_the_decks_in_use_stay_cached():
    # a simulation plays thousands of games on one list: its tables are built once
    first = new_game(4, seed=1)
    assert new_game(4, seed=2)._tables is first._tables
    a = custom_deck(1)
    tables_a = new_game(4, seed=1, crises=a)._tables
    for k in range(2, MAX_CACHED_DECKS + 4):  # A used in between: the least recent go
        new_game(4, seed=k, crises=custom_deck(k))
        assert new_game(4, seed=k, crises=a)._tables is tables_a
    # the same list in another tuple (a loaded file) finds the same tables by content
    assert new_game(4, seed=9, crises=list(a))._tables is tables_a
