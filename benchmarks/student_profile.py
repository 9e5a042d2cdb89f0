"""Where the time of a table with a student's strategy goes: a sampled profile.

    .venv/bin/python benchmarks/student_profile.py [--games 2000] [--table mixed|four]

Plays ``simulate`` with the strategy exactly as lesson 05 writes it (``MyStrategy``, read
from the lesson's cells), beside three Cooperative bots (``mixed``) or four of it
(``four``), while a second thread looks at the playing thread every half millisecond
and counts the function it finds running (self time, standard library only: no profiler
that slows every call). Each sample is put in one part:

* flat engine: ``FlatGame.play`` and its helpers (the rules, R2-R6);
* student seat: ``rules/face/seat.py`` -- the views and typed legal actions a strategy on the
  public API is given, and its choice turned back into a move (R7.2, R7.5);
* student's choose: the lesson's own code (what no engine can make faster);
* Cooperative twins: ``fast_twins/policies.py``;
* deal: the shuffles and the seeded random generator (R1);
* set-up, records, tally: the runner, seeds, records and counts of ``sim/``;
* other.

The shares are printed, largest first. A sampled profile is noisy: quote it with its
number of samples, and read differences of a percent or two as noise. It is also
biased: the playing thread lets the sampler in only at function entries and loops, so
code made of many small calls (the lesson's list comprehensions and lambdas) collects
more samples than its share of the time. For the student's own ``choose``, the share
``simulate_speed.py`` measures by timing every call is the better figure.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from simulate_speed import LESSON_05, lesson_strategy  # noqa: E402

from terra_widget.sim import simulate  # noqa: E402

PARTS = (  # (part, file name ends with, function names or None for any)
    ("deal", "rules/core/flat.py", {"deal", "shuffle", "__init__"}),
    ("flat engine", "rules/core/flat.py", None),
    ("flat engine", "rules/face/sets.py", None),
    ("flat engine", "rules/core/ending.py", None),
    ("student seat", "rules/face/seat.py", None),
    ("student seat", "rules/face/views.py", None),
    ("Cooperative twins", "fast_twins/policies.py", None),
    ("deal", "random.py", None),
    ("set-up, records, tally", "sim/runner.py", None),
    ("set-up, records, tally", "sim/seeding.py", None),
    ("set-up, records, tally", "sim/records.py", None),
    ("set-up, records, tally", "sim/rollout.py", None),
    ("set-up, records, tally", "sim/tally.py", None),
    ("set-up, records, tally", "bots/base.py", None),
)


def part_of(code) -> str:
    name = code.co_filename.replace("\\", "/")
    if name == str(LESSON_05):
        return "student's choose"
    for part, ending, functions in PARTS:
        if name.endswith(ending) and (functions is None or code.co_name in functions):
            return part
    return "other"


def sampled(fn, interval: float = 0.0005) -> Counter:
    """Run ``fn()`` here while another thread samples this thread's running function."""
    target = threading.get_ident()
    counts: Counter = Counter()
    done = threading.Event()
    frames = sys._current_frames

    def sample() -> None:
        while not done.is_set():
            frame = frames().get(target)
            if frame is not None:
                counts[part_of(frame.f_code)] += 1
            time.sleep(interval)

    switch = sys.getswitchinterval()
    sys.setswitchinterval(interval / 2)  # let the sampler in between bytecodes
    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        fn()
    finally:
        done.set()
        sampler.join()
        sys.setswitchinterval(switch)
    return counts


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--table", choices=("mixed", "four"), default="mixed")
    args = parser.parse_args(argv)
    student = lesson_strategy()
    seats = ([student()] + ["cooperative"] * 3 if args.table == "mixed"
             else [student() for _ in range(4)])
    simulate(seats, 20, seed=1)  # tables and caches made before sampling
    counts = sampled(lambda: simulate(seats, args.games, seed=1))
    total = sum(counts.values())
    table = "lesson 05 + 3 cooperative" if args.table == "mixed" else "lesson 05 x 4"
    print(f"{args.games} games, {table}: {total} samples")
    for part, n in counts.most_common():
        print(f"  {part:24} {n / total:6.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
