"""How a parameter sweep scales on a local Dask cluster, and what a million games cost in
memory.

    .venv/bin/python benchmarks/sweep_scaling.py [--games 200000] [--repeats 1]
        [--memory-games 1000000] [--json figures.json]

1. The sweep: four Balanced bots at greed 0.0, 0.1, ..., 1.0 (notebook 03's experiment),
   ``--games`` games in all, played through ``simulate(..., executor=client.get_executor())``
   on a ``dask.distributed.LocalCluster`` of worker *processes* (one thread each, on
   127.0.0.1 only), first with 1 worker, then with 2. Prints games/s of each and the
   speed-up (target: >= 1.8x), medians over ``--repeats``; the clusters start before
   and are closed after their timings (start-up is not timed). On a shared machine the
   wall clock understates the speed-up, so it also prints the CPU-time speed-up (the
   CPU seconds of the one worker over those of the busiest of two). It also checks that
   both clusters gave identical summaries.
2. Peak memory: a ``--memory-games`` game ``simulate`` (4 Cooperative bots, serial, default
   settings: records are not kept above 10,000 games) in a fresh child process, which
   reports its peak resident size (``ru_maxrss``) before and after the run (target: under
   200 MB).

Timings are wall-clock on whatever else the machine is doing: the load average is printed
with each figure; rerun on a quiet machine to compare. The script stops by itself (every
wait has a time-out) and closes its clusters on the way out, even on Ctrl-C.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from terra_widget.sim import simulate  # noqa: E402

SPEEDUP_TARGET = 1.8
MEMORY_TARGET_MB = 200.0
GREEDS = [round(0.1 * i, 1) for i in range(11)]

#: The child process of the memory figure: peak RSS after imports, then after the run.
MEMORY_CHILD = """
import json, resource, sys, time
from terra_widget.sim import simulate

def peak_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux

games = int(sys.argv[1])
milestones = {m for m in (10_000, 30_000, 100_000, 300_000, 1_000_000, 3_000_000)
              if m < games}

def progress(done, total):  # the peak so far, now and then (a long run shows its trend)
    if milestones and done >= min(milestones):
        milestones.discard(min(milestones))
        print(f"  ... after {done:,} games: peak {peak_mb():.1f} MB, "
              f"{time.perf_counter() - start:.0f} s", flush=True)

before = peak_mb()
start = time.perf_counter()
result = simulate(["cooperative"] * 4, games, seed=1, progress=progress)
seconds = time.perf_counter() - start
print(json.dumps({"games": result.summary()["games"], "kept_records": result.has_records,
                  "peak_mb_before": before, "peak_mb": peak_mb(), "seconds": seconds}))
"""


def sweep_points(games: int) -> list[tuple[list[str], int]]:
    """The sweep's seatings and games per point (at least ``games`` in all)."""
    per_point = -(-games // len(GREEDS))
    return [([f"balanced:{g}"] * 4, per_point) for g in GREEDS]


def run_sweep(executor, points, chunk_size: int | None) -> tuple[float, list[dict]]:
    start = time.perf_counter()
    summaries = [simulate(seats, n, seed=7, executor=executor, chunk_size=chunk_size)
                 .summary() for seats, n in points]
    return time.perf_counter() - start, summaries


def on_cluster(workers: int, points, repeats: int, chunk_size: int | None):
    """Seconds of each repeat of the sweep on a fresh cluster of ``workers`` processes,
    the CPU seconds each worker spent in each repeat, and the summaries of the last
    repeat."""
    import distributed

    with distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None,
                                  silence_logs=logging.ERROR) as cluster, \
            distributed.Client(cluster, timeout="120s") as client:
        assert cluster.scheduler_address.startswith("tcp://127.0.0.1:")
        client.wait_for_workers(workers, timeout=120)
        executor = client.get_executor()
        simulate(["cooperative"] * 4, 4 * workers, seed=0, executor=executor,
                 chunk_size=1)  # warm up: every worker imports the game once
        seconds, cpu, summaries = [], [], None
        for _ in range(repeats):
            before = client.run(time.process_time)  # {worker address: CPU seconds}
            took, summaries = run_sweep(executor, points, chunk_size)
            after = client.run(time.process_time)
            seconds.append(took)
            cpu.append(sorted(after[w] - before[w] for w in after))
    return seconds, cpu, summaries


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def memory_figure(games: int, timeout: float) -> dict:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    lines: list[str] = []

    def relay(stream) -> None:  # milestones as they come, then the figures
        for line in stream:
            if line.startswith("  ..."):
                print(line, end="", flush=True)
            lines.append(line)

    with subprocess.Popen([sys.executable, "-c", MEMORY_CHILD, str(games)], env=env,
                          stdout=subprocess.PIPE, text=True) as child:
        reader = threading.Thread(target=relay, args=(child.stdout,), daemon=True)
        reader.start()
        try:
            code = child.wait(timeout=timeout)  # stops by itself: killed after timeout
        finally:
            if child.poll() is None:
                child.kill()
        reader.join(timeout=60)
    if code != 0 or not lines:
        raise RuntimeError(f"the memory run failed (exit code {code})")
    return json.loads(lines[-1])


