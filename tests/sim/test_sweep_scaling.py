"""benchmarks/sweep_scaling.py runs, on tiny sizes, and prints every figure: games/s on 1
and 2 Dask workers, the speed-up, identical results, the memory of a run. No timing is
asserted (the figures come from running it by hand, see its docstring)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_sweep_scaling_prints_every_figure_and_stops(tmp_path):
    out_file = tmp_path / "figures.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "sweep_scaling.py"), "--games", "22",
         "--chunk-size", "1", "--memory-games", "12", "--json", str(out_file)],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for words in ("11 points x 2 games = 22 games", "127.0.0.1", "1 worker(s):",
                  "2 worker(s):", "games/s", "Speed-up from 1 to 2 workers:",
                  "target >= 1.8x", "CPU-time speed-up:", "Same results on 1 and 2 workers: yes",
                  "Peak memory of simulate(4 x cooperative, 12 games)",
                  "target < 200 MB", "load average"):
        assert words in out, out
    figures = json.loads(out_file.read_text())
    assert figures["sweep_games"] == 22 and figures["memory_games"] == 12
    assert figures["same_results"] is True
    for key in ("games_per_s_1_worker", "games_per_s_2_workers", "speedup", "cpu_speedup",
                "cpu_overhead", "peak_mb"):
        assert figures[key] > 0, (key, figures)
