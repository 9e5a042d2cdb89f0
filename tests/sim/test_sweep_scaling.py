"""benchmarks/sweep_scaling.py runs, on tiny sizes, and prints every figure: games/s on 1
and 2 Dask workers, the speed-up and where it went, identical results, the ceiling
without Dask, the memory of a run. No timing is asserted (the figures come from running it
by hand, see its docstring)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "sweep_scaling.py"


def test_sweep_scaling_prints_every_figure_and_stops(tmp_path):
    out_file = tmp_path / "figures.json"
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--games", "22", "--chunk-size", "1", "--repeats", "2",
         "--reference-games", "11", "--memory-games", "12", "--json", str(out_file)],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for words in ("11 points x 2 games = 22 games", "2 chunks of 1 games per point",
                  "scheduler tcp://127.0.0.1:", "listening sockets of this process and the "
                  "workers are on 127.0.0.1", "cluster closed", "1 worker :",
                  "2 workers:", "games/s", "Speed-up from 1 to 2 workers:",
                  "target >= 1.8x", "median of 2 pair(s)", "share of the time inside tasks",
                  "seconds per game inside tasks", "CPU-time speed-up:",
                  "Same results on 1 and 2 workers (every run): yes",
                  "Without Dask: the same kind of sweep, 11 games",
                  "speed-up without Dask:", "same results: yes",
                  "Peak memory of simulate(4 x cooperative, 12 games)",
                  "target < 200 MB", "load average"):
        assert words in out, out
    # every timed run really ran the sweep's 22 chunks on the cluster (1-2, then 2-1)
    assert out.count("; 22 tasks;") == 4, out
    workers = [line.split(":")[0].strip() for line in out.splitlines()
               if "s wall" in line and "worker" in line]
    assert workers == ["1 worker", "2 workers", "2 workers", "1 worker"], out
    figures = json.loads(out_file.read_text())
    assert figures["sweep_games"] == 22 and figures["memory_games"] == 12
    assert figures["reference_games"] == 11
    assert figures["same_results"] is True and figures["reference_same_results"] is True
    assert len(figures["speedup_pairs"]) == 2
    for key in ("games_per_s_1_worker", "games_per_s_2_workers", "speedup", "cpu_speedup",
                "cpu_overhead", "idle_factor", "per_game_factor", "reference_speedup",
                "peak_mb"):
        assert figures[key] > 0, (key, figures)


def test_each_point_is_cut_into_an_even_number_of_chunks():
    """Two workers run out of a point's chunks together (no odd last chunk for one of
    them): an even count, 20 from 400 games up, never more chunks than games."""
    spec = importlib.util.spec_from_file_location("sweep_scaling", SCRIPT)
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    assert script.chunk_size_for(18_182) == 910  # the default sweep: 20 chunks a point
    for games in [*range(2, 400), 18_181, 18_182, 90_910, 1_000_001]:
        size = script.chunk_size_for(games)
        chunks = -(-games // size)
        assert chunks % 2 == 0 and 2 <= chunks <= 20, (games, size, chunks)
        assert chunks == 20 or games < 400, (games, chunks)
    assert script.chunk_size_for(1) == 1
