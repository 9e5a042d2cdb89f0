"""How a parameter sweep scales on a local Dask cluster, and what a million games cost in
memory.

    .venv/bin/python benchmarks/sweep_scaling.py [--games 200000] [--repeats 1]
        [--reference-games 50000] [--memory-games 1000000] [--json figures.json]

1. The sweep: four Balanced bots at greed 0.0, 0.1, ..., 1.0 (notebook 03's experiment),
   ``--games`` games in all, each point played through ``simulate(..., executor=...)``
   on a ``dask.distributed.LocalCluster`` of two worker *processes* (one thread each,
   127.0.0.1 only, no dashboard, no memory limit so nothing spills, the workers'
   statistical profiler off, Dask's 20 ms event-loop check and 0.5 s system monitor made
   rare: on an idle cluster they cost 5% of a core in this process and 2% in each worker,
   1% and 0.5% after -- CPU seconds over 20 s, measured on the shared development machine).
   The SAME sweep runs with its tasks pinned to one worker
   (the other stays idle), then spread over both; with ``--repeats`` the runs alternate
   (1, 2, 2, 1, 1, 2 ...) so a change in the machine's load hits both sizes alike, and the
   speed-up is the median of the paired ratios of wall time (target: >= 1.8x).
   Not timed: starting the cluster and the imports (every worker plays each point's
   seating once before the first timing), closing it. The eleven points run at once (one
   ``simulate`` per point, in threads of this process, sharing the cluster), so the
   workers never wait at the end of a point; each point is cut into an even number of
   chunks (about 5% of it: a second or so of work, in which the scheduler's few
   milliseconds per task are lost; 220 tasks for the whole sweep), and a chunk sends back
   a tally of its games, never their records.
   Where the speed-up goes is printed as the product of three factors, which is exact:
   ``2 x (share of time each worker spent inside tasks, 2 workers / 1) x (seconds per
   game inside tasks, 1 worker / 2 workers)``. A lost share is idle time (scheduling,
   the last chunks); slower games are the machine (two busy cores share caches,
   memory and, on a shared or virtual machine, the host). The CPU seconds of every worker
   and of this process (client and scheduler) are printed too, and all runs must give
   identical summaries.
2. The ceiling without Dask: the same kind of sweep (``--reference-games``) on the standard
   library's ``ProcessPoolExecutor`` with 1 and then 2 processes, through the same runner:
   what a second core gives on this machine right now.
3. Peak memory: a ``--memory-games`` game ``simulate`` (4 Cooperative bots, serial, default
   settings: records are not kept above 10,000 games) in a fresh child process, which
   reports its peak resident size (``VmHWM``: ``ru_maxrss`` would count the benchmark's
   own size too) before and after the run (target: under 200 MB).

Timings are wall-clock on whatever else the machine is doing: the load average is printed
at the start and with each figure; a load above 0.5 on 2 cores means other programs took
part of the cores and the speed-up is understated -- rerun on a quiet machine. The script
stops by itself (every wait has a time-out) and closes its cluster and pools on the way out,
even on Ctrl-C.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import logging
import multiprocessing
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
#: Chunks per sweep point, an even number (see chunk_size_for): 220 tasks of about a
#: second each for 200,000 games -- the scheduler's few milliseconds per task are lost in
#: them, and the last one leaves the other worker idle for at most about a second.
CHUNKS_PER_POINT = 20
#: The sweep's worker counts; chunk counts are a multiple of the largest.
SIZES = (1, 2)
TIMEOUT = "120s"  # every wait on the cluster (start, workers, close)

#: The child process of the memory figure: peak RSS after imports, then after the run.
MEMORY_CHILD = """
import json, resource, sys, time
from terra_widget.sim import simulate

def peak_mb():
    # This process's own high-water mark (VmHWM). Linux's ru_maxrss also counts the parent
    # this child was started from (its size before exec): started from the benchmark after
    # the Dask runs, it read 78.7 MB before simulate had played a game.
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024  # kB
    except OSError:
        pass
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


