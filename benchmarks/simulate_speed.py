"""Speed of simulations and of the risk meter in plain CPython, on one core, as a ratio
to the lean reference loop measured in the same run.

    .venv/bin/python benchmarks/simulate_speed.py [--runs 5] [--games 400] [--json out.json]

Each run measures, one after the other:

* the lean, flat Terra loop ``shared/reference/lean_terra.py`` (when it is found next to
  the repository, e.g. ``../shared/reference``): games/s of four "always help" players;
* games/s of 4 Cooperative bots through ``simulate`` (target: >= 0.37 x the lean loop);
* games/s of a strategy written as lesson 05 teaches (its class ``MyStrategy``, read from
  the lesson's cells) through ``simulate``, with three Cooperative bots (target >= 0.2 x
  the lean loop) and four of it (target >= 0.14 x), each with the share of the time spent
  in the strategy's own ``choose`` (measured in a separate run that times every call);
* the same games on the flat play-out with Cooperative's answers replayed from a list:
  the engine's own cost, set-up included, with decisions that cost nothing -- the
  ceiling for any strategy on this engine;
* the same games through ``GameState`` with ``play_out`` (the path of a table where one
  strategy has no flat policy -- a student's, with bundled bots beside it: the bundled ones
  answer on ``FlatGame.from_state``);
* the same games with a ``PlayerView`` per decision and ``choose(view, legal)`` (a loop a
  student writes by hand, or the widget's computer players);
* the same games replayed by the engine (``GameState``) with every action known in
  advance: ``advance`` + ``apply``, no strategy;
* games/s of 4 Random bots through ``simulate``;
* seconds for 1,000 risk-meter rollouts from a mid-game 4-player state, and the number of
  lean games played in the same time (target: <= 900), and for the live preset
  (``LIVE_ROLLOUTS``).

The load average is printed with the figures: the machine is shared.

Times are CPU seconds of this process (``time.process_time``: what one core gives, less
disturbed by other work on a shared machine). Each figure is measured between two runs
of the lean loop, and its ratio is to their mean (the machine's speed drifts within a
run). Each figure is the median over the runs, and each ratio the median of the ratios
measured within one run. The test suite never asserts a timing.

The mid-game state: seed 5, four Cooperative bots, the first moment a player must draw
with at most half of the draw pile left (about 46 cards).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lean import find_lean, load_lean  # noqa: E402
from record import recorded  # noqa: E402

from terra_widget.bots import make_strategy  # noqa: E402
from terra_widget.fast_twins import SharedPolicy  # noqa: E402
from terra_widget.rules import Phase, new_game  # noqa: E402
from terra_widget.rules.core.flat import FlatGame, deck_of  # noqa: E402
from terra_widget.sim import LIVE_ROLLOUTS, estimate_risk, play_out, simulate  # noqa: E402
from terra_widget.sim.rollout import flat_policies  # noqa: E402
from terra_widget.sim.seeding import game_seed, seat_seed  # noqa: E402

LEAN_TARGET = 0.37  # 4 cooperative through simulate >= 0.37 x the lean loop
STUDENT_TARGET = 0.2  # lesson 05's strategy + 3 cooperative >= 0.2 x the lean loop
STUDENTS_TARGET = 0.14  # 4 of lesson 05's strategy >= 0.14 x the lean loop
#: 1,000 risk-meter rollouts in at most the time of this many lean games (same run).
RISK_LEAN_GAMES = 900
LESSON_05 = ROOT / "lessons" / "05_write_your_own_strategy" / "cells.py"


def timed(fn, *args, **kwargs) -> float:
    start = time.process_time()
    fn(*args, **kwargs)
    return max(time.process_time() - start, 1e-9)


def lesson_strategy() -> type:
    """The class ``MyStrategy`` exactly as lesson 05 writes it (read from its cells)."""
    text = LESSON_05.read_text(encoding="utf-8")
    start = text.index("class MyStrategy(")
    end = text.index("# %%", start)
    from terra_widget.bots import Strategy
    from terra_widget.rules import EndTurn, Hoard, Pass, Phase, PlayFullBlown, PlayImpending
    space = {"Strategy": Strategy, "Phase": Phase, "PlayImpending": PlayImpending,
             "PlayFullBlown": PlayFullBlown, "Hoard": Hoard, "Pass": Pass,
             "EndTurn": EndTurn, "__name__": "lesson_05"}
    exec(compile(text[start:end], str(LESSON_05), "exec"), space)  # noqa: S102
    return space["MyStrategy"]


def timed_choose(cls: type) -> tuple[type, list]:
    """A subclass of ``cls`` whose ``choose`` adds its own time (ns) to a total."""
    spent = [0]
    clock = time.perf_counter_ns

    class Timed(cls):
        def choose(self, view, legal):
            start = clock()
            action = cls.choose(self, view, legal)
            spent[0] += clock() - start
            return action

    Timed.name = cls.name
    return Timed, spent


def student_tables(student: type) -> dict:
    """The tables of lesson 05's strategy: with three Cooperative bots, and four of it."""
    return {"student_with_3_cooperative": lambda: [student()] + ["cooperative"] * 3,
            "four_students": lambda: [student() for _ in range(4)]}


