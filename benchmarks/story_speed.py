"""Speed and size of the story of a game (``terra_widget.story``) with its risk curve,
on one core, as a ratio to one game of the lean reference loop measured in the same run.

    .venv/bin/python benchmarks/story_speed.py [--runs 5] [--rollouts 200] [--json out.json]

The game: four bots (two Cooperative, two Selfish), the first seed from 0 whose game
lasts 70 to 80 turns (a 75-turn game, the length of a whole game of four). Each run times
``story(state, rollouts=...)`` with no estimate kept from before -- the replay, the
moments, the risk curve by rollouts from the public table, the turning points -- and then
``svg()``, in CPU seconds of this process
(``time.process_time``: what one core gives). Between runs, the lean loop
(``shared/reference/lean_terra.py``, found beside the repository or an ancestor) plays
``--lean-games`` games of four "always help" players; the ratio is the story's time over
the time of one lean game, measured in the same run. Figures are medians over the runs.

It also times the story of the game so far at mid-game, told 4 actions after the last
time, with the estimates of the earlier positions kept (what "Story so far" costs when
it is drawn again during a game).

Targets: at most 3 s and at most 200 KB of SVG. The test suite never asserts a timing.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from terra_widget.bots import make_strategy  # noqa: E402
from terra_widget.rules import new_game  # noqa: E402
from terra_widget.sim.story import riskcurve, story  # noqa: E402

TARGET_S = 3.0
TARGET_KB = 200


def find_lean() -> Path | None:
    """lean_terra.py in ``shared/reference`` beside the repository or an ancestor."""
    for folder in (ROOT, *ROOT.parents):
        path = folder / "shared" / "reference" / "lean_terra.py"
        if path.is_file():
            return path
    return None


def load_lean(path: Path):
    spec = importlib.util.spec_from_file_location("lean_terra", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bot_game(seed: int):
    specs = ("cooperative", "selfish", "cooperative", "selfish")
    state = new_game(["Ana", "Ben", "Chloé", "Dev"], seed=seed)
    bots = [make_strategy(spec, seed=seed * 10 + i) for i, spec in enumerate(specs)]
    while not state.is_over:
        legal = state.advance()
        if not legal:
            break
        state.apply(bots[state.to_act].choose(state.view(state.to_act), legal))
    return state


def a_75_turn_game(low: int = 70, high: int = 80):
    for seed in range(500):
        state = bot_game(seed)
        if low <= state.turn <= high:
            return seed, state
    raise SystemExit(f"no game of {low}-{high} turns among 500 seeds")


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rollouts", type=int, default=200)
    parser.add_argument("--lean-games", type=int, default=200)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    seed, state = a_75_turn_game()
    outcome = "lost" if state.outcome.lost else "saved"
    print(f"game: seed {seed}, {state.turn} turns, {len(state.history)} actions, {outcome}")
    lean_path = find_lean()
    lean = load_lean(lean_path) if lean_path else None
    seconds, svg_seconds, ratios, again, points = [], [], [], [], 0
    size = 0
    for _ in range(args.runs):
        lean_game = None
        if lean is not None:
            start = time.process_time()
            lean.run(args.lean_games, 4, True, 1)
            lean_game = (time.process_time() - start) / args.lean_games
        riskcurve._ESTIMATES.clear()  # each run estimates every point again
        start = time.process_time()
        made = story(state, rollouts=args.rollouts)
        middle = time.process_time()
        svg = made.svg()
        end = time.process_time()
        seconds.append(end - start)
        svg_seconds.append(end - middle)
        points = len(made.risk)
        size = len(svg.encode("utf-8")) / 1024
        if lean_game:
            ratios.append((end - start) / lean_game)
        # "Story so far" redrawn after a move: the estimates of earlier positions are kept
        middle_game = state.rewind(len(state.history) // 2)
        riskcurve._ESTIMATES.clear()
        story(state.rewind(len(middle_game.history) - 4), rollouts=args.rollouts)
        start = time.process_time()
        story(middle_game, rollouts=args.rollouts)
        again.append(time.process_time() - start)
    figures = {
        "turns": state.turn, "actions": len(state.history), "moments": len(made.moments),
        "risk_points": points, "rollouts": args.rollouts,
        "story_s": statistics.median(seconds), "svg_s": statistics.median(svg_seconds),
        "svg_kb": size, "again_s": statistics.median(again),
        "lean_games": statistics.median(ratios) if ratios else None,
    }
    print(f"story with its risk curve ({points} points x {args.rollouts} rollouts, "
          f"{len(made.moments)} moments): {figures['story_s']:.2f} s median of "
          f"{args.runs} (min {min(seconds):.2f}, max {max(seconds):.2f}); target <= "
          f"{TARGET_S:g} s")
    print(f"  of which svg(): {figures['svg_s'] * 1000:.0f} ms")
    print(f"story so far at mid-game, 4 actions after the last one, earlier estimates kept: "
          f"{figures['again_s']:.2f} s median")
    print(f"svg size: {size:.0f} KB; target <= {TARGET_KB} KB")
    if ratios:
        print(f"= {figures['lean_games']:.0f} lean games (one game of the lean loop: "
              f"{1000 * statistics.median(seconds) / figures['lean_games']:.2f} ms)")
    else:
        print("lean loop not found (shared/reference/lean_terra.py): no ratio")
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    if load:
        print(f"load average: {load[0]:.2f} (the machine may be shared)")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2), encoding="utf-8")
    return figures


if __name__ == "__main__":
    main()
