"""How long a class tournament takes: 24 strategies written like lesson 05's (each its own
file), 1,000 games each, on one core (``workers=0``: played in this process), with the
ratio of its games/s to the lean reference loop measured in the same run.

Target: under 30 s on the project's machine (a class waits for it in a lesson). Figures
are medians of ``--runs`` runs; CPU time of this process (one core). Nothing here is
asserted by the test suite: ``tests/test_benchmarks.py`` only checks that it runs and
prints.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from lean import find_lean, load_lean  # noqa: E402
from simulate_speed import LESSON_05  # noqa: E402

from terra_widget.sim.tournament import tournament  # noqa: E402

TARGET_S = 30.0


def write_strategies(folder: Path, count: int) -> None:
    """``count`` files, each lesson 05's ``MyStrategy`` with its own calm-world limit
    (how many full-blown crises it still hoards with), so the 24 are not all alike."""
    text = LESSON_05.read_text(encoding="utf-8")
    start = text.index("from terra_widget.rules import Hoard")
    body = text[start:text.index("# %%", start)]
    head = ("from terra_widget.bots import Strategy\n"
            "from terra_widget.rules import EndTurn, Pass, Phase, PlayFullBlown, "
            "PlayImpending\n")
    for i in range(count):
        code = head + body.replace("len(view.full_blown) <= 2",
                                   f"len(view.full_blown) <= {i % 5}")
        (folder / f"student_{i:02d}.py").write_text(code, encoding="utf-8")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs (figures are medians)")
    parser.add_argument("--games", type=int, default=1000, help="games per strategy")
    parser.add_argument("--strategies", type=int, default=24)
    args = parser.parse_args(argv)
    lean_path = find_lean()
    lean = load_lean(lean_path) if lean_path else None
    tables = args.strategies * args.games // 4
    times, lean_rates = [], []
    with tempfile.TemporaryDirectory() as tmp:
        write_strategies(Path(tmp), args.strategies)
        for _ in range(args.runs):
            start = time.process_time()
            result = tournament(tmp, games=args.games, seed=1, workers=0, limit=1.0)
            times.append(time.process_time() - start)
            assert not result.problems, result.table()
            if lean is not None:
                start = time.process_time()
                lean.run(tables, 4, True, 1)
                lean_rates.append(tables / max(time.process_time() - start, 1e-9))
    took = statistics.median(times)
    print(f"medians of {args.runs} runs; CPU time of one core; load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    print(f"tournament: {args.strategies} strategies x {args.games} games = {tables} tables "
          f"of 4: {took:.1f} s ({tables / took:.0f} games/s; target < {TARGET_S:.0f} s: "
          f"{'meets target' if took < TARGET_S else 'ABOVE TARGET'})")
    if lean is not None:
        rate = statistics.median(lean_rates)
        print(f"lean reference loop: {rate:.0f} games/s; tournament = "
              f"{tables / took / rate:.3f} x lean")
    else:
        print("lean reference loop: not found (shared/reference/lean_terra.py); no ratio")
    print(result.table())
    return 0


if __name__ == "__main__":
    sys.exit(main())