def choose_share(student: type, games: int) -> dict:
    """Per table, the share of ``simulate``'s time spent in the student's ``choose``
    (wall-clock time of one process, the calls timed one by one)."""
    timed_cls, spent = timed_choose(student)
    out = {}
    for key, seating in student_tables(timed_cls).items():
        spent[0] = 0
        start = time.perf_counter_ns()
        simulate(seating(), games, seed=1)
        out[key + "_choose_share"] = spent[0] / (time.perf_counter_ns() - start)
    return out


def mid_game_state(seed: int = 5):
    state = new_game(4, seed=seed)
    half = state.view(None).pile_size // 2
    bots = [make_strategy("cooperative") for _ in range(4)]
    while not (state.phase is Phase.DRAW and state.view(None).pile_size <= half):
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def through_play_out(games: int) -> None:
    """The same seeded games as ``simulate``, played on a ``GameState`` by ``play_out``
    (the path of a table where some strategy has no flat policy)."""
    protos = [make_strategy("cooperative") for _ in range(4)]
    for i in range(games):
        state = new_game(4, seed=game_seed(1, i), log_events=False)
        play_out(state, [p.clone(seed=seat_seed(1, i, s)) for s, p in enumerate(protos)])


def through_views(games: int) -> None:
    """The same games with a ``PlayerView`` per decision and the strategies' ``choose``."""
    protos = [make_strategy("cooperative") for _ in range(4)]
    for i in range(games):
        state = new_game(4, seed=game_seed(1, i), log_events=False)
        players = [p.clone(seed=seat_seed(1, i, s)) for s, p in enumerate(protos)]
        while legal := state.advance():
            seat = legal[0].seat
            state.apply(players[seat].choose(state.view(seat), legal))


def cooperative_answers(games: int) -> list:
    """Every answer four Cooperative bots give in the games ``simulate(seed=1)`` plays,
    in order (``replay_answers`` plays them again)."""
    policy = flat_policies([make_strategy("cooperative")])[0]
    answers: list[int] = []

    def recorded(ask):
        def answer(game, seat):
            move = ask(game, seat)
            answers.append(move)
            return move
        return answer

    seats = [SharedPolicy(recorded(policy.respond), recorded(policy.play),
                          recorded(policy.discard))] * 4
    deck = deck_of(new_game(4, seed=0).config.crises)
    for i in range(games):
        FlatGame.deal(4, deck, game_seed(1, i)).play(seats)
    return answers


def replay_answers(games: int, answers: list) -> None:
    """The games of ``cooperative_answers``: deal, and the flat play-out asking a policy
    that only reads the next recorded answer (no tally, no records)."""
    following = iter(answers).__next__

    def answer(game, seat):
        return following()

    seats = [SharedPolicy(answer, answer, answer)] * 4
    deck = deck_of(new_game(4, seed=0).config.crises)
    for i in range(games):
        FlatGame.deal(4, deck, game_seed(1, i)).play(seats)


def cooperative_histories(games: int) -> list:
    protos = [make_strategy("cooperative") for _ in range(4)]
    out = []
    for i in range(games):
        state = new_game(4, seed=game_seed(1, i), log_events=False)
        play_out(state, [p.clone(seed=seat_seed(1, i, s)) for s, p in enumerate(protos)])
        out.append(state.history)
    return out


def replay(histories) -> None:
    """The engine alone: set-up, forced moves (``advance``) and checked ``apply`` of the
    known actions, no strategy and no view."""
    for i, history in enumerate(histories):
        state = new_game(4, seed=game_seed(1, i), log_events=False)
        while state.advance():
            state.apply(history[len(state.history)])


