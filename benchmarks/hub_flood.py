"""One student floods the hub's room service; how long a classmate's move takes to reach
the other seats, before and during the flood, on a real JupyterHub (tests/hub's hub).

* the flood: one student parks ``--polls`` long polls (``seat?since=``, raw sockets
  through the hub's proxy), or sends ``--polls`` plain seat requests in a loop;
* the figure: for each of ``--moves`` moves by a classmate, the time until the other
  students' long polls have it (median and p95, seconds), before the flood (the
  reference, same run) and during it; the service's CPU seconds per move during it;
* the service's memory (RSS) before and at its peak while a 20 MB body is posted.

    PYTHONPATH=. .venv/bin/python benchmarks/hub_flood.py [--polls 2000] [--moves 12]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "hub"))

import hubtools  # noqa: E402

STUDENTS = hubtools.STUDENTS


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def service_process(hub):
    import psutil

    for p in psutil.Process(hub.proc.pid).children(recursive=True):
        if "terra_widget.rooms.hub" in " ".join(p.cmdline()):
            return p
    raise RuntimeError("no room service process")


def one_move(hub, code):
    """A move by whoever is to act; the time until every other student's poll has it."""
    views = {n: hub.rooms(n, "GET", f"api/rooms/{code}/seat")[1] for n in STUDENTS}
    actor = next(n for n, v in views.items() if v["view"]["to_act"] == v["view"]["seat"])
    got, threads = {}, []
    for name in STUDENTS:
        if name == actor:
            continue

        def wait(name=name):
            hub.rooms(name, "GET", f"api/rooms/{code}/seat?since={views[name]['version']}")
            got[name] = time.monotonic()

        threads.append(threading.Thread(target=wait))
        threads[-1].start()
    time.sleep(0.3)
    mine = views[actor]
    start = time.monotonic()
    hub.rooms(actor, "POST", f"api/rooms/{code}/move",
              {"seq": mine["seq"], "action": mine["legal"][0]})
    for th in threads:
        th.join(60)
    return max(got.values()) - start


async def park(hub, code, token, version, n, stop):
    url = urlparse(hub.service)
    request = (f"GET {url.path}api/rooms/{code}/seat?since={version} HTTP/1.1\r\n"
               f"Host: {url.hostname}:{url.port}\r\nAuthorization: token {token}\r\n\r\n")
    writers = []
    for _ in range(n):
        try:
            _, w = await asyncio.open_connection(url.hostname, url.port)
        except OSError:
            break
        w.write(request.encode())
        writers.append(w)
    while not stop.is_set():
        await asyncio.sleep(0.2)
    for w in writers:
        w.close()


def flood_polls(hub, code, n, stop):
    status, mine = hub.rooms("dev", "GET", f"api/rooms/{code}/seat")
    asyncio.run(park(hub, code, hub.token("dev"), mine["version"], n, stop))


def flood_requests(hub, code, n, stop):
    while not stop.is_set():
        for _ in range(n):
            if stop.is_set():
                return
            hub.rooms("dev", "GET", f"api/rooms/{code}/seat")


def measure(hub, code, moves, service):
    cpu0, times = sum(service.cpu_times()[:2]), []
    for _ in range(moves):
        times.append(one_move(hub, code))
    cpu = (sum(service.cpu_times()[:2]) - cpu0) / moves
    return times, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--polls", type=int, default=2000)
    ap.add_argument("--moves", type=int, default=12)
    args = ap.parse_args()
    hub = hubtools.start_hub(Path(tempfile.mkdtemp(prefix="hubflood-")))
    try:
        service = service_process(hub)
        status, opened = hub.rooms("teacher", "POST", "api/rooms",
                                   {"students": 4, "seed": 5, "bot_delay": 0})
        code = opened["code"]
        for name in STUDENTS:
            hub.rooms(name, "POST", f"api/rooms/{code}/join")
        hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
        ref, ref_cpu = measure(hub, code, args.moves, service)
        print(f"before the flood: a move reaches the other seats in median "
              f"{statistics.median(ref):.3f} s, p95 {p95(ref):.3f} s; service CPU "
              f"{ref_cpu * 1000:.0f} ms per move")
        for kind, flood in (("parked polls", flood_polls), ("requests", flood_requests)):
            stop = threading.Event()
            th = threading.Thread(target=flood, args=(hub, code, args.polls, stop),
                                  daemon=True)
            th.start()
            time.sleep(5)
            times, cpu = measure(hub, code, args.moves, service)
            stop.set()
            th.join(30)
            print(f"during {args.polls} {kind} by one student: median "
                  f"{statistics.median(times):.3f} s, p95 {p95(times):.3f} s "
                  f"({statistics.median(times) / statistics.median(ref):.1f} x the "
                  f"reference); service CPU {cpu * 1000:.0f} ms per move")
        peak, done = [service.memory_info().rss], threading.Event()

        def sample():
            while not done.is_set():
                peak.append(service.memory_info().rss)
                time.sleep(0.01)

        sampler = threading.Thread(target=sample)
        sampler.start()
        before = peak[0]
        body = b'{"seq": 0, "action": {"type": "' + b"x" * (20 << 20) + b'"}}'
        sys.path.insert(0, str(ROOT / "tests" / "hub"))
        from test_trust import post_raw

        status, text = post_raw(hub, "ana", f"api/rooms/{code}/move", body)
        done.set()
        sampler.join()
        print(f"a 20 MB body: answered {status} ({len(text)} bytes, "
              f"{json.loads(text)['error']}); service memory {before / 2**20:.0f} MB "
              f"before, peak {max(peak) / 2**20:.0f} MB")
    finally:
        hub.stop()


if __name__ == "__main__":
    main()
