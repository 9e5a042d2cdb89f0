"""A class tournament is not held up by broken code: strategies that loop forever cost the
per-decision limit once, then sit out the rest of the tournament.

Plays a folder of ``--good`` strategies written like lesson 05's (20 by default) with
``--games`` games each (200), first alone, then with ``--looping`` more files (3) whose
``choose`` never returns, on the default worker process (``workers=1``, whose watchdog
interrupts a decision past the limit of ``--limit`` seconds, 1 by default; past a tenth of
it a stand-in process plays on, so the loops are waited for beside the other tables).
Prints both wall-clock times and their ratio (the aim: at most 1.5). Each loop must be
waited for the whole limit, so the ratio depends on how long the tournament takes alone:
the smallest it can be, were the loops waited for with nothing played meanwhile, is
printed too. Medians of ``--runs`` runs; both
tournaments of a run are timed in the same run, back to back. Nothing is asserted by the
test suite: ``tests/test_benchmarks.py`` only checks that it runs and prints.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from tournament_speed import write_strategies  # noqa: E402

from terra_widget.sim.tournament import tournament  # noqa: E402

AIM = 1.5
LOOPING = '''"""A student's strategy stuck in a loop: it never answers."""
from terra_widget.bots import Strategy


class Stuck(Strategy):
    def choose(self, view, legal):
        while True:
            pass
'''


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the worker process)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(folder: Path, games: int, limit: float) -> tuple[float, float, object]:
    """Wall-clock and CPU seconds of one tournament, and its result."""
    started, cpu = time.perf_counter(), cpu_seconds()
    result = tournament(folder, games=games, seed=1, limit=limit)
    return time.perf_counter() - started, cpu_seconds() - cpu, result


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--good", type=int, default=20, help="good strategies")
    parser.add_argument("--looping", type=int, default=3, help="strategies that never answer")
    parser.add_argument("--games", type=int, default=200, help="games per strategy")
    parser.add_argument("--limit", type=float, default=1.0, help="seconds per decision")
    parser.add_argument("--runs", type=int, default=1, help="runs (figures are medians)")
    args = parser.parse_args(argv)
    alone, both, ratios, cpu_ratios = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        good = Path(tmp) / "good"
        bad = Path(tmp) / "with_looping"
        good.mkdir()
        bad.mkdir()
        write_strategies(good, args.good)
        write_strategies(bad, args.good)
        for i in range(args.looping):
            (bad / f"looping_{i}.py").write_text(LOOPING, encoding="utf-8")
        for _ in range(args.runs):
            a, a_cpu, _ = timed(good, args.games, args.limit)
            b, b_cpu, result = timed(bad, args.games, args.limit)
            alone.append(a)
            both.append(b)
            ratios.append(b / a)
            cpu_ratios.append(b_cpu / a_cpu if a_cpu > 0 else float("nan"))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"tournament: {args.good} good strategies, {args.games} games each, limit "
          f"{args.limit:g} s, workers=1 (load average {load:.1f})")
    print(f"  alone:                     {statistics.median(alone):.1f} s")
    print(f"  with {args.looping} looping strategies: {statistics.median(both):.1f} s")
    print(f"  ratio: {statistics.median(ratios):.2f} x (aim <= {AIM}; runs: "
          + ", ".join(f"{r:.2f}" for r in ratios) + ")")
    print(f"  CPU time ratio (this process and its workers): "
          f"{statistics.median(cpu_ratios):.2f} x")
    took = statistics.median(alone)
    print(f"  were the loops waited for with nothing played meanwhile: one after another "
          f"{1 + args.looping * args.limit / took:.2f} x, all at once "
          f"{1 + args.limit / took:.2f} x")
    for problem in result.problems:
        print(f"  {problem.who}: {problem.text()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
