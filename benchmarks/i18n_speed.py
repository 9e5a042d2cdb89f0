"""How long the game's sentences take to load and to format (median of fresh processes).

    .venv/bin/python benchmarks/i18n_speed.py [--runs 15]

Prints, for the current tree: the time to import ``terra_widget.i18n`` and make the first
French translator (what a fresh kernel pays once), and the time of one ``t(key, ...)``
call and one ``t.plural(...)`` call. The reference measured in the same run is a plain
``str.format`` of the same template, so the ratio is machine-independent.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys

FIRST_USE = """
import time
t0 = time.perf_counter()
import terra_widget.i18n as i18n
t1 = time.perf_counter()
t = i18n.translator("fr")
t("status.draw", player="Ana")
t2 = time.perf_counter()
print(t1 - t0, t2 - t1)
"""

PER_CALL = """
import json, timeit
from terra_widget.i18n import translator
t = translator("fr")
template = "{player} doit piocher une carte."
n = 200_000
call = min(timeit.repeat(lambda: t("status.draw", player="Ana"), number=n, repeat=5)) / n
plural = min(timeit.repeat(lambda: t.plural("hand.hidden", 3, player="Ana"), number=n // 4,
                           repeat=5)) / (n // 4)
ref = min(timeit.repeat(lambda: template.format(player="Ana"), number=n, repeat=5)) / n
print(json.dumps([call, plural, ref]))
"""


def main(runs: int = 15) -> None:
    imports, firsts = [], []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", FIRST_USE], capture_output=True,
                             text=True, check=True).stdout.split()
        imports.append(float(out[0]))
        firsts.append(float(out[1]))
    call, plural, ref = json.loads(subprocess.run(
        [sys.executable, "-c", PER_CALL], capture_output=True, text=True, check=True).stdout)
    print(f"import terra_widget.i18n: median {1000 * statistics.median(imports):.2f} ms, "
          f"fastest {1000 * min(imports):.2f} ms ({runs} fresh processes)")
    print(f"first translator('fr') and t(): median {1000 * statistics.median(firsts):.2f} ms, "
          f"fastest {1000 * min(firsts):.2f} ms")
    print(f"t(key, ...): {1e9 * call:.0f} ns per call ({call / ref:.2f}x a bare str.format "
          f"of {1e9 * ref:.0f} ns)")
    print(f"t.plural(key, n, ...): {1e9 * plural:.0f} ns per call ({plural / ref:.2f}x)")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="loading and formatting the game's sentences")
    parser.add_argument("--runs", type=int, default=15, help="fresh processes to time")
    main(parser.parse_args().runs)