def chunk_size_for(games: int, target: int = CHUNKS_PER_POINT, multiple: int = max(SIZES)
                   ) -> int:
    """Games per chunk so that ``games`` make a multiple of ``multiple`` chunks (so two
    workers finish a point together instead of one waiting for the other's last chunk),
    as close to ``target`` chunks as that allows; never more chunks than games."""
    for chunks in range(min(target, games) // multiple * multiple, 0, -multiple):
        size = -(-games // chunks)
        if -(-games // size) == chunks:
            return size
    return max(1, games // target)


def run_sweep(executor, points, chunk_size: int | None) -> list[dict]:
    """The summaries of the sweep's points. The points run at once (one ``simulate`` per
    point, each in a thread of this process, all on the same executor): the workers go
    from one point's chunks to the next's without waiting at the end of each point for
    the other worker's last chunk -- one tail for the whole sweep, not one per point.
    Tallies only (``records=False``): a chunk sends back counts, never its games' records,
    whatever the size of a point."""
    def point(seats_games):
        seats, n = seats_games
        return simulate(seats, n, seed=7, executor=executor, records=False,
                        chunk_size=chunk_size or chunk_size_for(n)).summary()

    threads = cf.ThreadPoolExecutor(len(points), thread_name_prefix="sweep-point")
    try:
        return list(threads.map(point, points))
    finally:  # on Ctrl-C, do not wait here for the sweep: closing the cluster ends it
        threads.shutdown(wait=False, cancel_futures=True)


def warm_up(points) -> int:
    """Run on every worker before any timing: the imports, and one game of each seating
    (caches of set-ups, the strategies' code)."""
    from terra_widget.sim.runner import play_chunk, prepare_strategies

    for seats, _ in points:
        play_chunk(prepare_strategies(seats), 0, False, 0, 1, False)
    return os.getpid()


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def local_cluster():
    """Two worker processes (each under a nanny, which starts it and forwards its output),
    one thread each, on 127.0.0.1 only; no dashboard; no memory limit (a task holds a few
    kilobytes: nothing to spill or pause for, and no memory monitor polling). Three of
    Dask's own periodic chores slow the games down and are made rare: the workers'
    statistical profiler (it interrupts the task's thread every 10 ms to read its stack),
    the event-loop health check (every 20 ms in the scheduler, each nanny and each worker;
    measured here: it is most of the CPU an idle cluster burns) and the system monitor
    (every 0.5 s)."""
    import dask
    import distributed

    dask.config.set({"distributed.worker.profile.enabled": False,
                     "distributed.admin.tick.interval": "1s",
                     "distributed.admin.system-monitor.interval": "5s"})
    return distributed.LocalCluster(
        n_workers=max(SIZES), threads_per_worker=1, processes=True, host="127.0.0.1",
        dashboard_address="127.0.0.1:0", memory_limit=0, silence_logs=logging.ERROR,
        timeout=TIMEOUT)


def check_local(cluster, client) -> list[str]:
    """The worker addresses, after checking that the scheduler and every worker listen on
    127.0.0.1 only."""
    workers = sorted(client.scheduler_info()["workers"])
    for address in [cluster.scheduler_address, *workers]:
        if not address.startswith("tcp://127.0.0.1:"):
            raise RuntimeError(f"the cluster listens on {address}, not on 127.0.0.1")
    return workers


def listening(pids) -> list[str]:
    """Every address the processes ``pids`` listen on (TCP): the scheduler, its HTTP
    server (Dask starts one for health checks even without a dashboard), the nannies in
    this process, the workers and theirs."""
    import psutil  # a dependency of distributed

    found = set()
    for pid in pids:
        process = psutil.Process(pid)
        connections = getattr(process, "net_connections", process.connections)  # psutil<6
        found.update(f"{c.laddr.ip}:{c.laddr.port}" for c in connections(kind="inet")
                     if c.status == psutil.CONN_LISTEN)
    return sorted(found)


def timed_run(client, executor, points, chunk_size) -> dict:
    """One timed sweep: wall seconds, CPU seconds of each worker and of this process
    (client and scheduler), seconds each worker spent inside the sweep's tasks."""
    import distributed

    cpu_before = client.run(time.process_time)  # {worker address: CPU seconds}
    main_before = time.process_time()
    with distributed.get_task_stream(client) as stream:
        start = time.perf_counter()
        summaries = run_sweep(executor, points, chunk_size)
        wall = time.perf_counter() - start
    main_cpu = time.process_time() - main_before
    cpu_after = client.run(time.process_time)
    busy = dict.fromkeys(cpu_after, 0.0)
    tasks = 0
    for task in stream.data:
        if task["key"].startswith("play_chunk"):
            tasks += 1
            busy[task["worker"]] += sum(s["stop"] - s["start"] for s in task["startstops"]
                                        if s["action"] == "compute")
    return {"wall": wall, "summaries": summaries, "main_cpu": main_cpu, "tasks": tasks,
            "cpu": {w: cpu_after[w] - cpu_before[w] for w in cpu_after}, "busy": busy}


def dask_sweep(args, points, figures: dict) -> bool:
    """The sweep on 1 then 2 workers of one cluster; prints and adds its figures; whether
    every run gave the same summaries."""
    import distributed

    games = sum(n for _, n in points)
    with local_cluster() as cluster, distributed.Client(cluster, timeout=TIMEOUT) as client:
        client.wait_for_workers(max(SIZES), timeout=120)
        workers = check_local(cluster, client)
        names = {w: chr(ord("A") + i) for i, w in enumerate(workers)}
        print(f"  cluster: scheduler {cluster.scheduler_address}, workers "
              + ", ".join(f"{names[w]} {w}" for w in workers) + " (processes under a "
              "nanny, 1 thread each, no dashboard, no memory limit, profiler off, "
              "tick 1 s, system monitor 5 s)",
              flush=True)
        executors = {k: client.get_executor(workers=workers[:k], pure=False) for k in SIZES}
        pids = client.run(warm_up, points)  # imports and caches, on every worker
        assert len(set(pids.values())) == len(workers), pids  # really separate processes
        sockets = listening([os.getpid(), *pids.values()])
        if any(not a.startswith("127.0.0.1:") for a in sockets):
            raise RuntimeError(f"the cluster listens beyond 127.0.0.1: {sockets}")
        print(f"  all {len(sockets)} listening sockets of this process and the workers are "
              f"on 127.0.0.1", flush=True)
        for k in SIZES:  # the task path too (pickling, the runner), not timed
            run_sweep(executors[k], [(s, 2 * k) for s, _ in points], 1)
        runs: dict[int, list[dict]] = {k: [] for k in SIZES}
        order = []
        for r in range(args.repeats):  # 1 2, 2 1, 1 2 ...: drifts in load hit both
            order += SIZES if r % 2 == 0 else SIZES[::-1]
        for k in order:
            run = timed_run(client, executors[k], points, args.chunk_size)
            runs[k].append(run)
            cpu = ", ".join(f"{names[w]} {run['cpu'][w]:.1f}" for w in workers)
            share = ", ".join(f"{names[w]} {100 * run['busy'][w] / run['wall']:.1f}%"
                              for w in workers[:k])
            print(f"  {k} worker{'s' if k > 1 else ' '}: {run['wall']:7.1f} s wall, "
                  f"{games / run['wall']:7,.0f} games/s; {run['tasks']} tasks; inside "
                  f"tasks {share} of the time; CPU s: workers {cpu}, client+scheduler "
                  f"{run['main_cpu']:.1f}  ({load()})", flush=True)
    print(f"  cluster closed ({load()})", flush=True)
    return report(runs, games, figures)


def report(runs: dict[int, list[dict]], games: int, figures: dict) -> bool:
    """The speed-up (median of paired ratios) and where it went; whether every run gave
    the same summaries."""
    one, two = runs[1], runs[2]
    pairs = list(zip(one, two, strict=True))
    ratios = [a["wall"] / b["wall"] for a, b in pairs]
    speedup = statistics.median(ratios)

    def share(run, k):  # mean share of the wall time the first k workers spent in tasks
        return sum(sorted(run["busy"].values(), reverse=True)[:k]) / (k * run["wall"])

    def per_game(run):  # seconds inside tasks per game
        return sum(run["busy"].values()) / games

    idle_factor = statistics.median(share(b, 2) / share(a, 1) for a, b in pairs)
    game_factor = statistics.median(per_game(a) / per_game(b) for a, b in pairs)
    busiest = [max(r["cpu"].values()) for r in one], [max(r["cpu"].values()) for r in two]
    cpu_speedup = statistics.median(a / b for a, b in zip(*busiest, strict=True))
    cpu_total = statistics.median(sum(b["cpu"].values()) / sum(a["cpu"].values())
                                  for a, b in pairs)
    rates = {k: games / statistics.median(r["wall"] for r in runs[k]) for k in runs}
    same = all(r["summaries"] == one[0]["summaries"] for k in runs for r in runs[k])
    print(f"Speed-up from 1 to 2 workers: {speedup:.2f}x  (target >= {SPEEDUP_TARGET}x; "
          f"wall time of 1 worker / of 2 on the same sweep, median of {len(ratios)} "
          f"pair(s): {', '.join(f'{x:.2f}' for x in ratios)}; {load()})")
    print(f"  = 2 x {idle_factor:.3f} (share of the time inside tasks, 2 workers / 1: "
          f"below 1 is idle time) x {game_factor:.3f} (seconds per game inside tasks, "
          f"1 worker / 2: below 1 is the machine slowing two busy cores down)")
    print(f"  games/s: 1 worker {rates[1]:,.0f}, 2 workers {rates[2]:,.0f}; per game "
          f"inside tasks: {1e3 * statistics.median(per_game(r) for r in one):.2f} ms on "
          f"1 worker, {1e3 * statistics.median(per_game(r) for r in two):.2f} ms on 2")
    print(f"CPU-time speed-up: {cpu_speedup:.2f}x  (the worker's CPU seconds on 1 worker / "
          f"the busiest worker's on 2; all workers' CPU on 2 / on 1: {cpu_total:.2f})")
    print(f"Same results on 1 and 2 workers (every run): {'yes' if same else 'NO'}",
          flush=True)
    figures.update(sweep_games=games, games_per_s_1_worker=rates[1],
                   games_per_s_2_workers=rates[2], speedup=speedup, speedup_pairs=ratios,
                   idle_factor=idle_factor, per_game_factor=game_factor,
                   cpu_speedup=cpu_speedup, cpu_overhead=cpu_total, same_results=same,
                   load_average=os.getloadavg()[0])
    return same


def pool_sweep(games: int, figures: dict) -> bool:
    """The ceiling without Dask: a sweep of ``games`` on ProcessPoolExecutor with 1 then 2
    processes (started and warmed up before the timing); prints the speed-up; whether
    both gave the same summaries."""
    points = sweep_points(games)
    total = sum(n for _, n in points)
    spawn = multiprocessing.get_context("spawn")  # no fork of this threaded process
    walls, summaries = {}, {}
    print(f"Without Dask: the same kind of sweep, {total:,} games, on the standard "
          f"library's ProcessPoolExecutor (same runner, same chunks)", flush=True)
    for k in SIZES:
        with cf.ProcessPoolExecutor(max_workers=k, mp_context=spawn) as pool:
            list(pool.map(warm_up, [points] * k))  # imports and caches, not timed
            run_sweep(pool, [(s, 2 * k) for s, _ in points], 1)
            start = time.perf_counter()
            summaries[k] = run_sweep(pool, points, None)
            walls[k] = time.perf_counter() - start
        print(f"  {k} process{'es' if k > 1 else '  '}: {walls[k]:7.1f} s wall, "
              f"{total / walls[k]:7,.0f} games/s  ({load()})", flush=True)
    speedup = walls[1] / walls[2]
    same = summaries[1] == summaries[2]
    print(f"  speed-up without Dask: {speedup:.2f}x (what a second core gives right now); "
          f"same results: {'yes' if same else 'NO'}", flush=True)
    figures.update(reference_games=total, reference_speedup=speedup,
                   reference_same_results=same)
    return same


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



def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200_000,
                        help="games in the whole sweep (default: 200,000; 0: skip)")
    parser.add_argument("--repeats", type=int, default=1,
                        help="timed runs of the sweep per worker count, alternating; "
                             "medians printed")
    parser.add_argument("--chunk-size", type=int, default=None,
                        help=f"games per task (default: an even number of chunks, "
                             f"{CHUNKS_PER_POINT} per point)")
    parser.add_argument("--reference-games", type=int, default=None,
                        help="games of the sweep without Dask (default: a quarter of "
                             "--games; 0: skip)")
    parser.add_argument("--memory-games", type=int, default=1_000_000,
                        help="games of the memory figure (default: 1,000,000; 0: skip)")
    parser.add_argument("--timeout", type=float, default=4 * 3600,
                        help="seconds the memory child may take (default: 4 hours)")
    parser.add_argument("--json", default=None, help="also write the figures here")
    args = parser.parse_args(argv)
    if args.repeats < 1:
        parser.error(f"--repeats must be at least 1, not {args.repeats}")
    reference = args.games // 4 if args.reference_games is None else args.reference_games

    print(f"sweep_scaling.py at {time.strftime('%Y-%m-%d %H:%M:%S %Z')}, Python "
          f"{sys.version.split()[0]}, {load()} -- above ~0.5 other programs share the "
          f"cores and the speed-up below is understated", flush=True)
    figures: dict = {"load_average_start": os.getloadavg()[0]}
    same = True
    if args.games > 0:
        points = sweep_points(args.games)
        per_point = points[0][1]
        size = args.chunk_size or chunk_size_for(per_point)
        print(f"Sweep: 4 Balanced bots at greed {GREEDS[0]}..{GREEDS[-1]} "
              f"({len(points)} points x {per_point:,} games = {len(points) * per_point:,} "
              f"games; {-(-per_point // size)} chunks of {size} games per point) on a "
              f"local Dask cluster (processes, 1 thread each, 127.0.0.1); timed: the "
              f"sweep only, {args.repeats} time(s) on each worker count", flush=True)
        same = dask_sweep(args, points, figures)
    if reference > 0:
        same = pool_sweep(reference, figures) and same
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