def one_run(games: int, lean, state, histories, answers, student: type) -> dict:
    """Every figure once. Each figure is taken between two measures of the lean loop,
    and its ratio is to their mean: the machine is shared, and its speed drifts within
    a run by more than the differences these ratios are read for."""
    coop = ["cooperative"] * 4
    out: dict = {}
    leans: list[float] = []

    def figure(key: str, n: int, fn, *args, **kwargs) -> None:
        before = games / timed(lean.run, games, 4, True, 1) if lean is not None else None
        seconds = timed(fn, *args, **kwargs)
        out[key] = n / seconds if n else seconds  # games/s, or a time (the risk meter)
        if lean is None:
            return
        after = games / timed(lean.run, games, 4, True, 1)
        leans.extend((before, after))
        lean_speed = (before + after) / 2
        if key == "risk_1000_rollouts_s":
            out["risk_1000_rollouts_lean_games"] = seconds * lean_speed
        elif key.endswith("games_per_s") or "games_per_s_" in key:
            out[key.replace("games_per_s", "ratio_to_lean")] = out[key] / lean_speed

    figure("cooperative_games_per_s", games, simulate, coop, games, seed=1)
    for key, seating in student_tables(student).items():
        figure(key + "_games_per_s", games, simulate, seating(), games, seed=1)
    out.update(choose_share(student, max(1, games // 4)))
    figure("answers_replayed_games_per_s", games, replay_answers, games, answers)
    figure("cooperative_games_per_s_play_out", games // 4, through_play_out, games // 4)
    figure("cooperative_games_per_s_views", games // 4, through_views, games // 4)
    figure("engine_only_games_per_s", len(histories), replay, histories)
    figure("random_games_per_s", games, simulate, ["random"] * 4, games, seed=1)
    figure("risk_1000_rollouts_s", 0, estimate_risk, state, rollouts=1000, seed=1)
    out["risk_live_rollouts_s"] = timed(estimate_risk, state, rollouts=LIVE_ROLLOUTS, seed=1)
    if leans:
        out["lean_games_per_s"] = statistics.median(leans)
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs (figures are medians)")
    parser.add_argument("--games", type=int, default=400, help="games per figure and run")
    parser.add_argument("--json", default=None, help="also write the figures here")
    parser.add_argument("--record", action="store_true",
                        help="also write the printed figures into docs/benchmarks.md")
    args = parser.parse_args(argv)
    with recorded("simulate_speed", args.record):
        return measure(args)


def measure(args) -> int:

    lean_path = find_lean()
    lean = load_lean(lean_path) if lean_path else None
    state = mid_game_state()
    histories = cooperative_histories(max(4, args.games // 4))
    answers = cooperative_answers(args.games)
    student = lesson_strategy()
    runs = [one_run(args.games, lean, state, histories, answers, student)
            for _ in range(args.runs)]
    fig = {key: statistics.median(r[key] for r in runs) for key in runs[0]}

    ok = lambda good: "meets target" if good else "BELOW TARGET"  # noqa: E731
    view = state.view(None)
    print(f"medians of {args.runs} runs, {args.games} games per figure, CPU time of one core; "
          f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())} "
          f"on {os.cpu_count()} cores")
    print(f"engine: plain Python ({platform.python_implementation()} "
          f"{platform.python_version()}), no compiled module")
    if lean is None:
        print("lean reference loop: not found (shared/reference/lean_terra.py); no ratios")
    else:
        print(f"lean reference loop          : {fig['lean_games_per_s']:8.0f} games/s   "
              f"({lean_path})")

    def line(label: str, key: str, note: str) -> None:
        ratio = (f"  {fig[key.replace('games_per_s', 'ratio_to_lean')]:.3f} x lean"
                 if lean is not None else "")
        print(f"{label:29}: {fig[key]:8.0f} games/s{ratio}   {note}")

    def target(key: str, goal: float) -> str:
        ratio = fig.get(key.replace("games_per_s", "ratio_to_lean"))
        return (f"(target >= {goal} x lean: {ok(ratio >= goal)})" if ratio is not None
                else f"(target >= {goal} x lean)")

    line("simulate, 4 cooperative bots", "cooperative_games_per_s",
         target("cooperative_games_per_s", LEAN_TARGET))
    for label, key, goal in (("lesson 05 + 3 cooperative", "student_with_3_cooperative",
                              STUDENT_TARGET),
                             ("lesson 05 x 4", "four_students", STUDENTS_TARGET)):
        line(label, key + "_games_per_s", target(key + "_games_per_s", goal))
        print(f"  {fig[key + '_choose_share']:.0%} of that time in the strategy's own "
              f"choose()")
    line("  same games, answers replayed", "answers_replayed_games_per_s",
         "(the flat engine alone: its decisions cost nothing)")
    line("  same games, play_out", "cooperative_games_per_s_play_out",
         "(GameState + play_out: a table with a student's strategy)")
    line("  same games, views", "cooperative_games_per_s_views",
         "(GameState + a PlayerView and choose() per decision)")
    line("  same games, no strategy", "engine_only_games_per_s",
         "(GameState replaying known actions: advance + checked apply)")
    line("simulate, 4 random bots", "random_games_per_s", "")
    r = fig["risk_1000_rollouts_s"]
    print(f"risk meter, 1000 rollouts    : {r:8.3f} s")
    if lean is not None:
        lg = fig["risk_1000_rollouts_lean_games"]
        print(f"  = the time of {lg:.0f} lean games (target <= {RISK_LEAN_GAMES} lean games: "
              f"{ok(lg <= RISK_LEAN_GAMES)})")
    print(f"risk meter, {LIVE_ROLLOUTS} rollouts (live): {fig['risk_live_rollouts_s']:7.3f} s")
    print(f"  mid-game state: turn {view.turn}, {view.pile_size} cards in the pile, "
          f"{len(view.full_blown)} full-blown; estimate "
          f"{estimate_risk(state, rollouts=1000, seed=1)}")
    if args.json:
        Path(args.json).write_text(json.dumps(dict(fig, runs=runs), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
