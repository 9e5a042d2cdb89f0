"""Time from a student's move to the move on every view, on a real JupyterHub (issue #23).

Starts the hub of tests/hub (PyPI jupyterhub, npm configurable-http-proxy in build/node,
the room service from docs/hub/jupyterhub_config.py), opens a room of N students (4 and
12 by default: tables of 4-5), and for each move: every other student of the table
waits on the service (the long poll that ``terra_widget.join``
uses); the student posts the move; the figure is the time until the last of those views
has it. (The teacher's notebook page polls the room every 0.15 s instead: not timed.)
Prints the median and p95 in milliseconds, and the same for a plain call to the
service (``api/me``) measured in the same run, as a reference.

    PYTHONPATH=. .venv/bin/python benchmarks/hub_latency.py [N ...] [--moves 40]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "hub"))

import hubtools  # noqa: E402


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def students_for(n: int) -> list[str]:
    return [f"s{i:02d}" for i in range(n)]


def run(hub, n: int, moves: int) -> list[float]:
    names = students_for(n)
    hub.api("POST", "users", {"usernames": names})
    hub.api("POST", "groups/terra-students/users", {"users": names})
    status, opened = hub.rooms("teacher", "POST", "api/rooms",
                               {"students": n, "seed": 7, "bot_delay": 0})
    code = opened["code"]
    for name in names:
        status, reply = hub.rooms(name, "POST", f"api/rooms/{code}/join")
        assert status == 200, reply
    hub.rooms("teacher", "POST", f"api/rooms/{code}/control", {"do": "start"})
    seats = {}
    for name in names:
        mine = hub.rooms(name, "GET", f"api/rooms/{code}/seat")[1]
        seats.setdefault(mine["table"], []).append(name)
    table = seats[1]  # time the moves of table 1; the other tables wait
    times = []
    for _ in range(moves):
        views = {name: hub.rooms(name, "GET", f"api/rooms/{code}/seat")[1] for name in table}
        any_view = next(iter(views.values()))
        if any_view["view"]["phase"] == "over":
            break
        to_act = any_view["view"]["to_act"]
        actor = next(n for n, v in views.items() if v["view"]["seat"] == to_act)
        seq = views[actor]["seq"]
        done = {}

        def wait(name, since, seq=seq, done=done):
            while True:
                status, view = hub.rooms(name, "GET", f"api/rooms/{code}/seat?since={since}")
                if view["seq"] > seq:
                    done[name] = time.perf_counter()
                    return
                since = view["version"]

        waiters = [threading.Thread(target=wait, args=(name, views[name]["version"]))
                   for name in table if name != actor]
        for w in waiters:
            w.start()
        time.sleep(0.05)  # the waits are at the service
        start = time.perf_counter()
        status, reply = hub.rooms(actor, "POST", f"api/rooms/{code}/move",
                                  {"seq": seq, "action": views[actor]["legal"][0]})
        assert status == 200, reply
        for w in waiters:
            w.join(30)
        times.append((max(done.values()) - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("sizes", nargs="*", type=int, default=[4, 12])
    parser.add_argument("--moves", type=int, default=40)
    args = parser.parse_args()
    problem = hubtools.missing_message()
    if problem:
        sys.exit(problem)
    with tempfile.TemporaryDirectory(prefix="terra-hub-bench-") as tmp:
        hub = hubtools.start_hub(Path(tmp))
        try:
            plain = []
            for _ in range(30):
                t0 = time.perf_counter()
                hub.rooms("ana", "GET", "api/me")
                plain.append((time.perf_counter() - t0) * 1000)
            print(f"reference: one call to the service (api/me): median "
                  f"{statistics.median(plain):.0f} ms, p95 {p95(plain):.0f} ms")
            for n in args.sizes:
                times = run(hub, n, args.moves)
                print(f"{n} students: a move reaches every view of its table in median "
                      f"{statistics.median(times):.0f} ms, p95 {p95(times):.0f} ms "
                      f"({len(times)} moves; "
                      f"{statistics.median(times) / statistics.median(plain):.1f}x "
                      f"the reference call)")
        finally:
            hub.stop()


if __name__ == "__main__":
    main()
