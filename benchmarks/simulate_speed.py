"""Speed of simulations and of the risk meter, on one core.

    .venv/bin/python benchmarks/simulate_speed.py [--runs 5] [--games 400] [--json out.json]

Prints medians over ``--runs`` runs of:

* games/s for 4 Cooperative bots through ``simulate`` (serial; target >= 2,000/s), whose
  bundled strategies read the engine's live view; for comparison the same games with a
  frozen ``PlayerView`` built per decision (what a strategy without ``light_view``
  gets), the same games replayed by the engine alone with every decision known in
  advance (the ceiling for any strategy), and 4 Random bots;
* the risk meter's latency for 1,000 rollouts from a mid-game 4-player state (target
  < 0.5 s), and for the live preset (``LIVE_ROLLOUTS``).

The first line says whether the engine runs compiled (Cython, see setup.py) or as pure
Python. When compiled, the cooperative and risk figures are measured again, in a
subprocess, on the pure-Python source (``TERRA_WIDGET_PURE_PYTHON=1``) for comparison.

The mid-game state: seed 5, four Cooperative bots, the first moment a player must draw
with at most half of the draw pile left (about 46 cards).
Timings are wall-clock on whatever else the machine is doing: compare figures from the
same run, and rerun when the machine is busy.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from terra_widget import compiled_modules, engine_build  # noqa: E402
from terra_widget.bots import make_strategy  # noqa: E402
from terra_widget.rules import Phase, new_game  # noqa: E402
from terra_widget.sim import (  # noqa: E402
    LIVE_ROLLOUTS,
    estimate_risk,
    play_out,
    simulate,
)
from terra_widget.sim.seeding import game_seed, seat_seed  # noqa: E402

GAMES_TARGET = 2000.0
RISK_TARGET = 0.5


def mid_game_state(seed: int = 5):
    state = new_game(4, seed=seed)
    half = state.view(None).pile_size // 2
    bots = [make_strategy("cooperative") for _ in range(4)]
    while not (state.phase is Phase.DRAW and state.view(None).pile_size <= half):
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def games_per_second(specs, games: int) -> float:
    start = time.perf_counter()
    simulate(specs, games, seed=1)
    return games / (time.perf_counter() - start)


def frozen_games_per_second(specs, games: int) -> float:
    """The same seeded games as ``simulate``, but every decision gets a frozen PlayerView
    (what a student's strategy without ``light_view`` gets)."""
    protos = [make_strategy(s) for s in specs]
    start = time.perf_counter()
    for i in range(games):
        state = new_game(len(specs), seed=game_seed(1, i), log_events=False)
        play_out(state, [p.clone(seed=seat_seed(1, i, s)) for s, p in enumerate(protos)])
    return games / (time.perf_counter() - start)


def cooperative_histories(games: int) -> list:
    """The moves of the same seeded games as ``simulate`` (4 Cooperative bots)."""
    protos = [make_strategy("cooperative") for _ in range(4)]
    out = []
    for i in range(games):
        state = new_game(4, seed=game_seed(1, i), log_events=False)
        play_out(state, [p.clone(seed=seat_seed(1, i, s)) for s, p in enumerate(protos)],
                 light=True)
        out.append(state.history)
    return out


def engine_only_games_per_second(histories) -> float:
    """The same games with every decision already known: set-up, forced moves
    (``advance``) and ``apply`` only, no strategy and no view. What the rules engine
    itself costs, the ceiling for any strategy."""
    start = time.perf_counter()
    for i, history in enumerate(histories):
        state = new_game(4, seed=game_seed(1, i), log_events=False)
        while state.advance():
            state.apply(history[len(state.history)])
    return len(histories) / (time.perf_counter() - start)


def decision_costs(games: int = 40) -> dict:
    """Microseconds per decision of 4 Cooperative bots: building the PlayerView, and the
    bot's choice given the view (collected from seeded games, then timed in a loop)."""
    points = []
    bots = [make_strategy("cooperative") for _ in range(4)]
    for i in range(games):
        state = new_game(4, seed=game_seed(1, i), log_events=False)
        while not state.is_over:
            legal = state.legal_actions()
            seat = state.to_act
            if len(legal) > 1:
                points.append((state.clone(), seat, state.view(seat), legal))
            state.apply(bots[seat].choose(state.view(seat), legal))
    start = time.perf_counter()
    for state, seat, _, _ in points:
        state.view(seat)
    view_us = (time.perf_counter() - start) / len(points) * 1e6
    bot = bots[0]
    start = time.perf_counter()
    for _, _, view, legal in points:
        bot.choose(view, legal)
    choose_us = (time.perf_counter() - start) / len(points) * 1e6
    return {"view_us": view_us, "choose_us": choose_us,
            "decisions_per_game": len(points) / games}


def risk_seconds(state, rollouts: int) -> float:
    start = time.perf_counter()
    estimate_risk(state, rollouts=rollouts, seed=1)
    return time.perf_counter() - start


BEST: dict[str, float] = {}  # best run of each figure: what an unloaded core gives


def median_of(runs: int, fn, *args, key: str | None = None, best=max) -> float:
    values = [fn(*args) for _ in range(runs)]
    if key:
        BEST[key] = best(values)
    return statistics.median(values)


def pure_python_figures(runs: int, games: int) -> dict:
    """The two target figures measured on the pure-Python source, in a subprocess."""
    env = dict(os.environ, TERRA_WIDGET_PURE_PYTHON="1")
    done = subprocess.run([sys.executable, __file__, "--targets-only", "--runs", str(runs),
                           "--games", str(games)], env=env, capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (median)")
    parser.add_argument("--games", type=int, default=400, help="games per run")
    parser.add_argument("--json", default=None, help="also write the figures here")
    parser.add_argument("--targets-only", action="store_true",
                        help="print only the two target figures, as JSON")
    args = parser.parse_args(argv)

    coop = ["cooperative"] * 4
    if args.targets_only:
        print(json.dumps({
            "cooperative_games_per_s": median_of(args.runs, games_per_second, coop,
                                                 args.games),
            "risk_1000_rollouts_s": median_of(args.runs, risk_seconds, mid_game_state(),
                                              1000)}))
        return 0
    build = engine_build()
    figures = {
        "cooperative_games_per_s": median_of(args.runs, games_per_second, coop, args.games,
                                             key="games"),
        "cooperative_games_per_s_frozen_views": median_of(
            args.runs, frozen_games_per_second, coop, args.games),
        "random_games_per_s": median_of(args.runs, games_per_second, ["random"] * 4,
                                        args.games),
        "engine_only_games_per_s": median_of(args.runs, engine_only_games_per_second,
                                             cooperative_histories(args.games)),
    }
    costs = [decision_costs() for _ in range(args.runs)]
    for key in costs[0]:
        figures[key] = statistics.median(c[key] for c in costs)
    state = mid_game_state()
    view = state.view(None)
    figures["risk_1000_rollouts_s"] = median_of(args.runs, risk_seconds, state, 1000,
                                                key="risk", best=min)
    figures["risk_live_rollouts_s"] = median_of(args.runs, risk_seconds, state,
                                                LIVE_ROLLOUTS)
    est = estimate_risk(state, rollouts=1000, seed=1)
    pure = pure_python_figures(args.runs, args.games) if compiled_modules() else None

    ok = lambda good: "meets target" if good else "BELOW TARGET"  # noqa: E731
    g = figures["cooperative_games_per_s"]
    r = figures["risk_1000_rollouts_s"]
    print(f"medians of {args.runs} runs, {args.games} games per run, one core")
    print(f"engine: {build}" + (f", {len(compiled_modules())} modules"
                                if compiled_modules() else ""))
    print(f"simulate, 4 cooperative bots : {g:8.0f} games/s   (target >= "
          f"{GAMES_TARGET:.0f}: {ok(g >= GAMES_TARGET)}; best run {BEST['games']:.0f})")
    print(f"  same games, frozen views   : "
          f"{figures['cooperative_games_per_s_frozen_views']:8.0f} games/s   (a PlayerView "
          "built per decision, as a strategy without light_view gets)")
    print(f"  same games, no strategy    : {figures['engine_only_games_per_s']:8.0f} "
          "games/s   (every decision known in advance: the engine alone, a ceiling)")
    print(f"  per decision: view {figures['view_us']:.1f} us + cooperative choice "
          f"{figures['choose_us']:.1f} us, {figures['decisions_per_game']:.0f} decisions "
          "per game (forced moves are not asked)")
    if pure:
        print(f"  same games, pure Python    : {pure['cooperative_games_per_s']:8.0f} "
              "games/s   (TERRA_WIDGET_PURE_PYTHON=1: no compiled module)")
    print(f"simulate, 4 random bots      : {figures['random_games_per_s']:8.0f} games/s")
    print(f"risk meter, 1000 rollouts    : {r:8.3f} s         (target < {RISK_TARGET}: "
          f"{ok(r < RISK_TARGET)}; best run {BEST['risk']:.3f} s)")
    print(f"risk meter, {LIVE_ROLLOUTS} rollouts (live): "
          f"{figures['risk_live_rollouts_s']:7.3f} s")
    if pure:
        print(f"  pure Python                : {pure['risk_1000_rollouts_s']:8.3f} s")
    print(f"  mid-game state: turn {view.turn}, {view.pile_size} cards in the pile, "
          f"{len(view.full_blown)} full-blown; estimate {est}")
    figures["best_cooperative_games_per_s"] = BEST["games"]
    figures["best_risk_1000_rollouts_s"] = BEST["risk"]
    figures["engine"] = build
    if pure:
        figures["pure_python"] = pure
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