def sweep(args, figures: dict) -> bool:
    """The sweep on 1 then 2 workers; adds its figures; whether both gave the same."""
    points = sweep_points(args.games)
    total = sum(n for _, n in points)
    print(f"Sweep: 4 Balanced bots at greed {GREEDS[0]}..{GREEDS[-1]} "
          f"({len(points)} points x {points[0][1]:,} games = {total:,} games) on a local "
          f"Dask cluster (processes, 1 thread each, 127.0.0.1)", flush=True)
    rates, summaries, busiest, cpu_total = {}, {}, {}, {}
    for workers in (1, 2):
        print(f"  {workers} worker(s): running ... ({load()})", flush=True)
        seconds, cpu, summaries[workers] = on_cluster(workers, points, args.repeats,
                                                      args.chunk_size)
        rates[workers] = total / statistics.median(seconds)
        busiest[workers] = statistics.median(max(c) for c in cpu)
        cpu_total[workers] = statistics.median(sum(c) for c in cpu)
        runs = ", ".join(f"{total / s:,.0f}" for s in seconds)
        per_worker = " + ".join(f"{c:.1f}" for c in cpu[-1])
        print(f"  {workers} worker(s): {rates[workers]:8,.0f} games/s  (median of "
              f"{len(seconds)}: {runs}; workers' CPU {per_worker} s; {load()})", flush=True)
    speedup = rates[2] / rates[1]
    # What the speed-up would be if each worker had a core to itself: a shared machine
    # stretches the wall clock, much less the CPU seconds each worker needs.
    cpu_speedup = busiest[1] / busiest[2]
    overhead = cpu_total[2] / cpu_total[1]
    same = summaries[1] == summaries[2]
    print(f"Speed-up from 1 to 2 workers: {speedup:.2f}x  (target >= {SPEEDUP_TARGET}x; "
          f"a busy machine lowers it; {load()})")
    print(f"CPU-time speed-up: {cpu_speedup:.2f}x  (the worker's CPU seconds on 1 worker / "
          f"the busiest worker's on 2; all workers' CPU on 2 / on 1: {overhead:.2f})")
    print(f"Same results on 1 and 2 workers: {'yes' if same else 'NO'}", flush=True)
    figures.update(sweep_games=total, games_per_s_1_worker=rates[1],
                   games_per_s_2_workers=rates[2], speedup=speedup,
                   cpu_speedup=cpu_speedup, cpu_overhead=overhead, same_results=same,
                   load_average=os.getloadavg()[0])

    return same


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200_000,
                        help="games in the whole sweep (default: 200,000; 0: skip)")
    parser.add_argument("--repeats", type=int, default=1,
                        help="timed runs of the sweep per cluster size; medians printed")
    parser.add_argument("--chunk-size", type=int, default=None,
                        help="games per task (default: simulate's, at most 250)")
    parser.add_argument("--memory-games", type=int, default=1_000_000,
                        help="games of the memory figure (default: 1,000,000; 0: skip)")
    parser.add_argument("--timeout", type=float, default=4 * 3600,
                        help="seconds the memory child may take (default: 4 hours)")
    parser.add_argument("--json", default=None, help="also write the figures here")
    args = parser.parse_args(argv)

    figures: dict = {}
    same = True
    if args.games > 0:
        same = sweep(args, figures)
    if args.memory_games > 0:
        print(f"Peak memory of simulate(4 x cooperative, {args.memory_games:,} games), "
              f"serial, in a child process: running ... ({load()})", flush=True)
        mem = memory_figure(args.memory_games, args.timeout)
        print(f"  peak resident memory {mem['peak_mb']:.1f} MB (target < "
              f"{MEMORY_TARGET_MB:.0f} MB; {mem['peak_mb_before']:.1f} MB after imports, "
              f"before the first game); {mem['games']:,} games in {mem['seconds']:.0f} s, "
              f"records kept: {mem['kept_records']}  ({load()})")
        figures.update(memory_games=mem["games"], peak_mb=mem["peak_mb"],
                       peak_mb_before=mem["peak_mb_before"], memory_seconds=mem["seconds"])
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1))
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
