"""The classroom short game against the full game: turns and loss rates, measured.

For four mixes of bundled strategies (random; cooperative; balanced 0.5; cooperative with
one selfish) at 3, 4, 5 and 6 players, plays ``--games`` seeded games of the full game
and of the short game (``length="short"``, rules/face/setup.py) and prints, per cell: the
median number of turns of each and their ratio (the aim: at most 55%), the loss rates
(R6.1) with their 95% intervals and the difference (the aim: within 5 points). The
table of docs/rules.md ("The classroom short game") is this script's output with the
default 10,000 games per cell and game length.

    python benchmarks/short_game.py                 # 10,000 games per cell (minutes)
    python benchmarks/short_game.py --games 200     # a quick look
    python benchmarks/short_game.py --workers 2     # on two processes (same figures)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from terra_widget.sim import simulate, wilson_interval  # noqa: E402

#: The mixes the short game must keep (seat 1 first; cut to the player count).
MIXES = {
    "random": ("random",) * 6,
    "cooperative": ("cooperative",) * 6,
    "balanced 0.5": ("balanced:0.5",) * 6,
    "cooperative + 1 selfish": ("selfish",) + ("cooperative",) * 5,
}
PLAYERS = (3, 4, 5, 6)
MOST_TURNS = 0.55  # of the full game's median
LOSS_GAP = 0.05  # either way


def median(histogram: dict[int, int]) -> int:
    """The median of a {value: count} histogram (the lower one for an even count)."""
    total = sum(histogram.values())
    seen = 0
    for value in sorted(histogram):
        seen += histogram[value]
        if 2 * seen >= total:
            return value
    raise ValueError("an empty histogram has no median")


def measure(specs, games: int, length: str, workers: int | None) -> dict:
    tally = simulate(list(specs), games, seed=2026, records=False, length=length,
                     workers=workers).tally
    low, high = wilson_interval(tally.lost, tally.games)
    return {"turns": median(tally.turns), "lost": tally.lost / tally.games,
            "ci": (low, high)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per cell")
    parser.add_argument("--workers", type=int, default=None, help="local processes")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows = []
    for n in PLAYERS:
        for mix, seats in MIXES.items():
            full = measure(seats[:n], args.games, "full", args.workers)
            short = measure(seats[:n], args.games, "short", args.workers)
            ratio = short["turns"] / full["turns"]
            gap = short["lost"] - full["lost"]
            rows.append((n, mix, full, short, ratio, gap))
    print(f"classroom short game vs full game: {args.games:,} games per cell, "
          f"seed 2026 ({time.perf_counter() - started:.0f} s)")
    print("| players | mix | median turns full / short (ratio) | lost full | lost short | "
          "difference | turns <= 55% | loss within 5 pts |")
    print("|---|---|---|---|---|---|---|---|")
    turns_ok = loss_ok = 0
    for n, mix, full, short, ratio, gap in rows:
        t_ok = ratio <= MOST_TURNS
        l_ok = abs(gap) <= LOSS_GAP
        turns_ok += t_ok
        loss_ok += l_ok
        print(f"| {n} | {mix} | {full['turns']} / {short['turns']} ({ratio:.0%}) | "
              f"{full['lost']:.1%} ({full['ci'][0]:.1%}-{full['ci'][1]:.1%}) | "
              f"{short['lost']:.1%} ({short['ci'][0]:.1%}-{short['ci'][1]:.1%}) | "
              f"{gap * 100:+.1f} pts | {'yes' if t_ok else 'NO'} | "
              f"{'yes' if l_ok else 'NO'} |")
    print(f"cells meeting the turns aim: {turns_ok} of {len(rows)}; the loss aim: "
          f"{loss_ok} of {len(rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
