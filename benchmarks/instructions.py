"""Instructions that ``simulate_speed.py``'s figures execute, counted by valgrind: a measure
that a shared machine does not disturb, for telling a change of 1 % from noise (the ratios
``simulate_speed.py`` prints spread by several % between invocations).

    .venv/bin/python benchmarks/instructions.py [--games 200] [--against DIR] [--record]
                                                [--figures coop,student,students,replay,risk]

Each figure runs in a process of its own under ``valgrind --tool=cachegrind
--cache-sim=no``, after a warm-up of a few games (the action tables, the memos); a second
process does the same set-up and warm-up and stops there, and its count is taken off. What
is left is the figure's own work: ``--games`` games (the risk meter: 1,000 rollouts from
``simulate_speed``'s mid-game state; the replay: ``--games`` / 4 known games, as there).
``--against DIR``: the same figures for the package in DIR, another checkout (e.g. ``git
worktree add /tmp/before main``), and the change. Counts are of this interpreter, so both
trees are counted by it. Needs valgrind (Debian: ``apt-get install valgrind``).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from record import recorded  # noqa: E402

FIGURES = {
    "coop": "4 cooperative bots",
    "student": "lesson 05 + 3 cooperative",
    "students": "lesson 05 x 4",
    "replay": "GameState replaying known games",
    "risk": "risk meter, 1000 rollouts",
}
WARM_UP = 5  # games played before counting starts (risk: rollouts)


def child(figure: str, games: int, root: str, run: bool) -> None:
    """Set up ``figure`` for the package in ``root``, warm it up, and play it if ``run``."""
    sys.path[:0] = [root, str(Path(root) / "benchmarks")]
    import simulate_speed as ss  # the checkout's own, for its lesson 05 strategy and state

    from terra_widget.sim import estimate_risk, simulate

    student = ss.lesson_strategy()
    seats = {"coop": lambda: ["cooperative"] * 4,
             "student": lambda: [student()] + ["cooperative"] * 3,
             "students": lambda: [student() for _ in range(4)]}
    if figure in seats:
        simulate(seats[figure](), WARM_UP, seed=2)
        if run:
            simulate(seats[figure](), games, seed=1)
    elif figure == "replay":
        histories = ss.cooperative_histories(max(1, games // 4))
        ss.replay(ss.cooperative_histories(1))
        if run:
            ss.replay(histories)
    else:
        state = ss.mid_game_state()
        estimate_risk(state, rollouts=WARM_UP, seed=2)
        if run:
            estimate_risk(state, rollouts=1000, seed=1)


def count(figure: str, games: int, root: Path, run: bool) -> int:
    """Instructions of one child process under cachegrind."""
    done = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, __file__, "--child", figure, str(games), str(root), str(int(run))],
        capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"{figure} in {root} failed under valgrind:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def measure(figures: list[str], games: int, root: Path) -> dict[str, int]:
    """Each figure's own instructions (its run less its set-up), several processes at once:
    a count does not depend on what else the machine runs."""
    jobs = [(f, run) for f in figures for run in (True, False)]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        counts = dict(zip(jobs, pool.map(lambda job: count(job[0], games, root, job[1]),
                                         jobs), strict=True))
    return {f: counts[f, True] - counts[f, False] for f in figures}


def main(argv=None) -> int:
    if argv is None and len(sys.argv) == 6 and sys.argv[1] == "--child":
        child(sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5] == "1")
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per figure")
    parser.add_argument("--against", type=Path, default=None,
                        help="another checkout of the package, counted the same way")
    parser.add_argument("--figures", default=",".join(FIGURES),
                        help=f"which figures, comma-separated ({', '.join(FIGURES)})")
    parser.add_argument("--record", action="store_true",
                        help="also write the printed figures into docs/benchmarks.md")
    args = parser.parse_args(argv)
    figures = [f.strip() for f in args.figures.split(",") if f.strip()]
    unknown = [f for f in figures if f not in FIGURES]
    if unknown or not figures:
        parser.error(f"unknown figure(s) {', '.join(unknown) or '(none)'}: choose among "
                     f"{', '.join(FIGURES)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.against is not None and not (args.against / "terra_widget").is_dir():
        parser.error(f"--against {args.against}: no terra_widget package there")
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: it counts the instructions (Debian: "
              "apt-get install valgrind)", file=sys.stderr)
        return 2
    with recorded("instructions", args.record):
        report(args, figures)
    return 0


def report(args, figures: list[str]) -> None:
    here = measure(figures, args.games, ROOT)
    there = measure(figures, args.games, args.against) if args.against else None
    print(f"instructions counted by valgrind (cachegrind), {args.games} games per figure "
          f"(the risk meter: 1000 rollouts; the replay: {max(1, args.games // 4)} games), "
          f"set-up taken off; CPython {sys.version.split()[0]}")
    print(f"{'figure':34} {'this tree':>12}" + (f" {'against':>12} {'change':>8}"
                                                if there else ""))
    for f in figures:
        line = f"{FIGURES[f]:34} {here[f] / 1e6:10.1f} M"
        if there:
            line += f" {there[f] / 1e6:10.1f} M {100 * (here[f] / there[f] - 1):+7.1f} %"
        print(line)
    if there:
        print(f"against: {args.against}")


if __name__ == "__main__":
    sys.exit(main())
