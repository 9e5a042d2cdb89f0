"""How many complete 4-player games per second the rules engine plays through its public
API (``legal_actions`` + ``apply``), on one core.

Two policies: *always help* (play the first card that helps a crisis, else pass / end
the turn) and *random* (a uniformly random legal action); each with the event log on
(the default, what the widget uses) and off (``log_events=False``, what simulations
use). Prints the median of several repeats; it asserts nothing (timings belong here,
not in the test suite).

    python benchmarks/engine_speed.py [--games 2000] [--repeats 5]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from record import recorded

from terra_widget.rules import EndTurn, Pass, PlayFullBlown, PlayImpending, new_game

HELPING = (PlayImpending, PlayFullBlown)


def always_help(legal, rng):
    for action in legal:
        if type(action) in HELPING:
            return action
    for action in legal:
        if type(action) is Pass or type(action) is EndTurn:
            return action
    return legal[0]  # Draw, or a Discard


def uniform(legal, rng):
    return legal[int(rng.random() * len(legal))]


def play_games(policy, games: int, seed: int, log_events: bool = True) -> tuple[float, int]:
    rng = random.Random(seed)
    actions = 0
    start = time.process_time()
    for g in range(games):
        state = new_game(4, seed=seed * 1_000_003 + g, log_events=log_events)
        while not state.is_over:
            state.apply(policy(state.legal_actions(), rng))
            actions += 1
    return time.process_time() - start, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--record", action="store_true",
                        help="also write the printed figures into docs/benchmarks.md")
    args = parser.parse_args()
    with recorded("engine_speed", args.record):
        measure(args)


def measure(args) -> None:
    print(f"{args.games} four-player games per run, median of {args.repeats} runs "
          f"(CPU time of this process); engine: plain Python "
          f"({platform.python_implementation()} {platform.python_version()})")
    cases = [(name, policy, log) for log in (True, False)
             for name, policy in (("always help", always_help), ("random", uniform))]
    for name, policy, log in cases:
        rates, per_game = [], 0.0
        for r in range(args.repeats):
            seconds, actions = play_games(policy, args.games, seed=r + 1, log_events=log)
            rates.append(args.games / seconds)
            per_game = actions / args.games
        label = f"{name}, log {'on' if log else 'off'}"
        print(f"  {label:20s} {statistics.median(rates):8.0f} games/s "
              f"(min {min(rates):.0f}, max {max(rates):.0f}; {per_game:.0f} actions a game, "
              f"{1e6 / statistics.median(rates) / per_game:.2f} us an action)")


if __name__ == "__main__":
    main()
