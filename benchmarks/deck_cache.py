"""What the cache of move tables per crisis list (``rules/face/state.py`` ``_tables``) saves,
and what it costs in memory when many custom decks are loaded (#27).

Prints, as medians of several repeats: the time to build one list's tables (the box's 18
crises, and a custom list of 100) as a multiple of one whole 4-player game played on
cached tables (random legal moves, event log off, as simulations play); the memory those
tables hold once built and once a game has filled their own caches; and the memory still
held after loading ``--decks`` different 100-crisis decks and dropping them. Asserts
nothing (timings belong here, not in the tests).

    python benchmarks/deck_cache.py [--decks 80] [--repeats 7]
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
import tracemalloc

from terra_widget.rules import Crisis, new_game
from terra_widget.rules.core.flat_tables import MAX_CACHED_DECKS
from terra_widget.rules.face import state as state_module
from terra_widget.rules.face.cards import DEFAULT_CRISES

COLOURS = ("green", "blue", "red")
REGIONS = sorted({c.region.value for c in DEFAULT_CRISES})


def custom_deck(k: int, n: int = 100) -> tuple[Crisis, ...]:
    return tuple(Crisis(f"deck{k}-{i}", COLOURS[i % 3], REGIONS[i % len(REGIONS)],
                        10 + i % 7) for i in range(n))


def play(seed: int, crises=None, moves: int | None = None) -> None:
    game = new_game(4, seed=seed, crises=crises, log_events=False)
    rng = random.Random(seed)
    done = 0
    while not game.is_over and (moves is None or done < moves):
        legal = game.legal_actions()
        game.apply(legal[int(rng.random() * len(legal))])
        done += 1


def median_time(action, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def build(crises) -> list:
    return [state_module._ActionTable(seat, crises) for seat in range(6)]


def held(action) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        keep = action()
        gc.collect()
        size = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    del keep
    return size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=80)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()

    play(0)  # the box's tables are cached from here on
    game = median_time(lambda: [play(s) for s in range(20)], args.repeats) / 20
    print(f"one 4-player game on cached tables: {game * 1e3:.2f} ms (the unit below)")
    for name, crises in (("18 crises (the box)", tuple(DEFAULT_CRISES)),
                         ("100 crises", custom_deck(0))):
        t = median_time(lambda c=crises: build(c), args.repeats)
        print(f"building the tables of {name}: {t * 1e3:.1f} ms = {t / game:.0f} games")
        size = held(lambda c=crises: build(c))
        print(f"  they hold {size / 1e6:.1f} MB once built")

    def filled():
        tables = build(custom_deck(1))
        game = new_game(4, seed=1, crises=custom_deck(1), log_events=False)
        game._tables = tables
        rng = random.Random(1)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[int(rng.random() * len(legal))])
        return tables

    print(f"  100 crises after one game filled their caches: {held(filled) / 1e6:.1f} MB")

    def many():
        for k in range(args.decks):
            play(k, custom_deck(k + 10), moves=200)

    gc.collect()
    tracemalloc.start()
    many()
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    print(f"after loading {args.decks} different 100-crisis decks and dropping them: "
          f"{after / 1e6:.1f} MB still held, {len(state_module._TABLES)} decks' tables "
          f"cached (at most {MAX_CACHED_DECKS})")


if __name__ == "__main__":
    main()
